import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';
import { QUIZ_MIN_OPTIONS, QUIZ_OPTION_MAX_LENGTH } from '../../../../api/quizLimits';
import { fieldId, type QuestionDraft } from '../quizDraft';
import type { questionEdits } from './questionEdits';

interface OptionRowProps {
  question: QuestionDraft;
  /** The question's place in the test. */
  index: number;
  /** The option's place in the question. */
  i: number;
  locked: boolean;
  prefix: string;
  problem: (field: string) => string;
  edits: ReturnType<typeof questionEdits>;
}

/** The buttons that move an option up or down or remove it. */
function OptionButtons({ question, index, i, locked, prefix, edits }: Omit<OptionRowProps, 'problem'>) {
  const translate = useTranslate();
  const { moveOption, removeOption } = edits;
  const at = `questions[${index}]`;
  return (
    <Box sx={{ display: 'flex', flexShrink: 0, mt: 0.5 }}>
      <IconButton
        id={`${fieldId(prefix, `${at}.options[${i}]`)}-up`}
        size="small"
        disabled={locked || i === 0}
        onClick={() => moveOption(i, -1)}
        aria-label={translate('quizzes.editor.moveOptionUp', { number: i + 1 })}
      >
        <ArrowUpwardIcon fontSize="small" />
      </IconButton>
      <IconButton
        id={`${fieldId(prefix, `${at}.options[${i}]`)}-down`}
        size="small"
        disabled={locked || i === question.options.length - 1}
        onClick={() => moveOption(i, 1)}
        aria-label={translate('quizzes.editor.moveOptionDown', { number: i + 1 })}
      >
        <ArrowDownwardIcon fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        disabled={locked || question.options.length <= QUIZ_MIN_OPTIONS}
        onClick={() => removeOption(i)}
        aria-label={translate('quizzes.editor.removeOption', { number: i + 1 })}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}

/** One option: whether it is correct, its text, and the buttons to move or remove it. */
export function OptionRow({ question, index, i, locked, prefix, problem, edits }: OptionRowProps) {
  const translate = useTranslate();
  const { set, markCorrect, optionKey } = edits;
  const at = `questions[${index}]`;
  const one = question.questionType === 'ONE_FROM_LIST';
  const option = question.options[i];
  const optionField = `${at}.options[${i}].option`;
  const optionProblem = problem(optionField);
  const correctLabel = translate('quizzes.editor.correctNamed', { number: i + 1 });
  return (
    <Box
      component="li"
      sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5, minWidth: 0 }}
      data-testid={`option-editor-${index}-${i}`}
    >
      <Tooltip title={translate('quizzes.editor.correct')}>
        <span>
          {one ? (
            <Radio
              checked={option.isCorrect}
              onChange={() => markCorrect(i, true)}
              disabled={locked}
              name={`${prefix}-${question.key}-correct`}
              value={option.key}
              color="success"
              slotProps={{ input: { 'aria-label': correctLabel } }}
            />
          ) : (
            <Checkbox
              checked={option.isCorrect}
              onChange={(event) => markCorrect(i, event.target.checked)}
              disabled={locked}
              color="success"
              slotProps={{ input: { 'aria-label': correctLabel } }}
            />
          )}
        </span>
      </Tooltip>
      <TextField
        id={fieldId(prefix, optionField)}
        size="small"
        value={option.option}
        onChange={(event) => set({ options: question.options.map((o, j) => (j === i ? { ...o, option: event.target.value } : o)) })}
        onKeyDown={optionKey(i)}
        placeholder={translate('quizzes.editor.optionPlaceholder', { number: i + 1 })}
        error={Boolean(optionProblem)}
        helperText={optionProblem || undefined}
        sx={{ flex: 1, minWidth: 0, mt: 0.5 }}
        slotProps={{
          htmlInput: {
            maxLength: QUIZ_OPTION_MAX_LENGTH,
            'aria-label': translate('quizzes.editor.optionNamed', { number: i + 1 }),
          },
        }}
      />
      <OptionButtons question={question} index={index} i={i} locked={locked} prefix={prefix} edits={edits} />
    </Box>
  );
}
