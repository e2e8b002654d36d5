import { useCallback, useEffect, useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useForm, type Resolver } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslate, type Identifier, useDataProvider } from 'react-admin';
import { TASK_MARK_MAX, type TaskDto } from '../../../api/tasks';
import type { ErrorResponse } from '../../../api/types';
import { FormDialog } from '../../shared/FormDialog';
import { fieldMessage } from '../../shared/fieldMessage';
import { InlineSpinner, QueryState } from '../../shared/QueryState';
import { describeTimeZone } from '../../../api/schoolTime';
import { taskKeys } from '../../shared/tasks/taskKeys';
import { useSchoolTimeZone } from '../../shared/useSchoolTimeZone';
import { useServerSave } from '../../shared/useServerSave';
import { ElementsEditor } from './ElementsEditor';
import { elementFieldId } from './ElementsEditor/blockProps';
import { TaskPreview } from './TaskPreview';
import { formFieldOf, inputOfValues, taskSchema, valuesOfTask, type TaskFormValues } from './taskSchema';
import type { LmsDataProvider } from '../../../dataProvider/dataProvider';

export interface TaskEditorDialogProps {
  open: boolean;
  lessonId: Identifier;
  /** The task to edit; none to create one in the lesson. */
  taskId?: Identifier | null;
  onClose: () => void;
  onSaved?: (task: TaskDto) => void;
}

const resolver = yupResolver(taskSchema) as unknown as Resolver<TaskFormValues>;

/**
 * The task editor, in a dialog (full screen on phones): name, deadline in the school's
 * timezone, maximum points, description, and the content blocks, with a preview showing the
 * task as students will read it. Problems show under their fields in the user's language; the
 * server's 400 lands on the field (or block) it names.
 */
