import { useTranslate } from 'react-admin';
import type { QuizWindow, StudentQuizWindow } from '../../../api/quizWindow';
import { useDateFormat } from '../../../i18n/dates';

/**
 * How a test's window is worded, moments in the school's timezone: as a range for the
 * instructor ("Open 10 Dec 2026, 09:00 – 12 Dec 2026, 18:00", a missing side left out), and by
 * where the student stands in it ("Opens …" before, "Open until …" during, "Closed …" after).
 * Empty when there is nothing to say (no window, or open with no close).
 */
export function useWindowText(zone: string) {
  const translate = useTranslate();
  const { dateTime } = useDateFormat();
  const at = (iso: string | null | undefined) => dateTime(iso, zone);

  const range = ({ opensAt, closesAt }: Partial<QuizWindow>): string => {
    if (opensAt && closesAt) return translate('quizzes.window.range', { from: at(opensAt), until: at(closesAt) });
    if (opensAt) return translate('quizzes.window.from', { from: at(opensAt) });
    if (closesAt) return translate('quizzes.window.until', { until: at(closesAt) });
    return '';
  };

  const state = ({ opensAt, closesAt, windowState }: Partial<StudentQuizWindow>): string => {
    if (windowState === 'NOT_OPEN_YET' && opensAt) return translate('quizzes.window.from', { from: at(opensAt) });
    if (windowState === 'CLOSED' && closesAt) return translate('quizzes.window.closed', { until: at(closesAt) });
    if (windowState === 'OPEN' && closesAt) return translate('quizzes.window.until', { until: at(closesAt) });
    return '';
  };

  return { at, range, state };
}
