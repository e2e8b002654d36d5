import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import { DataTable, useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { CourseDto, InstructorDto } from '../../api/types';
import type { LmsDataProvider } from '../../dataProvider/dataProvider';
import { ConfirmButton } from '../shared/ConfirmButton';
import { NestedList } from '../shared/NestedList';
import { useScreenSize } from '../shared/useScreenSize';
import { useServerAction } from '../shared/useServerAction';
import { AssignInstructorsDialog } from './AssignInstructorsDialog';

type InstructorRow = InstructorDto & { id: number };

function RemoveInstructorButton({ course, instructor }: { course: CourseDto; instructor: InstructorRow }) {
  const dataProvider = useDataProvider<LmsDataProvider>();
  const { run } = useServerAction();
  return (
    <ConfirmButton
      label="admin.action.remove"
      icon={<PersonRemoveIcon />}
      compact
      color="error"
      title="admin.confirm.removeInstructorTitle"
      content="admin.confirm.removeInstructorContent"
      translateOptions={{ name: instructor.fullName }}
      onConfirm={() => run(() => dataProvider.removeInstructor(course.id, instructor.id))}
    />
  );
}

/** The instructors of a course (GET courses/{id}/instructors): assign several, remove one. */
export function CourseInstructorsTab() {
  const course = useRecordContext<CourseDto>();
  const translate = useTranslate();
  const { narrow } = useScreenSize();
  const [open, setOpen] = useState(false);
  if (!course) return null;
  return (
    <Box>
      <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setOpen(true)} sx={{ mb: 2 }}>
        {translate('admin.action.assign')}
      </Button>
      <NestedList reference="instructors" target="courses" empty="admin.courses.noInstructors">
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col<InstructorRow> source="fullName" disableSort />
          {!narrow && <DataTable.Col<InstructorRow> source="email" disableSort />}
          {!narrow && <DataTable.Col<InstructorRow> source="specialization" disableSort />}
          <DataTable.Col<InstructorRow>
            label="admin.actions"
            align="right"
            disableSort
            render={(instructor) => <RemoveInstructorButton course={course} instructor={instructor} />}
          />
        </DataTable>
      </NestedList>
      <AssignInstructorsDialog
        open={open}
        onClose={() => setOpen(false)}
        courseId={course.id}
        courseName={course.courseName}
        assigned={course.instructors.map((i) => i.teacherId)}
      />
    </Box>
  );
}
