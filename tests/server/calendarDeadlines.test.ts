import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EventListResponse, TaskDeadlineEntryDto } from '../../src/api/events.js';
import type { Db } from '../../server/db/index.js';
import { adminSuite } from './adminSuite.js';
import { INSTRUCTOR_EMAIL, STUDENT_EMAIL } from './helpers.js';
import { addGroupToCourse, assign, loginUser } from './learningFixtures.js';
import { addCourse, addStudent } from './schoolFixtures.js';

/*
 * Task deadlines in the calendar (GET /events/ and /events/byDate, `deadlines`): who sees which,
 * within their school and their groups. The demo school is in Europe/Moscow (UTC+3); these
 * tests work in May 2031, where the demo seed has no tasks.
 */
const START = new Date('2031-05-01T09:00:00Z');
const { t, ids, other, tokens, api, ok } = adminSuite({ startAt: START });

const MAY = 'from=2031-05-01&to=2031-05-31';
const tasks: Record<string, number> = {};
const lessons: Record<string, number> = {};
const courses: Record<string, number> = {};
let pythonStudent = '';
let otherStudent = '';
let position = 0;

/** A lesson of a course with one task due at `deadline`; the lesson is shown from `showDate`. */
async function addTask(db: Db, schoolId: number, courseId: number, name: string, deadline: string, showDate = '2031-01-01T00:00:00Z') {
  const lesson = await db
    .insertInto('lessons')
    .values({ school_id: schoolId, course_id: courseId, name: `Lesson of ${name}`, show_date: showDate, position: ++position })
    .returning('id')
    .executeTakeFirstOrThrow();
  const task = await db
    .insertInto('tasks')
    .values({ school_id: schoolId, lesson_id: lesson.id, name, task_elements: '[]', deadline, max_points: 10 })
    .returning('id')
    .executeTakeFirstOrThrow();
  lessons[name] = lesson.id;
  tasks[name] = task.id;
}

beforeAll(async () => {
  const frontend = ids.group['Frontend 2026'];
  const python = ids.group['Python Basics'];
  // Taught by the demo instructor, studied by the demo student's group.
  courses.taught = await addCourse(t.db, ids.schoolId, 'Deadlines taught');
  await addGroupToCourse(t.db, courses.taught, frontend);
  await assign(t.db, courses.taught, ids.user[INSTRUCTOR_EMAIL]);
  await addTask(t.db, ids.schoolId, courses.taught, 'dl-shown', '2031-05-10T20:59:00Z');
  await addTask(t.db, ids.schoolId, courses.taught, 'dl-unshown', '2031-05-12T20:59:00Z', '2031-05-05T00:00:00Z');
  // Another group's course, nobody of the demo accounts teaches it.
  courses.python = await addCourse(t.db, ids.schoolId, 'Deadlines python');
  await addGroupToCourse(t.db, courses.python, python);
  await addTask(t.db, ids.schoolId, courses.python, 'dl-python', '2031-05-11T20:59:00Z');
  // The demo student's group studies it, but the student is blocked on it.
  courses.blocked = await addCourse(t.db, ids.schoolId, 'Deadlines blocked');
  await addGroupToCourse(t.db, courses.blocked, frontend);
  await t.db.insertInto('course_student_blocks').values({ course_id: courses.blocked, student_id: ids.user[STUDENT_EMAIL] }).execute();
  await addTask(t.db, ids.schoolId, courses.blocked, 'dl-blocked', '2031-05-13T20:59:00Z');
  // Outside May.
  await addTask(t.db, ids.schoolId, courses.taught, 'dl-june', '2031-06-01T08:00:00Z');
  // Another school's course, studied by its group and taught by its instructor.
  await addGroupToCourse(t.db, other.courseId, other.groupId);
  await assign(t.db, other.courseId, other.instructorId);
  await addTask(t.db, other.schoolId, other.courseId, 'dl-other-school', '2031-05-10T20:59:00Z');

  pythonStudent = await loginUser(t.app, t.db, await addStudent(t.db, ids.schoolId, { groupId: python }));
  otherStudent = await loginUser(t.app, t.db, other.studentId);
});
beforeEach(() => t.clock.set(START));
afterAll(async () => {
  await t.db.deleteFrom('tasks').where('id', 'in', Object.values(tasks)).execute();
});

async function deadlines(query: string, token = tokens.ADMIN): Promise<TaskDeadlineEntryDto[]> {
  const body = await ok<EventListResponse>('GET', `events/?${query}`, undefined, { token });
  return body.deadlines;
}
const names = async (query: string, token = tokens.ADMIN) => (await deadlines(query, token)).map((d) => d.title);

