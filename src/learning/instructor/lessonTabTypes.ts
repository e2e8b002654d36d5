import type { ComponentType, ReactElement } from 'react';
import type { Identifier } from 'react-admin';
import type { LessonDetailDto } from '../../api/learning';

/** What a lesson page gives each material panel. */
export interface LessonTabPanelProps {
  courseId: Identifier;
  lesson: LessonDetailDto;
}

/** One kind of material on the instructor's lesson page: a tab and its panel. */
export interface LessonTab {
  /** In the address (?tab=videos), so a reload or a shared link opens the same tab. */
  key: string;
  /** Translation key of the tab's name. */
  label: string;
  icon: ReactElement;
  /** How many the lesson holds, shown beside the name (none: no number). */
  count?: (lesson: LessonDetailDto) => number | undefined;
  /** The panel; null hides the tab until its panel exists. */
  Panel: ComponentType<LessonTabPanelProps> | null;
}
