import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AnswerSummary, TaskAnswerDto, TaskAnswersResponse, TaskDto } from '../../src/api/tasks.js';
import type { MessageResponse } from '../../src/api/types.js';
import { hashPassword } from '../../server/lib/crypto.js';
import { apiClient, ADMIN_EMAIL, DEMO_PASSWORD, INSTRUCTOR_EMAIL, createTestApp, login, type Method, type TestApp } from './helpers.js';
import { addCourse, addFile, addGroup, addInstructor, addStudent, createOtherSchool, demoIds } from './schoolFixtures.js';

/*
 * SPEC §7 Tasks on the server: the instructor's tasks and review, the student's answers, who
 * may do what, late answers by the server's clock, and the notifications each step records.
 */

const START = new Date('2026-03-02T09:00:00Z');
const DAY = 86_400_000;

let t: TestApp;
let ids: Awaited<ReturnType<typeof demoIds>>;
let other: Awaited<ReturnType<typeof createOtherSchool>>;
const tok = { admin: '', inst: '', stranger: '', s1: '', s2: '', s3: '', blocked: '', outsider: '' };
const who = { inst: 0, stranger: 0, s1: 0, s2: 0, s3: 0, blocked: 0, globallyBlocked: 0, trashed: 0, outsider: 0 };
let courseId: number;
let lessonId: number;
let futureLessonId: number;
let otherTaskId: number;
let otherLessonId: number;

const { api, ok } = apiClient(() => t.app);
async function fails(status: number, method: Method, url: string, token: string, payload?: object) {
  const res = await api(method, url, payload, { token });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
  return res.json<{ message: string; status: number; field?: string }>();
}

