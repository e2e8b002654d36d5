import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AutocompleteInput, DataTable, ReferenceInput, SelectInput, useTranslate } from 'react-admin';
import type { StudentDto } from '../../api/types';
import { AdminList } from '../shared/AdminList';
import { ListActionsToolbar } from '../shared/ListActionsToolbar';
import { searchFilter } from '../shared/searchFilter';
import { InvitationChip } from '../shared/PersonAccountFacts';
import { StatusChip } from '../shared/StatusChip';
import { useScreenSize } from '../shared/useScreenSize';
import { StudentBlockButton } from './StudentBlockButton';
import { StudentBulkActions } from './StudentBulkActions';
import { StudentImportButton } from './StudentImportButton';
import { StudentPagination } from './StudentPagination';
import { studyFormatChoices } from './studyFormatChoices';

type StudentRow = StudentDto & { id: number };
const Col = DataTable.Col<StudentRow>;

const groupSearch = (search: string) => ({ search });

/** Search, study format and group: the SPEC §3 filters of the students list. */
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
];

/** Students: name, email, phone, format, group, blocked or not; import from Excel in the toolbar. */
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
        <Col
          source="fullName"
          disableSort
          render={(s) => (
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {s.fullName}
              </Typography>
              {narrow && (
                <Typography variant="caption" color="text.secondary" component="p" sx={{ wordBreak: 'break-word' }}>
                  {[s.email, s.groupName, translate(`admin.studyFormats.${s.studyFormat}`)].filter(Boolean).join(' · ')}
                </Typography>
              )}
            </Box>
          )}
        />
        {!narrow && <Col source="email" disableSort />}
        {wide && <Col source="phoneNumber" disableSort cellSx={() => ({ whiteSpace: 'nowrap' })} />}
        {!narrow && <Col source="studyFormat" disableSort render={(s) => translate(`admin.studyFormats.${s.studyFormat}`)} />}
        {!narrow && <Col source="groupName" disableSort render={(s) => s.groupName ?? translate('admin.noGroup')} />}
        {!narrow && (
          <Col
            source="invitation"
            label="people.invitation"
            disableSort
            render={(s) => s.invitation && <InvitationChip status={s.invitation.status} />}
          />
        )}
        <Col
          source="isBlocked"
          disableSort
          render={(s) =>
            s.isBlocked ? (
              <StatusChip label="admin.status.blocked" tone="error" />
            ) : (
              <StatusChip label="admin.status.allowed" tone="success" outlined />
            )
          }
        />
        <Col label="admin.actions" align="right" disableSort render={() => <StudentBlockButton compact />} />
      </DataTable>
    </AdminList>
  );
}
