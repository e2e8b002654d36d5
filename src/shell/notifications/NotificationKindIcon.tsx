import Avatar from '@mui/material/Avatar';
import { alpha, type Theme } from '@mui/material/styles';
import AlarmIcon from '@mui/icons-material/Alarm';
import MoreTimeIcon from '@mui/icons-material/MoreTime';
import AssignmentIcon from '@mui/icons-material/Assignment';
import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import CampaignIcon from '@mui/icons-material/Campaign';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import EventIcon from '@mui/icons-material/Event';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import GradeIcon from '@mui/icons-material/Grade';
import InboxIcon from '@mui/icons-material/MoveToInbox';
import NotificationsIcon from '@mui/icons-material/Notifications';
import QuizIcon from '@mui/icons-material/Quiz';
import type { NotificationKindName } from '../../api/notifications';

type Tone = 'primary' | 'success' | 'warning' | 'error' | 'info' | 'secondary';

const KINDS: Record<NotificationKindName, { icon: React.ComponentType<{ fontSize?: 'small' }>; tone: Tone }> = {
  ANNOUNCEMENT_PUBLISHED: { icon: CampaignIcon, tone: 'secondary' },
  TASK_CREATED: { icon: AssignmentIcon, tone: 'primary' },
  TEST_CREATED: { icon: QuizIcon, tone: 'primary' },
  TASK_ANSWER_SUBMITTED: { icon: InboxIcon, tone: 'info' },
  TASK_ANSWER_ACCEPTED: { icon: CheckCircleIcon, tone: 'success' },
  TASK_ANSWER_REJECTED: { icon: AssignmentReturnIcon, tone: 'warning' },
  TASK_ANSWER_REGRADED: { icon: GradeIcon, tone: 'success' },
  QUIZ_FINISHED: { icon: FactCheckIcon, tone: 'success' },
  QUIZ_REGRADED: { icon: FactCheckIcon, tone: 'success' },
  EVENT_PUBLISHED: { icon: EventIcon, tone: 'secondary' },
  EVENT_CANCELLED: { icon: EventBusyIcon, tone: 'error' },
  TASK_DEADLINE_SOON: { icon: AlarmIcon, tone: 'warning' },
  TASK_DEADLINE_CHANGED: { icon: MoreTimeIcon, tone: 'info' },
  TASK_REMINDED: { icon: AlarmIcon, tone: 'warning' },
};

/** The kind of a notification at a glance: its icon on a soft disc of its tone (decorative). */
export function NotificationKindIcon({ kind, size = 40 }: { kind: string; size?: number }) {
  const { icon: Icon, tone } = KINDS[kind as NotificationKindName] ?? { icon: NotificationsIcon, tone: 'primary' as Tone };
  return (
    <Avatar
      aria-hidden
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        color: (theme: Theme) => theme.palette[tone][theme.palette.mode === 'dark' ? 'light' : 'dark'],
        bgcolor: (theme: Theme) => alpha(theme.palette[tone].main, theme.palette.mode === 'dark' ? 0.2 : 0.12),
      }}
    >
      <Icon fontSize="small" />
    </Avatar>
  );
}
