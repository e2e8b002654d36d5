import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuizPassResponse, StudentQuizDto } from '../../../src/api/quizAttempts.js';
import type { SavedResponse } from '../../../src/api/types.js';
import { quizOfStudent } from '../../../server/routes/quizzes/access.js';
import { saveAnswersFast } from '../../../server/routes/quizzes/attemptSaves.js';
import { startAttempt } from '../../../server/routes/quizzes/attempts.js';
import { cachedStructure } from '../../../server/routes/quizzes/structure.js';
import { submitInOneStatement } from '../../../server/routes/quizzes/submitFast.js';
import { startInOneStatement } from '../../../server/routes/quizzes/startFast.js';
import { normalizeAnswers } from '../../../server/routes/quizzes/scoring.js';
import { apiClient, INSTRUCTOR_EMAIL, createTestApp, minutes, type TestApp } from '../helpers.js';
import { addGroupToCourse, assign, loginUser } from '../learningFixtures.js';
import { addCourse, addGroup, addStudent, createOtherSchool, demoIds } from '../schoolFixtures.js';
import { quizDraft, type OwnQuizDto } from './fixtures.js';

/*
 * The exam-time paths of a student's test: a save is one statement once
 * this process has the test's structure cached (saveAnswersFast), and a first start is one
 * statement too. Whatever that statement refuses must answer exactly what the full path
 * answers: 404 to anyone who may not see the test, 403 when blocked, 400 for answers that do
 * not fit, 409 when not started, submitted or out of time, whatever the cache holds.
 */

let t: TestApp;
let ids: Awaited<ReturnType<typeof demoIds>>;
let courseId = 0;
let groupId = 0;
let lessonId = 0;
const tok = { instructor: '', amy: '', ben: '', outsider: '', otherSchool: '' };
const people = { amy: 0, ben: 0, outsider: 0, otherSchool: 0 };

const { api, ok } = apiClient(() => t.app);

/** A test as its creation answers it, published so that students can take it. */
type Created = SavedResponse<OwnQuizDto>;
const create = async (name: string, time = '00:30:00') => {
  const created = await ok<Created>('POST', `lessons/tests/${lessonId}`, quizDraft({ name, timeToTakeTheTest: time }), {
    token: tok.instructor,
  });
  return ok<Created>('POST', `lessons/tests/${created.testId}/publish`, undefined, { token: tok.instructor });
};
/** Valid answers: [const] and [string, number]. */
const good = (test: Created) => ({
  [test.questions[0].questionId]: [test.questions[0].options[1].optionId],
  [test.questions[1].questionId]: [test.questions[1].options[2].optionId, test.questions[1].options[0].optionId],
});
const save = (test: Created, token: string, answers: object = good(test)) =>
  api('PUT', `lessons/students/tests/${test.testId}/answers`, { answers }, { token });
const stored = async (test: Created, studentId: number) =>
  t.db.selectFrom('test_attempts').selectAll().where('test_id', '=', test.testId).where('student_id', '=', studentId).executeTakeFirst();
const student = (id: number) => ({ id, schoolId: ids.schoolId, role: 'STUDENT' as const });

