import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { LessonRef } from '../../api/learning';

/**
 * The lesson before or after: "Next lesson" over its name. Its accessible name is that visible
 * text (no aria-label of other words: a speech-input user says what the button shows).
 */
function NeighbourLink({ lesson, to, direction }: { lesson: LessonRef | undefined; to: string; direction: 'previous' | 'next' }) {
  const translate = useTranslate();
  if (!lesson) return <Box sx={{ flex: 1 }} />;
  const next = direction === 'next';
  const label = translate(next ? 'learning.lesson.next' : 'learning.lesson.previous');
  return (
    <Button
      component={RouterLink}
      to={to}
      variant="outlined"
      startIcon={next ? undefined : <ChevronLeftIcon />}
      endIcon={next ? <ChevronRightIcon /> : undefined}
      sx={{
        flex: 1,
        minWidth: 0,
        justifyContent: next ? 'flex-end' : 'flex-start',
        textAlign: next ? 'right' : 'left',
        textTransform: 'none',
      }}
    >
      <Box component="span" sx={{ minWidth: 0 }}>
        <Typography variant="caption" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
          {label}
        </Typography>
        <Box component="span" sx={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {lesson.lessonName}
        </Box>
      </Box>
    </Button>
  );
}

/** The lessons before and after this one (among those the reader sees), on the instructor's and the student's lesson pages. */
export function LessonNav({
  previous,
  next,
  hrefOf,
  label,
}: {
  previous?: LessonRef;
  next?: LessonRef;
  hrefOf: (lesson: LessonRef) => string;
  label: string;
}) {
  if (!previous && !next) return null;
  return (
    <Box component="nav" aria-label={label} sx={{ display: 'flex', gap: 1, my: 2 }}>
      <NeighbourLink lesson={previous} direction="previous" to={previous ? hrefOf(previous) : ''} />
      <NeighbourLink lesson={next} direction="next" to={next ? hrefOf(next) : ''} />
    </Box>
  );
}
