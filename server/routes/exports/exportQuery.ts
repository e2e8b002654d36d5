import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../appDeps.js';
import { t, type MessageKey } from '../../i18n/index.js';
import { responses } from '../../lib/schemas.js';
import type { ExportFormat } from '../../../src/api/exports.js';
import { EXPORT_MAX_ROWS, exportFormatSchema, sendTables, type ExportTable } from '../../lib/tableExport.js';
import { ADMIN_ONLY, currentUser } from '../../plugins/auth.js';
import { schoolTimeZone } from '../../lib/schoolTimeZone.js';
import { todayIn } from '../../../src/api/pastDates.js';

/** The page an export asks its list for: every row, up to the cap. */
export const ALL_ROWS = { page: 1, size: EXPORT_MAX_ROWS } as const;

/** An export's query string: the list's own filters and sort (no page or size), and the format. */
export function exportQuery<const P extends object>(listProperties: P) {
  const { page: _page, size: _size, ...filters } = listProperties as P & { page?: unknown; size?: unknown };
  return {
    type: 'object',
    properties: { ...(filters as Omit<P, 'page' | 'size'>), format: exportFormatSchema },
    required: ['format'],
    additionalProperties: false,
  } as const;
}

const fileSchema = { type: 'string', format: 'binary', description: 'The file: text/csv (UTF-8 with BOM) or .xlsx' } as const;

/** Route options of an admin's export of a list: roles, the query string, OpenAPI texts. */
export function exportRoute<const Q extends object>(tag: string, what: string, querystring: Q) {
  return {
    config: { roles: ADMIN_ONLY },
    schema: {
      tags: [tag],
      summary: `Download ${what} as CSV or Excel (.xlsx), in the caller's language`,
      description:
        `Takes the list's own filters and sort and answers every matching row in the list's order, at most ${EXPORT_MAX_ROWS.toLocaleString('en')} ` +
        '(the rest is left out). Headers, statuses and dates are in the language of Accept-Language; a CSV is UTF-8 with a BOM, ' +
        "and a text starting with = + - @ gets a leading ' so that a spreadsheet does not run it.",
      querystring,
      response: responses({ 200: fileSchema }),
    },
  } as const;
}

/** Sends an export named after the file key and the school's today, e.g. students-2026-11-27.xlsx. */
export async function sendExport(
  { db, now }: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  file: { format: ExportFormat; key: string; tables: ExportTable[] },
): Promise<FastifyReply> {
  const timeZone = await schoolTimeZone(db, currentUser(request).schoolId);
  const name = `${t(request.lang, `exports.files.${file.key}` as MessageKey)}-${todayIn(timeZone, now())}`;
  return sendTables(reply, { format: file.format, name, lang: request.lang, timeZone, tables: file.tables });
}
