import type { Identifier } from 'ra-core';
import { STUDENT_DEADLINES_PATH, type StudentDeadlineDto } from '../api/deadlines';
import type { StudentRatingDto, StudentsRatingDto } from '../api/ratings';
import type { StudentResultsDto } from '../api/studentResults';
import type { AnswerInput, TaskAnswerDto } from '../api/tasks';
import type { QuizSummaryDto } from '../api/quizAuthoring';
import type { AttemptStatus, QuizResultPoints } from '../api/quizLimits';
import type { CourseDto, FileUploadResponse, ListResponse, SavedResponse } from '../api/types';
import { fileForm, readAllPages, segment as seg, uploadWithProgress, sendVia } from './callHelpers';
import type { HttpClient, UploadProgress } from './httpClient';

/** What an answer's upload is sent as: the server judges it by its task's kinds, or as a PDF or an image. */
/** How an answer's file goes up: kind=answer takes PDFs and images and names both when refusing. */
export type AnswerUploadKind = 'answer';

/** A row of GET /lessons/{lessonId}/tests as a student reads it: the test and their attempt's state. */
export interface StudentQuizRow extends QuizSummaryDto {
  attemptStatus: AttemptStatus;
  /** The result once the attempt is finished, else null. */
  points: QuizResultPoints | null;
  passed: boolean | null;
}

/**
 * The student's own calls (tasks, tests, ratings and results, the student's side). Lessons, materials and
 * tasks are read with the learning and task calls.
 */
export interface StudentCalls {
  /** GET /lessons/tasks/students/answers/{answerId}: the student's own answer in full. */
  getMyTaskAnswer(answerId: Identifier, signal?: AbortSignal): Promise<TaskAnswerDto>;
  /** POST /lessons/tasks/students/answers/{taskId}: the first answer to a task. */
  sendTaskAnswer(taskId: Identifier, input: AnswerInput): Promise<SavedResponse<TaskAnswerDto>>;
  /** PUT /lessons/tasks/students/answers/{answerId}: change it while it waits, or send it again after a REJECT. */
  updateTaskAnswer(answerId: Identifier, input: AnswerInput): Promise<SavedResponse<TaskAnswerDto>>;
  /**
   * POST /static/upload?kind=answer with the upload's progress; the server sniffs the bytes.
   * With `taskId`, what that task takes (src/api/answerFiles.ts); without, PDFs and images.
   */
  uploadAnswerFile(
    file: File,
    kind: AnswerUploadKind,
    onProgress?: (progress: UploadProgress) => void,
    signal?: AbortSignal,
    taskId?: Identifier,
  ): Promise<FileUploadResponse>;
  /** GET /lessons/{lessonId}/tests: the lesson's tests with the student's attempt at each. */
  listLessonQuizzesOfStudent(lessonId: Identifier, signal?: AbortSignal): Promise<StudentQuizRow[]>;
  /** GET /student/deadlines: the tasks still to answer, soonest deadline first. */
  listDeadlines(size: number, signal?: AbortSignal): Promise<ListResponse<StudentDeadlineDto>>;
  /** GET /courses as a student, every page: the courses of my group, except those I am blocked on. */
  listMyCourses(signal?: AbortSignal): Promise<CourseDto[]>;
  /** GET /student/rating/{courseId}: my own row, with the lessons shown so far. */
  getMyRating(courseId: Identifier, signal?: AbortSignal): Promise<StudentRatingDto>;
  /** GET /student/all/ratings/{courseId}: the course's names, places and totals, as students may see them. */
  getCourseRatingsForStudent(courseId: Identifier, signal?: AbortSignal): Promise<StudentsRatingDto>;
  /** GET /student/results/{courseId}: my results on the course (shown lessons, exams, my rating row) in one call. */
  getMyResults(courseId: Identifier, signal?: AbortSignal): Promise<StudentResultsDto>;
}

export function createStudentCalls(url: (path: string) => string, httpClient: HttpClient): StudentCalls {
  const send = sendVia(url, httpClient);
  const answer = (id: Identifier) => `lessons/tasks/students/answers/${seg(id)}`;
  return {
    getMyTaskAnswer: (answerId, signal) => send(answer(answerId), { signal }),
    sendTaskAnswer: (taskId, input) => send(answer(taskId), { method: 'POST', json: input }),
    updateTaskAnswer: (answerId, input) => send(answer(answerId), { method: 'PUT', json: input }),
    uploadAnswerFile: (file, kind, onProgress, signal, taskId) =>
      uploadWithProgress(
        url,
        httpClient,
        fileForm(file, 'answer'),
        taskId === undefined ? { kind } : { kind, taskId: String(taskId) },
        onProgress,
        signal,
      ),
    async listLessonQuizzesOfStudent(lessonId, signal) {
      const body = await send<ListResponse<StudentQuizRow>>(`lessons/${seg(lessonId)}/tests`, { signal });
      return body?.objects ?? [];
    },
    listDeadlines: (size, signal) => send(STUDENT_DEADLINES_PATH, { searchParams: { page: 1, size }, signal }),
    listMyCourses: (signal) => readAllPages<CourseDto>(send, 'courses', signal),
    getMyRating: (courseId, signal) => send(`student/rating/${seg(courseId)}`, { signal }),
    getCourseRatingsForStudent: (courseId, signal) => send(`student/all/ratings/${seg(courseId)}`, { signal }),
    getMyResults: (courseId, signal) => send(`student/results/${seg(courseId)}`, { signal }),
  };
}
