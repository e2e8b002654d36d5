import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { QuizPassResponse, StudentQuizDto, StudentOwnQuestionDto } from '../../../src/api/quizAttempts.js';
import type { QuizInput, QuizListItemDto } from '../../../src/api/quizAuthoring.js';
import type { AnswerOwnQuestionDto, AnswerQuestionDto, QuizAnswerDto, QuizResultsDto } from '../../../src/api/quizResults.js';
import type { ListResponse, MessageResponse, SavedResponse } from '../../../src/api/types.js';
import { closeExpiredAttempts } from '../../../server/routes/quizzes/attempts.js';
import { apiClient, minutes, type Method, type TestApp } from '../helpers.js';
import { loginUser } from '../learningFixtures.js';
import type { demoIds } from '../schoolFixtures.js';
import { quizDraft, type OwnQuizDto } from './fixtures.js';
import { quizClass, type QuizClass } from './quizClass.js';

/*
 * Timed tests (authoring and results; taking them): every call, the access
 * rules, the server's clock (a controllable one), submissions that happen once, and that no
 * answer to a student tells which option is correct before their attempt is finished.
 */

let t: TestApp;
let ids: Awaited<ReturnType<typeof demoIds>>;
let tok: QuizClass['tok'];
let people: QuizClass['people'];
let courseId = 0;
let lessonId = 0;

const { api, ok } = apiClient(() => t.app);

async function addLesson(course: number, showDate: Date, position: number): Promise<number> {
  const row = await t.db
    .insertInto('lessons')
    .values({ school_id: ids.schoolId, course_id: course, name: `Lesson ${position}`, show_date: showDate, position })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A test as its creation answers it, published (a new test is a draft students do not see). */
type Created = SavedResponse<OwnQuizDto>;
async function createQuiz(overrides: Partial<QuizInput> = {}, lesson = lessonId): Promise<Created> {
  const created = await ok<Created>('POST', `lessons/tests/${lesson}`, quizDraft(overrides), { token: tok.instructor });
  const published = await ok<Created>('POST', `lessons/tests/${created.testId}/publish`, undefined, { token: tok.instructor });
  return { ...published, message: created.message };
}
/** The option ids of a created test: q[0] = [var, const, let], q[1] = [string, object, number]. */
const optionIds = (test: Created) => test.questions.map((q) => q.options.map((o) => o.optionId));
const qid = (test: Created, n: number) => String(test.questions[n].questionId);
/** One of the test's own questions in an answer view (these tests have no others). */
function ownAnswer(question: AnswerQuestionDto): AnswerOwnQuestionDto {
  if (question.source !== 'TEST') throw new Error(`question ${question.key} is not the test's own`);
  return question;
}

beforeAll(async () => {
  ({ t, ids, courseId, lessonId, people, tok } = await quizClass('Tests', new Date('2026-03-02T09:00:00Z')));
});
afterAll(async () => {
  await t?.close();
});

describe('authoring', () => {
  it('creates a test and answers the message with the record, correct marks included', async () => {
    const res = await api('POST', `lessons/tests/${lessonId}`, quizDraft({ timeToTakeTheTest: '01:30' }), { token: tok.instructor });
    expect(res.statusCode).toBe(200);
    const body = res.json<SavedResponse<OwnQuizDto>>();
    expect(body).toMatchObject({
      message: 'The test has been created.',
      lessonId,
      courseId,
      name: 'Quiz',
      testName: 'Quiz',
      messageForStudents: 'You have 30 minutes. Good luck!',
      timeToTakeTheTest: '01:30:00',
      time: { hours: 1, minutes: 30 },
      passPercent: 50,
      isActive: true,
      maxPoints: 5,
      questionsCount: 2,
      answersCount: 0,
      hasAttempts: false,
    });
    expect(body.questions[0]).toMatchObject({
      question: 'Which keyword declares a constant?',
      questionType: 'ONE_FROM_LIST',
      points: 2,
      hasOther: false,
    });
    expect(body.questions[0].options.map((o) => o.isCorrect)).toEqual([false, true, false]);
    expect(body.questions[1]).toMatchObject({ questionType: 'MANY_FROM_LIST', hasOther: true });
    const again = await ok<OwnQuizDto>('GET', `lessons/tests/${body.testId}`, undefined, { token: tok.instructor });
    expect(again).toEqual({ ...body, message: undefined });
  });

  it('answers in Russian', async () => {
    const res = await api('POST', `lessons/tests/${lessonId}`, quizDraft(), { token: tok.instructor, lang: 'ru' });
    expect(res.json().message).toBe('Тест создан.');
  });

  it('refuses a draft breaking a rule, naming the field, in both languages', async () => {
    const base = quizDraft();
    const cases: Array<[QuizInput, string, string]> = [
      [
        { ...base, questions: [{ ...base.questions[0], options: base.questions[0].options.map((o) => ({ ...o, isCorrect: false })) }] },
        'questions[0].options',
        'Question 1 needs at least one correct option.',
      ],
      [
        {
          ...base,
          questions: [
            base.questions[1],
            { ...base.questions[0], options: base.questions[0].options.map((o) => ({ ...o, isCorrect: true })) },
          ],
        },
        'questions[1].options',
        'Question 2 is one-from-list: mark exactly one option as correct.',
      ],
      [
        { ...base, questions: [{ ...base.questions[0], options: [{ option: 'a', isCorrect: true }] }] },
        'questions[0].options',
        'Question 1 needs at least 2 options.',
      ],
      [{ ...base, questions: [{ ...base.questions[0], question: '  ' }] }, 'questions[0].question', 'Question 1 needs a text.'],
      [
        {
          ...base,
          questions: [
            {
              ...base.questions[0],
              options: [
                { option: 'a', isCorrect: true },
                { option: '', isCorrect: false },
              ],
            },
          ],
        },
        'questions[0].options[1].option',
        'Option 2 of question 1 needs a text.',
      ],
      [{ ...base, questions: [] }, 'questions', 'Add at least one question.'],
      [
        { ...base, timeToTakeTheTest: '00:00:20' },
        'timeToTakeTheTest',
        'The time to take the test must be from 00:01 to 99:59 (hours and minutes, HH:MM:SS).',
      ],
    ];
    for (const [payload, field, message] of cases) {
      const res = await api('POST', `lessons/tests/${lessonId}`, payload, { token: tok.instructor });
      expect(res.statusCode, field).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, field, message });
    }
    const ru = await api('POST', `lessons/tests/${lessonId}`, cases[0][0], { token: tok.instructor, lang: 'ru' });
    expect(ru.json().message).toBe('У вопроса 1 должен быть хотя бы один правильный вариант.');
  });

  it('refuses malformed times, points of 0 and unknown types by schema', async () => {
    for (const timeToTakeTheTest of ['1:30', '00:60:00', '0030', '']) {
      const res = await api('POST', `lessons/tests/${lessonId}`, quizDraft({ timeToTakeTheTest }), { token: tok.instructor });
      expect(res.json(), timeToTakeTheTest).toMatchObject({ status: 400, field: 'timeToTakeTheTest' });
    }
    const base = quizDraft();
    const zero = await api(
      'POST',
      `lessons/tests/${lessonId}`,
      {
        ...base,
        questions: [{ ...base.questions[0], points: 0 }],
      },
      { token: tok.instructor },
    );
    expect(zero.json()).toMatchObject({ status: 400, field: 'questions.0.points' });
    const type = await api(
      'POST',
      `lessons/tests/${lessonId}`,
      {
        ...base,
        questions: [{ ...base.questions[0], questionType: 'FREE' }],
      },
      { token: tok.instructor },
    );
    expect(type.json()).toMatchObject({ status: 400, field: 'questions.0.questionType' });
    const name = await api('POST', `lessons/tests/${lessonId}`, { ...base, name: '' }, { token: tok.instructor });
    expect(name.json()).toMatchObject({ status: 400, field: 'name' });
  });

  it('lists the tests of a lesson and replaces questions on PUT while nobody has started', async () => {
    const lesson = await addLesson(courseId, new Date('2026-03-01T09:00:00Z'), 3);
    const first = await createQuiz({ name: 'First' }, lesson);
    await createQuiz({ name: 'Second' }, lesson);
    const list = await ok<ListResponse<QuizListItemDto>>('GET', `lessons/${lesson}/tests`, undefined, { token: tok.instructor });
    expect(list.count).toBe(2);
    expect(list.objects.map((x) => x.name)).toEqual(['First', 'Second']);
    expect(list.objects[0]).toMatchObject({
      testId: first.testId,
      maxPoints: 5,
      questionsCount: 2,
      answersCount: 0,
      timeToTakeTheTest: '00:30:00',
    });
    expect(list.objects[0]).not.toHaveProperty('questions');

    const base = quizDraft();
    const saved = await ok<SavedResponse<OwnQuizDto>>(
      'PUT',
      `lessons/tests/${first.testId}`,
      {
        ...base,
        name: 'First, edited',
        timeToTakeTheTest: '00:45:00',
        passPercent: 70,
        questions: [{ ...base.questions[0], points: 5 }],
      },
      { token: tok.instructor },
    );
    expect(saved).toMatchObject({
      message: 'The test has been saved.',
      name: 'First, edited',
      timeToTakeTheTest: '00:45:00',
      passPercent: 70,
      maxPoints: 5,
      questionsCount: 1,
    });

    expect((await ok<MessageResponse>('DELETE', `lessons/tests/${first.testId}`, undefined, { token: tok.instructor })).message).toBe(
      'The test has been deleted.',
    );
    expect((await api('GET', `lessons/tests/${first.testId}`, undefined, { token: tok.instructor })).statusCode).toBe(404);
    expect((await ok<ListResponse<QuizListItemDto>>('GET', `lessons/${lesson}/tests`, undefined, { token: tok.instructor })).count).toBe(1);
  });

  it('activates and blocks answers, by body or query', async () => {
    const test = await createQuiz();
    const blocked = await ok<SavedResponse<OwnQuizDto>>(
      'PUT',
      `lessons/tests/${test.testId}/activation`,
      { isActive: false },
      { token: tok.instructor },
    );
    expect(blocked).toMatchObject({ message: 'Answers to the test are blocked.', isActive: false });
    const open = await ok<SavedResponse<OwnQuizDto>>('PUT', `lessons/tests/${test.testId}/activation?isActive=true`, undefined, {
      token: tok.instructor,
    });
    expect(open).toMatchObject({ message: 'Answers to the test are open.', isActive: true });
    expect((await api('PUT', `lessons/tests/${test.testId}/activation`, {}, { token: tok.instructor })).json()).toMatchObject({
      status: 400,
      field: 'isActive',
    });
  });
});

