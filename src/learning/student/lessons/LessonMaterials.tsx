import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { LessonDetailDto } from '../../../api/learning';
import type { TaskDto } from '../../../api/tasks';
import type { StudentQuizRow } from '../../../dataProvider/studentCalls';
import { QueryState } from '../../shared/QueryState';
import type { LessonSectionInfo } from './lessonSections';
import { LessonLinks } from './LessonLinks';
import { LessonPresentations } from './LessonPresentations';
import { LessonSection } from './LessonSection';
import { LessonTasks } from './LessonTasks';
import { LessonQuizzes } from './LessonQuizzes';
import { LessonVideos } from './LessonVideos';

export interface LessonMaterialsProps {
  courseId: string;
  lesson: LessonDetailDto;
  tasks: UseQueryResult<TaskDto[]>;
  tests: UseQueryResult<StudentQuizRow[]>;
  sections: LessonSectionInfo[];
  timeZone: string;
}

/** The lesson's materials, a section for each kind it has; tasks or tests that could not load say so in their section. */
export function LessonMaterials({ courseId, lesson, tasks, tests, sections, timeZone }: LessonMaterialsProps) {
  const translate = useTranslate();
  const section = (id: LessonSectionInfo['id']) => sections.find((s) => s.id === id)!;
  const taskList = tasks.data ?? [];
  const testList = tests.data ?? [];
  return (
    <>
      {lesson.videos.length > 0 && (
        <LessonSection {...section('videos')}>
          <LessonVideos videos={lesson.videos} />
        </LessonSection>
      )}
      {lesson.presentations.length > 0 && (
        <LessonSection {...section('presentations')}>
          <LessonPresentations presentations={lesson.presentations} />
        </LessonSection>
      )}
      {lesson.links.length > 0 && (
        <LessonSection {...section('links')}>
          <LessonLinks links={lesson.links} />
        </LessonSection>
      )}
      {tasks.error ? (
        <LessonSection {...section('tasks')} count={undefined}>
          <QueryState error={tasks.error} notFound={translate('learning.loadFailed')} onRetry={() => void tasks.refetch()} />
        </LessonSection>
      ) : (
        taskList.length > 0 && (
          <LessonSection {...section('tasks')}>
            <LessonTasks courseId={courseId} tasks={taskList} timeZone={timeZone} />
          </LessonSection>
        )
      )}
      {tests.error ? (
        <LessonSection {...section('tests')} count={undefined}>
          <QueryState error={tests.error} notFound={translate('learning.loadFailed')} onRetry={() => void tests.refetch()} />
        </LessonSection>
      ) : (
        testList.length > 0 && (
          <LessonSection {...section('tests')}>
            <LessonQuizzes courseId={courseId} lessonId={lesson.id} tests={testList} />
          </LessonSection>
        )
      )}
    </>
  );
}
