import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignUpInput, TariffDto } from '../../src/api/schools.js';
import { call, createTestApp, rowCount, type TestApp } from './helpers.js';
import { addGroup, addStudent } from './schoolFixtures.js';
import { PNG, multipart, studentRows, workbook } from './uploadFixtures.js';
import { confirmSignUp } from './signUpConfirm.js';

let t: TestApp;
let free: TariffDto;

const unique = () => randomBytes(3).toString('hex');
const MB = 1024 * 1024;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

beforeAll(async () => {
  t = await createTestApp({ captureMail: true });
  free = (await call(t.app, { method: 'GET', url: '/api/tariffs' }))
    .json<{ objects: TariffDto[] }>()
    .objects.find((p) => p.code === 'free')!;
});
afterAll(async () => {
  await t?.close();
});

/** A new school on the Free plan through the sign-up, with its admin's token. */
async function freeSchool() {
  const tag = unique();
  const input: SignUpInput = {
    domain: `limits-${tag}`,
    name: `Limits ${tag}`,
    timezone: 'UTC',
    tariffId: free.id,
    themeColor: '#3b5bdb',
    acceptTerms: true,
    firstName: 'Lena',
    lastName: 'Limit',
    email: `lena-${tag}@limits.test`,
    password: 'secret1',
    confirmPassword: 'secret1',
  };
  const res = await call(t.app, { method: 'POST', url: '/api/schools/sign-up', payload: input });
  expect(res.statusCode).toBe(202);
  const school = await t.db.selectFrom('schools').select('id').where('domain', '=', input.domain).executeTakeFirstOrThrow();
  return { schoolId: school.id, token: (await confirmSignUp(t.app, t.db, input.email)).token };
}

