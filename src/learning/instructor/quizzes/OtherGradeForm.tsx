import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { useTranslate, type Identifier, useDataProvider } from 'react-admin';
import type { QuizAnswerDto } from '../../../api/quizResults';
import { useServerSave } from '../../shared/useServerSave';
import type { LmsDataProvider } from '../../../dataProvider/dataProvider';

/** What is graded: an own question's 'Other' text (by questionId), or an essay or file answer of the paper (by its key). */
export interface GradeTarget {
  questionId: number;
  /** The key of a bank question of the student's paper (ESSAY, FILE_ANSWER): sent instead of questionId. */
  questionKey?: string;
  points: number;
}

export interface OtherGradeFormProps {
  testId: Identifier;
  studentId: Identifier;
  question: GradeTarget;
  /** The field's label: "Points for 'Other'" unless given (an essay's). */
  label?: string;
  /** The points given so far; null while not graded. */
  current: number | null;
  onSaved: (answer: QuizAnswerDto) => void;
  /** The attempt shown, graded (issue 17, item 3); the latest when not given. */
  attemptNo?: number | null;
}

/** Reads "1,5" as well as "1.5"; NaN for anything that is not a number. */
const parsePoints = (text: string) => (/^\s*\d+([.,]\d+)?\s*$/.test(text) ? Number(text.trim().replace(',', '.')) : Number.NaN);

/**
 * The instructor's points for a student's 'Other' text on one question, or for an essay or file
 * answer of the bank, from 0 to the question's points (PUT …/answers/{studentId}/other); the
 * question never earns more than its points.
 */
export function OtherGradeForm({ testId, studentId, question, current, onSaved, label, attemptNo }: OtherGradeFormProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<LmsDataProvider>();
  const { save, busy } = useServerSave();
  const [text, setText] = useState(current === null ? '' : String(current));
  const [error, setError] = useState('');
  useEffect(() => setText(current === null ? '' : String(current)), [current]);

  const submit = async () => {
    const points = parsePoints(text);
    if (!(points >= 0 && points <= question.points)) {
      setError(translate('quizzes.grade.range', { max: question.points }));
      return;
    }
    let failure: unknown;
    const answer = await save(async () => {
      try {
        const which = question.questionKey ? { questionKey: question.questionKey } : { questionId: question.questionId };
        const attempt = typeof attemptNo === 'number' ? { attemptNo } : {};
        return await dataProvider.gradeOtherAnswer(testId, studentId, { ...attempt, ...which, points });
      } catch (e) {
        failure = e;
        throw e;
      }
    });
    if (answer) {
      setError('');
      onSaved(answer);
    } else {
      setError((failure as Error | undefined)?.message || translate('app.errors.generic'));
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1, p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}
      data-testid={`grade-other-${question.questionKey ?? question.questionId}`}
    >
      <TextField
        size="small"
        label={label ?? translate('quizzes.grade.label')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setError('');
        }}
        error={Boolean(error)}
        helperText={error || translate('quizzes.grade.helper', { max: question.points })}
        sx={{ flex: '1 1 180px', maxWidth: 260 }}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <Button
        type="submit"
        variant="contained"
        disabled={busy}
        startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        sx={{ mt: 0.25 }}
      >
        {translate(current === null ? 'quizzes.grade.give' : 'quizzes.grade.change')}
      </Button>
    </Box>
  );
}
