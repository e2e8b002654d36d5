import { beforeEach, describe, expect, it } from 'vitest';
import type { CourseDto, CourseStudentDto, InstructorDto, ListResponse, SavedResponse, StudentDto } from '../../src/api/types.js';
import { moveToTrash } from '../../server/lib/trash.js';
import { adminSuite } from './adminSuite.js';
import { ADMIN_EMAIL, INSTRUCTOR_EMAIL, STUDENT_EMAIL, login, type Method } from './helpers.js';
import { addFile, addGroup, addInstructor, addStudent } from './schoolFixtures.js';

const { t, ids, other, tokens, api, ok } = adminSuite();
const trash = (type: 'STUDENT' | 'INSTRUCTOR' | 'GROUP', entityId: number) =>
  moveToTrash(t.db, { schoolId: ids.schoolId, type, entityId, name: 'x', deletedBy: ids.user[ADMIN_EMAIL], now: t.clock.now() });
/** A fresh course with one group of two students and one instructor. */
async function setUpCourse(name: string) {
  const course = await ok<SavedResponse<CourseDto>>('POST', 'courses', { courseName: name });
  const groupId = await addGroup(t.db, ids.schoolId, `${name} group`);
  const students = [
    await addStudent(t.db, ids.schoolId, { groupId, firstName: 'Amy', lastName: 'Able' }),
    await addStudent(t.db, ids.schoolId, { groupId, firstName: 'Ben', lastName: 'Baker' }),
  ];
  const instructorId = await addInstructor(t.db, ids.schoolId, { firstName: 'Tom', lastName: 'Teach' });
  await ok('POST', `courses/${course.id}/groups/${groupId}`);
  await ok('PUT', `courses/${course.id}/assignee?instructorsIds=${instructorId}`);
  return { id: course.id, groupId, students, instructorId };
}

/**
 * Moves to the trash what other cases added to the demo school (courses, and students, some of
 * whom join the demo's groups), so the counts and pages of a listing are the seeded ones.
 */
async function trashWhatOthersAdded() {
  const courses = await t.db
    .selectFrom('courses')
    .select('id')
    .where('school_id', '=', ids.schoolId)
    .where('deleted_at', 'is', null)
    .where('id', 'not in', Object.values(ids.course))
    .execute();
  for (const { id } of courses) await ok('DELETE', `courses/${id}`);
  const students = await t.db
    .selectFrom('users')
    .select('id')
    .where('school_id', '=', ids.schoolId)
    .where('role', '=', 'STUDENT')
    .where('deleted_at', 'is', null)
    .where('id', 'not in', Object.values(ids.user))
    .execute();
  for (const { id } of students) await trash('STUDENT', id);
}

