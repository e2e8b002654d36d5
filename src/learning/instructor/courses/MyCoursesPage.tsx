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
import { LearningPage } from '../../shared/LearningPage';
import { InlineSpinner, QueryState } from '../../shared/QueryState';
import { useLearningPaths } from '../../shared/learningPaths';
import { CourseCard } from './CourseCard';

const SEARCH_DELAY_MS = 300;

export interface MyCoursesPageProps {
  /** "materials": the same courses, as the way into their lessons and materials. */
  variant?: 'courses' | 'materials';
}

/**
 * My courses (/instructor/courses, and /instructor/materials): cards of the courses the
 * instructor teaches (GET /courses answers only those), with a search and an empty state.
 */
export function MyCoursesPage({ variant = 'courses' }: MyCoursesPageProps) {
  const translate = useTranslate();
  const paths = useLearningPaths();
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(search.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const {
    data = [],
    isPending,
    error,
    refetch,
  } = useGetList<CourseDto>(
    'courses',
    { pagination: { page: 1, perPage: LIST_MAX_SIZE }, sort: { field: 'id', order: 'ASC' }, filter: query ? { search: query } : {} },
    { placeholderData: (previous) => previous, retry: false },
  );
  const title = translate(variant === 'materials' ? 'learning.courses.materialsTitle' : 'learning.courses.title');

  return (
    <LearningPage title={title} crumbs={[{ label: translate('learning.home'), to: paths.home }, { label: title }]}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate(variant === 'materials' ? 'learning.courses.materialsIntro' : 'learning.courses.intro')}
      </Typography>
      <TextField
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
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
      {error ? (
        <QueryState error={error} notFound={translate('learning.loadFailed')} onRetry={() => void refetch()} />
      ) : isPending ? (
        <InlineSpinner />
      ) : data.length === 0 ? (
        <Alert severity="info" variant="outlined">
          {query ? translate('learning.courses.noMatch', { search: query }) : translate('learning.courses.empty')}
        </Alert>
      ) : (
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={title}>
          {data.map((course) => (
            <Grid key={course.id} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
              <CourseCard course={course} href={paths.course(course.id)} />
            </Grid>
          ))}
        </Grid>
      )}
    </LearningPage>
  );
}
