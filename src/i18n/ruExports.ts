import type { enExports } from './enExports';

/** Меню «Экспорт» списков администратора и аналитики, ссылка на шаблон импорта (входит в ruAdmin.ts). */
export const ruExports = {
  exports: {
    button: 'Экспорт',
    csv: 'CSV',
    excel: 'Excel',
    csvHint: 'Текст, открывается в любой таблице',
    xlsxHint: 'Книга Excel (.xlsx)',
    failed: 'Не удалось скачать файл. Попробуйте ещё раз.',
    template: 'Скачать шаблон',
    templateHint: 'Файл Excel со столбцами для заполнения и одной строкой-примером.',
  },
} satisfies typeof enExports;
