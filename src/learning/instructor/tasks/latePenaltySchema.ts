import * as yup from 'yup';
import { LATE_PENALTY_NONE, PERCENT_MAX } from '../../../api/latePenalty';
import type { TaskDto, TaskInput } from '../../../api/tasks';

/* The task editor's late-penalty fields (src/api/latePenalty.ts): percent lost per day late, and the share always kept. */

export interface LatePenaltyValues {
  /** Whole percents; '' while a field is empty. */
  latePenaltyPerDay: number | '';
  latePenaltyFloor: number | '';
}

export function latePenaltyValuesOf(task: TaskDto | null | undefined): LatePenaltyValues {
  return {
    latePenaltyPerDay: task?.latePenaltyPerDay ?? LATE_PENALTY_NONE.perDay,
    latePenaltyFloor: task?.latePenaltyFloor ?? LATE_PENALTY_NONE.floor,
  };
}

export function latePenaltyInputOf(values: LatePenaltyValues): Pick<TaskInput, 'latePenaltyPerDay' | 'latePenaltyFloor'> {
  return { latePenaltyPerDay: Number(values.latePenaltyPerDay), latePenaltyFloor: Number(values.latePenaltyFloor) };
}

const percent = () =>
  yup
    .number()
    .transform((value: unknown, original: unknown) => (original === '' || original === null || original === undefined ? undefined : value))
    .typeError('tasks.lateness.percentRange')
    .required('tasks.lateness.percentRange')
    .integer('tasks.lateness.percentRange')
    .min(0, 'tasks.lateness.percentRange')
    .max(PERCENT_MAX, 'tasks.lateness.percentRange');

export const latePenaltyFields = { latePenaltyPerDay: percent(), latePenaltyFloor: percent() };

/** The form's names of the server's fields. */
export const LATE_PENALTY_FIELDS = ['latePenaltyPerDay', 'latePenaltyFloor'];
