import { createContext, useContext } from 'react';
import Alert from '@mui/material/Alert';
import { useTranslate } from 'react-admin';

/**
 * Whether the open course may be changed: false for an archived course, which the server keeps
 * read-only (409 COURSE_ARCHIVED). The course and lesson pages provide it, so every button that
 * changes the course can hide itself instead of offering a change the server will refuse.
 */
const CourseWritable = createContext(true);

export const CourseWritableProvider = CourseWritable.Provider;

export function useCourseWritable(): boolean {
  return useContext(CourseWritable);
}

/** The line above an archived course's page saying why nothing on it can be changed. */
export function ArchivedCourseNotice({ archived }: { archived: boolean }) {
  const translate = useTranslate();
  if (!archived) return null;
  return (
    <Alert severity="info" sx={{ mb: 2 }} data-testid="course-archived">
      {translate('learning.course.archived')}
    </Alert>
  );
}
