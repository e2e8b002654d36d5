import { expect } from 'vitest';
import type { NotificationDto, NotificationListResponse } from '../../src/api/notifications.js';
import { hashPassword } from '../../server/lib/crypto.js';
import { NOTIFICATION_KINDS, notifyMany, type NotificationInput } from '../../server/lib/notifications.js';
import { ADMIN_EMAIL, DEMO_PASSWORD, INSTRUCTOR_EMAIL, call, login, type TestApp } from './helpers.js';
import { addCourse, addGroup, addInstructor, addStudent, demoIds } from './schoolFixtures.js';

/*
 * A small school for the notification tests: a course with one group and its instructor, its
 * students (Amy reads English, Boris Russian; Dan is blocked on the course), a student of
 * another group, a shown lesson and one shown later.
 */

export const DAY = 86_400_000;
export const HOUR = 3_600_000;

export interface World {
  schoolId: number;
  courseId: number;
  groupId: number;
  otherGroupId: number;
  lessonId: number;
  futureLessonId: number;
  futureShowDate: Date;
  who: { admin: number; inst: number; inst2: number; amy: number; boris: number; dan: number; outsider: number };
  tok: { admin: string; inst: string; inst2: string; amy: string; boris: string; dan: string; outsider: string };
}

async function loginUser(t: TestApp, userId: number): Promise<string> {
  const user = await t.db
    .updateTable('users')
    .set({ password_hash: await hashPassword(DEMO_PASSWORD) })
    .where('id', '=', userId)
    .returning('email')
    .executeTakeFirstOrThrow();
  return login(t.app, user.email);
}

export async function buildWorld(t: TestApp): Promise<World> {
  const ids = await demoIds(t.db);
  const schoolId = ids.schoolId;
  const now = t.clock.now();
  const courseId = await addCourse(t.db, schoolId, 'Notified course');
  const groupId = await addGroup(t.db, schoolId, 'Notified group');
  const otherGroupId = await addGroup(t.db, schoolId, 'Quiet group');
  await t.db.insertInto('course_groups').values({ course_id: courseId, group_id: groupId }).execute();
  const inst = ids.user[INSTRUCTOR_EMAIL];
  const inst2 = await addInstructor(t.db, schoolId, { firstName: 'Nina', lastName: 'Second' });
  await t.db
    .insertInto('course_instructors')
    .values([inst, inst2].map((instructor_id) => ({ course_id: courseId, instructor_id })))
    .execute();
  const amy = await addStudent(t.db, schoolId, { groupId, firstName: 'Amy', lastName: 'Able', email: 'amy@notified.test' });
  const boris = await addStudent(t.db, schoolId, { groupId, firstName: 'Борис', lastName: 'Бобров', email: 'boris@notified.test' });
  await t.db.updateTable('users').set({ language: 'ru' }).where('id', '=', boris).execute();
  const dan = await addStudent(t.db, schoolId, { groupId, firstName: 'Dan', lastName: 'Blocked', email: 'dan@notified.test' });
  await t.db.insertInto('course_student_blocks').values({ course_id: courseId, student_id: dan }).execute();
  const outsider = await addStudent(t.db, schoolId, {
    groupId: otherGroupId,
    firstName: 'Olly',
    lastName: 'Outside',
    email: 'olly@notified.test',
  });
  const addLesson = async (position: number, show: Date) =>
    (
      await t.db
        .insertInto('lessons')
        .values({ school_id: schoolId, course_id: courseId, name: `Lesson ${position}`, show_date: show, position })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const futureShowDate = new Date(now.getTime() + 3 * DAY);
  const lessonId = await addLesson(1, new Date(now.getTime() - DAY));
  const futureLessonId = await addLesson(2, futureShowDate);
  const who = { admin: ids.user[ADMIN_EMAIL], inst, inst2, amy, boris, dan, outsider };
  const tok = {
    admin: await login(t.app, ADMIN_EMAIL),
    inst: await login(t.app, INSTRUCTOR_EMAIL),
    inst2: await loginUser(t, inst2),
    amy: await loginUser(t, amy),
    boris: await loginUser(t, boris),
    dan: await loginUser(t, dan),
    outsider: await loginUser(t, outsider),
  };
  return { schoolId, courseId, groupId, otherGroupId, lessonId, futureLessonId, futureShowDate, who, tok };
}

/** Records notifications straight through the service, as a route would in its transaction. */
export function record(t: TestApp, inputs: NotificationInput[]): Promise<number[]> {
  return t.db.transaction().execute((trx) => notifyMany(trx, inputs));
}

/** An answer accepted for a student: the kind the API tests use for their rows. */
export function accepted(world: World, userId: number, taskName = 'Counter', points = 8): NotificationInput {
  return {
    schoolId: world.schoolId,
    userId,
    kind: NOTIFICATION_KINDS.TASK_ANSWER_ACCEPTED,
    params: {
      taskId: 41,
      taskName,
      lessonId: world.lessonId,
      courseId: world.courseId,
      answerId: 7,
      points,
      maxPoints: 10,
      comment: 'Good',
    },
  };
}

/** The caller's list through the API (200 expected). */
export async function listOf(t: TestApp, token: string, query = '', lang?: string): Promise<NotificationListResponse> {
  const res = await call(t.app, { method: 'GET', url: `/api/notifications${query}`, token, lang });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<NotificationListResponse>();
}

/** The rows of a user (every one, shown or not), oldest first. */
export function rowsOf(t: TestApp, userId: number, kind?: string) {
  return t.db
    .selectFrom('notifications')
    .selectAll()
    .where('user_id', '=', userId)
    .$if(kind !== undefined, (q) => q.where('kind', '=', kind!))
    .orderBy('id')
    .execute();
}

export const titles = (list: { objects: NotificationDto[] }) => list.objects.map((n) => n.title);
