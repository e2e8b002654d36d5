import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { TASK_MARK_MAX } from '../../../api/tasks';
import { describeTimeZone } from '../../../api/schoolTime';
import { WallTimePicker } from '../../../shell/datePickers/WallTimePicker';
import { UNREADABLE } from '../../../shell/datePickers/pickerValues';
import { fieldMessage } from '../../shared/fieldMessage';
import { AnswerRulesFields } from './AnswerRulesFields';
import { ElementsEditor } from './ElementsEditor';
import type { TaskFormValues } from './taskSchema';

export interface TaskFieldsProps {
  form: UseFormReturn<TaskFormValues>;
  /** Starts every input's id, so a problem can move the focus there. */
  prefix: string;
  zone: string;
  onUploadingChange: (count: number) => void;
}

/** The task editor's inputs: name, deadline, maximum points, description, the answer's files and the content blocks. */
export function TaskFields({ form, prefix, zone, onUploadingChange }: TaskFieldsProps) {
  const translate = useTranslate();
  const {
    register,
    control,
    setValue,
    trigger,
    clearErrors,
    formState: { errors, isSubmitted },
  } = form;
  const problem = (name: 'taskName' | 'deadline' | 'mark' | 'description') => fieldMessage(translate, errors[name]?.message);

  return (
    <>
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
        <Controller
          control={control}
          name="deadline"
          render={({ field }) => (
            <WallTimePicker
              value={field.value}
              onChange={(wallTime) => {
                field.onChange(wallTime);
                // A whole moment is judged as it is picked, so a past one is named before the save; half of one at the save.
                if (wallTime === UNREADABLE) clearErrors('deadline');
                else if (wallTime) void trigger('deadline');
              }}
              onBlur={field.onBlur}
              inputRef={field.ref}
              name={field.name}
              id={`${prefix}-deadline`}
              label={translate('tasks.fields.deadline')}
              required
              error={Boolean(errors.deadline)}
              helperText={problem('deadline') || translate('tasks.editor.deadlineHelper', { zone: describeTimeZone(zone) })}
            />
          )}
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
      <AnswerRulesFields form={form} prefix={prefix} />
      <ElementsEditor
        prefix={prefix}
        control={control}
        register={register}
        setValue={setValue}
        errors={errors}
        validateOnChange={isSubmitted}
        onUploadingChange={onUploadingChange}
      />
    </>
  );
}
