import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TaskAnswerDto, TaskDto } from '../../src/api/tasks.js';
import { runNotificationJob } from '../../server/lib/notificationJob.js';
import { hashPassword } from '../../server/lib/crypto.js';
import { apiClient, DEMO_PASSWORD, createTestApp, login, waitFor, type TestApp } from './helpers.js';
import { addStudent } from './schoolFixtures.js';
import { startSmtpCapture, type SmtpCapture } from './smtpCapture.js';
import { DAY, HOUR, buildWorld, rowsOf, type World } from './notificationFixtures.js';

/*
 * Who is notified of what, once each: announcements, new tasks and tests (at once, or when
 * their lesson opens), answers and their reviews, test results, and deadline reminders from
 * the idempotent job, run twice and concurrently. Emails reach a real SMTP server in each
 * recipient's language, unless they turned email off.
 */

const START = new Date('2026-03-02T09:00:00Z');
const PUBLIC_URL = 'https://lms.example';

let t: TestApp;
let w: World;
let smtp: SmtpCapture;

const { ok } = apiClient(() => t.app);
/** How many notifications of a kind each user has (users with none left out), optionally only those matching `params`. */
async function tally(kind: string, params: Record<string, unknown> = {}): Promise<Record<number, number>> {
  const rows = await t.db.selectFrom('notifications').select(['user_id', 'params']).where('kind', '=', kind).execute();
  const counts: Record<number, number> = {};
  for (const row of rows) {
    if (Object.entries(params).every(([k, v]) => row.params[k] === v)) counts[row.user_id] = (counts[row.user_id] ?? 0) + 1;
  }
  return counts;
}
const once = (...userIds: number[]) => Object.fromEntries(userIds.map((id) => [id, 1]));
const job = () => runNotificationJob(t.db, t.clock.now());
const taskInput = (taskName: string, deadline: Date) => ({
  taskName,
  description: '',
  deadline: deadline.toISOString(),
  mark: 10,
  taskElements: [],
});
const testInput = (name: string) => ({
  name,
  messageForStudents: '',
  timeToTakeTheTest: '00:30:00',
  questions: [
    {
      question: 'Which keyword declares a constant?',
      questionType: 'ONE_FROM_LIST',
      points: 2,
      options: [
        { option: 'var', isCorrect: false },
        { option: 'const', isCorrect: true },
      ],
    },
  ],
});

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ startAt: START, env: { SMTP_URL: smtp.url, PUBLIC_URL } });
  w = await buildWorld(t);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});
// Each test starts at START, whatever clock an earlier (or failed) test left behind.
beforeEach(() => t.clock.set(START));
/** The `kind` notification of `userId` about one announcement, task or test — not whichever came first. */
async function rowAbout(userId: number, kind: string, key: string, id: number) {
  const rows = await rowsOf(t, userId, kind);
  return rows.filter((r) => r.params[key] === id);
}

describe('announcements', () => {
  it('reach the students of their group and the instructors of its courses, once each, however often they are shown', async () => {
    const created = await ok<{ id: number }>(
      'POST',
      'announcements',
      { text: 'Exam on Friday', groupId: w.groupId },
      { token: w.tok.admin },
    );
    const expected = once(w.who.amy, w.who.boris, w.who.dan, w.who.inst, w.who.inst2);
    expect(await tally('ANNOUNCEMENT_PUBLISHED', { announcementId: created.id })).toEqual(expected);

    await ok('PUT', `announcements/${created.id}/activation?active=false`, undefined, { token: w.tok.admin });
    await ok('PUT', `announcements/${created.id}/activation?active=true`, undefined, { token: w.tok.admin });
    await ok('PUT', `announcements/${created.id}`, { text: 'Exam on Friday, room 4', groupId: w.groupId }, { token: w.tok.admin });
    expect(await tally('ANNOUNCEMENT_PUBLISHED', { announcementId: created.id })).toEqual(expected);

    // Moved to another group: its student hears of it; nobody hears twice.
    await ok('PUT', `announcements/${created.id}`, { text: 'Exam on Friday, room 4', groupId: w.otherGroupId }, { token: w.tok.admin });
    expect(await tally('ANNOUNCEMENT_PUBLISHED', { announcementId: created.id })).toEqual({ ...expected, [w.who.outsider]: 1 });
    const [row] = await rowAbout(w.who.outsider, 'ANNOUNCEMENT_PUBLISHED', 'announcementId', created.id);
    expect(row.params).toEqual({ announcementId: created.id, text: 'Exam on Friday, room 4' });
  });

  it('for every group reach every active student and instructor of the school, and no admin', async () => {
    const created = await ok<{ id: number }>('POST', 'announcements', { text: 'Holidays', groupId: null }, { token: w.tok.admin });
    const readers = await t.db
      .selectFrom('users')
      .select('id')
      .where('school_id', '=', w.schoolId)
      .where('role', 'in', ['STUDENT', 'INSTRUCTOR'])
      .where('blocked', '=', false)
      .where('deleted_at', 'is', null)
      .execute();
    expect(readers.length).toBeGreaterThan(10);
    expect(await tally('ANNOUNCEMENT_PUBLISHED', { announcementId: created.id })).toEqual(once(...readers.map((r) => r.id)));
  });
});

