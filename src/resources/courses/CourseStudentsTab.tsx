import { DataTable, useDataProvider, useRecordContext } from 'react-admin';
import type { CourseDto, CourseStudentDto } from '../../api/types';
import type { LmsDataProvider } from '../../dataProvider/dataProvider';
import { BlockToggleButton } from '../shared/BlockToggleButton';
import { NestedList } from '../shared/NestedList';
import { StatusChip } from '../shared/StatusChip';
import { useScreenSize } from '../shared/useScreenSize';

type CourseStudentRow = CourseStudentDto & { id: number };

/** The students of a course (through its groups), each blockable on this course alone. */
export function CourseStudentsTab() {
  const course = useRecordContext<CourseDto>();
  const dataProvider = useDataProvider<LmsDataProvider>();
  const { narrow } = useScreenSize();
  if (!course) return null;
  return (
    <NestedList reference="students" target="courses" empty="admin.courses.noStudents">
      <DataTable rowClick={false} bulkActionButtons={false}>
        <DataTable.Col<CourseStudentRow> source="fullName" disableSort />
        {!narrow && <DataTable.Col<CourseStudentRow> source="groupName" disableSort />}
        {!narrow && <DataTable.Col<CourseStudentRow> source="email" disableSort />}
        <DataTable.Col<CourseStudentRow>
          source="isBlockedInCourse"
          disableSort
          render={(s) =>
            s.isBlockedInCourse ? (
              <StatusChip label="admin.status.blocked" tone="error" />
            ) : (
              <StatusChip label="admin.status.allowed" tone="success" outlined />
            )
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
    </NestedList>
  );
}
