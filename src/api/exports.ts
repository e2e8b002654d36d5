/*
 * Exports of the admin lists and analytics (GET /api/{list}/export?format=…, GET
 * /api/analytics/export, GET /api/students/import/template), shared by the app and the server.
 * Each export takes its list's filters and sort and answers every matching row, in the
 * caller's language, up to EXPORT_MAX_ROWS.
 */

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The lists that export, by their API path. */
export const EXPORT_LISTS = ['students', 'instructors', 'groups', 'courses', 'announcements', 'trash'] as const;
export type ExportList = (typeof EXPORT_LISTS)[number];

/**
 * The most rows one export writes. Far past any school's list today (a whole school of
 * 100,000 students is the one case that stops here), and small enough that building the
 * file stays within a few seconds and tens of megabytes of memory.
 */
export const EXPORT_MAX_ROWS = 50_000;
