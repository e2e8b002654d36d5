import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataTable } from 'react-admin';
import type { InstructorDto } from '../../api/types';
import { AdminList } from '../shared/AdminList';
import { BulkDeleteRows } from '../shared/BulkButtons';
import { NameChips } from '../shared/NameChips';
import { searchFilter } from '../shared/searchFilter';
import { useScreenSize } from '../shared/useScreenSize';

type InstructorRow = InstructorDto & { id: number };
const Col = DataTable.Col<InstructorRow>;

/** Instructors: name, email, phone, specialization, and the courses they teach. */
export function InstructorList() {
  const { narrow, wide } = useScreenSize();
  return (
    <AdminList filters={[searchFilter]}>
      <DataTable rowClick="edit" bulkActionButtons={<BulkDeleteRows />}>
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
        {!narrow && <Col source="email" disableSort />}
        {wide && <Col source="phoneNumber" disableSort cellSx={() => ({ whiteSpace: 'nowrap' })} />}
        {!narrow && <Col source="specialization" disableSort />}
        <Col source="courses" disableSort render={(i) => <NameChips names={i.courses.map((c) => c.courseName)} />} />
      </DataTable>
    </AdminList>
  );
}
