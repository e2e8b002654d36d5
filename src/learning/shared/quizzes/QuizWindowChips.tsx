import Chip from '@mui/material/Chip';
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import MoreTimeIcon from '@mui/icons-material/MoreTime';
import { useTranslate } from 'react-admin';
import type { StudentQuizWindow } from '../../../api/quizWindow';
import { parseQuizTime } from '../../../api/quizTime';
import { formatRemaining } from './quizFormat';
import { useSchoolTimeZone } from '../useSchoolTimeZone';
import { useWindowText } from './useWindowText';

/**
 * The student's own facts of a test, for its intro: where they stand in its window (theirs, an
 * accommodation applied) and, with extra time, their own limit written as the countdown will
 * show it ("1:00:00 (+50% extra time)"), since extra time can add seconds the HH:MM limit drops.
 */
export function QuizWindowChips({ studentWindow }: { studentWindow: StudentQuizWindow }) {
  const translate = useTranslate();
  const { state } = useWindowText(useSchoolTimeZone());
  const windowText = state(studentWindow);
  const seconds = parseQuizTime(studentWindow.yourTimeToTakeTheTest);
  const extra = studentWindow.extraTimePercent;
  return (
    <>
      {windowText && (
        <Chip
          icon={<EventAvailableOutlinedIcon />}
          label={windowText}
          variant="outlined"
          color={studentWindow.windowState === 'OPEN' ? 'default' : 'warning'}
          data-testid="test-window"
        />
      )}
      {extra > 0 && seconds !== null && (
        <Chip
          icon={<MoreTimeIcon />}
          label={translate('quizzes.window.yourTimeExtra', { time: formatRemaining(seconds), percent: extra })}
          variant="outlined"
          color="info"
          data-testid="test-own-time"
        />
      )}
    </>
  );
}