/** Puts a school on a plan made for the test (not offered at sign-up). */
async function usePlan(schoolId: number, limits: { students?: number; instructors?: number; storageMb?: number }) {
  const plan = await t.db
    .insertInto('tariffs')
    .values({
      code: `test-${unique()}`,
      name: 'Tight',
      max_students: limits.students ?? 50,
      max_instructors: limits.instructors ?? 3,
      max_storage_mb: limits.storageMb ?? 500,
      public: false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db.updateTable('schools').set({ tariff_id: plan.id }).where('id', '=', schoolId).execute();
}

const liveCount = (schoolId: number, role: 'STUDENT' | 'INSTRUCTOR') =>
  rowCount(t.db, 'users', (eb) => eb.and([eb('school_id', '=', schoolId), eb('role', '=', role), eb('deleted_at', 'is', null)]));

let seq = 0;
const student = (groupId: number | null = null) => {
  seq += 1;
  return {
    name: 'Pat',
    lastname: `Seat${seq}`,
    email: `seat-${seq}-${unique()}@limits.test`,
    phoneNumber: '',
    studyFormat: 'ONLINE',
    groupId,
  };
};
const instructor = () => {
  seq += 1;
  return { name: 'Ira', lastName: `Teach${seq}`, email: `teach-${seq}-${unique()}@limits.test`, phoneNumber: '', specialization: 'Maths' };
};
const createStudent = (token: string, lang?: string, groupId: number | null = null) =>
  call(t.app, { method: 'POST', url: '/api/students', token, lang, payload: student(groupId) });
const createInstructor = (token: string, lang?: string) =>
  call(t.app, { method: 'POST', url: '/api/instructors', token, lang, payload: instructor() });
const importRows = async (token: string, groupId: number, count: number, lang?: string, prefix = `imp-${unique()}`) =>
  call(t.app, {
    method: 'POST',
    url: `/api/students/import/${groupId}`,
    token,
    lang,
    ...multipart(await workbook(studentRows(count, prefix)), 'students.xlsx', XLSX_TYPE),
  });

describe('students on the Free plan (50)', () => {
  it('an import that would cross the limit imports nothing and names the limit; one that fits imports all', async () => {
    const { schoolId, token } = await freeSchool();
    const groupId = await addGroup(t.db, schoolId, 'Evening group');
    for (let n = 0; n < 47; n++) await addStudent(t.db, schoolId, { groupId });

    const refusedPrefix = `imp-${unique()}`;
    const refused = await importRows(token, groupId, 6, undefined, refusedPrefix);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      status: 409,
      code: 'TARIFF_LIMIT',
      message: 'Your plan (Free) allows 50 students; this would make 53.',
    });
    expect(await liveCount(schoolId, 'STUDENT')).toBe(47);
    // No invitation went out to the refused rows (other tests' mail lands in the same capture, so only theirs counts).
    expect(t.mail.filter((m) => m.to.startsWith(`${refusedPrefix}.`))).toHaveLength(0);

    const ru = await importRows(token, groupId, 6, 'ru');
    expect(ru.json().message).toBe('Ваш тариф («Бесплатный») допускает студентов: не более 50; после этого их стало бы 53.');
    expect(await liveCount(schoolId, 'STUDENT')).toBe(47);

    const fits = await importRows(token, groupId, 3);
    expect(fits.statusCode).toBe(200);
    expect(await liveCount(schoolId, 'STUDENT')).toBe(50);
  });

  it('creating one past the limit is refused in both languages; a seat freed by the trash can be taken, and the restore is then refused', async () => {
    const { schoolId, token } = await freeSchool();
    for (let n = 0; n < 49; n++) await addStudent(t.db, schoolId);
    const last = await createStudent(token);
    expect(last.statusCode).toBe(200);
    const lastId = last.json<{ studentId: number }>().studentId;

    const en = await createStudent(token);
    expect(en.statusCode).toBe(409);
    expect(en.json()).toMatchObject({ code: 'TARIFF_LIMIT', message: 'Your plan (Free) allows 50 students; this would make 51.' });
    const ru = await createStudent(token, 'ru');
    expect(ru.json().message).toBe('Ваш тариф («Бесплатный») допускает студентов: не более 50; после этого их стало бы 51.');
    expect(await liveCount(schoolId, 'STUDENT')).toBe(50);

    // The trash frees a seat; a new student takes it; the trashed one cannot come back past the limit.
    expect((await call(t.app, { method: 'DELETE', url: `/api/students/${lastId}`, token })).statusCode).toBe(200);
    expect((await createStudent(token)).statusCode).toBe(200);
    const trashed = await t.db
      .selectFrom('trash')
      .select('id')
      .where('school_id', '=', schoolId)
      .where('entity_id', '=', lastId)
      .executeTakeFirstOrThrow();
    const restore = await call(t.app, { method: 'PUT', url: `/api/trash/${trashed.id}/restore`, token });
    expect(restore.statusCode).toBe(409);
    expect(restore.json().message).toBe('Your plan (Free) allows 50 students; this would make 51.');
    expect(await liveCount(schoolId, 'STUDENT')).toBe(50);
  });

  it('the demo school is on Pro, so its 30 students leave plenty of room', async () => {
    const demo = await t.db
      .selectFrom('schools')
      .innerJoin('tariffs', 'tariffs.id', 'schools.tariff_id')
      .select(['tariffs.code'])
      .where('schools.domain', '=', 'demo')
      .executeTakeFirstOrThrow();
    expect(demo.code).toBe('pro');
  });
});

describe('instructors on the Free plan (3)', () => {
  it('the fourth is refused naming the limit, in English and Russian', async () => {
    const { schoolId, token } = await freeSchool();
    for (let n = 0; n < 3; n++) expect((await createInstructor(token)).statusCode).toBe(200);
    const en = await createInstructor(token);
    expect(en.statusCode).toBe(409);
    expect(en.json()).toMatchObject({ code: 'TARIFF_LIMIT', message: 'Your plan (Free) allows 3 instructors; this would make 4.' });
    const ru = await createInstructor(token, 'ru');
    expect(ru.json().message).toBe('Ваш тариф («Бесплатный») допускает преподавателей: не более 3; после этого их стало бы 4.');
    expect(await liveCount(schoolId, 'INSTRUCTOR')).toBe(3);
  });
});

