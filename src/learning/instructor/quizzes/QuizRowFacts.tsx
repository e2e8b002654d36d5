import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import BlockIcon from '@mui/icons-material/Block';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import TimerOutlinedIcon from '@mui/icons-material/TimerOutlined';
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import { useTranslate } from 'react-admin';
import type { QuizListItemDto } from '../../../api/quizAuthoring';
import { timeLimitLabel, usePointsFormat } from '../../shared/quizzes/quizFormat';
import { useWindowText } from '../../shared/quizzes/useWindowText';
import { useSchoolTimeZone } from '../../shared/useSchoolTimeZone';
import { QuizPublishChip } from './QuizPublishChip';

/** A test's facts under its name: time (HH:MM), its window if it has one, draft or scheduled, whether answers are open, its size and how many answered. */
export function QuizRowFacts({ test }: { test: QuizListItemDto }) {
  const translate = useTranslate();
  const points = usePointsFormat();
  const windowText = useWindowText(useSchoolTimeZone()).range(test);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75, mt: 0.75 }}>
      <Chip
        size="small"
        icon={<TimerOutlinedIcon />}
        label={timeLimitLabel(test.timeToTakeTheTest)}
        aria-label={translate('quizzes.intro.time', { time: timeLimitLabel(test.timeToTakeTheTest) })}
        variant="outlined"
        data-testid="test-time"
      />
      {windowText && (
        <Chip size="small" icon={<EventAvailableOutlinedIcon />} label={windowText} variant="outlined" data-testid="test-window" />
      )}
      <QuizPublishChip publishedAt={test.publishedAt} />
      <Chip
        size="small"
        variant={test.isActive ? 'filled' : 'outlined'}
        color={test.isActive ? 'success' : 'default'}
        icon={test.isActive ? <LockOpenIcon /> : <BlockIcon />}
        label={translate(test.isActive ? 'quizzes.list.active' : 'quizzes.list.blocked')}
      />
      <Typography variant="body2" color="text.secondary">
        {translate('quizzes.list.facts', {
          questions: translate('quizzes.intro.questions', { smart_count: test.questionsCount }),
          points: translate('quizzes.intro.maxPoints', { points: points(test.maxPoints), smart_count: test.maxPoints }),
          answers: translate('quizzes.list.answers', { smart_count: test.answersCount }),
        })}
      </Typography>
    </Box>
  );
}
