import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'ra-core';
import type { QuizPassInput, QuizSaveInput } from '../../src/api/quizAttempts';
import type { LmsDataProvider } from '../../src/dataProvider/dataProvider';
import {
  localAttemptKey,
  mergeAttempt,
  OTHER_DEVICE_MARGIN_MS,
  readLocalAttempt,
  writeLocalAttempt,
} from '../../src/learning/student/quizzes/attemptStore';
import { formatRemaining } from '../../src/learning/shared/quizzes/quizFormat';
import { RETRY_BASE_MS } from '../../src/learning/student/quizzes/attemptFailures';
import { AttemptSync, SAVE_DEBOUNCE_MS } from '../../src/learning/student/quizzes/attemptSync';
import { announcementStep } from '../../src/learning/student/quizzes/Countdown';
import { ServerClock } from '../../src/learning/student/quizzes/serverClock';
import { buildQuizPassResponse, buildQuizSaveResponse } from '../../src/mocks/builders/studentQuizBuilders';

/*
 * The engine that keeps a running attempt's answers (issue 5: "the attempt must never lose an
 * answer"), without React: fake timers stand for the debounce, the retries and the clock; a
 * fake of the dataProvider's save and submit calls for the server; jsdom's localStorage for the device.
 */

const START = Date.parse('2026-11-20T09:00:00.000Z');
const STARTED_AT = new Date(START).toISOString();
const DEADLINE = new Date(START + 15 * 60_000).toISOString();
const TEST_ID = 502;

const networkDown = () => new HttpError('Network error', 0, undefined);
const conflict = (message: string) => new HttpError(message, 409, { message });

function fakeApi() {
  return {
    saveQuizAnswers: vi.fn(async (_testId: unknown, input: QuizSaveInput) =>
      buildQuizSaveResponse({
        savedAt: new Date().toISOString(),
        serverNow: new Date().toISOString(),
        deadline: DEADLINE,
        message: JSON.stringify(input),
      }),
    ),
    passQuiz: vi.fn(async (input: QuizPassInput) =>
      buildQuizPassResponse({ testId: input.testId, dateOfPassTheTest: new Date().toISOString() }),
    ),
  } satisfies Partial<LmsDataProvider>;
}

function engine(
  options: { api?: ReturnType<typeof fakeApi>; answers?: Record<string, number[]>; savedAt?: string | null; online?: () => boolean } = {},
) {
  const api = options.api ?? fakeApi();
  const sync = new AttemptSync({
    testId: TEST_ID,
    attempt: { startedAt: STARTED_AT, deadline: DEADLINE, answers: options.answers ?? {}, others: {}, savedAt: options.savedAt ?? null },
    calls: api,
    clock: new ServerClock(),
    isOnline: options.online,
  });
  sync.start();
  return { sync, api };
}

const copy = () => readLocalAttempt(window.localStorage, TEST_ID, STARTED_AT);

beforeEach(() => {
  vi.useFakeTimers({ now: START + 60_000 });
});

afterEach(() => {
  vi.useRealTimers();
  window.localStorage.clear();
});

describe('saving as the answers change', () => {
  it('sends the whole set once the changes pause for 800 ms, not before', async () => {
    const { sync, api } = engine();
    sync.change({ answers: { '651': [661] }, others: {} });
    await vi.advanceTimersByTimeAsync(400);
    sync.change({ answers: { '651': [662] }, others: {} });
    sync.change({ answers: { '651': [662], '652': [671, 673] }, others: { '652': 'a closure' } });
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS - 1);
    expect(api.saveQuizAnswers).not.toHaveBeenCalled();
    expect(sync.getSnapshot().saveState).toBe('saving');

    await vi.advanceTimersByTimeAsync(1);
    expect(api.saveQuizAnswers).toHaveBeenCalledTimes(1);
    expect(api.saveQuizAnswers).toHaveBeenCalledWith(TEST_ID, {
      answers: { '651': [662], '652': [671, 673] },
      others: { '652': 'a closure' },
    });
    expect(sync.getSnapshot()).toMatchObject({ saveState: 'saved', unsaved: false });
    sync.stop();
  });

  it('keeps every change on the device at once, marked pending until the server confirms it', async () => {
    const { sync } = engine();
    sync.change({ answers: { '651': [661] }, others: {} });
    expect(copy()).toMatchObject({ answers: { '651': [661] } });
    expect(Object.keys(copy()!.pending)).toEqual(['651']);

    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
    expect(copy()).toMatchObject({ answers: { '651': [661] }, pending: {} });
    sync.stop();
  });

  it('a change made while a save is on its way is sent right after it', async () => {
    const api = fakeApi();
    let release: () => void = () => undefined;
    api.saveQuizAnswers.mockImplementationOnce(
      (_testId, input) => new Promise((resolve) => (release = () => resolve(buildQuizSaveResponse({ message: JSON.stringify(input) })))),
    );
    const { sync } = engine({ api });
    sync.change({ answers: { '651': [661] }, others: {} });
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
    sync.change({ answers: { '651': [662] }, others: {} });
    sync.flush();
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(api.saveQuizAnswers).toHaveBeenCalledTimes(2);
    expect(api.saveQuizAnswers.mock.calls[1][1]).toEqual({ answers: { '651': [662] }, others: {} });
    expect(copy()!.pending).toEqual({});
    sync.stop();
  });
});

