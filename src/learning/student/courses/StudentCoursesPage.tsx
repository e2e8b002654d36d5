import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useGetList, useTranslate } from 'react-admin';
import { LIST_MAX_SIZE } from '../../../api/constants';
import type { CourseDto } from '../../../api/types';
import { LearningPage } from '../../shared/LearningPage';
import { InlineSpinner, QueryState } from '../../shared/QueryState';
import { useStudentPaths } from '../studentPaths';
import { StudentCourseCard } from './StudentCourseCard';

/**
 * My courses (/student/courses): the courses of the student's group as cards. The server
 * leaves out the courses the student is blocked on.
 */
export function StudentCoursesPage() {
  const translate = useTranslate();
  const paths = useStudentPaths();
  const {
    data = [],
    isPending,
    error,
    refetch,
  } = useGetList<CourseDto>(
    'courses',
    { pagination: { page: 1, perPage: LIST_MAX_SIZE }, sort: { field: 'id', order: 'ASC' } },
    { retry: false },
  );
  const title = translate('student.courses.title');

  return (
    <LearningPage title={title} crumbs={[{ label: translate('learning.home'), to: paths.home }, { label: title }]}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('student.courses.intro')}
      </Typography>
      {error ? (
        <QueryState error={error} notFound={translate('learning.loadFailed')} onRetry={() => void refetch()} />
      ) : isPending ? (
        <InlineSpinner />
      ) : data.length === 0 ? (
        <Alert severity="info" variant="outlined">
          {translate('student.courses.empty')}
        </Alert>
      ) : (
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={title}>
          {data.map((course) => (
            <Grid key={course.id} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
              <StudentCourseCard course={course} href={paths.course(course.id)} />
            </Grid>
          ))}
        </Grid>
      )}
    </LearningPage>
  );
}
