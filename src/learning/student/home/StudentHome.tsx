import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AlarmIcon from '@mui/icons-material/Alarm';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import type { ReactNode } from 'react';
import { Link, useGetList, useTranslate } from 'react-admin';
import type { CourseDto } from '../../../api/types';
import { InlineSpinner, QueryState } from '../../shared/QueryState';
import { useSchoolTimeZone } from '../../shared/useSchoolTimeZone';
import { CourseCard } from '../../shared/courses/CourseCard';
import { useStudentPaths } from '../studentPaths';
import { DeadlineList } from './DeadlineList';
import { useDeadlines } from './useDeadlines';

const HOME_COURSES = 6;
const HOME_DEADLINES = 5;

function HomeSection({
  id,
  icon,
  title,
  more,
  children,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  more?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 3 }}>
      <Stack direction="row" alignItems="center" spacing={1} sx={{ mb: 1.5 }}>
        {icon}
        <Typography variant="h6" component="h2" id={id} sx={{ flex: 1 }}>
          {title}
        </Typography>
        {more}
      </Stack>
      {children}
    </Box>
  );
}

/** The upcoming deadlines on the home page; nothing while the server does not offer them. */
function HomeDeadlines() {
  const translate = useTranslate();
  const paths = useStudentPaths();
  const zone = useSchoolTimeZone();
  const { data, isPending, error, unavailable, refetch } = useDeadlines(HOME_DEADLINES);
  if (unavailable) return null;
  const list = data?.objects ?? [];
  return (
    <HomeSection
      id="home-deadlines"
      icon={<AlarmIcon color="primary" />}
      title={translate('student.home.deadlines')}
      more={
        (data?.count ?? 0) > list.length ? (
          <Link to={paths.tasks}>{translate('student.home.allTasks', { smart_count: data?.count ?? 0 })}</Link>
        ) : undefined
      }
    >
      {error ? (
        <QueryState error={error} notFound={translate('learning.loadFailed')} onRetry={() => void refetch()} />
      ) : isPending ? (
        <InlineSpinner />
      ) : list.length === 0 ? (
        <Typography color="text.secondary">{translate('student.home.noDeadlines')}</Typography>
      ) : (
        <DeadlineList deadlines={list} timeZone={zone} />
      )}
    </HomeSection>
  );
}

/** The student's courses on the home page, as small cards. */
function HomeCourses() {
  const translate = useTranslate();
  const paths = useStudentPaths();
  const {
    data = [],
    total,
    isPending,
    error,
    refetch,
  } = useGetList<CourseDto>(
    'courses',
    { pagination: { page: 1, perPage: HOME_COURSES }, sort: { field: 'id', order: 'ASC' } },
    { retry: false },
  );
  return (
    <HomeSection
      id="home-courses"
      icon={<MenuBookIcon color="primary" />}
      title={translate('student.courses.title')}
      more={
        (total ?? 0) > data.length ? (
          <Link to={paths.myCourses}>{translate('student.home.allCourses', { smart_count: total ?? data.length })}</Link>
        ) : undefined
      }
    >
      {error ? (
        <QueryState error={error} notFound={translate('learning.loadFailed')} onRetry={() => void refetch()} />
      ) : isPending ? (
        <InlineSpinner />
      ) : data.length === 0 ? (
        <Alert severity="info" variant="outlined">
          {translate('student.courses.empty')}
        </Alert>
      ) : (
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-labelledby="home-courses">
          {data.map((course) => (
            <Grid key={course.id} size={{ xs: 12, sm: 6, md: 4 }} component="li">
              <CourseCard role="student" course={course} href={paths.course(course.id)} compact headingComponent="h3" />
            </Grid>
          ))}
        </Grid>
      )}
    </HomeSection>
  );
}

/** What the student's home adds to the area's: upcoming deadlines and their courses. */
export function StudentHome() {
  return (
    <>
      <HomeDeadlines />
      <HomeCourses />
    </>
  );
}
