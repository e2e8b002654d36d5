import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import type { AuditEntryDto } from '../api/audit';
import { buildAuditEntries } from './builders/auditBuilders';
import { allow, API_PATTERN, errorResponse, isCalendarDate, matchesSearch, pagedJson } from './mockHttp';

/**
 * msw handlers of the audit log (GET /api/audit and its export), admins only: the builders'
 * entries through the server's filters (the day of a moment taken in UTC) and its checks.
 */

function filtered(request: Request): AuditEntryDto[] | Response {
  const query = new URL(request.url).searchParams;
  for (const field of ['from', 'to'] as const) {
    const value = query.get(field);
    if (value !== null && !isCalendarDate(value))
      return errorResponse(request, 400, 'validation.fieldPattern', { field, params: { field } });
  }
  const from = query.get('from');
  const to = query.get('to');
  if (from && to && from > to) return errorResponse(request, 400, 'audit.fromAfterTo', { field: 'from' });
  return buildAuditEntries().filter((row) => {
    const day = row.createdAt.slice(0, 10);
    return (
      (!query.get('action') || row.action === query.get('action')) &&
      (!query.get('entity') || row.entity === query.get('entity')) &&
      (!query.get('actorId') || row.actorId === Number(query.get('actorId'))) &&
      (!from || day >= from) &&
      (!to || day <= to) &&
      matchesSearch(request, row.actorName, row.entityName)
    );
  });
}

export const auditHandlers: RequestHandler[] = [
  http.get(`${API_PATTERN}/audit`, async ({ request }) => {
    await delay();
    const who = allow(request, ['ADMIN']);
    if ('denied' in who) return who.denied;
    const rows = filtered(request);
    return rows instanceof Response ? rows : pagedJson(request, rows);
  }),

  http.get(`${API_PATTERN}/audit/export`, async ({ request }) => {
    await delay();
    const who = allow(request, ['ADMIN']);
    if ('denied' in who) return who.denied;
    const rows = filtered(request);
    if (rows instanceof Response) return rows;
    const format = new URL(request.url).searchParams.get('format') === 'xlsx' ? 'xlsx' : 'csv';
    // A CSV of the filtered rows stands for either format: the tests read what was asked for, not the bytes.
    const csv = `\uFEFFWhen,Who,Action,What\r\n${rows.map((r) => [r.createdAt, r.actorName, r.action, r.entityName ?? ''].join(',')).join('\r\n')}\r\n`;
    return new HttpResponse(csv, {
      headers: {
        'Content-Type': format === 'csv' ? 'text/csv; charset=utf-8' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'Content-Disposition': `attachment; filename="audit-log.${format}"`,
      },
    });
  }),
];
