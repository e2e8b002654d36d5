import { beforeEach, describe, expect, it } from 'vitest';
import { moveToTrash } from '../../server/lib/trash.js';
import { adminSuite } from './adminSuite.js';
import { ADMIN_EMAIL, call, type Method } from './helpers.js';
import { addFile, addGroup, addStudent } from './schoolFixtures.js';

const { t, ids, other, tokens, api } = adminSuite();
const create = async (body: object) => {
  const res = await api('POST', 'groups', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number; groupName: string; message: string };
};

/** Moves to the trash the groups other cases added to the demo school, so the list holds the seeded ones. */
async function trashAddedGroups() {
  const added = await t.db
    .selectFrom('groups')
    .select(['id', 'name'])
    .where('school_id', '=', ids.schoolId)
    .where('deleted_at', 'is', null)
    .where('id', 'not in', Object.values(ids.group))
    .execute();
  for (const { id, name } of added) {
    await moveToTrash(t.db, {
      schoolId: ids.schoolId,
      type: 'GROUP',
      entityId: id,
      name,
      deletedBy: ids.user[ADMIN_EMAIL],
      now: t.clock.now(),
    });
  }
}
/** Leaves the other school with its one seeded group: cases add a "Frontend 2026" there. */
const clearOtherSchoolGroups = () =>
  t.db.deleteFrom('groups').where('school_id', '=', other.schoolId).where('id', '!=', other.groupId).execute();

