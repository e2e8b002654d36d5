import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataTable, useTranslate } from 'react-admin';
import type { GroupDto } from '../../api/types';
import { AdminList } from '../shared/AdminList';
import { ListActionsToolbar } from '../shared/ListActionsToolbar';
import { BulkDeleteRows } from '../shared/BulkButtons';
import { useDateFormat } from '../../i18n/dates';
import { searchFilter } from '../shared/searchFilter';
import { Thumbnail } from '../shared/Thumbnail';
import { useScreenSize } from '../shared/useScreenSize';
import { GroupStatusChip } from './GroupStatusChip';

const Col = DataTable.Col<GroupDto>;

/** Groups: image, name, finish date, finished or not, how many students. Finished ones stay listed. */
export function GroupList() {
  const { narrow } = useScreenSize();
  const translate = useTranslate();
  const dates = useDateFormat();
  return (
    <AdminList filters={[searchFilter]} actions={<ListActionsToolbar exportList="groups" />}>
      <DataTable rowClick="show" bulkActionButtons={<BulkDeleteRows />}>
        <Col source="imageId" disableSort render={(g) => <Thumbnail link={g.imageLink} alt={g.groupName} />} />
        <Col
          source="groupName"
          render={(g) => (
            <Box>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {g.groupName}
              </Typography>
              {narrow && (
                <Stack direction="row" spacing={1} alignItems="center" sx={{ mt: 0.5, flexWrap: 'wrap', rowGap: 0.5 }}>
                  <GroupStatusChip record={g} />
                  {g.dateOfFinish && (
                    <Typography variant="caption" color="text.secondary">
                      {`${translate('resources.groups.fields.dateOfFinish')}: ${dates.date(g.dateOfFinish)}`}
                    </Typography>
                  )}
                </Stack>
              )}
            </Box>
          )}
        />
        {!narrow && <Col source="dateOfFinish" render={(g) => dates.date(g.dateOfFinish)} />}
        {!narrow && <Col source="isFinished" render={(g) => <GroupStatusChip record={g} />} />}
        <DataTable.NumberCol source="studentsCount" />
      </DataTable>
    </AdminList>
  );
}
