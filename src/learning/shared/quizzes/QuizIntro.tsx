import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import TimerOutlinedIcon from '@mui/icons-material/TimerOutlined';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import EmojiEventsOutlinedIcon from '@mui/icons-material/EmojiEventsOutlined';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import { useTranslate } from 'react-admin';
import type { QuizSummaryDto } from '../../../api/quizAuthoring';
import type { StudentQuizWindow } from '../../../api/quizWindow';
import { QuizWindowChips } from './QuizWindowChips';
import { timeLimitLabel, usePointsFormat } from './quizFormat';

export interface QuizIntroProps {
  test: Pick<QuizSummaryDto, 'name' | 'messageForStudents' | 'timeToTakeTheTest' | 'questionsCount' | 'maxPoints' | 'passPercent'>;
  /** Under the facts: e.g. the Start button, or the preview's note. */
  children?: ReactNode;
  /** The heading level of the name (h2 inside a page that has its own h1). */
  headingComponent?: 'h1' | 'h2' | 'h3';
  /** The student's own window and limit (StudentQuizDto); none in the instructor's preview. */
  studentWindow?: StudentQuizWindow;
}

/**
 * What a student reads before a test: its name, the instructor's message, the time to take it
 * (HH:MM), how many questions, the maximum and the pass mark; for the student, also where they
 * stand in the test's window and their own time with any extra time.
 */
export function QuizIntro({ test, children, headingComponent = 'h2', studentWindow }: QuizIntroProps) {
  const translate = useTranslate();
  const points = usePointsFormat();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
      <Typography variant="h6" component={headingComponent} sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {test.name}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, my: 1 }}>
        <Chip
          icon={<TimerOutlinedIcon />}
          label={translate('quizzes.intro.time', { time: timeLimitLabel(test.timeToTakeTheTest) })}
          variant="outlined"
        />
        <Chip
          icon={<HelpOutlineIcon />}
          label={translate('quizzes.intro.questions', { smart_count: test.questionsCount })}
          variant="outlined"
        />
        <Chip
          icon={<EmojiEventsOutlinedIcon />}
          label={translate('quizzes.intro.maxPoints', { points: points(test.maxPoints), smart_count: test.maxPoints })}
          variant="outlined"
        />
        <Chip
          icon={<FlagOutlinedIcon />}
          label={translate('quizzes.intro.passPercent', { percent: test.passPercent })}
          variant="outlined"
        />
        {studentWindow && <QuizWindowChips studentWindow={studentWindow} />}
      </Box>
      {test.messageForStudents?.trim() && (
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="test-message">
          {test.messageForStudents}
        </Typography>
      )}
      {children && <Box sx={{ mt: 1.5 }}>{children}</Box>}
    </Paper>
  );
}