describe('courses CRUD', () => {
  describe('the list', () => {
    beforeEach(trashWhatOthersAdded);

    it('lists the courses by name with groups, instructors and students count', async () => {
      const res = await api('GET', 'courses');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.count).toBe(3);
      expect(body.objects.map((c: { courseName: string }) => c.courseName)).toEqual([
        'JavaScript Fundamentals',
        'React in Practice',
        'Основы Python',
      ]);
      expect(body.objects[0]).toEqual({
        id: ids.course['JavaScript Fundamentals'],
        courseName: 'JavaScript Fundamentals',
        description: 'Variables, functions, the DOM and modern JavaScript.',
        dateOfFinish: '2027-01-31',
        imageId: 0,
        imageLink: null,
        groups: [{ id: ids.group['Frontend 2026'], groupName: 'Frontend 2026', groupType: 'INNER' }],
        instructors: [
          { teacherId: ids.user['john.carter@demo.test'], fullName: 'John Carter' },
          { teacherId: ids.user[INSTRUCTOR_EMAIL], fullName: 'Ivan Petrov' },
        ],
        studentsCount: 10,
        createdAt: expect.any(String),
        archived: false,
      });
      // Two groups: 9 + 11 students.
      expect(body.objects[2].studentsCount).toBe(20);
    });

    it('pages, searches and refuses a page size above 100', async () => {
      expect((await api('GET', 'courses?page=2&size=2')).json().objects.map((c: { courseName: string }) => c.courseName)).toEqual([
        'Основы Python',
      ]);
      expect((await api('GET', 'courses?search=react')).json().count).toBe(1);
      expect((await api('GET', 'courses?search=modern%20javascript')).json().count).toBe(1);
      expect((await api('GET', 'courses?size=101')).json()).toMatchObject({ status: 400, field: 'size' });
    });
  });

  it('creates, reads and saves a course, with an image of the school', async () => {
    const image = await addFile(t.db, ids.schoolId);
    const created = await api('POST', 'courses', {
      courseName: ' SQL ',
      description: 'Queries',
      dateOfFinish: '2027-02-28',
      imageId: image.id,
    });
    expect(created.json()).toEqual({
      message: 'The course has been created.',
      id: expect.any(Number),
      courseName: 'SQL',
      description: 'Queries',
      dateOfFinish: '2027-02-28',
      imageId: image.id,
      imageLink: `/api/static/files/${image.key}`,
      groups: [],
      instructors: [],
      studentsCount: 0,
      createdAt: t.clock.now().toISOString(),
      archived: false,
    });
    const { id } = created.json();
    const saved = await api('PUT', `courses/${id}`, { courseName: 'SQL basics', imageId: 0 }, { lang: 'ru' });
    expect(saved.json()).toMatchObject({
      message: 'Курс сохранён.',
      courseName: 'SQL basics',
      description: 'Queries',
      imageId: 0,
      imageLink: null,
    });
    expect((await api('GET', `courses/${id}`)).json()).toMatchObject({ courseName: 'SQL basics', dateOfFinish: '2027-02-28' });
  });

  it.each([
    [{}, 'courseName', 'The field "courseName" is required.'],
    [{ courseName: ' ' }, 'courseName', 'The field "courseName" is required.'],
    [{ courseName: 'x'.repeat(101) }, 'courseName', 'The field "courseName" must be at most 100 characters.'],
    [{ courseName: 'Ok', description: 'x'.repeat(2001) }, 'description', 'The field "description" must be at most 2000 characters.'],
    [{ courseName: 'Ok', dateOfFinish: '2027-13-01' }, 'dateOfFinish', 'The field "dateOfFinish" has an invalid format.'],
    [{ courseName: 'Ok', dateOfFinish: '2027-04-31' }, 'dateOfFinish', 'The field "dateOfFinish" has an invalid format.'],
    [{ courseName: 'Ok', imageId: 999999 }, 'imageId', 'The image was not found. Please upload it again.'],
  ])('refuses bad input case %# with 400 naming the field', async (body, field, message) => {
    const res = await api('POST', 'courses', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, status: 400, field });
  });

  it('refuses a duplicate name with 409, in both languages', async () => {
    expect((await api('POST', 'courses', { courseName: 'react in practice' })).json()).toEqual({
      message: 'A course named "react in practice" already exists.',
      status: 409,
      field: 'courseName',
    });
    expect(
      (await api('PUT', `courses/${ids.course['Основы Python']}`, { courseName: 'React in Practice' }, { lang: 'ru' })).json().message,
    ).toBe('Курс с названием «React in Practice» уже существует.');
  });

  it('moves a course to the trash: 404 everywhere, even inside other calls', async () => {
    const course = await setUpCourse('Doomed');
    const survivor = await ok<SavedResponse<CourseDto>>('POST', 'courses', { courseName: 'Survivor' });
    await ok('PUT', `courses/${survivor.id}/assignee?instructorsIds=${course.instructorId}`);
    const coursesOfTom = async () =>
      (await ok<ListResponse<InstructorDto>>('GET', `courses/${survivor.id}/instructors`)).objects[0].courses.map((c) => c.courseName);
    expect(await coursesOfTom()).toEqual(['Doomed', 'Survivor']);

    expect((await api('DELETE', `courses/${course.id}`)).json()).toEqual({ message: 'The course has been moved to the trash.' });
    expect((await api('GET', 'courses?search=Doomed')).json().count).toBe(0);
    expect(await coursesOfTom()).toEqual(['Survivor']);
    for (const [method, url, body] of [
      ['GET', `courses/${course.id}`],
      ['PUT', `courses/${course.id}`, { courseName: 'Back' }],
      ['DELETE', `courses/${course.id}`],
      ['PUT', `courses/${course.id}/assignee?instructorsIds=${course.instructorId}`],
      ['PUT', `courses/${course.id}/delete/${course.instructorId}`],
      ['POST', `courses/${course.id}/groups/${course.groupId}`],
      ['DELETE', `courses/${course.id}/groups/${course.groupId}`],
      ['GET', `courses/${course.id}/students`],
      ['GET', `courses/${course.id}/instructors`],
      ['PUT', `courses/${course.id}/students/${course.students[0]}/block`],
      ['PUT', `courses/${course.id}/students/${course.students[0]}/unblock`],
    ] as Array<[Method, string, object?]>) {
      expect((await api(method, url, body)).statusCode, `${method} ${url}`).toBe(404);
    }
  });
});

