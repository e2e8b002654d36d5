import { DataTable } from 'react-admin';
import type { InstructorDto } from '../../api/types';
import { AdminList } from '../shared/AdminList';
import { ListActionsToolbar } from '../shared/ListActionsToolbar';
import { BulkDeleteRows } from '../shared/BulkButtons';
import { NameChips } from '../shared/NameChips';
import { searchFilter } from '../shared/searchFilter';
import { BlockedColumn, InvitationColumn, PersonActionsColumn, PersonNameColumn, invitationFilter } from '../shared/PersonListColumns';
import { useScreenSize } from '../shared/useScreenSize';
import { InstructorBlockButton } from './InstructorBlockButton';

type InstructorRow = InstructorDto & { id: number };
const Col = DataTable.Col<InstructorRow>;

/** Search and the invitation's status. */
const filters = [searchFilter, invitationFilter];

/** Instructors: name, email, phone, specialization, the courses they teach, invitation, blocked or not, each a sort key; a row opens the instructor's page. */
export function InstructorList() {
  const { narrow, wide } = useScreenSize();
  return (
    <AdminList filters={filters} actions={<ListActionsToolbar exportList="instructors" />}>
      <DataTable rowClick="show" bulkActionButtons={<BulkDeleteRows />}>
        <PersonNameColumn<InstructorRow> details={narrow ? (i) => [i.email, i.specialization] : undefined} />
        {!narrow && <Col source="email" />}
        {wide && <Col source="phoneNumber" cellSx={() => ({ whiteSpace: 'nowrap' })} />}
        {!narrow && <Col source="specialization" />}
        <Col source="courses" render={(i) => <NameChips names={i.courses.map((c) => c.courseName)} />} />
        {!narrow && <InvitationColumn<InstructorRow> />}
        <BlockedColumn<InstructorRow> />
        <PersonActionsColumn>
          <InstructorBlockButton compact />
        </PersonActionsColumn>
      </DataTable>
    </AdminList>
  );
}
