/*
 * Which writes an archived course refuses (409), in one table, so that no route file needs to
 * know about archiving: server/plugins/archivedCourses.ts looks the route up before its handler
 * runs. A write route of an instructor or a student, or under /api/courses, that is in neither
 * list fails tests/server/courseArchive.test.ts: a new route is decided on here.
 */

/** The kind of row a route's id names, each leading to one course. */
export type CourseRefKind = 'course' | 'lesson' | 'task' | 'test' | 'answer' | 'exam';

/** Where a route names the row its course is found by. */
export interface CourseRefRule {
  kind: CourseRefKind;
  /** The path parameter, or the body's field with `inBody`. */
  field: string;
  inBody?: boolean;
}

const course = (field = 'courseId'): CourseRefRule => ({ kind: 'course', field });
const lesson: CourseRefRule = { kind: 'lesson', field: 'lessonId' };
const task: CourseRefRule = { kind: 'task', field: 'taskId' };
const test: CourseRefRule = { kind: 'test', field: 'testId' };
const answer = (field = 'answerId'): CourseRefRule => ({ kind: 'answer', field });
const exam: CourseRefRule = { kind: 'exam', field: 'examId' };

/** `METHOD /route/:pattern` → how its course is found; the write is refused while that course is archived. */
export const ARCHIVE_GUARDED: Record<string, CourseRefRule> = {
  // The course's record and its people: who studies it decides its ratings, which stay as they were.
  'PUT /api/courses/:id': course('id'),
  'PATCH /api/courses/:id': course('id'),
  'PUT /api/courses/:id/assignee': course('id'),
  'PUT /api/courses/:courseId/delete/:teacherId': course(),
  'POST /api/courses/:courseId/groups/:groupId': course(),
  'DELETE /api/courses/:courseId/groups/:groupId': course(),

  'POST /api/courses/:courseId/lessons': course(),
  'PUT /api/courses/:courseId/lessons/:lessonId': course(),
  'DELETE /api/courses/:courseId/lessons/:lessonId': course(),
  'PUT /api/courses/:courseId/lessons/:lessonId/drag/:position': course(),
  'POST /api/lessons/:lessonId/videos': lesson,
  'PUT /api/lessons/:lessonId/videos/:videoId': lesson,
  'DELETE /api/lessons/:lessonId/videos/:videoId': lesson,
  'POST /api/lessons/:lessonId/links': lesson,
  'PUT /api/lessons/:lessonId/links/:linkId': lesson,
  'DELETE /api/lessons/:lessonId/links/:linkId': lesson,
  'POST /api/lessons/:lessonId/presentations': lesson,
  'PUT /api/lessons/:lessonId/presentations/:presentationId': lesson,
  'DELETE /api/lessons/:lessonId/presentations/:presentationId': lesson,

  'POST /api/lessons/:lessonId/tasks': lesson,
  'PUT /api/lessons/tasks/:taskId': task,
  'DELETE /api/lessons/tasks/:taskId': task,
  'POST /api/lessons/tasks/answers/:answerId': answer(),
  'PUT /api/lessons/tasks/answers/:answerId': answer(),
  'POST /api/lessons/tasks/students/answers/:taskId': task,
  'PUT /api/lessons/tasks/students/answers/:id': answer('id'),
  'PUT /api/lessons/tasks/:taskId/extensions/:studentId': task,
  'DELETE /api/lessons/tasks/:taskId/extensions/:studentId': task,
  // Nothing is owed on a finished term: no one is reminded of it.
  'POST /api/lessons/tasks/:taskId/remind': task,

  'POST /api/lessons/tests/:lessonId': lesson,
  'PUT /api/lessons/tests/:testId': test,
  'DELETE /api/lessons/tests/:testId': test,
  'PUT /api/lessons/tests/:testId/activation': test,
  'POST /api/lessons/tests/:testId/publish': test,
  'POST /api/lessons/tests/:testId/unpublish': test,
  'PUT /api/lessons/tests/:testId/accommodations/:studentId': test,
  'DELETE /api/lessons/tests/:testId/accommodations/:studentId': test,
  'PUT /api/lessons/tests/:testId/answers/:studentId/other': test,
  'POST /api/lessons/students/tests/:testId/start': test,
  'PUT /api/lessons/students/tests/:testId/answers': test,
  'POST /api/lessons/students/tests/pass': { kind: 'test', field: 'testId', inBody: true },

  'POST /api/courses/:courseId/question-bank/categories': course(),
  'PUT /api/courses/:courseId/question-bank/categories/:categoryId': course(),
  'DELETE /api/courses/:courseId/question-bank/categories/:categoryId': course(),
  'POST /api/courses/:courseId/question-bank/questions': course(),
  'PUT /api/courses/:courseId/question-bank/questions/:questionId': course(),
  'DELETE /api/courses/:courseId/question-bank/questions/:questionId': course(),
  'POST /api/courses/:courseId/question-bank/import': course(),

  'POST /api/exam/create/:courseId': course(),
  'DELETE /api/exam/delete/:examId': exam,
  'PUT /api/exam/:examId/give/mark/:studentId': exam,
  'POST /api/courses/:courseId/rating/distribution': course(),
};

/** Write routes an archived course still takes, each with its reason. */
export const ARCHIVE_ALLOWED: Record<string, string> = {
  'POST /api/courses': 'creates a new course',
  'DELETE /api/courses/:id': 'an archived course can go to the trash like any other',
  'POST /api/courses/bulk': 'moves courses to the trash, which an archived course allows',
  'PUT /api/courses/:id/students/:studentId/block': 'who may open the course, not what it holds',
  'PUT /api/courses/:id/students/:studentId/unblock': 'who may open the course, not what it holds',
  'POST /api/courses/:courseId/copy': 'the copy is a new course; an archived one is what a new term is copied from',
  'PUT /api/courses/:courseId/archive': 'archiving again changes nothing',
  'PUT /api/courses/:courseId/unarchive': 'the way back to writing',
  'POST /api/static/upload': 'an upload belongs to no course until a record that uses it is saved',
  'DELETE /api/static/delete': "removes the caller's unused upload",
  'POST /api/calendar/feed/rotate': "the caller's own calendar link",
  'DELETE /api/calendar/feed': "the caller's own calendar link",
  'PUT /api/notifications/view/all': "the caller's own notifications",
  'PUT /api/notifications/view/:id': "the caller's own notifications",
  'DELETE /api/notifications/delete/:id': "the caller's own notifications",
  'PUT /api/notifications/settings': "the caller's own settings",
  'PATCH /api/profile': "the caller's own profile",
  'POST /api/profile/password': "the caller's own password",
  'POST /api/auth/logout': "the caller's own session",
};

/** The rule for a route (`METHOD pattern`), if an archived course refuses it. */
export function archiveRuleOf(method: string, url: string | undefined): CourseRefRule | undefined {
  return url ? ARCHIVE_GUARDED[`${method} ${url}`] : undefined;
}
