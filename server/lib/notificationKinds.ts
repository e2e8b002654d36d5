/*
 * The kinds of notification and the params each carries: apart from the service
 * (notifications.ts) so the texts, and the app's mocks in the browser, can use them without
 * the database and mail code.
 */

/** What happened; the params each kind carries are listed beside it. */
export const NOTIFICATION_KINDS = {
  /** To a course's instructors: {taskId, taskName, lessonId, courseId, answerId, studentId, studentFullName, late, again} */
  TASK_ANSWER_SUBMITTED: 'TASK_ANSWER_SUBMITTED',
  /** To the student: {taskId, taskName, lessonId, courseId, answerId, points, maxPoints, comment} */
  TASK_ANSWER_ACCEPTED: 'TASK_ANSWER_ACCEPTED',
  /** To the student: {taskId, taskName, lessonId, courseId, answerId, comment} */
  TASK_ANSWER_REJECTED: 'TASK_ANSWER_REJECTED',
  /** To the student, when an accepted answer's points or comment change: as TASK_ANSWER_ACCEPTED. */
  TASK_ANSWER_REGRADED: 'TASK_ANSWER_REGRADED',
  /** To the student, when an attempt is scored (submitted or closed at the deadline): {testId, testName, lessonId, courseId, status, pointsReceived, maxPoints, passed, awaitingReview} */
  QUIZ_FINISHED: 'QUIZ_FINISHED',
  /** To the student, when an 'Other' answer gets its points and the result changes: as QUIZ_FINISHED. */
  QUIZ_REGRADED: 'QUIZ_REGRADED',
  /** To the students of the announcement's group and the instructors of its courses (everyone when it has none): {announcementId, text} */
  ANNOUNCEMENT_PUBLISHED: 'ANNOUNCEMENT_PUBLISHED',
  /** To the students of the course, once its lesson is shown: {taskId, taskName, lessonId, lessonName, courseId, courseName, deadline} */
  TASK_CREATED: 'TASK_CREATED',
  /** To the students of the course, once its lesson is shown: {testId, testName, lessonId, lessonName, courseId, courseName} */
  TEST_CREATED: 'TEST_CREATED',
  /** To the instructors and students of the event's groups: {eventId, title, start, end, allDay, eventType} */
  EVENT_PUBLISHED: 'EVENT_PUBLISHED',
  /** To the instructors and students of the event's groups: {eventId, title, start, end?, allDay?, reason} (end and allDay make the text name the right days) */
  EVENT_CANCELLED: 'EVENT_CANCELLED',
  /** To a student who still owes a task whose deadline is within 24 hours, once per deadline: {taskId, taskName, lessonId, courseId, courseName, deadline} */
  TASK_DEADLINE_SOON: 'TASK_DEADLINE_SOON',
  /** To a student, when an instructor grants, moves or takes back their extension: {taskId, taskName, lessonId, courseId, courseName, deadline} (their deadline now) */
  TASK_DEADLINE_CHANGED: 'TASK_DEADLINE_CHANGED',
  /** To a student who has not answered, when an instructor presses remind: {taskId, taskName, lessonId, courseId, courseName, deadline, instructorFullName} */
  TASK_REMINDED: 'TASK_REMINDED',
} as const;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[keyof typeof NOTIFICATION_KINDS];
