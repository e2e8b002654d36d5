import type { Language } from '../../../src/api/constants.js';
import { t, type MessageKey } from '../../i18n/index.js';
import type { ExportTable } from '../../lib/tableExport.js';
import { IMPORT_FIELDS, type ImportField } from '../students/importParser.js';

/**
 * The header each imported column has in the template and in the students export: texts the
 * importer reads as that column in either language (tests/server/exports/template.test.ts
 * holds them to it), so an exported list or a filled-in template can be uploaded as it is.
 */
export const TEMPLATE_HEADERS: Record<ImportField, MessageKey> = {
  name: 'exports.columns.firstName',
  lastname: 'exports.columns.lastName',
  email: 'exports.columns.email',
  phoneNumber: 'exports.columns.phone',
  studyFormat: 'exports.columns.studyFormat',
};

/** The students import template: the importer's columns in the request's language and one example row. */
export function importTemplateTable(lang: Language): ExportTable {
  const example: Record<ImportField, string> = {
    name: t(lang, 'exports.template.name'),
    lastname: t(lang, 'exports.template.lastname'),
    email: t(lang, 'exports.template.email'),
    phoneNumber: t(lang, 'exports.template.phoneNumber'),
    studyFormat: t(lang, 'exports.values.ONLINE' as MessageKey),
  };
  return {
    title: t(lang, 'exports.sheets.students'),
    columns: IMPORT_FIELDS.map((field) => ({ header: t(lang, TEMPLATE_HEADERS[field]) })),
    rows: [IMPORT_FIELDS.map((field) => example[field])],
  };
}