describe('who may author', () => {
  let testId = 0;
  beforeAll(async () => {
    testId = (await createQuiz()).testId;
  });

  it("answers 404 to an instructor not assigned to the course, and to another school's", async () => {
    for (const token of [tok.stranger, tok.otherSchool]) {
      expect((await api('GET', `lessons/${lessonId}/tests`, undefined, { token })).statusCode).toBe(404);
      expect((await api('POST', `lessons/tests/${lessonId}`, quizDraft(), { token })).statusCode).toBe(404);
      expect((await api('GET', `lessons/tests/${testId}`, undefined, { token })).statusCode).toBe(404);
      expect((await api('PUT', `lessons/tests/${testId}`, quizDraft(), { token })).statusCode).toBe(404);
      expect((await api('PUT', `lessons/tests/${testId}/activation`, { isActive: false }, { token })).statusCode).toBe(404);
      expect((await api('GET', `lessons/tests/${testId}/answers`, undefined, { token })).statusCode).toBe(404);
      expect((await api('GET', `lessons/tests/${testId}/answers/${people.amy}`, undefined, { token })).statusCode).toBe(404);
      expect(
        (await api('PUT', `lessons/tests/${testId}/answers/${people.amy}/other`, { questionId: 1, points: 1 }, { token })).statusCode,
      ).toBe(404);
      expect((await api('DELETE', `lessons/tests/${testId}`, undefined, { token })).statusCode).toBe(404);
    }
    expect((await api('GET', `lessons/tests/999999`, undefined, { token: tok.instructor })).statusCode).toBe(404);
  });

  it("refuses admins and students the instructor's calls with 403", async () => {
    for (const token of [tok.admin, tok.amy]) {
      expect((await api('POST', `lessons/tests/${lessonId}`, quizDraft(), { token })).statusCode).toBe(403);
      expect((await api('GET', `lessons/tests/${testId}`, undefined, { token })).statusCode).toBe(403);
      expect((await api('PUT', `lessons/tests/${testId}`, quizDraft(), { token })).statusCode).toBe(403);
      expect((await api('DELETE', `lessons/tests/${testId}`, undefined, { token })).statusCode).toBe(403);
      expect((await api('PUT', `lessons/tests/${testId}/activation`, { isActive: false }, { token })).statusCode).toBe(403);
      expect((await api('GET', `lessons/tests/${testId}/answers`, undefined, { token })).statusCode).toBe(403);
      expect((await api('GET', `lessons/tests/${testId}/answers/${people.amy}`, undefined, { token })).statusCode).toBe(403);
    }
    expect((await api('GET', `lessons/${lessonId}/tests`, undefined, { token: tok.admin })).statusCode).toBe(403);
    // And the student's calls are the student's.
    expect((await api('POST', `lessons/students/tests/${testId}/start`, undefined, { token: tok.instructor })).statusCode).toBe(403);
    expect((await api('POST', 'lessons/students/tests/pass', { testId, answers: {} }, { token: tok.admin })).statusCode).toBe(403);
  });

  it('answers 404 once the lesson is in the trash', async () => {
    const lesson = await addLesson(courseId, new Date('2026-03-01T09:00:00Z'), 4);
    const test = await createQuiz({}, lesson);
    await t.db.updateTable('lessons').set({ deleted_at: t.clock.now(), position: -4 }).where('id', '=', lesson).execute();
    expect((await api('GET', `lessons/tests/${test.testId}`, undefined, { token: tok.instructor })).statusCode).toBe(404);
    expect((await api('GET', `lessons/students/tests/${test.testId}`, undefined, { token: tok.amy })).statusCode).toBe(404);
  });
});

