import type { TaskDto, TaskInput } from '../../../api/tasks';
import {
  ANSWER_FILE_FIELDS,
  answerFilesFields,
  answerFilesInputOf,
  answerFilesValuesOf,
  type AnswerFilesValues,
} from './answerFilesSchema';
import {
  LATE_PENALTY_FIELDS,
  latePenaltyFields,
  latePenaltyInputOf,
  latePenaltyValuesOf,
  type LatePenaltyValues,
} from './latePenaltySchema';

/* What a task holds its answers to, as the editor's fields: the files they take (answerFilesSchema.ts) and lateness (latePenaltySchema.ts). */

export type AnswerRulesValues = AnswerFilesValues & LatePenaltyValues;

export const answerRulesValuesOf = (task: TaskDto | null | undefined): AnswerRulesValues => ({
  ...answerFilesValuesOf(task),
  ...latePenaltyValuesOf(task),
});

export const answerRulesInputOf = (values: AnswerRulesValues): Partial<TaskInput> => ({
  ...answerFilesInputOf(values),
  ...latePenaltyInputOf(values),
});

export const answerRulesFields = { ...answerFilesFields, ...latePenaltyFields };

/** The form's names of the server's fields. */
export const ANSWER_RULE_FIELDS = [...ANSWER_FILE_FIELDS, ...LATE_PENALTY_FIELDS];