describe('new tasks and tests', () => {
  it('a task in a shown lesson reaches each student who can open it, once', async () => {
    const task = await ok<TaskDto>('POST', `lessons/${w.lessonId}/tasks`, taskInput('Closures', new Date(START.getTime() + 5 * DAY)), {
      token: w.tok.inst,
    });
    expect(await tally('TASK_CREATED', { taskId: task.taskId })).toEqual(once(w.who.amy, w.who.boris));
    const [row] = await rowAbout(w.who.amy, 'TASK_CREATED', 'taskId', task.taskId);
    expect(row.params).toEqual({
      taskId: task.taskId,
      taskName: 'Closures',
      lessonId: w.lessonId,
      lessonName: 'Lesson 1',
      courseId: w.courseId,
      courseName: 'Notified course',
      deadline: new Date(START.getTime() + 5 * DAY).toISOString(),
    });
    // The job finds nothing left to tell.
    expect(await job()).toBe(0);
  });

  it('a test in a shown lesson reaches each student who can open it, once, when it is published', async () => {
    const test = await ok<{ testId: number }>('POST', `lessons/tests/${w.lessonId}`, testInput('Quiz'), { token: w.tok.inst });
    expect(await tally('TEST_CREATED', { testId: test.testId })).toEqual({});
    expect(await job()).toBe(0);
    await ok('POST', `lessons/tests/${test.testId}/publish`, undefined, { token: w.tok.inst });
    expect(await tally('TEST_CREATED', { testId: test.testId })).toEqual(once(w.who.amy, w.who.boris));
    expect(await job()).toBe(0);
  });

  it('in a lesson shown later: nobody at first, then once when the lesson opens, however often the job runs', async () => {
    const task = await ok<TaskDto>(
      'POST',
      `lessons/${w.futureLessonId}/tasks`,
      taskInput('Later task', new Date(w.futureShowDate.getTime() + 5 * DAY)),
      { token: w.tok.inst },
    );
    const test = await ok<{ testId: number }>('POST', `lessons/tests/${w.futureLessonId}`, testInput('Later quiz'), { token: w.tok.inst });
    await ok('POST', `lessons/tests/${test.testId}/publish`, undefined, { token: w.tok.inst });
    expect(await tally('TASK_CREATED', { taskId: task.taskId })).toEqual({});
    expect(await job()).toBe(0);
    expect(await tally('TEST_CREATED', { testId: test.testId })).toEqual({});

    t.clock.set(new Date(w.futureShowDate.getTime() + HOUR));
    expect(await job()).toBe(4);
    expect(await job()).toBe(0);
    expect(await tally('TASK_CREATED', { taskId: task.taskId })).toEqual(once(w.who.amy, w.who.boris));
    expect(await tally('TEST_CREATED', { testId: test.testId })).toEqual(once(w.who.amy, w.who.boris));
    t.clock.set(START);
  });
});

