import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { shiftDay } from '../../src/api/courseCopy.js';
import type { CourseDto, SavedResponse } from '../../src/api/types.js';
import { COPY_TABLES, NOT_COPIED } from '../../server/routes/courses/copyTables.js';
import { adminSuite } from './adminSuite.js';
import { INSTRUCTOR_EMAIL, login, rowCount } from './helpers.js';
import { addCourse, addFile, createOtherSchool } from './schoolFixtures.js';

/*
 * A course's copy for a new term (POST /api/courses/{courseId}/copy): everything of the course
 * but its students' work, dates moved by the offset, in a course of its own.
 */

const { t, ids, other, tokens, api, ok } = adminSuite();
const DAY_MS = 86_400_000;
const OFFSET = 182;

/** The demo's richest course: lessons with every material, tasks, tests (one drawn from the bank), exams and students' work. */
const sourceId = () => ids.course['JavaScript Fundamentals']!;

const copy = (courseId: number, body: object, lang?: string) => api('POST', `courses/${courseId}/copy`, body, { lang });

/** How many rows of each copied table belong to a course (live lessons only, as the copy takes). */
async function partsOf(courseId: number): Promise<Record<string, number>> {
  const { rows } = await sql<Record<string, number>>`
    with l as (select id from lessons where course_id = ${courseId} and deleted_at is null),
    q as (select id from tests where lesson_id in (select id from l))
    select
      (select count(*)::int from course_instructors where course_id = ${courseId}) as course_instructors,
      (select count(*)::int from l) as lessons,
      (select count(*)::int from videos where lesson_id in (select id from l)) as videos,
      (select count(*)::int from links where lesson_id in (select id from l)) as links,
      (select count(*)::int from presentations where lesson_id in (select id from l)) as presentations,
      (select count(*)::int from tasks where lesson_id in (select id from l)) as tasks,
      (select count(*)::int from question_categories where course_id = ${courseId}) as question_categories,
      (select count(*)::int from bank_questions where course_id = ${courseId}) as bank_questions,
      (select count(*)::int from q) as tests,
      (select count(*)::int from test_questions where test_id in (select id from q)) as test_questions,
      (select count(*)::int from test_options where question_id in (select id from test_questions where test_id in (select id from q))) as test_options,
      (select count(*)::int from exams where course_id = ${courseId}) as exams,
      (select count(*)::int from rating_distributions where course_id = ${courseId}) as rating_distributions`.execute(t.db);
  return rows[0]!;
}

/** What of students hangs under a course. */
async function studentsPartsOf(courseId: number): Promise<Record<string, number>> {
  const { rows } = await sql<Record<string, number>>`
    with k as (select t.id from tasks t join lessons l on l.id = t.lesson_id where l.course_id = ${courseId}),
    q as (select t.id from tests t join lessons l on l.id = t.lesson_id where l.course_id = ${courseId})
    select
      (select count(*)::int from course_groups where course_id = ${courseId}) as course_groups,
      (select count(*)::int from course_student_blocks where course_id = ${courseId}) as blocks,
      (select count(*)::int from task_answers where task_id in (select id from k)) as task_answers,
      (select count(*)::int from task_extensions where task_id in (select id from k)) as task_extensions,
      (select count(*)::int from test_attempts where test_id in (select id from q)) as test_attempts,
      (select count(*)::int from test_grades where test_id in (select id from q)) as test_grades,
      (select count(*)::int from test_accommodations where test_id in (select id from q)) as test_accommodations,
      (select count(*)::int from exam_marks where exam_id in (select id from exams where course_id = ${courseId})) as exam_marks,
      (select count(*)::int from rating_scores where course_id = ${courseId}) as rating_scores`.execute(t.db);
  return rows[0]!;
}

/** A lesson's, task's or test's moments by name, to compare the copy's with the source's. */
async function momentsOf(courseId: number) {
  const lessons = await t.db
    .selectFrom('lessons')
    .select(['name', 'position', 'show_date'])
    .where('course_id', '=', courseId)
    .where('deleted_at', 'is', null)
    .orderBy('position')
    .execute();
  const tasks = await t.db
    .selectFrom('tasks as k')
    .innerJoin('lessons as l', 'l.id', 'k.lesson_id')
    .select(['k.name', 'k.deadline', 'k.answer_file_kinds', 'k.answer_max_mb', 'k.max_points', 'k.task_elements'])
    .where('l.course_id', '=', courseId)
    .where('l.deleted_at', 'is', null)
    .orderBy('k.name')
    .execute();
  const tests = await t.db
    .selectFrom('tests as q')
    .innerJoin('lessons as l', 'l.id', 'q.lesson_id')
    .select(['q.name', 'q.published_at', 'q.opens_at', 'q.closes_at', 'q.grading_method', 'q.max_attempts'])
    .where('l.course_id', '=', courseId)
    .where('l.deleted_at', 'is', null)
    .orderBy('q.name')
    .execute();
  const exams = await t.db.selectFrom('exams').select(['name', 'date']).where('course_id', '=', courseId).orderBy('name').execute();
  return { lessons, tasks, tests, exams };
}

