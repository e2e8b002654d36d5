import type { RequestHandler } from 'msw';
import { instructorCourseHandlers, lessonHandlers } from './learning/lessonHandlers';
import { lessonMaterialHandlers } from './learning/materialHandlers';
import { pdfHandlers } from './learning/pdfHandlers';

/**
 * msw handlers of the instructor's learning API (SPEC §7 Lessons, Videos, Links,
 * Presentations, the instructor's GET /courses and the PDF upload) over an in-memory set of
 * lessons and materials on the courses of mockSchool.ts, answering in the server's words and
 * shapes (src/api/learning.ts). Calls these handlers do not serve (an admin's course list, an
 * image upload) fall through to the admin handlers, so this list goes before them.
 */
export const learningHandlers: RequestHandler[] = [
  ...instructorCourseHandlers,
  ...lessonHandlers,
  ...lessonMaterialHandlers,
  ...pdfHandlers,
];
