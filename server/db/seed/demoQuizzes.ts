import type { Db } from '../index.js';
import { notifyMany, type NotificationInput } from '../../lib/notifications.js';
import { isPassed, scoreAttempt, type ScoredQuestion } from '../../routes/quizzes/scoring.js';
import { QUIZ_FINISHED } from '../../routes/quizzes/attempts.js';
import type { ReviewOptions } from '../../../src/api/quizReview.js';

/*
 * The demo course's tests. The first lesson's test has results: most of the group took it
 * (the demo student too), one attempt ran out of time, one 'Other' answer waits for the
 * instructor's points, and a few students have not taken it. The second lesson's test is
 * open and the demo student has not started it, so they can take it. Dates are fixed, like
 * the demo lessons', so tests see the same demo whatever their clock.
 */

const DEMO_STUDENT = 'student@demo.test';

interface DemoQuestion {
  text: string;
  type: 'ONE' | 'MANY';
  points: number;
  hasOther?: boolean;
  options: Array<[string, boolean]>;
}

interface DemoQuiz {
  lesson: number;
  name: string;
  message: string;
  minutes: number;
  questions: DemoQuestion[];
}

const TESTS: DemoQuiz[] = [
  {
    lesson: 0,
    name: 'Variables and types: check yourself',
    message: 'Two questions, 15 minutes. Your answers are saved as you go.',
    minutes: 15,
    questions: [
      {
        text: 'Which keyword declares a variable that cannot be reassigned?',
        type: 'ONE',
        points: 2,
        options: [
          ['var', false],
          ['let', false],
          ['const', true],
        ],
      },
      {
        text: 'Which of these are primitive types in JavaScript?',
        type: 'MANY',
        points: 4,
        hasOther: true,
        options: [
          ['string', true],
          ['object', false],
          ['boolean', true],
          ['array', false],
        ],
      },
    ],
  },
  {
    lesson: 1,
    name: 'Functions and scope',
    message: 'Read each question carefully: the second one may have several right answers. You have 20 minutes.',
    minutes: 20,
    questions: [
      {
        text: 'What does a function without a return statement return?',
        type: 'ONE',
        points: 2,
        options: [
          ['null', false],
          ['undefined', true],
          ['0', false],
          ['An empty string', false],
        ],
      },
      {
        text: 'Which of these create a new scope for variables declared with let?',
        type: 'MANY',
        points: 3,
        hasOther: true,
        options: [
          ['A function body', true],
          ['A block { … }', true],
          ['An object literal', false],
          ['A for loop with let', true],
        ],
      },
    ],
  },
];

/**
 * Results of the first test: [student index (-1: the demo student), chosen option indexes per
 * question, an 'Other' text, the instructor's points for it, submitted at, closed by time].
 */
const RESULTS: Array<{ student: number; choices: number[][]; other?: string; otherPoints?: number; at: string; timeUp?: boolean }> = [
  { student: -1, choices: [[2], [0, 2]], at: '2026-01-13T18:20:00+03:00' },
  { student: 0, choices: [[2], [0, 2, 3]], at: '2026-01-13T19:05:00+03:00' },
  { student: 1, choices: [[1], [0]], at: '2026-01-14T10:12:00+03:00' },
  { student: 2, choices: [[2], [0, 2]], other: 'symbol and bigint too', otherPoints: 0, at: '2026-01-14T12:40:00+03:00' },
  { student: 3, choices: [[0], [1, 3]], at: '2026-01-15T09:30:00+03:00' },
  { student: 4, choices: [[2], [2]], other: 'number', at: '2026-01-15T21:10:00+03:00' },
  { student: 5, choices: [[2], []], at: '2026-01-16T08:45:00+03:00', timeUp: true },
];

const PASS_PERCENT = 50;

type Demo = { schoolId: number; courseId: number };

/** Adds the demo tests to the course's first two lessons, inside the seed's transaction. */
export async function seedDemoQuizzes(trx: Db, demo: Demo): Promise<void> {
  const lessons = await trx
    .selectFrom('lessons')
    .select('id')
    .where('course_id', '=', demo.courseId)
    .where('deleted_at', 'is', null)
    .orderBy('position')
    .execute();
  const students = await courseStudents(trx, demo);
  const demoStudent = students.find((s) => s.email === DEMO_STUDENT);
  const classmates = students.filter((s) => s.email !== DEMO_STUDENT);
  const notifications: NotificationInput[] = [];

  for (const [index, test] of TESTS.entries()) {
    const lesson = lessons[test.lesson];
    if (!lesson) continue;
    const { testId, scored } = await insertQuiz(trx, demo, lesson.id, test, index);
    // Only the first test has been taken.
    if (index !== 0) continue;
    const quiz = { testId, lessonId: lesson.id, test, scored };
    for (const result of RESULTS) {
      const student = result.student < 0 ? demoStudent : classmates[result.student];
      if (!student) continue;
      const notification = await insertResult(trx, demo, quiz, result, student.id);
      if (student === demoStudent) notifications.push(notification);
    }
  }
  // History: recorded, not delivered (no emails to the demo accounts).
  await notifyMany(trx, notifications, { deliver: false });
}

