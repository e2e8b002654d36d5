import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataTable, useTranslate } from 'react-admin';
import type { AnnouncementDto } from '../../api/types';
import { AdminList } from '../shared/AdminList';
import { ListActionsToolbar } from '../shared/ListActionsToolbar';
import { BulkDeleteRows } from '../shared/BulkButtons';
import { DayInput } from '../shared/DayInput';
import { useDateFormat } from '../../i18n/dates';
import { searchFilter } from '../shared/searchFilter';
import { useScreenSize } from '../shared/useScreenSize';
import { AnnouncementActiveSwitch } from './AnnouncementActiveSwitch';

const Col = DataTable.Col<AnnouncementDto>;

/** Dates of creation, from and to, inclusive (yyyy-MM-dd). */
const filters = [
  searchFilter,
  <DayInput key="from" source="from" alwaysOn sx={{ width: 170 }} />,
  <DayInput key="to" source="to" alwaysOn sx={{ width: 170 }} />,
];

/** Announcements: text, its group or all groups, shown or hidden, author and date. */
export function AnnouncementList() {
  const { narrow } = useScreenSize();
  const translate = useTranslate();
  const dates = useDateFormat();
  const groupOf = (a: AnnouncementDto) => a.groupName ?? translate('admin.allGroups');
  return (
    <AdminList filters={filters} actions={<ListActionsToolbar exportList="announcements" />}>
      <DataTable rowClick="edit" bulkActionButtons={<BulkDeleteRows forGood />}>
        <Col
          source="text"
          render={(a) => (
            <Box sx={{ minWidth: 0, maxWidth: 520 }}>
              <Typography
                variant="body2"
                sx={{ whiteSpace: 'pre-line', display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
              >
                {a.text}
              </Typography>
              {narrow && (
                <Typography variant="caption" color="text.secondary" component="p">
                  {[groupOf(a), a.creator?.fullName, dates.dateTime(a.createdAt)].filter(Boolean).join(' · ')}
                </Typography>
              )}
            </Box>
          )}
        />
        {!narrow && <Col source="groupId" render={groupOf} />}
        <Col source="isActive" render={() => <AnnouncementActiveSwitch />} />
        {!narrow && <Col source="creator" render={(a) => a.creator?.fullName ?? translate('admin.none')} />}
        {!narrow && <Col source="createdAt" render={(a) => dates.dateTime(a.createdAt)} />}
      </DataTable>
    </AdminList>
  );
}
