import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { WsMessage } from '../../src/api/notifications.js';
import type { CalendarFeedDto } from '../../src/api/events.js';
import { DEMO_PASSWORD, call, createTestApp, login, waitFor, type TestApp } from './helpers.js';
import { SECRET, buildSchoolB, schoolA, type SchoolA, type SchoolB } from './isolationWorld.js';
import { PNG, multipart, workbook } from './uploadFixtures.js';

/*
 * The isolation matrix: every route of the server's route table is called as the
 * admin, an instructor and a student of school A (the demo school) with the ids of school B
 * (built through the API in isolationWorld.ts), alone and mixed with A's own ids.
 *
 * - `refuse` requests aim at something of B: each must be refused (3xx/4xx; never 2xx, never
 *   5xx, and never 401, which would mean the A session broke and proved nothing).
 * - `scoped` requests name nothing of B (lists, search, the caller's own things): any answer
 *   but a 5xx, as long as it holds nothing of B.
 * - Every answer, either kind, is searched for SECRET (in every text B wrote) and for B's file
 *   keys, in the body and the headers.
 * - B's rows are read from every table before and after: nothing of B may change. A table
 *   the test does not know how to attribute fails the test, as does a route without a case.
 * - Controls: B's own accounts read the same pure-B targets successfully and see SECRET in
 *   their lists, so the refusals and the leak search are not vacuous.
 * The socket, the calendar feeds and the public file links have tests of their own below.
 */

let t: TestApp;
let a: SchoolA;
let b: SchoolB;
let wsBase: string;
const sockets: WebSocket[] = [];

type RoleName = 'admin' | 'instructor' | 'student';
const ROLES: RoleName[] = ['admin', 'instructor', 'student'];

interface Req {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | Array<string | number>>;
  payload?: unknown;
  upload?: { payload: Buffer; headers: Record<string, string> };
  /** Mixes A's ids with B's: no account of either school may do it, so it has no control. */
  mixed?: boolean;
  /** B's own accounts cannot read it either (it is in B's trash): no control. */
  gone?: boolean;
  /** The call ends or replaces the caller's session (one session per account): log in again after. */
  endsSession?: boolean;
  /** A scoped call the role may make that still fails for a reason of its own (named here). */
  mayFail?: string;
  /** The payload as each role of A sends it. */
  payloadOf?: (role: RoleName) => unknown;
}

interface Case {
  refuse?: Req[];
  scoped?: Req[];
  /** Covered by a test of its own in this file, named here. */
  coveredBy?: string;
}

const later = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** POST /api/{resource}/bulk with B's ids, alone and mixed with A's. */
function bulkCases(a: SchoolA, b: SchoolB): Record<string, Case> {
  const bulk = (action: string, bIds: number[], aIds: number[], extra: object = {}): Req[] => [
    { payload: { ids: bIds, action, ...extra } },
    { payload: { ids: [...aIds, ...bIds], action, ...extra }, mixed: true },
  ];
  return {
    'POST /api/students/bulk': {
      refuse: [
        ...bulk('block', [b.studentId], [a.studentId]),
        ...bulk('unblock', [b.studentId, b.otherStudentId], [a.studentId]),
        ...bulk('move', [b.studentId], [a.studentId], { groupId: a.groupId }),
        { payload: { ids: [a.studentId], action: 'move', groupId: b.groupId }, mixed: true },
        ...bulk('delete', [b.studentId], [a.studentId]),
      ],
    },
    'POST /api/instructors/bulk': { refuse: bulk('delete', [b.instructorId], [a.instructorId]) },
    'POST /api/groups/bulk': { refuse: bulk('delete', [b.groupId, b.trashedGroupId], [a.groupId]) },
    'POST /api/courses/bulk': { refuse: bulk('delete', [b.courseId], [a.courseId]) },
    'POST /api/announcements/bulk': { refuse: [{ payload: { ids: [b.announcementId], action: 'delete' } }] },
    'POST /api/trash/bulk': { refuse: [...bulk('restore', [b.trashId], []), { payload: { ids: [b.trashId], action: 'delete' } }] },
  };
}

