import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, INSTRUCTOR_EMAIL, STUDENT_EMAIL, call, createTestApp, login, type TestApp } from './helpers.js';

// The demo seed: "A counter with a closure" (deadline 2027-01-31 23:59 Moscow) is still owed by
// the demo student; "Types in practice" (2026-01-26) has passed and was answered.
let t: TestApp;
const tokens = { ADMIN: '', INSTRUCTOR: '', STUDENT: '' };
const START = new Date('2026-06-01T09:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ startAt: START });
});
// Each case starts at START with the seeded task still owed: one case answers it and moves the
// clock past its deadline, so undo both and log in again at START.
beforeEach(async () => {
  t.clock.set(START);
  const owed = await t.db.selectFrom('tasks').select('id').where('name', '=', 'A counter with a closure').executeTakeFirstOrThrow();
  const student = await t.db.selectFrom('users').select('id').where('email', '=', STUDENT_EMAIL).executeTakeFirstOrThrow();
  await t.db.deleteFrom('task_answers').where('task_id', '=', owed.id).where('student_id', '=', student.id).execute();
  tokens.ADMIN = await login(t.app, ADMIN_EMAIL);
  tokens.INSTRUCTOR = await login(t.app, INSTRUCTOR_EMAIL);
  tokens.STUDENT = await login(t.app, STUDENT_EMAIL);
});
afterAll(async () => {
  await t?.close();
});

const deadlines = async (query = '', token = tokens.STUDENT) =>
  call(t.app, { method: 'GET', url: `/api/student/deadlines${query}`, token });

describe('GET /api/student/deadlines', () => {
  it('lists the tasks the student still owes, soonest first, with their lesson and course', async () => {
    const res = await deadlines();
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.count).toBe(body.objects.length);
    expect(body.objects).toContainEqual(
      expect.objectContaining({
        taskName: 'A counter with a closure',
        deadline: '2027-01-31T20:59:00.000Z',
        courseName: 'JavaScript Fundamentals',
        answer: null,
      }),
    );
    expect(body.objects.map((d: { taskName: string }) => d.taskName)).not.toContain('Types in practice');
    const times = body.objects.map((d: { deadline: string }) => d.deadline);
    expect(times).toEqual([...times].sort());
  });

  it('drops a task once it is answered, brings it back when returned, and forgets it after the deadline', async () => {
    const owed = (await deadlines()).json().objects.find((d: { taskName: string }) => d.taskName === 'A counter with a closure');
    const sent = await call(t.app, {
      method: 'POST',
      url: `/api/lessons/tasks/students/answers/${owed.taskId}`,
      token: tokens.STUDENT,
      payload: { text: 'Done', files: [], links: [] },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const after = await deadlines();
    expect(after.statusCode, after.body).toBe(200);
    expect(after.json().objects.map((d: { taskId: number }) => d.taskId)).not.toContain(owed.taskId);

    const answerId = sent.json().id ?? sent.json().answerId;
    const rejected = await call(t.app, {
      method: 'POST',
      url: `/api/lessons/tasks/answers/${answerId}`,
      token: tokens.INSTRUCTOR,
      payload: { status: 'REJECT', comment: 'Add tests' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await deadlines()).json().objects).toContainEqual(
      expect.objectContaining({ taskId: owed.taskId, answer: { answerId, status: 'NOT_ACCEPTED', comment: 'Add tests' } }),
    );

    t.clock.set(new Date('2027-02-01T00:00:00Z'));
    // A session does not outlive such a jump: log in again at the new time.
    tokens.STUDENT = await login(t.app, STUDENT_EMAIL);
    tokens.INSTRUCTOR = await login(t.app, INSTRUCTOR_EMAIL);
    tokens.ADMIN = await login(t.app, ADMIN_EMAIL);
    expect((await deadlines()).json().objects.map((d: { taskId: number }) => d.taskId)).not.toContain(owed.taskId);
  });

  it("is the student's own: instructors and admins get 403, sizes are checked", async () => {
    expect((await deadlines('', tokens.INSTRUCTOR)).statusCode).toBe(403);
    expect((await deadlines('', tokens.ADMIN)).statusCode).toBe(403);
    expect((await deadlines('?size=101')).statusCode).toBe(400);
  });
});
