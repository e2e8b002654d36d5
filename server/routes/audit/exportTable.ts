import type { AuditEntryDto } from '../../../src/api/audit.js';
import type { Language } from '../../../src/api/constants.js';
import { t, type MessageKey } from '../../i18n/index.js';
import type { ExportTable } from '../../lib/tableExport.js';

/** The log as one table in the request's language: when, who, what was done to what. */
export function auditTable(lang: Language, rows: AuditEntryDto[]): ExportTable {
  const word = (key: string) => t(lang, `audit.${key}` as MessageKey);
  const headers = ['when', 'who', 'role', 'action', 'what', 'name', 'id', 'details', 'ip'];
  return {
    title: word('sheet'),
    columns: headers.map((key) => ({ header: word(`columns.${key}`) })),
    rows: rows.map((row) => [
      { moment: new Date(row.createdAt) },
      row.actorName,
      word(`roles.${row.actorRole}`),
      word(`actions.${row.action}`),
      word(`entities.${row.entity}`),
      row.entityName,
      row.entityId,
      Object.keys(row.details).length > 0 ? JSON.stringify(row.details) : null,
      row.ip,
    ]),
  };
}
