import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { useGetList, useTranslate } from 'react-admin';
import { LIST_MAX_SIZE } from '../../../api/constants';
import type { CourseDto } from '../../../api/types';
import { LearningPage } from '../LearningPage';
import { InlineSpinner, QueryState } from '../QueryState';
import { useLearningPaths } from '../learningPaths';
import { CourseCard } from './CourseCard';

const SEARCH_DELAY_MS = 300;

export interface MyCoursesPageProps {
  /** The instructor's page has a search; the student's lists their group's courses as they are. */
  role: 'instructor' | 'student';
  /**
   * The page's dictionary keys, given by the area's routes (each area loads only its own
   * dictionaries): the instructor's "My courses" and "Materials" (the same courses, as the way
   * into their lessons), the student's "My courses".
   */
  keys: { title: string; intro: string; empty: string };
}

/**
 * My courses (/instructor/courses, /instructor/materials, /student/courses): cards of the
 * courses GET /courses answers, which are the instructor's own, or those of the student's group
 * except the ones they are blocked on. The instructor also searches them.
 */
export function MyCoursesPage({ role, keys }: MyCoursesPageProps) {
  const translate = useTranslate();
  // Home and course paths are the same in both areas.
  const paths = useLearningPaths();
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(search.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const instructor = role === 'instructor';
  const listParams = { pagination: { page: 1, perPage: LIST_MAX_SIZE }, sort: { field: 'id', order: 'ASC' as const } };
  const {
    data = [],
    isPending,
    error,
    refetch,
  } = useGetList<CourseDto>(
    'courses',
    instructor ? { ...listParams, filter: query ? { search: query } : {} } : listParams,
    instructor ? { placeholderData: (previous) => previous, retry: false } : { retry: false },
  );
  const title = translate(keys.title);

  return (
    <LearningPage title={title} crumbs={[{ label: translate('learning.home'), to: paths.home }, { label: title }]}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate(keys.intro)}
      </Typography>
      {instructor && <SearchField value={search} onChange={setSearch} />}
      {error ? (
        <QueryState error={error} notFound={translate('learning.loadFailed')} onRetry={() => void refetch()} />
      ) : isPending ? (
        <InlineSpinner />
      ) : data.length === 0 ? (
        <Alert severity="info" variant="outlined">
          {instructor && query ? translate('learning.courses.noMatch', { search: query }) : translate(keys.empty)}
        </Alert>
      ) : (
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={title}>
          {data.map((course) => (
            <Grid key={course.id} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
              <CourseCard role={role} course={course} href={paths.course(course.id)} />
            </Grid>
          ))}
        </Grid>
      )}
    </LearningPage>
  );
}

function SearchField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const translate = useTranslate();
  return (
    <TextField
      type="search"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder={translate('learning.courses.search')}
      sx={{ maxWidth: { sm: 360 }, mb: 2 }}
      slotProps={{
        htmlInput: { 'aria-label': translate('learning.courses.search') },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