function cases(a: SchoolA, b: SchoolB): Record<string, Case> {
  const id = (n: number) => ({ params: { id: n } });
  const bCourse = { courseId: b.courseId };
  const lessonBody = { lessonName: 'Taken over', showDate: later(-1) };
  const eventBody = (groupIds: number[]) => ({
    eventType: 'EVENT',
    title: 'Taken over',
    start: later(1),
    end: later(1.1),
    allDay: false,
    groupIds,
  });
  const quizBody = {
    name: 'Taken over',
    timeToTakeTheTest: '00:10:00',
    questions: [{ question: 'Q', questionType: 'ONE_FROM_LIST', points: 1, options: [{ option: 'x', isCorrect: true }] }],
  };
  const student = { name: 'New', lastname: 'Person', email: 'iso.new.person@demo.test', studyFormat: 'ONLINE' };
  const docs: Case = { scoped: [{}] };
  return {
    // Public, outside any school: documentation and health.
    'GET /api/docs': docs,
    'HEAD /api/docs/': docs,
    'GET /api/docs/static/index.html': docs,
    'GET /api/docs/static/swagger-initializer.js': docs,
    'GET /api/docs/json': docs,
    'GET /api/docs/yaml': docs,
    'GET /api/docs/static/*': { scoped: [{ params: { '*': 'index.css' } }] },
    'GET /api/health': docs,

    // Signing in: login is by email alone and names one account (users_email_key), so an A
    // account signs in to A; a reset or an OIDC ticket is the same for anyone on the internet.
    'POST /api/auth/authenticate': {
      scoped: [{ payloadOf: (role) => ({ email: `${role}@demo.test`, password: DEMO_PASSWORD }), endsSession: true }],
    },
    'POST /api/auth/forgotPassword': { scoped: [{ payload: { email: 'admin@demo.test' } }] },
    'PUT /api/auth/updatePassword': { refuse: [{ payload: { token: 'x'.repeat(43), password: 'secret9' } }] },
    'POST /api/auth/checkResetToken': { refuse: [{ payload: { token: 'x'.repeat(43) } }] },
    'POST /api/auth/logout': { scoped: [{ endsSession: true }] },
    'GET /api/auth/me': { scoped: [{}] },
    'GET /api/auth/oidc/config': { scoped: [{}] },
    'GET /api/auth/oidc/start': { scoped: [{}] },
    'GET /api/auth/oidc/callback': { refuse: [{ query: { state: 'forged', code: 'forged' } }] },
    'POST /api/auth/oidc/exchange': { refuse: [{ payload: { code: 'forged' } }] },

    // Groups
    'GET /api/groups': { scoped: [{}, { query: { search: SECRET } }, { query: { q: SECRET } }] },
    'GET /api/groups/export': { scoped: [{ query: { format: 'csv' } }, { query: { format: 'csv', search: SECRET } }] },
    'POST /api/groups': { refuse: [{ payload: { groupName: 'Taken over', imageId: b.imageFile.fileId }, mixed: true }] },
    'GET /api/groups/:id': { refuse: [id(b.groupId), { ...id(b.trashedGroupId), gone: true }] },
    'PUT /api/groups/:id': {
      refuse: [
        { ...id(b.groupId), payload: { groupName: 'Taken over' } },
        { ...id(a.groupId), payload: { groupName: 'Taken over', imageId: b.imageFile.fileId }, mixed: true },
      ],
    },
    'PATCH /api/groups/:id': {
      refuse: [
        { ...id(b.groupId), payload: { description: 'Taken over' } },
        { ...id(a.groupId), payload: { imageId: b.imageFile.fileId }, mixed: true },
      ],
    },
    'DELETE /api/groups/:id': { refuse: [id(b.groupId)] },
    'GET /api/groups/:id/students': { refuse: [id(b.groupId)] },
    'PUT /api/groups/update/:id': { refuse: [{ ...id(b.groupId), payload: { isFinished: true } }] },

    // Courses and their people
    'GET /api/courses': { scoped: [{}, { query: { search: SECRET } }] },
    'GET /api/courses/export': { scoped: [{ query: { format: 'csv' } }, { query: { format: 'csv', search: SECRET } }] },
    'POST /api/courses': { refuse: [{ payload: { courseName: 'Taken over', imageId: b.imageFile.fileId }, mixed: true }] },
    'GET /api/courses/:id': { refuse: [id(b.courseId)] },
    'PUT /api/courses/:id': {
      refuse: [
        { ...id(b.courseId), payload: { courseName: 'Taken over' } },
        { ...id(a.courseId), payload: { courseName: 'Taken over', imageId: b.imageFile.fileId }, mixed: true },
      ],
    },
    'PATCH /api/courses/:id': {
      refuse: [
        { ...id(b.courseId), payload: { description: 'Taken over' } },
        { ...id(a.courseId), payload: { imageId: b.imageFile.fileId }, mixed: true },
      ],
    },
    'DELETE /api/courses/:id': { refuse: [id(b.courseId)] },
    'PUT /api/courses/:id/assignee': {
      refuse: [
        { ...id(b.courseId), query: { instructorsIds: [a.instructorId] }, mixed: true },
        { ...id(a.courseId), query: { instructorsIds: [b.instructorId] }, mixed: true },
      ],
    },
    'PUT /api/courses/:courseId/delete/:teacherId': {
      refuse: [
        { params: { ...bCourse, teacherId: b.instructorId } },
        { params: { courseId: a.courseId, teacherId: b.instructorId }, mixed: true },
      ],
    },
    'POST /api/courses/:courseId/groups/:groupId': {
      refuse: [
        { params: { ...bCourse, groupId: a.groupId }, mixed: true },
        { params: { courseId: a.courseId, groupId: b.groupId }, mixed: true },
      ],
    },
    'DELETE /api/courses/:courseId/groups/:groupId': {
      refuse: [{ params: { ...bCourse, groupId: b.groupId } }, { params: { courseId: a.courseId, groupId: b.groupId }, mixed: true }],
    },
    'GET /api/courses/:id/students': { refuse: [id(b.courseId)] },
    'GET /api/courses/:id/instructors': { refuse: [id(b.courseId)] },
    'PUT /api/courses/:id/students/:studentId/block': {
      refuse: [{ params: { id: b.courseId, studentId: b.studentId } }, { params: { id: a.courseId, studentId: b.studentId }, mixed: true }],
    },
    'PUT /api/courses/:id/students/:studentId/unblock': {
      refuse: [
        { params: { id: b.courseId, studentId: b.otherStudentId } },
        { params: { id: a.courseId, studentId: b.otherStudentId }, mixed: true },
      ],
    },
    'POST /api/courses/:courseId/copy': { refuse: [{ params: bCourse, payload: { courseName: 'Taken over', dateOffsetDays: 7 } }] },
    'PUT /api/courses/:courseId/archive': { refuse: [{ params: bCourse }] },
    'PUT /api/courses/:courseId/unarchive': { refuse: [{ params: bCourse }] },

    // Announcements
    'GET /api/announcements': { scoped: [{}, { query: { search: SECRET } }], refuse: [{ query: { groupId: b.groupId } }] },
    'GET /api/announcements/export': {
      scoped: [{ query: { format: 'csv' } }, { query: { format: 'csv', search: SECRET } }],
      refuse: [{ query: { format: 'csv', groupId: b.groupId } }],
    },
    'GET /api/announcements/:id': { refuse: [id(b.announcementId)] },
    'POST /api/announcements': { refuse: [{ payload: { text: 'Taken over', groupId: b.groupId }, mixed: true }] },
    'PUT /api/announcements/:id': { refuse: [{ ...id(b.announcementId), payload: { text: 'Taken over' } }] },
    'PATCH /api/announcements/:id': { refuse: [{ ...id(b.announcementId), payload: { text: 'Taken over' } }] },
    'DELETE /api/announcements/:id': { refuse: [id(b.announcementId)] },
    'PUT /api/announcements/:id/activation': {
      refuse: [{ ...id(b.announcementId), payload: { isActive: false }, query: { isActive: 'false' } }],
    },

    // Trash
    'GET /api/trash': { scoped: [{}] },
    'GET /api/trash/export': { scoped: [{ query: { format: 'csv' } }, { query: { format: 'csv', search: SECRET } }] },
    'PUT /api/trash/:id/restore': { refuse: [id(b.trashId)] },
    'DELETE /api/trash/:id': { refuse: [id(b.trashId)] },

    // Students and instructors
    'GET /api/students': { scoped: [{}, { query: { search: SECRET } }, { query: { groupId: b.groupId } }] },
    'GET /api/students/export': {
      scoped: [
        { query: { format: 'csv' } },
        { query: { format: 'csv', search: SECRET } },
        { query: { format: 'csv', groupId: b.groupId } },
      ],
    },
    'GET /api/students/import/template': { scoped: [{ query: { format: 'csv' } }] },
    'POST /api/students': { refuse: [{ payload: { ...student, groupId: b.groupId }, mixed: true }] },
    'GET /api/students/:id': { refuse: [id(b.studentId)] },
    'PUT /api/students/:id': {
      refuse: [
        { ...id(b.studentId), payload: { ...student, email: 'iso.taken.over@demo.test' } },
        { ...id(a.studentId), payload: { ...student, email: 'student@demo.test', groupId: b.groupId }, mixed: true },
      ],
    },
    'PATCH /api/students/:id': {
      refuse: [
        { ...id(b.studentId), payload: { email: 'iso.taken.over@demo.test' } },
        { ...id(a.studentId), payload: { groupId: b.groupId }, mixed: true },
      ],
    },
    'DELETE /api/students/:id': { refuse: [id(b.studentId)] },
    'PUT /api/students/:id/block': { refuse: [id(b.studentId)] },
    'PUT /api/students/:id/unblock': { refuse: [id(b.studentId)] },
    'GET /api/students/:id/overview': { refuse: [id(b.studentId)] },
    'POST /api/students/:id/invitation': { refuse: [id(b.studentId)] },
    'POST /api/students/import/:groupId': { refuse: [{ params: { groupId: b.groupId }, upload: sheet, mixed: true }] },
    'GET /api/instructors': { scoped: [{}, { query: { search: SECRET } }] },
    'GET /api/instructors/export': { scoped: [{ query: { format: 'csv' } }, { query: { format: 'csv', search: SECRET } }] },
    'POST /api/instructors': {
      scoped: [{ payload: { name: 'Iso', lastName: 'Lated', email: `iso.${Math.random().toString(36).slice(2, 8)}@demo.test` } }],
    },
    'GET /api/instructors/:id': { refuse: [id(b.instructorId)] },
    'PUT /api/instructors/:id': {
      refuse: [{ ...id(b.instructorId), payload: { name: 'Taken', lastName: 'Over', email: 'iso.taken.over@demo.test' } }],
    },
    'PATCH /api/instructors/:id': { refuse: [{ ...id(b.instructorId), payload: { name: 'Taken' } }] },
    'DELETE /api/instructors/:id': { refuse: [id(b.instructorId)] },
    'PUT /api/instructors/:id/block': { refuse: [id(b.instructorId)] },
    'PUT /api/instructors/:id/unblock': { refuse: [id(b.instructorId)] },
    'GET /api/instructors/:id/overview': { refuse: [id(b.instructorId)] },
    'POST /api/instructors/:id/invitation': { refuse: [id(b.instructorId)] },

    // Bulk actions: B's ids alone, and mixed with A's own, change nothing of either school.
    ...bulkCases(a, b),

    // Files: uploads go to the caller's school; B's links cannot be deleted. The public read is
    // a capability link, tested below.
    'POST /api/static/upload': { scoped: [{ upload: multipart(PNG, 'mine.png', 'image/png') }] },
    // A near miss of B's key: its first character changed (a random key may itself start with x).
    'GET /api/static/files/:key': {
      refuse: [{ params: { key: `${b.fileKeys[0]![0] === 'x' ? 'y' : 'x'}${b.fileKeys[0]!.slice(1)}` } }],
      coveredBy: 'file links',
    },
    'DELETE /api/static/delete': { refuse: [b.imageFile, b.pdfFile, b.answerFile].map((f) => ({ query: { fileLink: f.link } })) },

    // Lessons and their materials
    'GET /api/courses/:courseId/lessons': { refuse: [{ params: bCourse }] },
    'POST /api/courses/:courseId/lessons': { refuse: [{ params: bCourse, payload: lessonBody }] },
    'GET /api/courses/:courseId/lessons/:lessonId': {
      refuse: [
        { params: { ...bCourse, lessonId: b.lessonId } },
        { params: { courseId: a.courseId, lessonId: b.lessonId }, mixed: true },
        { params: { ...bCourse, lessonId: a.lessonId }, mixed: true },
      ],
    },
    'PUT /api/courses/:courseId/lessons/:lessonId': {
      refuse: [
        { params: { ...bCourse, lessonId: b.lessonId }, payload: lessonBody },
        { params: { courseId: a.courseId, lessonId: b.lessonId }, payload: lessonBody, mixed: true },
      ],
    },
    'DELETE /api/courses/:courseId/lessons/:lessonId': {
      refuse: [{ params: { ...bCourse, lessonId: b.lessonId } }, { params: { courseId: a.courseId, lessonId: b.lessonId }, mixed: true }],
    },
    'PUT /api/courses/:courseId/lessons/:lessonId/drag/:position': {
      refuse: [
        { params: { ...bCourse, lessonId: b.lessonId, position: 1 } },
        { params: { courseId: a.courseId, lessonId: b.lessonId, position: 1 }, mixed: true },
      ],
    },
    ...materialCases('videos', 'videoId', b.videoId, { videoName: 'Taken over', link: 'https://example.com/v' }, a, b),
    ...materialCases('links', 'linkId', b.linkId, { text: 'Taken over', link: 'https://example.com/l' }, a, b),
    ...materialCases('presentations', 'presentationId', b.presentationId, { name: 'Taken over', fileId: b.pdfFile.fileId }, a, b),

    // Tasks and answers
    'GET /api/lessons/:lessonId/tasks': { refuse: [{ params: { lessonId: b.lessonId } }] },
    'POST /api/lessons/:lessonId/tasks': {
      refuse: [{ params: { lessonId: b.lessonId }, payload: { taskName: 'Taken over', deadline: later(3), mark: 5 } }],
    },
    'GET /api/lessons/tasks/:taskId': { refuse: [{ params: { taskId: b.taskId } }] },
    'PUT /api/lessons/tasks/:taskId': {
      refuse: [{ params: { taskId: b.taskId }, payload: { taskName: 'Taken over', deadline: later(3), mark: 5 } }],
    },
    'DELETE /api/lessons/tasks/:taskId': { refuse: [{ params: { taskId: b.taskId } }] },
    'GET /api/lessons/tasks/:taskId/answers': {
      refuse: [{ params: { taskId: b.taskId } }, { params: { taskId: b.taskId }, query: { status: 'ACCEPTED' } }],
    },
    'GET /api/lessons/tasks/:taskId/extensions': { refuse: [{ params: { taskId: b.taskId } }] },
    'GET /api/lessons/tasks/:taskId/answers/zip': { refuse: [{ params: { taskId: b.taskId } }] },
    'PUT /api/lessons/tasks/:taskId/extensions/:studentId': {
      refuse: [
        { params: { taskId: b.taskId, studentId: b.studentId }, payload: { deadline: later(30) } },
        { params: { taskId: a.taskId, studentId: b.studentId }, payload: { deadline: later(30) }, mixed: true },
      ],
    },
    'DELETE /api/lessons/tasks/:taskId/extensions/:studentId': {
      refuse: [
        { params: { taskId: b.taskId, studentId: b.studentId } },
        { params: { taskId: a.taskId, studentId: b.studentId }, mixed: true },
      ],
    },
    'POST /api/lessons/tasks/:taskId/remind': {
      refuse: [
        { params: { taskId: b.taskId }, payload: {} },
        { params: { taskId: a.taskId }, payload: { studentIds: [b.studentId] }, mixed: true },
      ],
    },
    'GET /api/lessons/tasks/answers/:answerId': { refuse: [{ params: { answerId: b.answerId } }] },
    'POST /api/lessons/tasks/answers/:answerId': {
      refuse: [{ params: { answerId: b.answerId }, payload: { status: 'REJECT', comment: 'Taken over' } }],
    },
    'PUT /api/lessons/tasks/answers/:answerId': {
      refuse: [{ params: { answerId: b.answerId }, payload: { status: 'APPROVE', points: 0 } }],
    },
    'POST /api/lessons/tasks/students/answers/:taskId': {
      refuse: [
        { params: { taskId: b.taskId }, payload: { text: 'Taken over' } },
        { params: { taskId: a.taskId }, payload: { text: 'Mine', files: [b.answerFile.fileId] }, mixed: true },
      ],
    },
    'PUT /api/lessons/tasks/students/answers/:id': { refuse: [{ ...id(b.answerId), payload: { text: 'Taken over' } }] },
    'GET /api/lessons/tasks/students/answers/:id': { refuse: [id(b.answerId)] },
    'GET /api/student/deadlines': { scoped: [{}] },

    // Tests
    'GET /api/lessons/:lessonId/tests': { refuse: [{ params: { lessonId: b.lessonId } }] },
    'POST /api/lessons/tests/:lessonId': { refuse: [{ params: { lessonId: b.lessonId }, payload: quizBody }] },
    'GET /api/lessons/tests/:testId': { refuse: [{ params: { testId: b.testId } }] },
    'PUT /api/lessons/tests/:testId': { refuse: [{ params: { testId: b.testId }, payload: quizBody }] },
    'DELETE /api/lessons/tests/:testId': { refuse: [{ params: { testId: b.testId } }] },
    'PUT /api/lessons/tests/:testId/activation': { refuse: [{ params: { testId: b.testId }, payload: { isActive: false } }] },
    'POST /api/lessons/tests/:testId/publish': { refuse: [{ params: { testId: b.testId }, payload: {} }] },
    'POST /api/lessons/tests/:testId/unpublish': { refuse: [{ params: { testId: b.testId } }] },
    'GET /api/lessons/tests/:testId/answers': { refuse: [{ params: { testId: b.testId } }] },
    'GET /api/lessons/tests/:testId/analysis': { refuse: [{ params: { testId: b.testId } }] },
    'GET /api/lessons/tests/:testId/analysis/export': {
      refuse: [
        { params: { testId: b.testId }, query: { format: 'csv' } },
        { params: { testId: b.testId }, query: { format: 'xlsx' } },
      ],
    },
    'GET /api/lessons/tests/:testId/answers/:studentId': {
      refuse: [
        { params: { testId: b.testId, studentId: b.studentId } },
        { params: { testId: a.testId, studentId: b.studentId }, mixed: true },
      ],
    },
    'PUT /api/lessons/tests/:testId/answers/:studentId/other': {
      refuse: [
        { params: { testId: b.testId, studentId: b.studentId }, payload: { questionId: b.questionId, points: 0 } },
        { params: { testId: a.testId, studentId: b.studentId }, payload: { questionId: b.questionId, points: 0 }, mixed: true },
        { params: { testId: b.testId, studentId: b.studentId }, payload: { questionKey: String(b.questionId), points: 0 } },
      ],
    },
    // The question bank
    ...bankCases(a, b),
    'GET /api/lessons/tests/:testId/accommodations': { refuse: [{ params: { testId: b.testId } }] },
    'PUT /api/lessons/tests/:testId/accommodations/:studentId': {
      refuse: [
        { params: { testId: b.testId, studentId: b.studentId }, payload: { extraTimePercent: 10, extraAttempts: 1 } },
        { params: { testId: a.testId, studentId: b.studentId }, payload: { extraTimePercent: 10, extraAttempts: 1 }, mixed: true },
      ],
    },
    'DELETE /api/lessons/tests/:testId/accommodations/:studentId': {
      refuse: [
        { params: { testId: b.testId, studentId: b.studentId } },
        { params: { testId: a.testId, studentId: b.studentId }, mixed: true },
      ],
    },
    'GET /api/lessons/students/tests/:testId': { refuse: [{ params: { testId: b.testId } }] },
    'POST /api/lessons/students/tests/:testId/start': { refuse: [{ params: { testId: b.testId } }] },
    'PUT /api/lessons/students/tests/:testId/answers': {
      refuse: [{ params: { testId: b.testId }, payload: { answers: { [b.questionId]: [b.optionId] } } }],
    },
    'POST /api/lessons/students/tests/pass': { refuse: [{ payload: { testId: b.testId, answers: { [b.questionId]: [b.optionId] } } }] },
    'GET /api/lessons/students/tests/:testId/answer': { refuse: [{ params: { testId: b.testId } }] },

    // Exams and ratings
    'POST /api/exam/create/:courseId': { refuse: [{ params: bCourse, payload: { name: 'Taken over', date: later(0).slice(0, 10) } }] },
    'DELETE /api/exam/delete/:examId': { refuse: [{ params: { examId: b.examId } }] },
    'PUT /api/exam/:examId/give/mark/:studentId': {
      refuse: [
        { params: { examId: b.examId, studentId: b.studentId }, payload: { mark: 1 } },
        { params: { examId: a.examId, studentId: b.studentId }, payload: { mark: 1 }, mixed: true },
      ],
    },
    'GET /api/courses/:courseId/rating/distribution': { refuse: [{ params: bCourse }] },
    'POST /api/courses/:courseId/rating/distribution': { refuse: [{ params: bCourse, payload: { tasks: 100, tests: 0, exams: 0 } }] },
    'GET /api/courses/:courseId/students/rating': { refuse: [{ params: bCourse }, { params: bCourse, query: { search: SECRET } }] },
    'GET /api/courses/:courseId/rating/export': { refuse: [{ params: bCourse, query: { format: 'csv' } }] },
    'GET /api/courses/:courseId/groups/rating': { refuse: [{ params: bCourse }] },
    'GET /api/groups/rating': { scoped: [{}] },
    'GET /api/student/rating/:courseId': { refuse: [{ params: bCourse }] },
    'GET /api/student/all/ratings/:courseId': { refuse: [{ params: bCourse }] },
    'GET /api/student/results/:courseId': { refuse: [{ params: bCourse }] },
    'GET /api/analytics': { scoped: [{}, { query: { from: later(-365).slice(0, 10), to: later(0).slice(0, 10) } }] },
    'GET /api/analytics/export': { scoped: [{ query: { format: 'csv' } }, { query: { format: 'xlsx' } }] },

    // Events and calendar feeds
    'GET /api/events/': eventQueries(b),
    'GET /api/events': eventQueries(b),
    'POST /api/events/': {
      refuse: [
        { payload: eventBody([b.groupId]), mixed: true },
        { payload: eventBody([a.groupId, b.groupId]), mixed: true },
      ],
    },
    'POST /api/events': { refuse: [{ payload: eventBody([b.groupId]), mixed: true }] },
    'GET /api/events/byDate': { scoped: [{ query: { date: later(2).slice(0, 10) } }, { query: { date: later(3).slice(0, 10) } }] },
    'GET /api/events/:id': { refuse: [id(b.eventId), id(b.draftEventId)] },
    'PUT /api/events/:id': {
      refuse: [
        { ...id(b.draftEventId), payload: eventBody([]) },
        { ...id(b.eventId), payload: eventBody([]) },
      ],
    },
    'DELETE /api/events/:id': { refuse: [id(b.eventId), id(b.draftEventId)] },
    'PUT /api/events/publish/:id': { refuse: [id(b.draftEventId)] },
    'PUT /api/events/cancel/:id': { refuse: [{ ...id(b.eventId), query: { reason: 'Taken over' } }] },
    'GET /api/calendar/feed': { scoped: [{}] },
    'POST /api/calendar/feed/rotate': { scoped: [{}] },
    'DELETE /api/calendar/feed': { scoped: [{}] },
    // B's token with its first character changed (to one it is not): a forged token.
    'GET /api/calendar/:token.ics': {
      refuse: [{ params: { token: `${b.feedToken.startsWith('x') ? 'y' : 'x'}${b.feedToken.slice(1)}` } }],
      coveredBy: 'calendar feeds',
    },

    // Notifications
    'GET /api/notifications': { scoped: [{}, { query: { page: 1, size: 100 } }] },
    'PUT /api/notifications/view/all': { scoped: [{}] },
    'PUT /api/notifications/view/:id': { refuse: [id(b.notificationId)] },
    'DELETE /api/notifications/delete/:id': { refuse: [id(b.notificationId)] },
    'GET /api/notifications/settings': { scoped: [{}] },
    'PUT /api/notifications/settings': { scoped: [{ payload: { webNotificationEnabled: true, emailNotificationEnabled: true } }] },

    // The caller's own profile: a photo must be an image they uploaded; the search is the admin's school only.
    'GET /api/profile': { scoped: [{}] },
    'PATCH /api/profile': { scoped: [{ payload: { language: 'en' } }], refuse: [{ payload: { avatarId: b.imageFile.fileId } }] },
    'POST /api/profile/password': {
      scoped: [
        {
          payload: { currentPassword: 'not-the-password', newPassword: 'whatever-9' },
          mayFail: "a wrong current password: the right one would change the demo accounts' passwords under the other cases",
        },
      ],
    },
    // The audit log: the admin's own school only, whatever the filters.
    'GET /api/audit': { scoped: [{}, { query: { search: SECRET } }, { query: { entity: 'group', from: '2020-01-01' } }] },
    'GET /api/audit/export': { scoped: [{ query: { format: 'csv' } }, { query: { format: 'xlsx', search: SECRET } }] },
    'GET /api/search': { scoped: [{ query: { q: SECRET } }, { query: { q: SECRET.slice(0, 4) } }] },
    // The unsubscribe link names its user by a random key of theirs (from their own email), not by id.
    'GET /api/notifications/unsubscribe/:key': { refuse: [{ params: { key: '00000000-0000-4000-8000-000000000000' } }] },
    'POST /api/notifications/unsubscribe/:key': { refuse: [{ params: { key: '00000000-0000-4000-8000-000000000000' } }] },

    // Schools: the domain check and a school's login-page branding are public by design (its
    // name, logo, favicon and colour); everything else is the caller's own school.
    'GET /api/schools/domain-check': { scoped: [{ query: { domain: b.domain } }] },
    'GET /api/tariffs': { scoped: [{}] },
    'POST /api/schools/sign-up': {
      refuse: [
        {
          payload: {
            domain: b.domain,
            name: 'Taken over',
            timezone: 'UTC',
            tariffId: 1,
            themeColor: '#2B8A3E',
            acceptTerms: true,
            firstName: 'Taken',
            lastName: 'Over',
            email: 'iso.taken.over@demo.test',
            password: 'secret1',
            confirmPassword: 'secret1',
          },
        },
      ],
    },
    // Only a link mailed by a sign-up confirms it: a made-up token logs nobody in.
    'POST /api/schools/sign-up/confirm': { refuse: [{ payload: { token: 'x'.repeat(43) } }] },
    'GET /api/schools/branding': {
      scoped: [{ query: { domain: b.domain } }, { query: { domain: 'demo' } }, { query: { host: `${b.domain}.localhost` } }],
    },
    'GET /api/schools/settings': { scoped: [{}] },
    'PUT /api/schools/settings': {
      refuse: [{ payload: { name: 'Demo School', timezone: 'Europe/Moscow', themeColor: null, logoId: b.imageFile.fileId }, mixed: true }],
    },

    // The plan is the caller's own school's: it names nothing of another school.
    'PUT /api/schools/tariff': { scoped: [{ payload: { tariffId: a.tariffId } }] },

    'GET /api/ws': { coveredBy: 'the socket' },
  };
}

