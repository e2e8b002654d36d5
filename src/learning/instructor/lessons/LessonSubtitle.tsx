import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { useTranslate } from 'react-admin';
import type { LessonDto } from '../../../api/learning';
import { formatSchoolDateTime } from '../../../api/schoolTime';

export interface LessonSubtitleProps {
  lesson: LessonDto;
  /** The lesson's place in the course (from 1), or 0 when the list does not have it. */
  place: number;
  total: number;
  timeZone: string;
}

/** Under the lesson's heading: its place in the course, show date (the school's timezone) and whether students see it. */
export function LessonSubtitle({ lesson, place, total, timeZone }: LessonSubtitleProps) {
  const translate = useTranslate();
  const date = formatSchoolDateTime(lesson.showDate, timeZone);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5 }}>
      <Typography variant="body2">{translate('learning.lesson.placeOf', { position: place || lesson.position, total })}</Typography>
      <Typography variant="body2">
        {translate('learning.lesson.showDate')}: {date}
      </Typography>
      {lesson.isShown ? (
        <Chip size="small" color="success" variant="outlined" icon={<VisibilityIcon />} label={translate('learning.lesson.shown')} />
      ) : (
        <Chip size="small" variant="outlined" icon={<VisibilityOffIcon />} label={translate('learning.lesson.hiddenUntil', { date })} />
      )}
    </Box>
  );
}
