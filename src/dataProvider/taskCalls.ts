import type { Identifier } from 'ra-core';
import type { ExtensionInput, RemindInput, RemindResponse } from '../api/latePenalty';
import type { ReviewInput, ReviewUpdateInput, TaskAnswerDto, TaskAnswersResponse, TaskDto, TaskInput } from '../api/tasks';
import type { FileUploadResponse, MessageResponse, SavedResponse } from '../api/types';
import type { Download } from './download';
import { fileForm, readAllPages, segment as seg, sendVia } from './callHelpers';
import type { HttpClient } from './httpClient';

/** What the task uploads sort by: the server takes images (PNG, JPEG, WebP, GIF) and PDFs only. */
export type TaskUploadKind = 'image' | 'pdf';

/** The instructor's calls on tasks (src/api/tasks.ts); students read tasks with them too. */
export interface TaskCalls {
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
  listTaskAnswers(taskId: Identifier, signal?: AbortSignal): Promise<TaskAnswersResponse>;
  /** GET /lessons/tasks/{taskId}/answers/zip: every answer as one zip, a folder per student. */
  downloadTaskAnswers(taskId: Identifier): Promise<Download>;
  /** GET /lessons/tasks/answers/{answerId}: one answer in full. */
  getTaskAnswer(answerId: Identifier, signal?: AbortSignal): Promise<TaskAnswerDto>;
  /** POST /lessons/tasks/answers/{answerId}: APPROVE with points, or REJECT with a comment. */
  reviewTaskAnswer(answerId: Identifier, input: ReviewInput): Promise<SavedResponse<TaskAnswerDto>>;
  /** PUT /lessons/tasks/answers/{answerId}: new points (and comment) of an accepted answer. */
  regradeTaskAnswer(answerId: Identifier, input: ReviewUpdateInput): Promise<SavedResponse<TaskAnswerDto>>;
  /** PUT /lessons/tasks/{taskId}/extensions/{studentId}: the student's own, later deadline. */
  extendDeadline(taskId: Identifier, studentId: Identifier, input: ExtensionInput): Promise<MessageResponse>;
  /** DELETE /lessons/tasks/{taskId}/extensions/{studentId}: the task's deadline holds for them again. */
  revokeExtension(taskId: Identifier, studentId: Identifier): Promise<MessageResponse>;
  /** POST /lessons/tasks/{taskId}/remind: who has not answered (all, or those named). */
  remindStudents(taskId: Identifier, input: RemindInput): Promise<RemindResponse>;
  /** POST /static/upload?kind=…, multipart field `file`; the server sniffs the bytes. */
  uploadTaskFile(file: File, kind: TaskUploadKind, signal?: AbortSignal): Promise<FileUploadResponse>;
}

export function createTaskCalls(url: (path: string) => string, httpClient: HttpClient): TaskCalls {
  const send = sendVia(url, httpClient);
  const task = (taskId: Identifier) => `lessons/tasks/${seg(taskId)}`;
  const answer = (answerId: Identifier) => `lessons/tasks/answers/${seg(answerId)}`;
  return {
    listTasks: (lessonId, signal) => readAllPages<TaskDto>(send, `lessons/${seg(lessonId)}/tasks`, signal),
    getTask: (taskId, signal) => send(task(taskId), { signal }),
    createTask: (lessonId, input) => send(`lessons/${seg(lessonId)}/tasks`, { method: 'POST', json: input }),
    updateTask: (taskId, input) => send(task(taskId), { method: 'PUT', json: input }),
    deleteTask: (taskId) => send(task(taskId), { method: 'DELETE' }),
    listTaskAnswers: (taskId, signal) => send(`${task(taskId)}/answers`, { signal }),
    downloadTaskAnswers: (taskId) => send(`${task(taskId)}/answers/zip`, { download: true }),
    getTaskAnswer: (answerId, signal) => send(answer(answerId), { signal }),
    reviewTaskAnswer: (answerId, input) => send(answer(answerId), { method: 'POST', json: input }),
    regradeTaskAnswer: (answerId, input) => send(answer(answerId), { method: 'PUT', json: input }),
    extendDeadline: (taskId, studentId, input) => send(`${task(taskId)}/extensions/${seg(studentId)}`, { method: 'PUT', json: input }),
    revokeExtension: (taskId, studentId) => send(`${task(taskId)}/extensions/${seg(studentId)}`, { method: 'DELETE' }),
    remindStudents: (taskId, input) => send(`${task(taskId)}/remind`, { method: 'POST', json: input }),
    uploadTaskFile: (file, kind, signal) =>
      send('static/upload', { method: 'POST', body: fileForm(file, 'upload'), searchParams: { kind }, signal }),
  };
}
