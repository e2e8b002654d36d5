import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnnouncementDto, CourseDto, GroupDto, InstructorDto, StudentDto } from '../../src/api/types.js';
import { apiClient, createTestApp, loginAs, type TestApp } from './helpers.js';
import { addCourse, addGroup, addInstructor, addStudent, createOtherSchool, demoIds } from './schoolFixtures.js';

/*
 * PATCH of the admin resources (react-admin's update and updateMany send only what changed):
 * one field changes, the others keep their values, the checks and messages are PUT's.
 */

let t: TestApp;
let admin: string;
let schoolId: number;
let other: Awaited<ReturnType<typeof createOtherSchool>>;
const { api, ok } = apiClient(
  () => t.app,
  () => admin,
);

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'ADMIN');
  schoolId = (await demoIds(t.db)).schoolId;
  other = await createOtherSchool(t.db);
});
afterAll(async () => {
  await t?.close();
});

describe('PATCH /api/students/:id', () => {
  it('changes one field and keeps the rest', async () => {
    const groupId = await addGroup(t.db, schoolId);
    const id = await addStudent(t.db, schoolId, { groupId, firstName: 'Ada', lastName: 'Patch' });
    await ok('PUT', `students/${id}`, {
      name: 'Ada',
      lastname: 'Patch',
      email: `ada${id}@demo.test`,
      phoneNumber: '+7 900 000-00-00',
      studyFormat: 'OFFLINE',
      groupId,
    });
    const saved = await ok<StudentDto>('PATCH', `students/${id}`, { lastname: 'Patched' });
    expect(saved).toMatchObject({
      name: 'Ada',
      lastname: 'Patched',
      email: `ada${id}@demo.test`,
      phoneNumber: '+7 900 000-00-00',
      studyFormat: 'OFFLINE',
      groupId,
    });
  });

  it("refuses bad fields with PUT's translated messages", async () => {
    const id = await addStudent(t.db, schoolId);
    const blank = await api('PATCH', `students/${id}`, { name: '   ' }, { lang: 'ru' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ field: 'name' });
    const put = await api(
      'PUT',
      `students/${id}`,
      { name: '   ', lastname: 'X', email: 'x@demo.test', studyFormat: 'ONLINE' },
      { lang: 'ru' },
    );
    expect(blank.json()).toEqual(put.json());
    const group = await api('PATCH', `students/${id}`, { groupId: other.groupId });
    expect(group.json()).toMatchObject({ field: 'groupId' });
    expect((await api('PATCH', `students/${id}`, { studyFormat: 'NONE' })).statusCode).toBe(400);
  });

  it("answers 404 for another school's student and 403 for a non-admin", async () => {
    expect((await api('PATCH', `students/${other.studentId}`, { name: 'Taken' })).statusCode).toBe(404);
    const id = await addStudent(t.db, schoolId);
    for (const role of ['INSTRUCTOR', 'STUDENT'] as const) {
      expect((await api('PATCH', `students/${id}`, { name: 'Taken' }, { token: await loginAs(t.app, role) })).statusCode).toBe(403);
    }
  });
});

describe('PATCH /api/instructors/:id', () => {
  it('changes one field and keeps the rest', async () => {
    const id = await addInstructor(t.db, schoolId, { firstName: 'Ivy', lastName: 'Keep' });
    const saved = await ok<InstructorDto>('PATCH', `instructors/${id}`, { specialization: 'Chemistry' });
    expect(saved).toMatchObject({ name: 'Ivy', lastName: 'Keep', specialization: 'Chemistry' });
    const renamed = await ok<InstructorDto>('PATCH', `instructors/${id}`, { name: 'Iva' });
    expect(renamed).toMatchObject({ name: 'Iva', lastName: 'Keep', specialization: 'Chemistry' });
  });

  it('refuses a taken email, 404s another school and 403s a student', async () => {
    const id = await addInstructor(t.db, schoolId);
    const taken = await api('PATCH', `instructors/${id}`, { email: 'admin@demo.test' });
    expect(taken.statusCode).toBeGreaterThanOrEqual(400);
    expect(taken.json()).toMatchObject({ field: 'email' });
    expect((await api('PATCH', `instructors/${other.instructorId}`, { name: 'Taken' })).statusCode).toBe(404);
    expect((await api('PATCH', `instructors/${id}`, { name: 'X' }, { token: await loginAs(t.app, 'STUDENT') })).statusCode).toBe(403);
  });
});

describe('PATCH /api/groups/:id and /api/courses/:id', () => {
  it('changes the description alone and keeps the name', async () => {
    const groupId = await addGroup(t.db, schoolId, 'Kept group name');
    const group = await ok<GroupDto>('PATCH', `groups/${groupId}`, { description: 'New words' });
    expect(group).toMatchObject({ groupName: 'Kept group name', description: 'New words' });
    const courseId = await addCourse(t.db, schoolId, 'Kept course name');
    const course = await ok<CourseDto>('PATCH', `courses/${courseId}`, { description: 'Other words' });
    expect(course).toMatchObject({ courseName: 'Kept course name', description: 'Other words' });
  });

  it("refuses a blank name, 404s another school's and 403s an instructor", async () => {
    const groupId = await addGroup(t.db, schoolId);
    const blank = await api('PATCH', `groups/${groupId}`, { groupName: ' ' }, { lang: 'ru' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ field: 'groupName' });
    expect((await api('PATCH', `groups/${other.groupId}`, { description: 'x' })).statusCode).toBe(404);
    expect((await api('PATCH', `courses/${other.courseId}`, { description: 'x' })).statusCode).toBe(404);
    const token = await loginAs(t.app, 'INSTRUCTOR');
    expect((await api('PATCH', `courses/${await addCourse(t.db, schoolId)}`, { description: 'x' }, { token })).statusCode).toBe(403);
  });
});

describe('PATCH /api/announcements/:id', () => {
  it("changes the group alone and keeps the text; 404 for another school's group, 403 for a student", async () => {
    const created = await ok<AnnouncementDto>('POST', 'announcements', { text: 'Keep this text' });
    const groupId = await addGroup(t.db, schoolId);
    const saved = await ok<AnnouncementDto>('PATCH', `announcements/${created.id}`, { groupId });
    expect(saved).toMatchObject({ text: 'Keep this text', groupId });
    const blank = await api('PATCH', `announcements/${created.id}`, { text: '' });
    expect(blank.statusCode).toBe(400);
    expect((await api('PATCH', `announcements/${created.id}`, { groupId: other.groupId })).statusCode).toBe(404);
    expect((await api('PATCH', `announcements/${created.id}`, { text: 'x' }, { token: await loginAs(t.app, 'STUDENT') })).statusCode).toBe(
      403,
    );
  });
});
