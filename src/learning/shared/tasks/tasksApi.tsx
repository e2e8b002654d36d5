import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useDataProvider, type Identifier } from 'react-admin';
import { LIST_MAX_SIZE } from '../../../api/constants';
import type { ReviewInput, ReviewUpdateInput, TaskAnswerDto, TaskAnswersResponse, TaskDto, TaskInput } from '../../../api/tasks';
import type { FileUploadResponse, ListResponse, MessageResponse, SavedResponse } from '../../../api/types';
import type { LmsDataProvider } from '../../../dataProvider/dataProvider';

/** What the upload call sorts by: the server takes images (PNG, JPEG, WebP, GIF) and PDFs only. */
export type TaskUploadKind = 'image' | 'pdf';

/**
 * The calls of SPEC §7 Tasks (src/api/tasks.ts) over the app's dataProvider, so answers and
 * failures go through its HTTP client: errors arrive as HttpErrors carrying the server's
 * message in the user's language and its body (with `field` for a 400).
 */
export interface TasksApi {
  /** GET /lessons/{lessonId}/tasks: every task of the lesson, oldest first. */
  listTasks(lessonId: Identifier, signal?: AbortSignal): Promise<TaskDto[]>;
  /** GET /lessons/tasks/{taskId}. */
  getTask(taskId: Identifier, signal?: AbortSignal): Promise<TaskDto>;
  createTask(lessonId: Identifier, input: TaskInput): Promise<SavedResponse<TaskDto>>;
  /** PUT /lessons/tasks/{taskId}: fields left out keep their values. */
  updateTask(taskId: Identifier, input: Partial<TaskInput>): Promise<SavedResponse<TaskDto>>;
  /** DELETE /lessons/tasks/{taskId}: the task goes with its answers. */
  deleteTask(taskId: Identifier): Promise<MessageResponse>;
  /** GET /lessons/tasks/{taskId}/answers: the review tabs. */
  listAnswers(taskId: Identifier, signal?: AbortSignal): Promise<TaskAnswersResponse>;
  /** GET /lessons/tasks/answers/{answerId}: one answer in full. */
  getAnswer(answerId: Identifier, signal?: AbortSignal): Promise<TaskAnswerDto>;
  /** POST /lessons/tasks/answers/{answerId}: APPROVE with points, or REJECT with a comment. */
  reviewAnswer(answerId: Identifier, input: ReviewInput): Promise<SavedResponse<TaskAnswerDto>>;
  /** PUT /lessons/tasks/answers/{answerId}: new points (and comment) of an accepted answer. */
  regradeAnswer(answerId: Identifier, input: ReviewUpdateInput): Promise<SavedResponse<TaskAnswerDto>>;
  /** POST /static/upload?kind=…, multipart field `file`; the server sniffs the bytes. */
  upload(file: File, kind: TaskUploadKind, signal?: AbortSignal): Promise<FileUploadResponse>;
}

const seg = (id: Identifier) => encodeURIComponent(String(id));

function fileForm(file: File): FormData {
  const form = new FormData();
  form.append('file', file, file.name || 'upload');
  return form;
}

export function createTasksApi(dataProvider: Pick<LmsDataProvider, 'send'>): TasksApi {
  const { send } = dataProvider;
  const task = (taskId: Identifier) => `lessons/tasks/${seg(taskId)}`;
  const answer = (answerId: Identifier) => `lessons/tasks/answers/${seg(answerId)}`;
  return {
    async listTasks(lessonId, signal) {
      const all: TaskDto[] = [];
      for (let page = 1; ; page++) {
        const body = await send<ListResponse<TaskDto>>(`lessons/${seg(lessonId)}/tasks`, {
          searchParams: { page, size: LIST_MAX_SIZE },
          signal,
        });
        const objects = body?.objects ?? [];
        all.push(...objects);
        if (objects.length < LIST_MAX_SIZE || all.length >= (body?.count ?? 0)) return all;
      }
    },
    getTask: (taskId, signal) => send(task(taskId), { signal }),
    createTask: (lessonId, input) => send(`lessons/${seg(lessonId)}/tasks`, { method: 'POST', json: input }),
    updateTask: (taskId, input) => send(task(taskId), { method: 'PUT', json: input }),
    deleteTask: (taskId) => send(task(taskId), { method: 'DELETE' }),
    listAnswers: (taskId, signal) => send(`${task(taskId)}/answers`, { signal }),
    getAnswer: (answerId, signal) => send(answer(answerId), { signal }),
    reviewAnswer: (answerId, input) => send(answer(answerId), { method: 'POST', json: input }),
    regradeAnswer: (answerId, input) => send(answer(answerId), { method: 'PUT', json: input }),
    upload: (file, kind, signal) => send('static/upload', { method: 'POST', body: fileForm(file), searchParams: { kind }, signal }),
  };
}

const TasksApiContext = createContext<Partial<TasksApi> | null>(null);

/** Replaces some calls for the pages inside, e.g. a story holding an upload half-way. */
export function TasksApiOverride({ value, children }: { value: Partial<TasksApi>; children: ReactNode }) {
  return <TasksApiContext.Provider value={value}>{children}</TasksApiContext.Provider>;
}

/** The task calls over the dataProvider of the surrounding <Admin>. */
export function useTasksApi(): TasksApi {
  const dataProvider = useDataProvider<LmsDataProvider>();
  const override = useContext(TasksApiContext);
  return useMemo(() => ({ ...createTasksApi(dataProvider), ...override }), [dataProvider, override]);
}

/** react-query keys of the task pages; react-admin's refresh reloads them with the rest. */
export const taskKeys = {
  all: ['learning', 'tasks'] as const,
  list: (lessonId: Identifier) => ['learning', 'tasks', 'list', String(lessonId)] as const,
  task: (taskId: Identifier) => ['learning', 'tasks', 'one', String(taskId)] as const,
  answers: (taskId: Identifier) => ['learning', 'tasks', 'answers', String(taskId)] as const,
  answer: (answerId: Identifier) => ['learning', 'tasks', 'answer', String(answerId)] as const,
};
