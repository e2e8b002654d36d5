import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import type { StudentQuizDto } from '../../../api/quizAttempts';
import { useAttemptOfWords } from '../../shared/quizzes/attemptWords';
import { timeLimitLabel, usePointsFormat } from '../../shared/quizzes/quizFormat';

/** Which attempt this is (on a test sat more than once), the time limit, number of questions and maximum points, under its heading once an attempt exists. */
export function QuizFacts({ test }: { test: StudentQuizDto }) {
  const translate = useTranslate();
  const points = usePointsFormat();
  const attemptOf = useAttemptOfWords();
  const which = test.attempt ? attemptOf(test, test.attempt.attemptNo) : null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {which && <Chip size="small" color="primary" variant="outlined" label={which} data-testid="attempt-of" />}
      <Chip size="small" variant="outlined" label={translate('quizzes.intro.time', { time: timeLimitLabel(test.timeToTakeTheTest) })} />
      <Chip size="small" variant="outlined" label={translate('quizzes.intro.questions', { smart_count: test.questionsCount })} />
      <Chip
        size="small"
        variant="outlined"
        label={translate('quizzes.intro.maxPoints', { points: points(test.maxPoints), smart_count: test.maxPoints })}
      />
    </Box>
  );
}
