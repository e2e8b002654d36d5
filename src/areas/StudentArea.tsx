import MenuBookIcon from '@mui/icons-material/MenuBook';
import AssignmentIcon from '@mui/icons-material/Assignment';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import LeaderboardIcon from '@mui/icons-material/Leaderboard';
import NotificationsIcon from '@mui/icons-material/Notifications';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { CustomRoutes } from 'react-admin';
import { StudentHome } from '../learning/student/home/StudentHome';
import { studentLearningRoutes } from '../learning/student/routes';
import { CALENDAR_PATH, calendarRoute } from '../learning/shared/calendar/calendarRoute';
import { Area } from '../shell/Area';
import { NOTIFICATIONS_PATH, notificationRoutes } from '../shell/notifications/routes';
import { profileRoutes } from '../shell/profile/routes';

const sections = [
  { key: 'myCourses', icon: MenuBookIcon, to: '/courses' },
  { key: 'tasks', icon: AssignmentIcon, to: '/tasks' },
  { key: 'results', icon: EmojiEventsIcon, to: '/results' },
  { key: 'ratings', icon: LeaderboardIcon, to: '/ratings' },
  { key: 'calendar', icon: CalendarMonthIcon, to: CALENDAR_PATH },
  { key: 'notifications', icon: NotificationsIcon, to: NOTIFICATIONS_PATH },
];

/** The student's area (SPEC §2 /student/*). */
export default function StudentArea() {
  return (
    <Area role="STUDENT" sections={sections} announcements home={<StudentHome />}>
      <CustomRoutes>{studentLearningRoutes}</CustomRoutes>
      <CustomRoutes>{notificationRoutes}</CustomRoutes>
      <CustomRoutes>{profileRoutes}</CustomRoutes>
      <CustomRoutes>{calendarRoute(true)}</CustomRoutes>
    </Area>
  );
}
