import type { ReactElement } from 'react';
import AssignmentIcon from '@mui/icons-material/Assignment';
import LinkIcon from '@mui/icons-material/Link';
import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import QuizIcon from '@mui/icons-material/Quiz';
import { useTranslate } from 'react-admin';
import type { LessonDetailDto } from '../../../api/learning';

export interface LessonSectionInfo {
  id: 'videos' | 'presentations' | 'links' | 'tasks' | 'tests';
  title: string;
  icon: ReactElement;
  count: number;
}

export interface LessonExtrasCount {
  /** How many tasks (or tests) came, or null when they could not load (the section then shows why). */
  tasks: number | null;
  tests: number | null;
}

/** The lesson page's sections in their order, with how many materials each holds. */
export function useLessonSections(lesson: LessonDetailDto, extras: LessonExtrasCount): LessonSectionInfo[] {
  const translate = useTranslate();
  return [
    { id: 'videos', title: translate('learning.tabs.videos'), icon: <OndemandVideoIcon />, count: lesson.videos.length },
    {
      id: 'presentations',
      title: translate('learning.tabs.presentations'),
      icon: <PictureAsPdfIcon />,
      count: lesson.presentations.length,
    },
    { id: 'links', title: translate('learning.tabs.links'), icon: <LinkIcon />, count: lesson.links.length },
    { id: 'tasks', title: translate('learning.tabs.tasks'), icon: <AssignmentIcon />, count: extras.tasks ?? 1 },
    { id: 'tests', title: translate('learning.tabs.tests'), icon: <QuizIcon />, count: extras.tests ?? 1 },
  ];
}