describe('storage', () => {
  const storedKeys = async () => {
    const root = path.join(t.config.dataDir, 'files');
    try {
      return (await Promise.all((await fs.readdir(root)).map((d) => fs.readdir(path.join(root, d)))))
        .flat()
        .filter((f) => !f.endsWith('.part'));
    } catch {
      return [];
    }
  };
  const upload = (token: string, data: Buffer, lang?: string) =>
    call(t.app, { method: 'POST', url: '/api/static/upload', token, lang, ...multipart(data, 'logo.png', 'image/png') });

  it('an upload that would pass the plan’s storage is refused with 409 naming it, and nothing of it is kept', async () => {
    const { schoolId, token } = await freeSchool();
    // 499.5 MB already used (a row stands for the bytes; only the sum counts).
    await t.db
      .insertInto('files')
      .values({
        school_id: schoolId,
        uploaded_by: null,
        storage_key: `${randomBytes(18).toString('base64url')}.pdf`,
        original_name: 'big.pdf',
        mime: 'application/pdf',
        size: 500 * MB - MB / 2,
      })
      .execute();
    const filesBefore = await t.db.selectFrom('files').select('id').where('school_id', '=', schoolId).execute();
    const keysBefore = await storedKeys();

    const oneMb = Buffer.concat([PNG, Buffer.alloc(MB - PNG.length)]);
    const en = await upload(token, oneMb);
    expect(en.statusCode).toBe(409);
    expect(en.json()).toMatchObject({
      code: 'TARIFF_LIMIT',
      field: 'file',
      message: 'Your plan (Free) allows 500 MB of files; this upload would make 500.5 MB.',
    });
    const ru = await upload(token, oneMb, 'ru');
    expect(ru.json().message).toBe('Ваш тариф («Бесплатный») допускает файлов на 500 МБ; с этой загрузкой было бы 500.5 МБ.');
    expect(await t.db.selectFrom('files').select('id').where('school_id', '=', schoolId).execute()).toEqual(filesBefore);
    expect(await storedKeys()).toEqual(keysBefore);

    // What still fits is stored.
    const small = await upload(token, PNG);
    expect(small.statusCode).toBe(200);
  });
});

