import MenuBookIcon from '@mui/icons-material/MenuBook';
import FolderIcon from '@mui/icons-material/Folder';
import LeaderboardIcon from '@mui/icons-material/Leaderboard';
import GroupsIcon from '@mui/icons-material/Groups';
import GradingIcon from '@mui/icons-material/Grading';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { CustomRoutes } from 'react-admin';
import { instructorLearningRoutes } from '../learning/instructor/routes';
import { Area } from '../shell/Area';

const sections = [
  { key: 'myCourses', icon: MenuBookIcon, to: '/courses' },
  { key: 'materials', icon: FolderIcon, to: '/materials' },
  { key: 'studentRating', icon: LeaderboardIcon, to: '/rating' },
  { key: 'groupRating', icon: GroupsIcon, to: '/group-rating' },
  { key: 'exams', icon: GradingIcon, to: '/exams' },
  { key: 'notifications', icon: NotificationsIcon },
];

/** The instructor's area (SPEC §2 /instructor/*). */
export default function InstructorArea() {
  return (
    <Area role="INSTRUCTOR" sections={sections} announcements>
      <CustomRoutes>{instructorLearningRoutes}</CustomRoutes>
    </Area>
  );
}
