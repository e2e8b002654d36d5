import Button from '@mui/material/Button';
import LeaderboardIcon from '@mui/icons-material/Leaderboard';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate, type Identifier } from 'react-admin';
import { useRatingPaths } from './ratingPaths';

/** The course page's way to its rating table. */
export function CourseRatingLink({ courseId }: { courseId: Identifier }) {
  const translate = useTranslate();
  const paths = useRatingPaths();
  return (
    <Button variant="outlined" startIcon={<LeaderboardIcon />} component={RouterLink} to={paths.course(courseId)}>
      {translate('ratings.open')}
    </Button>
  );
}
