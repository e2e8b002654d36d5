import MenuBookIcon from '@mui/icons-material/MenuBook';
import AssignmentIcon from '@mui/icons-material/Assignment';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import LeaderboardIcon from '@mui/icons-material/Leaderboard';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { CustomRoutes } from 'react-admin';
import { StudentHome } from '../learning/student/home/StudentHome';
import { studentLearningRoutes } from '../learning/student/routes';
import { Area } from '../shell/Area';

const sections = [
  { key: 'myCourses', icon: MenuBookIcon, to: '/courses' },
  { key: 'tasks', icon: AssignmentIcon, to: '/tasks' },
  { key: 'results', icon: EmojiEventsIcon, to: '/results' },
  { key: 'ratings', icon: LeaderboardIcon, to: '/ratings' },
  { key: 'notifications', icon: NotificationsIcon },
];

/** The student's area (SPEC §2 /student/*). */
export default function StudentArea() {
  return (
    <Area role="STUDENT" sections={sections} announcements home={<StudentHome />}>
      <CustomRoutes>{studentLearningRoutes}</CustomRoutes>
    </Area>
  );
}
