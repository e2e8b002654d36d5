import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Button as RaButton, useGetOne, useTranslate, useDataProvider } from 'react-admin';
import type { LessonRef } from '../../../api/learning';
import { ConfirmButton } from '../../../resources/shared/ConfirmButton';
import { LearningPage } from '../../shared/LearningPage';
import { InlineSpinner, QueryState } from '../../shared/QueryState';
import { learningKeys, type CourseRecord } from '../../shared/learningKeys';
import { useLearningPaths } from '../../shared/learningPaths';
import { formatSchoolDateTime } from '../../../api/schoolTime';
import { useSchoolTimeZone } from '../../shared/useSchoolTimeZone';
import { useServerSave } from '../../shared/useServerSave';
import { availableLessonTabs, lessonTabs } from '../lessonTabs';
import { LessonDialog } from './LessonDialog';
import type { LmsDataProvider } from '../../../dataProvider/dataProvider';

/** The lesson before or after, with its name, keeping the tab open. */
function NeighbourLink({ lesson, to, direction }: { lesson: LessonRef | undefined; to: string; direction: 'previous' | 'next' }) {
  const translate = useTranslate();
  if (!lesson) return <Box sx={{ flex: 1 }} />;
  const next = direction === 'next';
  return (
    <Button
      component={RouterLink}
      to={to}
      variant="text"
      startIcon={next ? undefined : <ChevronLeftIcon />}
      endIcon={next ? <ChevronRightIcon /> : undefined}
      sx={{ flex: 1, minWidth: 0, justifyContent: next ? 'flex-end' : 'flex-start', textAlign: next ? 'right' : 'left' }}
      aria-label={`${translate(next ? 'learning.lesson.next' : 'learning.lesson.previous')}: ${lesson.lessonName}`}
    >
      <Box component="span" sx={{ minWidth: 0 }}>
        <Typography variant="caption" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
          {translate(next ? 'learning.lesson.next' : 'learning.lesson.previous')}
        </Typography>
        <Box component="span" sx={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {lesson.lessonName}
        </Box>
      </Box>
    </Button>
  );
}

/**
 * A lesson of a course (/instructor/courses/:courseId/lessons/:lessonId): its name, show date in
 * the school's timezone and place, the way to the lessons before and after, and its materials
 * in tabs (lessonTabs.tsx). The open tab is in the address (?tab=…).
 */
export function LessonPage() {
  const { courseId = '', lessonId = '' } = useParams();
  const translate = useTranslate();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<LmsDataProvider>();
  const paths = useLearningPaths();
  const zone = useSchoolTimeZone();
  const { save } = useServerSave();
  const [searchParams, setSearchParams] = useSearchParams();
  const [editing, setEditing] = useState(false);

  const course = useGetOne<CourseRecord>('courses', { id: courseId }, { retry: false });
  const query = useQuery({
    queryKey: learningKeys.lesson(courseId, lessonId),
    queryFn: ({ signal }) => dataProvider.getLesson(courseId, lessonId, signal),
    retry: false,
  });

  const tabs = availableLessonTabs(lessonTabs);
  const tab = tabs.find((t) => t.key === searchParams.get('tab')) ?? tabs[0];
  const crumbs = [
    { label: translate('learning.home'), to: paths.home },
    { label: translate('learning.courses.title'), to: paths.myCourses },
    { label: course.data?.courseName ?? '…', to: paths.course(courseId) },
  ];

  if (query.error) {
    return (
      <LearningPage title={translate('learning.notFoundTitle')} crumbs={crumbs}>
        <QueryState
          error={query.error}
          notFound={translate('learning.lesson.notFound')}
          back={{ to: paths.course(courseId), label: translate('learning.lesson.back') }}
          onRetry={() => void query.refetch()}
        />
      </LearningPage>
    );
  }
  if (query.isPending) return <InlineSpinner />;

  const lesson = query.data;
  const ordered = [...lesson.allLessons].sort((a, b) => a.position - b.position);
  const index = ordered.findIndex((l) => l.id === lesson.id);
  const previous = index > 0 ? ordered[index - 1] : undefined;
  const next = index >= 0 ? ordered[index + 1] : undefined;
  const date = formatSchoolDateTime(lesson.showDate, zone);

  return (
    <LearningPage
      title={lesson.lessonName}
      crumbs={[...crumbs, { label: lesson.lessonName }]}
      subtitle={
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5 }}>
          <Typography variant="body2">
            {translate('learning.lesson.placeOf', { position: index + 1 || lesson.position, total: ordered.length })}
          </Typography>
          <Typography variant="body2">
            {translate('learning.lesson.showDate')}: {date}
          </Typography>
          {lesson.isShown ? (
            <Chip size="small" color="success" variant="outlined" icon={<VisibilityIcon />} label={translate('learning.lesson.shown')} />
          ) : (
            <Chip size="small" variant="outlined" icon={<VisibilityOffIcon />} label={translate('learning.lesson.hiddenUntil', { date })} />
          )}
        </Box>
      }
      actions={
        <>
          <RaButton label="learning.edit" variant="outlined" onClick={() => setEditing(true)}>
            <EditIcon />
          </RaButton>
          <ConfirmButton
            label="learning.delete"
            icon={<DeleteIcon />}
            color="error"
            variant="outlined"
            title="learning.lesson.deleteTitle"
            content="learning.lesson.deleteContent"
            translateOptions={{ name: lesson.lessonName }}
            onConfirm={async () => {
              const answer = await save(() => dataProvider.deleteLesson(courseId, lesson.id));
              if (answer) navigate(paths.course(courseId));
            }}
          />
        </>
      }
    >
      <Box component="nav" aria-label={translate('learning.course.lessons')} sx={{ display: 'flex', gap: 1, mb: 2 }}>
        <NeighbourLink lesson={previous} direction="previous" to={previous ? paths.lesson(courseId, previous.id, tab?.key) : ''} />
        <NeighbourLink lesson={next} direction="next" to={next ? paths.lesson(courseId, next.id, tab?.key) : ''} />
      </Box>
      <Paper variant="outlined" sx={{ minWidth: 0 }}>
        <Tabs
          value={tab?.key ?? false}
          onChange={(_, key: string) => setSearchParams({ tab: key }, { replace: true })}
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
      <LessonDialog open={editing} courseId={courseId} lesson={lesson} onClose={() => setEditing(false)} />
    </LearningPage>
  );
}
