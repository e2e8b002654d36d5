import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataTable,
  EditButton,
  Labeled,
  NumberField,
  Pagination,
  ReferenceManyField,
  Show,
  TabbedShowLayout,
  TabbedShowLayoutTabs,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { GroupDto, StudentDto } from '../../api/types';
import { DeleteToTrashButton } from '../shared/DeleteToTrashButton';
import { formatDate } from '../shared/formatDate';
import { StatusChip } from '../shared/StatusChip';
import { Thumbnail } from '../shared/Thumbnail';
import { useScreenSize } from '../shared/useScreenSize';
import { GroupFinishButton } from './GroupFinishButton';
import { GroupStatusChip } from './GroupStatusChip';

function GroupDetails() {
  const group = useRecordContext<GroupDto>();
  const translate = useTranslate();
  if (!group) return null;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
      <Thumbnail link={group.imageLink} alt={group.groupName} width={280} height={158} />
      <Stack spacing={1.5} sx={{ minWidth: 0 }}>
        <Labeled label="resources.groups.fields.groupName">
          <TextField source="groupName" variant="h6" component="p" />
        </Labeled>
        <Labeled label="resources.groups.fields.isFinished">
          <Box>
            <GroupStatusChip />
          </Box>
        </Labeled>
        <Labeled label="resources.groups.fields.dateOfFinish">
          <Typography variant="body2">{formatDate(group.dateOfFinish) || translate('admin.none')}</Typography>
        </Labeled>
        <Labeled label="resources.groups.fields.studentsCount">
          <NumberField source="studentsCount" />
        </Labeled>
        {group.description && (
          <Labeled label="resources.groups.fields.description">
            <TextField source="description" sx={{ whiteSpace: 'pre-line' }} />
          </Labeled>
        )}
      </Stack>
    </Stack>
  );
}

/** The students of a group (GET groups/{id}/students); a row opens the student. */
function GroupStudents() {
  const { narrow } = useScreenSize();
  const translate = useTranslate();
  return (
    <ReferenceManyField reference="students" target="groups" perPage={20} pagination={<Pagination rowsPerPageOptions={[20, 50, 100]} />}
      empty={<Typography color="text.secondary" sx={{ py: 2 }}>{translate('admin.groups.noStudents')}</Typography>}
    >
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col<StudentDto> source="fullName" disableSort />
        {!narrow && <DataTable.Col<StudentDto> source="email" disableSort />}
        {!narrow && <DataTable.Col<StudentDto> source="phoneNumber" disableSort />}
        <DataTable.Col<StudentDto>
          source="isBlocked"
          disableSort
          render={(s) => (s.isBlocked ? <StatusChip label="admin.status.blocked" tone="error" /> : null)}
        />
      </DataTable>
    </ReferenceManyField>
  );
}

/** A group's page: its details and its students, with edit, finish or reopen, and delete. */
export function GroupShow() {
  return (
    <Show
      actions={
        <TopToolbar sx={{ flexWrap: 'wrap' }}>
          <EditButton />
          <GroupFinishButton />
          <DeleteToTrashButton redirectTo="list" />
        </TopToolbar>
      }
    >
      <TabbedShowLayout tabs={<TabbedShowLayoutTabs variant="scrollable" scrollButtons="auto" />}>
        <TabbedShowLayout.Tab label="admin.details">
          <GroupDetails />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="admin.groups.students" path="students">
          <GroupStudents />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
