import { useCallback, useEffect, useRef, useState } from 'react';
import { useFieldArray, type Control } from 'react-hook-form';
import type { TaskElementType } from '../../../../api/tasks';
import { emptyElement, type TaskFormValues } from '../taskSchema';
import { elementFieldId } from './blockProps';
import { FIRST_FIELD } from './elementBlocks';

/**
 * The list of blocks of the task form: adding one (its first field then takes the focus), and
 * the uploads on their way, counted for the form (which waits for them before saving).
 */
export function useElementsEditor(control: Control<TaskFormValues>, prefix: string, onUploadingChange: (count: number) => void) {
  const { fields, append, remove, move } = useFieldArray({ control, name: 'taskElements' });
  const [uploading, setUploading] = useState<Set<string>>(new Set());
  const focusNext = useRef<string | null>(null);
  const [added, setAdded] = useState<number | null>(null);

  const onBusyChange = useCallback((key: string, busy: boolean) => {
    setUploading((current) => {
      if (busy === current.has(key)) return current;
      const next = new Set(current);
      if (busy) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);
  useEffect(() => onUploadingChange(uploading.size), [uploading, onUploadingChange]);

  useEffect(() => {
    const id = focusNext.current;
    if (!id) return;
    focusNext.current = null;
    const element = document.getElementById(id);
    element?.focus();
    element?.scrollIntoView?.({ block: 'nearest' });
  });

  const add = (type: TaskElementType) => {
    // A text block's editor loads on demand and takes the focus itself.
    focusNext.current = type === 'text' ? null : elementFieldId(prefix, fields.length, FIRST_FIELD[type]);
    setAdded(fields.length);
    append(emptyElement(type), { shouldFocus: false });
  };

  return { fields, remove, move, added, onBusyChange, add };
}
