import Stack from '@mui/material/Stack';
import { TabbedShowLayout, useRecordContext } from 'react-admin';
import type { InstructorCourseOverview, InstructorGroupOverview } from '../../api/people';
import type { InstructorDto } from '../../api/types';
import { useDateFormat } from '../../i18n/dates';
import { AdminShow } from '../shared/AdminShow';
import { NameChips } from '../shared/NameChips';
import { PersonAccountFacts } from '../shared/PersonAccountFacts';
import { useInstructorOverview } from '../shared/personOverview';
import { Fact, FactTable, Pending, RecordLink, type Column } from '../shared/PersonPageParts';
import { useScreenSize } from '../shared/useScreenSize';
import { InstructorBlockButton } from './InstructorBlockButton';

/** The instructor's profile and account: contacts, specialization, when added, access, invitation, last login. */
function InstructorDetails() {
  const instructor = useRecordContext<InstructorDto & { id: number }>();
  const overview = useInstructorOverview();
  const dates = useDateFormat();
  if (!instructor) return null;
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 1.5, md: 6 }} sx={{ alignItems: 'flex-start' }}>
      <Stack spacing={1.5} sx={{ minWidth: 0 }}>
        <Fact label="resources.instructors.fields.fullName">{instructor.fullName}</Fact>
        <Fact label="resources.instructors.fields.email">{instructor.email}</Fact>
        <Fact label="resources.instructors.fields.phoneNumber">{instructor.phoneNumber}</Fact>
        <Fact label="resources.instructors.fields.specialization">{instructor.specialization}</Fact>
        <Fact label="people.addedOn">{dates.date(instructor.createdAt)}</Fact>
      </Stack>
      {overview.data ? (
        <PersonAccountFacts
          kind="instructors"
          id={instructor.id}
          name={instructor.fullName}
          blocked={instructor.isBlocked}
          facts={overview.data}
        />
      ) : (
        <Pending loading={overview.isPending} empty={false} text="" />
      )}
    </Stack>
  );
}

const courseColumns: Column<InstructorCourseOverview>[] = [
  {
    label: 'people.course',
    render: (c) => (
      <RecordLink resource="courses" id={c.courseId}>
        {c.courseName}
      </RecordLink>
    ),
  },
  { label: 'people.groups', secondary: true, render: (c) => <NameChips names={c.groups.map((g) => g.groupName)} /> },
  { label: 'people.students', align: 'right', render: (c) => c.studentsCount },
];

const groupColumns: Column<InstructorGroupOverview>[] = [
  {
    label: 'resources.students.fields.groupName',
    render: (g) => (
      <RecordLink resource="groups" id={g.groupId}>
        {g.groupName}
      </RecordLink>
    ),
  },
  { label: 'people.students', align: 'right', render: (g) => g.studentsCount },
];

/** The courses they teach, each with its groups and students. */
function InstructorCourses() {
  const overview = useInstructorOverview();
  const { narrow } = useScreenSize();
  const courses = overview.data?.courses ?? [];
  return (
    <>
      <Pending loading={overview.isPending} empty={!courses.length} text="people.noCourses" />
      {courses.length > 0 && <FactTable rows={courses} columns={courseColumns} rowKey={(c) => String(c.courseId)} narrow={narrow} />}
    </>
  );
}

/** Every group their courses teach. */
function InstructorGroups() {
  const overview = useInstructorOverview();
  const { narrow } = useScreenSize();
  const groups = overview.data?.groups ?? [];
  return (
    <>
      <Pending loading={overview.isPending} empty={!groups.length} text="people.noGroups" />
      {groups.length > 0 && <FactTable rows={groups} columns={groupColumns} rowKey={(g) => String(g.groupId)} narrow={narrow} />}
    </>
  );
}

/** An instructor's page: profile and account, their courses and groups; edit, block or unblock, delete. */
export function InstructorShow() {
  return (
    <AdminShow details={<InstructorDetails />} actions={<InstructorBlockButton />}>
      <TabbedShowLayout.Tab label="people.courses" path="courses">
        <InstructorCourses />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="people.groups" path="groups">
        <InstructorGroups />
      </TabbedShowLayout.Tab>
    </AdminShow>
  );
}
