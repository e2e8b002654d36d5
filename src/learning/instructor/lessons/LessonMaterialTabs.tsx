import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslate } from 'react-admin';
import type { LessonDetailDto } from '../../../api/learning';
import type { LessonTab } from '../lessonTabTypes';

export interface LessonMaterialTabsProps {
  courseId: string;
  lesson: LessonDetailDto;
  tabs: LessonTab[];
  /** The open tab, or none when the lesson page has no tabs. */
  tab: LessonTab | undefined;
  onTabChange: (key: string) => void;
}

/** The lesson's materials in tabs, each with its count, and the open tab's panel. */
export function LessonMaterialTabs({ courseId, lesson, tabs, tab, onTabChange }: LessonMaterialTabsProps) {
  const translate = useTranslate();
  return (
    <Paper variant="outlined" sx={{ minWidth: 0 }}>
      <Tabs
        value={tab?.key ?? false}
        onChange={(_, key: string) => onTabChange(key)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={translate('learning.lesson.materials')}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((t) => {
          const count = t.count?.(lesson);
          return (
            <Tab
              key={t.key}
              value={t.key}
              id={`lesson-tab-${t.key}`}
              aria-controls={`lesson-panel-${t.key}`}
              icon={t.icon}
              iconPosition="start"
              sx={{ minHeight: 56 }}
              label={count === undefined ? translate(t.label) : `${translate(t.label)} (${count})`}
            />
          );
        })}
      </Tabs>
      {tab?.Panel && (
        <Box role="tabpanel" id={`lesson-panel-${tab.key}`} aria-labelledby={`lesson-tab-${tab.key}`} sx={{ p: { xs: 1.5, sm: 2 } }}>
          <tab.Panel courseId={courseId} lesson={lesson} />
        </Box>
      )}
    </Paper>
  );
}
