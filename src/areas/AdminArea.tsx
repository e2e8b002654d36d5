import GroupsIcon from '@mui/icons-material/Groups';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import PersonIcon from '@mui/icons-material/Person';
import SchoolIcon from '@mui/icons-material/School';
import CampaignIcon from '@mui/icons-material/Campaign';
import DeleteIcon from '@mui/icons-material/Delete';
import BarChartIcon from '@mui/icons-material/BarChart';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { Resource } from 'react-admin';
import { announcements } from '../resources/announcements';
import { courses } from '../resources/courses';
import { groups } from '../resources/groups';
import { instructors } from '../resources/instructors';
import { students } from '../resources/students';
import { trash } from '../resources/trash';
import { Area } from '../shell/Area';

const sections = [
  { key: 'groups', icon: GroupsIcon },
  { key: 'courses', icon: MenuBookIcon },
  { key: 'instructors', icon: PersonIcon },
  { key: 'students', icon: SchoolIcon },
  { key: 'announcements', icon: CampaignIcon },
  { key: 'trash', icon: DeleteIcon },
  { key: 'analytics', icon: BarChartIcon },
  { key: 'calendar', icon: CalendarMonthIcon },
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
    </Area>
  );
}