describe('taking a test', () => {
  let test: Created;
  const bodies: string[] = [];
  /** A student's call whose raw body is kept, to search for correct marks later. */
  const student = async (method: Method, url: string, token: string, payload?: object, lang?: string) => {
    const res = await api(method, url, payload, { token, lang });
    bodies.push(res.body);
    return res;
  };
  const startAs = (token: string) => student('POST', `lessons/students/tests/${test.testId}/start`, token);
  /** Amy's answers: Q1 right; Q2 one right and one wrong, with an 'Other' text for the instructor. */
  const amysAnswers = () => {
    const [one, many] = optionIds(test);
    return {
      testId: test.testId,
      testTime: '00:08',
      answers: { [qid(test, 0)]: [one[1]], [qid(test, 1)]: [many[0], many[1]] },
      others: { [qid(test, 1)]: 'bigint' },
    };
  };
  /** Amy starts, works for 8 minutes of the server's clock and submits her answers. */
  const amySubmits = async () => {
    await startAs(tok.amy);
    t.clock.advance(minutes(8));
    await ok('POST', 'lessons/students/tests/pass', amysAnswers(), { token: tok.amy });
  };

  // Each case takes a test nobody has touched, so none leans on what another left behind.
  beforeEach(async () => {
    test = await createQuiz();
    bodies.length = 0;
  });

  it('shows the test before the start without questions', async () => {
    const res = await student('GET', `lessons/students/tests/${test.testId}`, tok.amy);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      testId: test.testId,
      name: 'Quiz',
      messageForStudents: 'You have 30 minutes. Good luck!',
      timeToTakeTheTest: '00:30:00',
      maxPoints: 5,
      questionsCount: 2,
      attempt: null,
      questions: [],
      serverNow: t.clock.now().toISOString(),
    });
    const list = await student('GET', `lessons/${lessonId}/tests`, tok.amy);
    const row = list.json().objects.find((x: { testId: number }) => x.testId === test.testId);
    expect(row).toMatchObject({ attemptStatus: 'NOT_STARTED', points: null, passed: null });
    expect(row.answersCount).toBeUndefined();
    const answer = await student('GET', `lessons/students/tests/${test.testId}/answer`, tok.amy);
    expect(answer.json()).toMatchObject({ status: 'NOT_STARTED', questions: [], points: null });
  });

  it("starts on the server's clock, and a second start answers the same attempt", async () => {
    const startedAt = t.clock.now();
    const first = (await student('POST', `lessons/students/tests/${test.testId}/start`, tok.amy)).json<StudentQuizDto>();
    expect(first.attempt).toMatchObject({
      status: 'IN_PROGRESS',
      startedAt: startedAt.toISOString(),
      deadline: new Date(startedAt.getTime() + minutes(30)).toISOString(),
      answers: {},
      others: {},
      result: null,
    });
    const own = first.questions.filter((q): q is StudentOwnQuestionDto => q.source === 'TEST');
    expect(own).toHaveLength(first.questions.length);
    expect(own.map((q) => q.options.length)).toEqual([3, 3]);
    expect(own[0].options[0]).toEqual({ optionId: optionIds(test)[0][0], option: 'var' });
    t.clock.advance(minutes(1));
    const second = (await student('POST', `lessons/students/tests/${test.testId}/start`, tok.amy)).json<StudentQuizDto>();
    expect(second.attempt).toMatchObject({ startedAt: first.attempt?.startedAt, deadline: first.attempt?.deadline });
    const rows = await t.db.selectFrom('test_attempts').select('id').where('test_id', '=', test.testId).execute();
    expect(rows).toHaveLength(1);
  });

  it('saves answers as they change, and a reload resumes them', async () => {
    const [one, many] = optionIds(test);
    await startAs(tok.amy);
    const res = await student('PUT', `lessons/students/tests/${test.testId}/answers`, tok.amy, { answers: { [qid(test, 0)]: [one[2]] } });
    expect(res.json()).toMatchObject({ message: 'Your answers have been saved.', savedAt: t.clock.now().toISOString() });
    t.clock.advance(minutes(2));
    const later = await student(
      'PUT',
      `lessons/students/tests/${test.testId}/answers`,
      tok.amy,
      {
        answers: { [qid(test, 0)]: [one[1]], [qid(test, 1)]: [many[2], many[0], many[0]] },
        others: { [qid(test, 1)]: '  bigint  ' },
      },
      'ru',
    );
    expect(later.json().message).toBe('Ваши ответы сохранены.');
    const resumed = (await student('GET', `lessons/students/tests/${test.testId}`, tok.amy)).json();
    expect(resumed.attempt).toMatchObject({
      status: 'IN_PROGRESS',
      answers: { [qid(test, 0)]: [one[1]], [qid(test, 1)]: [many[0], many[2]] },
      others: { [qid(test, 1)]: 'bigint' },
      savedAt: t.clock.now().toISOString(),
    });
    expect(resumed.questions).toHaveLength(2);
    const running = (await student('GET', `lessons/students/tests/${test.testId}/answer`, tok.amy)).json();
    expect(running).toMatchObject({ status: 'IN_PROGRESS', points: null, passed: null });
    expect(running.questions[0].options[1]).toEqual({ optionId: one[1], option: 'const', status: 'SELECTED' });
    expect(running.questions[0].pointsReceived).toBeNull();
  });

  it('refuses answers that do not fit the test', async () => {
    const [one, many] = optionIds(test);
    await startAs(tok.amy);
    const cases: Array<[object, string]> = [
      [{ answers: { [qid(test, 0)]: [one[0], one[1]] } }, 'Question 1 takes only one answer.'],
      [{ answers: { [qid(test, 0)]: [many[0]] } }, 'An answer to question 1 names an option it does not have.'],
      [{ answers: { 999999: [one[0]] } }, 'Question 999999 is not in this test.'],
      [{ answers: {}, others: { [qid(test, 0)]: 'mine' } }, "Question 1 has no 'Other' answer."],
    ];
    for (const [payload, message] of cases) {
      const res = await student('PUT', `lessons/students/tests/${test.testId}/answers`, tok.amy, payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await student('PUT', `lessons/students/tests/${test.testId}/answers`, tok.amy, { answers: { abc: [1] } })).statusCode).toBe(
      400,
    );
  });

  it('never tells a student which option is correct before they finish', async () => {
    const [one, many] = optionIds(test);
    const url = `lessons/students/tests/${test.testId}`;
    await student('GET', url, tok.amy);
    await student('GET', `lessons/${lessonId}/tests`, tok.amy);
    await student('GET', `${url}/answer`, tok.amy);
    await startAs(tok.amy);
    await startAs(tok.amy);
    await student('PUT', `${url}/answers`, tok.amy, { answers: { [qid(test, 0)]: [one[2]] } });
    await student('PUT', `${url}/answers`, tok.amy, { answers: { [qid(test, 0)]: [one[0], one[1]] } });
    await student('PUT', `${url}/answers`, tok.amy, { answers: { [qid(test, 1)]: [many[0]] }, others: { [qid(test, 1)]: 'x' } }, 'ru');
    await student('GET', url, tok.amy);
    await student('GET', `${url}/answer`, tok.amy);
    expect(bodies.length).toBeGreaterThan(8);
    for (const body of bodies) {
      expect(body).not.toMatch(/isCorrect|is_correct|correct"/i);
    }
  });

  it('submits once: the message, the result, and a repeat answers the same', async () => {
    const [one] = optionIds(test);
    await startAs(tok.amy);
    t.clock.advance(minutes(5));
    const payload = amysAnswers();
    const res = await api('POST', 'lessons/students/tests/pass', payload, { token: tok.amy, lang: 'ru' });
    expect(res.statusCode).toBe(200);
    const first = res.json();
    // Q1: 2; Q2: 3 × (1 right − 1 wrong) / 2 = 0; 'Other' waits for the instructor.
    expect(first).toEqual({
      message: 'Тест пройден! Ожидайте результатов!',
      testId: test.testId,
      status: 'SUBMITTED',
      points: { pointsReceived: 2, maxPoints: 5 },
      passed: false,
      awaitingReview: true,
      dateOfPassTheTest: t.clock.now().toISOString(),
    });
    t.clock.advance(minutes(1));
    const again = await ok<QuizPassResponse>(
      'POST',
      'lessons/students/tests/pass',
      { ...payload, answers: { [qid(test, 0)]: [one[0]] } },
      { token: tok.amy },
    );
    expect(again).toEqual({ ...first, message: 'Test submitted! Wait for the results.' });
    const garbled = await ok<QuizPassResponse>(
      'POST',
      'lessons/students/tests/pass',
      { ...payload, answers: { 999999: [1] } },
      { token: tok.amy },
    );
    expect(garbled).toEqual(again);
    const attempts = await t.db.selectFrom('test_attempts').selectAll().where('test_id', '=', test.testId).execute();
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({ closed_reason: 'SUBMITTED', points: 2, max_points: 5, passed: false, test_time: '00:08' });
    // Saving after submitting is refused.
    const save = await api('PUT', `lessons/students/tests/${test.testId}/answers`, { answers: {} }, { token: tok.amy });
    expect(save.json()).toMatchObject({ status: 409, message: 'You have already submitted this test.' });
  });

  it('shows the correct answers once the attempt is finished, when the review options show them then', async () => {
    const all = { answers: true, rightAnswers: true, feedback: true };
    test = await createQuiz({ reviewOptions: { afterAttempt: all, afterClose: all } });
    await amySubmits();
    const view = await ok<QuizAnswerDto>('GET', `lessons/students/tests/${test.testId}/answer`, undefined, { token: tok.amy });
    expect(view).toMatchObject({
      status: 'SUBMITTED',
      points: { pointsReceived: 2, maxPoints: 5 },
      passed: false,
      awaitingReview: true,
      timeSpent: '00:08:00',
    });
    expect(ownAnswer(view.questions[0]).options.map((o) => o.isCorrect)).toEqual([false, true, false]);
    expect(view.questions[1]).toMatchObject({ pointsReceived: 0, otherText: 'bigint', otherPoints: null });
    const state = await ok<StudentQuizDto>('GET', `lessons/students/tests/${test.testId}`, undefined, { token: tok.amy });
    expect(state.attempt).toMatchObject({
      status: 'SUBMITTED',
      result: { pointsReceived: 2, maxPoints: 5, passed: false, awaitingReview: true },
    });
    // Even the finished test's page holds no correct marks: only the answer view has them.
    expect(JSON.stringify(state)).not.toContain('isCorrect');
  });

  it('by default shows only the score after the attempt: no answers, correct marks or points per question', async () => {
    await amySubmits();
    const res = await student('GET', `lessons/students/tests/${test.testId}/answer`, tok.amy);
    const view = res.json() as QuizAnswerDto;
    expect(view).toMatchObject({
      status: 'SUBMITTED',
      points: { pointsReceived: 2, maxPoints: 5 },
      passed: false,
      review: { answers: false, rightAnswers: false, feedback: false },
      moreReviewAt: null,
    });
    expect(res.body).not.toMatch(/isCorrect|bigint|"SELECTED"/);
    expect(view.questions.map((q) => q.pointsReceived)).toEqual([null, null]);
  });

  it('records a notification with the result', async () => {
    await amySubmits();
    const rows = (
      await t.db.selectFrom('notifications').selectAll().where('user_id', '=', people.amy).where('kind', '=', 'QUIZ_FINISHED').execute()
    ).filter((n) => (n.params as { testId?: number }).testId === test.testId);
    expect(rows).toHaveLength(1);
    expect(rows[0].params).toMatchObject({ testId: test.testId, pointsReceived: 2, maxPoints: 5, passed: false, status: 'SUBMITTED' });
  });

  it('a double submission sent at once is one attempt with one result', async () => {
    const [one] = optionIds(test);
    const payload = { testId: test.testId, answers: { [qid(test, 0)]: [one[1]] } };
    const results = await Promise.all([1, 2, 3].map(() => api('POST', 'lessons/students/tests/pass', payload, { token: tok.ben })));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const bodiesOf = results.map((r) => r.json());
    expect(new Set(bodiesOf.map((b) => JSON.stringify(b))).size).toBe(1);
    expect(bodiesOf[0]).toMatchObject({ points: { pointsReceived: 2, maxPoints: 5 }, passed: false });
    const attempts = await t.db
      .selectFrom('test_attempts')
      .select('id')
      .where('test_id', '=', test.testId)
      .where('student_id', '=', people.ben)
      .execute();
    expect(attempts).toHaveLength(1);
    const notes = (
      await t.db
        .selectFrom('notifications')
        .select('params')
        .where('user_id', '=', people.ben)
        .where('kind', '=', 'QUIZ_FINISHED')
        .execute()
    ).filter((n) => (n.params as { testId?: number }).testId === test.testId);
    expect(notes).toHaveLength(1);
  });

  it('a submission without a start starts and submits at once; bad answers start nothing', async () => {
    const other = await createQuiz({ name: 'Direct' });
    const [one] = optionIds(other);
    const bad = await api(
      'POST',
      'lessons/students/tests/pass',
      {
        testId: other.testId,
        answers: { [qid(other, 0)]: [one[0], one[1]] },
      },
      { token: tok.cat },
    );
    expect(bad.json()).toMatchObject({ status: 400, field: `answers.${qid(other, 0)}`, message: 'Question 1 takes only one answer.' });
    expect(await t.db.selectFrom('test_attempts').select('id').where('test_id', '=', other.testId).execute()).toHaveLength(0);
    const res = await ok<QuizPassResponse>(
      'POST',
      'lessons/students/tests/pass',
      { testId: other.testId, answers: { [qid(other, 0)]: [one[1]] } },
      { token: tok.cat },
    );
    expect(res).toMatchObject({ status: 'SUBMITTED', points: { pointsReceived: 2, maxPoints: 5 } });
  });

  it('concurrent starts make one attempt', async () => {
    const other = await createQuiz({ name: 'Concurrent' });
    const results = await Promise.all(
      [1, 2, 3].map(() => api('POST', `lessons/students/tests/${other.testId}/start`, undefined, { token: tok.cat })),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(results.map((r) => r.json().attempt.startedAt)).size).toBe(1);
    const attempts = await t.db.selectFrom('test_attempts').select('id').where('test_id', '=', other.testId).execute();
    expect(attempts).toHaveLength(1);
  });

  it('cannot start a blocked test; a running attempt goes on', async () => {
    const blockedTest = await createQuiz({ name: 'Blocked' });
    await ok('POST', `lessons/students/tests/${blockedTest.testId}/start`, undefined, { token: tok.ben });
    await ok('PUT', `lessons/tests/${blockedTest.testId}/activation`, { isActive: false }, { token: tok.instructor });
    const refused = await api('POST', `lessons/students/tests/${blockedTest.testId}/start`, undefined, { token: tok.amy, lang: 'ru' });
    expect(refused.json()).toEqual({ status: 403, message: 'Ответы на этот тест заблокированы.' });
    expect(
      (await api('POST', 'lessons/students/tests/pass', { testId: blockedTest.testId, answers: {} }, { token: tok.amy })).statusCode,
    ).toBe(403);
    expect(
      (await api('PUT', `lessons/students/tests/${blockedTest.testId}/answers`, { answers: {} }, { token: tok.amy })).json(),
    ).toMatchObject({
      status: 409,
    });
    expect(
      (await api('POST', 'lessons/students/tests/pass', { testId: blockedTest.testId, answers: {} }, { token: tok.ben })).statusCode,
    ).toBe(200);
  });
});

