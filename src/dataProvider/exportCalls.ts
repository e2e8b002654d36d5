import type { AnalyticsQuery } from '../api/analytics';
import type { ExportFormat, ExportList } from '../api/exports';
import { listParams, sendVia } from './callHelpers';
import type { Download } from './download';
import type { HttpClient } from './httpClient';

/** A list's filters and sort as react-admin keeps them. */
export interface ListView {
  filter?: Record<string, unknown>;
  sort?: { field?: string; order?: string };
}

/**
 * Files the admin downloads (src/api/exports.ts): a list or the analytics as CSV or Excel, built
 * by the server in the user's language, and the students import template.
 */
export interface ExportCalls {
  /** GET {list}/export?format&…: every row of the list with its filters and sort. */
  exportList(list: ExportList, format: ExportFormat, view: ListView): Promise<Download>;
  /** GET analytics/export?format&from&to. */
  exportAnalytics(format: ExportFormat, query: AnalyticsQuery): Promise<Download>;
  /** GET students/import/template?format. */
  importTemplate(format: ExportFormat): Promise<Download>;
}

export function createExportCalls(url: (path: string) => string, httpClient: HttpClient): ExportCalls {
  const send = sendVia(url, httpClient);
  return {
    exportList: (list, format, view) =>
      send(`${list}/export`, { download: true, searchParams: { ...listParams(view.filter, view.sort), format } }),
    exportAnalytics: (format, query) => send('analytics/export', { download: true, searchParams: { ...query, format } }),
    importTemplate: (format) => send('students/import/template', { download: true, searchParams: { format } }),
  };
}
