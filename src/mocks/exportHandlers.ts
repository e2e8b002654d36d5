import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { EXPORT_FORMATS, EXPORT_LISTS, type ExportFormat } from '../api/exports';
import { allow, API_PATTERN, errorResponse } from './mockHttp';

/**
 * msw handlers of the exports (src/api/exports.ts): GET {list}/export, analytics/export and
 * students/import/template, for the admin; a course's gradebook (courses/{id}/rating/export) for its staff. The file is a stand-in (the filters it was asked
 * with, one per line); what the real files hold is the server's, tested in tests/server/exports/.
 */

const TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

function file(request: Request, name: string, roles: Parameters<typeof allow>[1] = ['ADMIN']): Response {
  const who = allow(request, roles);
  if ('denied' in who) return who.denied;
  const query = new URL(request.url).searchParams;
  const format = query.get('format') as ExportFormat;
  if (!EXPORT_FORMATS.includes(format)) {
    return errorResponse(request, 400, 'validation.fieldEnum', {
      field: 'format',
      params: { field: 'format', values: EXPORT_FORMATS.join(', ') },
    });
  }
  const lines = [...query.entries()].filter(([key]) => key !== 'format').map(([key, value]) => `${key},${value}`);
  return new HttpResponse(`\uFEFFfilter,value\r\n${lines.join('\r\n')}`, {
    headers: {
      'Content-Type': TYPES[format],
      'Content-Disposition': `attachment; filename="${name}.${format}"; filename*=UTF-8''${encodeURIComponent(name)}.${format}`,
    },
  });
}

/** An empty zip (its end-of-central-directory record alone): the stand-in for a task's answers. */
const EMPTY_ZIP = new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)]);

export const exportHandlers: RequestHandler[] = [
  ...EXPORT_LISTS.map((list) =>
    http.get(`${API_PATTERN}/${list}/export`, async ({ request }) => {
      await delay();
      return file(request, list);
    }),
  ),
  http.get(`${API_PATTERN}/analytics/export`, async ({ request }) => {
    await delay();
    return file(request, 'analytics');
  }),
  // A course's gradebook: its staff's (the course check is the server's, tested in tests/server/ratingRules.test.ts).
  http.get(`${API_PATTERN}/courses/:courseId/rating/export`, async ({ request }) => {
    await delay();
    return file(request, 'gradebook', ['ADMIN', 'INSTRUCTOR']);
  }),
  // A task's answers as one zip, for its staff (what the zip holds is tested in tests/server/taskAnswersZip.test.ts).
  http.get(`${API_PATTERN}/lessons/tasks/:taskId/answers/zip`, async ({ request }) => {
    await delay();
    const who = allow(request, ['ADMIN', 'INSTRUCTOR']);
    if ('denied' in who) return who.denied;
    return new HttpResponse(EMPTY_ZIP, {
      headers: { 'Content-Type': 'application/zip', 'Content-Disposition': 'attachment; filename="answers.zip"' },
    });
  }),
  http.get(`${API_PATTERN}/students/import/template`, async ({ request }) => {
    await delay();
    return file(request, 'students-import-template');
  }),
];
