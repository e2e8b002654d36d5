import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { StudentCourseOverview, StudentExamMark } from '../../api/people';
import { useDateFormat } from '../../i18n/dates';
import { useStudentOverview } from '../shared/personOverview';
import { FactTable, Pending, RecordLink, type Column } from '../shared/PersonPageParts';
import { StatusChip } from '../shared/StatusChip';
import { useScreenSize } from '../shared/useScreenSize';

/** The student's courses with their rating: total (of 100), place, and the parts it is made of. */
export function StudentCourses() {
  const overview = useStudentOverview();
  const translate = useTranslate();
  const { narrow } = useScreenSize();
  const courses = overview.data?.courses ?? [];
  const columns: Column<StudentCourseOverview>[] = [
    {
      label: 'people.course',
      render: (c) => (
        <Box>
          <RecordLink resource="courses" id={c.courseId}>
            {c.courseName}
          </RecordLink>
          {c.isBlockedInCourse && (
            <Box sx={{ mt: 0.5 }}>
              <StatusChip label="people.blockedInCourse" tone="error" />
            </Box>
          )}
        </Box>
      ),
    },
    { label: 'people.total', align: 'right', render: (c) => <Typography sx={{ fontWeight: 600 }}>{c.total}</Typography> },
    { label: 'people.place', align: 'right', render: (c) => translate('people.placeOf', { place: c.place, count: c.studentsCount }) },
    { label: 'people.tasks', align: 'right', secondary: true, render: (c) => c.tasksTotal },
    { label: 'people.tests', align: 'right', secondary: true, render: (c) => c.testsTotal },
    { label: 'people.exams', align: 'right', secondary: true, render: (c) => c.examsAverage },
  ];
  return (
    <>
      <Pending loading={overview.isPending} empty={!courses.length} text="people.noCourses" />
      {courses.length > 0 && <FactTable rows={courses} columns={columns} rowKey={(c) => String(c.courseId)} narrow={narrow} />}
    </>
  );
}

/** Every exam of the student's courses, with their mark or "not marked". */
export function StudentExams() {
  const overview = useStudentOverview();
  const translate = useTranslate();
  const dates = useDateFormat();
  const { narrow } = useScreenSize();
  const exams = overview.data?.exams ?? [];
  const columns: Column<StudentExamMark>[] = [
    {
      label: 'people.exam',
      render: (e) => (
        <Box>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {e.name}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {narrow ? `${e.courseName} · ${dates.date(e.date)}` : e.courseName}
          </Typography>
        </Box>
      ),
    },
    { label: 'people.date', secondary: true, render: (e) => dates.date(e.date) },
    { label: 'people.mark', align: 'right', render: (e) => (e.mark === null ? translate('people.notMarked') : e.mark) },
  ];
  return (
    <>
      <Pending loading={overview.isPending} empty={!exams.length} text="people.noExams" />
      {exams.length > 0 && <FactTable rows={exams} columns={columns} rowKey={(e) => String(e.examId)} narrow={narrow} />}
    </>
  );
}
