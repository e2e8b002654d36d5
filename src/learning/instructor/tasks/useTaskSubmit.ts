import { useTranslate, useDataProvider, type Identifier } from 'react-admin';
import type { UseFormReturn } from 'react-hook-form';
import type { TaskDto } from '../../../api/tasks';
import type { ErrorResponse } from '../../../api/types';
import type { LmsDataProvider } from '../../../dataProvider/dataProvider';
import { useServerSave } from '../../shared/useServerSave';
import { firstInvalidFieldId, focusField, serverFieldId } from './taskEditorFocus';
import { formFieldOf, inputOfValues, type TaskFormValues } from './taskSchema';

export interface TaskSubmitOptions {
  form: UseFormReturn<TaskFormValues>;
  zone: string;
  prefix: string;
  lessonId: Identifier;
  /** The task to update; none to create one in the lesson. */
  taskId: Identifier | null;
  onSaved?: (task: TaskDto) => void;
  onClose: () => void;
  /** Back to the form, so the problem shows. */
  showForm: () => void;
  setFailure: (message: string | null) => void;
}

/**
 * Saves the task editor's form: creates or updates, then closes. A problem lands under the
 * field it concerns (the server's 400 on the field or block it names) with the focus there;
 * one naming no field shows above the form.
 */
export function useTaskSubmit({ form, zone, prefix, lessonId, taskId, onSaved, onClose, showForm, setFailure }: TaskSubmitOptions) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<LmsDataProvider>();
  const { save, busy } = useServerSave();
  const { handleSubmit, getValues, setError } = form;

  const submit = handleSubmit(
    async (values) => {
      setFailure(null);
      const input = inputOfValues(values, zone);
      let error: unknown;
      const answer = await save(async () => {
        try {
          return taskId !== null ? await dataProvider.updateTask(taskId, input) : await dataProvider.createTask(lessonId, input);
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
      showForm();
      if (field) {
        setError(field as keyof TaskFormValues, { type: 'server', message });
        focusField(serverFieldId(prefix, field));
      } else {
        setFailure(message);
      }
    },
    (found) => {
      showForm();
      const id = firstInvalidFieldId(prefix, found);
      if (id) focusField(id);
    },
  );
  return { submit, busy };
}
