import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';
import { DataTable, SelectInput, useTranslate } from 'react-admin';
import type { CourseDto } from '../../api/types';
import { AdminList } from '../shared/AdminList';
import { ListActionsToolbar } from '../shared/ListActionsToolbar';
import { BulkDeleteRows } from '../shared/BulkButtons';
import { useDateFormat } from '../../i18n/dates';
import { searchFilter } from '../shared/searchFilter';
import { Thumbnail } from '../shared/Thumbnail';
import { NameChips } from '../shared/NameChips';
import { useScreenSize } from '../shared/useScreenSize';
import { ArchivedChip } from './ArchivedChip';

const Col = DataTable.Col<CourseDto>;

/** In use (the default view of a new term) or archived; the query's `archived` (server/routes/courses). */
const archivedFilter = (
  <SelectInput
    key="archived"
    source="archived"
    label="courseCopy.status"
    choices={[
      { id: 'false', name: 'courseCopy.inUse' },
      { id: 'true', name: 'courseCopy.archived' },
    ]}
    alwaysOn
    emptyText="courseCopy.anyStatus"
    sx={{ minWidth: 180 }}
  />
);

/** Courses: image, name (marked when archived), finish date, their groups and instructors; filtered by status. */
export function CourseList() {
  const { narrow } = useScreenSize();
  const translate = useTranslate();
  const dates = useDateFormat();
  return (
    <AdminList filters={[searchFilter, archivedFilter]} actions={<ListActionsToolbar exportList="courses" />}>
      <DataTable rowClick="show" bulkActionButtons={<BulkDeleteRows />}>
        <Col source="imageId" disableSort render={(c) => <Thumbnail link={c.imageLink} alt={c.courseName} />} />
        <Col
          source="courseName"
          render={(c) => (
            <Box>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {c.courseName}
                </Typography>
                {c.archived && <ArchivedChip />}
              </Stack>
              {narrow && (
                <Typography variant="caption" color="text.secondary" component="p">
                  {[
                    c.dateOfFinish && `${translate('resources.courses.fields.dateOfFinish')}: ${dates.date(c.dateOfFinish)}`,
                    `${translate('resources.courses.fields.groups')}: ${c.groups.map((g) => g.groupName).join(', ') || translate('admin.none')}`,
                    `${translate('resources.courses.fields.instructors')}: ${c.instructors.map((i) => i.fullName).join(', ') || translate('admin.none')}`,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography>
              )}
            </Box>
          )}
        />
        {!narrow && <Col source="dateOfFinish" render={(c) => dates.date(c.dateOfFinish)} />}
        {!narrow && <Col source="groups" render={(c) => <NameChips names={c.groups.map((g) => g.groupName)} />} />}
        {!narrow && <Col source="instructors" render={(c) => <NameChips names={c.instructors.map((i) => i.fullName)} />} />}
      </DataTable>
    </AdminList>
  );
}
