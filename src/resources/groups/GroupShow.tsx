import Box from '@mui/material/Box';
import { DataTable, Labeled, NumberField, TabbedShowLayout } from 'react-admin';
import type { StudentDto } from '../../api/types';
import { AdminShow, FinishDate, NamedRecordDetails } from '../shared/AdminShow';
import { NestedList } from '../shared/NestedList';
import { StatusChip } from '../shared/StatusChip';
import { useScreenSize } from '../shared/useScreenSize';
import { GroupFinishButton } from './GroupFinishButton';
import { GroupStatusChip } from './GroupStatusChip';

function GroupDetails() {
  return (
    <NamedRecordDetails nameSource="groupName">
      <Labeled label="resources.groups.fields.isFinished">
        <Box>
          <GroupStatusChip />
        </Box>
      </Labeled>
      <FinishDate />
      <Labeled label="resources.groups.fields.studentsCount">
        <NumberField source="studentsCount" />
      </Labeled>
    </NamedRecordDetails>
  );
}

/** The students of a group (GET groups/{id}/students); a row opens the student. */
function GroupStudents() {
  const { narrow } = useScreenSize();
  return (
    <NestedList reference="students" target="groups" empty="admin.groups.noStudents">
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
    </NestedList>
  );
}

/** A group's page: its details and its students, with edit, finish or reopen, and delete. */
export function GroupShow() {
  return (
    <AdminShow details={<GroupDetails />} actions={<GroupFinishButton />}>
      <TabbedShowLayout.Tab label="admin.groups.students" path="students">
        <GroupStudents />
      </TabbedShowLayout.Tab>
    </AdminShow>
  );
}
