import { useState } from 'react';
import Box from '@mui/material/Box';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { useTranslate, type Identifier, useDataProvider } from 'react-admin';
import type { TaskDto } from '../../../api/tasks';
import { InlineSpinner, QueryState } from '../../shared/QueryState';
import { taskKeys } from '../../shared/tasks/taskKeys';
import { useSchoolTimeZone } from '../../shared/useSchoolTimeZone';
import { useServerSave } from '../../shared/useServerSave';
import type { LessonTabPanelProps } from '../lessonTabTypes';
import { MaterialSection } from '../materials/MaterialSection';
import { TaskEditorDialog } from './TaskEditorDialog';
import { TaskReview } from './TaskReview';
import { TaskRow } from './TaskRow';
import type { LmsDataProvider } from '../../../dataProvider/dataProvider';

/** Where the panel is, in the address beside ?tab=tasks, so a reload or a shared link opens the same. */
export const TASK_PARAM = 'task';
export const REVIEW_TAB_PARAM = 'answers';

/**
 * The Tasks tab of a lesson (GET /lessons/{lessonId}/tasks): each task with its deadline in the
 * school's timezone, maximum points and how many answers wait in each review tab (counted by the
 * list call itself, for the whole lesson); create, edit and delete (confirmed). A task's review
 * opens in the panel (?task=…).
 */
export function TasksPanel({ lesson }: LessonTabPanelProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<LmsDataProvider>();
  const zone = useSchoolTimeZone();
  const { save } = useServerSave();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const [editor, setEditor] = useState<{ open: boolean; taskId: Identifier | null }>({ open: false, taskId: null });

  const query = useQuery({
    queryKey: taskKeys.list(lesson.id),
    queryFn: ({ signal }) => dataProvider.listTasks(lesson.id, signal),
    retry: false,
  });

  const openTask = searchParams.get(TASK_PARAM);
  const go = (taskId: Identifier | null) =>
    setSearchParams((params) => {
      const next = new URLSearchParams(params);
      next.delete(REVIEW_TAB_PARAM);
      if (taskId === null) next.delete(TASK_PARAM);
      else next.set(TASK_PARAM, String(taskId));
      return next;
    });

  const editorDialog = (
    <TaskEditorDialog
      open={editor.open}
      lessonId={lesson.id}
      taskId={editor.taskId}
      onClose={() => setEditor((e) => ({ ...e, open: false }))}
    />
  );

  if (openTask) {
    return (
      <>
        <TaskReview taskId={openTask} onBack={() => go(null)} onEdit={() => setEditor({ open: true, taskId: openTask })} />
        {editorDialog}
      </>
    );
  }

  const tasks = query.data ?? [];
  return (
    <>
      <MaterialSection
        title={translate('learning.tabs.tasks')}
        addLabel={translate('tasks.list.add')}
        onAdd={() => setEditor({ open: true, taskId: null })}
        empty={translate('tasks.list.empty')}
        count={query.isPending || query.error ? 1 : tasks.length}
      >
        {query.error ? (
          <QueryState error={query.error} notFound={translate('learning.lesson.notFound')} onRetry={() => void query.refetch()} />
        ) : query.isPending ? (
          <InlineSpinner />
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
            {tasks.map((task) => (
              <TaskRow
                key={task.taskId}
                task={task}
                timeZone={zone}
                onOpen={() => go(task.taskId)}
                onEdit={() => setEditor({ open: true, taskId: task.taskId })}
                onDelete={() =>
                  save(async () => {
                    const answer = await dataProvider.deleteTask(task.taskId);
                    // Gone at once from the list, and its review tabs from the cache.
                    queryClient.setQueryData<TaskDto[]>(taskKeys.list(lesson.id), (old) => old?.filter((t) => t.taskId !== task.taskId));
                    queryClient.removeQueries({ queryKey: taskKeys.answers(task.taskId), exact: true });
                    return answer;
                  })
                }
              />
            ))}
          </Box>
        )}
      </MaterialSection>
      {editorDialog}
    </>
  );
}
