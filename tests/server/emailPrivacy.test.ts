import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportErrorResponse } from '../../src/api/types.js';
import { ADMIN_EMAIL, STUDENT_EMAIL, call, createTestApp, login, type TestApp } from './helpers.js';
import { addGroup, createOtherSchool, demoIds } from './schoolFixtures.js';
import { multipart, workbook } from './uploadFixtures.js';

/*
 * A school's admin (anyone can sign a school up) must not learn from the
 * people forms whether an address has an account in another school. Within their own school
 * they may be told (they see those people anyway); another school's address is only "cannot
 * be used here", the other account untouched, and no second account with that email.
 */
let t: TestApp;
let admin: string;
let other: Awaited<ReturnType<typeof createOtherSchool>>;
let ids: Awaited<ReturnType<typeof demoIds>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, ADMIN_EMAIL);
  other = await createOtherSchool(t.db);
  ids = await demoIds(t.db);
});
afterAll(async () => {
  await t?.close();
});

const unavailable = (email: string) => ({
  message: `The email ${email} cannot be used here. Please enter another address.`,
  status: 409,
  field: 'email',
});
const accountsWith = (email: string) =>
  t.db.selectFrom('users').select(['id', 'school_id', 'first_name', 'password_hash', 'role']).where('email', '=', email).execute();
const newStudent = (email: string) => ({
  name: 'Probe',
  lastname: 'Student',
  email,
  phoneNumber: null,
  studyFormat: 'ONLINE',
  groupId: null,
});

describe("another school's address", () => {
  it('is refused by POST /api/students without saying it has an account, and the account is untouched', async () => {
    const before = await accountsWith(other.adminEmail);
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/students',
      token: admin,
      payload: newStudent(other.adminEmail.toUpperCase()),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(unavailable(other.adminEmail));
    expect(res.body).not.toMatch(/account/i);
    expect(await accountsWith(other.adminEmail)).toEqual(before);

    const ru = await call(t.app, { method: 'POST', url: '/api/students', token: admin, lang: 'ru', payload: newStudent(other.adminEmail) });
    expect(ru.json()).toEqual({
      ...unavailable(other.adminEmail),
      message: `Адрес электронной почты ${other.adminEmail} нельзя использовать здесь. Укажите другой адрес.`,
    });
  });

  it('is refused alike by POST /api/instructors and by a student update', async () => {
    const instructor = await call(t.app, {
      method: 'POST',
      url: '/api/instructors',
      token: admin,
      payload: { name: 'Nora', lastName: 'Quinn', email: other.adminEmail },
    });
    expect(instructor.statusCode).toBe(409);
    expect(instructor.json()).toEqual(unavailable(other.adminEmail));

    const studentId = ids.user[STUDENT_EMAIL];
    const update = await call(t.app, {
      method: 'PUT',
      url: `/api/students/${studentId}`,
      token: admin,
      payload: { ...newStudent(other.adminEmail), groupId: null },
    });
    expect(update.statusCode).toBe(409);
    expect(update.json()).toEqual(unavailable(other.adminEmail));
    expect((await accountsWith(STUDENT_EMAIL)).length).toBe(1);
    expect((await accountsWith(other.adminEmail)).map((a) => a.school_id)).toEqual([other.schoolId]);
  });

  it('is an unusable row of an import, while an own-school address is named as taken', async () => {
    const group = await addGroup(t.db, ids.schoolId, 'Privacy import');
    const data = await workbook([
      ['Name', 'Lastname', 'Email', 'Phone', 'Study format'],
      ['Own', 'Row', STUDENT_EMAIL, '', 'ONLINE'],
      ['Other', 'Row', other.adminEmail, '', 'ONLINE'],
    ]);
    const res = await call(t.app, {
      method: 'POST',
      url: `/api/students/import/${group}`,
      token: admin,
      ...multipart(data, 'students.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<ImportErrorResponse>().errors).toEqual([
      { row: 2, field: 'email', reason: `The email ${STUDENT_EMAIL} already belongs to an account.` },
      { row: 3, field: 'email', reason: `The email ${other.adminEmail} cannot be used here. Please enter another address.` },
    ]);
  });
});