describe('GET /api/groups', () => {
  beforeEach(trashAddedGroups);

  it('lists the groups by name with their live students count', async () => {
    const res = await api('GET', 'groups?size=100');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const names = body.objects.map((g: { groupName: string }) => g.groupName);
    expect(names).toEqual(['Frontend 2026', 'Python Basics', 'Аналитика данных']);
    expect(body.count).toBe(body.objects.length);
    const frontend = body.objects.find((g: { id: number }) => g.id === ids.group['Frontend 2026']);
    expect(frontend).toEqual({
      id: ids.group['Frontend 2026'],
      groupName: 'Frontend 2026',
      description: 'Web development from HTML to React.',
      dateOfFinish: '2027-06-30',
      imageId: 0,
      imageLink: null,
      isFinished: false,
      studentsCount: 10,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(body.objects.map((g: { id: number }) => g.id)).not.toContain(other.groupId);
  });

  it('pages with a stable order and refuses a page size above 100', async () => {
    const all = (await api('GET', 'groups?size=100')).json();
    const first = (await api('GET', 'groups?page=1&size=2')).json();
    const second = (await api('GET', 'groups?page=2&size=2')).json();
    expect(first.count).toBe(all.count);
    expect([...first.objects, ...second.objects].map((g: { id: number }) => g.id)).toEqual(
      all.objects.slice(0, 4).map((g: { id: number }) => g.id),
    );

    const big = await api('GET', 'groups?size=101');
    expect(big.statusCode).toBe(400);
    expect(big.json()).toEqual({ message: 'The field "Rows per page" must be at most 100.', status: 400, field: 'size' });
    const ru = await api('GET', 'groups?size=500', undefined, { lang: 'ru' });
    expect(ru.json().message).toBe('Поле «Строк на странице» должно быть не больше 100.');
    expect((await api('GET', 'groups?page=0')).statusCode).toBe(400);
    expect((await api('GET', 'groups?size=many')).json()).toMatchObject({ status: 400, field: 'size' });
  });

  it('searches names and descriptions, case-insensitively, taking % and _ literally', async () => {
    const python = (await api('GET', 'groups?search=PYTHON')).json();
    expect(python.objects.map((g: { groupName: string }) => g.groupName).sort()).toEqual(['Python Basics', 'Аналитика данных']);
    expect(python.count).toBe(2);
    expect((await api('GET', `groups?search=${encodeURIComponent('аналитика')}`)).json().count).toBe(1);
    expect((await api('GET', 'groups?search=%25')).json().count).toBe(0);
    expect((await api('GET', 'groups?search=%20%20')).json().count).toBeGreaterThanOrEqual(3);
  });
});

describe('POST /api/groups', () => {
  it('creates a group, trims it, and answers the message with the group', async () => {
    const res = await api('POST', 'groups', {
      groupName: '  Design 2027 ',
      description: ' UI and UX ',
      dateOfFinish: '2027-12-31',
      extra: 'ignored',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      message: 'The group has been created.',
      id: expect.any(Number),
      groupName: 'Design 2027',
      description: 'UI and UX',
      dateOfFinish: '2027-12-31',
      imageId: 0,
      imageLink: null,
      isFinished: false,
      studentsCount: 0,
      createdAt: t.clock.now().toISOString(),
    });
    expect((await api('GET', `groups/${body.id}`)).json()).toMatchObject({ groupName: 'Design 2027' });
    const ru = await api('POST', 'groups', { groupName: 'Дизайн' }, { lang: 'ru' });
    expect(ru.json().message).toBe('Группа создана.');
  });

  it.each([
    [{}, 'groupName', 'The field "groupName" is required.'],
    [{ groupName: '   ' }, 'groupName', 'The field "groupName" is required.'],
    [{ groupName: 'x'.repeat(101) }, 'groupName', 'The field "groupName" must be at most 100 characters.'],
    [{ groupName: 'Ok', description: 'x'.repeat(2001) }, 'description', 'The field "description" must be at most 2000 characters.'],
    [{ groupName: 'Ok', dateOfFinish: '31.12.2026' }, 'dateOfFinish', 'The field "dateOfFinish" has an invalid format.'],
    [{ groupName: 'Ok', dateOfFinish: '2026-02-30' }, 'dateOfFinish', 'The field "dateOfFinish" has an invalid format.'],
    [{ groupName: 'Ok', imageId: -1 }, 'imageId', 'The field "imageId" must be at least 0.'],
    [{ groupName: 'Ok', imageId: 'abc' }, 'imageId', 'The field "imageId" must be a whole number.'],
    [{ groupName: 'Ok', imageId: 999999 }, 'imageId', 'The image was not found. Please upload it again.'],
  ])('refuses bad input case %# with 400 naming the field', async (body, field, message) => {
    const res = await api('POST', 'groups', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, status: 400, field });
  });

  it('says so in Russian', async () => {
    const res = await api('POST', 'groups', { description: 'no name' }, { lang: 'ru' });
    expect(res.json()).toEqual({ message: 'Поле «groupName» обязательно.', status: 400, field: 'groupName' });
    const image = await api('POST', 'groups', { groupName: 'Ok', imageId: 999999 }, { lang: 'ru' });
    expect(image.json().message).toBe('Изображение не найдено. Загрузите его ещё раз.');
  });

  it('takes an image of this school only, and not a PDF', async () => {
    const image = await addFile(t.db, ids.schoolId);
    const res = await api('POST', 'groups', { groupName: 'With picture', imageId: image.id });
    expect(res.json()).toMatchObject({ imageId: image.id, imageLink: `/api/static/files/${image.key}` });
    const pdf = await addFile(t.db, ids.schoolId, 'application/pdf');
    expect((await api('POST', 'groups', { groupName: 'With pdf', imageId: pdf.id })).json()).toMatchObject({
      status: 400,
      field: 'imageId',
    });
    const foreign = await addFile(t.db, other.schoolId);
    expect((await api('POST', 'groups', { groupName: 'Foreign picture', imageId: foreign.id })).json()).toMatchObject({
      status: 400,
      field: 'imageId',
    });
  });

  it('refuses a name the school already uses with 409, ignoring case and spaces', async () => {
    await clearOtherSchoolGroups();
    const res = await api('POST', 'groups', { groupName: ' frontend 2026 ' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'A group named "frontend 2026" already exists.', status: 409, field: 'groupName' });
    const ru = await api('POST', 'groups', { groupName: 'Python Basics' }, { lang: 'ru' });
    expect(ru.json().message).toBe('Группа с названием «Python Basics» уже существует.');
    // Another school may use the same name.
    expect((await api('POST', 'groups', { groupName: 'Frontend 2026' }, { token: tokens.OTHER })).statusCode).toBe(200);
  });
});

describe('PUT /api/groups/{id}', () => {
  it('saves the fields sent, keeps the others, and clears the image with 0', async () => {
    const image = await addFile(t.db, ids.schoolId);
    const group = await create({ groupName: 'Editable', description: 'Before', dateOfFinish: '2027-01-01', imageId: image.id });
    const res = await api('PUT', `groups/${group.id}`, { groupName: 'Edited', description: 'After' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'The group has been saved.',
      id: group.id,
      groupName: 'Edited',
      description: 'After',
      dateOfFinish: '2027-01-01',
      imageId: image.id,
    });
    const cleared = await api('PUT', `groups/${group.id}`, { groupName: 'Edited', dateOfFinish: null, imageId: 0 });
    expect(cleared.json()).toMatchObject({ dateOfFinish: null, imageId: 0, imageLink: null, description: 'After' });
    // Its own name is not a clash; another group's is.
    expect((await api('PUT', `groups/${group.id}`, { groupName: 'EDITED' })).statusCode).toBe(200);
    expect((await api('PUT', `groups/${group.id}`, { groupName: 'Python Basics' })).statusCode).toBe(409);
  });

  it('answers 404 for an unknown group and 400 for a bad id or body', async () => {
    expect((await api('PUT', 'groups/999999', { groupName: 'X' })).statusCode).toBe(404);
    expect((await api('PUT', 'groups/abc', { groupName: 'X' })).json()).toMatchObject({ status: 400, field: 'id' });
    expect((await api('PUT', `groups/${ids.group['Python Basics']}`, { groupName: '' })).json()).toMatchObject({
      status: 400,
      field: 'groupName',
    });
    expect((await api('GET', 'groups/0')).statusCode).toBe(400);
    expect((await api('GET', 'groups/999999')).json()).toEqual({ message: 'Not found.', status: 404 });
  });
});

describe('PUT /api/groups/update/{id}', () => {
  it('marks a group finished without a body, and reopens it; finished groups stay listed', async () => {
    const group = await create({ groupName: 'To finish' });
    const done = await api('PUT', `groups/update/${group.id}`);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: 'The group is marked as finished.' });
    const listed = (await api('GET', 'groups?search=To%20finish')).json();
    expect(listed.objects).toEqual([expect.objectContaining({ id: group.id, isFinished: true })]);

    const reopened = await api('PUT', `groups/update/${group.id}`, { isFinished: false }, { lang: 'ru' });
    expect(reopened.json()).toEqual({ message: 'Группа больше не отмечена как завершённая.' });
    expect((await api('GET', `groups/${group.id}`)).json().isFinished).toBe(false);
    expect((await api('PUT', `groups/update/${group.id}`, { isFinished: true })).json().message).toBe('The group is marked as finished.');
    expect((await api('PUT', `groups/update/${group.id}`, { isFinished: 'soon' })).json()).toMatchObject({
      status: 400,
      field: 'isFinished',
    });
    expect((await api('PUT', 'groups/update/999999')).statusCode).toBe(404);
  });
});

