import type { CourseRatingDto } from '../../../api/ratings';
import { cellValue, type RatingColumns } from './ratingColumns';

/** The texts of the sheet's headers, in the user's language. */
export interface ExportTexts {
  sheet: string;
  student: string;
  group: string;
  lesson: (position: number, name: string) => string;
  exams: string;
  totals: string;
  task: string;
  test: string;
  totalField: (field: string) => string;
  maxOf: (max: number) => string;
}

/** A file name that every system takes: the course's name without what paths forbid, and the date. */
export function exportFileName(courseName: string, now = new Date()): string {
  const safe =
    courseName
      // eslint-disable-next-line no-control-regex -- control characters are not allowed in file names on Windows.
      .replace(/[\\/:*?"<>|\u0000-\u001f]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 80) || 'course';
  const day = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  return `${safe} — rating ${day}.xlsx`;
}

/**
 * The table as shown (its columns, its rows in their order: the current search and sort) as an
 * .xlsx workbook: two header rows (lessons over their items, each with its maximum), then a row
 * per student with numbers as numbers; an item with nothing scored yet is left empty, which
 * Excel counts as 0 like the server does. exceljs is loaded only now, so it never weighs on
 * the page's first load.
 */
export async function buildRatingWorkbook(
  rating: CourseRatingDto,
  { columns, groups }: RatingColumns,
  texts: ExportTexts,
): Promise<ArrayBuffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(texts.sheet.slice(0, 31) || 'Rating', { views: [{ state: 'frozen', xSplit: 2, ySplit: 2 }] });

  const top: Array<string | null> = [texts.student, texts.group];
  const second: Array<string | null> = [null, null];
  columns.forEach((column, index) => {
    const group = groups[column.group];
    const first = group.first === index;
    top.push(
      first
        ? group.kind === 'lesson'
          ? texts.lesson(group.position ?? 0, group.name)
          : group.kind === 'exams'
            ? texts.exams
            : texts.totals
        : null,
    );
    switch (column.kind) {
      case 'task':
      case 'test':
        second.push(`${column.kind === 'task' ? texts.task : texts.test}: ${column.name} (${texts.maxOf(column.maxPoints)})`);
        break;
      case 'placeholder':
        second.push(column.name);
        break;
      case 'exam':
        second.push(`${column.name} (${column.exam.date})`);
        break;
      case 'total':
        second.push(texts.totalField(column.field));
        break;
    }
  });
  sheet.addRow(top);
  sheet.addRow(second);
  for (const group of groups) {
    if (group.span > 1) sheet.mergeCells(1, group.first + 3, 1, group.first + 2 + group.span);
  }
  sheet.mergeCells(1, 1, 2, 1);
  sheet.mergeCells(1, 2, 2, 2);
  for (const row of rating.students) {
    const values: Array<string | number | null> = [row.studentFullName, row.groupName ?? ''];
    for (const column of columns) {
      const value = cellValue(row, column);
      values.push(value === 'placeholder' ? '---' : value);
    }
    sheet.addRow(values);
  }
  for (const n of [1, 2]) {
    const header = sheet.getRow(n);
    header.font = { bold: true };
    header.alignment = { vertical: 'middle', wrapText: true };
  }
  sheet.getRow(2).height = 45;
  sheet.getColumn(1).width = 32;
  sheet.getColumn(2).width = 18;
  for (let i = 0; i < columns.length; i++) sheet.getColumn(i + 3).width = columns[i].kind === 'placeholder' ? 6 : 14;
  return workbook.xlsx.writeBuffer() as Promise<ArrayBuffer>;
}

/** Hands a file to the browser to save. */
export function downloadFile(
  data: ArrayBuffer,
  fileName: string,
  type = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
): void {
  const url = URL.createObjectURL(new Blob([data], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
