import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataTable } from 'react-admin';
import type { InstructorDto } from '../../api/types';
import { AdminList } from '../shared/AdminList';
import { ListActionsToolbar } from '../shared/ListActionsToolbar';
import { BulkDeleteRows } from '../shared/BulkButtons';
import { NameChips } from '../shared/NameChips';
import { searchFilter } from '../shared/searchFilter';
import { InvitationChip } from '../shared/PersonAccountFacts';
import { StatusChip } from '../shared/StatusChip';
import { useScreenSize } from '../shared/useScreenSize';
import { InstructorBlockButton } from './InstructorBlockButton';

type InstructorRow = InstructorDto & { id: number };
const Col = DataTable.Col<InstructorRow>;

/** Instructors: name, email, phone, specialization, the courses they teach, blocked or not; a row opens the instructor's page. */
export function InstructorList() {
  const { narrow, wide } = useScreenSize();
  return (
    <AdminList filters={[searchFilter]} actions={<ListActionsToolbar exportList="instructors" />}>
      <DataTable rowClick="show" bulkActionButtons={<BulkDeleteRows />}>
        <Col
          source="fullName"
          render={(i) => (
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {i.fullName}
              </Typography>
              {narrow && (
                <Typography variant="caption" color="text.secondary" component="p" sx={{ wordBreak: 'break-word' }}>
                  {[i.email, i.specialization].filter(Boolean).join(' · ')}
                </Typography>
              )}
            </Box>
          )}
        />
        {!narrow && <Col source="email" />}
        {wide && <Col source="phoneNumber" cellSx={() => ({ whiteSpace: 'nowrap' })} />}
        {!narrow && <Col source="specialization" />}
        <Col source="courses" render={(i) => <NameChips names={i.courses.map((c) => c.courseName)} />} />
        {!narrow && (
          <Col
            source="invitation"
            label="people.invitation"
            disableSort
            render={(i) => i.invitation && <InvitationChip status={i.invitation.status} />}
          />
        )}
        <Col
          source="isBlocked"
          disableSort
          render={(i) =>
            i.isBlocked ? (
              <StatusChip label="admin.status.blocked" tone="error" />
            ) : (
              <StatusChip label="admin.status.allowed" tone="success" outlined />
            )
          }
        />
        <Col label="admin.actions" align="right" disableSort render={() => <InstructorBlockButton compact />} />
      </DataTable>
    </AdminList>
  );
}
