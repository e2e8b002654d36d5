import { describe, expect, it } from 'vitest';
import type { CourseDto, ListResponse, SavedResponse } from '../../src/api/types.js';
import { COURSE_ARCHIVED } from '../../src/api/courseCopy.js';
import { ARCHIVE_ALLOWED, ARCHIVE_GUARDED } from '../../server/lib/archivedCourseRoutes.js';
import { adminSuite } from './adminSuite.js';
import { STUDENT_EMAIL } from './helpers.js';

/*
 * An archived course: read-only for everyone (409 on every write to what it holds), still
 * read, rated and listed; brought back into use by an admin.
 */

const { t, ids, other, tokens, api, ok } = adminSuite();
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A copy of the demo's richest course with the demo student's group on it, so every role has something to write to. */
async function archivedCourse(name: string) {
  const res = await api('POST', `courses/${ids.course['JavaScript Fundamentals']}/copy`, { courseName: name, dateOffsetDays: 0 });
  expect(res.statusCode, res.body).toBe(201);
  const copy = res.json<CourseDto>();
  const student = await t.db
    .selectFrom('student_profiles')
    .select('group_id')
    .where('user_id', '=', ids.user[STUDENT_EMAIL]!)
    .executeTakeFirstOrThrow();
  await ok('POST', `courses/${copy.id}/groups/${student.group_id}`);
  const lesson = await t.db
    .selectFrom('lessons')
    .select('id')
    .where('course_id', '=', copy.id)
    .orderBy('position')
    .executeTakeFirstOrThrow();
  const task = await t.db.selectFrom('tasks').select('id').where('lesson_id', '=', lesson.id).executeTakeFirstOrThrow();
  const archived = await ok<SavedResponse<CourseDto>>('PUT', `courses/${copy.id}/archive`);
  return { id: copy.id, lessonId: lesson.id, taskId: task.id, archived };
}