export function TaskEditorDialog({ open, lessonId, taskId, onClose, onSaved }: TaskEditorDialogProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<LmsDataProvider>();
  const zone = useSchoolTimeZone();
  const { save, busy } = useServerSave();
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

  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    setValue,
    getValues,
    formState: { errors, isSubmitted },
  } = useForm<TaskFormValues>({ resolver, defaultValues: valuesOfTask(null, zone), mode: 'onSubmit', reValidateMode: 'onChange' });

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

  const focus = (id: string) =>
    requestAnimationFrame(() => {
      const element = document.getElementById(id);
      element?.focus();
      element?.scrollIntoView?.({ block: 'center' });
    });

  const submit = handleSubmit(
    async (values) => {
      setFailure(null);
      const input = inputOfValues(values, zone);
      let error: unknown;
      const answer = await save(async () => {
        try {
          return editing ? await dataProvider.updateTask(taskId as Identifier, input) : await dataProvider.createTask(lessonId, input);
        } catch (caught) {
          error = caught;
          throw caught;
        }
      });
      if (answer) {
        onSaved?.(answer);
        onClose();
        return;
      }
      const body = (error as { body?: Partial<ErrorResponse> } | undefined)?.body;
      const message = (error as Error | undefined)?.message || translate('app.errors.generic');
      const field = body?.field ? formFieldOf(body.field, getValues()) : null;
      setView('edit');
      if (field) {
        setError(field as keyof TaskFormValues, { type: 'server', message });
        const match = /^taskElements\.(\d+)\.(\w+)$/.exec(field);
        focus(match ? elementFieldId(prefix, Number(match[1]), match[2]) : `${prefix}-${field.replace('.root', '')}`);
      } else {
        setFailure(message);
      }
    },
    (found) => {
      setView('edit');
      // The first field with a problem, in the form's order.
      const order: Array<keyof TaskFormValues> = ['taskName', 'deadline', 'mark', 'description'];
      const first = order.find((name) => found[name]);
      if (first) {
        focus(`${prefix}-${first}`);
        return;
      }
      const blocks = (found.taskElements ?? []) as unknown as Array<Record<string, unknown> | undefined>;
      const index = Array.isArray(blocks) ? blocks.findIndex(Boolean) : -1;
      if (index >= 0) {
        const fieldName = Object.keys(blocks[index] ?? {})[0] ?? 'html';
        focus(elementFieldId(prefix, index, fieldName));
      }
    },
  );

  const problem = (name: 'taskName' | 'deadline' | 'mark' | 'description') => fieldMessage(translate, errors[name]?.message);
  const title = translate(editing ? 'tasks.editor.editTitle' : 'tasks.editor.createTitle');
  const loading = editing && (!query.data || loadedFor !== formKey);

  return (
    <FormDialog
      open={open}
      title={title}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      busy={busy}
      submitDisabled={loading || uploads > 0}
      submitLabel={uploads > 0 ? translate('tasks.upload.waiting') : undefined}
      maxWidth="md"
    >
      {editing && query.error ? (
        <QueryState error={query.error} notFound={translate('tasks.notFound')} onRetry={() => void query.refetch()} />
      ) : loading ? (
        <InlineSpinner />
      ) : (
        <>
          <Tabs
            value={view}
            onChange={(_, next: 'edit' | 'preview') => {
              if (next === 'preview') setPreviewOf(getValues());
              setView(next);
            }}
            aria-label={translate('tasks.editor.views')}
            sx={{ borderBottom: 1, borderColor: 'divider', mt: -1 }}
          >
            <Tab value="edit" label={translate('tasks.editor.editView')} id={`${prefix}-tab-edit`} aria-controls={`${prefix}-panel-edit`} />
            <Tab
              value="preview"
              label={translate('tasks.editor.previewView')}
              id={`${prefix}-tab-preview`}
              aria-controls={`${prefix}-panel-preview`}
            />
          </Tabs>
          {failure && (
            <Alert severity="error" role="alert" onClose={() => setFailure(null)}>
              {failure}
            </Alert>
          )}
          {view === 'preview' && previewOf && (
            <Box role="tabpanel" id={`${prefix}-panel-preview`} aria-labelledby={`${prefix}-tab-preview`}>
              <TaskPreview values={previewOf} timeZone={zone} />
            </Box>
          )}
          {/* The form stays mounted under the preview, so the rich text editors keep their state. */}
          <Box
            role="tabpanel"
            id={`${prefix}-panel-edit`}
            aria-labelledby={`${prefix}-tab-edit`}
            hidden={view !== 'edit'}
            sx={{ display: view === 'edit' ? 'grid' : 'none', gap: 2 }}
          >
            <TextField
              {...register('taskName')}
              id={`${prefix}-taskName`}
              label={translate('tasks.fields.name')}
              required
              autoFocus
              error={Boolean(errors.taskName)}
              helperText={problem('taskName') || ' '}
              sx={{ mt: 1 }}
            />
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' }, alignItems: 'start' }}>
              <TextField
                {...register('deadline')}
                id={`${prefix}-deadline`}
                label={translate('tasks.fields.deadline')}
                type="datetime-local"
                required
                error={Boolean(errors.deadline)}
                helperText={problem('deadline') || translate('tasks.editor.deadlineHelper', { zone: describeTimeZone(zone) })}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60 } }}
              />
              <TextField
                {...register('mark')}
                id={`${prefix}-mark`}
                label={translate('tasks.fields.mark')}
                type="number"
                required
                error={Boolean(errors.mark)}
                helperText={problem('mark') || translate('tasks.editor.markHelper', { max: TASK_MARK_MAX })}
                slotProps={{ htmlInput: { min: 0, max: TASK_MARK_MAX, step: 1, inputMode: 'numeric' } }}
              />
            </Box>
            <TextField
              {...register('description')}
              id={`${prefix}-description`}
              label={translate('tasks.fields.description')}
              multiline
              minRows={2}
              maxRows={8}
              error={Boolean(errors.description)}
              helperText={problem('description') || translate('tasks.editor.descriptionHelper')}
            />
            <ElementsEditor
              prefix={prefix}
              control={control}
              register={register}
              setValue={setValue}
              errors={errors}
              validateOnChange={isSubmitted}
              onUploadingChange={onUploadingChange}
            />
          </Box>
        </>
      )}
    </FormDialog>
  );
}
