/**
 * A student answers a task in Chromium against the real server ("answer a task"): the
 * demo student goes from My courses to the lesson with the open demo task, writes a text, adds
 * a link and attaches a small PNG made here; the draft survives a reload before sending; the
 * answer goes with the green 'The task has been sent successfully!' and waits for review; it is
 * changed while it waits; the instructor returns it with a comment (through the API); the
 * student, now in Russian, reads the comment, reworks the answer and sends it again with
 * 'Задание успешно отправлено!'. Every wait is for a condition, never a fixed pause.
 */
import zlib from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseLanguage, DEMO, DEMO_PASSWORD, logIn, screenshot, useE2E, waitForPath } from './harness';
import { openStudentTask } from './taskPages';

const e2e = useE2E();

/** The demo task the demo student has not answered (server/db/seed/demoTasks.ts). */
const COURSE = 'JavaScript Fundamentals';
const LESSON = 'Functions and scope';
const TASK = 'A counter with a closure';

const FIRST_TEXT = 'function makeCounter() {\n  let count = 0;\n  return () => ++count;\n}';
const CHANGED_TEXT = `${FIRST_TEXT}\n\nEach counter keeps its own count in its closure.`;
const REWORKED_TEXT = `${CHANGED_TEXT}\n\nconst a = makeCounter(); a(); a(); // 2\nconst b = makeCounter(); b(); // 1`;
const LINK = 'https://github.com/example/make-counter';
const FILE_NAME = 'counter.js';
const COMMENT = 'Show two counters side by side, with their calls, to prove they do not share the count.';

