import Chip from '@mui/material/Chip';
import EditNoteIcon from '@mui/icons-material/EditNote';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { useTranslate } from 'react-admin';
import { useDateFormat } from '../../../i18n/dates';
import { quizPublishState } from '../../../api/quizPublishing';
import { useSchoolTimeZone } from '../../shared/useSchoolTimeZone';

/** "Draft" or "Publishes dd.MM.yyyy HH:mm" while students cannot see the test; nothing once it is published. */
export function QuizPublishChip({ publishedAt }: { publishedAt: string | null }) {
  const translate = useTranslate();
  const { dateTime } = useDateFormat();
  const zone = useSchoolTimeZone();
  const state = quizPublishState(publishedAt);
  if (state === 'PUBLISHED') return null;
  return state === 'DRAFT' ? (
    <Chip
      size="small"
      color="warning"
      variant="outlined"
      icon={<EditNoteIcon />}
      label={translate('quizzes.publishing.draft')}
      data-testid="test-draft"
    />
  ) : (
    <Chip
      size="small"
      color="info"
      variant="outlined"
      icon={<ScheduleIcon />}
      label={translate('quizzes.publishing.scheduledChip', { date: dateTime(publishedAt, zone) })}
      data-testid="test-scheduled"
    />
  );
}
