import { memo } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { QUESTION_TYPES, QUIZ_MAX_QUESTION_POINTS, QUIZ_QUESTION_MAX_LENGTH, type QuestionType } from '../../../api/quizLimits';
import { HasOtherSwitch } from './QuestionEditor/HasOtherSwitch';
import { OptionsFieldset } from './QuestionEditor/OptionsFieldset';
import { problemText } from './QuestionEditor/problemText';
import { QuestionHeader } from './QuestionEditor/QuestionHeader';
import type { QuestionEditorProps } from './QuestionEditor/questionEditorProps';
import { questionEdits } from './QuestionEditor/questionEdits';
import { fieldId, type DraftErrors } from './quizDraft';

/**
 * One question of the editor: its text, type and points, the options with the correct ones
 * marked (a radio button for one-from-list, so only one can be; checkboxes for many-from-list),
 * each option moved up or down or removed, and the 'Other' free-text answer on or off.
 */
export const QuestionEditor = memo(QuestionEditorView, (before, after) => {
  // A question re-renders when it, its place or its problems change, not on every keystroke elsewhere.
  const own = (errors: DraftErrors, index: number) =>
    Object.entries(errors)
      .filter(([field]) => field.startsWith(`questions[${index}].`))
      .map(([field, p]) => `${field}=${p.message ?? p.key}:${JSON.stringify(p.params ?? {})}`)
      .join('|');
  return (
    before.question === after.question &&
    before.index === after.index &&
    before.total === after.total &&
    before.locked === after.locked &&
    before.prefix === after.prefix &&
    before.onChange === after.onChange &&
    before.onMove === after.onMove &&
    before.onRemove === after.onRemove &&
    before.requestFocus === after.requestFocus &&
    own(before.errors, before.index) === own(after.errors, after.index)
  );
});

function QuestionEditorView({
  question,
  index,
  total,
  locked,
  errors,
  prefix,
  onChange,
  onMove,
  onRemove,
  requestFocus,
}: QuestionEditorProps) {
  const translate = useTranslate();
  const at = `questions[${index}]`;
  const one = question.questionType === 'ONE_FROM_LIST';
  const problem = (field: string) => problemText(translate, errors[field]);
  const edits = questionEdits({ question, index, locked, prefix, onChange, requestFocus });
  const { set, setType } = edits;

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={`${fieldId(prefix, at)}-title`}
      sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}
      data-testid={`question-editor-${index}`}
    >
      <QuestionHeader index={index} total={total} locked={locked} prefix={prefix} onMove={onMove} onRemove={onRemove} />

      <Box sx={{ display: 'grid', gap: 1.5 }}>
        <TextField
          id={fieldId(prefix, `${at}.question`)}
          label={translate('quizzes.editor.questionText')}
          value={question.question}
          onChange={(event) => set({ question: event.target.value })}
          required
          multiline
          minRows={2}
          error={Boolean(problem(`${at}.question`))}
          helperText={problem(`${at}.question`) || ' '}
          slotProps={{ htmlInput: { maxLength: QUIZ_QUESTION_MAX_LENGTH } }}
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          <TextField
            select
            id={fieldId(prefix, `${at}.questionType`)}
            label={translate('quizzes.editor.questionType')}
            value={question.questionType}
            onChange={(event) => setType(event.target.value as QuestionType)}
            disabled={locked}
            sx={{ flex: '1 1 220px' }}
            helperText={translate(one ? 'quizzes.editor.typeOneHelp' : 'quizzes.editor.typeManyHelp')}
          >
            {QUESTION_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {translate(`quizzes.types.${type}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            id={fieldId(prefix, `${at}.points`)}
            label={translate('quizzes.editor.points')}
            value={question.points}
            // As typed: '-3' or '1.5' gets the points' error, never a silent edit to '3' or '15'.
            onChange={(event) => set({ points: event.target.value })}
            disabled={locked}
            required
            sx={{ flex: '0 1 140px', minWidth: 110 }}
            error={Boolean(problem(`${at}.points`))}
            helperText={problem(`${at}.points`) || translate('quizzes.editor.pointsHelper', { max: QUIZ_MAX_QUESTION_POINTS })}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </Box>

        <OptionsFieldset question={question} index={index} locked={locked} prefix={prefix} problem={problem} edits={edits} />

        <HasOtherSwitch checked={question.hasOther} locked={locked} onChange={(hasOther) => set({ hasOther })} />
      </Box>
    </Paper>
  );
}
