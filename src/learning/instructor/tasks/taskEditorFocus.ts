import type { FieldErrors } from 'react-hook-form';
import { elementFieldId } from './ElementsEditor/blockProps';
import type { TaskFormValues } from './taskSchema';

/** Moves focus to the field, once the form has drawn (it may just have left the preview). */
export function focusField(id: string) {
  requestAnimationFrame(() => {
    const element = document.getElementById(id);
    element?.focus();
    element?.scrollIntoView?.({ block: 'center' });
  });
}

/** The id of the input the server's 400 names: a block's field, or one of the task's own. */
export function serverFieldId(prefix: string, field: string): string {
  const match = /^taskElements\.(\d+)\.(\w+)$/.exec(field);
  return match ? elementFieldId(prefix, Number(match[1]), match[2]) : `${prefix}-${field.replace('.root', '')}`;
}

/** The id of the first field with a problem, in the form's order (the task's fields, then the blocks). */
export function firstInvalidFieldId(prefix: string, found: FieldErrors<TaskFormValues>): string | null {
  const order: Array<keyof TaskFormValues> = ['taskName', 'deadline', 'mark', 'description'];
  const first = order.find((name) => found[name]);
  if (first) return `${prefix}-${first}`;
  const blocks = (found.taskElements ?? []) as unknown as Array<Record<string, unknown> | undefined>;
  const index = Array.isArray(blocks) ? blocks.findIndex(Boolean) : -1;
  if (index < 0) return null;
  const fieldName = Object.keys(blocks[index] ?? {})[0] ?? 'html';
  return elementFieldId(prefix, index, fieldName);
}
