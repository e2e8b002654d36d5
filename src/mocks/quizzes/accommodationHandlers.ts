import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { EXTRA_TIME_MAX_PERCENT, type AccommodationDto } from '../../api/quizWindow';
import { API_PATTERN, errorResponse, idOf, messageResponse, readJson } from '../mockHttp';
import { ownTest } from './quizAccess';
import { parseWindow } from './quizWindows';
import { resultRows } from './quizViews';

/** A test's accommodations: the list, one student's set (replaced whole) and removed. */

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
    if (typeof percent !== 'number' || !Number.isInteger(percent) || percent < 0 || percent > EXTRA_TIME_MAX_PERCENT) {
      return errorResponse(request, 400, 'validation.fieldMaximum', {
        field: 'extraTimePercent',
        params: { field: 'extraTimePercent', limit: EXTRA_TIME_MAX_PERCENT },
      });
    }
    const window = parseWindow(request, body);
    if (window instanceof Response) return window;
    const saved: AccommodationDto = {
      studentId: student.studentId,
      studentFullName: student.studentFullName,
      extraTimePercent: percent,
      ...window,
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
