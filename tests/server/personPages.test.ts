import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InstructorOverviewDto, StudentOverviewDto } from '../../src/api/people.js';
import type { InstructorDto, ListResponse, SavedResponse, StudentDto } from '../../src/api/types.js';
import type { StudentsRatingDto } from '../../src/api/ratings.js';
import {
  ADMIN_EMAIL,
  DEMO_PASSWORD,
  INSTRUCTOR_EMAIL,
  STUDENT_EMAIL,
  call,
  createTestApp,
  login,
  waitFor,
  type TestApp,
} from './helpers.js';
import { addStudent, createOtherSchool, demoIds } from './schoolFixtures.js';

/*
 * The student and instructor pages: invitation states (7-day links) and resending them, the
 * last login, blocking instructors as students are blocked, and the pages' data.
 */

let t: TestApp;
let admin: string;
let ids: Awaited<ReturnType<typeof demoIds>>;
let other: Awaited<ReturnType<typeof createOtherSchool>>;

beforeAll(async () => {
  t = await createTestApp({ captureMail: true });
  admin = await login(t.app, ADMIN_EMAIL);
  ids = await demoIds(t.db);
  other = await createOtherSchool(t.db);
});
afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'POST' | 'PUT';
const req = (method: Method, url: string, opts: { token?: string; lang?: string; payload?: object } = {}) =>
  call(t.app, { method, url, token: opts.token ?? admin, lang: opts.lang, payload: opts.payload });
const DAY = 86_400_000;

/** The token of the first mail to `email` holding a reset-password link after the `after`-th mail. */
function linkMailedTo(email: string, after: number): Promise<string> {
  return waitFor(
    () => {
      const mail = t.mail.slice(after).find((m) => m.to === email);
      return mail ? /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] : undefined;
    },
    10_000,
    `a link mailed to ${email}`,
  );
}

