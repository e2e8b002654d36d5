import MenuBookIcon from '@mui/icons-material/MenuBook';
import FolderIcon from '@mui/icons-material/Folder';
import LeaderboardIcon from '@mui/icons-material/Leaderboard';
import GroupsIcon from '@mui/icons-material/Groups';
import GradingIcon from '@mui/icons-material/Grading';
import NotificationsIcon from '@mui/icons-material/Notifications';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { CustomRoutes } from 'react-admin';
import { instructorLearningRoutes } from '../learning/instructor/routes';
import { CALENDAR_PATH, calendarRoute } from '../learning/shared/calendar/calendarRoute';
import { Area } from '../shell/Area';
import { NOTIFICATIONS_PATH, notificationRoutes } from '../shell/notifications/routes';
import { profileRoutes } from '../shell/profile/routes';

const sections = [
  { key: 'myCourses', icon: MenuBookIcon, to: '/courses' },
  { key: 'materials', icon: FolderIcon, to: '/materials' },
  { key: 'studentRating', icon: LeaderboardIcon, to: '/rating' },
  { key: 'groupRating', icon: GroupsIcon, to: '/group-rating' },
  { key: 'exams', icon: GradingIcon, to: '/exams' },
  { key: 'calendar', icon: CalendarMonthIcon, to: CALENDAR_PATH },
  { key: 'notifications', icon: NotificationsIcon, to: NOTIFICATIONS_PATH },
];

/** The instructor's area (SPEC §2 /instructor/*). */
export default function InstructorArea() {
  return (
    <Area role="INSTRUCTOR" sections={sections} announcements>
      <CustomRoutes>{instructorLearningRoutes}</CustomRoutes>
      <CustomRoutes>{notificationRoutes}</CustomRoutes>
      <CustomRoutes>{profileRoutes}</CustomRoutes>
      <CustomRoutes>{calendarRoute(true)}</CustomRoutes>
    </Area>
  );
}
