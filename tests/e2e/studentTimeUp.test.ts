/**
 * A timed test whose time runs out while the student is away ("when time runs out,
 * the server closes the attempt with what was saved, also when the student never returns"),
 * in Chromium against the real server. The demo instructor adds a one-minute test to a lesson
 * the demo student already sees (through the API); the student starts it, answers two of its
 * three questions, waits for them to be saved and closes the page. The server's job (run every
 * second for this file only) closes the attempt at the deadline plus the 30 s grace while
 * nobody asks about it; the student comes back and finds it closed (TIME_UP) with the saved
 * answers scored, '3 of 5'. The one long wait is bounded and for a condition, not a pause.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { QUIZ_SUBMIT_GRACE_SECONDS } from '../../src/api/quizLimits';
import { DEMO, DEMO_PASSWORD, logIn, screenshot, useE2E, waitForPath } from './harness';

// The expired-attempt job every second, and its 'job done' lines in the server's log.
const e2e = useE2E({ env: { JOB_INTERVAL_SECONDS: '1', LOG_LEVEL: 'info' } });

const COURSE = 'JavaScript Fundamentals';
/** A demo lesson shown since January 2026 (server/db/seed/demoLessons.ts). */
const LESSON = 'The DOM';
const TEST = 'A one-minute check';
const MESSAGE = 'One minute for three questions: your answers are saved as you choose them.';
const JOB = 'close-expired-test-attempts';
/** The limit (60 s), the grace and a margin for the job's one-second tick and a slow machine. */
const WAIT_FOR_CLOSE_MS = 100_000;

