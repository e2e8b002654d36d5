/** The fields messages name, as the user sees them, in Russian (see enFields.ts; spread into ru.ts). */
export const ruFields = {
  fields: {
    search: 'Поиск',
    page: 'Страница',
    size: 'Строк на странице',
    sort: 'Сортировка',
    order: 'Порядок сортировки',
  },
};
