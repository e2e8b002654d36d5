import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Control, FieldErrors, UseFormRegister, UseFormSetValue } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { TASK_ELEMENT_TYPES, TASK_ELEMENTS_MAX } from '../../../api/tasks';
import { fieldMessage } from '../../shared/fieldMessage';
import { ElementCard } from './ElementsEditor/ElementCard';
import { ELEMENT_ICONS } from './ElementsEditor/elementIcons';
import { useElementsEditor } from './ElementsEditor/useElementsEditor';
import type { TaskFormValues } from './taskSchema';

/*
 * The pieces of this editor are in the folder ElementsEditor/: one file per kind of block, the
 * card around a block, and the hook that keeps the list.
 */

export interface ElementsEditorProps {
  prefix: string;
  control: Control<TaskFormValues>;
  register: UseFormRegister<TaskFormValues>;
  setValue: UseFormSetValue<TaskFormValues>;
  errors: FieldErrors<TaskFormValues>;
  /** Whether the form has been submitted once: fields then check as they change. */
  validateOnChange: boolean;
  /** How many uploads are on their way. */
  onUploadingChange: (count: number) => void;
}

/**
 * The task's content as an ordered list of blocks: text (rich), image, file, link and code.
 * Each block can be moved up or down and removed; new blocks go at the end.
 */
export function ElementsEditor({ prefix, control, register, setValue, errors, validateOnChange, onUploadingChange }: ElementsEditorProps) {
  const translate = useTranslate();
  const { fields, remove, move, added, onBusyChange, add } = useElementsEditor(control, prefix, onUploadingChange);

  const rootError =
    (errors.taskElements as { root?: { message?: string }; message?: string } | undefined)?.root?.message ??
    (errors.taskElements as { message?: string } | undefined)?.message;
  const full = fields.length >= TASK_ELEMENTS_MAX;

  return (
    <Box component="section" aria-labelledby={`${prefix}-elements-title`} sx={{ display: 'grid', gap: 1.5 }}>
      <Box>
        <Typography id={`${prefix}-elements-title`} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {translate('tasks.editor.elements')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('tasks.editor.elementsHelp')}
        </Typography>
      </Box>
      {rootError && (
        <Alert severity="error" role="alert">
          {fieldMessage(translate, rootError)}
        </Alert>
      )}
      {fields.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
          {translate('tasks.editor.noElements')}
        </Typography>
      )}
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }} aria-label={translate('tasks.editor.elements')}>
        {fields.map((field, index) => (
          <ElementCard
            key={field.id}
            type={field.type}
            count={fields.length}
            onMove={move}
            onRemove={() => {
              onBusyChange(field.id, false);
              remove(index);
            }}
            index={index}
            prefix={prefix}
            control={control}
            register={register}
            setValue={setValue}
            errors={errors}
            onBusyChange={onBusyChange}
            blockKey={field.id}
            validateOnChange={validateOnChange}
            autoFocus={added === index}
          />
        ))}
      </Box>
      <Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 0.75 }} id={`${prefix}-add-title`}>
          {full ? translate('tasks.validation.tooManyElements', { max: TASK_ELEMENTS_MAX }) : translate('tasks.editor.addBlock')}
        </Typography>
        <Box role="group" aria-labelledby={`${prefix}-add-title`} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {TASK_ELEMENT_TYPES.map((type) => (
            <Button key={type} size="small" variant="outlined" startIcon={ELEMENT_ICONS[type]} disabled={full} onClick={() => add(type)}>
              {translate(`tasks.elements.${type}`)}
            </Button>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