describe('the timer', () => {
  it('refuses saves and a submission after the deadline plus grace, closing the attempt with the saved answers', async () => {
    const test = await createQuiz({ name: 'Short', timeToTakeTheTest: '00:10:00' });
    const [one] = optionIds(test);
    await ok('POST', `lessons/students/tests/${test.testId}/start`, undefined, { token: tok.amy });
    await ok('PUT', `lessons/students/tests/${test.testId}/answers`, { answers: { [qid(test, 0)]: [one[1]] } }, { token: tok.amy });
    // Within the grace a save is still taken.
    t.clock.advance(minutes(10) + 20_000);
    await ok(
      'PUT',
      `lessons/students/tests/${test.testId}/answers`,
      { answers: { [qid(test, 0)]: [one[1]] }, others: {} },
      { token: tok.amy },
    );
    t.clock.advance(11_000);
    const save = await api(
      'PUT',
      `lessons/students/tests/${test.testId}/answers`,
      { answers: { [qid(test, 0)]: [one[0]] } },
      { token: tok.amy },
    );
    expect(save.json()).toEqual({ status: 409, message: 'Time is up: the test was closed with the answers saved before the deadline.' });
    const late = await api(
      'POST',
      'lessons/students/tests/pass',
      { testId: test.testId, answers: { [qid(test, 0)]: [one[0]] } },
      { token: tok.amy, lang: 'ru' },
    );
    expect(late.json()).toEqual({ status: 409, message: 'Время вышло: тест закрыт с ответами, сохранёнными до окончания времени.' });
    const state = await ok<StudentQuizDto>('GET', `lessons/students/tests/${test.testId}`, undefined, { token: tok.amy });
    // The default review options show no answers right after the attempt: the saved ones are read from the row.
    expect(state.attempt).toMatchObject({
      status: 'TIME_UP',
      answers: {},
      result: { pointsReceived: 2, maxPoints: 5, passed: false },
    });
    const row = await t.db.selectFrom('test_attempts').selectAll().where('test_id', '=', test.testId).executeTakeFirstOrThrow();
    expect(row.answers).toEqual({ [qid(test, 0)]: [one[1]] });
    expect(row.submitted_at?.toISOString()).toBe(state.attempt!.deadline);
  });

  it('takes a submission within the grace after the deadline', async () => {
    const test = await createQuiz({ name: 'Grace', timeToTakeTheTest: '00:05:00' });
    const [one] = optionIds(test);
    await ok('POST', `lessons/students/tests/${test.testId}/start`, undefined, { token: tok.ben });
    t.clock.advance(minutes(5) + 25_000);
    const res = await ok<QuizPassResponse>(
      'POST',
      'lessons/students/tests/pass',
      { testId: test.testId, answers: { [qid(test, 0)]: [one[1]] } },
      { token: tok.ben },
    );
    expect(res).toMatchObject({ status: 'SUBMITTED', points: { pointsReceived: 2, maxPoints: 5 } });
  });

  it('the job closes abandoned attempts with their saved answers, once', async () => {
    const test = await createQuiz({ name: 'Abandoned', timeToTakeTheTest: '00:20:00' });
    const [one, many] = optionIds(test);
    await ok('POST', `lessons/students/tests/${test.testId}/start`, undefined, { token: tok.cat });
    await ok(
      'PUT',
      `lessons/students/tests/${test.testId}/answers`,
      {
        answers: { [qid(test, 0)]: [one[1]], [qid(test, 1)]: [many[0], many[2]] },
      },
      { token: tok.cat },
    );
    t.clock.advance(minutes(20));
    expect(await closeExpiredAttempts(t.db, t.clock.now(), { testId: test.testId })).toBe(0);
    t.clock.advance(minutes(1));
    expect(await closeExpiredAttempts(t.db, t.clock.now())).toBeGreaterThanOrEqual(1);
    expect(await closeExpiredAttempts(t.db, t.clock.now())).toBe(0);
    const row = await t.db.selectFrom('test_attempts').selectAll().where('test_id', '=', test.testId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      closed_reason: 'TIME_UP',
      points: 5,
      max_points: 5,
      passed: true,
      answers: { [qid(test, 0)]: [one[1]], [qid(test, 1)]: [many[0], many[2]] },
    });
    const notes = await t.db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', people.cat)
      .where('kind', '=', 'QUIZ_FINISHED')
      .execute();
    expect(notes.map((n) => n.params)).toContainEqual(
      expect.objectContaining({ testId: test.testId, status: 'TIME_UP', pointsReceived: 5 }),
    );
  });

  it('a new time limit applies to new attempts; a running one keeps its deadline', async () => {
    const test = await createQuiz({ name: 'Retimed', timeToTakeTheTest: '00:10:00' });
    const started = (await ok<StudentQuizDto>('POST', `lessons/students/tests/${test.testId}/start`, undefined, { token: tok.amy }))
      .attempt;
    const full = await ok<OwnQuizDto>('GET', `lessons/tests/${test.testId}`, undefined, { token: tok.instructor });
    const saved = await ok<SavedResponse<OwnQuizDto>>(
      'PUT',
      `lessons/tests/${test.testId}`,
      {
        ...full,
        messageForStudents: full.messageForStudents,
        timeToTakeTheTest: '00:40:00',
      },
      { token: tok.instructor },
    );
    expect(saved.timeToTakeTheTest).toBe('00:40:00');
    expect(
      (await ok<StudentQuizDto>('GET', `lessons/students/tests/${test.testId}`, undefined, { token: tok.amy })).attempt!.deadline,
    ).toBe(started!.deadline);
    const ben = (await ok<StudentQuizDto>('POST', `lessons/students/tests/${test.testId}/start`, undefined, { token: tok.ben })).attempt;
    expect(new Date(ben!.deadline).getTime() - new Date(ben!.startedAt).getTime()).toBe(minutes(40));
  });
});

