/**
 * The fields messages name, as the user sees them, where the API's name is not what the screen
 * says: the controls of every list (spread into en.ts). Other fields keep their API names.
 */
export const enFields = {
  fields: {
    search: 'Search',
    page: 'Page',
    size: 'Rows per page',
    sort: 'Sort by',
    order: 'Sort order',
  },
};