function materialCases(kind: string, param: string, bId: number, body: object, a: SchoolA, b: SchoolB): Record<string, Case> {
  const base = `/api/lessons/:lessonId/${kind}`;
  const one = `${base}/:${param}`;
  const ownAndMixed = (extra: Partial<Req> = {}): Req[] => [
    { params: { lessonId: b.lessonId, [param]: bId }, ...extra },
    { params: { lessonId: a.lessonId, [param]: bId }, mixed: true, ...extra },
  ];
  const created: Req[] = [{ params: { lessonId: b.lessonId }, payload: body }];
  // A presentation on A's own lesson made of B's PDF.
  if (kind === 'presentations') created.push({ params: { lessonId: a.lessonId }, payload: body, mixed: true });
  return {
    [`GET ${base}`]: { refuse: [{ params: { lessonId: b.lessonId } }] },
    [`POST ${base}`]: { refuse: created },
    [`GET ${one}`]: { refuse: ownAndMixed() },
    [`PUT ${one}`]: { refuse: ownAndMixed({ payload: body }) },
    [`DELETE ${one}`]: { refuse: ownAndMixed() },
  };
}

function eventQueries(b: SchoolB): Case {
  const period = { from: later(-30).slice(0, 10), to: later(30).slice(0, 10) };
  return {
    scoped: [{ query: period }, { query: { ...period, eventStatus: 'DRAFT' } }, { query: { ...period, eventStatus: 'ACTIVE' } }],
    refuse: [{ query: { ...period, groupId: b.groupId } }],
  };
}

