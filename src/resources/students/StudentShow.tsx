import Stack from '@mui/material/Stack';
import { TabbedShowLayout, useRecordContext, useTranslate } from 'react-admin';
import type { StudentDto } from '../../api/types';
import { useDateFormat } from '../../i18n/dates';
import { AdminShow } from '../shared/AdminShow';
import { PersonAccountFacts } from '../shared/PersonAccountFacts';
import { useStudentOverview } from '../shared/personOverview';
import { Fact, Pending, RecordLink } from '../shared/PersonPageParts';
import { StudentBlockButton } from './StudentBlockButton';
import { StudentCourses, StudentExams } from './StudentOverviewTabs';

/** The student's profile and account: contacts, format, group, when added, access, invitation, last login. */
function StudentDetails() {
  const student = useRecordContext<StudentDto & { id: number }>();
  const overview = useStudentOverview();
  const translate = useTranslate();
  const dates = useDateFormat();
  if (!student) return null;
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 1.5, md: 6 }} sx={{ alignItems: 'flex-start' }}>
      <Stack spacing={1.5} sx={{ minWidth: 0 }}>
        <Fact label="resources.students.fields.fullName">{student.fullName}</Fact>
        <Fact label="resources.students.fields.email">{student.email}</Fact>
        <Fact label="resources.students.fields.phoneNumber">{student.phoneNumber}</Fact>
        <Fact label="resources.students.fields.studyFormat">{translate(`admin.studyFormats.${student.studyFormat}`)}</Fact>
        <Fact label="resources.students.fields.groupName">
          {student.groupId !== null ? (
            <RecordLink resource="groups" id={student.groupId}>
              {student.groupName}
            </RecordLink>
          ) : (
            translate('admin.noGroup')
          )}
        </Fact>
        <Fact label="people.addedOn">{dates.date(student.createdAt)}</Fact>
      </Stack>
      {overview.data ? (
        <PersonAccountFacts kind="students" id={student.id} name={student.fullName} blocked={student.isBlocked} facts={overview.data} />
      ) : (
        <Pending loading={overview.isPending} empty={false} text="" />
      )}
    </Stack>
  );
}

/** A student's page: profile and account, their courses with totals, their exam marks; edit, block or unblock, delete. */
export function StudentShow() {
  return (
    <AdminShow details={<StudentDetails />} actions={<StudentBlockButton />}>
      <TabbedShowLayout.Tab label="people.courses" path="courses">
        <StudentCourses />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="people.examMarks" path="exams">
        <StudentExams />
      </TabbedShowLayout.Tab>
    </AdminShow>
  );
}
