import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileUploadResponse } from '../../src/api/types.js';
import type { TaskDto } from '../../src/api/tasks.js';
import { hashPassword } from '../../server/lib/crypto.js';
import { DEMO_PASSWORD, INSTRUCTOR_EMAIL, apiClient, call, createTestApp, login, type TestApp } from './helpers.js';
import { addCourse, addGroup, addStudent, createOtherSchool, demoIds } from './schoolFixtures.js';
import { PDF, PNG, multipart } from './uploadFixtures.js';

/*
 * What a task's answer takes (issue 18, src/api/answerFiles.ts): kinds and a size limit per
 * task, judged by the bytes at the upload and again when the answer names its files; files a
 * browser should not show (all but images and PDFs) are served as downloads.
 */

const START = new Date('2026-03-02T09:00:00Z');
const DAY = 86_400_000;

let t: TestApp;
const tok = { inst: '', amy: '' };
let lessonId = 0;
let otherTaskId = 0;
const { api, ok } = apiClient(
  () => t.app,
  () => tok.inst,
);

const JS = Buffer.from('export function makeCounter() {\n  let n = 0;\n  return () => ++n; // счётчик\n}\n');
const HTML = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');
/** A zip holding counter.js. */
const ZIP = Buffer.from(
  'UEsDBBQAAAAAAEh3fF3wFnx+CgAAAAoAAAAKAAAAY291bnRlci5qc2xldCBuID0gMDtQSwECFAMUAAAAAABId3xd8BZ8fgoAAAAKAAAACgAAAAAAAAAAAAAAgAEAAAAAY291bnRlci5qc1BLBQYAAAAAAQABADgAAAAyAAAAAAA=',
  'base64',
);

const upload = (data: Buffer, name: string, taskId?: number, lang?: string) =>
  call(t.app, {
    method: 'POST',
    url: `/api/static/upload?kind=answer${taskId === undefined ? '' : `&taskId=${taskId}`}`,
    token: tok.amy,
    lang,
    ...multipart(data, name),
  });
async function uploaded(data: Buffer, name: string, taskId?: number): Promise<FileUploadResponse> {
  const res = await upload(data, name, taskId);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<FileUploadResponse>();
}
const newTask = (body: object) =>
  ok<TaskDto>('POST', `lessons/${lessonId}/tasks`, {
    taskName: 'Build a counter',
    deadline: new Date(START.getTime() + DAY).toISOString(),
    mark: 10,
    ...body,
  });

