import MenuBookIcon from '@mui/icons-material/MenuBook';
import FolderIcon from '@mui/icons-material/Folder';
import LeaderboardIcon from '@mui/icons-material/Leaderboard';
import GroupsIcon from '@mui/icons-material/Groups';
import GradingIcon from '@mui/icons-material/Grading';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { Area } from '../shell/Area';

const sections = [
  { key: 'myCourses', icon: MenuBookIcon },
  { key: 'materials', icon: FolderIcon },
  { key: 'studentRating', icon: LeaderboardIcon },
  { key: 'groupRating', icon: GroupsIcon },
  { key: 'exams', icon: GradingIcon },
  { key: 'notifications', icon: NotificationsIcon },
];

/** The instructor's area (SPEC §2 /instructor/*). */
export default function InstructorArea() {
  return <Area role="INSTRUCTOR" sections={sections} announcements />;
}
