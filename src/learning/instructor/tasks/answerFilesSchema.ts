import * as yup from 'yup';
import {
  ANSWER_FILE_KINDS,
  ANSWER_MAX_MB_LIMIT,
  DEFAULT_ANSWER_FILE_KINDS,
  DEFAULT_ANSWER_MAX_MB,
  type AnswerFileKind,
} from '../../../api/answerFiles';
import type { TaskDto, TaskInput } from '../../../api/tasks';
import { withArgs } from '../../../resources/shared/validation';

/* The task editor's answer-file fields (src/api/answerFiles.ts): which kinds an answer takes and the size limit. */

export interface AnswerFilesValues {
  answerFileKinds: AnswerFileKind[];
  /** Whole MB; '' while the field is empty. */
  answerMaxMb: number | '';
}

export function answerFilesValuesOf(task: TaskDto | null | undefined): AnswerFilesValues {
  return {
    answerFileKinds: task?.answerFileKinds ?? DEFAULT_ANSWER_FILE_KINDS,
    answerMaxMb: task?.answerMaxMb ?? DEFAULT_ANSWER_MAX_MB,
  };
}

export function answerFilesInputOf(values: AnswerFilesValues): Pick<TaskInput, 'answerFileKinds' | 'answerMaxMb'> {
  return { answerFileKinds: ANSWER_FILE_KINDS.filter((k) => values.answerFileKinds.includes(k)), answerMaxMb: Number(values.answerMaxMb) };
}

const range = withArgs('tasks.validation.answerMaxMbRange', { max: ANSWER_MAX_MB_LIMIT });

export const answerFilesFields = {
  answerFileKinds: yup
    .array(yup.string<AnswerFileKind>().oneOf(ANSWER_FILE_KINDS).required())
    .default([])
    .min(1, 'tasks.validation.answerKindsRequired'),
  answerMaxMb: yup
    .number()
    .transform((value: unknown, original: unknown) => (original === '' || original === null || original === undefined ? undefined : value))
    .typeError(range)
    .required(range)
    .integer(range)
    .min(1, range)
    .max(ANSWER_MAX_MB_LIMIT, range),
};

/** The form's names of the server's fields. */
export const ANSWER_FILE_FIELDS = ['answerFileKinds', 'answerMaxMb'];
