import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InstructorDto, ListResponse, SavedResponse } from '../../src/api/types.js';
import { ADMIN_EMAIL, INSTRUCTOR_EMAIL, STUDENT_EMAIL, call, createTestApp, login, waitFor, type TestApp } from './helpers.js';
import { createOtherSchool, demoIds } from './schoolFixtures.js';

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

type Req = { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; token?: string; lang?: string; payload?: object };
const req = ({ method = 'GET', url, token = admin, lang, payload }: Req) => call(t.app, { method, url, token, lang, payload });
const list = async (query = '', token = admin, on: TestApp = t) => {
  const res = await call(on.app, { method: 'GET', url: `/api/instructors${query}`, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ListResponse<InstructorDto>>();
};
const newInstructor = (overrides: object = {}) => ({
  name: 'Nora',
  lastName: 'Quinn',
  email: `nora.${Math.random().toString(36).slice(2)}@example.test`,
  ...overrides,
});

describe('GET /api/instructors', () => {
  // These read the demo school as seeded, on a copy of their own: the tests below add, rename and trash instructors.
  let seeded: TestApp;
  let seededAdmin: string;
  let seededOther: Awaited<ReturnType<typeof createOtherSchool>>;
  beforeAll(async () => {
    seeded = await createTestApp();
    seededAdmin = await login(seeded.app, ADMIN_EMAIL);
    seededOther = await createOtherSchool(seeded.db);
  });
  afterAll(async () => {
    await seeded?.close();
  });
  const listSeeded = (query = '', token = seededAdmin) => list(query, token, seeded);

  it("lists the school's instructors with their courses, by last name", async () => {
    const page = await listSeeded();
    expect(page.count).toBe(3);
    expect(page.objects.map((i) => i.lastName)).toEqual(['Carter', 'Petrov', 'Иванова']);
    const ivan = page.objects.find((i) => i.email === INSTRUCTOR_EMAIL)!;
    expect(ivan).toEqual({
      teacherId: ids.user[INSTRUCTOR_EMAIL],
      name: 'Ivan',
      lastName: 'Petrov',
      fullName: 'Ivan Petrov',
      email: INSTRUCTOR_EMAIL,
      phoneNumber: '',
      specialization: 'JavaScript, React',
      courses: [
        { id: ids.course['JavaScript Fundamentals'], courseName: 'JavaScript Fundamentals' },
        { id: ids.course['React in Practice'], courseName: 'React in Practice' },
      ],
      isBlocked: false,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      invitation: { status: 'accepted', sentAt: null, expiresAt: null },
    });
    expect(JSON.stringify(page)).not.toMatch(/password/i);
  });

  it('searches names, emails and phones, and pages', async () => {
    expect((await listSeeded('?search=МАРИЯ')).objects.map((i) => i.email)).toEqual(['maria.ivanova@demo.test']);
    expect((await listSeeded(`?search=${encodeURIComponent('+1 415')}`)).objects.map((i) => i.lastName)).toEqual(['Carter']);
    expect((await listSeeded('?search=nobody-like-this')).count).toBe(0);
    const second = await listSeeded('?page=2&size=2');
    expect(second).toMatchObject({ count: 3, objects: [{ lastName: 'Иванова' }] });
    expect((await req({ url: '/api/instructors?size=101' })).json()).toMatchObject({ status: 400, field: 'size' });
  });

  it("leaves out courses in the trash, and other schools' instructors", async () => {
    await seeded.db.updateTable('courses').set({ deleted_at: new Date() }).where('id', '=', ids.course['React in Practice']).execute();
    const ivan = (await listSeeded('?search=instructor@demo')).objects[0];
    expect(ivan.courses.map((c) => c.courseName)).toEqual(['JavaScript Fundamentals']);
    await seeded.db.updateTable('courses').set({ deleted_at: null }).where('id', '=', ids.course['React in Practice']).execute();
    const theirs = await listSeeded('', await login(seeded.app, seededOther.adminEmail));
    expect(theirs.objects.map((i) => i.teacherId)).toEqual([seededOther.instructorId]);
  });
});

describe('POST /api/instructors', () => {
  it("creates an instructor and emails an invitation in the school's language, with no password", async () => {
    const res = await req({
      method: 'POST',
      url: '/api/instructors',
      payload: {
        name: ' Nora ',
        lastName: 'Quinn',
        email: 'Nora.Quinn@Example.test',
        phoneNumber: '+44 20 7946 0000',
        specialization: ' Design ',
        password: 'secret99',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    // The answer is the message and the saved instructor, exactly as GET by id shows it.
    const { message, ...saved } = res.json<SavedResponse<InstructorDto>>();
    expect(message).toBe('The instructor has been added. An invitation to set a password has been sent to nora.quinn@example.test.');
    expect(saved).toEqual({
      teacherId: expect.any(Number),
      name: 'Nora',
      lastName: 'Quinn',
      fullName: 'Nora Quinn',
      email: 'nora.quinn@example.test',
      phoneNumber: '+44 20 7946 0000',
      specialization: 'Design',
      courses: [],
      isBlocked: false,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    // GET by id adds the invitation and the last login (the instructor's page shows them).
    expect((await req({ url: `/api/instructors/${saved.teacherId}` })).json()).toEqual({
      ...saved,
      invitation: { status: 'pending', sentAt: expect.any(String), expiresAt: expect.any(String) },
      lastLoginAt: null,
    });
    expect(Object.keys(saved).join()).not.toMatch(/password/i);
    expect(res.body).not.toContain('secret99');
    const [nora] = (await list('?search=nora.quinn')).objects;
    expect(nora).toEqual({ ...saved, invitation: { status: 'pending', sentAt: expect.any(String), expiresAt: expect.any(String) } });

    const mail = await waitFor(() => t.mail.find((m) => m.to === 'nora.quinn@example.test'));
    expect(mail.text).toContain('as an instructor');
    expect(mail.text).not.toContain('secret99');
    const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail.text)![1];
    const set = await call(t.app, { method: 'PUT', url: '/api/auth/updatePassword', payload: { token, password: 'teach123' } });
    expect(set.json().authority).toBe('INSTRUCTOR');
    expect(await login(t.app, 'nora.quinn@example.test', 'teach123')).toEqual(expect.any(String));
  });

  it("writes the invitation in Russian for a Russian school, and answers in the request's language", async () => {
    await t.db.updateTable('schools').set({ language: 'ru' }).where('id', '=', ids.schoolId).execute();
    try {
      const res = await req({
        method: 'POST',
        url: '/api/instructors',
        lang: 'ru',
        payload: newInstructor({ email: 'ru.teacher@example.test', name: 'Олег' }),
      });
      expect(res.json()).toMatchObject({
        message: 'Преподаватель добавлен. Приглашение задать пароль отправлено на ru.teacher@example.test.',
        name: 'Олег',
        email: 'ru.teacher@example.test',
      });
      const mail = await waitFor(() => t.mail.find((m) => m.to === 'ru.teacher@example.test'));
      expect(mail.subject).toBe('Ваш аккаунт в Demo School');
      expect(mail.text).toContain('Здравствуйте, Олег!');
      expect(mail.text).toContain('/reset-password/');
    } finally {
      await t.db.updateTable('schools').set({ language: 'en' }).where('id', '=', ids.schoolId).execute();
    }
  });

  it.each([
    [{ name: undefined }, 'name', 'The field "name" is required.'],
    [{ lastName: '  ' }, 'lastName', 'The field "lastName" is required.'],
    [{ email: 'nope' }, 'email', 'Email is not valid!'],
    [{ email: undefined }, 'email', 'Email is required!'],
    [{ phoneNumber: '1'.repeat(51) }, 'phoneNumber', 'The field "phoneNumber" must be at most 50 characters.'],
    [{ specialization: 's'.repeat(201) }, 'specialization', 'The field "specialization" must be at most 200 characters.'],
  ])('refuses %j with a 400 naming the field', async (overrides, field, message) => {
    const res = await req({ method: 'POST', url: '/api/instructors', payload: newInstructor(overrides) });
    expect(res.json()).toEqual({ message, status: 400, field });
  });

  it('says so in Russian, and refuses a taken email with 409', async () => {
    expect((await req({ method: 'POST', url: '/api/instructors', lang: 'ru', payload: newInstructor({ email: '' }) })).json()).toEqual({
      message: 'Введите адрес электронной почты!',
      status: 400,
      field: 'email',
    });
    const taken = await req({
      method: 'POST',
      url: '/api/instructors',
      lang: 'ru',
      payload: newInstructor({ email: STUDENT_EMAIL.toUpperCase() }),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      message: `Адрес электронной почты ${STUDENT_EMAIL} уже занят другим аккаунтом.`,
      status: 409,
      field: 'email',
    });
  });
});

describe('GET, PUT and DELETE /api/instructors/:id', () => {
  it('reads and updates one instructor', async () => {
    const id = ids.user['john.carter@demo.test'];
    expect((await req({ url: `/api/instructors/${id}` })).json()).toMatchObject({
      fullName: 'John Carter',
      courses: [{ courseName: 'JavaScript Fundamentals' }],
    });
    const res = await req({
      method: 'PUT',
      url: `/api/instructors/${id}`,
      payload: { name: 'Johnny', lastName: 'Carter', email: 'john.carter@demo.test', specialization: 'Accessibility' },
    });
    // The answer is the message and the saved instructor, with their courses, as GET by id shows it.
    const { message, ...saved } = res.json<SavedResponse<InstructorDto>>();
    expect(message).toBe('The instructor has been saved.');
    expect(saved).toEqual({
      teacherId: id,
      name: 'Johnny',
      lastName: 'Carter',
      fullName: 'Johnny Carter',
      email: 'john.carter@demo.test',
      phoneNumber: '',
      specialization: 'Accessibility',
      courses: [{ id: ids.course['JavaScript Fundamentals'], courseName: 'JavaScript Fundamentals' }],
      isBlocked: false,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect((await req({ url: `/api/instructors/${id}` })).json()).toEqual({ ...saved, invitation: expect.any(Object), lastLoginAt: null });
    const ru = await req({
      method: 'PUT',
      url: `/api/instructors/${id}`,
      lang: 'ru',
      payload: { name: 'Johnny', lastName: 'Carter', email: 'john.carter@demo.test', phoneNumber: '+1 555' },
    });
    expect(ru.json()).toEqual({ ...saved, message: 'Преподаватель сохранён.', phoneNumber: '+1 555', specialization: '' });
    const taken = await req({ method: 'PUT', url: `/api/instructors/${id}`, payload: newInstructor({ email: INSTRUCTOR_EMAIL }) });
    expect(taken.statusCode).toBe(409);
  });

  it("answers 404 for unknown ids, other schools' instructors and students", async () => {
    for (const id of [999999, other.instructorId, ids.user[STUDENT_EMAIL]]) {
      expect((await req({ url: `/api/instructors/${id}` })).statusCode).toBe(404);
      expect((await req({ method: 'PUT', url: `/api/instructors/${id}`, payload: newInstructor() })).statusCode).toBe(404);
      expect((await req({ method: 'DELETE', url: `/api/instructors/${id}` })).statusCode).toBe(404);
    }
  });

  it('moves an instructor to the trash: gone from the list, logged out', async () => {
    const session = await login(t.app, INSTRUCTOR_EMAIL);
    const id = ids.user[INSTRUCTOR_EMAIL];
    const res = await req({ method: 'DELETE', url: `/api/instructors/${id}`, lang: 'ru' });
    expect(res.json()).toEqual({ message: 'Преподаватель перемещён в корзину.' });
    expect((await list()).objects.map((i) => i.teacherId)).not.toContain(id);
    expect((await req({ url: `/api/instructors/${id}` })).statusCode).toBe(404);
    expect((await req({ url: '/api/auth/me', token: session })).statusCode).toBe(401);
    const trash = await t.db.selectFrom('trash').selectAll().where('entity_id', '=', id).executeTakeFirstOrThrow();
    expect(trash).toMatchObject({ entity_type: 'INSTRUCTOR', name: 'Ivan Petrov' });
    // Nothing is destroyed: the course links stay for a restore.
    const links = await t.db.selectFrom('course_instructors').select('course_id').where('instructor_id', '=', id).execute();
    expect(links).toHaveLength(2);
  });
});

describe('who may call', () => {
  it.each([INSTRUCTOR_EMAIL.replace('instructor@', 'maria.ivanova@'), STUDENT_EMAIL])('refuses %s with 403', async (email) => {
    if (email.startsWith('maria')) {
      // The seeded instructor has no password yet: give her the demo one.
      const hash = await t.db.selectFrom('users').select('password_hash').where('email', '=', ADMIN_EMAIL).executeTakeFirstOrThrow();
      await t.db.updateTable('users').set({ password_hash: hash.password_hash }).where('email', '=', email).execute();
    }
    const token = await login(t.app, email);
    const id = ids.user['john.carter@demo.test'];
    for (const [method, url] of [
      ['GET', '/api/instructors'],
      ['POST', '/api/instructors'],
      ['GET', `/api/instructors/${id}`],
      ['PUT', `/api/instructors/${id}`],
      ['DELETE', `/api/instructors/${id}`],
    ] as const) {
      const res = await req({ method, url, token, payload: method === 'POST' || method === 'PUT' ? newInstructor() : undefined });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});
