/** Server messages of the bulk actions on the admin lists (spread into en.ts). */
export const enBulk = {
  bulk: {
    unknownAction: 'This list has no such action.',
    done: 'Done: %{count} changed.',
    failed: 'Nothing was changed: %{failed} of the selected rows could not be. %{rows}',
    row: 'Row %{id}: %{reason}',
  },
};
