import yauzl from 'yauzl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileUploadResponse } from '../../src/api/types.js';
import type { TaskDto } from '../../src/api/tasks.js';
import { INSTRUCTOR_EMAIL, apiClient, call, createTestApp, login, type TestApp } from './helpers.js';
import { loginUser } from './learningFixtures.js';
import { addCourse, addGroup, addStudent, createOtherSchool, demoIds } from './schoolFixtures.js';
import { PDF, multipart } from './uploadFixtures.js';

/*
 * "Download all answers" (issue 18, 1e; server/routes/tasks/answersZip.ts): one zip of a task's
 * answers, a folder per student named "Surname Name" (Cyrillic kept, two namesakes apart), their
 * files under the names they gave them and a note in the downloader's language. Only the
 * course's instructors get it; nothing of another task or school is in it.
 */

const START = new Date('2026-03-02T09:00:00Z');
const DAY = 86_400_000;

let t: TestApp;
const tok = { inst: '', other: '', amy: '', ivan1: '', ivan2: '' };
let lessonId = 0;
let otherTaskId = 0;
const { api, ok } = apiClient(
  () => t.app,
  () => tok.inst,
);

const JS = Buffer.from('export const counter = () => 0; // счётчик\n');

async function uploaded(token: string, data: Buffer, name: string, taskId: number): Promise<FileUploadResponse> {
  const res = await call(t.app, {
    method: 'POST',
    url: `/api/static/upload?kind=answer&taskId=${taskId}`,
    token,
    ...multipart(data, name),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<FileUploadResponse>();
}

async function send(token: string, taskId: number, body: object) {
  const res = await api('POST', `lessons/tasks/students/answers/${taskId}`, body, { token });
  expect(res.statusCode, res.body).toBeLessThan(300);
}

/** The entries of a zip by name, each with its bytes. */
async function unzip(data: Buffer): Promise<Map<string, Buffer>> {
  const zip = await yauzl.fromBufferPromise(data, { lazyEntries: true });
  const entries = new Map<string, Buffer>();
  try {
    for await (const entry of zip.eachEntry()) {
      const chunks: Buffer[] = [];
      for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
      entries.set(entry.fileName, Buffer.concat(chunks));
    }
  } finally {
    zip.close();
  }
  return entries;
}

const download = (taskId: number, token = tok.inst, lang?: string) =>
  call(t.app, { method: 'GET', url: `/api/lessons/tasks/${taskId}/answers/zip`, token, lang });

beforeAll(async () => {
  t = await createTestApp({ startAt: START });
  const ids = await demoIds(t.db);
  const school = ids.schoolId;
  const other = await createOtherSchool(t.db);
  const course = await addCourse(t.db, school, 'Zip course');
  const group = await addGroup(t.db, school, 'Zip group');
  await t.db.insertInto('course_groups').values({ course_id: course, group_id: group }).execute();
  await t.db.insertInto('course_instructors').values({ course_id: course, instructor_id: ids.user[INSTRUCTOR_EMAIL] }).execute();
  const student = (firstName: string, lastName: string, email: string) =>
    addStudent(t.db, school, { groupId: group, firstName, lastName, email }).then((id) => loginUser(t.app, t.db, id));
  tok.amy = await student('Amy', 'Able', 'amy@zip.test');
  tok.ivan1 = await student('Иван', 'Иванов', 'ivan1@zip.test');
  tok.ivan2 = await student('Иван', 'Иванов', 'ivan2@zip.test');
  await student('Nora', 'Nobody', 'nora@zip.test');
  lessonId = (
    await t.db
      .insertInto('lessons')
      .values({ school_id: school, course_id: course, name: 'Lesson', show_date: new Date(START.getTime() - DAY), position: 1 })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const theirLesson = await t.db
    .insertInto('lessons')
    .values({ school_id: other.schoolId, course_id: other.courseId, name: 'L', show_date: START, position: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  otherTaskId = (
    await t.db
      .insertInto('tasks')
      .values({ school_id: other.schoolId, lesson_id: theirLesson.id, name: 'Theirs', deadline: START, max_points: 5 })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  tok.inst = await login(t.app, INSTRUCTOR_EMAIL);
});
afterAll(async () => {
  await t?.close();
});

const newTask = (taskName: string) =>
  ok<TaskDto>('POST', `lessons/${lessonId}/tasks`, {
    taskName,
    deadline: new Date(START.getTime() + DAY).toISOString(),
    mark: 10,
    answerFileKinds: ['pdf', 'code'],
  });

describe("a task's answers as one zip", () => {
  it('holds a folder per student with their files and a note, namesakes apart, Cyrillic kept', async () => {
    const task = await newTask('Build a counter');
    const pdf = await uploaded(tok.amy, PDF, 'essay.pdf', task.taskId);
    // A file named like the note keeps its bytes under another name.
    const note = await uploaded(tok.amy, JS, 'answer.txt', task.taskId);
    await send(tok.amy, task.taskId, {
      text: 'My counter closes over n.',
      files: [pdf.fileId, note.fileId],
      links: ['https://example.com/counter'],
    });
    const js = await uploaded(tok.ivan1, JS, 'счётчик.js', task.taskId);
    await send(tok.ivan1, task.taskId, { files: [js.fileId] });
    await send(tok.ivan2, task.taskId, { text: 'Второй Иван' });

    const res = await download(task.taskId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Build a counter - answers.zip"; filename*=UTF-8''Build%20a%20counter%20-%20answers.zip`,
    );
    const entries = await unzip(res.rawPayload);
    expect([...entries.keys()].sort()).toEqual(
      [
        'Able Amy/answer.txt',
        'Able Amy/answer (2).txt',
        'Able Amy/essay.pdf',
        'Иванов Иван/answer.txt',
        'Иванов Иван/счётчик.js',
        'Иванов Иван (2)/answer.txt',
      ].sort(),
    );
    expect(entries.get('Able Amy/essay.pdf')!.equals(PDF)).toBe(true);
    expect(entries.get('Able Amy/answer (2).txt')!.equals(JS)).toBe(true);
    expect(entries.get('Иванов Иван/счётчик.js')!.equals(JS)).toBe(true);
    const amyNote = entries.get('Able Amy/answer.txt')!.toString('utf8');
    expect(amyNote).toContain('Student: Amy Able');
    expect(amyNote).toContain('Status: Waiting for review');
    expect(amyNote).toContain('My counter closes over n.');
    expect(amyNote).toContain('- https://example.com/counter');
    expect(amyNote).toContain('- essay.pdf');
    // The student with no answer has no folder.
    expect([...entries.keys()].some((name) => name.startsWith('Nobody'))).toBe(false);
  });

  it('writes the notes and the file name in Russian for a Russian reader, and the points once graded', async () => {
    const task = await newTask('Счётчик');
    await send(tok.amy, task.taskId, { text: 'Готово' });
    const [answer] = (await ok<{ waiting: Array<{ answerId: number }> }>('GET', `lessons/tasks/${task.taskId}/answers`)).waiting;
    const review = await api('POST', `lessons/tasks/answers/${answer!.answerId}`, { status: 'APPROVE', points: 9, comment: 'Хорошо' });
    expect(review.statusCode, review.body).toBeLessThan(300);
    const res = await download(task.taskId, tok.inst, 'ru');
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('Счётчик - ответы.zip')}`);
    const entries = await unzip(res.rawPayload);
    const text = entries.get('Able Amy/ответ.txt')!.toString('utf8');
    expect(text).toContain('Студент: Amy Able');
    expect(text).toContain('Статус: Принят');
    expect(text).toContain('Баллы: 9');
    expect(text).toContain('Комментарий преподавателя:\r\nХорошо');
  });

  it('is an empty zip for a task with no answers yet', async () => {
    const task = await newTask('Nobody answered');
    const res = await download(task.taskId);
    expect(res.statusCode).toBe(200);
    expect((await unzip(res.rawPayload)).size).toBe(0);
  });

  it('is for the course’s instructors only: a student, a stranger and another school get nothing', async () => {
    const task = await newTask('Private');
    expect((await download(task.taskId, tok.amy)).statusCode).toBe(403);
    expect((await download(task.taskId, '')).statusCode).toBe(401);
    expect((await download(otherTaskId)).statusCode).toBe(404);
    expect((await download(999_999)).statusCode).toBe(404);
  });
});
