import { AutocompleteInput, DataTable, ReferenceInput, SelectInput, useTranslate } from 'react-admin';
import type { StudentDto } from '../../api/types';
import { AdminList } from '../shared/AdminList';
import { ListActionsToolbar } from '../shared/ListActionsToolbar';
import { searchFilter } from '../shared/searchFilter';
import { BlockedColumn, InvitationColumn, PersonActionsColumn, PersonNameColumn, invitationFilter } from '../shared/PersonListColumns';
import { useScreenSize } from '../shared/useScreenSize';
import { StudentBlockButton } from './StudentBlockButton';
import { StudentBulkActions } from './StudentBulkActions';
import { StudentImportButton } from './StudentImportButton';
import { StudentPagination } from './StudentPagination';
import { studyFormatChoices } from './studyFormatChoices';

type StudentRow = StudentDto & { id: number };
const Col = DataTable.Col<StudentRow>;

const groupSearch = (search: string) => ({ search });

/** Search, study format and group (the SPEC §3 filters of the students list), and the invitation's status. */
const filters = [
  searchFilter,
  <SelectInput
    key="studyFormat"
    source="studyFormat"
    choices={studyFormatChoices}
    alwaysOn
    emptyText="admin.allFormats"
    sx={{ minWidth: 200 }}
  />,
  <ReferenceInput key="groupId" source="groupId" reference="groups" alwaysOn perPage={50}>
    <AutocompleteInput optionText="groupName" filterToQuery={groupSearch} sx={{ minWidth: 220 }} />
  </ReferenceInput>,
  invitationFilter,
];

/** Students: name, email, phone, format, group, invitation, blocked or not, each a sort key; import from Excel in the toolbar. */
export function StudentList() {
  const { narrow, wide } = useScreenSize();
  const translate = useTranslate();
  return (
    <AdminList
      filters={filters}
      pagination={<StudentPagination />}
      actions={
        <ListActionsToolbar exportList="students">
          <StudentImportButton />
        </ListActionsToolbar>
      }
    >
      <DataTable rowClick="show" bulkActionButtons={<StudentBulkActions />}>
        <PersonNameColumn<StudentRow>
          details={narrow ? (s) => [s.email, s.groupName, translate(`admin.studyFormats.${s.studyFormat}`)] : undefined}
        />
        {!narrow && <Col source="email" />}
        {wide && <Col source="phoneNumber" cellSx={() => ({ whiteSpace: 'nowrap' })} />}
        {!narrow && <Col source="studyFormat" render={(s) => translate(`admin.studyFormats.${s.studyFormat}`)} />}
        {!narrow && <Col source="groupName" render={(s) => s.groupName ?? translate('admin.noGroup')} />}
        {!narrow && <InvitationColumn<StudentRow> />}
        <BlockedColumn<StudentRow> />
        <PersonActionsColumn>
          <StudentBlockButton compact />
        </PersonActionsColumn>
      </DataTable>
    </AdminList>
  );
}