let sheet: { payload: Buffer; headers: Record<string, string> };

/** The concrete URL of a route pattern with the request's params and query. */
function urlOf(pattern: string, req: Req): string {
  const path = pattern.replace(/:(\w+)|\*/g, (whole, name?: string) => {
    const key = name ?? '*';
    const value = req.params?.[key];
    if (value === undefined) throw new Error(`${pattern}: no value for ${whole}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(req.query ?? {})) {
    for (const one of Array.isArray(value) ? value : [value]) search.append(key, String(one));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** What of B an answer shows: SECRET or one of B's private file keys, in its body or headers. */
function leaksOf(res: LightMyRequestResponse): string[] {
  const text = `${JSON.stringify(res.headers)}\n${res.body}`.toLowerCase();
  const found: string[] = [];
  if (text.includes(SECRET))
    found.push(`"${SECRET}" at …${text.slice(Math.max(0, text.indexOf(SECRET) - 80), text.indexOf(SECRET) + 40)}…`);
  for (const key of b.fileKeys) if (text.includes(key.toLowerCase())) found.push(`file key ${key}`);
  return found;
}

async function send(method: string, pattern: string, req: Req, token: string | undefined, role: RoleName): Promise<LightMyRequestResponse> {
  const payload = req.payloadOf ? req.payloadOf(role) : req.payload;
  return call(t.app, {
    method: method as 'GET',
    url: urlOf(pattern, req),
    token,
    ...(req.upload
      ? { payload: req.upload.payload, headers: req.upload.headers }
      : payload === undefined
        ? {}
        : { payload: payload as object }),
  });
}

/* ---------------------------------------------------------------------------------------- */

/** The question bank's routes: B's course, or A's course with B's category or question. */
function bankCases(a: SchoolA, b: SchoolB): Record<string, Case> {
  const bankOf = (courseId: number) => ({ courseId });
  const question = {
    name: 'Q',
    type: 'TRUE_FALSE',
    text: 'T?',
    textFormat: 'plain',
    points: 1,
    correct: true,
    feedbackTrue: '',
    feedbackFalse: '',
  };
  const gift = multipart(Buffer.from('::Q::T?{T}\n'), 'q.txt', 'text/plain');
  const base = '/api/courses/:courseId/question-bank';
  return {
    [`GET ${base}/categories`]: { refuse: [{ params: bankOf(b.courseId) }] },
    [`POST ${base}/categories`]: {
      refuse: [
        { params: bankOf(b.courseId), payload: { name: 'X', parentId: null } },
        { params: bankOf(a.courseId), payload: { name: 'X', parentId: b.bankCategoryId }, mixed: true },
      ],
    },
    [`PUT ${base}/categories/:categoryId`]: {
      refuse: [
        { params: { courseId: b.courseId, categoryId: b.bankCategoryId }, payload: { name: 'X' } },
        { params: { courseId: a.courseId, categoryId: b.bankCategoryId }, payload: { name: 'X' }, mixed: true },
      ],
    },
    [`DELETE ${base}/categories/:categoryId`]: {
      refuse: [
        { params: { courseId: b.courseId, categoryId: b.bankCategoryId } },
        { params: { courseId: a.courseId, categoryId: b.bankCategoryId }, mixed: true },
      ],
    },
    [`GET ${base}/questions`]: {
      refuse: [{ params: bankOf(b.courseId) }, { params: bankOf(a.courseId), query: { categoryId: b.bankCategoryId }, mixed: true }],
    },
    [`POST ${base}/questions`]: {
      refuse: [
        { params: bankOf(b.courseId), payload: { ...question, categoryId: b.bankCategoryId } },
        { params: bankOf(a.courseId), payload: { ...question, categoryId: b.bankCategoryId }, mixed: true },
      ],
    },
    [`GET ${base}/questions/:questionId`]: {
      refuse: [
        { params: { courseId: b.courseId, questionId: b.bankQuestionId } },
        { params: { courseId: a.courseId, questionId: b.bankQuestionId }, mixed: true },
      ],
    },
    [`PUT ${base}/questions/:questionId`]: {
      refuse: [
        { params: { courseId: b.courseId, questionId: b.bankQuestionId }, payload: { ...question, categoryId: b.bankCategoryId } },
        {
          params: { courseId: a.courseId, questionId: b.bankQuestionId },
          payload: { ...question, categoryId: b.bankCategoryId },
          mixed: true,
        },
      ],
    },
    [`DELETE ${base}/questions/:questionId`]: {
      refuse: [
        { params: { courseId: b.courseId, questionId: b.bankQuestionId } },
        { params: { courseId: a.courseId, questionId: b.bankQuestionId }, mixed: true },
      ],
    },
    [`POST ${base}/import`]: { refuse: [{ params: bankOf(b.courseId), query: { format: 'gift', dryRun: 'true' }, upload: gift }] },
    [`GET ${base}/export`]: {
      refuse: [
        { params: bankOf(b.courseId), query: { format: 'gift' } },
        { params: bankOf(a.courseId), query: { format: 'moodlexml', categoryId: b.bankCategoryId }, mixed: true },
      ],
    },
  };
}

/** Where a table's rows belong to a school ($1): the tables without school_id, by their parent. */
const OWNED_THROUGH: Record<string, string> = {
  calendar_feeds: 'user_id in (select id from users where school_id = $1)',
  instructor_profiles: 'user_id in (select id from users where school_id = $1)',
  student_profiles: 'user_id in (select id from users where school_id = $1)',
  notification_settings: 'user_id in (select id from users where school_id = $1)',
  sessions: 'user_id in (select id from users where school_id = $1)',
  password_reset_tokens: 'user_id in (select id from users where school_id = $1)',
  oidc_login_tickets: 'user_id in (select id from users where school_id = $1)',
  course_groups: 'course_id in (select id from courses where school_id = $1)',
  course_instructors: 'course_id in (select id from courses where school_id = $1)',
  course_student_blocks: 'course_id in (select id from courses where school_id = $1)',
  rating_distributions: 'course_id in (select id from courses where school_id = $1)',
  rating_scores: 'course_id in (select id from courses where school_id = $1)',
  event_groups: 'event_id in (select id from events where school_id = $1)',
  exam_marks: 'exam_id in (select id from exams where school_id = $1)',
  test_questions: 'test_id in (select id from tests where school_id = $1)',
  test_options: 'question_id in (select q.id from test_questions q join tests t on t.id = q.test_id where t.school_id = $1)',
  schools: 'id = $1',
  mail_queue: 'to_address in (select email from users where school_id = $1)',
  login_failures: 'email in (select email from users where school_id = $1)',
  // Shared by every school: the plans, whole.
  tariffs: 'true',
};
/** Rows of no school at all: the migrations' and jobs' bookkeeping and sign-in attempts not yet tied to anyone. */
const NO_SCHOOL = new Set(['kysely_migration', 'kysely_migration_lock', 'oidc_login_states', 'job_runs']);
/** School-owned tables where B may rightly have nothing. */
const MAY_BE_EMPTY = new Set(['oidc_login_tickets', 'login_failures', 'student_list_anchors']);

async function tablesAndScopes(): Promise<Array<{ table: string; where: string }>> {
  const rows = await sql<{ table_name: string; has_school: boolean }>`
    select t.table_name, bool_or(c.column_name = 'school_id') as has_school
    from information_schema.tables t
    join information_schema.columns c on c.table_schema = t.table_schema and c.table_name = t.table_name
    where t.table_schema = 'public' and t.table_type = 'BASE TABLE'
    group by t.table_name order by t.table_name`.execute(t.db);
  const unknown: string[] = [];
  const scopes: Array<{ table: string; where: string }> = [];
  for (const { table_name: table, has_school } of rows.rows) {
    if (NO_SCHOOL.has(table)) continue;
    const where = OWNED_THROUGH[table] ?? (has_school ? 'school_id = $1' : undefined);
    if (where === undefined) unknown.push(table);
    else scopes.push({ table, where });
  }
  expect(unknown, 'tables the isolation test cannot attribute to a school: add them to OWNED_THROUGH or NO_SCHOOL').toEqual([]);
  return scopes;
}

/** Every row of B, table by table, as sorted JSON. */
async function snapshotOfB(): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const { table, where } of await tablesAndScopes()) {
    const query = `select to_jsonb(x)::text as row from ${table} x where ${where.replaceAll('$1', String(b.schoolId))}`;
    const rows = await sql<{ row: string }>`${sql.raw(query)}`.execute(t.db);
    out[table] = rows.rows.map((r) => r.row).sort();
  }
  return out;
}

beforeAll(async () => {
  t = await createTestApp();
  b = await buildSchoolB(t.app, t.db, new Date(t.clock.now()));
  a = await schoolA(t.app, t.db);
  sheet = multipart(
    await workbook([
      ['Name', 'Lastname', 'Email', 'Phone', 'Study format'],
      ['Iso', 'Lated', 'iso.imported@demo.test', 79000000009, 'ONLINE'],
    ]),
    'students.xlsx',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  );
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  wsBase = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/ws`;
}, 120_000);

afterAll(async () => {
  for (const ws of sockets) ws.terminate();
  await t?.close();
});

/** `METHOD url` of every route, HEAD folded into its GET. */
function routeKeys(): string[] {
  const all = new Set(t.app.routeTable.map((r) => `${r.method} ${r.url}`));
  return [...all].filter((key) => !(key.startsWith('HEAD ') && all.has(`GET ${key.slice(5)}`))).sort();
}

describe('the isolation matrix', () => {
  it('has a case for every route of the route table, and none for a route that is gone', () => {
    const table = routeKeys();
    const covered = Object.keys(cases(a, b)).sort();
    expect(
      table.filter((key) => !covered.includes(key)),
      'routes without an isolation case: add each to cases() in tests/server/isolation.test.ts',
    ).toEqual([]);
    expect(
      covered.filter((key) => !table.includes(key)),
      'cases for routes the server does not have',
    ).toEqual([]);
    for (const [key, c] of Object.entries(cases(a, b))) {
      expect((c.refuse?.length ?? 0) + (c.scoped?.length ?? 0) > 0 || Boolean(c.coveredBy), `${key} sends nothing`).toBe(true);
    }
  });

  it('B has rows in every school-owned table, so the snapshot below watches something', async () => {
    const snapshot = await snapshotOfB();
    const empty = Object.entries(snapshot)
      .filter(([table, rows]) => rows.length === 0 && !MAY_BE_EMPTY.has(table))
      .map(([table]) => table);
    expect(empty, 'school-owned tables where school B has no row: build one in isolationWorld.ts').toEqual([]);
  });

  it('refuses every call at B, shows nothing of B to any role of A, and changes nothing of B', async () => {
    const before = await snapshotOfB();
    const failures: string[] = [];
    const table = new Set(t.app.routeTable.map((r) => `${r.method} ${r.url}`));
    let sent = 0;
    for (const [key, c] of Object.entries(cases(a, b))) {
      const [method, pattern] = key.split(' ') as [string, string];
      const methods = method === 'GET' && table.has(`HEAD ${pattern}`) ? ['GET', 'HEAD'] : [method];
      const roles = t.app.routeTable.find((r) => `${r.method} ${r.url}` === key)?.roles;
      const isPublic = roles === 'public';
      for (const role of ROLES) {
        for (const m of methods) {
          for (const [kind, reqs] of [
            ['refuse', c.refuse ?? []],
            ['scoped', c.scoped ?? []],
          ] as const) {
            for (const req of reqs) {
              const res = await send(m, pattern, req, a.tokens[role], role);
              sent++;
              if (req.endsSession) a.tokens[role] = await login(t.app, `${role}@demo.test`);
              const label = `${kind} ${m} ${urlOf(pattern, req)} as A's ${role} → ${res.statusCode}`;
              if (res.statusCode >= 500) failures.push(`${label}: server error ${res.body.slice(0, 200)}`);
              if (kind === 'refuse' && res.statusCode < 300)
                failures.push(`${label}: B's target was not refused: ${res.body.slice(0, 200)}`);
              if (kind === 'refuse' && res.statusCode === 401 && !isPublic) failures.push(`${label}: the A session broke, proving nothing`);
              const mayCall = isPublic || (Array.isArray(roles) && roles.includes(role.toUpperCase()));
              if (kind === 'scoped' && mayCall && !req.mayFail && res.statusCode >= 400) {
                failures.push(`${label}: a call of A's own failed, so its answer proves nothing: ${res.body.slice(0, 200)}`);
              }
              for (const leak of leaksOf(res)) failures.push(`${label}: leaks ${leak}`);
            }
          }
        }
      }
    }
    // Soft, so a refusal that let something through still shows what it changed below.
    expect.soft(failures).toEqual([]);
    expect(sent).toBeGreaterThan(500);
    const after = await snapshotOfB();
    for (const tableName of Object.keys(before)) {
      expect(after[tableName], `school B's rows of ${tableName} changed`).toEqual(before[tableName]);
    }
  }, 300_000);

  it("B's own accounts reach the same targets, and find the marker in the same lists (the checks are not vacuous)", async () => {
    const table = new Set(t.app.routeTable.map((r) => `${r.method} ${r.url}`));
    const unreachable: string[] = [];
    for (const [key, c] of Object.entries(cases(a, b))) {
      const [method, pattern] = key.split(' ') as [string, string];
      if (method !== 'GET' || !table.has(key)) continue;
      for (const req of c.refuse ?? []) {
        const roles = t.app.routeTable.find((r) => `${r.method} ${r.url}` === key)?.roles;
        const isPublic = roles === 'public';
        if (req.mixed || req.gone || isPublic) continue;
        const answers = await Promise.all(ROLES.map((role) => send('GET', pattern, req, b.tokens[role], role)));
        if (!answers.some((res) => res.statusCode === 200))
          unreachable.push(`${urlOf(pattern, req)}: ${answers.map((r) => r.statusCode).join('/')}`);
      }
    }
    expect(unreachable, 'pure-B reads that no account of B can make: the refusal above proves nothing for them').toEqual([]);

    const lists: Array<[RoleName, string]> = [
      ['admin', '/api/groups'],
      ['admin', '/api/courses'],
      ['admin', '/api/students'],
      ['admin', '/api/instructors'],
      ['admin', '/api/announcements'],
      ['admin', '/api/trash'],
      ['admin', '/api/students/export?format=csv'],
      ['admin', '/api/groups/export?format=csv'],
      ['admin', '/api/courses/export?format=csv'],
      ['admin', '/api/instructors/export?format=csv'],
      ['admin', '/api/announcements/export?format=csv'],
      ['admin', '/api/trash/export?format=csv'],
      ['admin', `/api/events/?from=${later(-30).slice(0, 10)}&to=${later(30).slice(0, 10)}`],
      ['student', `/api/events?from=${later(-30).slice(0, 10)}&to=${later(30).slice(0, 10)}`],
      ['admin', '/api/groups/rating'],
      ['instructor', '/api/courses'],
      ['instructor', `/api/courses/${b.courseId}/students/rating`],
      ['student', '/api/courses'],
      ['student', '/api/student/deadlines'],
      ['student', '/api/notifications'],
      ['student', `/api/student/results/${b.courseId}`],
    ];
    for (const [role, url] of lists) {
      const res = await call(t.app, { method: 'GET', url, token: b.tokens[role] });
      expect(res.statusCode, url).toBe(200);
      expect(res.body.toLowerCase(), `${url} as B's ${role}`).toContain(SECRET);
    }
    const answer = await call(t.app, { method: 'GET', url: `/api/lessons/tasks/answers/${b.answerId}`, token: b.tokens.instructor });
    expect(
      b.fileKeys.some((key) => answer.body.includes(key)),
      "B's instructor sees the answer's file link",
    ).toBe(true);
  }, 120_000);
});

describe('file links', () => {
  it('serve a file only to whoever holds its unguessable link; A never receives a link of B', async () => {
    // <img> and the PDF viewer cannot send a bearer header, so a file is read by its link: 18
    // random bytes (144 bits) chosen at upload. The matrix above proves no answer to A ever
    // holds one of B's links; here, that a near miss finds nothing and the keys are random.
    for (const key of b.fileKeys) {
      expect(key).toMatch(/^[A-Za-z0-9_-]{24}\.(png|jpg|webp|gif|pdf)$/);
      const near = `${key[0] === 'a' ? 'b' : 'a'}${key.slice(1)}`;
      expect((await call(t.app, { method: 'GET', url: `/api/static/files/${near}`, token: a.tokens.admin })).statusCode).toBe(404);
    }
    expect(new Set(b.fileKeys).size).toBe(b.fileKeys.length);
  });
});

describe('calendar feeds', () => {
  it("A's feeds hold A's events and nothing of B; B's feed holds B's (the marker is really there)", async () => {
    const feed = await call(t.app, { method: 'POST', url: '/api/calendar/feed/rotate', token: a.tokens.student });
    const own = await call(t.app, { method: 'GET', url: new URL(feed.json<CalendarFeedDto>().url!).pathname });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toMatch(/text\/calendar/);
    expect(own.body.toLowerCase()).not.toContain(SECRET);
    const adminFeed = await call(t.app, { method: 'POST', url: '/api/calendar/feed/rotate', token: a.tokens.admin });
    const adminIcs = await call(t.app, { method: 'GET', url: new URL(adminFeed.json<CalendarFeedDto>().url!).pathname });
    expect(adminIcs.statusCode).toBe(200);
    expect(adminIcs.body).toContain('BEGIN:VEVENT');
    expect(adminIcs.body.toLowerCase()).not.toContain(SECRET);
    const theirs = await call(t.app, { method: 'GET', url: `/api/calendar/${b.feedToken}.ics` });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.body.toLowerCase()).toContain(SECRET);
  });
});

describe('the socket', () => {
  interface Client {
    ws: WebSocket;
    messages: WsMessage[];
  }
  async function open(token: string): Promise<Client> {
    const ws = new WebSocket(wsBase);
    sockets.push(ws);
    // The token goes in the first message, never in the URL (src/api/notifications.ts).
    ws.on('open', () => ws.send(JSON.stringify({ type: 'auth', token })));
    const messages: WsMessage[] = [];
    ws.on('message', (data) => messages.push(JSON.parse(String(data)) as WsMessage));
    ws.on('error', () => {});
    await waitFor(() => (messages.length ? true : undefined), 10_000, 'the first socket message');
    return { ws, messages };
  }
  const notificationsOf = (client: Client) => client.messages.filter((m) => m.type === 'notification');

  it("pushes B's notifications to B alone: A's sockets hear only A", async () => {
    const aSockets = await Promise.all(ROLES.map((role) => open(a.tokens[role])));
    const bStudent = await open(b.tokens.student);
    const bInstructor = await open(b.tokens.instructor);

    // B's people act: an announcement and an event for B's group, a task, an answer to review.
    const announce = await call(t.app, {
      method: 'POST',
      url: '/api/announcements',
      token: b.tokens.admin,
      payload: { text: `Socket ${SECRET}`, groupId: b.groupId },
    });
    expect(announce.statusCode).toBe(200);
    const task = await call(t.app, {
      method: 'POST',
      url: `/api/lessons/${b.lessonId}/tasks`,
      token: b.tokens.instructor,
      payload: { taskName: `Socket task ${SECRET}`, deadline: later(4), mark: 5 },
    });
    expect(task.statusCode).toBe(200);
    const sent = await call(t.app, {
      method: 'POST',
      url: `/api/lessons/tasks/students/answers/${task.json<{ taskId: number }>().taskId}`,
      token: b.tokens.student,
      payload: { text: `Socket answer ${SECRET}` },
    });
    expect(sent.statusCode).toBe(200);
    await waitFor(() => (notificationsOf(bStudent).length >= 2 ? true : undefined), 10_000, "B's student's notifications");
    await waitFor(() => (notificationsOf(bInstructor).length >= 1 ? true : undefined), 10_000, "B's instructor's notification");
    expect(JSON.stringify(bStudent.messages).toLowerCase()).toContain(SECRET);

    // Then A's admin announces to A's student's group: A's student hears it, so A's sockets work.
    const own = await call(t.app, {
      method: 'POST',
      url: '/api/announcements',
      token: a.tokens.admin,
      payload: { text: 'Socket control', groupId: a.groupId },
    });
    expect(own.statusCode).toBe(200);
    const aStudent = aSockets[2]!;
    await waitFor(() => (notificationsOf(aStudent).length ? true : undefined), 10_000, "A's student's notification");
    await t.app.realtime.idle();

    for (const client of aSockets) {
      expect(JSON.stringify(client.messages).toLowerCase()).not.toContain(SECRET);
      for (const m of notificationsOf(client)) expect(JSON.stringify(m)).not.toMatch(/Socket task|Socket answer/);
    }
    expect(notificationsOf(aStudent).map((m) => JSON.stringify(m))).toEqual([expect.stringContaining('Socket control')]);
  });
});
