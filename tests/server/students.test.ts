import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { moveToTrash } from '../../server/lib/trash.js';
import type { ListResponse, SavedResponse, StudentDto } from '../../src/api/types.js';
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
import { addGroup, createOtherSchool, demoIds } from './schoolFixtures.js';

let t: TestApp;
let admin: string;
let ids: Awaited<ReturnType<typeof demoIds>>;
let other: Awaited<ReturnType<typeof createOtherSchool>>;
let otherAdmin: string;

beforeAll(async () => {
  t = await createTestApp({ captureMail: true });
  admin = await login(t.app, ADMIN_EMAIL);
  ids = await demoIds(t.db);
  other = await createOtherSchool(t.db);
  otherAdmin = await login(t.app, other.adminEmail);
});
afterAll(async () => {
  await t?.close();
});

type Req = { url: string; token?: string; lang?: string; payload?: object };
const get = ({ url, token = admin, lang }: Req) => call(t.app, { method: 'GET', url, token, lang });
const post = ({ url, token = admin, lang, payload }: Req) => call(t.app, { method: 'POST', url, token, lang, payload });
const put = ({ url, token = admin, lang, payload }: Req) => call(t.app, { method: 'PUT', url, token, lang, payload });
const del = ({ url, token = admin, lang }: Req) => call(t.app, { method: 'DELETE', url, token, lang });
const list = async (query = '', token = admin) => {
  const res = await get({ url: `/api/students${query}`, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ListResponse<StudentDto>>();
};
const newStudent = (overrides: object = {}) => ({
  name: 'Lena',
  lastname: 'Novak',
  email: `lena.${Math.random().toString(36).slice(2)}@example.test`,
  studyFormat: 'ONLINE',
  ...overrides,
});
/** The email sent to an address; invitations leave through the mail queue, so wait for it. */
const mailTo = (email: string) => waitFor(() => t.mail.find((m) => m.to === email), 10_000, `mail to ${email}`);

/** Moves to the trash the students other cases added to the demo school, so the list holds the seeded ones. */
async function trashAddedStudents() {
  const added = await t.db
    .selectFrom('users')
    .select('id')
    .where('school_id', '=', ids.schoolId)
    .where('role', '=', 'STUDENT')
    .where('deleted_at', 'is', null)
    .where('id', 'not in', Object.values(ids.user))
    .execute();
  for (const { id } of added) {
    await moveToTrash(t.db, {
      schoolId: ids.schoolId,
      type: 'STUDENT',
      entityId: id,
      name: 'x',
      deletedBy: ids.user[ADMIN_EMAIL],
      now: t.clock.now(),
    });
  }
}

describe('GET /api/students', () => {
  beforeEach(trashAddedStudents);

  it("lists the school's students a page at a time, in a stable order, without passwords", async () => {
    const first = await list('?page=1&size=20');
    expect(first.count).toBe(30);
    expect(first.objects).toHaveLength(20);
    const second = await list('?page=2&size=20');
    expect(second.objects).toHaveLength(10);
    const all = [...first.objects, ...second.objects].map((s) => s.studentId);
    expect(new Set(all).size).toBe(30);
    expect((await list('?page=1&size=20')).objects).toEqual(first.objects);
    const sofia = [...first.objects, ...second.objects].find((s) => s.email === STUDENT_EMAIL)!;
    expect(sofia).toEqual({
      studentId: ids.user[STUDENT_EMAIL],
      name: 'Sofia',
      lastname: 'Smirnova',
      fullName: 'Sofia Smirnova',
      email: STUDENT_EMAIL,
      phoneNumber: '',
      studyFormat: 'ONLINE',
      groupId: ids.group['Frontend 2026'],
      groupName: 'Frontend 2026',
      isBlocked: false,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      invitation: { status: 'accepted', sentAt: null, expiresAt: null },
    });
    expect(JSON.stringify(first)).not.toMatch(/password/i);
  });

  it('searches names, last names, emails and phones, in any case', async () => {
    expect((await list('?search=SMIRN')).objects.map((s) => s.email)).toEqual([STUDENT_EMAIL]);
    expect((await list('?search=кузнец')).objects.map((s) => s.lastname)).toEqual(['Кузнецов']);
    expect((await list('?search=emily.johnson@')).objects.map((s) => s.name)).toEqual(['Emily']);
    expect((await list(`?search=${encodeURIComponent('+7 900 100-10')}`)).objects.map((s) => s.lastname)).toEqual(['Кузнецов']);
    expect((await list(`?search=${encodeURIComponent('Sofia Smir')}`)).count).toBe(1);
    expect((await list('?search=%25')).count).toBe(0);
    expect((await list('?search=%20%20')).count).toBe(30);
  });

  it('filters by study format and by group, together with search', async () => {
    const offline = await list('?studyFormat=OFFLINE&size=100');
    expect(offline.count).toBe(8);
    expect(offline.objects.every((s) => s.studyFormat === 'OFFLINE')).toBe(true);
    const python = await list(`?groupId=${ids.group['Python Basics']}&size=100`);
    expect(python.count).toBe(9);
    expect(python.objects.every((s) => s.groupName === 'Python Basics')).toBe(true);
    const both = await list(`?groupId=${ids.group['Python Basics']}&studyFormat=OFFLINE&search=ова`);
    expect(both.objects.map((s) => s.lastname).sort()).toEqual(['Новикова', 'Фёдорова']);
  });

  it('refuses a page larger than 100, and other bad parameters, naming them', async () => {
    const big = await get({ url: '/api/students?size=101' });
    expect(big.statusCode).toBe(400);
    expect(big.json()).toEqual({ message: 'The field "Rows per page" must be at most 100.', status: 400, field: 'size' });
    const ru = await get({ url: '/api/students?size=101', lang: 'ru' });
    expect(ru.json().message).toBe('Поле «Строк на странице» должно быть не больше 100.');
    expect((await get({ url: '/api/students?page=0' })).json().field).toBe('page');
    expect((await get({ url: '/api/students?studyFormat=HYBRID' })).json()).toMatchObject({ status: 400, field: 'studyFormat' });
    expect((await get({ url: '/api/students?groupId=abc' })).json()).toMatchObject({ status: 400, field: 'groupId' });
  });

  it('shows each school only its own students', async () => {
    const theirs = await list('', otherAdmin);
    expect(theirs.objects.map((s) => s.studentId)).toEqual([other.studentId]);
    expect((await list(`?groupId=${other.groupId}`)).count).toBe(0);
  });
});

describe('POST /api/students', () => {
  it('creates a student with a normalised email, without a password, and emails an invitation', async () => {
    const res = await post({
      url: '/api/students',
      payload: newStudent({
        email: '  New.Student@Example.TEST ',
        phoneNumber: ' +7 916 000 ',
        groupId: ids.group['Python Basics'],
        password: 'hunter22',
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    // The answer is the message and the saved student, exactly as GET by id shows it.
    const { message, ...saved } = res.json<SavedResponse<StudentDto>>();
    expect(message).toBe('The student has been added. An invitation to set a password has been sent to new.student@example.test.');
    expect(saved).toEqual({
      studentId: expect.any(Number),
      name: 'Lena',
      lastname: 'Novak',
      fullName: 'Lena Novak',
      email: 'new.student@example.test',
      phoneNumber: '+7 916 000',
      studyFormat: 'ONLINE',
      groupId: ids.group['Python Basics'],
      groupName: 'Python Basics',
      isBlocked: false,
      createdAt: expect.any(String),
    });
    // GET by id adds the invitation and the last login (the student's page shows them).
    expect((await get({ url: `/api/students/${saved.studentId}` })).json()).toEqual({
      ...saved,
      invitation: { status: 'pending', sentAt: expect.any(String), expiresAt: expect.any(String) },
      lastLoginAt: null,
    });
    expect(Object.keys(saved).join()).not.toMatch(/password/i);
    expect(res.body).not.toContain('hunter22');

    const [created] = (await list('?search=new.student@example.test')).objects;
    expect(created).toEqual({ ...saved, invitation: { status: 'pending', sentAt: expect.any(String), expiresAt: expect.any(String) } });
    const row = await t.db.selectFrom('users').select('password_hash').where('id', '=', created.studentId).executeTakeFirstOrThrow();
    expect(row.password_hash).toBeNull();
    // A password sent along is ignored: nobody can log in with it.
    expect(
      (
        await call(t.app, {
          method: 'POST',
          url: '/api/auth/authenticate',
          payload: { email: 'new.student@example.test', password: 'hunter22' },
        })
      ).statusCode,
    ).toBe(401);

    const mail = await mailTo('new.student@example.test');
    expect(mail.subject).toBe('Your account at Demo School');
    expect(mail.text).toContain('Hello, Lena!');
    expect(mail.text).toContain('as a student');
    expect(mail.text).not.toMatch(/password:|hunter22/i);
    const link = /\S+\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail.text);
    expect(link?.[0].startsWith(`${t.config.publicUrl}/reset-password/`)).toBe(true);

    const set = await put({ url: '/api/auth/updatePassword', token: '', payload: { token: link![1], password: 'chosen1' } });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().authority).toBe('STUDENT');
    expect(await login(t.app, 'new.student@example.test', 'chosen1')).toEqual(expect.any(String));
  });

  it('answers in Russian when asked', async () => {
    const res = await post({
      url: '/api/students',
      lang: 'ru',
      payload: newStudent({ email: 'ru.student@example.test', studyFormat: 'OFFLINE' }),
    });
    expect(res.json()).toMatchObject({
      message: 'Студент добавлен. Приглашение задать пароль отправлено на ru.student@example.test.',
      email: 'ru.student@example.test',
      studyFormat: 'OFFLINE',
      groupId: null,
    });
  });

  it.each([
    ['a missing name', { name: undefined }, 'name', 'The field "name" is required.'],
    ['a blank name', { name: '   ' }, 'name', 'The field "name" is required.'],
    ['a missing last name', { lastname: undefined }, 'lastname', 'The field "lastname" is required.'],
    ['a too long name', { name: 'x'.repeat(101) }, 'name', 'The field "name" must be at most 100 characters.'],
    ['a missing email', { email: undefined }, 'email', 'Email is required!'],
    ['an empty email', { email: ' ' }, 'email', 'Email is required!'],
    ['an invalid email', { email: 'not-an-email' }, 'email', 'Email is not valid!'],
    ['an unknown study format', { studyFormat: 'HYBRID' }, 'studyFormat', 'The field "studyFormat" must be one of: ONLINE, OFFLINE.'],
    ['a missing study format', { studyFormat: undefined }, 'studyFormat', 'The field "studyFormat" is required.'],
    ['a group id that is not a number', { groupId: 'abc' }, 'groupId', 'The field "groupId" must be a whole number.'],
    ['a negative group id', { groupId: -1 }, 'groupId', 'The field "groupId" must be at least 0.'],
  ])('refuses %s with a 400 naming the field', async (_, overrides, field, message) => {
    const res = await post({ url: '/api/students', payload: newStudent(overrides) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, status: 400, field });
  });

  it('refuses a group of another school, or one in the trash', async () => {
    const res = await post({ url: '/api/students', payload: newStudent({ groupId: other.groupId }) });
    expect(res.json()).toEqual({ message: 'There is no such group.', status: 400, field: 'groupId' });
    const trashed = await addGroup(t.db, ids.schoolId, 'Old group');
    await t.db.updateTable('groups').set({ deleted_at: new Date() }).where('id', '=', trashed).execute();
    expect((await post({ url: '/api/students', payload: newStudent({ groupId: trashed }) })).json().field).toBe('groupId');
    expect((await list(`?groupId=${trashed}`)).count).toBe(0);
  });

  it('says so in Russian', async () => {
    const res = await post({ url: '/api/students', lang: 'ru', payload: newStudent({ email: 'bad@' }) });
    expect(res.json()).toEqual({ message: 'Некорректный адрес электронной почты!', status: 400, field: 'email' });
    const name = await post({ url: '/api/students', lang: 'ru', payload: newStudent({ name: '' }) });
    expect(name.json()).toEqual({ message: 'Поле «name» обязательно.', status: 400, field: 'name' });
  });

  it('refuses an email any account has, in any case, in any school, even in the trash (409)', async () => {
    for (const email of [STUDENT_EMAIL, ' Student@Demo.TEST ', INSTRUCTOR_EMAIL]) {
      const res = await post({ url: '/api/students', payload: newStudent({ email }) });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        message: `The email ${email.trim().toLowerCase()} already belongs to an account.`,
        status: 409,
        field: 'email',
      });
    }
    // Another school's address is refused without saying that it has an account.
    const elsewhere = await post({ url: '/api/students', payload: newStudent({ email: other.adminEmail }) });
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json()).toEqual({
      message: `The email ${other.adminEmail} cannot be used here. Please enter another address.`,
      status: 409,
      field: 'email',
    });
    await post({ url: '/api/students', payload: newStudent({ email: 'gone@example.test' }) });
    const [gone] = (await list('?search=gone@example.test')).objects;
    expect((await del({ url: `/api/students/${gone.studentId}` })).statusCode).toBe(200);
    expect((await post({ url: '/api/students', payload: newStudent({ email: 'gone@example.test' }) })).statusCode).toBe(409);
  });
});

describe('GET, PUT and DELETE /api/students/:id', () => {
  it('reads one student', async () => {
    const res = await get({ url: `/api/students/${ids.user[STUDENT_EMAIL]}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ studentId: ids.user[STUDENT_EMAIL], fullName: 'Sofia Smirnova' });
  });

  it("answers 404 for an unknown id, another school's student, or a non-student, and 400 for a bad id", async () => {
    for (const id of [999999, other.studentId, ids.user[INSTRUCTOR_EMAIL]]) {
      expect((await get({ url: `/api/students/${id}` })).statusCode).toBe(404);
      expect((await put({ url: `/api/students/${id}`, payload: newStudent() })).statusCode).toBe(404);
      expect((await del({ url: `/api/students/${id}` })).statusCode).toBe(404);
      expect((await put({ url: `/api/students/${id}/block` })).statusCode).toBe(404);
    }
    expect((await get({ url: '/api/students/abc' })).json()).toMatchObject({ status: 400, field: 'id' });
  });

  it('updates every field, and clears the group', async () => {
    const student = (
      await post({ url: '/api/students', payload: newStudent({ email: 'edit.me@example.test', groupId: ids.group['Frontend 2026'] }) })
    ).json<SavedResponse<StudentDto>>();
    expect(student).toMatchObject({ email: 'edit.me@example.test', groupName: 'Frontend 2026' });
    const res = await put({
      url: `/api/students/${student.studentId}`,
      payload: {
        name: 'Edith',
        lastname: 'Meyer',
        email: 'Edith.Meyer@Example.test',
        phoneNumber: '123',
        studyFormat: 'OFFLINE',
        groupId: ids.group['Python Basics'],
      },
    });
    // The answer is the message and the saved student, exactly as GET by id shows it.
    const { message, ...saved } = res.json<SavedResponse<StudentDto>>();
    expect(message).toBe('The student has been saved.');
    expect(saved).toEqual({
      studentId: student.studentId,
      name: 'Edith',
      lastname: 'Meyer',
      fullName: 'Edith Meyer',
      email: 'edith.meyer@example.test',
      phoneNumber: '123',
      studyFormat: 'OFFLINE',
      groupId: ids.group['Python Basics'],
      groupName: 'Python Basics',
      isBlocked: false,
      createdAt: student.createdAt,
    });
    expect((await get({ url: `/api/students/${student.studentId}` })).json()).toEqual({
      ...saved,
      invitation: expect.any(Object),
      lastLoginAt: null,
    });
    const ru = await put({
      url: `/api/students/${student.studentId}`,
      lang: 'ru',
      payload: { name: 'Edith', lastname: 'Meyer', email: 'edith.meyer@example.test', studyFormat: 'OFFLINE', groupId: null },
    });
    expect(ru.json()).toEqual({ ...saved, message: 'Студент сохранён.', groupId: null, groupName: null, phoneNumber: '' });
    expect((await get({ url: `/api/students/${student.studentId}` })).json()).toMatchObject({
      groupId: null,
      groupName: null,
      phoneNumber: '',
    });
    // Another account's email is refused; keeping one's own is fine.
    const taken = await put({ url: `/api/students/${student.studentId}`, payload: newStudent({ email: STUDENT_EMAIL }) });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toContain(STUDENT_EMAIL);
    expect(
      (await put({ url: `/api/students/${student.studentId}`, payload: { name: 'X', lastname: 'Y', email: 'missing' } })).json().field,
    ).toBe('studyFormat');
  });

  it('moves a student to the trash: gone from lists, logged out, unable to log in', async () => {
    const email = 'trash.me@example.test';
    await post({ url: '/api/students', payload: newStudent({ email }) });
    const [student] = (await list(`?search=${email}`)).objects;
    await t.db
      .updateTable('users')
      .set({
        password_hash: (await t.db.selectFrom('users').select('password_hash').where('email', '=', STUDENT_EMAIL).executeTakeFirstOrThrow())
          .password_hash,
      })
      .where('id', '=', student.studentId)
      .execute();
    const session = await login(t.app, email);

    const res = await del({ url: `/api/students/${student.studentId}`, lang: 'ru' });
    expect(res.json()).toEqual({ message: 'Студент перемещён в корзину.' });
    expect((await list(`?search=${email}`)).count).toBe(0);
    expect((await get({ url: `/api/students/${student.studentId}` })).statusCode).toBe(404);
    expect((await get({ url: '/api/auth/me', token: session })).statusCode).toBe(401);
    expect(
      (await call(t.app, { method: 'POST', url: '/api/auth/authenticate', payload: { email, password: DEMO_PASSWORD } })).statusCode,
    ).toBe(401);
    const trash = await t.db.selectFrom('trash').selectAll().where('entity_id', '=', student.studentId).executeTakeFirstOrThrow();
    expect(trash).toMatchObject({ entity_type: 'STUDENT', name: 'Lena Novak', school_id: ids.schoolId });
    expect((await del({ url: `/api/students/${student.studentId}` })).statusCode).toBe(404);
  });
});

describe('PUT /api/students/:id/block and /unblock', () => {
  it("ends a blocked student's sessions at once and refuses their login until unblocked", async () => {
    const studentId = ids.user[STUDENT_EMAIL];
    const session = await login(t.app, STUDENT_EMAIL);
    expect((await get({ url: '/api/auth/me', token: session })).statusCode).toBe(200);

    const res = await put({ url: `/api/students/${studentId}/block` });
    expect(res.json()).toEqual({ message: 'The student has been blocked and logged out.' });
    const ended = await get({ url: '/api/auth/me', token: session });
    expect(ended.statusCode).toBe(401);
    expect(ended.json().message).toBe('Your account is blocked. Please contact your school administrator.');
    const revoked = await t.db
      .selectFrom('sessions')
      .select('revoked_reason')
      .where('user_id', '=', studentId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(revoked.revoked_reason).toBe('blocked');
    const refused = await call(t.app, {
      method: 'POST',
      url: '/api/auth/authenticate',
      payload: { email: STUDENT_EMAIL, password: DEMO_PASSWORD },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Your account is blocked. Please contact your school administrator.');
    expect((await get({ url: `/api/students/${studentId}` })).json().isBlocked).toBe(true);

    const ru = await put({ url: `/api/students/${studentId}/unblock`, lang: 'ru' });
    expect(ru.json()).toEqual({ message: 'Студент разблокирован.' });
    expect((await get({ url: `/api/students/${studentId}` })).json().isBlocked).toBe(false);
    expect(await login(t.app, STUDENT_EMAIL)).toEqual(expect.any(String));
  });

  it("cannot touch another school's student", async () => {
    expect((await put({ url: `/api/students/${other.studentId}/block` })).statusCode).toBe(404);
    expect((await put({ url: `/api/students/${other.studentId}/unblock` })).statusCode).toBe(404);
    const row = await t.db.selectFrom('users').select('blocked').where('id', '=', other.studentId).executeTakeFirstOrThrow();
    expect(row.blocked).toBe(false);
  });
});

describe('who may call', () => {
  const calls = (id: number) =>
    [
      ['GET', '/api/students'],
      ['POST', '/api/students'],
      ['GET', `/api/students/${id}`],
      ['PUT', `/api/students/${id}`],
      ['DELETE', `/api/students/${id}`],
      ['PUT', `/api/students/${id}/block`],
      ['PUT', `/api/students/${id}/unblock`],
    ] as const;

  it.each([INSTRUCTOR_EMAIL, STUDENT_EMAIL])('refuses %s with 403, changing nothing', async (email) => {
    const token = await login(t.app, email);
    const id = ids.user[STUDENT_EMAIL];
    for (const [method, url] of calls(id)) {
      const res = await call(t.app, { method, url, token, payload: method === 'POST' || method === 'PUT' ? newStudent() : undefined });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await get({ url: `/api/students/${id}` })).json().isBlocked).toBe(false);
  });

  it('asks an anonymous caller to log in', async () => {
    expect((await call(t.app, { method: 'GET', url: '/api/students' })).statusCode).toBe(401);
  });
});
