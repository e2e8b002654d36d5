/** The admin lists' and the analytics' Export menu, and the import template link (spread into enAdmin.ts). */
export const enExports = {
  exports: {
    button: 'Export',
    csv: 'CSV',
    excel: 'Excel',
    csvHint: 'Text, opens in any spreadsheet',
    xlsxHint: 'Excel workbook (.xlsx)',
    failed: 'The file could not be downloaded. Try again.',
    template: 'Download template',
    templateHint: 'An Excel file with the columns to fill in and one example row.',
  },
};