async function newStudent(email: string, lang?: string): Promise<{ id: number; link: string }> {
  const before = t.mail.length;
  const res = await req('POST', '/api/students', {
    lang,
    payload: { name: 'Page', lastname: 'Person', email, phoneNumber: null, studyFormat: 'ONLINE', groupId: null },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { id: res.json<SavedResponse<StudentDto>>().studentId, link: await linkMailedTo(email, before) };
}

async function resend(kind: 'students' | 'instructors', id: number, email: string) {
  const before = t.mail.length;
  const res = await req('POST', `/api/${kind}/${id}/invitation`);
  expect(res.statusCode, res.body).toBe(200);
  return { message: res.json<{ message: string }>().message, link: await linkMailedTo(email, before) };
}

const setPassword = (token: string, password: string) =>
  call(t.app, { method: 'PUT', url: '/api/auth/updatePassword', payload: { token, password } });

/** Runs `work` with the clock moved by `ms`, putting it back after. */
async function later<T>(ms: number, work: () => Promise<T>): Promise<T> {
  t.clock.advance(ms);
  try {
    return await work();
  } finally {
    t.clock.advance(-ms);
  }
}

describe('invitation status', () => {
  it('is pending for 7 days, then expired; a resend works and retires the old link; accepted once a password is set', async () => {
    const { id, link: first } = await newStudent('pages.pending@example.test');
    const sentAt = t.clock.now();
    const pending = (await req('GET', `/api/students/${id}`)).json<StudentDto>();
    expect(pending.invitation).toEqual({
      status: 'pending',
      sentAt: sentAt.toISOString(),
      expiresAt: new Date(sentAt.getTime() + 7 * DAY).toISOString(),
    });
    expect(pending.lastLoginAt).toBeNull();

    await later(8 * DAY, async () => {
      expect((await req('GET', `/api/students/${id}`)).json<StudentDto>().invitation?.status).toBe('expired');
      expect((await req('GET', `/api/students/${id}/overview`)).json<StudentOverviewDto>().invitation.status).toBe('expired');
      const { message, link } = await resend('students', id, 'pages.pending@example.test');
      expect(message).toBe('A new invitation has been sent to pages.pending@example.test. The earlier link no longer works.');
      const again = (await req('GET', `/api/students/${id}`)).json<StudentDto>().invitation;
      expect(again).toEqual({ status: 'pending', sentAt: t.clock.now().toISOString(), expiresAt: expect.any(String) });
      expect(new Date(again!.expiresAt!).getTime()).toBe(t.clock.now().getTime() + 7 * DAY);
      expect((await setPassword(first, 'first-link1')).statusCode).toBe(400);
      expect((await setPassword(link, 'second-link1')).statusCode).toBe(200);
      const accepted = (await req('GET', `/api/students/${id}`)).json<StudentDto>();
      expect(accepted.invitation).toMatchObject({ status: 'accepted', expiresAt: null });
      // Setting the password logs them in: that is their last login.
      expect(accepted.lastLoginAt).toBe(t.clock.now().toISOString());
    });
  });

  it('refuses to resend once the password is set (409, translated)', async () => {
    const { id, link } = await newStudent('pages.accepted@example.test');
    expect((await setPassword(link, 'accepted-1')).statusCode).toBe(200);
    const res = await req('POST', `/api/students/${id}/invitation`, { lang: 'ru' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Пароль уже задан: повторно отправлять приглашение не нужно.');
  });

  it('refuses a second resend within a minute (429), and sends it after', async () => {
    const { id } = await newStudent('pages.pause@example.test');
    const before = t.mail.length;
    const res = await req('POST', `/api/students/${id}/invitation`);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe('An invitation was sent less than a minute ago. Please wait a little before sending another.');
    await later(61_000, async () => {
      await resend('students', id, 'pages.pause@example.test');
      expect((await req('POST', `/api/students/${id}/invitation`)).statusCode).toBe(429);
    });
    expect(t.mail.slice(before).filter((m) => m.to === 'pages.pause@example.test')).toHaveLength(1);
  });

  it("goes in the person's language", async () => {
    const { id } = await newStudent('pages.russian@example.test', 'ru');
    const { link } = await later(61_000, () => resend('students', id, 'pages.russian@example.test'));
    const mail = t.mail.find((m) => m.text.includes(link))!;
    expect(mail.subject).toMatch(/[а-я]/i);
  });

  it("says 'none' for an account no invitation was sent to, and sends the first", async () => {
    const id = await addStudent(t.db, ids.schoolId, { email: 'pages.none@example.test' });
    expect((await req('GET', `/api/students/${id}`)).json<StudentDto>().invitation).toEqual({
      status: 'none',
      sentAt: null,
      expiresAt: null,
    });
    const { link } = await resend('students', id, 'pages.none@example.test');
    expect((await setPassword(link, 'none-then-1')).statusCode).toBe(200);
  });

  it('works for instructors too', async () => {
    const before = t.mail.length;
    const email = 'pages.instructor@example.test';
    const created = await req('POST', '/api/instructors', { payload: { name: 'Ina', lastName: 'Struct', email } });
    const id = created.json<SavedResponse<InstructorDto>>().teacherId;
    const first = await linkMailedTo(email, before);
    expect((await req('GET', `/api/instructors/${id}`)).json<InstructorDto>().invitation?.status).toBe('pending');
    const { link } = await later(2 * 60_000, () => resend('instructors', id, email));
    expect((await setPassword(first, 'instructor-1')).statusCode).toBe(400);
    expect((await setPassword(link, 'instructor-2')).statusCode).toBe(200);
    expect((await req('GET', `/api/instructors/${id}/overview`)).json<InstructorOverviewDto>().invitation.status).toBe('accepted');
    expect((await req('POST', `/api/instructors/${id}/invitation`)).statusCode).toBe(409);
  });
});

describe('blocking instructors', () => {
  it('ends their sessions, refuses their login, keeps their courses, and unblocks', async () => {
    const id = ids.user[INSTRUCTOR_EMAIL];
    const session = await login(t.app, INSTRUCTOR_EMAIL);
    const coursesBefore = (await req('GET', `/api/instructors/${id}/overview`)).json<InstructorOverviewDto>().courses;
    expect(coursesBefore.length).toBeGreaterThan(0);

    const res = await req('PUT', `/api/instructors/${id}/block`);
    expect(res.json()).toEqual({ message: 'The instructor has been blocked and logged out.' });
    const ended = await req('GET', '/api/auth/me', { token: session });
    expect(ended.statusCode).toBe(401);
    expect(ended.json().message).toBe('Your account is blocked. Please contact your school administrator.');
    const refused = await call(t.app, {
      method: 'POST',
      url: '/api/auth/authenticate',
      payload: { email: INSTRUCTOR_EMAIL, password: DEMO_PASSWORD },
    });
    expect(refused.statusCode).toBe(403);
    const listed = (await req('GET', '/api/instructors?search=instructor@demo.test')).json<ListResponse<InstructorDto>>();
    expect(listed.objects[0]).toMatchObject({ teacherId: id, isBlocked: true });
    const page = (await req('GET', `/api/instructors/${id}/overview`)).json<InstructorOverviewDto>();
    expect(page).toMatchObject({ isBlocked: true, courses: coursesBefore });

    const ru = await req('PUT', `/api/instructors/${id}/unblock`, { lang: 'ru' });
    expect(ru.json()).toEqual({ message: 'Преподаватель разблокирован.' });
    expect((await req('GET', `/api/instructors/${id}`)).json<InstructorDto>().isBlocked).toBe(false);
    expect(await login(t.app, INSTRUCTOR_EMAIL)).toEqual(expect.any(String));
  });

  it('does not block a student or an admin through the instructors path', async () => {
    expect((await req('PUT', `/api/instructors/${ids.user[STUDENT_EMAIL]}/block`)).statusCode).toBe(404);
    expect((await req('PUT', `/api/instructors/${ids.user[ADMIN_EMAIL]}/block`)).statusCode).toBe(404);
    const rows = await t.db
      .selectFrom('users')
      .select('blocked')
      .where('id', 'in', [ids.user[STUDENT_EMAIL], ids.user[ADMIN_EMAIL]])
      .execute();
    expect(rows.map((r) => r.blocked)).toEqual([false, false]);
  });
});

describe('the pages', () => {
  it("shows a student's group, courses with their rating totals, exam marks and last login", async () => {
    const id = ids.user[STUDENT_EMAIL];
    const student = (await req('GET', `/api/students/${id}`)).json<StudentDto>();
    await login(t.app, STUDENT_EMAIL);
    const page = (await req('GET', `/api/students/${id}/overview`)).json<StudentOverviewDto>();
    expect(page.studentId).toBe(id);
    expect(page.group).toEqual({ groupId: student.groupId, groupName: student.groupName });
    expect(page.invitation.status).toBe('accepted');
    expect(page.lastLoginAt).toBe(t.clock.now().toISOString());
    expect(page.courses.length).toBeGreaterThan(0);

    // A marked exam shows, and each course's total and place are the rating's own.
    const course = page.courses[0];
    const exam = await t.db
      .insertInto('exams')
      .values({ school_id: ids.schoolId, course_id: course.courseId, name: 'Page exam', date: '2026-12-01', created_by: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.insertInto('exam_marks').values({ exam_id: exam.id, student_id: id, mark: 77, given_by: null }).execute();
    const marked = (await req('GET', `/api/students/${id}/overview`)).json<StudentOverviewDto>();
    expect(marked.exams).toContainEqual({
      examId: exam.id,
      courseId: course.courseId,
      courseName: course.courseName,
      name: 'Page exam',
      date: '2026-12-01',
      mark: 77,
    });
    const studentToken = await login(t.app, STUDENT_EMAIL);
    for (const c of marked.courses) {
      const rating = (await req('GET', `/api/student/all/ratings/${c.courseId}`, { token: studentToken })).json<StudentsRatingDto>();
      const mine = rating.objects.find((r) => r.isMe)!;
      expect({ total: c.total, place: c.place, studentsCount: c.studentsCount }).toEqual({
        total: mine.total,
        place: mine.place,
        studentsCount: rating.studentsCount,
      });
    }
    expect(marked.courses.find((c) => c.courseId === course.courseId)!.examsAverage).toBeGreaterThan(0);
    await t.db.deleteFrom('exams').where('id', '=', exam.id).execute();
  });

  it("shows an instructor's courses with their groups, and says 'never' for no login", async () => {
    const id = ids.user[INSTRUCTOR_EMAIL];
    const dto = (await req('GET', `/api/instructors/${id}`)).json<InstructorDto>();
    const page = (await req('GET', `/api/instructors/${id}/overview`)).json<InstructorOverviewDto>();
    expect(page.courses.map((c) => c.courseId)).toEqual(dto.courses.map((c) => c.id));
    const groupIds = new Set(page.courses.flatMap((c) => c.groups.map((g) => g.groupId)));
    expect(page.groups.map((g) => g.groupId).sort()).toEqual([...groupIds].sort());
    for (const c of page.courses) expect(c.studentsCount).toBe(c.groups.reduce((n, g) => n + g.studentsCount, 0));

    const fresh = await req('POST', '/api/instructors', { payload: { name: 'New', lastName: 'Comer', email: 'pages.never@example.test' } });
    const freshPage = (
      await req('GET', `/api/instructors/${fresh.json<InstructorDto>().teacherId}/overview`)
    ).json<InstructorOverviewDto>();
    expect(freshPage).toMatchObject({ lastLoginAt: null, courses: [], groups: [], isBlocked: false });
  });
});

describe('who may call', () => {
  const routes = (student: number, instructor: number): Array<[Method, string]> => [
    ['GET', `/api/students/${student}/overview`],
    ['POST', `/api/students/${student}/invitation`],
    ['GET', `/api/instructors/${instructor}/overview`],
    ['POST', `/api/instructors/${instructor}/invitation`],
    ['PUT', `/api/instructors/${instructor}/block`],
    ['PUT', `/api/instructors/${instructor}/unblock`],
  ];

  it.each([INSTRUCTOR_EMAIL, STUDENT_EMAIL])('refuses %s with 403', async (email) => {
    const token = await login(t.app, email);
    for (const [method, url] of routes(ids.user[STUDENT_EMAIL], ids.user['maria.ivanova@demo.test'])) {
      expect((await req(method, url, { token })).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it("answers 404 for another school's people, changing nothing", async () => {
    const before = t.mail.length;
    for (const [method, url] of routes(other.studentId, other.instructorId)) {
      expect((await req(method, url)).statusCode, `${method} ${url}`).toBe(404);
    }
    const rows = await t.db.selectFrom('users').select('blocked').where('id', '=', other.instructorId).executeTakeFirstOrThrow();
    expect(rows.blocked).toBe(false);
    // No invitation to them (an earlier test's queued mail may still arrive meanwhile).
    const theirs = await t.db.selectFrom('users').select('email').where('id', 'in', [other.studentId, other.instructorId]).execute();
    const addresses = theirs.map((row) => row.email);
    expect(t.mail.slice(before).filter((mail) => addresses.includes(mail.to))).toEqual([]);
  });
});
