import { useState } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Button as RaButton, useGetOne, useTranslate, useDataProvider, type Identifier } from 'react-admin';
import type { LessonRef } from '../../../api/learning';
import { ConfirmButton } from '../../../resources/shared/ConfirmButton';
import { LearningPage } from '../../shared/LearningPage';
import { InlineSpinner, QueryState } from '../../shared/QueryState';
import { learningKeys, type CourseRecord } from '../../shared/learningKeys';
import { useLearningPaths } from '../../shared/learningPaths';
import { useSchoolTimeZone } from '../../shared/useSchoolTimeZone';
import { useServerSave } from '../../shared/useServerSave';
import { availableLessonTabs, lessonTabs } from '../lessonTabs';
import { ArchivedCourseNotice, CourseWritableProvider } from '../courseWritable';
import { LessonDialog } from './LessonDialog';
import { LessonMaterialTabs } from './LessonMaterialTabs';
import { LessonSubtitle } from './LessonSubtitle';
import { LessonNav } from '../../shared/LessonNav';
import type { LmsDataProvider } from '../../../dataProvider/dataProvider';

/** The way to the lessons before and after, keeping the open tab. */
function LessonNeighbours({
  courseId,
  previous,
  next,
  tabKey,
}: {
  courseId: string;
  previous?: LessonRef;
  next?: LessonRef;
  tabKey?: string;
}) {
  const translate = useTranslate();
  const paths = useLearningPaths();
  return (
    <LessonNav
      previous={previous}
      next={next}
      hrefOf={(lesson) => paths.lesson(courseId, lesson.id, tabKey)}
      label={translate('learning.course.lessons')}
    />
  );
}

/** The lesson's own buttons: edit it, or delete it (to the trash) and go back to the course. */
function LessonActions({
  courseId,
  lesson,
  onEdit,
}: {
  courseId: string;
  lesson: { id: Identifier; lessonName: string };
  onEdit: () => void;
}) {
  const dataProvider = useDataProvider<LmsDataProvider>();
  const navigate = useNavigate();
  const paths = useLearningPaths();
  const { save } = useServerSave();
  return (
    <>
      <RaButton label="learning.edit" variant="outlined" onClick={onEdit}>
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
  const dataProvider = useDataProvider<LmsDataProvider>();
  const paths = useLearningPaths();
  const zone = useSchoolTimeZone();
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
  const archived = course.data?.archived ?? false;

  return (
    <LearningPage
      title={lesson.lessonName}
      crumbs={[...crumbs, { label: lesson.lessonName }]}
      subtitle={<LessonSubtitle lesson={lesson} place={index + 1} total={ordered.length} timeZone={zone} />}
      actions={!archived && <LessonActions courseId={courseId} lesson={lesson} onEdit={() => setEditing(true)} />}
    >
      <ArchivedCourseNotice archived={archived} />
      <LessonNeighbours courseId={courseId} previous={previous} next={next} tabKey={tab?.key} />
      <CourseWritableProvider value={!archived}>
        <LessonMaterialTabs
          courseId={courseId}
          lesson={lesson}
          tabs={tabs}
          tab={tab}
          onTabChange={(key) => setSearchParams({ tab: key }, { replace: true })}
        />
      </CourseWritableProvider>
      <LessonDialog open={editing} courseId={courseId} lesson={lesson} onClose={() => setEditing(false)} />
    </LearningPage>
  );
}
