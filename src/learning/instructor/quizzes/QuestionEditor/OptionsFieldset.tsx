import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useTranslate } from 'react-admin';
import { QUIZ_MAX_OPTIONS } from '../../../../api/quizLimits';
import { fieldId, type QuestionDraft } from '../quizDraft';
import { OptionRow } from './OptionRow';
import type { questionEdits } from './questionEdits';

interface OptionsFieldsetProps {
  question: QuestionDraft;
  index: number;
  locked: boolean;
  prefix: string;
  problem: (field: string) => string;
  edits: ReturnType<typeof questionEdits>;
}

/** The question's options, the problem with them as a whole, and the button to add one. */
export function OptionsFieldset({ question, index, locked, prefix, problem, edits }: OptionsFieldsetProps) {
  const translate = useTranslate();
  const { addOption } = edits;
  const at = `questions[${index}]`;
  const one = question.questionType === 'ONE_FROM_LIST';
  const optionsProblem = problem(`${at}.options`);
  return (
    <Box
      component="fieldset"
      id={fieldId(prefix, `${at}.options`)}
      tabIndex={-1}
      sx={{
        border: 0,
        p: 0,
        m: 0,
        minWidth: 0,
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
      }}
      aria-describedby={optionsProblem ? `${fieldId(prefix, `${at}.options`)}-error` : undefined}
    >
      <Typography component="legend" variant="body2" sx={{ color: 'text.secondary', mb: 0.5, p: 0 }}>
        {translate(one ? 'quizzes.editor.optionsOne' : 'quizzes.editor.optionsMany')}
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {question.options.map((option, i) => (
          <OptionRow
            key={option.key}
            question={question}
            index={index}
            i={i}
            locked={locked}
            prefix={prefix}
            problem={problem}
            edits={edits}
          />
        ))}
      </Box>
      {optionsProblem && (
        <FormHelperText error id={`${fieldId(prefix, `${at}.options`)}-error`} role="alert" sx={{ mx: 0 }}>
          {optionsProblem}
        </FormHelperText>
      )}
      <Button
        size="small"
        startIcon={<AddIcon />}
        onClick={() => addOption()}
        disabled={locked || question.options.length >= QUIZ_MAX_OPTIONS}
        sx={{ mt: 1 }}
      >
        {translate('quizzes.editor.addOption')}
      </Button>
    </Box>
  );
}
