import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Checkbox from '@mui/material/Checkbox';
import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import { BulkActionsToolbar, RecordContextProvider, SelectInput, SortButton, useListContext, useTranslate } from 'react-admin';
import { TRASH_TYPES } from '../../api/constants';
import { AdminList } from '../shared/AdminList';
import { BulkActionRows, BulkDeleteRows } from '../shared/BulkButtons';
import { ListActionsToolbar } from '../shared/ListActionsToolbar';
import { searchFilter } from '../shared/searchFilter';
import { TrashRow, type TrashRecord } from './TrashRow';

const typeChoices = TRASH_TYPES.map((type) => ({ id: type, name: `admin.trashTypes.${type}` }));

const filters = [searchFilter, <SelectInput key="type" source="type" choices={typeChoices} alwaysOn sx={{ minWidth: 170 }} />];

/** The rows of the current page, each a {@link TrashRow}. */
function TrashRows() {
  const { data, isPending, selectedIds, onToggleItem } = useListContext<TrashRecord>();
  const translate = useTranslate();
  if (isPending) return null;
  return (
    <Box>
      {/* Restore or destroy the ticked items in one call, all or nothing. */}
      <BulkActionsToolbar>
        <BulkActionRows
          action="restore"
          label="admin.action.restore"
          icon={<RestoreFromTrashIcon />}
          confirmTitle="admin.bulk.restoreTitle"
        />
        <BulkDeleteRows forGood />
      </BulkActionsToolbar>
      <Alert severity="info" variant="outlined" sx={{ m: 2 }}>
        {translate('admin.trash.note')}
      </Alert>
      {data?.length ? (
        data.map((item) => (
          <RecordContextProvider key={item.id} value={item}>
            <Box sx={{ display: 'flex', alignItems: 'center' }}>
              <Checkbox
                checked={selectedIds.includes(item.id)}
                onChange={() => onToggleItem(item.id)}
                slotProps={{ input: { 'aria-label': translate('admin.trash.select', { name: item.name }) } }}
                sx={{ ml: 1 }}
              />
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <TrashRow />
              </Box>
            </Box>
          </RecordContextProvider>
        ))
      ) : (
        <Typography color="text.secondary" sx={{ p: 2 }}>
          {translate('admin.trash.empty')}
        </Typography>
      )}
    </Box>
  );
}

/** The trash's rows are cards, with no column headers: they sort from this menu (the server's TRASH_SORTS). */
const TRASH_SORT_FIELDS = ['deletedAt', 'name', 'type', 'deletedBy', 'daysLeft'];
/** Newest deletions first, as the server orders the trash by default. */
const TRASH_DEFAULT_SORT = { field: 'deletedAt', order: 'DESC' } as const;

/** The trash: what was deleted, by whom and when, the days left, restore and delete for good. */
export function TrashList() {
  return (
    <AdminList
      filters={filters}
      actions={
        <ListActionsToolbar create={false} exportList="trash">
          <SortButton fields={TRASH_SORT_FIELDS} />
        </ListActionsToolbar>
      }
      empty={false}
      sort={TRASH_DEFAULT_SORT}
    >
      <TrashRows />
    </AdminList>
  );
}
