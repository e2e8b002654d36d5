import GroupsIcon from '@mui/icons-material/Groups';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import PersonIcon from '@mui/icons-material/Person';
import SchoolIcon from '@mui/icons-material/School';
import CampaignIcon from '@mui/icons-material/Campaign';
import DeleteIcon from '@mui/icons-material/Delete';
import BarChartIcon from '@mui/icons-material/BarChart';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import NotificationsIcon from '@mui/icons-material/Notifications';
import SettingsIcon from '@mui/icons-material/Settings';
import HistoryIcon from '@mui/icons-material/History';
import { CustomRoutes, Resource } from 'react-admin';
import { ANALYTICS_PATH, analyticsRoute } from '../resources/analytics';
import { announcements } from '../resources/announcements';
import { courses } from '../resources/courses';
import { groups } from '../resources/groups';
import { instructors } from '../resources/instructors';
import { students } from '../resources/students';
import { trash } from '../resources/trash';
import { audit } from '../resources/audit';
import { SETTINGS_PATH, settingsRoute } from '../resources/school';
import { CALENDAR_PATH, calendarRoute } from '../learning/shared/calendar/calendarRoute';
import { Area } from '../shell/Area';
import { NOTIFICATIONS_PATH, notificationRoutes } from '../shell/notifications/routes';
import { profileRoutes } from '../shell/profile/routes';

const sections = [
  { key: 'groups', icon: GroupsIcon },
  { key: 'courses', icon: MenuBookIcon },
  { key: 'instructors', icon: PersonIcon },
  { key: 'students', icon: SchoolIcon },
  { key: 'announcements', icon: CampaignIcon },
  { key: 'trash', icon: DeleteIcon },
  { key: 'audit', icon: HistoryIcon },
  { key: 'analytics', icon: BarChartIcon, to: ANALYTICS_PATH },
  { key: 'calendar', icon: CalendarMonthIcon, to: CALENDAR_PATH },
  { key: 'notifications', icon: NotificationsIcon, to: NOTIFICATIONS_PATH },
  { key: 'settings', icon: SettingsIcon, to: SETTINGS_PATH },
];

/** The administrator's area (SPEC §2 /admin/*): the declarative CRUD resources of the school. */
export default function AdminArea() {
  return (
    <Area role="ADMIN" sections={sections} announcements>
      <Resource {...groups} />
      <Resource {...courses} />
      <Resource {...instructors} />
      <Resource {...students} />
      <Resource {...announcements} />
      <Resource {...trash} />
      <Resource {...audit} />
      <CustomRoutes>{notificationRoutes}</CustomRoutes>
      <CustomRoutes>{profileRoutes}</CustomRoutes>
      <CustomRoutes>{analyticsRoute}</CustomRoutes>
      <CustomRoutes>{calendarRoute(false)}</CustomRoutes>
      <CustomRoutes>{settingsRoute}</CustomRoutes>
    </Area>
  );
}
