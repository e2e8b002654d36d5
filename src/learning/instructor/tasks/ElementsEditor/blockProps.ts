import type { Control, FieldErrors, UseFormRegister, UseFormSetValue } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { fieldMessage } from '../../../shared/fieldMessage';
import type { TaskFormValues } from '../taskSchema';

/** The id of a block's first field, for focus after adding it or on an error. */
export const elementFieldId = (prefix: string, index: number, field: string) => `${prefix}-el-${index}-${field}`;

export interface BlockProps {
  index: number;
  prefix: string;
  control: Control<TaskFormValues>;
  register: UseFormRegister<TaskFormValues>;
  setValue: UseFormSetValue<TaskFormValues>;
  errors: FieldErrors<TaskFormValues>;
  onBusyChange: (key: string, busy: boolean) => void;
  blockKey: string;
  validateOnChange: boolean;
  /** Just added: its first field takes the focus. */
  autoFocus: boolean;
}

/** The translated error of a field of block `index`, or an empty text. */
export function useElementErrors(errors: FieldErrors<TaskFormValues>, index: number) {
  const translate = useTranslate();
  const own = errors.taskElements?.[index] as Record<string, { message?: string } | undefined> | undefined;
  return (field: string) => fieldMessage(translate, own?.[field]?.message);
}
