import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { LessonDto } from '../../../api/learning';
import { formatSchoolDateTime } from '../../../api/schoolTime';
import { useMaterialCounts } from './useMaterialCounts';

export interface LessonRowSummaryProps {
  lesson: LessonDto;
  index: number;
  href: string;
  timeZone: string;
}

/** A lesson row's middle: its name (opening the lesson), show date, whether students see it and what it holds. */
export function LessonRowSummary({ lesson, index, href, timeZone }: LessonRowSummaryProps) {
  const translate = useTranslate();
  const counts = useMaterialCounts()(lesson);
  const date = formatSchoolDateTime(lesson.showDate, timeZone);
  return (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <Link component={RouterLink} to={href} underline="hover" sx={{ fontWeight: 600, overflowWrap: 'anywhere', display: 'block' }}>
        <Box component="span" sx={{ display: { sm: 'none' } }}>{`${index + 1}. `}</Box>
        {lesson.lessonName}
      </Link>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.5, mt: 0.5 }}>
        <Typography variant="body2" color="text.secondary" component="span" sx={{ whiteSpace: 'nowrap' }}>
          {date}
        </Typography>
        {lesson.isShown ? (
          <Chip size="small" color="success" variant="outlined" icon={<VisibilityIcon />} label={translate('learning.lesson.shown')} />
        ) : (
          <Chip size="small" variant="outlined" icon={<VisibilityOffIcon />} label={translate('learning.lesson.hidden')} />
        )}
        {counts && (
          <Typography variant="caption" color="text.secondary" component="span">
            {counts}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
