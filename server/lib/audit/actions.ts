import type { AuditAction, AuditEntity } from '../../../src/api/audit.js';

/*
 * Which mutating routes the audit log records, in one table, so that no route file needs to
 * know about it (server/plugins/audit.ts applies it after a 2xx answer). A route in neither
 * AUDITED nor NOT_AUDITED fails tests/server/audit/coverage.test.ts: a new route is decided on
 * here, and cannot slip by unrecorded.
 */

/** What the plugin hands an entry to read the request and the answer it gave. */
export interface AuditInput {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: Record<string, unknown>;
  /** The handler's answer before serialisation; {} when it was not an object. */
  answer: Record<string, unknown>;
}

export interface AuditRule {
  entity: AuditEntity;
  action: AuditAction | ((input: AuditInput) => AuditAction);
  /** The path parameter naming the thing; left out, the answer's id (a create). */
  idParam?: string;
  /** The field of a create's answer holding the new id; `id` unless named. */
  answerId?: string;
  /** Facts worth keeping beside the row. */
  details?: (input: AuditInput) => Record<string, unknown>;
  /** A bulk call: one row per id of the body. */
  bulk?: boolean;
  /**
   * A refusal worth recording too (a wrong password): its status and action. The row names the
   * live account the body's email belongs to as actor and thing; an unknown email writes nothing.
   */
  refused?: { status: number; action: AuditAction };
}

const bulkAction = ({ body }: AuditInput): AuditAction => {
  const action = String(body.action);
  // A trash item "deleted" is destroyed for good; a list row "deleted" goes to the trash.
  return action === 'move' || action === 'block' || action === 'unblock' || action === 'restore' ? action : 'delete';
};
const bulk = (entity: AuditEntity): AuditRule => ({
  entity,
  action: (input) => (entity === 'trash' && bulkAction(input) === 'delete' ? 'destroy' : bulkAction(input)),
  bulk: true,
  details: ({ body }) => (body.action === 'move' ? { groupId: body.groupId ?? null } : {}),
});
const crud = (entity: AuditEntity, base: string, idParam = 'id', answerId = 'id'): Record<string, AuditRule> => ({
  [`POST ${base}`]: { entity, action: 'create', answerId },
  [`PUT ${base}/:${idParam}`]: { entity, action: 'update', idParam },
  // A partial change, where the list offers one (server/lib/putAndPatch.ts).
  ...(idParam === 'id' ? { [`PATCH ${base}/:id`]: { entity, action: 'update', idParam } } : {}),
  [`DELETE ${base}/:${idParam}`]: { entity, action: 'delete', idParam },
});
const accommodationDetails = ({ params, body }: AuditInput) => ({
  studentId: params.studentId,
  extraTimePercent: body.extraTimePercent ?? null,
  // Only when sent: a PUT without it (0) and a removal read as before extra attempts existed.
  ...(body.extraAttempts === undefined ? {} : { extraAttempts: body.extraAttempts }),
});
const activation = ({ query }: AuditInput): AuditAction => (query.active === true || query.active === 'true' ? 'show' : 'hide');

