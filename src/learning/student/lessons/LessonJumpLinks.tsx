import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import type { LessonSectionInfo } from './lessonSections';

/** Links to each kind of material the lesson has, when it has more than one. */
export function LessonJumpLinks({ present }: { present: LessonSectionInfo[] }) {
  const translate = useTranslate();
  if (present.length <= 1) return null;
  return (
    <Box component="nav" aria-label={translate('student.lesson.onThisPage')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 3 }}>
      {present.map((s) => (
        <Chip key={s.id} component="a" href={`#${s.id}`} clickable variant="outlined" icon={s.icon} label={`${s.title} (${s.count})`} />
      ))}
    </Box>
  );
}