describe('GET /api/groups/{id}/students', () => {
  it("pages the group's students by last name, with search, leaving out trashed ones", async () => {
    const groupId = await addGroup(t.db, ids.schoolId, 'Students group');
    const a = await addStudent(t.db, ids.schoolId, { groupId, firstName: 'Zoe', lastName: 'Adams', email: 'zoe.adams@fixture.test' });
    const b = await addStudent(t.db, ids.schoolId, { groupId, firstName: 'Борис', lastName: 'Борисов' });
    const c = await addStudent(t.db, ids.schoolId, { groupId, firstName: 'Carl', lastName: 'Clark' });
    await addStudent(t.db, ids.schoolId, { firstName: 'Not', lastName: 'InGroup' });

    const res = await api('GET', `groups/${groupId}/students?size=2`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      count: 3,
      objects: [
        {
          studentId: a,
          name: 'Zoe',
          lastname: 'Adams',
          fullName: 'Zoe Adams',
          email: 'zoe.adams@fixture.test',
          phoneNumber: '',
          studyFormat: 'ONLINE',
          groupId,
          groupName: 'Students group',
          isBlocked: false,
          createdAt: expect.any(String),
        },
        expect.objectContaining({ studentId: c, lastname: 'Clark' }),
      ],
    });
    expect(
      (await api('GET', `groups/${groupId}/students?page=2&size=2`)).json().objects.map((s: { studentId: number }) => s.studentId),
    ).toEqual([b]);
    expect((await api('GET', `groups/${groupId}/students?search=ZOE.ADAMS@`)).json().count).toBe(1);
    expect((await api('GET', `groups/${groupId}/students?search=${encodeURIComponent('борис')}`)).json().count).toBe(1);
    expect((await api('GET', `groups/${groupId}/students?size=101`)).statusCode).toBe(400);

    const admin = ids.user[ADMIN_EMAIL];
    await moveToTrash(t.db, {
      schoolId: ids.schoolId,
      type: 'STUDENT',
      entityId: c,
      name: 'Carl Clark',
      deletedBy: admin,
      now: t.clock.now(),
    });
    expect((await api('GET', `groups/${groupId}/students`)).json().count).toBe(2);
    expect((await api('GET', `groups/${groupId}`)).json().studentsCount).toBe(2);
  });

  it('answers each student as GET /api/students/{id} does (one StudentDto; the single read adds the account facts)', async () => {
    const groupId = await addGroup(t.db, ids.schoolId, 'Same DTO group');
    const id = await addStudent(t.db, ids.schoolId, { groupId, firstName: 'Dina', lastName: 'Dto', email: 'dina.dto@fixture.test' });
    await t.db.updateTable('users').set({ phone: '+7 900', blocked: true }).where('id', '=', id).execute();
    const [inGroup] = (await api('GET', `groups/${groupId}/students`)).json().objects;
    const { invitation, lastLoginAt, ...single } = (await api('GET', `students/${id}`)).json();
    expect(inGroup).toEqual(single);
    expect({ invitation, lastLoginAt }).toEqual({ invitation: { status: 'none', sentAt: null, expiresAt: null }, lastLoginAt: null });
    expect(inGroup).toMatchObject({ phoneNumber: '+7 900', isBlocked: true, groupName: 'Same DTO group' });
  });
});

