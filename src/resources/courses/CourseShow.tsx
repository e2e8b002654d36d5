import { Labeled, NumberField, TabbedShowLayout, useRecordContext } from 'react-admin';
import type { CourseDto } from '../../api/types';
import { AdminShow, FinishDate, NamedRecordDetails } from '../shared/AdminShow';
import { NameChips } from '../shared/NameChips';
import { CourseGroupsTab } from './CourseGroupsTab';
import { CourseInstructorsTab } from './CourseInstructorsTab';
import { CourseStudentsTab } from './CourseStudentsTab';

function CourseDetails() {
  const course = useRecordContext<CourseDto>();
  if (!course) return null;
  return (
    <NamedRecordDetails nameSource="courseName">
      <FinishDate />
      <Labeled label="resources.courses.fields.groups">
        <NameChips names={course.groups.map((g) => g.groupName)} />
      </Labeled>
      <Labeled label="resources.courses.fields.instructors">
        <NameChips names={course.instructors.map((i) => i.fullName)} />
      </Labeled>
      <Labeled label="resources.courses.fields.studentsCount">
        <NumberField source="studentsCount" />
      </Labeled>
    </NamedRecordDetails>
  );
}

/** A course's page: details, its groups, its instructors, its students (SPEC §2). */
export function CourseShow() {
  return (
    <AdminShow details={<CourseDetails />}>
      <TabbedShowLayout.Tab label="admin.courses.groups" path="groups">
        <CourseGroupsTab />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="admin.courses.instructors" path="instructors">
        <CourseInstructorsTab />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="admin.courses.students" path="students">
        <CourseStudentsTab />
      </TabbedShowLayout.Tab>
    </AdminShow>
  );
}