describe('answers, reviews and results', () => {
  it('an answer reaches each instructor of the course once; its review the student once', async () => {
    const task = await ok<TaskDto>('POST', `lessons/${w.lessonId}/tasks`, taskInput('Answer me', new Date(START.getTime() + 5 * DAY)), {
      token: w.tok.inst,
    });
    const answer = await ok<TaskAnswerDto>('POST', `lessons/tasks/students/answers/${task.taskId}`, { text: 'Done' }, { token: w.tok.amy });
    expect(await tally('TASK_ANSWER_SUBMITTED', { taskId: task.taskId })).toEqual(once(w.who.inst, w.who.inst2));
    await ok('POST', `lessons/tasks/answers/${answer.answerId}`, { status: 'APPROVE', points: 7 }, { token: w.tok.inst });
    expect(await tally('TASK_ANSWER_ACCEPTED', { taskId: task.taskId })).toEqual(once(w.who.amy));
  });

  it('a test result reaches the student once', async () => {
    const test = await ok<{ testId: number; questions: Array<{ questionId: number; options: Array<{ optionId: number }> }> }>(
      'POST',
      `lessons/tests/${w.lessonId}`,
      testInput('Result quiz'),
      { token: w.tok.inst },
    );
    await ok('POST', `lessons/tests/${test.testId}/publish`, undefined, { token: w.tok.inst });
    await ok('POST', `lessons/students/tests/${test.testId}/start`, undefined, { token: w.tok.boris });
    const [question] = test.questions;
    await ok(
      'POST',
      'lessons/students/tests/pass',
      {
        testId: test.testId,
        answers: { [question.questionId]: [question.options[1].optionId] },
      },
      { token: w.tok.boris },
    );
    expect(await tally('QUIZ_FINISHED', { testId: test.testId })).toEqual(once(w.who.boris));
    const [row] = await rowAbout(w.who.boris, 'QUIZ_FINISHED', 'testId', test.testId);
    expect(row.params).toMatchObject({ testName: 'Result quiz', pointsReceived: 2, maxPoints: 2, passed: true });
  });
});

