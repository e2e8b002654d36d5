import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { MAX_ATTEMPTS_LIMIT } from '../../api/quizAttemptRules';
import { EXTRA_TIME_MAX_PERCENT, type AccommodationDto } from '../../api/quizWindow';
import { API_PATTERN, errorResponse, idOf, messageResponse, readJson } from '../mockHttp';
import { ownTest } from './quizAccess';
import { parseWindow } from './quizWindows';
import { resultRows } from './quizViews';

/** A test's accommodations: the list, one student's set (replaced whole) and removed. */

const whole = (value: unknown, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max;

/** The server's 400 for a number out of its bounds. */
const outOfBounds = (request: Request, field: string, limit: number) =>
  errorResponse(request, 400, 'validation.fieldMaximum', { field, params: { field, limit } });

const API = API_PATTERN;
const ONE = `${API}/lessons/tests/:testId/accommodations/:studentId`;

export const accommodationHandlers: RequestHandler[] = [
  http.get(`${API}/lessons/tests/:testId/accommodations`, async ({ request, params }) => {
    await delay();
    const entry = ownTest(request, params.testId);
    if ('denied' in entry) return entry.denied;
    const objects = [...(entry.found.accommodations ?? [])].sort((a, b) => a.studentFullName.localeCompare(b.studentFullName));
    return HttpResponse.json({ objects, count: objects.length });
  }),

  http.put(ONE, async ({ request, params }) => {
    await delay();
    const entry = ownTest(request, params.testId);
    if ('denied' in entry) return entry.denied;
    const student = resultRows(entry.found).find((r) => r.studentId === idOf(params.studentId));
    if (!student) return errorResponse(request, 404, 'errors.notFound');
    const body = await readJson(request);
    const percent = body.extraTimePercent;
    if (!whole(percent, EXTRA_TIME_MAX_PERCENT)) return outOfBounds(request, 'extraTimePercent', EXTRA_TIME_MAX_PERCENT);
    // Left out: 0, as the server takes it.
    const extraAttempts = body.extraAttempts ?? 0;
    if (!whole(extraAttempts, MAX_ATTEMPTS_LIMIT)) return outOfBounds(request, 'extraAttempts', MAX_ATTEMPTS_LIMIT);
    const window = parseWindow(request, body);
    if (window instanceof Response) return window;
    const saved: AccommodationDto = {
      studentId: student.studentId,
      studentFullName: student.studentFullName,
      extraTimePercent: percent,
      ...window,
      extraAttempts,
    };
    entry.found.accommodations = [...(entry.found.accommodations ?? []).filter((a) => a.studentId !== saved.studentId), saved];
    return messageResponse(request, 'quizzes.accommodationSaved', {}, saved);
  }),

  http.delete(ONE, async ({ request, params }) => {
    await delay();
    const entry = ownTest(request, params.testId);
    if ('denied' in entry) return entry.denied;
    const studentId = idOf(params.studentId);
    if (!entry.found.accommodations?.some((a) => a.studentId === studentId)) return errorResponse(request, 404, 'errors.notFound');
    entry.found.accommodations = entry.found.accommodations.filter((a) => a.studentId !== studentId);
    return messageResponse(request, 'quizzes.accommodationDeleted');
  }),
];