/** A valid 8×8 PNG (a green square), built here so the server's byte sniffing takes it. */
function tinyPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const size = 8;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, Buffer.from([46, 125, 50]))]);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function instructorToken(): Promise<string> {
  const response = await fetch(`${e2e.baseUrl}/api/auth/authenticate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: DEMO.instructor.email, password: DEMO_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

async function asInstructor<T>(token: string, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${e2e.baseUrl}/api/${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
  });
  expect(response.status, `${init.method ?? 'GET'} /api/${path}: ${await response.clone().text()}`).toBe(200);
  return (await response.json()) as T;
}

/** Waits for the green notice holding `text` and checks that it is green. */
async function greenNotice(page: Page, text: string): Promise<void> {
  const notice = page.getByTestId('notice-success').filter({ hasText: text }).first();
  await notice.waitFor();
  expect(await notice.getAttribute('role')).toBe('status');
  const [r, g, b] = (await notice.evaluate((el) => getComputedStyle(el).backgroundColor)).match(/\d+/g)!.map(Number);
  expect(g).toBeGreaterThan(r + 40);
  expect(g).toBeGreaterThan(b + 40);
}

/** The state chip under the task's title ('Waiting for review', 'Returned for rework', …). */
const statusChip = (page: Page, label: string) => page.locator('.MuiChip-root').filter({ hasText: label }).first();

/** A screenshot from the top of the page (the app bar and the notices are fixed there). */
async function shot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

const answerBox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

describe("a student's task answer", () => {
  it('keeps the draft through a reload, sends, changes it while waiting, and sends again after a return', async () => {
    const { page } = await e2e.newPage();
    await logIn(page, DEMO.student);

    // My courses → the course → the lesson → the task, as a student clicks through.
    const taskUrl = await openStudentTask(page, COURSE, LESSON, TASK);
    const lessonUrl = taskUrl.replace(/\/tasks\/\d+$/, '');
    const task = page.locator('[data-testid^="student-task-"]').filter({ hasText: TASK });
    await statusChip(page, 'Not sent').waitFor();

    // The answer: a text, a link and the code as a file (uploaded at once). A programming task takes
    // code, archives and PDFs: it says so, and a photo is refused before it goes up.
    await page
      .getByText('This task takes source code and text files, archives (ZIP, 7z, RAR, gzip, tar), PDF, each up to 20 MB.')
      .waitFor();
    await page.getByTestId('answer-files-input').setInputFiles({ name: 'counter.png', mimeType: 'image/png', buffer: tinyPng() });
    await page.getByText('This task does not take this kind of file: see what it takes under the Attach button.').waitFor();
    await page.getByRole('button', { name: 'Dismiss counter.png' }).click();
    await answerBox(page, 'Answer').fill(FIRST_TEXT);
    await answerBox(page, 'Address of a link').fill(LINK);
    await page.getByRole('button', { name: 'Add link' }).click();
    await page.getByRole('link', { name: LINK }).waitFor();
    await page
      .getByTestId('answer-files-input')
      .setInputFiles({ name: FILE_NAME, mimeType: 'text/javascript', buffer: Buffer.from(FIRST_TEXT) });
    await page.getByRole('link', { name: FILE_NAME }).waitFor();
    expect(await page.getByTestId('answer-file-pending').count()).toBe(0);
    await shot(page, 'student-task-answer-filled');

    // A reload before sending: the draft comes back whole.
    await page.reload();
    await page.getByText('Your unsent draft of this answer was restored.').waitFor();
    expect(await answerBox(page, 'Answer').inputValue()).toBe(FIRST_TEXT);
    await page.getByRole('link', { name: LINK }).waitFor();
    await page.getByRole('link', { name: FILE_NAME }).waitFor();
    await shot(page, 'student-task-draft-restored');

    // Sent: the server's green message, then the answer waiting for review.
    const sent = page.waitForResponse(
      (r) => r.request().method() === 'POST' && /\/api\/lessons\/tasks\/students\/answers\/\d+$/.test(r.url()),
    );
    await page.getByRole('button', { name: 'Send the answer' }).click();
    const response = await sent;
    expect(response.status()).toBe(200);
    const { answerId } = (await response.json()) as { answerId: number };
    await greenNotice(page, 'The task has been sent successfully!');
    await statusChip(page, 'Waiting for review').waitFor();
    await page.getByText('Your answer is waiting for the instructor to review it.').waitFor();
    const mine = page.getByTestId('my-answer');
    await mine.getByText('function makeCounter() {').waitFor();
    await mine.getByRole('link', { name: LINK }).waitFor();
    await mine.getByRole('link', { name: FILE_NAME }).waitFor();
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('lms-answer-draft')))).toEqual([]);
    await shot(page, 'student-task-sent');

    // Changed while it waits: still waiting, with the new text.
    await page.getByRole('button', { name: 'Change the answer' }).click();
    await page.getByText('Your answer is waiting for review: you can change it until the instructor reviews it.').waitFor();
    await answerBox(page, 'Answer').fill(CHANGED_TEXT);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await greenNotice(page, 'Your answer has been saved.');
    await mine.getByText('Each counter keeps its own count in its closure.').waitFor();
    await statusChip(page, 'Waiting for review').waitFor();
    await shot(page, 'student-task-changed');

    // The instructor returns it with a comment.
    const token = await instructorToken();
    const returned = await asInstructor<{ status: string; comment: string }>(token, `lessons/tasks/answers/${answerId}`, {
      method: 'POST',
      body: JSON.stringify({ status: 'REJECT', comment: COMMENT }),
    });
    expect(returned).toMatchObject({ status: 'NOT_ACCEPTED', comment: COMMENT });

    // The student, in Russian now, finds the comment on the lesson and on the task.
    await chooseLanguage(page, 'Русский');
    await page.goto(lessonUrl);
    await task.filter({ hasText: `Комментарий преподавателя: ${COMMENT}` }).waitFor();
    await task.getByRole('link').click();
    await waitForPath(page, new URL(taskUrl).pathname);
    const review = page.getByTestId('review-comment');
    await review.filter({ hasText: 'Возвращено на доработку. Комментарий преподавателя:' }).filter({ hasText: COMMENT }).waitFor();
    await statusChip(page, 'Возвращено на доработку').waitFor();
    await shot(page, 'student-task-returned-ru');

    // Reworked and sent again: 'Задание успешно отправлено!', waiting for review again.
    await page.getByRole('button', { name: 'Доработать и отправить снова' }).click();
    expect(await answerBox(page, 'Ответ').inputValue()).toBe(CHANGED_TEXT);
    await answerBox(page, 'Ответ').fill(REWORKED_TEXT);
    await page.getByRole('button', { name: 'Отправить снова' }).click();
    await greenNotice(page, 'Задание успешно отправлено!');
    await statusChip(page, 'Ждёт проверки').waitFor();
    await mine.getByText('const b = makeCounter(); b(); // 1').waitFor();
    await shot(page, 'student-task-sent-again-ru');

    // What the instructor now reviews: the reworked answer with its link and file.
    const final = await asInstructor<{ status: string; text: string; links: string[]; files: Array<{ name: string }> }>(
      token,
      `lessons/tasks/answers/${answerId}`,
    );
    expect(final.status).toBe('WAITING');
    expect(final.text).toBe(REWORKED_TEXT);
    expect(final.links).toEqual([LINK]);
    expect(final.files.map((f) => f.name)).toEqual([FILE_NAME]);
  });
});