describe('instructors of a course', () => {
  it('assigns several instructors at once, idempotently, and removes one', async () => {
    const course = await setUpCourse('Assignments');
    const second = await addInstructor(t.db, ids.schoolId, { firstName: 'Ann', lastName: 'Alpha' });
    const res = await api(
      'PUT',
      `courses/${course.id}/assignee?instructorsIds=${second}&instructorsIds=${course.instructorId}&instructorsIds=${second}`,
    );
    expect(res.json()).toEqual({ message: 'The instructors have been assigned to the course.' });
    expect((await ok<CourseDto>('GET', `courses/${course.id}`)).instructors).toEqual([
      { teacherId: second, fullName: 'Ann Alpha' },
      { teacherId: course.instructorId, fullName: 'Tom Teach' },
    ]);

    const removed = await api('PUT', `courses/${course.id}/delete/${second}`, undefined, { lang: 'ru' });
    expect(removed.json()).toEqual({ message: 'Преподаватель удалён из курса.' });
    expect((await api('PUT', `courses/${course.id}/delete/${second}`)).json()).toEqual({
      message: 'This instructor is not assigned to the course.',
      status: 404,
      field: 'teacherId',
    });
    expect((await ok<CourseDto>('GET', `courses/${course.id}`)).instructors).toEqual([
      { teacherId: course.instructorId, fullName: 'Tom Teach' },
    ]);
  });

  it('refuses ids that are not live instructors of this school with 404, assigning none of them', async () => {
    const course = await setUpCourse('Refusals');
    const fresh = await addInstructor(t.db, ids.schoolId);
    const trashed = await addInstructor(t.db, ids.schoolId);
    await trash('INSTRUCTOR', trashed);
    for (const bad of [999999, ids.user[STUDENT_EMAIL], ids.user[ADMIN_EMAIL], other.instructorId, trashed]) {
      const res = await api('PUT', `courses/${course.id}/assignee?instructorsIds=${fresh}&instructorsIds=${bad}`);
      expect(res.statusCode, `instructor ${bad}`).toBe(404);
      expect(res.json()).toEqual({ message: `Instructor ${bad} was not found.`, status: 404, field: 'instructorsIds' });
    }
    expect((await ok<CourseDto>('GET', `courses/${course.id}`)).instructors.map((i) => i.teacherId)).toEqual([course.instructorId]);
    expect((await api('PUT', `courses/${course.id}/assignee`)).json()).toMatchObject({ status: 400, field: 'instructorsIds' });
    expect((await api('PUT', `courses/${course.id}/assignee?instructorsIds=abc`)).json()).toMatchObject({ status: 400 });
    expect((await api('PUT', `courses/${course.id}/delete/${trashed}`)).statusCode).toBe(404);
  });

  it('lists the instructors of a course with their courses, and leaves out trashed ones', async () => {
    const course = await setUpCourse('Instructor list');
    const res = await api('GET', `courses/${course.id}/instructors`);
    expect(res.json()).toEqual({
      count: 1,
      objects: [
        {
          teacherId: course.instructorId,
          name: 'Tom',
          lastName: 'Teach',
          fullName: 'Tom Teach',
          email: expect.stringContaining('@fixture.test'),
          phoneNumber: '',
          specialization: 'Fixtures',
          courses: [{ id: course.id, courseName: 'Instructor list' }],
          isBlocked: false,
          createdAt: expect.any(String),
        },
      ],
    });
    const demo = (
      await ok<ListResponse<InstructorDto>>('GET', `courses/${ids.course['JavaScript Fundamentals']}/instructors?search=petrov`)
    ).objects;
    expect(demo).toEqual([
      expect.objectContaining({
        fullName: 'Ivan Petrov',
        courses: [
          { id: ids.course['JavaScript Fundamentals'], courseName: 'JavaScript Fundamentals' },
          { id: ids.course['React in Practice'], courseName: 'React in Practice' },
        ],
      }),
    ]);
    await trash('INSTRUCTOR', course.instructorId);
    expect((await ok<ListResponse<InstructorDto>>('GET', `courses/${course.id}/instructors`)).count).toBe(0);
    expect((await ok<CourseDto>('GET', `courses/${course.id}`)).instructors).toEqual([]);
  });
});

