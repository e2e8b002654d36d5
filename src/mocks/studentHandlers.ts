import type { RequestHandler } from 'msw';
import { deadlineHandlers } from './student/deadlineHandlers';
import { studentCourseHandlers } from './student/studentCourseHandlers';
import { studentQuizListHandlers } from './student/studentQuizListHandlers';
import { studentTaskHandlers } from './student/studentTaskHandlers';
import { studentUploadHandlers } from './student/studentUploadHandlers';

/**
 * msw handlers of the student's side of the learning API over the mock school: GET /courses
 * (the courses of the student's group, except blocked ones), a course (403 when blocked), its
 * shown lessons, a lesson with its materials, tasks with the student's own answer, answering
 * (POST, PUT, GET …/students/answers), the lesson's tests with the attempt, the upload, and
 * GET /student/deadlines. Every STUDENT token is the demo student (student@demo.test); calls of
 * other roles fall through to the other handler files, so this list goes first.
 */
export const studentHandlers: RequestHandler[] = [
  ...studentCourseHandlers,
  ...studentTaskHandlers,
  ...studentQuizListHandlers,
  ...deadlineHandlers,
  ...studentUploadHandlers,
];