describe('archiving a course', () => {
  it('makes it read-only for every role, in the language of each', async () => {
    const course = await archivedCourse('Archived for writes');
    expect(course.archived.archived).toBe(true);
    const writes: Array<[string, string, object | undefined, string]> = [
      ['POST', `courses/${course.id}/lessons`, { lessonName: 'Late lesson', showDate: new Date().toISOString() }, tokens.INSTRUCTOR],
      ['PUT', `lessons/tasks/${course.taskId}`, { taskName: 'Changed' }, tokens.INSTRUCTOR],
      ['POST', `lessons/${course.lessonId}/links`, { text: 'More', link: 'https://example.com' }, tokens.INSTRUCTOR],
      ['POST', `exam/create/${course.id}`, { name: 'Late exam', date: '2030-01-01' }, tokens.INSTRUCTOR],
      ['POST', `courses/${course.id}/rating/distribution`, { tasks: 100, tests: 0, exams: 0 }, tokens.INSTRUCTOR],
      ['POST', `courses/${course.id}/question-bank/categories`, { name: 'More' }, tokens.INSTRUCTOR],
      ['POST', `lessons/tasks/students/answers/${course.taskId}`, { text: 'My late answer' }, tokens.STUDENT],
      ['PUT', `courses/${course.id}`, { courseName: 'Renamed' }, tokens.ADMIN],
    ];
    for (const [method, url, body, token] of writes) {
      const en = await api(method as 'POST', url, body, { token });
      expect(en.statusCode, `${method} ${url}: ${en.body}`).toBe(409);
      expect(en.json()).toMatchObject({ code: COURSE_ARCHIVED, message: expect.stringContaining('archived') });
      const ru = await api(method as 'POST', url, body, { token, lang: 'ru' });
      expect(ru.json().message).toContain('в архиве');
    }
    expect(await t.db.selectFrom('tasks').select('name').where('id', '=', course.taskId).executeTakeFirst()).not.toEqual({
      name: 'Changed',
    });
  });

  it('keeps it readable, rated and listed, marked as archived', async () => {
    const course = await archivedCourse('Archived for reading');
    expect((await api('GET', `courses/${course.id}/lessons`, undefined, { token: tokens.INSTRUCTOR })).statusCode).toBe(200);
    expect((await api('GET', `courses/${course.id}/students/rating`, undefined, { token: tokens.INSTRUCTOR })).statusCode).toBe(200);
    expect((await api('GET', `courses/${course.id}/students/rating`)).statusCode).toBe(200);
    expect((await api('GET', `courses/${course.id}/lessons`, undefined, { token: tokens.STUDENT })).statusCode).toBe(200);
    const archivedOnly = await ok<ListResponse<CourseDto>>('GET', 'courses?archived=true&size=100');
    expect(archivedOnly.objects.map((c) => c.id)).toContain(course.id);
    expect(archivedOnly.objects.every((c) => c.archived)).toBe(true);
    const inUse = await ok<ListResponse<CourseDto>>('GET', 'courses?archived=false&size=100');
    expect(inUse.objects.map((c) => c.id)).not.toContain(course.id);
    const mine = await ok<ListResponse<CourseDto>>('GET', 'courses?size=100', undefined, { token: tokens.INSTRUCTOR });
    expect(mine.objects.find((c) => c.id === course.id)?.archived).toBe(true);
  });

  it('is undone by unarchiving, after which writes work again', async () => {
    const course = await archivedCourse('Archived and back');
    const back = await ok<SavedResponse<CourseDto>>('PUT', `courses/${course.id}/unarchive`, undefined, { lang: 'ru' });
    expect(back.archived).toBe(false);
    expect(back.message).toMatch(/[а-яё]/i);
    const actions = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'course')
      .where('entity_id', '=', course.id)
      .where('action', 'in', ['archive', 'unarchive'])
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual(['archive', 'unarchive']);
    await ok('PUT', `lessons/tasks/${course.taskId}`, { taskName: 'Changed after' }, { token: tokens.INSTRUCTOR });
  });

  it('is for admins, within their school', async () => {
    const course = await archivedCourse('Archived by the admin');
    for (const token of [tokens.INSTRUCTOR, tokens.STUDENT]) {
      expect((await api('PUT', `courses/${course.id}/unarchive`, undefined, { token })).statusCode).toBe(403);
    }
    expect((await api('PUT', `courses/${course.id}/unarchive`, undefined, { token: tokens.OTHER })).statusCode).toBe(404);
    expect((await api('PUT', `courses/${other.courseId}/archive`)).statusCode).toBe(404);
    // Another school's writes to its own course are not this school's business, nor the other way round.
    expect((await api('POST', `courses/${course.id}/lessons`, { name: 'x' }, { token: tokens.OTHER })).statusCode).toBe(403);
  });
});

describe('the table of writes an archived course refuses', () => {
  it('decides on every write of instructors and students, and every write under /api/courses', () => {
    const writes = t.app.routeTable
      .filter((r) => MUTATING.has(r.method) && r.url.startsWith('/api'))
      .filter((r) => r.url.startsWith('/api/courses') || (Array.isArray(r.roles) && r.roles.some((role) => role !== 'ADMIN')))
      .map((r) => `${r.method} ${r.url}`);
    const undecided = [...new Set(writes)].filter((key) => !(key in ARCHIVE_GUARDED) && !(key in ARCHIVE_ALLOWED));
    expect(undecided, 'add each to ARCHIVE_GUARDED or ARCHIVE_ALLOWED in server/lib/archivedCourseRoutes.ts').toEqual([]);
  });

  it('names only routes the server has, none twice, and each by a parameter the route has', () => {
    const all = new Set(t.app.routeTable.map((r) => `${r.method} ${r.url}`));
    expect([...Object.keys(ARCHIVE_GUARDED), ...Object.keys(ARCHIVE_ALLOWED)].filter((key) => !all.has(key))).toEqual([]);
    expect(Object.keys(ARCHIVE_GUARDED).filter((key) => key in ARCHIVE_ALLOWED)).toEqual([]);
    for (const [key, rule] of Object.entries(ARCHIVE_GUARDED)) {
      if (!rule.inBody) expect(key, key).toContain(`:${rule.field}`);
    }
  });
});
