import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useDataProvider, type Identifier } from 'react-admin';
import { STUDENT_DEADLINES_PATH, type StudentDeadlineDto } from '../../api/deadlines';
import type { AnswerInput, TaskAnswerDto } from '../../api/tasks';
import type { AttemptStatus, TestResultPoints, TestSummaryDto } from '../../api/tests';
import type { FileUploadResponse, ListResponse, SavedResponse } from '../../api/types';
import { API_URL, httpClient } from '../../dataProvider';
import type { LmsDataProvider } from '../../dataProvider/dataProvider';
import type { UploadProgress } from '../../dataProvider/httpClient';

/** What the upload call sorts by: the server takes images (PNG, JPEG, WebP, GIF) and PDFs only. */
export type AnswerUploadKind = 'image' | 'pdf';

/** A row of GET /lessons/{lessonId}/tests as a student reads it: the test and their attempt's state. */
export interface StudentTestRow extends TestSummaryDto {
  attemptStatus: AttemptStatus;
  /** The result once the attempt is finished, else null. */
  points: TestResultPoints | null;
  passed: boolean | null;
}

/**
 * The student's own calls (SPEC §7 Tasks and Tests, the student's side) over the app's
 * dataProvider, so failures arrive as HttpErrors carrying the server's message in the
 * user's language and its body (with `field` for a 400). Lessons, materials and tasks are
 * read with the shared learningApi and tasksApi.
 */
export interface StudentApi {
  /** GET /lessons/tasks/students/answers/{answerId}: the student's own answer in full. */
  getAnswer(answerId: Identifier, signal?: AbortSignal): Promise<TaskAnswerDto>;
  /** POST /lessons/tasks/students/answers/{taskId}: the first answer to a task. */
  sendAnswer(taskId: Identifier, input: AnswerInput): Promise<SavedResponse<TaskAnswerDto>>;
  /** PUT /lessons/tasks/students/answers/{answerId}: change it while it waits, or send it again after a REJECT. */
  updateAnswer(answerId: Identifier, input: AnswerInput): Promise<SavedResponse<TaskAnswerDto>>;
  /** POST /static/upload?kind=… with the upload's progress; the server sniffs the bytes. */
  upload(
    file: File,
    kind: AnswerUploadKind,
    onProgress?: (progress: UploadProgress) => void,
    signal?: AbortSignal,
  ): Promise<FileUploadResponse>;
  /** GET /lessons/{lessonId}/tests: the lesson's tests with the student's attempt at each. */
  listTests(lessonId: Identifier, signal?: AbortSignal): Promise<StudentTestRow[]>;
  /** GET /student/deadlines: the tasks still to answer, soonest deadline first. */
  listDeadlines(size: number, signal?: AbortSignal): Promise<ListResponse<StudentDeadlineDto>>;
}

const seg = (id: Identifier) => encodeURIComponent(String(id));

function fileForm(file: File): FormData {
  const form = new FormData();
  form.append('file', file, file.name || 'answer');
  return form;
}

export function createStudentApi(dataProvider: Pick<LmsDataProvider, 'send'>): StudentApi {
  const { send } = dataProvider;
  const answer = (id: Identifier) => `lessons/tasks/students/answers/${seg(id)}`;
  return {
    getAnswer: (answerId, signal) => send(answer(answerId), { signal }),
    sendAnswer: (taskId, input) => send(answer(taskId), { method: 'POST', json: input }),
    updateAnswer: (answerId, input) => send(answer(answerId), { method: 'PUT', json: input }),
    upload(file, kind, onProgress, signal) {
      if (httpClient.upload)
        return httpClient.upload<FileUploadResponse>(`${API_URL}/static/upload?kind=${kind}`, fileForm(file), { onProgress, signal });
      return send('static/upload', { method: 'POST', body: fileForm(file), searchParams: { kind }, signal });
    },
    async listTests(lessonId, signal) {
      const body = await send<ListResponse<StudentTestRow>>(`lessons/${seg(lessonId)}/tests`, { signal });
      return body?.objects ?? [];
    },
    listDeadlines: (size, signal) => send(STUDENT_DEADLINES_PATH, { searchParams: { page: 1, size }, signal }),
  };
}

const StudentApiContext = createContext<Partial<StudentApi> | null>(null);

/** Replaces some calls for the pages inside, e.g. a story holding an upload half-way. */
export function StudentApiOverride({ value, children }: { value: Partial<StudentApi>; children: ReactNode }) {
  return <StudentApiContext.Provider value={value}>{children}</StudentApiContext.Provider>;
}

/** The student's calls over the dataProvider of the surrounding <Admin>. */
export function useStudentApi(): StudentApi {
  const dataProvider = useDataProvider<LmsDataProvider>();
  const override = useContext(StudentApiContext);
  return useMemo(() => ({ ...createStudentApi(dataProvider), ...override }), [dataProvider, override]);
}

/** react-query keys of the student's pages; react-admin's refresh reloads them with the rest. */
export const studentKeys = {
  answer: (answerId: Identifier) => ['student', 'answer', String(answerId)] as const,
  tests: (lessonId: Identifier) => ['student', 'tests', String(lessonId)] as const,
  deadlines: (size: number) => ['student', 'deadlines', size] as const,
};
