/**
 * A student takes a timed test in Chromium against the real server ("the attempt must
 * never lose an answer"): the demo student opens the demo test they can still take, answers a
 * question and reloads in the middle (the answer is still there), loses the network (Chromium's
 * offline mode), answers another and sees the offline state, comes back online (the answers are
 * saved on the server), submits, and sees 'Test submitted! Wait for the results.' with 'X of Y'
 * (and the Russian message). Every wait is for a condition, never a fixed pause.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, DEMO_PASSWORD, logIn, screenshot, useE2E, waitForPath } from './harness';

const e2e = useE2E();

interface Found {
  courseId: number;
  lessonId: number;
  testId: number;
}

async function api<T>(path: string, token: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${e2e.baseUrl}/api/${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...init.headers },
  });
  expect(response.status, `${init.method ?? 'GET'} /api/${path}: ${await response.clone().text()}`).toBe(200);
  return (await response.json()) as T;
}

/** The demo test the demo student has not started, found through the API as the student. */
async function openDemoTest(): Promise<Found> {
  const login = await fetch(`${e2e.baseUrl}/api/auth/authenticate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: DEMO.student.email, password: DEMO_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const courses = await api<{ objects: Array<{ id: number }> }>('courses?page=1&size=100', token);
  for (const course of courses.objects) {
    const lessons = await api<{ objects: Array<{ id: number }> }>(`courses/${course.id}/lessons?page=1&size=100`, token);
    for (const lesson of lessons.objects) {
      const tests = await api<{ objects: Array<{ testId: number; attemptStatus: string; isActive: boolean }> }>(
        `lessons/${lesson.id}/tests`,
        token,
      );
      const open = tests.objects.find((t) => t.attemptStatus === 'NOT_STARTED' && t.isActive);
      if (open) return { courseId: course.id, lessonId: lesson.id, testId: open.testId };
    }
  }
  throw new Error('The demo school has no test the demo student can still take');
}

const saveStatus = (page: Page) => page.getByTestId('save-status');

async function waitForSaved(page: Page): Promise<void> {
  await page.locator('[data-testid="save-status"][data-state="saved"]').waitFor();
}

describe("a student's timed test", () => {
  it('keeps every answer through a reload and a lost network, and submits once', async () => {
    const found = await openDemoTest();
    const { page, context } = await e2e.newPage();
    await logIn(page, DEMO.student);

    // From the lesson page, as a student would: the test's card opens it.
    await page.goto(`/student/courses/${found.courseId}/lessons/${found.lessonId}`);
    await page.getByTestId(`student-test-${found.testId}`).click();
    const testPath = `/student/courses/${found.courseId}/lessons/${found.lessonId}/tests/${found.testId}`;
    await waitForPath(page, testPath);
    await page.getByRole('heading', { level: 1, name: 'Functions and scope' }).waitFor();
    await page.getByTestId('test-message').filter({ hasText: 'Read each question carefully' }).waitFor();
    await page.getByText('Time: 00:20').waitFor();
    await screenshot(page, 'student-test-start');

    await page.getByRole('button', { name: 'Start the test' }).click();
    await page.getByRole('timer').waitFor();
    expect(await page.getByRole('timer').textContent()).toMatch(/^(20:00|19:[0-5]\d)$/);

    // One answer, then a reload straight away (before or after its save: either way it stays).
    await page.getByRole('radio', { name: 'undefined' }).check();
    await page.reload();
    await page.getByRole('timer').waitFor();
    expect(await page.getByRole('radio', { name: 'undefined' }).isChecked()).toBe(true);
    await waitForSaved(page);
    await screenshot(page, 'student-test-after-reload');

    // The network goes: the next answer stays on the device and the page says so.
    await context.setOffline(true);
    await page.getByRole('checkbox', { name: 'A function body' }).check();
    await page.locator('[data-testid="save-status"][data-state="offline"]').waitFor();
    expect(await saveStatus(page).textContent()).toBe('Offline — answers kept on this device');
    await page.getByTestId('offline-alert').waitFor();
    const kept = await page.evaluate(() =>
      Object.keys(localStorage)
        .filter((key) => key.startsWith('lms.testAttempt.'))
        .map((key) => JSON.parse(localStorage.getItem(key)!) as { answers: Record<string, number[]>; pending: Record<string, number> }),
    );
    expect(kept).toHaveLength(1);
    expect(Object.keys(kept[0].answers)).toHaveLength(2);
    expect(Object.keys(kept[0].pending)).toHaveLength(1);
    await screenshot(page, 'student-test-offline');

    // Back online: the answers reach the server.
    await context.setOffline(false);
    await waitForSaved(page);
    await page.getByTestId('online-alert').waitFor();
    // Asked with the browser's session (a login elsewhere would end it: one session per person).
    const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('lms.session') ?? '{}') as { token?: string }).token ?? '');
    const onServer = await api<{ attempt: { status: string; answers: Record<string, number[]> } }>(
      `lessons/students/tests/${found.testId}`,
      token,
    );
    expect(onServer.attempt.status).toBe('IN_PROGRESS');
    expect(Object.values(onServer.attempt.answers).map((ids) => ids.length)).toEqual([1, 1]);

    // Submit, confirmed, once.
    const passes: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/lessons/students/tests/pass')) passes.push(request.url());
    });
    await page.getByTestId('submit-test').click();
    const dialog = page.getByRole('dialog', { name: 'Submit the test?' });
    await dialog.waitFor();
    await dialog.getByTestId('confirm-submit').click();
    await page.getByTestId('finished-message').filter({ hasText: 'Test submitted! Wait for the results.' }).waitFor();
    // 'undefined' (2 of 2) and one of the three right scopes (1 of 3).
    expect(await page.getByTestId('test-score').textContent()).toBe('3 of 5');
    expect(await page.getByTestId('test-passed').textContent()).toBe('Passed');
    await page.getByText('Correct, chosen').first().waitFor();
    expect(passes).toHaveLength(1);
    await screenshot(page, 'student-test-finished');

    // The same result, in Russian, after a reload.
    // (The harness's chooseLanguage waits for every role=menu to hide; the area's side menu is one.)
    await page.getByTestId('language-switch').first().click();
    await page.getByRole('menuitem', { name: 'Русский' }).click();
    await page.getByTestId('finished-message').filter({ hasText: 'Тест пройден! Ожидайте результатов!' }).waitFor();
    expect(await page.getByTestId('test-score').textContent()).toBe('3 из 5');
    await page.reload();
    await page.getByTestId('test-score').filter({ hasText: '3 из 5' }).waitFor();
    await screenshot(page, 'student-test-finished-ru');
    const local = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('lms.testAttempt.')));
    expect(local).toEqual([]);
  });
});