describe('who may take a test', () => {
  let testId = 0;
  beforeAll(async () => {
    testId = (await createQuiz({ name: 'Access' })).testId;
  });

  it('answers 404 to a student not on the course, and for a lesson not shown yet', async () => {
    for (const [method, url, payload] of [
      ['GET', `lessons/students/tests/${testId}`],
      ['POST', `lessons/students/tests/${testId}/start`],
      ['PUT', `lessons/students/tests/${testId}/answers`, { answers: {} }],
      ['GET', `lessons/students/tests/${testId}/answer`],
      ['POST', 'lessons/students/tests/pass', { testId, answers: {} }],
    ] as Array<[Method, string, object?]>) {
      expect((await api(method, url, payload, { token: tok.outsider })).statusCode, url).toBe(404);
    }
    // Shown in an hour: moving the clock an hour, not to a date, keeps the sessions of the other cases alive.
    const futureLessonId = await addLesson(courseId, new Date(t.clock.now().getTime() + minutes(60)), 2);
    const future = await createQuiz({ name: 'Future' }, futureLessonId);
    expect((await api('GET', `lessons/students/tests/${future.testId}`, undefined, { token: tok.amy })).statusCode).toBe(404);
    expect((await api('GET', `lessons/${futureLessonId}/tests`, undefined, { token: tok.amy })).statusCode).toBe(404);
    t.clock.advance(minutes(60) + 1000);
    expect((await api('GET', `lessons/students/tests/${future.testId}`, undefined, { token: tok.amy })).statusCode).toBe(200);
  });

  it('answers 403 with a message to a student blocked on the course', async () => {
    await t.db.insertInto('course_student_blocks').values({ course_id: courseId, student_id: people.cat }).execute();
    const res = await api('POST', `lessons/students/tests/${testId}/start`, undefined, { token: tok.cat, lang: 'ru' });
    expect(res.json()).toEqual({ status: 403, message: 'Вы заблокированы на этом курсе. Обратитесь к администратору школы.' });
    expect((await api('POST', 'lessons/students/tests/pass', { testId, answers: {} }, { token: tok.cat })).statusCode).toBe(403);
    await t.db.deleteFrom('course_student_blocks').where('course_id', '=', courseId).where('student_id', '=', people.cat).execute();
  });
});