/** `METHOD /route/:pattern` → what it does to what. */
export const AUDITED: Record<string, AuditRule> = {
  // A wrong password at an existing account, so admins see guessing; the lockout still counts it.
  'POST /api/auth/authenticate': { entity: 'session', action: 'login', refused: { status: 401, action: 'loginFailed' } },
  'POST /api/auth/oidc/exchange': { entity: 'session', action: 'login', details: () => ({ via: 'oidc' }) },

  ...crud('student', '/api/students', 'id', 'studentId'),
  'PUT /api/students/:id/block': { entity: 'student', action: 'block', idParam: 'id' },
  'PUT /api/students/:id/unblock': { entity: 'student', action: 'unblock', idParam: 'id' },
  'POST /api/students/:id/invitation': { entity: 'student', action: 'invite', idParam: 'id' },
  'PUT /api/instructors/:id/block': { entity: 'instructor', action: 'block', idParam: 'id' },
  'PUT /api/instructors/:id/unblock': { entity: 'instructor', action: 'unblock', idParam: 'id' },
  'POST /api/instructors/:id/invitation': { entity: 'instructor', action: 'invite', idParam: 'id' },
  'POST /api/students/import/:groupId': { entity: 'student', action: 'import', details: ({ params }) => ({ groupId: params.groupId }) },
  ...crud('instructor', '/api/instructors', 'id', 'teacherId'),
  ...crud('group', '/api/groups'),
  'PUT /api/groups/update/:id': {
    entity: 'group',
    action: 'update',
    idParam: 'id',
    details: ({ body }) => ({ finished: body.isFinished ?? true }),
  },
  ...crud('course', '/api/courses'),
  'PUT /api/courses/:id/assignee': {
    entity: 'course',
    action: 'assign',
    idParam: 'id',
    details: ({ body }) => ({ instructorIds: body.instructorsIds }),
  },
  'PUT /api/courses/:courseId/delete/:teacherId': {
    entity: 'course',
    action: 'unassign',
    idParam: 'courseId',
    details: ({ params }) => ({ instructorId: params.teacherId }),
  },
  'POST /api/courses/:courseId/groups/:groupId': {
    entity: 'course',
    action: 'assign',
    idParam: 'courseId',
    details: ({ params }) => ({ groupId: params.groupId }),
  },
  'DELETE /api/courses/:courseId/groups/:groupId': {
    entity: 'course',
    action: 'unassign',
    idParam: 'courseId',
    details: ({ params }) => ({ groupId: params.groupId }),
  },
  // A copy is a new course: recorded as its creation, naming the course it came from.
  'POST /api/courses/:courseId/copy': {
    entity: 'course',
    action: 'create',
    details: ({ params, body }) => ({ copiedFrom: params.courseId, dateOffsetDays: body.dateOffsetDays }),
  },
  'PUT /api/courses/:courseId/archive': { entity: 'course', action: 'archive', idParam: 'courseId' },
  'PUT /api/courses/:courseId/unarchive': { entity: 'course', action: 'unarchive', idParam: 'courseId' },
  'PUT /api/courses/:id/students/:studentId/block': {
    entity: 'student',
    action: 'block',
    idParam: 'studentId',
    details: ({ params }) => ({ courseId: params.id }),
  },
  'PUT /api/courses/:id/students/:studentId/unblock': {
    entity: 'student',
    action: 'unblock',
    idParam: 'studentId',
    details: ({ params }) => ({ courseId: params.id }),
  },
  ...crud('announcement', '/api/announcements'),
  'PUT /api/announcements/:id/activation': { entity: 'announcement', action: activation, idParam: 'id' },
  'PUT /api/trash/:id/restore': { entity: 'trash', action: 'restore', idParam: 'id' },
  'DELETE /api/trash/:id': { entity: 'trash', action: 'destroy', idParam: 'id' },
  'POST /api/students/bulk': bulk('student'),
  'POST /api/instructors/bulk': bulk('instructor'),
  'POST /api/groups/bulk': bulk('group'),
  'POST /api/courses/bulk': bulk('course'),
  'POST /api/announcements/bulk': bulk('announcement'),
  'POST /api/trash/bulk': bulk('trash'),

  ...crud('lesson', '/api/courses/:courseId/lessons', 'lessonId'),
  'PUT /api/courses/:courseId/lessons/:lessonId/drag/:position': {
    entity: 'lesson',
    action: 'reorder',
    idParam: 'lessonId',
    details: ({ params }) => ({ position: params.position }),
  },
  ...crud('video', '/api/lessons/:lessonId/videos', 'videoId'),
  ...crud('link', '/api/lessons/:lessonId/links', 'linkId'),
  ...crud('presentation', '/api/lessons/:lessonId/presentations', 'presentationId', 'presentationId'),
  'POST /api/lessons/:lessonId/tasks': { entity: 'task', action: 'create', answerId: 'taskId' },
  'PUT /api/lessons/tasks/:taskId': { entity: 'task', action: 'update', idParam: 'taskId' },
  'DELETE /api/lessons/tasks/:taskId': { entity: 'task', action: 'delete', idParam: 'taskId' },
  'POST /api/lessons/tasks/answers/:answerId': {
    entity: 'answer',
    action: 'grade',
    idParam: 'answerId',
    details: ({ body }) => ({ status: body.status, points: body.points ?? null }),
  },
  'PUT /api/lessons/tasks/answers/:answerId': {
    entity: 'answer',
    action: 'grade',
    idParam: 'answerId',
    details: ({ body }) => ({ points: body.points ?? null }),
  },
  // A student's own deadline changes whether their answer is late and what it loses; taking it back records a null deadline.
  'PUT /api/lessons/tasks/:taskId/extensions/:studentId': {
    entity: 'task',
    action: 'update',
    idParam: 'taskId',
    details: ({ params, body }) => ({ studentId: Number(params.studentId), deadline: body.deadline ?? null }),
  },
  'DELETE /api/lessons/tasks/:taskId/extensions/:studentId': {
    entity: 'task',
    action: 'update',
    idParam: 'taskId',
    details: ({ params }) => ({ studentId: Number(params.studentId), deadline: null }),
  },
  'POST /api/lessons/tests/:lessonId': { entity: 'quiz', action: 'create', answerId: 'testId' },
  'PUT /api/lessons/tests/:testId': { entity: 'quiz', action: 'update', idParam: 'testId' },
  'DELETE /api/lessons/tests/:testId': { entity: 'quiz', action: 'delete', idParam: 'testId' },
  'PUT /api/lessons/tests/:testId/activation': { entity: 'quiz', action: activation, idParam: 'testId' },
  'PUT /api/lessons/tests/:testId/answers/:studentId/other': {
    entity: 'quiz',
    action: 'grade',
    idParam: 'testId',
    details: ({ params, body }) => ({
      studentId: params.studentId,
      questionId: body.questionId ?? null,
      questionKey: body.questionKey ?? null,
      points: body.points,
    }),
  },
  'POST /api/lessons/tests/:testId/publish': { entity: 'quiz', action: 'publish', idParam: 'testId' },
  'POST /api/lessons/tests/:testId/unpublish': { entity: 'quiz', action: 'unpublish', idParam: 'testId' },
  // A student's accommodation (extra time, own window, extra attempts) changes how they may take the test; removing it records a null percent.
  'PUT /api/lessons/tests/:testId/accommodations/:studentId': {
    entity: 'quiz',
    action: 'update',
    idParam: 'testId',
    details: accommodationDetails,
  },
  'DELETE /api/lessons/tests/:testId/accommodations/:studentId': {
    entity: 'quiz',
    action: 'update',
    idParam: 'testId',
    details: accommodationDetails,
  },
  ...crud('bankCategory', '/api/courses/:courseId/question-bank/categories', 'categoryId', 'categoryId'),
  ...crud('bankQuestion', '/api/courses/:courseId/question-bank/questions', 'questionId', 'questionId'),
  // A dry run only reads the file; it is recorded too, marked so, as an instructor's look at what an import would do.
  'POST /api/courses/:courseId/question-bank/import': {
    entity: 'course',
    action: 'import',
    idParam: 'courseId',
    details: ({ query, answer }) => ({
      format: query.format,
      dryRun: query.dryRun !== false && query.dryRun !== 'false',
      imported: answer.imported ?? 0,
    }),
  },
  'POST /api/exam/create/:courseId': {
    entity: 'exam',
    action: 'create',
    answerId: 'examId',
    details: ({ params }) => ({ courseId: params.courseId }),
  },
  'DELETE /api/exam/delete/:examId': { entity: 'exam', action: 'delete', idParam: 'examId' },
  'PUT /api/exam/:examId/give/mark/:studentId': {
    entity: 'mark',
    action: 'grade',
    idParam: 'studentId',
    details: ({ params, body }) => ({ examId: params.examId, mark: body.mark ?? null }),
  },
  'POST /api/courses/:courseId/rating/distribution': {
    entity: 'rating',
    action: 'update',
    idParam: 'courseId',
    details: ({ body }) => body,
  },

  'POST /api/events': { entity: 'event', action: 'create' },
  'POST /api/events/': { entity: 'event', action: 'create' },
  'PUT /api/events/:id': { entity: 'event', action: 'update', idParam: 'id' },
  'DELETE /api/events/:id': { entity: 'event', action: 'delete', idParam: 'id' },
  'PUT /api/events/publish/:id': { entity: 'event', action: 'publish', idParam: 'id' },
  'PUT /api/events/cancel/:id': { entity: 'event', action: 'cancel', idParam: 'id' },
  'PUT /api/schools/settings': { entity: 'school', action: 'settings' },
  'PUT /api/schools/tariff': { entity: 'school', action: 'plan', details: ({ body }) => ({ tariffId: body.tariffId }) },
};

