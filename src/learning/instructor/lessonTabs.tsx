import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import LinkIcon from '@mui/icons-material/Link';
import AssignmentIcon from '@mui/icons-material/Assignment';
import QuizIcon from '@mui/icons-material/Quiz';
import type { LessonTab } from './lessonTabTypes';
import { VideosPanel } from './materials/VideosPanel';
import { PresentationsPanel } from './materials/PresentationsPanel';
import { LinksPanel } from './materials/LinksPanel';
import { QuizzesPanel } from './quizzes/QuizzesPanel';
import { TasksPanel } from './tasks/TasksPanel';

export type { LessonTab, LessonTabPanelProps } from './lessonTabTypes';

/**
 * The five kinds of material of a lesson, in the order of its tabs. A kind whose Panel is null
 * is not shown at all (never an empty promise). The tasks and tests pages plug in by setting
 * their entry's Panel (a component taking LessonTabPanelProps) and, if they like, a count.
 */
export const lessonTabs: LessonTab[] = [
  { key: 'videos', label: 'learning.tabs.videos', icon: <OndemandVideoIcon />, count: (l) => l.videos.length, Panel: VideosPanel },
  {
    key: 'presentations',
    label: 'learning.tabs.presentations',
    icon: <PictureAsPdfIcon />,
    count: (l) => l.presentations.length,
    Panel: PresentationsPanel,
  },
  { key: 'links', label: 'learning.tabs.links', icon: <LinkIcon />, count: (l) => l.links.length, Panel: LinksPanel },
  { key: 'tasks', label: 'learning.tabs.tasks', icon: <AssignmentIcon />, Panel: TasksPanel },
  { key: 'tests', label: 'learning.tabs.tests', icon: <QuizIcon />, Panel: QuizzesPanel },
];

/** The tabs with a panel, as the lesson page shows them. */
export const availableLessonTabs = (tabs: LessonTab[] = lessonTabs) => tabs.filter((tab) => tab.Panel !== null);
