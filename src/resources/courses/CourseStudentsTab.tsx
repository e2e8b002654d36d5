import Typography from '@mui/material/Typography';
import { DataTable, Pagination, ReferenceManyField, useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { CourseDto, CourseStudentDto } from '../../api/types';
import type { LmsDataProvider } from '../../dataProvider/dataProvider';
import { BlockToggleButton } from '../shared/BlockToggleButton';
import { StatusChip } from '../shared/StatusChip';
import { useScreenSize } from '../shared/useScreenSize';

type CourseStudentRow = CourseStudentDto & { id: number };

/** The students of a course (through its groups), each blockable on this course alone. */
export function CourseStudentsTab() {
  const course = useRecordContext<CourseDto>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<LmsDataProvider>();
  const { narrow } = useScreenSize();
  if (!course) return null;
  return (
    <ReferenceManyField
      reference="students"
      target="courses"
      perPage={20}
      pagination={<Pagination rowsPerPageOptions={[20, 50, 100]} />}
      empty={<Typography color="text.secondary">{translate('admin.courses.noStudents')}</Typography>}
    >
      <DataTable rowClick={false} bulkActionButtons={false}>
        <DataTable.Col<CourseStudentRow> source="fullName" disableSort />
        {!narrow && <DataTable.Col<CourseStudentRow> source="groupName" disableSort />}
        {!narrow && <DataTable.Col<CourseStudentRow> source="email" disableSort />}
        <DataTable.Col<CourseStudentRow>
          source="isBlockedInCourse"
          disableSort
          render={(s) =>
            s.isBlockedInCourse ? <StatusChip label="admin.status.blocked" tone="error" /> : <StatusChip label="admin.status.allowed" tone="success" outlined />
          }
        />
        <DataTable.Col<CourseStudentRow>
          label="admin.actions"
          align="right"
          disableSort
          render={(s) => (
            <BlockToggleButton
              compact
              scope="course"
              blocked={s.isBlockedInCourse}
              name={s.fullName}
              block={() => dataProvider.blockCourseStudent(course.id, s.id)}
              unblock={() => dataProvider.unblockCourseStudent(course.id, s.id)}
            />
          )}
        />
      </DataTable>
    </ReferenceManyField>
  );
}