describe('deadline reminders', () => {
  let taskId: number;
  let cara: number;
  let caraToken: string;

  beforeAll(async () => {
    cara = await addStudent(t.db, w.schoolId, { groupId: w.groupId, firstName: 'Cara', lastName: 'Again', email: 'cara@notified.test' });
    await t.db
      .updateTable('users')
      .set({ password_hash: await hashPassword(DEMO_PASSWORD) })
      .where('id', '=', cara)
      .execute();
    caraToken = await login(t.app, 'cara@notified.test');
  });
  // Cara joined the group for these reminders only: the other describes count the group without her.
  afterAll(async () => {
    await t.db.updateTable('student_profiles').set({ group_id: null }).where('user_id', '=', cara).execute();
  });
  // A fresh task each test, so neither test leans on the reminders the other one sent.
  beforeEach(async () => {
    const task = await ok<TaskDto>('POST', `lessons/${w.lessonId}/tasks`, taskInput('Due soon', new Date(START.getTime() + 30 * HOUR)), {
      token: w.tok.inst,
    });
    taskId = task.taskId;
    // Boris's answer is accepted: he owes nothing. Cara's is returned: she owes it again. Amy never answered.
    const boris = await ok<TaskAnswerDto>('POST', `lessons/tasks/students/answers/${taskId}`, { text: 'Mine' }, { token: w.tok.boris });
    await ok('POST', `lessons/tasks/answers/${boris.answerId}`, { status: 'APPROVE', points: 10 }, { token: w.tok.inst });
    const caras = await ok<TaskAnswerDto>('POST', `lessons/tasks/students/answers/${taskId}`, { text: 'Draft' }, { token: caraToken });
    await ok('POST', `lessons/tasks/answers/${caras.answerId}`, { status: 'REJECT', comment: 'Finish it' }, { token: w.tok.inst });
  });

  it('reminds each student who still owes the task once, within 24 hours of its deadline, however often the job runs', async () => {
    t.clock.set(START);
    await job();
    expect(await tally('TASK_DEADLINE_SOON', { taskId })).toEqual({});

    t.clock.set(new Date(START.getTime() + 7 * HOUR));
    expect(await job()).toBe(2);
    expect(await job()).toBe(0);
    expect(await tally('TASK_DEADLINE_SOON', { taskId })).toEqual(once(w.who.amy, cara));
    const [row] = await rowAbout(w.who.amy, 'TASK_DEADLINE_SOON', 'taskId', taskId);
    expect(row.params).toMatchObject({
      taskId,
      taskName: 'Due soon',
      courseName: 'Notified course',
      deadline: new Date(START.getTime() + 30 * HOUR).toISOString(),
    });
  });

  it('stays once per student with several runs at the same moment, and reminds again of a moved deadline', async () => {
    // The first reminders, as the test above sends them, before the deadline moves.
    t.clock.set(new Date(START.getTime() + 7 * HOUR));
    await job();
    const moved = new Date(START.getTime() + 32 * HOUR);
    await ok('PUT', `lessons/tasks/${taskId}`, { deadline: moved.toISOString() }, { token: w.tok.inst });
    t.clock.set(new Date(START.getTime() + 9 * HOUR));
    const counts = await Promise.all([job(), job(), job(), job()]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(2);
    expect(await tally('TASK_DEADLINE_SOON', { taskId })).toEqual({ [w.who.amy]: 2, [cara]: 2 });
    expect(await tally('TASK_DEADLINE_SOON', { taskId, deadline: moved.toISOString() })).toEqual(once(w.who.amy, cara));

    // After the deadline, nothing more.
    t.clock.set(new Date(moved.getTime() + 1000));
    expect(await job()).toBe(0);
    t.clock.set(START);
  });
});

describe('email', () => {
  const mailTo = (address: string, subject: string) =>
    waitFor(() => smtp.received.find((m) => m.to.includes(address) && m.parsed.subject === subject), 10_000, `"${subject}" to ${address}`);
  // Amy turns email off below; every test here starts with it on.
  beforeEach(async () => {
    await ok('PUT', 'notifications/settings', { webNotificationEnabled: true, emailNotificationEnabled: true }, { token: w.tok.amy });
  });

  it('goes to each recipient in their saved language, with a link into the app', async () => {
    const task = await ok<TaskDto>('POST', `lessons/${w.lessonId}/tasks`, taskInput('Mailed task', new Date('2026-03-09T20:59:00Z')), {
      token: w.tok.inst,
    });
    const link = `${PUBLIC_URL}/student/courses/${w.courseId}/lessons/${w.lessonId}/tasks/${task.taskId}`;
    const en = await mailTo('amy@notified.test', 'New task: Mailed task');
    expect(en.parsed.text).toContain('The lesson "Lesson 1" of the course "Notified course" has a new task. Deadline: 9 Mar 2026, 23:59.');
    expect(en.parsed.text).toContain(`Open it in the app: ${link}`);
    expect(en.parsed.text).toContain(`${PUBLIC_URL}/student/notifications`);
    const ru = await mailTo('boris@notified.test', 'Новое задание: Mailed task');
    expect(ru.parsed.text).toContain('В уроке «Lesson 1» курса «Notified course» новое задание. Дедлайн: 09.03.2026, 23:59.');
    expect(ru.parsed.text).toContain(`Открыть в приложении: ${link}`);
    // Blocked on the course: no notification, so no mail.
    expect(smtp.received.some((m) => m.to.includes('dan@notified.test') && m.parsed.subject === 'New task: Mailed task')).toBe(false);
  });

  it('is not sent to whoever turned email off; the web notification still comes', async () => {
    await ok('PUT', 'notifications/settings', { webNotificationEnabled: true, emailNotificationEnabled: false }, { token: w.tok.amy });
    await ok('POST', `lessons/${w.lessonId}/tasks`, taskInput('Quiet task', new Date(START.getTime() + 9 * DAY)), { token: w.tok.inst });
    await mailTo('boris@notified.test', 'Новое задание: Quiet task');
    expect(smtp.received.some((m) => m.to.includes('amy@notified.test') && m.parsed.subject === 'New task: Quiet task')).toBe(false);
    const queued = await t.db
      .selectFrom('mail_queue')
      .select('id')
      .where('to_address', '=', 'amy@notified.test')
      .where('subject', '=', 'New task: Quiet task')
      .execute();
    expect(queued).toEqual([]);
    const list = await ok<{ objects: Array<{ title: string }> }>('GET', 'notifications?viewed=false&size=100', undefined, {
      token: w.tok.amy,
    });
    expect(list.objects.filter((n) => n.title === 'New task: Quiet task')).toHaveLength(1);
  });
});
