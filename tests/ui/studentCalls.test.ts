import { describe, expect, it, vi } from 'vitest';
import { LIST_MAX_SIZE } from '../../src/api/constants';
import type { HttpClient, RequestOptions } from '../../src/dataProvider/httpClient';
import { createDataProvider, type LmsDataProvider } from '../../src/dataProvider/dataProvider';

const API = 'http://api.test/api';

/** A dataProvider over a mocked httpClient answering `answers` in turn (the last one again after). */
function setup(...answers: unknown[]) {
  let n = 0;
  const httpClient = vi.fn<(url: string, options?: RequestOptions) => Promise<unknown>>(
    async () => answers[Math.min(n++, answers.length - 1)],
  );
  const provider = createDataProvider(API, httpClient as unknown as HttpClient);
  const call = (i = 0) => {
    const [url, options] = httpClient.mock.calls[i];
    return [url, options ?? {}] as const;
  };
  return { httpClient, provider, call };
}

const input = { answers: { '651': [662] }, others: {} };

describe("the student's attempt, rating and notification calls of the dataProvider", () => {
  it.each([
    ['getMyQuiz', (p: LmsDataProvider) => p.getMyQuiz('5 0'), 'lessons/students/tests/5%200', undefined, {}],
    ['startQuizAttempt', (p: LmsDataProvider) => p.startQuizAttempt(502), 'lessons/students/tests/502/start', 'POST', {}],
    [
      'saveQuizAnswers',
      (p: LmsDataProvider) => p.saveQuizAnswers(502, input),
      'lessons/students/tests/502/answers',
      'PUT',
      { json: input },
    ],
    [
      'passQuiz',
      (p: LmsDataProvider) => p.passQuiz({ testId: 502, testTime: '00:05', ...input }),
      'lessons/students/tests/pass',
      'POST',
      { json: { testId: 502, testTime: '00:05', ...input } },
    ],
    ['getMyQuizAnswer', (p: LmsDataProvider) => p.getMyQuizAnswer(502), 'lessons/students/tests/502/answer', undefined, {}],
    ['getMyRating', (p: LmsDataProvider) => p.getMyRating(3), 'student/rating/3', undefined, {}],
    ['getCourseRatingsForStudent', (p: LmsDataProvider) => p.getCourseRatingsForStudent(3), 'student/all/ratings/3', undefined, {}],
    ['getMyResults', (p: LmsDataProvider) => p.getMyResults(3), 'student/results/3', undefined, {}],
    [
      'listNotifications',
      (p: LmsDataProvider) => p.listNotifications({ viewed: false, page: 1, size: 10 }),
      'notifications',
      undefined,
      { searchParams: { viewed: false, page: 1, size: 10 } },
    ],
    ['viewNotification', (p: LmsDataProvider) => p.viewNotification(8), 'notifications/view/8', 'PUT', {}],
  ] as const)('%s calls its path and answers what the server sent', async (_name, run, path, method, extra) => {
    const { provider, call } = setup({ message: 'Done here.' });

    await expect(run(provider)).resolves.toEqual({ message: 'Done here.' });

    const [url, options] = call();
    expect(url).toBe(`${API}/${path}`);
    expect(options.method).toBe(method);
    expect(options).toMatchObject(extra);
  });

  it('listMyCourses reads every page of GET /courses', async () => {
    const full = Array.from({ length: LIST_MAX_SIZE }, (_, i) => ({ id: i + 1 }));
    const { provider, httpClient, call } = setup(
      { objects: full, count: LIST_MAX_SIZE + 1 },
      { objects: [{ id: 999 }], count: LIST_MAX_SIZE + 1 },
    );

    await expect(provider.listMyCourses()).resolves.toHaveLength(LIST_MAX_SIZE + 1);

    expect(httpClient).toHaveBeenCalledTimes(2);
    expect(call(0)[0]).toBe(`${API}/courses`);
    expect(call(1)[1]).toMatchObject({ searchParams: { page: 2, size: LIST_MAX_SIZE } });
  });
});
