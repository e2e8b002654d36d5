import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { QuizAnswerDto } from '../../../api/quizResults';
import { useDateFormat } from '../../../i18n/dates';
import { useSchoolTimeZone } from '../../shared/useSchoolTimeZone';
import { timeLimitLabel, usePointsFormat } from '../../shared/quizzes/quizFormat';
import { AttemptStatusChip, PassedChip } from './resultChips';

/** The head of a student's answers: the test, where the attempt stands, the points, and when it ran (the school's timezone). */
export function StudentAnswerSummary({ answer }: { answer: QuizAnswerDto }) {
  const translate = useTranslate();
  const { dateTime } = useDateFormat();
  const zone = useSchoolTimeZone();
  const points = usePointsFormat();
  return (
    <>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {answer.testName}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }} data-testid="answer-summary">
        <AttemptStatusChip status={answer.status} />
        {answer.points && (
          <Chip
            variant="outlined"
            label={translate('quizzes.results.pointsOf', {
              received: points(answer.points.pointsReceived),
              max: points(answer.points.maxPoints),
              smart_count: answer.points.maxPoints,
            })}
          />
        )}
        <PassedChip passed={answer.passed} />
      </Box>
      <Box component="dl" sx={factsSx}>
        {answer.startedAt && (
          <>
            <dt>{translate('quizzes.answers.started')}</dt>
            <dd>{dateTime(answer.startedAt, zone)}</dd>
          </>
        )}
        {answer.dateOfPassTheTest && (
          <>
            <dt>{translate('quizzes.answers.finished')}</dt>
            <dd>{dateTime(answer.dateOfPassTheTest, zone)}</dd>
          </>
        )}
        {answer.timeSpent && (
          <>
            <dt>{translate('quizzes.answers.timeSpent')}</dt>
            <dd>{timeLimitLabel(answer.timeSpent)}</dd>
          </>
        )}
        <dt>{translate('quizzes.answers.passPercent')}</dt>
        <dd>{answer.passPercent}%</dd>
      </Box>
    </>
  );
}

const factsSx = {
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: 2,
  rowGap: 0.5,
  m: 0,
  '& dt': { color: 'text.secondary' },
  '& dd': { m: 0 },
} as const;