/** Mutating routes open to admins or instructors that are not recorded, each with its reason. */
export const NOT_AUDITED: Record<string, string> = {
  'POST /api/auth/forgotPassword': 'asks for a reset email; nothing changes until the link is used',
  'PUT /api/auth/updatePassword': 'a person setting their own password, by emailed link; no one acts on another',
  'POST /api/auth/checkResetToken': 'reads whether a link is valid',
  'POST /api/auth/logout': "ends the caller's own session",
  'POST /api/static/upload': 'a file is only kept once a record that uses it is saved, which is recorded',
  'DELETE /api/static/delete': 'removes an unused upload of the caller',
  'POST /api/calendar/feed/rotate': "the caller's own calendar link",
  'DELETE /api/calendar/feed': "the caller's own calendar link",
  'PUT /api/notifications/view/all': "the caller's own notifications",
  'PUT /api/notifications/view/:id': "the caller's own notifications",
  'DELETE /api/notifications/delete/:id': "the caller's own notifications",
  'PATCH /api/profile': "the caller's own name and contacts",
  'POST /api/profile/password': "the caller's own password",
  'PUT /api/notifications/settings': "the caller's own notification settings",
  'POST /api/notifications/unsubscribe/:key': "a one-click unsubscribe from the caller's own emails",
  'POST /api/schools/sign-up': 'no school exists yet',
  'POST /api/lessons/tasks/:taskId/remind': 'only notifies students, who see who reminded them; nothing is changed',
  'POST /api/schools/sign-up/confirm': 'creates the school; its first admin logs in next, which is recorded',
};

/** The rule for a route (`METHOD pattern`), if it is recorded. */
export function auditRuleOf(method: string, url: string | undefined): AuditRule | undefined {
  return url ? AUDITED[`${method} ${url}`] : undefined;
}
