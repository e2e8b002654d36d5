import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { EXPORT_FORMATS, type ExportFormat } from '../../api/exports';
import { buildQuizAnalysis } from '../builders/quizAnalysisBuilders';
import { API_PATTERN, errorResponse } from '../mockHttp';
import { ownTest } from './quizAccess';

/**
 * A test's item analysis and its export (src/api/quizAnalysis.ts), for the instructor of the
 * test's course: the seeded analysis under the test's id and name, and a stand-in file (what the
 * real file holds is the server's, tested in tests/server/quizzes/analysis.test.ts).
 */

const TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export const quizAnalysisHandlers: RequestHandler[] = [
  http.get(`${API_PATTERN}/lessons/tests/:testId/analysis`, async ({ request, params }) => {
    await delay();
    const entry = ownTest(request, params.testId);
    if ('denied' in entry) return entry.denied;
    const { test, attempts } = entry.found;
    const finished = attempts.filter((a) => a.status !== 'IN_PROGRESS').length;
    const seeded = buildQuizAnalysis();
    // Only the seeded test has attempts worth analysing; others show the analysis of nothing yet.
    return HttpResponse.json(
      test.testId === seeded.testId && finished > 0
        ? seeded
        : buildQuizAnalysis({
            testId: test.testId,
            testName: test.name,
            summary: { attempts: 0, maxPoints: test.maxPoints, mean: null, median: null, standardDeviation: null, passed: 0 },
            items: [],
          }),
    );
  }),

  http.get(`${API_PATTERN}/lessons/tests/:testId/analysis/export`, async ({ request, params }) => {
    await delay();
    const entry = ownTest(request, params.testId);
    if ('denied' in entry) return entry.denied;
    const format = new URL(request.url).searchParams.get('format') as ExportFormat;
    if (!EXPORT_FORMATS.includes(format)) {
      return errorResponse(request, 400, 'validation.fieldEnum', {
        field: 'format',
        params: { field: 'format', values: EXPORT_FORMATS.join(', ') },
      });
    }
    const name = `item-analysis-${entry.found.test.testId}`;
    return new HttpResponse(`\uFEFFStudent,Points\r\nSofia Smirnova,6\r\n`, {
      headers: {
        'Content-Type': TYPES[format],
        'Content-Disposition': `attachment; filename="${name}.${format}"; filename*=UTF-8''${name}.${format}`,
      },
    });
  }),
];