describe('results', () => {
  let test: Created;
  // Amy has submitted and Ben is still at it, afresh for each case: grading changes Amy's points.
  beforeEach(async () => {
    test = await createQuiz({ name: 'Results', passPercent: 60 });
    const [one, many] = optionIds(test);
    await ok(
      'POST',
      'lessons/students/tests/pass',
      {
        testId: test.testId,
        answers: { [qid(test, 0)]: [one[1]], [qid(test, 1)]: [many[0]] },
        others: { [qid(test, 1)]: 'symbol' },
      },
      { token: tok.amy },
    );
    await ok('POST', `lessons/students/tests/${test.testId}/start`, undefined, { token: tok.ben });
  });

  it('lists every student of the course, those who have not taken it flagged and last', async () => {
    const res = await ok<QuizResultsDto>('GET', `lessons/tests/${test.testId}/answers`, undefined, { token: tok.instructor });
    expect(res).toMatchObject({ testId: test.testId, testName: 'Results', maxPoints: 5, passPercent: 60, answersCount: 2, count: 4 });
    expect(res.objects.map((r) => [r.studentFullName, r.status, r.tookTest])).toEqual([
      ['Amy Able', 'SUBMITTED', true],
      ['Ben Baker', 'IN_PROGRESS', true],
      ['Cat Cole', 'NOT_STARTED', false],
      ['Dan Dale', 'NOT_STARTED', false],
    ]);
    // Q1: 2; Q2: 3 × 1/2 = 1.5; 3.5 of 5 = 70% >= 60%.
    expect(res.objects[0]).toMatchObject({
      points: { pointsReceived: 3.5, maxPoints: 5 },
      pointsReceived: 3.5,
      maxPoints: 5,
      passed: true,
      awaitingReview: true,
      groupName: 'Tests group',
      dateOfPassTheTest: t.clock.now().toISOString(),
    });
    expect(res.objects[1]).toMatchObject({ passed: null, dateOfPassTheTest: null, pointsReceived: 0 });
  });

  it("opens one student's answers with the correct ones", async () => {
    const view = await ok<QuizAnswerDto>('GET', `lessons/tests/${test.testId}/answers/${people.amy}`, undefined, { token: tok.instructor });
    expect(view).toMatchObject({
      studentId: people.amy,
      studentFullName: 'Amy Able',
      status: 'SUBMITTED',
      points: { pointsReceived: 3.5, maxPoints: 5 },
      passed: true,
    });
    expect(view.questions[1]).toMatchObject({ pointsReceived: 1.5, otherText: 'symbol', otherPoints: null });
    expect(ownAnswer(view.questions[1]).options.map((o) => [o.status, o.isCorrect])).toEqual([
      ['SELECTED', true],
      ['NOT_SELECTED', false],
      ['NOT_SELECTED', true],
    ]);
    const running = await ok<QuizAnswerDto>('GET', `lessons/tests/${test.testId}/answers/${people.ben}`, undefined, {
      token: tok.instructor,
    });
    expect(running).toMatchObject({ status: 'IN_PROGRESS', passed: null });
    const none = await ok<QuizAnswerDto>('GET', `lessons/tests/${test.testId}/answers/${people.dan}`, undefined, { token: tok.instructor });
    expect(none).toMatchObject({ status: 'NOT_STARTED', points: { pointsReceived: 0, maxPoints: 5 } });
    expect(
      (await api('GET', `lessons/tests/${test.testId}/answers/${people.outsider}`, undefined, { token: tok.instructor })).statusCode,
    ).toBe(404);
  });

  it("scores an 'Other' text by hand, never beyond the question's points", async () => {
    const q2 = test.questions[1].questionId;
    const graded = await ok<SavedResponse<QuizAnswerDto>>(
      'PUT',
      `lessons/tests/${test.testId}/answers/${people.amy}/other`,
      {
        questionId: q2,
        points: 1,
      },
      { token: tok.instructor },
    );
    expect(graded).toMatchObject({
      message: "The points for the 'Other' answer have been saved.",
      points: { pointsReceived: 4.5, maxPoints: 5 },
      awaitingReview: false,
    });
    expect(graded.questions[1]).toMatchObject({ pointsReceived: 2.5, otherPoints: 1 });
    const capped = await ok<SavedResponse<QuizAnswerDto>>(
      'PUT',
      `lessons/tests/${test.testId}/answers/${people.amy}/other`,
      {
        questionId: q2,
        points: 3,
      },
      { token: tok.instructor },
    );
    expect(capped.points).toEqual({ pointsReceived: 5, maxPoints: 5 });
    expect(
      (
        await api(
          'PUT',
          `lessons/tests/${test.testId}/answers/${people.amy}/other`,
          { questionId: q2, points: 3.5 },
          { token: tok.instructor },
        )
      ).json(),
    ).toMatchObject({
      status: 400,
      field: 'points',
      message: 'The points must be from 0 to 3.',
    });
    expect(
      (
        await api(
          'PUT',
          `lessons/tests/${test.testId}/answers/${people.amy}/other`,
          {
            questionId: test.questions[0].questionId,
            points: 1,
          },
          { token: tok.instructor },
        )
      ).json(),
    ).toMatchObject({
      status: 400,
      field: 'questionId',
    });
    expect(
      (
        await api(
          'PUT',
          `lessons/tests/${test.testId}/answers/${people.ben}/other`,
          { questionId: q2, points: 1 },
          { token: tok.instructor },
        )
      ).json(),
    ).toMatchObject({
      status: 409,
      message: 'The student has not finished the test yet.',
    });
    const notes = await t.db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', people.amy)
      .where('kind', '=', 'QUIZ_REGRADED')
      .execute();
    expect(notes.length).toBeGreaterThanOrEqual(2);
    const mine = await ok<QuizAnswerDto>('GET', `lessons/students/tests/${test.testId}/answer`, undefined, { token: tok.amy });
    expect(mine).toMatchObject({ points: { pointsReceived: 5, maxPoints: 5 }, awaitingReview: false });
  });

  it('once started, refuses changes to what decides scores (409) but takes names, times, pass marks and text fixes', async () => {
    // Amy's 'Other' text graded in full: 5 of 5.
    const other = { questionId: test.questions[1].questionId, points: 3 };
    await ok('PUT', `lessons/tests/${test.testId}/answers/${people.amy}/other`, other, { token: tok.instructor });
    const full = await ok<OwnQuizDto>('GET', `lessons/tests/${test.testId}`, undefined, { token: tok.instructor });
    expect(full).toMatchObject({ hasAttempts: true, answersCount: 2 });
    const flipped = structuredClone(full);
    flipped.questions[0].options[0].isCorrect = true;
    flipped.questions[0].options[1].isCorrect = false;
    const refused = await api('PUT', `lessons/tests/${test.testId}`, flipped, { token: tok.instructor });
    expect(refused.json()).toMatchObject({ status: 409, field: 'questions' });
    expect(refused.json().message).toContain('Students have already started this test');
    const withoutIds = { ...quizDraft(), name: 'Results' };
    expect((await api('PUT', `lessons/tests/${test.testId}`, withoutIds, { token: tok.instructor })).statusCode).toBe(409);
    const morePoints = structuredClone(full);
    morePoints.questions[1].points = 10;
    expect((await api('PUT', `lessons/tests/${test.testId}`, morePoints, { token: tok.instructor })).statusCode).toBe(409);

    const fixed = structuredClone(full);
    fixed.name = 'Results (final)';
    fixed.passPercent = 100;
    fixed.questions[0].question = 'Which keyword declares a constant binding?';
    fixed.questions[0].options[2].option = 'let (block scope)';
    const saved = await ok<SavedResponse<OwnQuizDto>>('PUT', `lessons/tests/${test.testId}`, fixed, { token: tok.instructor });
    expect(saved).toMatchObject({ name: 'Results (final)', passPercent: 100 });
    expect(saved.questions[0].question).toBe('Which keyword declares a constant binding?');
    expect(saved.questions[0].options.map((o) => o.optionId)).toEqual(full.questions[0].options.map((o) => o.optionId));
    // The pass mark is re-decided for finished attempts: Amy has 5 of 5, then 3.5 of 5 (70%).
    expect(
      (await ok<QuizResultsDto>('GET', `lessons/tests/${test.testId}/answers`, undefined, { token: tok.instructor })).objects[0],
    ).toMatchObject({
      pointsReceived: 5,
      passed: true,
    });
    await ok(
      'PUT',
      `lessons/tests/${test.testId}/answers/${people.amy}/other`,
      {
        questionId: full.questions[1].questionId,
        points: 0,
      },
      { token: tok.instructor },
    );
    expect(
      (await ok<QuizResultsDto>('GET', `lessons/tests/${test.testId}/answers`, undefined, { token: tok.instructor })).objects[0],
    ).toMatchObject({
      pointsReceived: 3.5,
      passed: false,
    });
    fixed.passPercent = 70;
    await ok('PUT', `lessons/tests/${test.testId}`, fixed, { token: tok.instructor });
    expect(
      (await ok<QuizResultsDto>('GET', `lessons/tests/${test.testId}/answers`, undefined, { token: tok.instructor })).objects[0],
    ).toMatchObject({
      pointsReceived: 3.5,
      passed: true,
    });
    const student = await ok<QuizAnswerDto>('GET', `lessons/students/tests/${test.testId}/answer`, undefined, { token: tok.amy });
    expect(student.questions[0].question).toBe('Which keyword declares a constant binding?');
  });
});

