import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm, type Resolver } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useDataProvider, type Identifier } from 'react-admin';
import type { TaskDto } from '../../../api/tasks';
import type { LmsDataProvider } from '../../../dataProvider/dataProvider';
import { taskKeys } from '../../shared/tasks/taskKeys';
import { useSchoolTimeZone } from '../../shared/useSchoolTimeZone';
import { useTaskSubmit } from './useTaskSubmit';
import { taskSchema, valuesOfTask, type TaskFormContext, type TaskFormValues } from './taskSchema';

export interface TaskEditorOptions {
  open: boolean;
  lessonId: Identifier;
  /** The task to edit; none to create one in the lesson. */
  taskId?: Identifier | null;
  onClose: () => void;
  onSaved?: (task: TaskDto) => void;
}

const validate = yupResolver(taskSchema) as unknown as Resolver<TaskFormValues, TaskFormContext>;

/**
 * The task editor's state: the task as the server has it, the form (fresh each time the
 * dialog opens), the edit/preview switch, uploads under way and the submit.
 */
export function useTaskEditor({ open, lessonId, taskId, onClose, onSaved }: TaskEditorOptions) {
  const dataProvider = useDataProvider<LmsDataProvider>();
  const zone = useSchoolTimeZone();
  const prefix = `task-editor${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const editing = taskId !== undefined && taskId !== null;
  const [view, setView] = useState<'edit' | 'preview'>('edit');
  /** The form as it was when the preview opened (nothing changes while it shows). */
  const [previewOf, setPreviewOf] = useState<TaskFormValues | null>(null);
  const [uploads, setUploads] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const [loadedFor, setLoadedFor] = useState<string | null>(null);

  const query = useQuery({
    queryKey: taskKeys.task(taskId ?? 'new'),
    queryFn: ({ signal }) => dataProvider.getTask(taskId as Identifier, signal),
    enabled: open && editing,
    retry: false,
    refetchOnWindowFocus: false,
  });

  // The schema's context: the zone and the deadline the task has, which may stay though it has passed (src/api/pastDates.ts).
  const keptDeadline = editing && query.data ? valuesOfTask(query.data, zone).deadline : null;
  const resolver = useMemo<Resolver<TaskFormValues>>(() => {
    const context: TaskFormContext = { timeZone: zone, keptDeadline };
    return (values, _context, options) => validate(values, context, options);
  }, [zone, keptDeadline]);
  const form = useForm<TaskFormValues>({ resolver, defaultValues: valuesOfTask(null, zone), mode: 'onSubmit', reValidateMode: 'onChange' });
  const { reset, getValues } = form;

  // A fresh form each time the dialog opens, from the task as the server has it now.
  const formKey = open ? (editing ? `task-${taskId}` : 'new') : null;
  const ready = !editing || (query.data !== undefined && !query.isFetching);
  useEffect(() => {
    if (!open) {
      setLoadedFor(null);
      return;
    }
    if (loadedFor === formKey || !ready) return;
    reset(valuesOfTask(editing ? query.data : null, zone));
    setView('edit');
    setFailure(null);
    setUploads(0);
    setLoadedFor(formKey);
  }, [open, formKey, loadedFor, ready, editing, query.data, zone, reset]);

  const onUploadingChange = useCallback((count: number) => setUploads(count), []);
  const showForm = useCallback(() => setView('edit'), []);
  const { submit, busy } = useTaskSubmit({
    form,
    zone,
    prefix,
    lessonId,
    taskId: editing ? (taskId as Identifier) : null,
    onSaved,
    onClose,
    showForm,
    setFailure,
  });

  const switchView = (next: 'edit' | 'preview') => {
    if (next === 'preview') setPreviewOf(getValues());
    setView(next);
  };
  const loading = editing && (!query.data || loadedFor !== formKey);

  return {
    zone,
    prefix,
    editing,
    view,
    switchView,
    previewOf,
    uploads,
    failure,
    setFailure,
    query,
    form,
    onUploadingChange,
    submit,
    busy,
    loading,
  };
}