async function loginUser(userId: number): Promise<string> {
  const user = await t.db
    .updateTable('users')
    .set({ password_hash: await hashPassword(DEMO_PASSWORD) })
    .where('id', '=', userId)
    .returning('email')
    .executeTakeFirstOrThrow();
  return login(t.app, user.email);
}
async function addLesson(schoolId: number, course: number, position: number, showDate: Date): Promise<number> {
  const row = await t.db
    .insertInto('lessons')
    .values({ school_id: schoolId, course_id: course, name: `Lesson ${position}`, show_date: showDate, position })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
const TABS = ['waiting', 'accepted', 'notAccepted', 'late', 'notSubmitted'] as const;
/** Each task of a lesson's list with its counts, beside the lengths of its review tabs. */
async function countsAndTabs(lesson: number) {
  const list = await ok<{ objects: TaskDto[] }>('GET', `lessons/${lesson}/tasks`, undefined, { token: tok.inst });
  const out = [];
  for (const task of list.objects) {
    const tabs = await ok<TaskAnswersResponse>('GET', `lessons/tasks/${task.taskId}/answers`, undefined, { token: tok.inst });
    out.push({ taskId: task.taskId, counts: task.answerCounts, tabs: Object.fromEntries(TABS.map((tab) => [tab, tabs[tab].length])) });
  }
  return out;
}
// Answers and reviews only: each new task also tells the course's students (notificationDelivery.test.ts).
const notificationsOf = (userId: number) =>
  t.db.selectFrom('notifications').selectAll().where('user_id', '=', userId).where('kind', '!=', 'TASK_CREATED').orderBy('id').execute();

const taskInput = (overrides: object = {}) => ({
  taskName: 'Closures',
  description: 'Write a counter.',
  deadline: new Date(START.getTime() + DAY).toISOString(),
  mark: 10,
  taskElements: [
    { type: 'text', html: '<p>Write <b>makeCounter</b></p><script>alert(1)</script><img src=x onerror=alert(1)>' },
    { type: 'code', language: 'JavaScript', code: '<script>kept as text</script>' },
    { type: 'link', text: 'MDN', url: 'https://developer.mozilla.org/' },
  ],
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp({ startAt: START });
  ids = await demoIds(t.db);
  other = await createOtherSchool(t.db);
  const school = ids.schoolId;

  courseId = await addCourse(t.db, school, 'Tasks course');
  const groupId = await addGroup(t.db, school, 'Tasks group');
  await t.db.insertInto('course_groups').values({ course_id: courseId, group_id: groupId }).execute();
  who.inst = ids.user[INSTRUCTOR_EMAIL];
  await t.db.insertInto('course_instructors').values({ course_id: courseId, instructor_id: who.inst }).execute();
  who.stranger = await addInstructor(t.db, school, { firstName: 'Stan', lastName: 'Stranger' });

  who.s1 = await addStudent(t.db, school, { groupId, firstName: 'Amy', lastName: 'Able' });
  who.s2 = await addStudent(t.db, school, { groupId, firstName: 'Ben', lastName: 'Baker' });
  who.s3 = await addStudent(t.db, school, { groupId, firstName: 'Cat', lastName: 'Cole' });
  who.blocked = await addStudent(t.db, school, { groupId, firstName: 'Dan', lastName: 'Dull' });
  who.globallyBlocked = await addStudent(t.db, school, { groupId, firstName: 'Eve', lastName: 'Evil' });
  who.trashed = await addStudent(t.db, school, { groupId, firstName: 'Fay', lastName: 'Gone' });
  const otherGroup = await addGroup(t.db, school, 'Not on the course');
  who.outsider = await addStudent(t.db, school, { groupId: otherGroup, firstName: 'Out', lastName: 'Sider' });

  tok.admin = await login(t.app, ADMIN_EMAIL);
  tok.inst = await login(t.app, INSTRUCTOR_EMAIL);
  tok.stranger = await loginUser(who.stranger);
  tok.s1 = await loginUser(who.s1);
  tok.s2 = await loginUser(who.s2);
  tok.s3 = await loginUser(who.s3);
  tok.blocked = await loginUser(who.blocked);
  tok.outsider = await loginUser(who.outsider);
  await t.db.insertInto('course_student_blocks').values({ course_id: courseId, student_id: who.blocked }).execute();
  await t.db.updateTable('users').set({ blocked: true }).where('id', '=', who.globallyBlocked).execute();
  await t.db.updateTable('users').set({ deleted_at: START }).where('id', '=', who.trashed).execute();

  lessonId = await addLesson(school, courseId, 1, new Date(START.getTime() - DAY));
  futureLessonId = await addLesson(school, courseId, 2, new Date(START.getTime() + 10 * DAY));

  // Another school's lesson and task, to be sure their ids answer 404 here.
  otherLessonId = await addLesson(other.schoolId, other.courseId, 1, new Date(START.getTime() - DAY));
  const otherTask = await t.db
    .insertInto('tasks')
    .values({ school_id: other.schoolId, lesson_id: otherLessonId, name: 'Theirs', deadline: START, max_points: 5 })
    .returning('id')
    .executeTakeFirstOrThrow();
  otherTaskId = otherTask.id;
});
afterAll(async () => {
  await t?.close();
});

// Each test gets its own shown lesson and the server's clock at START, and Amy, Ben, Cat and the
// instructor start with no notifications, so no test reads what another left behind.
let nextPosition = 10;
beforeEach(async () => {
  t.clock.set(START);
  lessonId = await addLesson(ids.schoolId, courseId, nextPosition++, new Date(START.getTime() - DAY));
  await t.db.deleteFrom('notifications').where('user_id', 'in', [who.inst, who.s1, who.s2, who.s3]).execute();
});

describe('tasks: the instructor writes them', () => {
  it('refuses invalid input with a 400 naming the field', async () => {
    const url = `lessons/${lessonId}/tasks`;
    expect((await fails(400, 'POST', url, tok.inst, { deadline: START.toISOString(), mark: 5 })).field).toBe('taskName');
    expect((await fails(400, 'POST', url, tok.inst, taskInput({ taskName: '   ' }))).field).toBe('taskName');
    expect((await fails(400, 'POST', url, tok.inst, taskInput({ mark: -1 }))).field).toBe('mark');
    expect((await fails(400, 'POST', url, tok.inst, taskInput({ mark: 1.5 }))).field).toBe('mark');
    expect((await fails(400, 'POST', url, tok.inst, taskInput({ deadline: 'tomorrow' }))).field).toBe('deadline');
    expect((await fails(400, 'POST', url, tok.inst, taskInput({ deadline: '2026-02-31T10:00:00Z' }))).field).toBe('deadline');
    expect((await fails(400, 'POST', url, tok.inst, taskInput({ taskElements: [{ type: 'script', html: 'x' }] }))).field).toMatch(
      /^taskElements\.0/,
    );
    expect((await fails(400, 'POST', url, tok.inst, taskInput({ taskElements: [{ type: 'text' }] }))).field).toBe('html');
    expect(
      (await fails(400, 'POST', url, tok.inst, taskInput({ taskElements: [{ type: 'code', code: 'x', language: 'js"><script>' }] }))).field,
    ).toBe('taskElements.0.language');
    const jsLink = await fails(
      400,
      'POST',
      url,
      tok.inst,
      taskInput({
        taskElements: [
          { type: 'text', html: 'a' },
          { type: 'link', text: 'x', url: 'javascript:alert(1)' },
        ],
      }),
    );
    expect(jsLink).toMatchObject({ field: 'taskElements.1.url', message: 'The address of block 2 must start with http:// or https://.' });
    expect(
      (await fails(400, 'POST', url, tok.inst, taskInput({ taskElements: [{ type: 'image', link: 'data:image/png;base64,AAAA' }] }))).field,
    ).toBe('taskElements.0.link');
    expect((await fails(400, 'POST', url, tok.inst, taskInput({ taskElements: [{ type: 'image' }] }))).field).toBe('taskElements.0.fileId');
    // Another person's upload (ids are sequential) and another school's are refused alike.
    const someoneElses = await addFile(t.db, ids.schoolId);
    const otherSchools = await addFile(t.db, other.schoolId);
    for (const file of [someoneElses, otherSchools]) {
      const res = await fails(400, 'POST', url, tok.inst, taskInput({ taskElements: [{ type: 'file', fileId: file.id }] }));
      expect(res).toMatchObject({ field: 'taskElements.0.fileId', message: 'The file of block 1 was not found. Please upload it again.' });
    }
    // A PDF is no image.
    const pdf = await addFile(t.db, ids.schoolId, 'application/pdf');
    await t.db.updateTable('files').set({ uploaded_by: who.inst }).where('id', '=', pdf.id).execute();
    expect((await fails(400, 'POST', url, tok.inst, taskInput({ taskElements: [{ type: 'image', fileId: pdf.id }] }))).field).toBe(
      'taskElements.0.fileId',
    );
    const ru = await api('POST', url, taskInput({ mark: -1 }), { token: tok.inst, lang: 'ru' });
    expect(ru.json().message).toContain('mark');
    expect(await t.db.selectFrom('tasks').select('id').where('lesson_id', '=', lessonId).execute()).toEqual([]);
  });

  it('creates, reads, changes and deletes a task; its content is sanitised', async () => {
    const image = await addFile(t.db, ids.schoolId, 'image/png');
    const pdf = await addFile(t.db, ids.schoolId, 'application/pdf');
    await t.db.updateTable('files').set({ uploaded_by: who.inst }).where('id', 'in', [image.id, pdf.id]).execute();
    const created = await ok<TaskDto & { message: string }>(
      'POST',
      `lessons/${lessonId}/tasks`,
      taskInput({
        taskElements: [
          ...taskInput().taskElements,
          { type: 'image', fileId: image.id, alt: ' A picture ' },
          { type: 'image', link: 'https://example.com/p.png' },
          { type: 'file', fileId: pdf.id },
          { type: 'link', text: 'Write to me', url: 'mailto:teacher@example.com' },
        ],
      }),
      { token: tok.inst },
    );
    expect(created).toMatchObject({
      message: 'The task has been created.',
      lessonId,
      courseId,
      taskName: 'Closures',
      description: 'Write a counter.',
      deadline: new Date(START.getTime() + DAY).toISOString(),
      mark: 10,
    });
    expect(created.taskElements).toEqual([
      { type: 'text', html: '<p>Write <b>makeCounter</b></p><img src="x" />' },
      { type: 'code', language: 'javascript', code: '<script>kept as text</script>' },
      { type: 'link', text: 'MDN', url: 'https://developer.mozilla.org/' },
      { type: 'image', fileId: image.id, link: `/api/static/files/${image.key}`, alt: 'A picture' },
      { type: 'image', fileId: null, link: 'https://example.com/p.png', alt: '' },
      { type: 'file', fileId: pdf.id, link: `/api/static/files/${pdf.key}`, name: 'picture' },
      { type: 'link', text: 'Write to me', url: 'mailto:teacher@example.com' },
    ]);
    expect(JSON.stringify(created.taskElements)).not.toMatch(/onerror|<script>alert/);

    const list = await ok<{ objects: TaskDto[]; count: number }>('GET', `lessons/${lessonId}/tasks`, undefined, { token: tok.inst });
    expect(list.count).toBe(1);
    // The instructor's list adds the review tabs' lengths: Amy, Ben and Cat owe an answer.
    expect(list.objects[0]).toEqual({
      ...created,
      message: undefined,
      answer: undefined,
      answerCounts: { waiting: 0, accepted: 0, notAccepted: 0, late: 0, notSubmitted: 3 },
    });
    expect(await ok<TaskDto>('GET', `lessons/tasks/${created.taskId}`, undefined, { token: tok.inst })).toEqual({
      ...list.objects[0],
      answerCounts: undefined,
    });

    // Fields left out keep their values; elements are sent back as read (uploads keep resolving).
    const saved = await ok<TaskDto & { message: string }>(
      'PUT',
      `lessons/tasks/${created.taskId}`,
      {
        taskName: 'Closures, again',
        taskElements: created.taskElements,
      },
      { token: tok.inst },
    );
    expect(saved).toMatchObject({
      message: 'The task has been saved.',
      taskName: 'Closures, again',
      description: 'Write a counter.',
      mark: 10,
    });
    expect(saved.taskElements).toEqual(created.taskElements);
    expect((await fails(400, 'PUT', `lessons/tasks/${created.taskId}`, tok.inst, { deadline: 'soon' })).field).toBe('deadline');

    expect((await ok<MessageResponse>('DELETE', `lessons/tasks/${created.taskId}`, undefined, { token: tok.inst })).message).toBe(
      'The task has been deleted.',
    );
    await fails(404, 'GET', `lessons/tasks/${created.taskId}`, tok.inst);
    await fails(404, 'DELETE', `lessons/tasks/${created.taskId}`, tok.inst);
  });

  it('refuses a deadline in the past on a new task and when moved, but keeps a passed one through an edit', async () => {
    const at = t.clock.now().getTime();
    const past = new Date(at - DAY).toISOString();
    const refused = await fails(400, 'POST', `lessons/${lessonId}/tasks`, tok.inst, taskInput({ deadline: past }));
    expect(refused).toMatchObject({ message: 'The deadline cannot be in the past: choose a moment from now on.', field: 'deadline' });
    const ru = await api('POST', `lessons/${lessonId}/tasks`, taskInput({ deadline: past }), { token: tok.inst, lang: 'ru' });
    expect(ru.json<{ message: string }>().message).toBe('Срок сдачи не может быть в прошлом: выберите момент не раньше текущего.');

    const deadline = new Date(at + DAY).toISOString();
    const task = await ok<TaskDto>('POST', `lessons/${lessonId}/tasks`, taskInput({ taskName: 'Dated', deadline }), { token: tok.inst });
    t.clock.set(new Date(at + 2 * DAY));
    try {
      // The deadline has passed: saving the task with it is fine, moving it to another past moment is not.
      await ok('PUT', `lessons/tasks/${task.taskId}`, { taskName: 'Dated, renamed', deadline }, { token: tok.inst });
      const moved = await fails(400, 'PUT', `lessons/tasks/${task.taskId}`, tok.inst, { deadline: new Date(at + DAY / 2).toISOString() });
      expect(moved.field).toBe('deadline');
    } finally {
      t.clock.set(new Date(at));
    }
  });

  it('refuses admins and students the instructor calls with 403', async () => {
    const task = await ok<TaskDto>('POST', `lessons/${lessonId}/tasks`, taskInput({ taskName: 'Roles' }), { token: tok.inst });
    for (const token of [tok.admin, tok.s1]) {
      await fails(403, 'POST', `lessons/${lessonId}/tasks`, token, taskInput());
      await fails(403, 'PUT', `lessons/tasks/${task.taskId}`, token, { taskName: 'x' });
      await fails(403, 'DELETE', `lessons/tasks/${task.taskId}`, token);
      await fails(403, 'GET', `lessons/tasks/${task.taskId}/answers`, token);
      await fails(403, 'GET', 'lessons/tasks/answers/1', token);
      await fails(403, 'POST', 'lessons/tasks/answers/1', token, { status: 'REJECT', comment: 'x' });
      await fails(403, 'PUT', 'lessons/tasks/answers/1', token, { status: 'APPROVE', points: 1 });
    }
    // Admins do not read tasks either; instructors do not answer them.
    await fails(403, 'GET', `lessons/${lessonId}/tasks`, tok.admin);
    await fails(403, 'POST', `lessons/tasks/students/answers/${task.taskId}`, tok.inst, { text: 'x' });
    await fails(401, 'GET', `lessons/${lessonId}/tasks`, '');
    await ok('DELETE', `lessons/tasks/${task.taskId}`, undefined, { token: tok.inst });
  });

  it("answers 404 for another instructor's course and for another school's ids", async () => {
    const task = await ok<TaskDto>('POST', `lessons/${lessonId}/tasks`, taskInput({ taskName: 'Mine' }), { token: tok.inst });
    await ok('POST', `lessons/tasks/students/answers/${task.taskId}`, { text: 'An answer' }, { token: tok.s3 });
    const answerId = (await t.db.selectFrom('task_answers').select('id').where('task_id', '=', task.taskId).executeTakeFirstOrThrow()).id;
    const calls: Array<[Method, string, object?]> = [
      ['GET', `lessons/${lessonId}/tasks`],
      ['POST', `lessons/${lessonId}/tasks`, taskInput()],
      ['GET', `lessons/tasks/${task.taskId}`],
      ['PUT', `lessons/tasks/${task.taskId}`, { taskName: 'Stolen' }],
      ['DELETE', `lessons/tasks/${task.taskId}`],
      ['GET', `lessons/tasks/${task.taskId}/answers`],
      ['GET', `lessons/tasks/answers/${answerId}`],
      ['POST', `lessons/tasks/answers/${answerId}`, { status: 'APPROVE', points: 1 }],
      ['PUT', `lessons/tasks/answers/${answerId}`, { status: 'APPROVE', points: 1 }],
    ];
    for (const [method, url, payload] of calls) {
      const res = await fails(404, method, url, tok.stranger, payload);
      expect(res.message).toBe('Not found.');
    }
    // Another school's lesson and task, to our own instructor.
    for (const [method, url, payload] of [
      ['GET', `lessons/${otherLessonId}/tasks`],
      ['POST', `lessons/${otherLessonId}/tasks`, taskInput()],
      ['GET', `lessons/tasks/${otherTaskId}`],
      ['PUT', `lessons/tasks/${otherTaskId}`, { taskName: 'x' }],
      ['DELETE', `lessons/tasks/${otherTaskId}`],
      ['GET', `lessons/tasks/${otherTaskId}/answers`],
      ['POST', `lessons/tasks/students/answers/${otherTaskId}`, { text: 'x' }],
    ] as Array<[Method, string, object?]>) {
      await fails(404, method, url, method === 'POST' && url.includes('students') ? tok.s1 : tok.inst, payload);
    }
    expect((await t.db.selectFrom('tasks').select('name').where('id', '=', task.taskId).executeTakeFirstOrThrow()).name).toBe('Mine');
    await ok('DELETE', `lessons/tasks/${task.taskId}`, undefined, { token: tok.inst });
  });

  it('hides the tasks of a lesson in the trash', async () => {
    const task = await ok<TaskDto>('POST', `lessons/${lessonId}/tasks`, taskInput({ taskName: 'Trashed' }), { token: tok.inst });
    await t.db.updateTable('lessons').set({ deleted_at: START }).where('id', '=', lessonId).execute();
    await fails(404, 'GET', `lessons/tasks/${task.taskId}`, tok.inst);
    await fails(404, 'GET', `lessons/${lessonId}/tasks`, tok.inst);
    await t.db.updateTable('lessons').set({ deleted_at: null }).where('id', '=', lessonId).execute();
    await ok('DELETE', `lessons/tasks/${task.taskId}`, undefined, { token: tok.inst });
  });
});

describe('tasks: students answer them and the instructor reviews', () => {
  let taskId: number;
  let a1: number;
  let a2: number;
  let a3: number;

  beforeEach(async () => {
    const task = await ok<TaskDto>('POST', `lessons/${lessonId}/tasks`, taskInput({ taskName: 'Counter' }), { token: tok.inst });
    taskId = task.taskId;
  });

  const STAGES = ['submitted', 'answered', 'reviewed', 'regraded'] as const;
  /**
   * Brings this test's task to a stage of its story: 'submitted' has Amy's and Cat's answers in
   * time and Ben's late one, the clock past the deadline; 'answered' has Cat's corrected (so late);
   * 'reviewed' has Amy's accepted with 8 and Ben's rejected; 'regraded' has Amy's at 9.
   */
  async function reach(stage: (typeof STAGES)[number]) {
    const upTo = STAGES.indexOf(stage);
    const send = (token: string, body: object) => ok<TaskAnswerDto>('POST', `lessons/tasks/students/answers/${taskId}`, body, { token });
    a1 = (await send(tok.s1, { text: 'My counter', links: ['https://github.com/amy/counter'] })).answerId;
    a3 = (await send(tok.s3, { text: 'Cat here' })).answerId;
    t.clock.set(new Date(START.getTime() + 2 * DAY));
    a2 = (await send(tok.s2, { links: ['https://ben.example/counter'] })).answerId;
    if (upTo < 1) return;
    await ok('PUT', `lessons/tasks/students/answers/${a3}`, { text: 'Cat, corrected' }, { token: tok.s3 });
    if (upTo < 2) return;
    await ok('POST', `lessons/tasks/answers/${a1}`, { status: 'APPROVE', points: 8, comment: ' Good ' }, { token: tok.inst });
    await ok('POST', `lessons/tasks/answers/${a2}`, { status: 'REJECT', comment: 'Send the code, not only a link.' }, { token: tok.inst });
    if (upTo < 3) return;
    await ok('PUT', `lessons/tasks/answers/${a1}`, { status: 'APPROVE', points: 9 }, { token: tok.inst });
  }

  it('lets a student read the tasks of a shown lesson, with no answer yet', async () => {
    const list = await ok<{ objects: TaskDto[] }>('GET', `lessons/${lessonId}/tasks`, undefined, { token: tok.s1 });
    expect(list.objects.map((x) => [x.taskId, x.answer])).toEqual([[taskId, null]]);
    expect((await ok<TaskDto>('GET', `lessons/tasks/${taskId}`, undefined, { token: tok.s1 })).answer).toBeNull();
  });

  it('refuses students outside the course (404), before showDate (404) and blocked on the course (403)', async () => {
    await fails(404, 'GET', `lessons/${lessonId}/tasks`, tok.outsider);
    await fails(404, 'POST', `lessons/tasks/students/answers/${taskId}`, tok.outsider, { text: 'x' });
    const future = await ok<TaskDto>('POST', `lessons/${futureLessonId}/tasks`, taskInput({ taskName: 'Later' }), { token: tok.inst });
    await fails(404, 'GET', `lessons/${futureLessonId}/tasks`, tok.s1);
    await fails(404, 'GET', `lessons/tasks/${future.taskId}`, tok.s1);
    await fails(404, 'POST', `lessons/tasks/students/answers/${future.taskId}`, tok.s1, { text: 'too early' });
    // Once showDate has come, the same task opens.
    t.clock.set(new Date(START.getTime() + 11 * DAY));
    await ok('GET', `lessons/tasks/${future.taskId}`, undefined, { token: tok.s1 });
    t.clock.set(START);
    await ok('DELETE', `lessons/tasks/${future.taskId}`, undefined, { token: tok.inst });

    for (const lang of ['en', 'ru']) {
      const res = await api('POST', `lessons/tasks/students/answers/${taskId}`, { text: 'x' }, { token: tok.blocked, lang });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(
        lang === 'en'
          ? 'You are blocked on this course. Please contact your school administrator.'
          : 'Вы заблокированы на этом курсе. Обратитесь к администратору школы.',
      );
    }
    await fails(403, 'GET', `lessons/${lessonId}/tasks`, tok.blocked);
    await fails(403, 'GET', `lessons/tasks/${taskId}`, tok.blocked);
  });

  it('refuses invalid answers with a 400 naming the field', async () => {
    const url = `lessons/tasks/students/answers/${taskId}`;
    expect(await fails(400, 'POST', url, tok.s1, { text: '   ' })).toMatchObject({
      field: 'text',
      message: 'Write an answer, attach a file or add a link.',
    });
    expect(await fails(400, 'POST', url, tok.s1, {})).toMatchObject({ field: 'text' });
    expect(await fails(400, 'POST', url, tok.s1, { text: 'x', links: ['https://ok.example', 'javascript:alert(1)'] })).toMatchObject({
      field: 'links.1',
    });
    expect((await fails(400, 'POST', url, tok.s1, { text: 'x', files: ['abc'] })).field).toMatch(/^files/);
    // Someone else's upload cannot be attached (it would reveal its link).
    const notMine = await addFile(t.db, ids.schoolId);
    await t.db.updateTable('files').set({ uploaded_by: who.s2 }).where('id', '=', notMine.id).execute();
    expect(await fails(400, 'POST', url, tok.s1, { text: 'x', files: [notMine.id] })).toMatchObject({
      field: 'files',
      message: `File ${notMine.id} was not found. Please upload it again.`,
    });
    await fails(404, 'POST', 'lessons/tasks/students/answers/999999', tok.s1, { text: 'x' });
    expect(await t.db.selectFrom('task_answers').select('id').where('task_id', '=', taskId).execute()).toEqual([]);
  });

  it('takes an answer in time with the SPEC message, once, and notifies the instructors', async () => {
    const mine = await addFile(t.db, ids.schoolId, 'application/pdf');
    await t.db.updateTable('files').set({ uploaded_by: who.s1 }).where('id', '=', mine.id).execute();
    const before = (await notificationsOf(who.inst)).length;
    const res = await api(
      'POST',
      `lessons/tasks/students/answers/${taskId}`,
      { text: ' My counter ', files: [mine.id], links: ['https://github.com/amy/counter'] },
      { token: tok.s1, lang: 'ru' },
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<TaskAnswerDto & { message: string }>();
    expect(body).toMatchObject({
      message: 'Задание успешно отправлено!',
      taskId,
      taskName: 'Counter',
      studentId: who.s1,
      studentFullName: 'Amy Able',
      status: 'WAITING',
      late: false,
      points: null,
      comment: null,
      text: 'My counter',
      files: [{ fileId: mine.id, link: `/api/static/files/${mine.key}`, name: 'picture' }],
      links: ['https://github.com/amy/counter'],
      submittedAt: START.toISOString(),
      reviewedAt: null,
      mark: 10,
      lessonId,
      courseId,
      reviewerFullName: null,
    });
    a1 = body.answerId;
    const again = await api('POST', `lessons/tasks/students/answers/${taskId}`, { text: 'twice' }, { token: tok.s1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already answered this task: change your answer instead.');

    const notes = await notificationsOf(who.inst);
    expect(notes.length).toBe(before + 1);
    expect(notes.at(-1)).toMatchObject({
      kind: 'TASK_ANSWER_SUBMITTED',
      school_id: ids.schoolId,
      viewed_at: null,
      params: {
        taskId,
        taskName: 'Counter',
        lessonId,
        courseId,
        answerId: a1,
        studentId: who.s1,
        studentFullName: 'Amy Able',
        late: false,
        again: false,
      },
    });

    const en = await ok<TaskAnswerDto & { message: string }>(
      'POST',
      `lessons/tasks/students/answers/${taskId}`,
      { text: 'Cat here' },
      { token: tok.s3, lang: 'en' },
    );
    expect(en.message).toBe('The task has been sent successfully!');
    a3 = en.answerId;
  });

  it('marks an answer sent after the deadline late, by the server clock', async () => {
    t.clock.set(new Date(START.getTime() + 2 * DAY));
    const body = await ok<TaskAnswerDto>(
      'POST',
      `lessons/tasks/students/answers/${taskId}`,
      {
        links: ['https://ben.example/counter'],
      },
      { token: tok.s2 },
    );
    expect(body).toMatchObject({ late: true, status: 'WAITING', submittedAt: new Date(START.getTime() + 2 * DAY).toISOString() });
    a2 = body.answerId;
    expect((await notificationsOf(who.inst)).at(-1)?.params).toMatchObject({ answerId: a2, late: true });
  });

  it('lets a student change a waiting answer (no new notification) and read it', async () => {
    await reach('submitted');
    const before = (await notificationsOf(who.inst)).length;
    const changed = await ok<TaskAnswerDto & { message: string }>(
      'PUT',
      `lessons/tasks/students/answers/${a3}`,
      {
        text: 'Cat, corrected',
      },
      { token: tok.s3 },
    );
    // Changed after the deadline: it counts as sent now, so it is late now.
    expect(changed).toMatchObject({ message: 'Your answer has been saved.', text: 'Cat, corrected', status: 'WAITING', late: true });
    expect((await notificationsOf(who.inst)).length).toBe(before);
    const mine = await ok<TaskAnswerDto>('GET', `lessons/tasks/students/answers/${a3}`, undefined, { token: tok.s3 });
    expect(mine.text).toBe('Cat, corrected');
    // Only one's own answer: another student's id is a 404.
    await fails(404, 'GET', `lessons/tasks/students/answers/${a1}`, tok.s3);
    await fails(404, 'PUT', `lessons/tasks/students/answers/${a1}`, tok.s3, { text: 'mine now' });
    await fails(403, 'GET', `lessons/tasks/students/answers/${a3}`, tok.inst);
    // A task read by the student carries the answer.
    expect((await ok<TaskDto>('GET', `lessons/tasks/${taskId}`, undefined, { token: tok.s3 })).answer).toMatchObject({
      answerId: a3,
      status: 'WAITING',
    });
  });

  it('groups the answers in the review tabs', async () => {
    await reach('answered');
    const tabs = await ok<TaskAnswersResponse>('GET', `lessons/tasks/${taskId}/answers`, undefined, { token: tok.inst });
    const names = (list: AnswerSummary[]) => list.map((a) => a.studentFullName);
    expect(tabs.task.taskId).toBe(taskId);
    expect(names(tabs.waiting)).toEqual(['Amy Able']);
    expect(names(tabs.late).sort()).toEqual(['Ben Baker', 'Cat Cole']);
    expect(tabs.accepted).toEqual([]);
    expect(tabs.notAccepted).toEqual([]);
    // Blocked on the course, blocked in the school, in the trash, or outside the course: not owed.
    expect(tabs.notSubmitted).toEqual([]);
    await t.db.deleteFrom('course_student_blocks').where('student_id', '=', who.blocked).execute();
    const unblocked = await ok<TaskAnswersResponse>('GET', `lessons/tasks/${taskId}/answers`, undefined, { token: tok.inst });
    expect(unblocked.notSubmitted).toEqual([
      { studentId: who.blocked, studentFullName: 'Dan Dull', email: expect.any(String), groupName: 'Tasks group', extendedTo: null },
    ]);
    await t.db.insertInto('course_student_blocks').values({ course_id: courseId, student_id: who.blocked }).execute();
  });

  it("counts each task's review tabs in the lesson's list, as the tabs hold them", async () => {
    await reach('answered');
    const noted = (await notificationsOf(who.s1)).length;
    // Due after the story's clock (past the first task's deadline): a new task's deadline cannot be in the past.
    const secondDeadline = new Date(START.getTime() + 3 * DAY).toISOString();
    const second = await ok<TaskDto>('POST', `lessons/${lessonId}/tasks`, taskInput({ taskName: 'Second', deadline: secondDeadline }), {
      token: tok.inst,
    });
    const answer = await ok<TaskAnswerDto>('POST', `lessons/tasks/students/answers/${second.taskId}`, { text: 'Mine' }, { token: tok.s1 });
    await ok('POST', `lessons/tasks/answers/${answer.answerId}`, { status: 'APPROVE', points: 3 }, { token: tok.inst });
    const counts = await countsAndTabs(lessonId);
    expect(counts).toEqual([
      {
        taskId,
        counts: { waiting: 1, accepted: 0, notAccepted: 0, late: 2, notSubmitted: 0 },
        tabs: { waiting: 1, accepted: 0, notAccepted: 0, late: 2, notSubmitted: 0 },
      },
      {
        taskId: second.taskId,
        counts: { waiting: 0, accepted: 1, notAccepted: 0, late: 0, notSubmitted: 2 },
        tabs: { waiting: 0, accepted: 1, notAccepted: 0, late: 0, notSubmitted: 2 },
      },
    ]);
    // A student unblocked on the course owes both again; a page of the list counts its own tasks.
    await t.db.deleteFrom('course_student_blocks').where('student_id', '=', who.blocked).execute();
    const page = await ok<{ objects: TaskDto[]; count: number }>('GET', `lessons/${lessonId}/tasks?page=2&size=1`, undefined, {
      token: tok.inst,
    });
    expect(page).toMatchObject({ count: 2, objects: [{ taskId: second.taskId, answerCounts: { accepted: 1, notSubmitted: 3 } }] });
    await t.db.insertInto('course_student_blocks').values({ course_id: courseId, student_id: who.blocked }).execute();
    // A student's list has their own answer and no counts of anyone's.
    const theirs = await ok<{ objects: TaskDto[] }>('GET', `lessons/${lessonId}/tasks`, undefined, { token: tok.s2 });
    expect(theirs.objects.map((x) => [x.taskId, x.answerCounts, x.answer?.studentId ?? null])).toEqual([
      [taskId, undefined, who.s2],
      [second.taskId, undefined, null],
    ]);
    await ok('DELETE', `lessons/tasks/${second.taskId}`, undefined, { token: tok.inst });
    // The review's notice was this test's own: the ones that follow count Amy's from here.
    const extra = (await notificationsOf(who.s1)).slice(noted).map((n) => n.id);
    expect(extra).toHaveLength(1);
    await t.db.deleteFrom('notifications').where('id', 'in', extra).execute();
  });

  it('refuses invalid reviews with a 400 naming the field', async () => {
    await reach('answered');
    const url = `lessons/tasks/answers/${a1}`;
    expect(await fails(400, 'POST', url, tok.inst, { status: 'APPROVE' })).toMatchObject({
      field: 'points',
      message: 'Give the points, from 0 to 10.',
    });
    expect(await fails(400, 'POST', url, tok.inst, { status: 'APPROVE', points: 11 })).toMatchObject({
      field: 'points',
      message: 'The points must be from 0 to 10.',
    });
    expect((await fails(400, 'POST', url, tok.inst, { status: 'APPROVE', points: -1 })).field).toBe('points');
    expect(await fails(400, 'POST', url, tok.inst, { status: 'REJECT' })).toMatchObject({ field: 'comment' });
    expect(await fails(400, 'POST', url, tok.inst, { status: 'REJECT', comment: '  ' })).toMatchObject({
      field: 'comment',
      message: 'Write a comment telling the student what to fix.',
    });
    expect((await fails(400, 'POST', url, tok.inst, { status: 'MAYBE' })).field).toBe('status');
    await fails(404, 'POST', 'lessons/tasks/answers/999999', tok.inst, { status: 'REJECT', comment: 'x' });
    expect((await ok<TaskAnswerDto>('GET', url, undefined, { token: tok.inst })).status).toBe('WAITING');
  });

  it('approves and rejects, notifying the student of each review', async () => {
    await reach('answered');
    const approved = await ok<TaskAnswerDto & { message: string }>(
      'POST',
      `lessons/tasks/answers/${a1}`,
      {
        status: 'APPROVE',
        points: 8,
        comment: ' Good ',
      },
      { token: tok.inst },
    );
    expect(approved).toMatchObject({
      message: 'The answer has been accepted.',
      status: 'ACCEPTED',
      points: 8,
      comment: 'Good',
      reviewedAt: t.clock.now().toISOString(),
      reviewerFullName: 'Ivan Petrov',
    });
    const rejected = await ok<TaskAnswerDto & { message: string }>(
      'POST',
      `lessons/tasks/answers/${a2}`,
      { status: 'REJECT', comment: 'Send the code, not only a link.' },
      { token: tok.inst, lang: 'ru' },
    );
    expect(rejected).toMatchObject({
      message: 'Ответ возвращён студенту на доработку.',
      status: 'NOT_ACCEPTED',
      points: null,
      comment: 'Send the code, not only a link.',
    });

    expect(await notificationsOf(who.s1)).toEqual([
      expect.objectContaining({
        kind: 'TASK_ANSWER_ACCEPTED',
        user_id: who.s1,
        viewed_at: null,
        params: { taskId, taskName: 'Counter', lessonId, courseId, answerId: a1, points: 8, maxPoints: 10, comment: 'Good' },
      }),
    ]);
    expect(await notificationsOf(who.s2)).toEqual([
      expect.objectContaining({
        kind: 'TASK_ANSWER_REJECTED',
        params: expect.objectContaining({ answerId: a2, comment: 'Send the code, not only a link.' }),
      }),
    ]);

    // The instructor's view of one answer, and the student's own view with points and comment.
    expect(await ok<TaskAnswerDto>('GET', `lessons/tasks/answers/${a2}`, undefined, { token: tok.inst })).toMatchObject({
      answerId: a2,
      studentFullName: 'Ben Baker',
      links: ['https://ben.example/counter'],
    });
    expect(await ok<TaskAnswerDto>('GET', `lessons/tasks/students/answers/${a1}`, undefined, { token: tok.s1 })).toMatchObject({
      status: 'ACCEPTED',
      points: 8,
      comment: 'Good',
    });

    const tabs = await ok<TaskAnswersResponse>('GET', `lessons/tasks/${taskId}/answers`, undefined, { token: tok.inst });
    expect(tabs.accepted.map((a) => a.answerId)).toEqual([a1]);
    expect(tabs.notAccepted.map((a) => a.answerId)).toEqual([a2]);
    expect(tabs.late.map((a) => a.answerId)).toEqual([a3]);
    expect(tabs.waiting).toEqual([]);
    const [counted] = await countsAndTabs(lessonId);
    expect(counted.counts).toEqual({ waiting: 0, accepted: 1, notAccepted: 1, late: 1, notSubmitted: 0 });
    expect(counted.counts).toEqual(counted.tabs);
  });

  it('keeps an accepted answer final for the student', async () => {
    await reach('reviewed');
    const res = await api('PUT', `lessons/tasks/students/answers/${a1}`, { text: 'better' }, { token: tok.s1 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This answer has been accepted and can no longer be changed.');
  });

  it('lets a rejected answer be sent again: it waits again, late decided anew', async () => {
    await reach('reviewed');
    const before = (await notificationsOf(who.inst)).length;
    const resent = await ok<TaskAnswerDto & { message: string }>(
      'PUT',
      `lessons/tasks/students/answers/${a2}`,
      { text: 'function makeCounter() {}' },
      { token: tok.s2, lang: 'ru' },
    );
    expect(resent).toMatchObject({
      message: 'Задание успешно отправлено!',
      status: 'WAITING',
      late: true,
      points: null,
      text: 'function makeCounter() {}',
      links: ['https://ben.example/counter'],
      submittedAt: t.clock.now().toISOString(),
    });
    const notes = await notificationsOf(who.inst);
    expect(notes.length).toBe(before + 1);
    expect(notes.at(-1)).toMatchObject({
      kind: 'TASK_ANSWER_SUBMITTED',
      params: expect.objectContaining({ answerId: a2, again: true, late: true }),
    });

    // A later deadline forgives: each answer's send time is checked against it again.
    const moved = await ok<TaskDto>(
      'PUT',
      `lessons/tasks/${taskId}`,
      {
        deadline: new Date(START.getTime() + 5 * DAY).toISOString(),
      },
      { token: tok.inst },
    );
    expect(moved.deadline).toBe(new Date(START.getTime() + 5 * DAY).toISOString());
    const tabs = await ok<TaskAnswersResponse>('GET', `lessons/tasks/${taskId}/answers`, undefined, { token: tok.inst });
    expect(tabs.late).toEqual([]);
    expect(tabs.waiting.map((a) => a.answerId).sort()).toEqual([a2, a3].sort());
    const [counted] = await countsAndTabs(lessonId);
    expect(counted.counts).toEqual({ waiting: 2, accepted: 1, notAccepted: 0, late: 0, notSubmitted: 0 });
    expect(counted.counts).toEqual(counted.tabs);

    // Sent again after that deadline, it is late again.
    await ok('POST', `lessons/tasks/answers/${a2}`, { status: 'REJECT', comment: 'Still empty.' }, { token: tok.inst });
    t.clock.set(new Date(START.getTime() + 6 * DAY));
    expect(
      (
        await ok<TaskAnswerDto>(
          'PUT',
          `lessons/tasks/students/answers/${a2}`,
          {
            text: 'function makeCounter() { let n = 0; return () => ++n; }',
          },
          { token: tok.s2 },
        )
      ).late,
    ).toBe(true);
  });

  it('changes the points of an accepted answer only, and notifies the student', async () => {
    await reach('reviewed');
    const regraded = await ok<TaskAnswerDto & { message: string }>(
      'PUT',
      `lessons/tasks/answers/${a1}`,
      {
        status: 'APPROVE',
        points: 9,
      },
      { token: tok.inst },
    );
    expect(regraded).toMatchObject({ message: 'The points have been saved.', status: 'ACCEPTED', points: 9, comment: 'Good' });
    const cleared = await ok<TaskAnswerDto>(
      'PUT',
      `lessons/tasks/answers/${a1}`,
      { status: 'APPROVE', points: 9, comment: '' },
      { token: tok.inst },
    );
    expect(cleared.comment).toBeNull();
    expect((await fails(400, 'PUT', `lessons/tasks/answers/${a1}`, tok.inst, { status: 'APPROVE', points: 11 })).field).toBe('points');
    expect((await fails(400, 'PUT', `lessons/tasks/answers/${a1}`, tok.inst, { status: 'REJECT', points: 1 })).field).toBe('status');
    expect((await fails(400, 'PUT', `lessons/tasks/answers/${a1}`, tok.inst, { status: 'APPROVE' })).field).toBe('points');
    const waiting = await api('PUT', `lessons/tasks/answers/${a2}`, { status: 'APPROVE', points: 1 }, { token: tok.inst });
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().message).toBe('Only an accepted answer can have its points changed.');
    const kinds = (await notificationsOf(who.s1)).map((n) => n.kind);
    expect(kinds).toEqual(['TASK_ANSWER_ACCEPTED', 'TASK_ANSWER_REGRADED', 'TASK_ANSWER_REGRADED']);
  });

  it('keeps the maximum at or above the points given', async () => {
    await reach('regraded');
    expect(await fails(400, 'PUT', `lessons/tasks/${taskId}`, tok.inst, { mark: 5 })).toMatchObject({
      field: 'mark',
      message: 'Some answers already have 9 points: the maximum cannot be lower.',
    });
    expect((await ok<TaskDto>('PUT', `lessons/tasks/${taskId}`, { mark: 9 }, { token: tok.inst })).mark).toBe(9);
  });

  it('deletes the answers with their task', async () => {
    await reach('answered');
    await ok('DELETE', `lessons/tasks/${taskId}`, undefined, { token: tok.inst });
    expect(await t.db.selectFrom('task_answers').select('id').where('task_id', '=', taskId).execute()).toEqual([]);
    await fails(404, 'GET', `lessons/tasks/students/answers/${a1}`, tok.s1);
    await fails(404, 'GET', `lessons/tasks/answers/${a1}`, tok.inst);
  });
});

describe('tasks: the demo school', () => {
  it('has a task with answers in every state and one task the demo student still owes', async () => {
    const course = ids.course['JavaScript Fundamentals'];
    const tasks = await t.db
      .selectFrom('tasks as t')
      .innerJoin('lessons as l', 'l.id', 't.lesson_id')
      .select(['t.id', 't.name'])
      .where('l.course_id', '=', course)
      .orderBy('l.position')
      .execute();
    expect(tasks.length).toBeGreaterThanOrEqual(2);
    const tabs = await ok<TaskAnswersResponse>('GET', `lessons/tasks/${tasks[0].id}/answers`, undefined, { token: tok.inst });
    for (const tab of ['waiting', 'accepted', 'notAccepted', 'late', 'notSubmitted'] as const) {
      expect(tabs[tab].length, tab).toBeGreaterThan(0);
    }
    expect(tabs.accepted.some((a) => a.late)).toBe(true);
    // The lesson's list counts every task's tabs as the tabs themselves hold them.
    const lesson = (await t.db.selectFrom('tasks').select('lesson_id').where('id', '=', tasks[0].id).executeTakeFirstOrThrow()).lesson_id;
    const counted = await countsAndTabs(lesson);
    expect(counted.map((c) => c.taskId)).toContain(tasks[0].id);
    for (const { taskId, counts, tabs: lengths } of counted) expect(counts, `task ${taskId}`).toEqual(lengths);
    expect(counted.find((c) => c.taskId === tasks[0].id)?.counts).toEqual({
      waiting: tabs.waiting.length,
      accepted: tabs.accepted.length,
      notAccepted: tabs.notAccepted.length,
      late: tabs.late.length,
      notSubmitted: tabs.notSubmitted.length,
    });
    const student = await login(t.app, 'student@demo.test');
    const open = await ok<TaskDto>('GET', `lessons/tasks/${tasks[1].id}`, undefined, { token: student });
    expect(open.answer).toBeNull();
    const done = await ok<TaskDto>('GET', `lessons/tasks/${tasks[0].id}`, undefined, { token: student });
    expect(done.answer).toMatchObject({ status: 'ACCEPTED', points: 9 });
  });
});