/** The students of the course's groups, by id. */
async function courseStudents(trx: Db, demo: Demo) {
  return trx
    .selectFrom('users as u')
    .innerJoin('student_profiles as sp', 'sp.user_id', 'u.id')
    .innerJoin('course_groups as cg', 'cg.group_id', 'sp.group_id')
    .select(['u.id', 'u.email'])
    .where('cg.course_id', '=', demo.courseId)
    .where('u.school_id', '=', demo.schoolId)
    .orderBy('u.id')
    .execute();
}

export const REVIEW_AT_ONCE: ReviewOptions = {
  afterAttempt: { answers: true, rightAnswers: true, feedback: true },
  afterClose: { answers: true, rightAnswers: true, feedback: true },
};

/** A test with its questions and options, a week after the one before: its id and its questions as scoring reads them. */
async function insertQuiz(trx: Db, demo: Demo, lessonId: number, test: DemoQuiz, index: number) {
  const created = new Date('2026-01-12T09:00:00Z');
  const { id: testId } = await trx
    .insertInto('tests')
    .values({
      school_id: demo.schoolId,
      lesson_id: lessonId,
      name: test.name,
      message: test.message,
      time_limit_seconds: test.minutes * 60,
      pass_percent: PASS_PERCENT,
      // The demo's tests are open to its students from the start.
      published_at: new Date(created.getTime() + index * 7 * 86_400_000),
      // They never close, so the default review (right answers after the close) would show none:
      // the demo shows a student everything once their attempt is finished.
      review_options: JSON.stringify(REVIEW_AT_ONCE),
      created_at: new Date(created.getTime() + index * 7 * 86_400_000),
      updated_at: new Date(created.getTime() + index * 7 * 86_400_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const scored: ScoredQuestion[] = [];
  for (const [position, question] of test.questions.entries()) {
    const { id: questionId } = await trx
      .insertInto('test_questions')
      .values({
        test_id: testId,
        position: position + 1,
        text: question.text,
        type: question.type,
        points: question.points,
        has_other: Boolean(question.hasOther),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const options = await trx
      .insertInto('test_options')
      .values(question.options.map(([text, isCorrect], n) => ({ question_id: questionId, position: n + 1, text, is_correct: isCorrect })))
      .returning(['id', 'is_correct'])
      .execute();
    scored.push({
      id: questionId,
      kind: question.type,
      points: question.points,
      hasOther: Boolean(question.hasOther),
      options: options.map((o) => ({ id: o.id, isCorrect: o.is_correct })),
    });
  }
  return { testId, scored };
}

/** One student's finished attempt, scored as the server scores it: the notification it would have sent. */
async function insertResult(
  trx: Db,
  demo: Demo,
  quiz: { testId: number; lessonId: number; test: DemoQuiz; scored: ScoredQuestion[] },
  result: (typeof RESULTS)[number],
  studentId: number,
): Promise<NotificationInput> {
  const { testId, lessonId, test, scored } = quiz;
  const choices: Record<string, number[]> = {};
  result.choices.forEach((chosen, q) => {
    if (chosen.length) choices[String(scored[q].id)] = chosen.map((n) => scored[q].options[n].id);
  });
  const otherKey = String(scored[1].id);
  const otherTexts: Record<string, string> = result.other ? { [otherKey]: result.other } : {};
  const otherPoints: Record<string, number> = result.otherPoints !== undefined ? { [otherKey]: result.otherPoints } : {};
  const score = scoreAttempt(scored, { choices, others: otherTexts, otherPoints });
  const passed = isPassed(score.points, score.maxPoints, PASS_PERCENT);
  const submittedAt = new Date(result.at);
  const startedAt = new Date(submittedAt.getTime() - (result.timeUp ? test.minutes * 60_000 : 9 * 60_000));
  await trx
    .insertInto('test_attempts')
    .values({
      school_id: demo.schoolId,
      test_id: testId,
      student_id: studentId,
      started_at: startedAt,
      deadline: new Date(startedAt.getTime() + test.minutes * 60_000),
      saved_at: submittedAt,
      submitted_at: submittedAt,
      closed_reason: result.timeUp ? 'TIME_UP' : 'SUBMITTED',
      answers: JSON.stringify(choices),
      other_texts: JSON.stringify(otherTexts),
      other_points: JSON.stringify(otherPoints),
      points: score.points,
      max_points: score.maxPoints,
      passed,
    })
    .execute();
  return {
    schoolId: demo.schoolId,
    userId: studentId,
    kind: QUIZ_FINISHED,
    params: {
      testId,
      testName: test.name,
      lessonId,
      courseId: demo.courseId,
      status: result.timeUp ? 'TIME_UP' : 'SUBMITTED',
      pointsReceived: score.points,
      maxPoints: score.maxPoints,
      passed,
      awaitingReview: score.awaitingReview,
    },
    at: submittedAt,
  };
}