describe('groups and students of a course', () => {
  it('adds and removes groups; their students follow the course', async () => {
    const course = await setUpCourse('Group moves');
    const extra = await addGroup(t.db, ids.schoolId, 'Extra group');
    await addStudent(t.db, ids.schoolId, { groupId: extra });
    expect((await api('POST', `courses/${course.id}/groups/${extra}`, undefined, { lang: 'ru' })).json()).toEqual({
      message: 'Группа добавлена на курс.',
    });
    expect((await api('POST', `courses/${course.id}/groups/${extra}`)).statusCode).toBe(200);
    let dto = await ok<CourseDto>('GET', `courses/${course.id}`);
    expect(dto.groups.map((g) => g.groupName)).toEqual(['Extra group', 'Group moves group']);
    expect(dto.studentsCount).toBe(3);
    expect((await ok<ListResponse<CourseStudentDto>>('GET', `courses/${course.id}/students`)).count).toBe(3);

    expect((await api('DELETE', `courses/${course.id}/groups/${extra}`)).json()).toEqual({
      message: 'The group has been removed from the course.',
    });
    expect((await api('DELETE', `courses/${course.id}/groups/${extra}`)).json()).toEqual({
      message: 'This group is not on the course.',
      status: 404,
      field: 'groupId',
    });
    dto = await ok<CourseDto>('GET', `courses/${course.id}`);
    expect(dto.studentsCount).toBe(2);
    expect((await ok<ListResponse<CourseStudentDto>>('GET', `courses/${course.id}/students`)).count).toBe(2);
  });

  it('refuses groups that are trashed, unknown or of another school with 404', async () => {
    const course = await setUpCourse('Group refusals');
    const trashed = await addGroup(t.db, ids.schoolId);
    await trash('GROUP', trashed);
    for (const groupId of [trashed, other.groupId, 999999]) {
      expect((await api('POST', `courses/${course.id}/groups/${groupId}`)).json()).toEqual({
        message: 'The group was not found.',
        status: 404,
        field: 'groupId',
      });
    }
    await trash('GROUP', course.groupId);
    expect((await api('DELETE', `courses/${course.id}/groups/${course.groupId}`)).statusCode).toBe(404);
    const dto = await ok<CourseDto>('GET', `courses/${course.id}`);
    expect(dto).toMatchObject({ groups: [], studentsCount: 0 });
    expect((await ok<ListResponse<CourseStudentDto>>('GET', `courses/${course.id}/students`)).count).toBe(0);
  });

  it('lists the students with their block on this course, searches and pages them', async () => {
    const course = await setUpCourse('Student list');
    const [amy, ben] = course.students;
    const res = await api('PUT', `courses/${course.id}/students/${ben}/block`);
    expect(res.json()).toEqual({ message: 'The student is blocked on this course.' });
    expect((await api('PUT', `courses/${course.id}/students/${ben}/block`)).statusCode).toBe(200);
    const list = await ok<ListResponse<CourseStudentDto>>('GET', `courses/${course.id}/students`);
    expect(list).toEqual({
      count: 2,
      objects: [
        expect.objectContaining({
          studentId: amy,
          fullName: 'Amy Able',
          groupId: course.groupId,
          groupName: 'Student list group',
          isBlocked: false,
          isBlockedInCourse: false,
        }),
        expect.objectContaining({ studentId: ben, fullName: 'Ben Baker', isBlockedInCourse: true }),
      ],
    });
    expect(Object.keys(list.objects[0]).sort()).toEqual(
      [
        'studentId',
        'name',
        'lastname',
        'fullName',
        'email',
        'phoneNumber',
        'studyFormat',
        'groupId',
        'groupName',
        'isBlocked',
        'createdAt',
        'isBlockedInCourse',
      ].sort(),
    );
    // Blocked here only: another course of the same group sees him unblocked.
    const otherCourse = await ok<SavedResponse<CourseDto>>('POST', 'courses', { courseName: 'Same group elsewhere' });
    await ok('POST', `courses/${otherCourse.id}/groups/${course.groupId}`);
    expect(
      (await ok<ListResponse<CourseStudentDto>>('GET', `courses/${otherCourse.id}/students?search=baker`)).objects[0].isBlockedInCourse,
    ).toBe(false);

    expect((await api('PUT', `courses/${course.id}/students/${ben}/unblock`, undefined, { lang: 'ru' })).json()).toEqual({
      message: 'Студент разблокирован на этом курсе.',
    });
    expect((await ok<ListResponse<CourseStudentDto>>('GET', `courses/${course.id}/students?search=BAKER`)).objects).toEqual([
      expect.objectContaining({ studentId: ben, isBlockedInCourse: false }),
    ]);
    expect(
      (await ok<ListResponse<CourseStudentDto>>('GET', `courses/${course.id}/students?page=2&size=1`)).objects.map((s) => s.studentId),
    ).toEqual([ben]);
    expect((await api('GET', `courses/${course.id}/students?size=101`)).statusCode).toBe(400);
  });

  it('forgets a per-course block when the group leaves the course, so a rejoin starts afresh', async () => {
    const course = await setUpCourse('Block and rejoin');
    const [amy, ben] = course.students;
    await ok('PUT', `courses/${course.id}/students/${ben}/block`);
    // A second course of the same group keeps its own block through all of this.
    const kept = await ok<SavedResponse<CourseDto>>('POST', 'courses', { courseName: 'Block kept elsewhere' });
    await ok('POST', `courses/${kept.id}/groups/${course.groupId}`);
    await ok('PUT', `courses/${kept.id}/students/${amy}/block`);

    await ok('DELETE', `courses/${course.id}/groups/${course.groupId}`);
    await ok('POST', `courses/${course.id}/groups/${course.groupId}`);
    const list = await ok<ListResponse<CourseStudentDto>>('GET', `courses/${course.id}/students`);
    expect(list.objects.map((s) => s.isBlockedInCourse)).toEqual([false, false]);
    const elsewhere = await ok<ListResponse<CourseStudentDto>>('GET', `courses/${kept.id}/students`);
    expect(elsewhere.objects.map((s) => [s.studentId, s.isBlockedInCourse])).toEqual([
      [amy, true],
      [ben, false],
    ]);
  });

  it('forgets a per-course block when the student moves to a group that is not on the course', async () => {
    const course = await setUpCourse('Block and move');
    const [, ben] = course.students;
    await ok('PUT', `courses/${course.id}/students/${ben}/block`);
    const student = await ok<StudentDto>('GET', `students/${ben}`);
    const edit = {
      name: student.name,
      lastname: student.lastname,
      email: student.email,
      phoneNumber: student.phoneNumber,
      studyFormat: student.studyFormat,
    };
    await ok('PUT', `students/${ben}`, { ...edit, groupId: ids.group['Python Basics'] });
    await ok('PUT', `students/${ben}`, { ...edit, groupId: course.groupId });
    const back = (await ok<ListResponse<CourseStudentDto>>('GET', `courses/${course.id}/students?search=baker`)).objects;
    expect(back).toEqual([expect.objectContaining({ studentId: ben, isBlockedInCourse: false })]);
  });

  it('blocks only students of the course, and not trashed ones', async () => {
    const course = await setUpCourse('Block refusals');
    const outsider = await addStudent(t.db, ids.schoolId, { groupId: ids.group['Python Basics'] });
    for (const studentId of [outsider, other.studentId, ids.user[INSTRUCTOR_EMAIL], 999999]) {
      expect((await api('PUT', `courses/${course.id}/students/${studentId}/block`)).json()).toEqual({
        message: 'This student does not study on this course.',
        status: 404,
        field: 'studentId',
      });
    }
    await trash('STUDENT', course.students[0]);
    expect((await api('PUT', `courses/${course.id}/students/${course.students[0]}/unblock`)).statusCode).toBe(404);
    expect((await ok<CourseDto>('GET', `courses/${course.id}`)).studentsCount).toBe(1);
    expect((await api('PUT', `courses/${course.id}/students/abc/block`)).json()).toMatchObject({ status: 400, field: 'studentId' });
  });
});

