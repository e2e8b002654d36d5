import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Box from '@mui/material/Box';
import SearchIcon from '@mui/icons-material/Search';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { CourseDto } from '../../../../api/types';
import { useRatingPaths, type RatingView } from '../ratingPaths';

interface RatingToolbarProps {
  view: RatingView;
  courseId: string;
  /** The instructor's courses; a choice among them shows when there is more than one. */
  courseChoices: CourseDto[];
  searchText: string;
  onSearchText: (text: string) => void;
}

/** Above the table: the course to show, the search by student, and the rating/exams switch. */
export function RatingToolbar({ view, courseId, courseChoices, searchText, onSearchText }: RatingToolbarProps) {
  const translate = useTranslate();
  const paths = useRatingPaths();
  const navigate = useNavigate();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 1.5 }}>
      {courseChoices.length > 1 && (
        <TextField
          select
          size="small"
          label={translate('ratings.course')}
          value={courseChoices.some((c) => String(c.id) === courseId) ? courseId : ''}
          onChange={(event) => navigate(paths.course(event.target.value, view))}
          sx={{ minWidth: 200, maxWidth: '100%', flex: { xs: '1 1 100%', sm: '0 1 280px' } }}
          data-testid="rating-course"
        >
          {courseChoices.map((course) => (
            <MenuItem key={course.id} value={String(course.id)}>
              {course.courseName}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        type="search"
        size="small"
        value={searchText}
        onChange={(event) => onSearchText(event.target.value)}
        placeholder={translate('ratings.search')}
        sx={{ flex: { xs: '1 1 100%', sm: '0 1 280px' } }}
        slotProps={{
          htmlInput: { 'aria-label': translate('ratings.search') },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      {/* Links to the two views: the shown one is the current page (aria-pressed belongs to buttons, not links). */}
      <ToggleButtonGroup size="small" exclusive value={view} aria-label={translate('ratings.view')} sx={{ ml: { sm: 'auto' } }}>
        <ToggleButton
          value="rating"
          component={RouterLink}
          to={paths.course(courseId, 'rating')}
          aria-pressed={undefined}
          aria-current={view === 'rating' ? 'page' : undefined}
        >
          {translate('ratings.views.rating')}
        </ToggleButton>
        <ToggleButton
          value="exams"
          component={RouterLink}
          to={paths.course(courseId, 'exams')}
          aria-pressed={undefined}
          aria-current={view === 'exams' ? 'page' : undefined}
        >
          {translate('ratings.views.exams')}
        </ToggleButton>
      </ToggleButtonGroup>
    </Box>
  );
}