describe('DELETE /api/groups/{id}', () => {
  it('moves the group to the trash: gone from lists and 404 on every call', async () => {
    const group = await create({ groupName: 'Short-lived' });
    const res = await api('DELETE', `groups/${group.id}`, undefined, { lang: 'ru' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Группа перемещена в корзину.' });
    const trash = await t.db
      .selectFrom('trash')
      .selectAll()
      .where('entity_id', '=', group.id)
      .where('entity_type', '=', 'GROUP')
      .executeTakeFirst();
    expect(trash).toMatchObject({ name: 'Short-lived', school_id: ids.schoolId, deleted_by: ids.user[ADMIN_EMAIL] });

    expect((await api('GET', 'groups?search=Short-lived')).json()).toEqual({ objects: [], count: 0 });
    for (const [method, url, body] of [
      ['GET', `groups/${group.id}`],
      ['PUT', `groups/${group.id}`, { groupName: 'Back' }],
      ['DELETE', `groups/${group.id}`],
      ['GET', `groups/${group.id}/students`],
      ['PUT', `groups/update/${group.id}`],
    ] as Array<[Method, string, object?]>) {
      expect((await api(method, url, body)).statusCode, `${method} ${url}`).toBe(404);
    }
    // Its name is free again.
    expect((await api('POST', 'groups', { groupName: 'Short-lived' })).statusCode).toBe(200);
  });
});

describe('access', () => {
  const routes = (id: number): Array<[Method, string, object?]> => [
    ['GET', 'groups'],
    ['POST', 'groups', { groupName: 'Nope' }],
    ['GET', `groups/${id}`],
    ['PUT', `groups/${id}`, { groupName: 'Nope' }],
    ['DELETE', `groups/${id}`],
    ['GET', `groups/${id}/students`],
    ['PUT', `groups/update/${id}`, {}],
  ];

  it.each(['INSTRUCTOR', 'STUDENT'] as const)('refuses a %s every call with 403', async (role) => {
    for (const [method, url, body] of routes(ids.group['Frontend 2026'])) {
      const res = await api(method, url, body, { token: tokens[role] });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await api('GET', `groups/${ids.group['Frontend 2026']}`)).json().groupName).toBe('Frontend 2026');
  });

  it('asks an anonymous caller to log in', async () => {
    expect((await call(t.app, { method: 'GET', url: '/api/groups' })).statusCode).toBe(401);
  });

  it("answers 404 to another school's admin for every call on this school's group", async () => {
    await clearOtherSchoolGroups();
    expect((await api('POST', 'groups', { groupName: 'Frontend 2026' }, { token: tokens.OTHER })).statusCode).toBe(200);
    const id = ids.group['Python Basics'];
    for (const [method, url, body] of routes(id).slice(2)) {
      const res = await api(method, url, body, { token: tokens.OTHER });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const mine = (await api('GET', 'groups', undefined, { token: tokens.OTHER })).json();
    expect(mine.objects.map((g: { groupName: string }) => g.groupName).sort()).toEqual(['Frontend 2026', 'Other group']);
    expect((await api('GET', `groups/${id}`)).json()).toMatchObject({ groupName: 'Python Basics', isFinished: false });
  });
});
