import Alert from '@mui/material/Alert';
import { Labeled, NumberField, TabbedShowLayout, useRecordContext, useTranslate } from 'react-admin';
import type { CourseDto } from '../../api/types';
import { AdminShow, FinishDate, NamedRecordDetails } from '../shared/AdminShow';
import { NameChips } from '../shared/NameChips';
import { CourseGroupsTab } from './CourseGroupsTab';
import { CourseInstructorsTab } from './CourseInstructorsTab';
import { CourseStudentsTab } from './CourseStudentsTab';
import { CourseArchiveButton, CourseCopyButton } from './CourseTermButtons';
import { ArchivedChip } from './ArchivedChip';

function CourseDetails() {
  const course = useRecordContext<CourseDto>();
  const translate = useTranslate();
  if (!course) return null;
  return (
    <NamedRecordDetails nameSource="courseName">
      {course.archived && (
        <Alert severity="info" icon={false}>
          <ArchivedChip /> {translate('courseCopy.readOnly')}
        </Alert>
      )}
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

/** A course's page: details, its groups, its instructors, its students (SPEC §2); copy for a new term, archive. */
export function CourseShow() {
  return (
    <AdminShow
      details={<CourseDetails />}
      editable={(course) => !course.archived}
      actions={
        <>
          <CourseCopyButton />
          <CourseArchiveButton />
        </>
      }
    >
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