describe('access', () => {
  const writes = (courseId: number, groupId: number, userId: number): Array<[Method, string, object?]> => [
    ['POST', 'courses', { courseName: 'Nope' }],
    ['PUT', `courses/${courseId}`, { courseName: 'Nope' }],
    ['DELETE', `courses/${courseId}`],
    ['PUT', `courses/${courseId}/assignee?instructorsIds=${userId}`],
    ['PUT', `courses/${courseId}/delete/${userId}`],
    ['POST', `courses/${courseId}/groups/${groupId}`],
    ['DELETE', `courses/${courseId}/groups/${groupId}`],
    ['PUT', `courses/${courseId}/students/${userId}/block`],
    ['PUT', `courses/${courseId}/students/${userId}/unblock`],
  ];
  const reads = (courseId: number): Array<[Method, string]> => [
    ['GET', `courses/${courseId}/students`],
    ['GET', `courses/${courseId}/instructors`],
  ];

  it('lets an instructor read the courses assigned to them, and nothing of the others (404)', async () => {
    const all = (await ok<ListResponse<CourseDto>>('GET', 'courses?size=100')).objects;
    const me = ids.user[INSTRUCTOR_EMAIL];
    const mine = all.filter((c) => c.instructors.some((i) => i.teacherId === me));
    const notMine = all.filter((c) => !c.instructors.some((i) => i.teacherId === me));
    expect(mine.length).toBeGreaterThan(0);
    expect(notMine.length).toBeGreaterThan(0);
    const list = (await api('GET', 'courses?size=100', undefined, { token: tokens.INSTRUCTOR })).json();
    expect(list.objects.map((c: { id: number }) => c.id)).toEqual(mine.map((c) => c.id));
    expect(list.count).toBe(mine.length);
    expect((await api('GET', `courses/${mine[0].id}`, undefined, { token: tokens.INSTRUCTOR })).json()).toEqual(
      await ok<CourseDto>('GET', `courses/${mine[0].id}`),
    );
    for (const id of [notMine[0].id, other.courseId, 999999]) {
      expect((await api('GET', `courses/${id}`, undefined, { token: tokens.INSTRUCTOR })).statusCode, `course ${id}`).toBe(404);
    }
  });

  it("lets a student read their group's courses, except where blocked (403 with a message)", async () => {
    const course = await setUpCourse('Student reads');
    const [amy, ben] = course.students;
    await t.db
      .updateTable('users')
      .set({
        password_hash: (await t.db.selectFrom('users').select('password_hash').where('email', '=', STUDENT_EMAIL).executeTakeFirstOrThrow())
          .password_hash,
      })
      .where('id', 'in', [amy, ben])
      .execute();
    const emailOf = async (id: number) =>
      (await t.db.selectFrom('users').select('email').where('id', '=', id).executeTakeFirstOrThrow()).email;
    const amyToken = await login(t.app, await emailOf(amy));
    const benToken = await login(t.app, await emailOf(ben));
    const otherCourse = await ok<SavedResponse<CourseDto>>('POST', 'courses', { courseName: 'Not for this group' });
    await ok('PUT', `courses/${course.id}/students/${ben}/block`);

    expect((await api('GET', 'courses', undefined, { token: amyToken })).json()).toMatchObject({
      count: 1,
      objects: [{ id: course.id, courseName: 'Student reads' }],
    });
    expect((await api('GET', `courses/${course.id}`, undefined, { token: amyToken })).json()).toMatchObject({ id: course.id });
    expect((await api('GET', 'courses', undefined, { token: benToken })).json()).toEqual({ count: 0, objects: [] });
    expect((await api('GET', `courses/${course.id}`, undefined, { token: benToken, lang: 'ru' })).json()).toEqual({
      status: 403,
      message: 'Вы заблокированы на этом курсе. Обратитесь к администратору школы.',
    });
    for (const id of [otherCourse.id, other.courseId, 999999]) {
      expect((await api('GET', `courses/${id}`, undefined, { token: amyToken })).statusCode, `course ${id}`).toBe(404);
    }
  });

  it('refuses an INSTRUCTOR every admin call with 403', async () => {
    for (const [method, url, body] of writes(ids.course['JavaScript Fundamentals'], ids.group['Frontend 2026'], ids.user[STUDENT_EMAIL])) {
      expect((await api(method, url, body, { token: tokens.INSTRUCTOR })).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('refuses a STUDENT every call, reads included, with 403', async () => {
    const courseId = ids.course['JavaScript Fundamentals'];
    for (const [method, url, body] of [...writes(courseId, ids.group['Frontend 2026'], ids.user[STUDENT_EMAIL]), ...reads(courseId)]) {
      const res = await api(method, url, body, { token: tokens.STUDENT });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await api('GET', `courses/${courseId}/students`, undefined, { token: tokens.STUDENT, lang: 'ru' })).json().message).toBe(
      'У вас нет прав на это действие.',
    );
  });

  it('lets an instructor read the people of their own courses only', async () => {
    const own = ids.course['React in Practice'];
    const students = await api('GET', `courses/${own}/students?size=100`, undefined, { token: tokens.INSTRUCTOR });
    expect(students.statusCode).toBe(200);
    expect(students.json().count).toBe(10);
    expect((await api('GET', `courses/${own}/instructors`, undefined, { token: tokens.INSTRUCTOR })).json().count).toBe(1);
    for (const [method, url] of [...reads(ids.course['Основы Python']), ...reads(other.courseId)]) {
      expect((await api(method, url, undefined, { token: tokens.INSTRUCTOR })).statusCode, url).toBe(404);
    }
  });

  it("answers 404 to another school's admin on every call about this school's course", async () => {
    const courseId = ids.course['JavaScript Fundamentals'];
    for (const [method, url, body] of [
      ...writes(courseId, ids.group['Frontend 2026'], ids.user[STUDENT_EMAIL]).slice(2),
      ...reads(courseId),
    ]) {
      expect((await api(method, url, body, { token: tokens.OTHER })).statusCode, `${method} ${url}`).toBe(404);
    }
    // Nor may they bring this school's people or groups into their own course.
    const mine = other.courseId;
    expect(
      (await api('PUT', `courses/${mine}/assignee?instructorsIds=${ids.user[INSTRUCTOR_EMAIL]}`, undefined, { token: tokens.OTHER }))
        .statusCode,
    ).toBe(404);
    expect((await api('POST', `courses/${mine}/groups/${ids.group['Frontend 2026']}`, undefined, { token: tokens.OTHER })).statusCode).toBe(
      404,
    );
    expect(
      (await api('GET', 'courses', undefined, { token: tokens.OTHER })).json().objects.map((c: { courseName: string }) => c.courseName),
    ).toEqual(['Other course']);
    expect((await ok<CourseDto>('GET', `courses/${courseId}`)).instructors.length).toBe(2);
  });
});