beforeAll(async () => {
  t = await createTestApp({ startAt: new Date('2026-05-04T09:00:00Z') });
  ids = await demoIds(t.db);
  courseId = await addCourse(t.db, ids.schoolId, 'Exam course');
  groupId = await addGroup(t.db, ids.schoolId, 'Exam group');
  await addGroupToCourse(t.db, courseId, groupId);
  await assign(t.db, courseId, ids.user[INSTRUCTOR_EMAIL]);
  people.amy = await addStudent(t.db, ids.schoolId, { groupId, firstName: 'Amy' });
  people.ben = await addStudent(t.db, ids.schoolId, { groupId, firstName: 'Ben' });
  people.outsider = await addStudent(t.db, ids.schoolId, { groupId: await addGroup(t.db, ids.schoolId, 'Elsewhere'), firstName: 'Out' });
  const other = await createOtherSchool(t.db);
  people.otherSchool = other.studentId;
  const lesson = await t.db
    .insertInto('lessons')
    .values({ school_id: ids.schoolId, course_id: courseId, name: 'Exam week', show_date: new Date('2026-05-01T09:00:00Z'), position: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  lessonId = lesson.id;
  const [instructor, amy, ben, outsider, otherSchool] = await Promise.all(
    [ids.user[INSTRUCTOR_EMAIL], people.amy, people.ben, people.outsider, people.otherSchool].map((id) => loginUser(t.app, t.db, id)),
  );
  Object.assign(tok, { instructor, amy, ben, outsider, otherSchool });
});
afterAll(async () => {
  await t?.close();
});

describe('a first start', () => {
  it("is stored on the server's clock with the test's limit; a repeat answers the same attempt", async () => {
    const test = await create('Start', '00:45:00');
    const at = t.clock.now();
    const first = (await ok<StudentQuizDto>('POST', `lessons/students/tests/${test.testId}/start`, undefined, { token: tok.amy })).attempt;
    expect(first).toMatchObject({
      status: 'IN_PROGRESS',
      startedAt: at.toISOString(),
      deadline: new Date(at.getTime() + minutes(45)).toISOString(),
    });
    const row = await stored(test, people.amy);
    expect(row).toMatchObject({
      school_id: ids.schoolId,
      started_at: at,
      deadline: new Date(at.getTime() + minutes(45)),
      submitted_at: null,
      answers: {},
    });
    t.clock.advance(minutes(1));
    expect(
      (await ok<StudentQuizDto>('POST', `lessons/students/tests/${test.testId}/start`, undefined, { token: tok.amy })).attempt,
    ).toEqual(first);
  });

  it('is refused on a blocked test, also when the block lands between the access check and the insert', async () => {
    const test = await create('Blocked start');
    const seen = await quizOfStudent(t.db, student(people.ben), test.testId, t.clock.now());
    await ok('PUT', `lessons/tests/${test.testId}/activation`, { isActive: false }, { token: tok.instructor });
    expect((await api('POST', `lessons/students/tests/${test.testId}/start`, undefined, { token: tok.ben })).json()).toEqual({
      status: 403,
      message: 'Answers to this test are blocked.',
    });
    await expect(startAttempt(t.db, seen, people.ben, t.clock.now(), 'en')).rejects.toMatchObject({ status: 403, key: 'quizzes.inactive' });
    expect(await stored(test, people.ben)).toBeUndefined();
  });
});

describe('a first start in one statement', () => {
  it('inserts the attempt and answers the test as quizOfStudent reads it', async () => {
    const test = await create('One statement', '00:20:00');
    const at = t.clock.now();
    const started = await startInOneStatement(t.db, student(people.ben), test.testId, at);
    expect(started?.test).toEqual(await quizOfStudent(t.db, student(people.ben), test.testId, at));
    expect(started?.attempt).toEqual(await stored(test, people.ben));
    expect(started?.attempt).toMatchObject({
      started_at: at,
      deadline: new Date(at.getTime() + minutes(20)),
      submitted_at: null,
      saved_at: null,
      answers: {},
    });
  });

  it('inserts nothing for a repeat, an inactive test, a student blocked on the course, off the course or of another school, or a hidden lesson', async () => {
    const test = await create('Refusals');
    const at = () => t.clock.now();
    const refused = async (who: { id: number; schoolId: number; role: 'STUDENT' }) => {
      expect(await startInOneStatement(t.db, who, test.testId, at())).toBeUndefined();
    };
    await refused(student(people.outsider));
    await refused({
      id: people.otherSchool,
      schoolId: (await t.db.selectFrom('users').select('school_id').where('id', '=', people.otherSchool).executeTakeFirstOrThrow())
        .school_id,
      role: 'STUDENT',
    });
    await t.db.insertInto('course_student_blocks').values({ course_id: courseId, student_id: people.amy }).execute();
    await refused(student(people.amy));
    await t.db.deleteFrom('course_student_blocks').where('student_id', '=', people.amy).execute();
    await t.db
      .updateTable('lessons')
      .set({ show_date: new Date('2026-06-01T00:00:00Z') })
      .where('id', '=', lessonId)
      .execute();
    await refused(student(people.amy));
    await t.db
      .updateTable('lessons')
      .set({ show_date: new Date('2026-05-01T09:00:00Z') })
      .where('id', '=', lessonId)
      .execute();
    await ok('PUT', `lessons/tests/${test.testId}/activation`, { isActive: false }, { token: tok.instructor });
    await refused(student(people.amy));
    await ok('PUT', `lessons/tests/${test.testId}/activation`, { isActive: true }, { token: tok.instructor });
    expect(await startInOneStatement(t.db, student(people.amy), test.testId, at())).toBeDefined();
    await refused(student(people.amy));
    expect(await t.db.selectFrom('test_attempts').select('student_id').where('test_id', '=', test.testId).execute()).toEqual([
      { student_id: people.amy },
    ]);
  });
});

describe('a submission without a start', () => {
  it('racing starts and another submission, makes one attempt with one result', async () => {
    const test = await create('Race');
    const results = await Promise.all([
      api('POST', 'lessons/students/tests/pass', { testId: test.testId, answers: good(test) }, { token: tok.ben }),
      api('POST', `lessons/students/tests/${test.testId}/start`, undefined, { token: tok.ben }),
      api('POST', 'lessons/students/tests/pass', { testId: test.testId, answers: good(test) }, { token: tok.ben }),
      api('POST', `lessons/students/tests/${test.testId}/start`, undefined, { token: tok.ben }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(results[0].json()).toEqual(results[2].json());
    expect(results[0].json()).toMatchObject({ status: 'SUBMITTED', points: { pointsReceived: 5, maxPoints: 5 }, passed: true });
    const rows = await t.db.selectFrom('test_attempts').selectAll().where('test_id', '=', test.testId).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ closed_reason: 'SUBMITTED', points: 5 });
    const notes = await t.db
      .selectFrom('notifications')
      .select('params')
      .where('user_id', '=', people.ben)
      .where('kind', '=', 'QUIZ_FINISHED')
      .execute();
    expect(notes.filter((n) => (n.params as { testId: number }).testId === test.testId)).toHaveLength(1);
  });

  it('answers 403 on a blocked test and 400 to answers that do not fit, starting nothing', async () => {
    const test = await create('No start');
    expect(
      (await api('POST', 'lessons/students/tests/pass', { testId: test.testId, answers: { 999999: [1] } }, { token: tok.ben })).statusCode,
    ).toBe(400);
    await ok('PUT', `lessons/tests/${test.testId}/activation`, { isActive: false }, { token: tok.instructor });
    expect(
      (await api('POST', 'lessons/students/tests/pass', { testId: test.testId, answers: good(test) }, { token: tok.ben })).json(),
    ).toEqual({
      status: 403,
      message: 'Answers to this test are blocked.',
    });
    expect(await stored(test, people.ben)).toBeUndefined();
  });
});

describe('a save with the structure cached', () => {
  /** A new test Amy has started, so its structure is cached: each test saves to, submits or edits its own. */
  const startedByAmy = async () => {
    const test = await create('Saves');
    await ok('POST', `lessons/students/tests/${test.testId}/start`, undefined, { token: tok.amy });
    expect(cachedStructure(test.testId)).toBeDefined();
    return test;
  };

  it('takes the one-statement path and stores the answers normalised', async () => {
    const test = await startedByAmy();
    const at = t.clock.now();
    const fast = await saveAnswersFast(t.db, student(people.amy), test.testId, { answers: good(test) }, at);
    expect(fast).toBeDefined();
    const res = await save(test, tok.amy);
    expect(res.json()).toMatchObject({ message: 'Your answers have been saved.', savedAt: at.toISOString() });
    const [q1, q2] = test.questions;
    expect(await stored(test, people.amy)).toMatchObject({
      answers: { [q1.questionId]: [q1.options[1].optionId], [q2.questionId]: [q2.options[0].optionId, q2.options[2].optionId] },
      saved_at: at,
    });
  });

  it('answers 404 to a student not on the course and to another school, whether the answers fit or not', async () => {
    const test = await startedByAmy();
    for (const token of [tok.outsider, tok.otherSchool]) {
      expect((await save(test, token)).json()).toEqual({ status: 404, message: 'Not found.' });
      expect((await save(test, token, { 999999: [1] })).statusCode).toBe(404);
    }
    expect(await saveAnswersFast(t.db, student(people.outsider), test.testId, { answers: good(test) }, t.clock.now())).toBeUndefined();
  });

  it('answers 400 naming the question to answers that do not fit', async () => {
    const test = await startedByAmy();
    const [q1] = test.questions;
    const res = await save(test, tok.amy, { [q1.questionId]: [q1.options[0].optionId, q1.options[1].optionId] });
    expect(res.json()).toMatchObject({ status: 400, message: 'Question 1 takes only one answer.' });
  });

  it('answers 409 to a student who has not started', async () => {
    const test = await startedByAmy();
    expect((await save(test, tok.ben)).json()).toEqual({ status: 409, message: 'Start the test first.' });
  });

  it('answers 403 once the student is blocked on the course, and saves again once unblocked', async () => {
    const test = await startedByAmy();
    await t.db.insertInto('course_student_blocks').values({ course_id: courseId, student_id: people.amy }).execute();
    expect((await save(test, tok.amy)).json()).toEqual({
      status: 403,
      message: 'You are blocked on this course. Please contact your school administrator.',
    });
    await t.db.deleteFrom('course_student_blocks').where('student_id', '=', people.amy).execute();
    expect((await save(test, tok.amy)).statusCode).toBe(200);
  });

  it('answers 404 when the lesson is hidden again, trashed, or the group leaves the course', async () => {
    const test = await startedByAmy();
    const changes: Array<[() => Promise<unknown>, () => Promise<unknown>]> = [
      [
        () =>
          t.db
            .updateTable('lessons')
            .set({ show_date: new Date('2026-06-01T00:00:00Z') })
            .where('id', '=', lessonId)
            .execute(),
        () =>
          t.db
            .updateTable('lessons')
            .set({ show_date: new Date('2026-05-01T09:00:00Z') })
            .where('id', '=', lessonId)
            .execute(),
      ],
      [
        () => t.db.updateTable('lessons').set({ deleted_at: t.clock.now() }).where('id', '=', lessonId).execute(),
        () => t.db.updateTable('lessons').set({ deleted_at: null }).where('id', '=', lessonId).execute(),
      ],
      [() => t.db.deleteFrom('course_groups').where('course_id', '=', courseId).execute(), () => addGroupToCourse(t.db, courseId, groupId)],
    ];
    for (const [change, undo] of changes) {
      await change();
      expect((await save(test, tok.amy)).statusCode).toBe(404);
      await undo();
      expect((await save(test, tok.amy)).statusCode).toBe(200);
    }
  });

  it("checks answers against the test's current version after an instructor's text fix", async () => {
    const test = await startedByAmy();
    const before = cachedStructure(test.testId)!.version;
    const full = await ok<OwnQuizDto>('GET', `lessons/tests/${test.testId}`, undefined, { token: tok.instructor });
    full.questions[0].question = 'Which keyword declares a constant binding?';
    await ok('PUT', `lessons/tests/${test.testId}`, full, { token: tok.instructor });
    // The cached version is stale now: the one statement refuses, the full path takes the save.
    expect(await saveAnswersFast(t.db, student(people.amy), test.testId, { answers: good(test) }, t.clock.now())).toBeUndefined();
    expect((await save(test, tok.amy)).statusCode).toBe(200);
    expect(cachedStructure(test.testId)!.version).toBeGreaterThan(before);
    expect(await saveAnswersFast(t.db, student(people.amy), test.testId, { answers: good(test) }, t.clock.now())).toBeDefined();
  });

  it('answers 409 after the submission, and keeps the submitted answers', async () => {
    const test = await startedByAmy();
    const [q1] = test.questions;
    await ok(
      'POST',
      'lessons/students/tests/pass',
      {
        testId: test.testId,
        answers: { [q1.questionId]: [q1.options[1].optionId] },
      },
      { token: tok.amy },
    );
    expect((await save(test, tok.amy)).json()).toEqual({ status: 409, message: 'You have already submitted this test.' });
    expect(await stored(test, people.amy)).toMatchObject({
      closed_reason: 'SUBMITTED',
      answers: { [q1.questionId]: [q1.options[1].optionId] },
    });
  });

  it('takes a save within the grace after the deadline, then answers 409 and closes the attempt with what was saved', async () => {
    const short = await create('Short', '00:05:00');
    await ok('POST', `lessons/students/tests/${short.testId}/start`, undefined, { token: tok.ben });
    t.clock.advance(minutes(5) + 20_000);
    expect((await save(short, tok.ben)).statusCode).toBe(200);
    t.clock.advance(11_000);
    const [q1] = short.questions;
    const late = await save(short, tok.ben, { [q1.questionId]: [q1.options[0].optionId] });
    expect(late.json()).toEqual({ status: 409, message: 'Time is up: the test was closed with the answers saved before the deadline.' });
    expect(await stored(short, people.ben)).toMatchObject({
      closed_reason: 'TIME_UP',
      answers: { [q1.questionId]: [q1.options[1].optionId] },
    });
  });
});

describe('a submission after a start', () => {
  const scored = (test: Created) => ({ id: test.testId, schoolId: ids.schoolId, lessonId, courseId, name: 'Submits', passPercent: 50 });
  /** Records what a submission hands to the announcer (lib/announcer.ts). */
  const recording = () => {
    const heard: Array<{ id: number; userId: number; web: boolean; emailed: boolean }> = [];
    return { heard, notification: (row: (typeof heard)[number]) => void heard.push(row), idle: async () => {} };
  };
  const mailTo = async (studentId: number) => {
    const user = await t.db.selectFrom('users').select('email').where('id', '=', studentId).executeTakeFirstOrThrow();
    return t.db.selectFrom('mail_queue').select(['subject', 'body_text']).where('to_address', '=', user.email).orderBy('id').execute();
  };

  it('closes the attempt, records the result notification and its email, and updates the rating, in one statement', async () => {
    const test = await create('Submits');
    await ok('POST', `lessons/students/tests/${test.testId}/start`, undefined, { token: tok.amy });
    const structure = cachedStructure(test.testId)!;
    const mailsBefore = (await mailTo(people.amy)).length;
    const at = t.clock.now();
    const answers = normalizeAnswers({ choices: good(test), others: {} });
    const announcer = recording();
    const row = await submitInOneStatement(t.db, announcer, scored(test), structure, people.amy, { answers, testTime: '00:01:00' }, at);
    expect(row).toMatchObject({
      closed_reason: 'SUBMITTED',
      submitted_at: at,
      points: 5,
      max_points: 5,
      passed: true,
      test_time: '00:01:00',
    });
    expect(Object.keys(row!).filter((key) => key.startsWith('noted') || key === 'announce')).toEqual([]);
    const notes = await t.db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', people.amy)
      .where('kind', '=', 'QUIZ_FINISHED')
      .execute();
    const mine = notes.filter((n) => (n.params as { testId: number }).testId === test.testId);
    expect(mine).toEqual([
      expect.objectContaining({
        web: true,
        emailed: true,
        created_at: at,
        params: expect.objectContaining({ status: 'SUBMITTED', pointsReceived: 5, maxPoints: 5, passed: true }),
      }),
    ]);
    // Announced after the commit, by the caller, not by the trigger inside the statement.
    expect(announcer.heard).toEqual([{ id: mine[0].id, userId: people.amy, web: true, emailed: true }]);
    const mails = await mailTo(people.amy);
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails.at(-1)!.subject).toBe('Test result: Submits');
    const rating = await t.db
      .selectFrom('rating_scores')
      .select('tests')
      .where('course_id', '=', courseId)
      .where('student_id', '=', people.amy)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(rating.tests)).toMatchObject({ [test.testId]: 5 });
    // Done once: a second statement closes nothing, and the API's repeat answers the first result.
    expect(
      await submitInOneStatement(t.db, announcer, scored(test), structure, people.amy, { answers, testTime: null }, t.clock.now()),
    ).toBeUndefined();
    expect(announcer.heard).toHaveLength(1);
    const repeat = await ok<QuizPassResponse>(
      'POST',
      'lessons/students/tests/pass',
      { testId: test.testId, answers: {} },
      { token: tok.amy },
    );
    expect(repeat).toMatchObject({ status: 'SUBMITTED', points: { pointsReceived: 5, maxPoints: 5 }, dateOfPassTheTest: at.toISOString() });
    expect(await mailTo(people.amy)).toHaveLength(mailsBefore + 1);
  });

  it('queues no email for a student who turned email off, and still records the web notification', async () => {
    const test = await create('Quiet');
    await t.db
      .insertInto('notification_settings')
      .values({ user_id: people.ben, email_enabled: false })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ email_enabled: false }))
      .execute();
    try {
      await ok('POST', `lessons/students/tests/${test.testId}/start`, undefined, { token: tok.ben });
      const before = (await mailTo(people.ben)).length;
      await ok('POST', 'lessons/students/tests/pass', { testId: test.testId, answers: good(test) }, { token: tok.ben });
      expect(await mailTo(people.ben)).toHaveLength(before);
      const notes = await t.db
        .selectFrom('notifications')
        .select(['web', 'emailed', 'params'])
        .where('user_id', '=', people.ben)
        .where('kind', '=', 'QUIZ_FINISHED')
        .execute();
      expect(notes.filter((n) => (n.params as { testId: number }).testId === test.testId)).toEqual([
        expect.objectContaining({ web: true, emailed: false }),
      ]);
    } finally {
      await t.db.deleteFrom('notification_settings').where('user_id', '=', people.ben).execute();
    }
  });

  it('closes nothing past the deadline and grace; the API then closes with what was saved and answers 409', async () => {
    const test = await create('Late', '00:05:00');
    await ok('POST', `lessons/students/tests/${test.testId}/start`, undefined, { token: tok.amy });
    const [q1] = test.questions;
    expect((await save(test, tok.amy, { [q1.questionId]: [q1.options[0].optionId] })).statusCode).toBe(200);
    t.clock.advance(minutes(5) + 31_000);
    const answers = normalizeAnswers({ choices: good(test), others: {} });
    const announcer = recording();
    expect(
      await submitInOneStatement(
        t.db,
        announcer,
        scored(test),
        cachedStructure(test.testId)!,
        people.amy,
        { answers, testTime: null },
        t.clock.now(),
      ),
    ).toBeUndefined();
    expect(announcer.heard).toEqual([]);
    const late = await api('POST', 'lessons/students/tests/pass', { testId: test.testId, answers: good(test) }, { token: tok.amy });
    expect(late.statusCode).toBe(409);
    expect(await stored(test, people.amy)).toMatchObject({
      closed_reason: 'TIME_UP',
      points: 0,
      answers: { [q1.questionId]: [q1.options[0].optionId] },
    });
  });
});