describe('the demo school', () => {
  it('has a test with results and one the demo student can still take', async () => {
    const course = ids.course['JavaScript Fundamentals'];
    const lessons = await t.db.selectFrom('lessons').select('id').where('course_id', '=', course).orderBy('position').execute();
    const [first, second] = await Promise.all(
      lessons
        .slice(0, 2)
        .map((l) => ok<ListResponse<QuizListItemDto>>('GET', `lessons/${l.id}/tests`, undefined, { token: tok.instructor })),
    );
    expect(first.objects).toHaveLength(1);
    expect(first.objects[0]).toMatchObject({ questionsCount: 2, answersCount: 7 });
    const results = await ok<QuizResultsDto>('GET', `lessons/tests/${first.objects[0].testId}/answers`, undefined, {
      token: tok.instructor,
    });
    expect(results.objects.filter((r) => !r.tookTest).length).toBeGreaterThan(0);
    expect(results.objects.some((r) => r.status === 'TIME_UP')).toBe(true);
    expect(results.objects.some((r) => r.awaitingReview)).toBe(true);

    const demoStudent = await loginUser(t.app, t.db, ids.user['student@demo.test']);
    const mine = await ok<QuizAnswerDto>('GET', `lessons/students/tests/${first.objects[0].testId}/answer`, undefined, {
      token: demoStudent,
    });
    expect(mine).toMatchObject({ status: 'SUBMITTED', points: { pointsReceived: 6, maxPoints: 6 }, passed: true });
    const open = second.objects[0];
    expect(open).toMatchObject({ isActive: true, answersCount: 0 });
    const started = await ok<StudentQuizDto>('POST', `lessons/students/tests/${open.testId}/start`, undefined, { token: demoStudent });
    expect(started.attempt?.status).toBe('IN_PROGRESS');
    expect(started.questions).toHaveLength(2);
  });
});