describe('task deadlines in the calendar', () => {
  it('answers an entry of kind TASK_DEADLINE with the task, its lesson and course, apart from the events', async () => {
    const body = await ok<EventListResponse>('GET', `events/?${MAY}`, undefined, { token: tokens.STUDENT });
    expect(body.deadlines).toEqual([
      {
        kind: 'TASK_DEADLINE',
        taskId: tasks['dl-shown'],
        title: 'dl-shown',
        deadline: '2031-05-10T20:59:00.000Z',
        mark: 10,
        lessonId: lessons['dl-shown'],
        lessonName: 'Lesson of dl-shown',
        courseId: courses.taught,
        courseName: 'Deadlines taught',
      },
    ]);
    expect(body.objects.map((o) => o.title)).not.toContain('dl-shown');
    expect(body.count).toBe(body.objects.length);
  });

  it('shows an admin every deadline of the school in the period, by deadline, and no other school', async () => {
    expect(await names(MAY)).toEqual(['dl-shown', 'dl-python', 'dl-unshown', 'dl-blocked']);
    expect(await names(MAY, tokens.OTHER)).toEqual(['dl-other-school']);
  });

  it('shows an instructor the deadlines of the courses they teach, shown lessons or not', async () => {
    expect(await names(MAY, tokens.INSTRUCTOR)).toEqual(['dl-shown', 'dl-unshown']);
  });

  it("shows a student their group's courses' shown lessons only, not a course they are blocked on", async () => {
    expect(await names(MAY, tokens.STUDENT)).toEqual(['dl-shown']);
    t.clock.set(new Date('2031-05-06T00:00:00Z'));
    expect(await names(MAY, tokens.STUDENT)).toEqual(['dl-shown', 'dl-unshown']);
  });

  it("never shows another group's or another school's deadlines", async () => {
    expect(await names(MAY, pythonStudent)).toEqual(['dl-python']);
    expect(await names(MAY, otherStudent)).toEqual(['dl-other-school']);
    // Even when the filter names the other group or the other school's group.
    expect(await names(`${MAY}&groupId=${ids.group['Python Basics']}`, tokens.STUDENT)).toEqual([]);
    const refused = await api('GET', `events/?${MAY}&groupId=${other.groupId}`);
    expect(refused.statusCode).toBe(400);
  });

  it('follows the group filter, and leaves deadlines out when a status is asked for', async () => {
    expect(await names(`${MAY}&groupId=${ids.group['Python Basics']}`)).toEqual(['dl-python']);
    expect(await names(`${MAY}&groupId=0&eventStatus=0`)).toEqual(['dl-shown', 'dl-python', 'dl-unshown', 'dl-blocked']);
    expect(await names(`${MAY}&eventStatus=ACTIVE`)).toEqual([]);
  });

  it('leaves out a lesson or a course in the trash', async () => {
    const trashed = await addCourse(t.db, ids.schoolId, 'Deadlines trashed');
    await addTask(t.db, ids.schoolId, trashed, 'dl-trashed', '2031-05-20T10:00:00Z');
    expect(await names(MAY)).toContain('dl-trashed');
    await addTask(t.db, ids.schoolId, courses.taught, 'dl-trashed-lesson', '2031-05-21T10:00:00Z');
    expect(await names(MAY, tokens.STUDENT)).toContain('dl-trashed-lesson');
    const now = new Date();
    await t.db.updateTable('courses').set({ deleted_at: now }).where('id', '=', trashed).execute();
    await t.db.updateTable('lessons').set({ deleted_at: now }).where('id', '=', lessons['dl-trashed-lesson']).execute();
    expect(await names(MAY)).not.toContain('dl-trashed');
    for (const token of [tokens.ADMIN, tokens.INSTRUCTOR, tokens.STUDENT])
      expect(await names(MAY, token)).not.toContain('dl-trashed-lesson');
  });

  it("lists a day's deadlines by date, in the school's zone", async () => {
    // 2031-05-10T20:59Z is 23:59 on the 10th in Moscow.
    const day = await ok<EventListResponse>('GET', 'events/byDate?date=2031-05-10', undefined, { token: tokens.STUDENT });
    expect(day.deadlines.map((d) => d.taskId)).toEqual([tasks['dl-shown']]);
    const next = await ok<EventListResponse>('GET', 'events/byDate?date=2031-05-11', undefined, { token: tokens.STUDENT });
    expect(next.deadlines).toEqual([]);
  });
});