beforeAll(async () => {
  t = await createTestApp({ startAt: START });
  const ids = await demoIds(t.db);
  const other = await createOtherSchool(t.db);
  const school = ids.schoolId;
  const course = await addCourse(t.db, school, 'Files course');
  const group = await addGroup(t.db, school, 'Files group');
  await t.db.insertInto('course_groups').values({ course_id: course, group_id: group }).execute();
  await t.db.insertInto('course_instructors').values({ course_id: course, instructor_id: ids.user[INSTRUCTOR_EMAIL] }).execute();
  const amy = await addStudent(t.db, school, { groupId: group, firstName: 'Amy', lastName: 'Able', email: 'amy@files.test' });
  await t.db
    .updateTable('users')
    .set({ password_hash: await hashPassword(DEMO_PASSWORD) })
    .where('id', '=', amy)
    .execute();
  const lesson = (schoolId: number, courseId: number) =>
    t.db
      .insertInto('lessons')
      .values({ school_id: schoolId, course_id: courseId, name: 'Lesson', show_date: new Date(START.getTime() - DAY), position: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
  lessonId = (await lesson(school, course)).id;
  const theirs = await lesson(other.schoolId, other.courseId);
  otherTaskId = (
    await t.db
      .insertInto('tasks')
      .values({ school_id: other.schoolId, lesson_id: theirs.id, name: 'Theirs', deadline: START, max_points: 5 })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  tok.inst = await login(t.app, INSTRUCTOR_EMAIL);
  tok.amy = await login(t.app, 'amy@files.test');
});
afterAll(async () => {
  await t?.close();
});

describe("a task's answer files", () => {
  it('takes PDFs and images up to 20 MB until the instructor says otherwise', async () => {
    const task = await newTask({});
    expect(task).toMatchObject({ answerFileKinds: ['pdf', 'images'], answerMaxMb: 20 });
    await uploaded(PDF, 'essay.pdf', task.taskId);
    expect((await upload(JS, 'counter.js', task.taskId)).statusCode).toBe(415);
  });

  it('refuses kinds it does not know, none at all, and a limit outside 1..50 MB, naming the field', async () => {
    for (const [body, field] of [
      [{ answerFileKinds: [] }, 'answerFileKinds'],
      [{ answerFileKinds: ['exe'] }, 'answerFileKinds'],
      [{ answerFileKinds: ['pdf', 'pdf'] }, 'answerFileKinds'],
      [{ answerMaxMb: 0 }, 'answerMaxMb'],
      [{ answerMaxMb: 51 }, 'answerMaxMb'],
    ] as const) {
      const res = await api('POST', `lessons/${lessonId}/tasks`, { taskName: 'X', deadline: START.toISOString(), mark: 1, ...body });
      // An unknown kind is named by its place in the list (answerFileKinds.0).
      expect(res.json(), JSON.stringify(body)).toMatchObject({ status: 400, field: expect.stringMatching(new RegExp(`^${field}`)) });
    }
  });

  it('takes source code and archives for a programming task, judged by the bytes', async () => {
    const task = await newTask({ answerFileKinds: ['code', 'archives'], answerMaxMb: 1 });
    expect(task).toMatchObject({ answerFileKinds: ['code', 'archives'], answerMaxMb: 1 });
    expect(await uploaded(JS, 'counter.js', task.taskId)).toMatchObject({ contentType: 'text/plain' });
    expect(await uploaded(ZIP, 'project.zip', task.taskId)).toMatchObject({ contentType: 'application/zip' });
    // A PDF is not what this task takes: the refusal names what it does, in the student's language.
    const en = await upload(PDF, 'essay.pdf', task.taskId);
    expect(en.statusCode).toBe(415);
    expect(en.json()).toMatchObject({
      field: 'file',
      message: 'This answer takes only source code and text files, archives (ZIP, 7z, RAR, gzip, tar): this file is none of them.',
    });
    const ru = await upload(PDF, 'essay.pdf', task.taskId, 'ru');
    expect(ru.json().message).toBe(
      'К этому ответу можно приложить только исходный код и текстовые файлы, архивы (ZIP, 7z, RAR, gzip, tar): этот файл не из них.',
    );
    // Binary bytes named .js are not code; a name the code kind does not know is not either.
    expect((await upload(Buffer.from([0x4d, 0x5a, 0, 0, 1, 2]), 'virus.js', task.taskId)).statusCode).toBe(415);
    expect((await upload(JS, 'counter.exe', task.taskId)).statusCode).toBe(415);
    // Over the task's own limit: 413 naming it.
    const big = await upload(Buffer.concat([JS, Buffer.alloc(1024 * 1024, 0x20)]), 'big.js', task.taskId);
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('The file is too large: at most 1 MB.');
  });

  it('answers 404 for a task the student does not see, and keeps an upload for no task to PDFs and images', async () => {
    expect((await upload(JS, 'counter.js', otherTaskId)).statusCode).toBe(404);
    expect((await upload(JS, 'counter.js')).statusCode).toBe(415);
    expect((await uploaded(PNG, 'photo.png')).contentType).toBe('image/png');
  });

  it('refuses an answer naming a file the task does not take, whatever it was uploaded for', async () => {
    const task = await newTask({ answerFileKinds: ['code'], answerMaxMb: 5 });
    const pdf = await uploaded(PDF, 'essay.pdf');
    const res = await api('POST', `lessons/tasks/students/answers/${task.taskId}`, { files: [pdf.fileId] }, { token: tok.amy });
    expect(res.json()).toMatchObject({
      status: 400,
      field: 'files',
      message: 'The file "essay.pdf" does not fit this task: it takes source code and text files up to 5 MB.',
    });
    const js = await uploaded(JS, 'counter.js', task.taskId);
    expect(
      (await api('POST', `lessons/tasks/students/answers/${task.taskId}`, { files: [js.fileId] }, { token: tok.amy })).statusCode,
    ).toBe(200);
  });
});

describe('serving answer files', () => {
  it('shows images and PDFs, and hands everything else over as a download that is never run', async () => {
    const task = await newTask({ answerFileKinds: ['code', 'archives', 'images'] });
    const served = async (file: FileUploadResponse) => call(t.app, { method: 'GET', url: file.link });
    const png = await served(await uploaded(PNG, 'photo.png', task.taskId));
    expect(png.headers['content-disposition']).toMatch(/^inline/);
    const html = await served(await uploaded(HTML, 'page.html', task.taskId));
    expect(html.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(html.headers['content-disposition']).toMatch(/^attachment; filename="page.html"/);
    expect(html.headers['x-content-type-options']).toBe('nosniff');
    expect(html.body).toBe(HTML.toString());
    const zip = await served(await uploaded(ZIP, 'project.zip', task.taskId));
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['content-disposition']).toMatch(/^attachment/);
  });
});