async function authenticate(email: string): Promise<string> {
  const response = await fetch(`${e2e.baseUrl}/api/auth/authenticate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

async function api<T>(token: string, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${e2e.baseUrl}/api/${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
  });
  expect(response.status, `${init.method ?? 'GET'} /api/${path}: ${await response.clone().text()}`).toBe(200);
  return (await response.json()) as T;
}

/** The demo instructor's one-minute test in a lesson the student sees; answers its ids. */
async function createShortTest(token: string): Promise<{ courseId: number; lessonId: number; testId: number }> {
  const courses = await api<{ objects: Array<{ id: number; courseName: string }> }>(token, 'courses?page=1&size=100');
  const course = courses.objects.find((c) => c.courseName === COURSE)!;
  const lessons = await api<{ objects: Array<{ id: number; lessonName: string; isShown: boolean }> }>(
    token,
    `courses/${course.id}/lessons?page=1&size=100`,
  );
  const lesson = lessons.objects.find((l) => l.lessonName === LESSON)!;
  expect(lesson.isShown).toBe(true);
  const created = await api<{ testId: number; isActive: boolean; timeToTakeTheTest: string }>(token, `lessons/tests/${lesson.id}`, {
    method: 'POST',
    body: JSON.stringify({
      name: TEST,
      messageForStudents: MESSAGE,
      timeToTakeTheTest: '00:01:00',
      passPercent: 50,
      isActive: true,
      // Answers and right answers right after the attempt (the default waits for the close).
      reviewOptions: {
        afterAttempt: { answers: true, rightAnswers: true, feedback: true },
        afterClose: { answers: true, rightAnswers: true, feedback: true },
      },
      questions: [
        {
          question: 'Which keyword declares a block-scoped constant?',
          questionType: 'ONE_FROM_LIST',
          points: 2,
          options: [
            { option: 'var', isCorrect: false },
            { option: 'const', isCorrect: true },
            { option: 'function', isCorrect: false },
          ],
        },
        {
          question: 'Which of these values are falsy?',
          questionType: 'MANY_FROM_LIST',
          points: 2,
          options: [
            { option: 'The number 0', isCorrect: true },
            { option: 'An empty string', isCorrect: true },
            { option: 'An empty array', isCorrect: false },
          ],
        },
        {
          question: 'What does typeof null give?',
          questionType: 'ONE_FROM_LIST',
          points: 1,
          options: [
            { option: "'object'", isCorrect: true },
            { option: "'null'", isCorrect: false },
          ],
        },
      ],
    }),
  });
  expect(created.isActive).toBe(true);
  // A new test is a draft; published now, its students see it.
  await api(token, `lessons/tests/${created.testId}/publish`, { method: 'POST', body: '{}' });
  return { courseId: course.id, lessonId: lesson.id, testId: created.testId };
}

/** The browser's own session token (a second login as the student would end it). */
const sessionToken = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('lms.session') ?? '{}') as { token?: string }).token ?? '');

/** Waits until the server's log has the job's 'job done' line for an attempt closing after `after`. */
async function waitForJobClose(after: number, timeoutMs: number): Promise<void> {
  const closed = () =>
    e2e
      .serverLog()
      .split('\n')
      .some((line) => {
        try {
          const entry = JSON.parse(line) as { job?: string; count?: number; time?: number };
          return entry.job === JOB && (entry.count ?? 0) > 0 && (entry.time ?? 0) > after;
        } catch {
          return false;
        }
      });
  await vi.waitFor(
    () => {
      if (!closed()) throw new Error(`The job did not close the attempt within ${timeoutMs / 1000} s:\n${e2e.serverLog().slice(-4000)}`);
    },
    { timeout: timeoutMs, interval: 250 },
  );
}

describe('a timed test whose time runs out', () => {
  it('is closed by the server with the saved answers while the student is away, and shows the result on return', async () => {
    const instructor = await authenticate(DEMO.instructor.email);
    const found = await createShortTest(instructor);
    const lessonPath = `/student/courses/${found.courseId}/lessons/${found.lessonId}`;
    const testPath = `${lessonPath}/tests/${found.testId}`;

    const { context, page } = await e2e.newPage();
    await logIn(page, DEMO.student);
    await page.goto(lessonPath);
    const card = page.getByTestId(`student-test-${found.testId}`);
    await card.filter({ hasText: 'Not taken' }).waitFor();
    await card.click();
    await waitForPath(page, testPath);
    await page.getByTestId('test-message').filter({ hasText: MESSAGE }).waitFor();
    await page.getByText('Time: 00:01').waitFor();

    // Started: the server's clock gives one minute.
    await page.getByRole('button', { name: 'Start the test' }).click();
    await page.getByRole('timer').waitFor();
    expect(await page.getByRole('timer').textContent()).toMatch(/^(01:00|00:[0-5]\d)$/);

    // Two of three questions answered (one right, one half right), then saved on the server.
    await page.getByRole('radio', { name: 'const', exact: true }).check();
    await page.getByRole('checkbox', { name: 'The number 0', exact: true }).check();
    await page.locator('[data-testid="save-status"][data-state="saved"]').waitFor();
    const token = await sessionToken(page);
    const running = await api<{ attempt: { status: string; deadline: string; answers: Record<string, number[]> } }>(
      token,
      `lessons/students/tests/${found.testId}`,
    );
    expect(running.attempt.status).toBe('IN_PROGRESS');
    expect(Object.values(running.attempt.answers).map((ids) => ids.length)).toEqual([1, 1]);
    await screenshot(page, 'student-timeup-answered');

    // The student leaves: the page is closed with the attempt still running.
    await page.close();

    // Nobody asks about the attempt: the job closes it after the deadline and the grace.
    const closesAfter = Date.parse(running.attempt.deadline) + QUIZ_SUBMIT_GRACE_SECONDS * 1000;
    await waitForJobClose(closesAfter, WAIT_FOR_CLOSE_MS);
    const results = await api<{
      objects: Array<{
        email: string;
        status: string;
        pointsReceived: number;
        maxPoints: number;
        passed: boolean;
        dateOfPassTheTest: string;
      }>;
    }>(instructor, `lessons/tests/${found.testId}/answers`);
    const row = results.objects.find((r) => r.email === DEMO.student.email)!;
    expect(row).toMatchObject({ status: 'TIME_UP', pointsReceived: 3, maxPoints: 5, passed: true });
    expect(Date.parse(row.dateOfPassTheTest)).toBe(Date.parse(running.attempt.deadline));

    // The student comes back: the lesson and the test show the closed attempt and its score.
    const back = await context.newPage();
    await back.goto(lessonPath);
    const returned = back.getByTestId(`student-test-${found.testId}`);
    await returned.filter({ hasText: 'Time ran out' }).filter({ hasText: '3 of 5 · passed' }).waitFor();
    await returned.click();
    await waitForPath(back, testPath);
    await back
      .getByTestId('finished-message')
      .filter({ hasText: 'Time ran out: the answers saved before the deadline were submitted. Wait for the results.' })
      .waitFor();
    expect(await back.getByTestId('test-score').textContent()).toBe('3 of 5');
    expect(await back.getByTestId('test-passed').textContent()).toBe('Passed');
    // The answers as saved, with the correct ones now shown.
    const option = (text: string) => back.getByTestId(/^option-\d+$/).filter({ has: back.getByText(text, { exact: true }) });
    await option('const').filter({ hasText: 'Correct, chosen' }).waitFor();
    await option('The number 0').filter({ hasText: 'Correct, chosen' }).waitFor();
    await option('An empty string').filter({ hasText: 'Correct, not chosen' }).waitFor();
    await option("'object'").filter({ hasText: 'Correct, not chosen' }).waitFor();
    expect(await back.getByRole('timer').count()).toBe(0);
    const local = await back.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('lms.testAttempt.')));
    expect(local).toEqual([]);
    await screenshot(back, 'student-timeup-closed');
  }, 150_000);
});
