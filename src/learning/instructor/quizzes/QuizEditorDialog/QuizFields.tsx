import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { QUIZ_MESSAGE_MAX_LENGTH, QUIZ_NAME_MAX_LENGTH } from '../../../../api/quizLimits';
import { fieldId, type QuizDraft } from '../quizDraft';
import { TimeInputs } from '../TimeInputs';
import { WindowPickers } from '../window/WindowPickers';

interface QuizFieldsProps {
  draft: QuizDraft;
  prefix: string;
  update: (changes: Partial<QuizDraft>) => void;
  /** The problem with a field, worded for the user; empty when there is none. */
  problem: (field: string) => string;
}

/** The test's own fields: name, time to take it, pass mark, when it can be taken and the message for students. */
export function QuizFields({ draft, prefix, update, problem }: QuizFieldsProps) {
  const translate = useTranslate();
  return (
    <>
      <TextField
        id={fieldId(prefix, 'name')}
        label={translate('quizzes.editor.name')}
        value={draft.name}
        onChange={(event) => update({ name: event.target.value })}
        required
        autoFocus
        error={Boolean(problem('name'))}
        helperText={problem('name') || ' '}
        slotProps={{ htmlInput: { maxLength: QUIZ_NAME_MAX_LENGTH } }}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <TimeInputs
          id={fieldId(prefix, 'hours')}
          hours={draft.hours}
          minutes={draft.minutes}
          onChange={(time) => update(time)}
          error={problem('timeToTakeTheTest')}
        />
        <Box sx={{ width: 200, mt: { xs: 0, sm: 3.5 } }}>
          <TextField
            id={fieldId(prefix, 'passPercent')}
            label={translate('quizzes.editor.passPercent')}
            value={draft.passPercent}
            // As typed: '150' or '-3' gets the pass mark's error, never a silent edit.
            onChange={(event) => update({ passPercent: event.target.value })}
            error={Boolean(problem('passPercent'))}
            helperText={problem('passPercent') || translate('quizzes.editor.passPercentHelper')}
            size="small"
            slotProps={{
              htmlInput: { inputMode: 'numeric' },
              input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
            }}
          />
        </Box>
      </Box>
      <WindowPickers
        idPrefix={prefix}
        value={draft}
        onChange={update}
        problems={{ opensAt: problem('opensAt'), closesAt: problem('closesAt') }}
      />
      <TextField
        id={fieldId(prefix, 'messageForStudents')}
        label={translate('quizzes.editor.message')}
        value={draft.messageForStudents}
        onChange={(event) => update({ messageForStudents: event.target.value })}
        multiline
        minRows={2}
        error={Boolean(problem('messageForStudents'))}
        helperText={problem('messageForStudents') || translate('quizzes.editor.messageHelper')}
        slotProps={{ htmlInput: { maxLength: QUIZ_MESSAGE_MAX_LENGTH } }}
      />
    </>
  );
}