const ms = (d: Date | string | null) => (d === null ? null : new Date(d).getTime());
const moved = (d: Date | string | null, days: number) => (d === null ? null : ms(d)! + days * DAY_MS);

describe('copying a course for a new term', () => {
  let copied: SavedResponse<CourseDto>;
  beforeAll(async () => {
    // Something of each kind the copy must leave behind, whatever the demo holds.
    const source = sourceId();
    const lesson = await t.db
      .selectFrom('lessons')
      .select('id')
      .where('course_id', '=', source)
      .orderBy('position')
      .executeTakeFirstOrThrow();
    const trashed = await t.db
      .insertInto('lessons')
      .values({ school_id: ids.schoolId, course_id: source, name: 'Trashed lesson', show_date: new Date(), position: 99 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.updateTable('lessons').set({ deleted_at: new Date() }).where('id', '=', trashed.id).execute();
    const pdf = await addFile(t.db, ids.schoolId, 'application/pdf');
    await t.db
      .insertInto('presentations')
      .values({ school_id: ids.schoolId, lesson_id: lesson.id, name: 'Slides', file_id: pdf.id })
      .execute();
    const res = await copy(source, { courseName: 'JavaScript Fundamentals 2027', dateOffsetDays: OFFSET });
    expect(res.statusCode, res.body).toBe(201);
    copied = res.json<SavedResponse<CourseDto>>();
  });

  it('answers the new course, with the instructors and without the groups', async () => {
    const source = await ok<CourseDto>('GET', `courses/${sourceId()}`);
    expect(copied.id).not.toBe(source.id);
    expect(copied.courseName).toBe('JavaScript Fundamentals 2027');
    expect(copied.message).toContain('JavaScript Fundamentals 2027');
    expect(copied.description).toBe(source.description);
    expect(copied.dateOfFinish).toBe(source.dateOfFinish && shiftDay(source.dateOfFinish, OFFSET));
    expect(copied.instructors).toEqual(source.instructors);
    expect(copied.groups).toEqual([]);
    expect(copied.studentsCount).toBe(0);
    expect(copied.archived).toBe(false);
    expect(await ok<CourseDto>('GET', `courses/${copied.id}`)).toEqual(
      Object.fromEntries(Object.entries(copied).filter(([k]) => k !== 'message')),
    );
  });

  it('is recorded in the audit log as the creation of a course, naming the one it came from', async () => {
    const row = await t.db
      .selectFrom('audit_log')
      .select(['action', 'entity_name', 'details'])
      .where('entity', '=', 'course')
      .where('entity_id', '=', copied.id)
      .executeTakeFirst();
    expect(row).toEqual({
      action: 'create',
      entity_name: 'JavaScript Fundamentals 2027',
      details: { copiedFrom: sourceId(), dateOffsetDays: OFFSET },
    });
  });

  it('copies every part of the course, the trashed lessons left behind', async () => {
    const source = await partsOf(sourceId());
    // The demo course holds every kind, so the comparison below means something.
    for (const [table, n] of Object.entries(source)) expect(n, table).toBeGreaterThan(0);
    expect(await partsOf(copied.id)).toEqual(source);
    expect(await rowCount(t.db, 'lessons', (eb) => eb.and({ course_id: copied.id, name: 'Trashed lesson' }))).toBe(0);
  });

  it('copies no student, answer, attempt, grade, mark or accommodation', async () => {
    const source = await studentsPartsOf(sourceId());
    expect(source.task_answers + source.test_attempts + source.exam_marks, 'the demo has students work').toBeGreaterThan(0);
    const copy = await studentsPartsOf(copied.id);
    for (const [table, n] of Object.entries(copy)) expect(n, table).toBe(0);
  });

  it('moves every date by exactly the offset and keeps every setting', async () => {
    // Moscow keeps no summer time, so days on its calendar are exactly 24 hours.
    const [before, after] = [await momentsOf(sourceId()), await momentsOf(copied.id)];
    expect(after.lessons.map((l) => [l.name, l.position, ms(l.show_date)])).toEqual(
      before.lessons.map((l) => [l.name, l.position, moved(l.show_date, OFFSET)]),
    );
    expect(after.tasks.map((k) => ({ ...k, deadline: ms(k.deadline) }))).toEqual(
      before.tasks.map((k) => ({ ...k, deadline: moved(k.deadline, OFFSET) })),
    );
    const testMoments = (q: (typeof before.tests)[number], days: number) => ({
      ...q,
      published_at: moved(q.published_at, days),
      opens_at: moved(q.opens_at, days),
      closes_at: moved(q.closes_at, days),
    });
    expect(after.tests.map((q) => testMoments(q, 0))).toEqual(before.tests.map((q) => testMoments(q, OFFSET)));
    expect(after.exams).toEqual(before.exams.map((e) => ({ ...e, date: shiftDay(e.date, OFFSET) })));
    const distribution = (courseId: number) =>
      t.db
        .selectFrom('rating_distributions')
        .select(['tasks_percent', 'tests_percent', 'exams_percent', 'missing_counts_zero'])
        .where('course_id', '=', courseId)
        .executeTakeFirst();
    expect(await distribution(copied.id)).toEqual(await distribution(sourceId()));
  });

  it("points the bank-drawn tests at the copy's own bank, and shares the uploaded files", async () => {
    const slots = await t.db
      .selectFrom('test_questions as s')
      .innerJoin('tests as q', 'q.id', 's.test_id')
      .innerJoin('lessons as l', 'l.id', 'q.lesson_id')
      .leftJoin('bank_questions as b', 'b.id', 's.bank_question_id')
      .leftJoin('question_categories as c', 'c.id', 's.category_id')
      .select(['s.type', 'b.course_id as question_course', 'c.course_id as category_course'])
      .where('l.course_id', '=', copied.id)
      .where('s.type', 'in', ['BANK', 'RANDOM'])
      .execute();
    expect(slots.length, 'the demo has a test drawn from the bank').toBeGreaterThan(0);
    for (const slot of slots) expect(slot.question_course ?? slot.category_course).toBe(copied.id);
    const parents = await t.db
      .selectFrom('question_categories as c')
      .innerJoin('question_categories as p', 'p.id', 'c.parent_id')
      .select('p.course_id')
      .where('c.course_id', '=', copied.id)
      .execute();
    for (const parent of parents) expect(parent.course_id).toBe(copied.id);
    const files = (courseId: number) =>
      t.db
        .selectFrom('presentations as p')
        .innerJoin('lessons as l', 'l.id', 'p.lesson_id')
        .select('p.file_id')
        .where('l.course_id', '=', courseId)
        .orderBy('p.file_id')
        .execute();
    expect(await files(copied.id)).toEqual(await files(sourceId()));
  });

  it('is a course of its own: a change to its task leaves the original as it was', async () => {
    const task = await t.db
      .selectFrom('tasks as k')
      .innerJoin('lessons as l', 'l.id', 'k.lesson_id')
      .select(['k.id', 'k.name'])
      .where('l.course_id', '=', copied.id)
      .orderBy('k.id')
      .executeTakeFirstOrThrow();
    // The demo instructor teaches the source, so the copy too.
    expect(copied.instructors.map((i) => i.teacherId)).toContain(ids.user[INSTRUCTOR_EMAIL]);
    await ok('PUT', `lessons/tasks/${task.id}`, { taskName: 'Changed in the copy' }, { token: tokens.INSTRUCTOR });
    expect(await rowCount(t.db, 'tasks', (eb) => eb('name', '=', task.name))).toBeGreaterThan(0);
    expect(await rowCount(t.db, 'tasks', (eb) => eb('name', '=', 'Changed in the copy'))).toBe(1);
  });
});

describe('what the copy refuses', () => {
  it('names the field at fault, in English and in Russian', async () => {
    const source = sourceId();
    const cases: Array<[object, string, number]> = [
      [{ courseName: '   ', dateOffsetDays: 0 }, 'courseName', 400],
      [{ courseName: 'React in Practice', dateOffsetDays: 0 }, 'courseName', 409],
      [{ courseName: 'A', dateOffsetDays: 3651 }, 'dateOffsetDays', 400],
      [{ courseName: 'A', dateOffsetDays: 1.5 }, 'dateOffsetDays', 400],
      [{ courseName: 'A' }, 'dateOffsetDays', 400],
      [{ dateOffsetDays: 7 }, 'courseName', 400],
    ];
    for (const [body, field, status] of cases) {
      for (const lang of ['en', 'ru']) {
        const res = await copy(source, body, lang);
        expect(res.statusCode, JSON.stringify(body)).toBe(status);
        expect(res.json().field, JSON.stringify(body)).toBe(field);
        if (lang === 'ru') expect(res.json().message).toMatch(/[а-яё]/i);
      }
    }
  });

  it("answers 404 for another school's course and for one in the trash", async () => {
    const foreign = await addCourse(t.db, other.schoolId);
    expect((await copy(foreign, { courseName: 'Stolen', dateOffsetDays: 0 })).statusCode).toBe(404);
    const trashed = (await ok<SavedResponse<CourseDto>>('POST', 'courses', { courseName: 'Soon trashed' })).id;
    await ok('DELETE', `courses/${trashed}`);
    expect((await copy(trashed, { courseName: 'From the trash', dateOffsetDays: 0 })).statusCode).toBe(404);
  });

  it('is for admins only, as creating a course is', async () => {
    for (const token of [tokens.INSTRUCTOR, tokens.STUDENT]) {
      const res = await api('POST', `courses/${sourceId()}/copy`, { courseName: 'By someone else', dateOffsetDays: 0 }, { token });
      expect(res.statusCode).toBe(403);
    }
    expect(await rowCount(t.db, 'courses', (eb) => eb('name', '=', 'By someone else'))).toBe(0);
  });

  it('copies a course with nothing in it', async () => {
    const empty = await addCourse(t.db, ids.schoolId, 'Empty for copying');
    const res = await copy(empty, { courseName: 'Empty copy', dateOffsetDays: -3 });
    expect(res.statusCode, res.body).toBe(201);
    expect((await partsOf(res.json<CourseDto>().id)).lessons).toBe(0);
  });
});

describe("moments on the school's calendar", () => {
  it('keeps the time of day across a change to summer time', async () => {
    const berlin = await createOtherSchool(t.db, 'Europe/Berlin');
    const token = await login(t.app, berlin.adminEmail);
    // 10:00 in Berlin in winter (UTC+1); 60 days on is summer (UTC+2), still 10:00 there.
    await t.db
      .insertInto('lessons')
      .values({
        school_id: berlin.schoolId,
        course_id: berlin.courseId,
        name: 'Winter lesson',
        show_date: new Date('2026-03-01T09:00:00Z'),
        position: 1,
      })
      .execute();
    const res = await api('POST', `courses/${berlin.courseId}/copy`, { courseName: 'Summer term', dateOffsetDays: 60 }, { token });
    expect(res.statusCode, res.body).toBe(201);
    const lesson = await t.db
      .selectFrom('lessons')
      .select('show_date')
      .where('course_id', '=', res.json<CourseDto>().id)
      .executeTakeFirstOrThrow();
    expect(new Date(lesson.show_date).toISOString()).toBe('2026-04-30T08:00:00.000Z');
  });
});

describe('what the copy is made of', () => {
  it('decides on every column of every copied table', async () => {
    for (const spec of COPY_TABLES) {
      const { rows } = await sql<{ column_name: string }>`
        select column_name from information_schema.columns where table_schema = current_schema() and table_name = ${spec.table}`.execute(
        t.db,
      );
      const decided = [
        ...(spec.serial ? ['id'] : []),
        ...(spec.parent ? [spec.parent.column] : []),
        ...Object.keys(spec.refs ?? {}),
        ...(spec.moments ?? []),
        ...(spec.days ?? []),
        ...spec.same,
        ...Object.keys(spec.given ?? {}),
        ...Object.keys(spec.leftOut ?? {}),
      ];
      expect(new Set(decided).size, `${spec.table}: a column named twice`).toBe(decided.length);
      expect(decided.sort(), `${spec.table}: decide on each column in server/routes/courses/copyTables.ts`).toEqual(
        rows.map((r) => r.column_name).sort(),
      );
    }
  });

  it('decides on every table below a course', async () => {
    const { rows } = await sql<{ table_name: string }>`
      select distinct table_name from information_schema.columns
      where table_schema = current_schema()
        and column_name in ('course_id', 'lesson_id', 'task_id', 'test_id', 'exam_id', 'question_id', 'category_id')`.execute(t.db);
    const copied = new Set(COPY_TABLES.map((s) => s.table));
    const undecided = rows.map((r) => r.table_name).filter((table) => !copied.has(table) && !(table in NOT_COPIED));
    expect(undecided, 'add each to COPY_TABLES or NOT_COPIED in server/routes/courses/copyTables.ts').toEqual([]);
  });
});
