import MenuBookIcon from '@mui/icons-material/MenuBook';
import AssignmentIcon from '@mui/icons-material/Assignment';
import QuizIcon from '@mui/icons-material/Quiz';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import LeaderboardIcon from '@mui/icons-material/Leaderboard';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { Area } from '../shell/Area';

const sections = [
  { key: 'myCourses', icon: MenuBookIcon },
  { key: 'tasks', icon: AssignmentIcon },
  { key: 'tests', icon: QuizIcon },
  { key: 'results', icon: EmojiEventsIcon },
  { key: 'ratings', icon: LeaderboardIcon },
  { key: 'notifications', icon: NotificationsIcon },
];

/** The student's area (SPEC §2 /student/*). */
export default function StudentArea() {
  return <Area role="STUDENT" sections={sections} announcements />;
}