describe('when the connection drops', () => {
  it('says offline, keeps the answers on the device and retries with growing pauses until it gets through', async () => {
    const api = fakeApi();
    api.saveQuizAnswers.mockRejectedValueOnce(networkDown()).mockRejectedValueOnce(networkDown()).mockRejectedValueOnce(networkDown());
    const { sync } = engine({ api });
    sync.change({ answers: { '651': [662] }, others: {} });
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
    expect(sync.getSnapshot()).toMatchObject({ saveState: 'offline', unsaved: true });
    expect(copy()).toMatchObject({ answers: { '651': [662] }, pending: { '651': expect.any(Number) } });

    // 1 s, then 2 s, then 4 s (each up to 10 % more).
    await vi.advanceTimersByTimeAsync(RETRY_BASE_MS * 1.1);
    expect(api.saveQuizAnswers).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(RETRY_BASE_MS * 1.5);
    expect(api.saveQuizAnswers).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(RETRY_BASE_MS * 0.7);
    expect(api.saveQuizAnswers).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(RETRY_BASE_MS * 4.4);
    expect(api.saveQuizAnswers).toHaveBeenCalledTimes(4);
    expect(sync.getSnapshot()).toMatchObject({ saveState: 'saved', unsaved: false });
    expect(
      api.saveQuizAnswers.mock.calls.every(
        ([, input]) => JSON.stringify(input) === JSON.stringify({ answers: { '651': [662] }, others: {} }),
      ),
    ).toBe(true);
    sync.stop();
  });

  it('answers changed while offline are all sent, and at once when the browser is online again', async () => {
    let online = true;
    const api = fakeApi();
    api.saveQuizAnswers.mockRejectedValue(networkDown());
    const { sync } = engine({ api, online: () => online });
    online = false;
    window.dispatchEvent(new Event('offline'));
    expect(sync.getSnapshot().saveState).toBe('offline');
    sync.change({ answers: { '651': [662] }, others: {} });
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
    sync.change({ answers: { '651': [662], '652': [672] }, others: {} });
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
    expect(sync.getSnapshot().saveState).toBe('offline');
    const calls = api.saveQuizAnswers.mock.calls.length;

    api.saveQuizAnswers.mockImplementation(async (_id, input) => buildQuizSaveResponse({ message: JSON.stringify(input) }));
    online = true;
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(api.saveQuizAnswers.mock.calls.length).toBe(calls + 1);
    expect(api.saveQuizAnswers.mock.calls.at(-1)![1]).toEqual({ answers: { '651': [662], '652': [672] }, others: {} });
    expect(sync.getSnapshot()).toMatchObject({ saveState: 'saved', unsaved: false });
    sync.stop();
  });

  it('a server failure (5xx) is retried too; a refusal (400) is shown and not retried by itself', async () => {
    const api = fakeApi();
    api.saveQuizAnswers
      .mockRejectedValueOnce(new HttpError('Bad gateway', 502, undefined))
      .mockRejectedValueOnce(new HttpError('Question 9 is not in this test.', 400, {}));
    const { sync } = engine({ api });
    sync.change({ answers: { '651': [662] }, others: {} });
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
    expect(sync.getSnapshot().saveState).toBe('retrying');
    await vi.advanceTimersByTimeAsync(RETRY_BASE_MS * 1.1);
    expect(sync.getSnapshot()).toMatchObject({ saveState: 'error', errorMessage: 'Question 9 is not in this test.' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(api.saveQuizAnswers).toHaveBeenCalledTimes(2);
    expect(copy()!.answers).toEqual({ '651': [662] });
    sync.stop();
  });

  it('a 409 on a save means the server closed the attempt', async () => {
    const api = fakeApi();
    api.saveQuizAnswers.mockRejectedValueOnce(conflict('Time is up.'));
    const { sync } = engine({ api });
    sync.change({ answers: { '651': [662] }, others: {} });
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
    expect(sync.getSnapshot()).toMatchObject({ submitState: 'closed', closedMessage: 'Time is up.' });
    sync.stop();
  });
});

describe('resuming', () => {
  it("a copy with answers the server never confirmed wins over the server's, and is sent at once", async () => {
    writeLocalAttempt(window.localStorage, {
      v: 1,
      testId: TEST_ID,
      startedAt: STARTED_AT,
      deadline: DEADLINE,
      answers: { '651': [662], '652': [671] },
      others: {},
      pending: { '652': START + 50_000 },
      changedAt: START + 50_000,
      savedAt: new Date(START + 30_000).toISOString(),
    });
    const { sync, api } = engine({ answers: { '651': [662] }, savedAt: new Date(START + 40_000).toISOString() });
    expect(sync.getSnapshot()).toMatchObject({ value: { answers: { '651': [662], '652': [671] } }, unsaved: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(api.saveQuizAnswers).toHaveBeenCalledWith(TEST_ID, { answers: { '651': [662], '652': [671] }, others: {} });
    expect(sync.getSnapshot()).toMatchObject({ saveState: 'saved', unsaved: false });
    sync.stop();
  });

  it('the merge: pending answers win unless the server saved them well later (another device); confirmed ones are the server’s', () => {
    const local = {
      v: 1 as const,
      testId: TEST_ID,
      startedAt: STARTED_AT,
      deadline: DEADLINE,
      answers: { '1': [11], '2': [21], '3': [31] },
      others: { '4': 'mine' },
      pending: { '1': START + 10_000, '4': START + 10_000 },
      changedAt: START + 10_000,
      savedAt: null,
    };
    const server = { answers: { '1': [12], '2': [22] }, others: {}, savedAt: new Date(START + 5_000).toISOString() };
    expect(mergeAttempt(server, local)).toEqual({
      value: { answers: { '1': [11], '2': [22] }, others: { '4': 'mine' }, responses: {}, files: [] },
      pending: { '1': START + 10_000, '4': START + 10_000 },
      differs: true,
    });
    const later = { ...server, savedAt: new Date(START + 10_000 + OTHER_DEVICE_MARGIN_MS + 1).toISOString() };
    expect(mergeAttempt(later, local)).toEqual({
      value: { answers: { '1': [12], '2': [22] }, others: {}, responses: {}, files: [] },
      pending: {},
      differs: false,
    });
    // A pending answer the server already has (its answer was lost on the way back) is not sent again.
    const same = { answers: { '1': [11], '2': [21], '3': [31] }, others: { '4': 'mine' }, savedAt: null };
    expect(mergeAttempt(same, local).differs).toBe(false);
    expect(mergeAttempt(server, null)).toEqual({
      value: { answers: { '1': [12], '2': [22] }, others: {}, responses: {}, files: [] },
      pending: {},
      differs: false,
    });
  });

  it("when the device's last confirmed save is the server's latest, its copy is taken whole (the server's answer left before that save arrived)", () => {
    const local = {
      v: 1 as const,
      testId: TEST_ID,
      startedAt: STARTED_AT,
      deadline: DEADLINE,
      answers: { '1': [11], '2': [21] },
      others: {},
      pending: {},
      changedAt: START + 10_000,
      savedAt: new Date(START + 11_000).toISOString(),
    };
    const stale = { answers: { '1': [11] }, others: {}, savedAt: new Date(START + 2_000).toISOString() };
    expect(mergeAttempt(stale, local)).toEqual({
      value: { answers: { '1': [11], '2': [21] }, others: {}, responses: {}, files: [] },
      pending: { '2': START + 10_000 },
      differs: true,
    });
    expect(mergeAttempt({ ...stale, savedAt: null }, local).value).toEqual({
      answers: { '1': [11], '2': [21] },
      others: {},
      responses: {},
      files: [],
    });
    const same = { answers: { '1': [11], '2': [21] }, others: {}, savedAt: local.savedAt };
    expect(mergeAttempt(same, local)).toEqual({
      value: { answers: { '1': [11], '2': [21] }, others: {}, responses: {}, files: [] },
      pending: {},
      differs: false,
    });
  });

  it('a copy of another attempt (an earlier start) is never used', () => {
    writeLocalAttempt(window.localStorage, {
      v: 1,
      testId: TEST_ID,
      startedAt: '2026-11-01T09:00:00.000Z',
      deadline: DEADLINE,
      answers: { '1': [1] },
      others: {},
      pending: { '1': START },
      changedAt: START,
      savedAt: null,
    });
    expect(readLocalAttempt(window.localStorage, TEST_ID, STARTED_AT)).toBeNull();
    expect(localAttemptKey(TEST_ID, STARTED_AT)).toBe(`lms.testAttempt.${TEST_ID}.${START}`);
  });

  it('an unreadable copy is ignored', () => {
    window.localStorage.setItem(localAttemptKey(TEST_ID, STARTED_AT), '{not json');
    expect(readLocalAttempt(window.localStorage, TEST_ID, STARTED_AT)).toBeNull();
  });
});

describe('submitting', () => {
  it('sends the answers once, whatever is clicked meanwhile, then forgets the copy', async () => {
    const { sync, api } = engine();
    sync.change({ answers: { '651': [662] }, others: {} });
    const first = sync.submit('00:05');
    const second = sync.submit('00:05');
    sync.change({ answers: { '651': [661] }, others: {} });
    await first;
    await second;
    expect(api.passQuiz).toHaveBeenCalledTimes(1);
    expect(api.passQuiz).toHaveBeenCalledWith({ testId: TEST_ID, testTime: '00:05', answers: { '651': [662] }, others: {} });
    await sync.submit('00:06');
    expect(api.passQuiz).toHaveBeenCalledTimes(1);
    // The debounced save of the answer never goes once submitting has begun.
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS * 2);
    expect(api.saveQuizAnswers).not.toHaveBeenCalled();
    expect(sync.getSnapshot()).toMatchObject({ submitState: 'submitted', result: { testId: TEST_ID } });
    expect(copy()).toBeNull();
    sync.stop();
  });

  it('without a network the same submission is sent again until it gets through', async () => {
    const api = fakeApi();
    api.passQuiz.mockRejectedValueOnce(networkDown()).mockRejectedValueOnce(networkDown());
    const { sync } = engine({ api });
    sync.change({ answers: { '651': [662] }, others: {} });
    const done = sync.submit('00:05');
    await vi.advanceTimersByTimeAsync(0);
    expect(sync.getSnapshot()).toMatchObject({ submitState: 'submitting', saveState: 'offline' });
    expect(copy()!.answers).toEqual({ '651': [662] });
    await vi.advanceTimersByTimeAsync(RETRY_BASE_MS * 3.5);
    await done;
    expect(api.passQuiz).toHaveBeenCalledTimes(3);
    expect(new Set(api.passQuiz.mock.calls.map(([input]) => JSON.stringify(input))).size).toBe(1);
    expect(sync.getSnapshot().submitState).toBe('submitted');
    sync.stop();
  });

  it('a 409 (time ran out first) closes it; a refusal lets the student try again', async () => {
    const api = fakeApi();
    api.passQuiz
      .mockRejectedValueOnce(new HttpError('Answers to this test are blocked.', 403, {}))
      .mockRejectedValueOnce(conflict('Time is up.'));
    const { sync } = engine({ api });
    await sync.submit('00:05');
    expect(sync.getSnapshot()).toMatchObject({ submitState: 'failed', submitError: 'Answers to this test are blocked.' });
    await sync.submit('00:05');
    expect(api.passQuiz).toHaveBeenCalledTimes(2);
    expect(sync.getSnapshot()).toMatchObject({ submitState: 'closed', closedMessage: 'Time is up.' });
    sync.stop();
  });
});

describe("the server's clock", () => {
  it('counts from the server time of an answer, taken at the middle of the round trip', () => {
    let browser = 1_000_000;
    const clock = new ServerClock(() => browser);
    // The browser is 2 minutes behind; the answer took 400 ms.
    clock.observe(new Date(browser + 120_000 + 200).toISOString(), browser, browser + 400);
    browser += 400;
    expect(clock.now() - browser).toBe(120_000);
    // A much slower answer soon after does not replace the better sample…
    clock.observe(new Date(browser + 125_000).toISOString(), browser, browser + 5_000);
    expect(clock.offsetMs).toBe(120_000);
    // …but once the sample is old it does (the browser's clock may have been set since).
    browser += 120_000;
    clock.observe(new Date(browser + 60_000 + 1_000).toISOString(), browser, browser + 2_000);
    expect(clock.offsetMs).toBe(60_000);
  });

  it('shows the time left as MM:SS (H:MM:SS from an hour) and tells screen readers at sensible points', () => {
    expect(formatRemaining(5400)).toBe('1:30:00');
    expect(formatRemaining(59.2)).toBe('01:00');
    expect(formatRemaining(-3)).toBe('00:00');
    const steps = new Set<string>();
    for (let s = 1800; s >= 0; s--) steps.add(announcementStep(s));
    expect([...steps]).toEqual([
      'm30',
      'm25',
      'm20',
      'm15',
      'm10',
      'm9',
      'm8',
      'm7',
      'm6',
      'm5',
      'm4',
      'm3',
      'm2',
      's60',
      's30',
      's10',
      'over',
    ]);
  });
});
