import { formatDateTime } from '../../api/dateFormat';
import { parseQuizTime } from '../../api/quizTime';
import type { AccommodationDto, QuizWindow } from '../../api/quizWindow';
import { windowStateAt } from '../builders/studentQuizBuilders';
import { errorResponse, languageOf } from '../mockHttp';
import { mockStore } from '../store/mockStore';

/*
 * A test's window and a student's accommodation, as the server applies them: the window sent
 * with a test or an accommodation (ISO or null, the close after the open), the student's own
 * window (their sides where set, else the test's), their time with extra time, and the 403 of a
 * start outside the window, its moment on the school's clock in the reader's language.
 */

const isMoment = (value: unknown) => typeof value === 'string' && !Number.isNaN(Date.parse(value));

/** The window of a body (a side left out or null is none), or the server's 400 naming the field. */
export function parseWindow(request: Request, body: Record<string, unknown>): QuizWindow | Response {
  for (const field of ['opensAt', 'closesAt'] as const) {
    const value = body[field];
    if (value !== undefined && value !== null && !isMoment(value))
      return errorResponse(request, 400, 'validation.fieldInvalid', { field, params: { field } });
  }
  const opensAt = isMoment(body.opensAt) ? new Date(body.opensAt as string).toISOString() : null;
  const closesAt = isMoment(body.closesAt) ? new Date(body.closesAt as string).toISOString() : null;
  if (opensAt && closesAt && Date.parse(closesAt) <= Date.parse(opensAt))
    return errorResponse(request, 400, 'quizzes.closesBeforeOpens', { field: 'closesAt' });
  return { opensAt, closesAt };
}

/** The accommodation of a student on a test, if they have one. */
export function accommodationOf(testId: number, studentId: number | undefined): AccommodationDto | undefined {
  return mockStore.quizzes.find((e) => e.test.testId === testId)?.accommodations?.find((a) => a.studentId === studentId);
}

/** The student's own window: each side of their accommodation where set, else the test's. */
export function effectiveWindow(test: QuizWindow, accommodation: AccommodationDto | undefined): QuizWindow {
  return { opensAt: accommodation?.opensAt ?? test.opensAt, closesAt: accommodation?.closesAt ?? test.closesAt };
}

/** The limit in seconds with the student's extra time (+50% of 40 minutes is 60 minutes). */
export function ownLimitSeconds(timeToTakeTheTest: string, extraTimePercent: number): number {
  return Math.round(((parseQuizTime(timeToTakeTheTest) ?? 0) * (100 + extraTimePercent)) / 100);
}

/** The 403 of a start outside the window, or null when it may start now. */
export function windowRefusal(request: Request, window: QuizWindow, now: Date): Response | null {
  const state = windowStateAt(window, now.toISOString());
  if (state === 'OPEN') return null;
  const at = state === 'NOT_OPEN_YET' ? window.opensAt : window.closesAt;
  const time = formatDateTime(at, languageOf(request), mockStore.schoolSettings.timezone);
  return errorResponse(request, 403, state === 'NOT_OPEN_YET' ? 'quizzes.windowNotOpen' : 'quizzes.windowClosed', { params: { time } });
}