describe('two creates racing for the last seat', () => {
  // On PostgreSQL (TEST_DATABASE_URL) the requests really run at once on separate connections.
  it('students: exactly one of two parallel creates wins, round after round', async () => {
    const { schoolId, token } = await freeSchool();
    for (let round = 1; round <= 4; round++) {
      await usePlan(schoolId, { students: round });
      const answers = await Promise.all([createStudent(token), createStudent(token)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      expect(await liveCount(schoolId, 'STUDENT')).toBe(round);
    }
  });

  it('instructors: exactly one of two parallel creates wins', async () => {
    const { schoolId, token } = await freeSchool();
    await usePlan(schoolId, { instructors: 1 });
    const answers = await Promise.all([createInstructor(token), createInstructor(token), createInstructor(token)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await liveCount(schoolId, 'INSTRUCTOR')).toBe(1);
  });

  it('imports: of two parallel files that each fit alone, only one is imported, whole', async () => {
    const { schoolId, token } = await freeSchool();
    const groupId = await addGroup(t.db, schoolId, 'Race group');
    await usePlan(schoolId, { students: 5 });
    const answers = await Promise.all([importRows(token, groupId, 3), importRows(token, groupId, 3)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await liveCount(schoolId, 'STUDENT')).toBe(3);
  });

  it('uploads: two parallel uploads that each fit alone cannot both be stored past the limit', async () => {
    const { schoolId, token } = await freeSchool();
    await usePlan(schoolId, { storageMb: 1 });
    const almostHalf = Buffer.concat([PNG, Buffer.alloc(MB / 2 + 1000)]);
    const answers = await Promise.all([
      call(t.app, { method: 'POST', url: '/api/static/upload', token, ...multipart(almostHalf, 'a.png', 'image/png') }),
      call(t.app, { method: 'POST', url: '/api/static/upload', token, ...multipart(almostHalf, 'b.png', 'image/png') }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('changing plans (PUT /api/schools/tariff)', () => {
  const plans = async () => (await call(t.app, { method: 'GET', url: '/api/tariffs' })).json<{ objects: TariffDto[] }>().objects;
  const change = (token: string, tariffId: number, lang?: string) =>
    call(t.app, { method: 'PUT', url: '/api/schools/tariff', token, lang, payload: { tariffId } });

  it('moves up at once and answers the settings with the new plan, in the admin’s language', async () => {
    const { token } = await freeSchool();
    const standard = (await plans()).find((p) => p.code === 'standard')!;
    const res = await change(token, standard.id, 'ru');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Школа переведена на тариф «Стандарт».', tariff: { id: standard.id, code: 'standard' } });
    const settings = await call(t.app, { method: 'GET', url: '/api/schools/settings', token });
    expect(settings.json().tariff.code).toBe('standard');
    // The new limit holds at once: a fourth instructor now fits.
    for (let n = 1; n <= 4; n++) expect((await createInstructor(token)).statusCode, `instructor ${n}`).toBe(200);
  });

  it('refuses a plan the school outgrows, naming the limit in both languages, and keeps the old plan', async () => {
    const { schoolId, token } = await freeSchool();
    const all = await plans();
    const standard = all.find((p) => p.code === 'standard')!;
    expect((await change(token, standard.id)).statusCode).toBe(200);
    for (let n = 1; n <= 4; n++) expect((await createInstructor(token)).statusCode).toBe(200);
    const refused = await change(token, free.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: 'The Free plan allows 3 instructors; your school has 4. Remove some before changing plans.',
      status: 409,
      code: 'TARIFF_LIMIT',
      field: 'tariffId',
    });
    const refusedRu = await change(token, free.id, 'ru');
    expect(refusedRu.json().message).toBe(
      'Тариф «Бесплатный» допускает 3 преподавателей, а в школе их 4. Удалите лишних, прежде чем менять тариф.',
    );
    const plan = await t.db.selectFrom('schools').select('tariff_id').where('id', '=', schoolId).executeTakeFirstOrThrow();
    expect(plan.tariff_id).toBe(standard.id);
  });

  it('counts students and stored files too', async () => {
    const { schoolId, token } = await freeSchool();
    const standard = (await plans()).find((p) => p.code === 'standard')!;
    await change(token, standard.id);
    for (let n = 0; n < 51; n++) await addStudent(t.db, schoolId);
    expect((await change(token, free.id)).json().message).toBe(
      'The Free plan allows 50 students; your school has 51. Remove some before changing plans.',
    );
    await t.db
      .updateTable('users')
      .set({ deleted_at: new Date() })
      .where('school_id', '=', schoolId)
      .where('role', '=', 'STUDENT')
      .execute();
    await t.db
      .insertInto('files')
      .values({
        school_id: schoolId,
        storage_key: `big-${unique()}.pdf`,
        original_name: 'big.pdf',
        mime: 'application/pdf',
        size: free.storageMb * MB + 1,
      })
      .execute();
    expect((await change(token, free.id)).json().message).toBe(
      `The Free plan allows ${free.storageMb} MB of files; your school stores ${free.storageMb}.1 MB. Delete some before changing plans.`,
    );
  });

  it('refuses a plan not offered at sign-up or unknown (400 naming tariffId), and anyone but the admin (403)', async () => {
    const { token } = await freeSchool();
    const hidden = await t.db
      .insertInto('tariffs')
      .values({
        code: `hidden-${unique()}`,
        name: 'Hidden',
        max_students: 1_000_000,
        max_instructors: 1_000,
        max_storage_mb: 100_000,
        public: false,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const id of [hidden.id, 999_999]) {
      const res = await change(token, id);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field: 'tariffId', message: 'The chosen plan does not exist.' });
    }
    expect((await change(token, 0)).statusCode).toBe(400);
    for (const email of ['instructor@demo.test', 'student@demo.test']) {
      const other = await call(t.app, { method: 'POST', url: '/api/auth/authenticate', payload: { email, password: 'demo123' } });
      expect((await change(other.json<{ token: string }>().token, free.id)).statusCode).toBe(403);
    }
  });
});
