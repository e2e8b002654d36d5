import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Language } from '../../src/api/constants';
import type { AccommodationDto, QuizWindow } from '../../src/api/quizWindow';
import { QuizEditorDialog } from '../../src/learning/instructor/quizzes/QuizEditorDialog';
import { QuizzesPanel } from '../../src/learning/instructor/quizzes/QuizzesPanel';
import { buildLessonDetail } from '../../src/mocks/builders/learningBuilders';
import { demoStudent } from '../../src/mocks/store/demoCallers';
import { mockStore } from '../../src/mocks/store/mockStore';
import { fill, renderAsInstructor, watchCalls } from './learningQuizzesSetup';
import { server } from './server';
import { OPEN_TEST, renderStudent, watch } from './studentQuizzesSetup';

/*
 * A test's window and students' accommodations, against the mock API: the editor sends the
 * window typed on the school's clock (Moscow, UTC+3) and refuses a close not after the open;
 * the row says the window; the results set and remove a student's extra time, with its chip;
 * the student's intro says where they stand in the window and their own time, and Start is off
 * outside it. The clock stands on 1 December 2026, 12:00 UTC; only Date is faked.
 */

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2026-12-01T12:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  server.events.removeAllListeners();
});

/** 10 Dec 2026, 09:00 and 12 Dec 2026, 18:00 in Moscow. */
const OPENS = '2026-12-10T06:00:00.000Z';
const CLOSES = '2026-12-12T15:00:00.000Z';
const RANGE = {
  en: { from: '10 Dec 2026, 09:00', until: '12 Dec 2026, 18:00' },
  ru: { from: '10.12.2026, 09:00', until: '12.12.2026, 18:00' },
};
const typed = (language: Language, wall: string) =>
  language === 'ru' ? wall.replace(/^(\d{4})-(\d{2})-(\d{2})T/, '$3.$2.$1 ') : wall.replace(/^(\d{4})-(\d{2})-(\d{2})T/, '$3/$2/$1 ');
/** Types a moment into a picker; a filled one takes a change of one part (the day), as a user's edit would be. */
const typeMoment = (input: HTMLElement, text: string) => fireEvent.change(input, { target: { value: text } });
const saveName = (language: Language) => (language === 'ru' ? 'Сохранить' : 'Save');

const setWindow = (testId: number, window: QuizWindow) => {
  const entry = mockStore.quizzes.find((e) => e.test.testId === testId)!;
  entry.test = { ...entry.test, ...window };
  return entry;
};

describe('the window in the quiz editor', { timeout: 60_000 }, () => {
  it.each(['en', 'ru'] as const)('refuses an until not after the from, then sends both as ISO moments (%s)', async (language) => {
    const sent = watchCalls('PUT', '/api/lessons/tests/502');
    const { user, t } = await renderAsInstructor(<QuizEditorDialog open lessonId={12} testId={502} onClose={() => undefined} />, {
      language,
    });
    const dialog = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: new RegExp(`^${t.editor.name}`) })).toHaveValue('Functions and scope'),
    );
    // Typed moments are read on the school's clock, once the school is known.
    await waitFor(() => expect(within(dialog).getAllByText(/Europe\/Moscow/)).toHaveLength(2));
    const from = within(dialog).getByLabelText(t.window.opensAt);
    const until = within(dialog).getByLabelText(t.window.closesAt);
    typeMoment(from, typed(language, '2026-12-12T18:00'));
    // The same moment on both sides is refused.
    typeMoment(until, typed(language, '2026-12-12T18:00'));
    await user.click(within(dialog).getByRole('button', { name: saveName(language) }));
    expect(await within(dialog).findByText(t.window.untilAfterFrom)).toBeVisible();
    expect(until).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(until).toHaveFocus());
    expect(sent).toEqual([]);

    typeMoment(until, typed(language, '2026-12-14T18:00'));
    await waitFor(() => expect(within(dialog).queryByText(t.window.untilAfterFrom)).toBeNull());
    await user.click(within(dialog).getByRole('button', { name: saveName(language) }));
    await waitFor(() => expect(sent).toHaveLength(1));
    // 18:00 in Moscow is 15:00 UTC.
    expect(sent[0]).toMatchObject({ name: 'Functions and scope', opensAt: CLOSES, closesAt: '2026-12-14T15:00:00.000Z' });
    await waitFor(() => expect(mockStore.quizzes.find((e) => e.test.testId === 502)?.test.opensAt).toBe(CLOSES));
  });

  it('a cleared window is sent as none', async () => {
    setWindow(502, { opensAt: OPENS, closesAt: CLOSES });
    const sent = watchCalls('PUT', '/api/lessons/tests/502');
    const { user, t } = await renderAsInstructor(<QuizEditorDialog open lessonId={12} testId={502} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog');
    const from = await within(dialog).findByLabelText(t.window.opensAt);
    await waitFor(() => expect(from).toHaveValue('10/12/2026 09:00'));
    fireEvent.change(from, { target: { value: '' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ opensAt: null, closesAt: CLOSES });
  });

  it.each(['en', 'ru'] as const)('the row of a test shows its window (%s)', async (language) => {
    setWindow(501, { opensAt: OPENS, closesAt: CLOSES });
    setWindow(503, { opensAt: null, closesAt: CLOSES });
    const lesson = buildLessonDetail({ id: 11, courseId: 1, lessonName: 'Introduction to JavaScript' });
    const { t } = await renderAsInstructor(<QuizzesPanel courseId={1} lesson={lesson} />, { language });
    const row = await screen.findByTestId('test-501');
    expect(within(row).getByTestId('test-window')).toHaveTextContent(fill(t.window.range, RANGE[language]));
    expect(within(screen.getByTestId('test-503')).getByTestId('test-window')).toHaveTextContent(fill(t.window.until, RANGE[language]));
  });
});

describe('accommodations on the results', { timeout: 60_000 }, () => {
  const lesson = buildLessonDetail({ id: 11, courseId: 1, lessonName: 'Introduction to JavaScript' });
  const results = () => renderAsInstructor(<QuizzesPanel courseId={1} lesson={lesson} />, { route: '/?tab=tests&test=501&view=results' });

  it('saves +50% for a student, shows the chip and the list, then removes it', async () => {
    const puts = watchCalls('PUT', '/api/lessons/tests/501/accommodations/1');
    const deletes = watch('DELETE', /\/api\/lessons\/tests\/501\/accommodations\/1$/);
    const { user, t } = await results();
    const table = await screen.findByTestId('test-results');
    expect(await within(table).findByText(t.accommodations.listEmpty)).toBeVisible();
    await user.click(within(table).getByRole('button', { name: fill(t.accommodations.actionNamed, { name: 'Sofia Smirnova' }) }));
    const dialog = await screen.findByRole('dialog', { name: fill(t.accommodations.title, { name: 'Sofia Smirnova' }) });
    // Nothing to remove yet.
    expect(within(dialog).queryByRole('button', { name: t.accommodations.remove })).toBeNull();
    const percent = within(dialog).getByRole('textbox', { name: t.accommodations.extraTime });
    expect(percent).toHaveValue('0');
    await user.clear(percent);
    await user.paste('401');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(fill(t.accommodations.extraTimeInvalid, { max: 400 }))).toBeVisible();
    expect(puts).toEqual([]);
    await user.click(within(within(dialog).getByRole('group', { name: t.accommodations.quick })).getByRole('button', { name: '+50%' }));
    expect(percent).toHaveValue('50');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts).toEqual([{ extraTimePercent: 50, extraAttempts: 0, opensAt: null, closesAt: null }]));
    expect(await screen.findByText("The student's accommodation has been saved.")).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const row = await screen.findByTestId('result-1');
    expect(await within(row).findByTestId('accommodation-chip')).toHaveTextContent(fill(t.accommodations.chip, { percent: 50 }));
    expect(within(screen.getByTestId('result-4')).queryByTestId('accommodation-chip')).toBeNull();
    const list = screen.getByTestId('test-accommodations');
    expect(
      within(list).getByRole('heading', { name: fill(t.accommodations.listTitle.split(' |||| ')[0], { smart_count: 1 }) }),
    ).toBeVisible();
    expect(within(list).getByText('Sofia Smirnova')).toBeVisible();

    // Opened again from the list: the saved values, and Remove.
    await user.click(within(list).getByRole('button', { name: fill(t.accommodations.editNamed, { name: 'Sofia Smirnova' }) }));
    const again = await screen.findByRole('dialog');
    expect(within(again).getByRole('textbox', { name: t.accommodations.extraTime })).toHaveValue('50');
    await user.click(within(again).getByRole('button', { name: t.accommodations.remove }));
    await waitFor(() => expect(deletes).toHaveLength(1));
    expect(await screen.findByText("The student's accommodation has been removed.")).toBeVisible();
    await waitFor(() => expect(within(screen.getByTestId('result-1')).queryByTestId('accommodation-chip')).toBeNull());
    expect(mockStore.quizzes.find((e) => e.test.testId === 501)?.accommodations).toEqual([]);
  });

  it('a personal window is checked and sent; the chip in Russian', async () => {
    const puts = watchCalls('PUT', '/api/lessons/tests/501/accommodations/4');
    const { user, t } = await renderAsInstructor(<QuizzesPanel courseId={1} lesson={lesson} />, {
      route: '/?tab=tests&test=501&view=results',
      language: 'ru',
    });
    const table = await screen.findByTestId('test-results');
    await user.click(await within(table).findByRole('button', { name: fill(t.accommodations.actionNamed, { name: 'Emily Johnson' }) }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '+100%' }));
    typeMoment(within(dialog).getByLabelText(t.window.opensAt), '12.12.2026 18:00');
    typeMoment(within(dialog).getByLabelText(t.window.closesAt), '10.12.2026 09:00');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText(t.window.untilAfterFrom)).toBeVisible();
    expect(puts).toEqual([]);
    typeMoment(within(dialog).getByLabelText(t.window.closesAt), '14.12.2026 09:00');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(puts).toEqual([{ extraTimePercent: 100, extraAttempts: 0, opensAt: CLOSES, closesAt: '2026-12-14T06:00:00.000Z' }]),
    );
    const row = await screen.findByTestId('result-4');
    expect(await within(row).findByTestId('accommodation-chip')).toHaveTextContent('+100% времени');
  });
});

describe("the student's intro", { timeout: 60_000 }, () => {
  const accommodate = (extraTimePercent: number, window: QuizWindow = { opensAt: null, closesAt: null }) => {
    const student = demoStudent()!;
    const entry = mockStore.quizzes.find((e) => e.test.testId === 502)!;
    const own: AccommodationDto = { studentId: student.studentId, studentFullName: 'Demo', extraTimePercent, extraAttempts: 0, ...window };
    entry.accommodations = [own];
  };

  it.each(['en', 'ru'] as const)('an open window says until when, and the own time with extra time (%s)', async (language) => {
    setWindow(502, { opensAt: '2026-11-30T06:00:00.000Z', closesAt: CLOSES });
    accommodate(50);
    const { t } = await renderStudent(OPEN_TEST, { language });
    const intro = await screen.findByTestId('test-start');
    expect(await within(intro).findByTestId('test-window')).toHaveTextContent(fill(t.quizzes.window.until, RANGE[language]));
    // 01:30 and half as much again.
    expect(within(intro).getByTestId('test-own-time')).toHaveTextContent(
      language === 'ru' ? 'Ваше время: 2:15:00 (+50% дополнительного времени)' : 'Your time: 2:15:00 (+50% extra time)',
    );
    expect(screen.getByTestId('start-test')).toBeEnabled();
  });

  it.each(['en', 'ru'] as const)('before the window: when it opens, and Start is off with the reason (%s)', async (language) => {
    setWindow(502, { opensAt: OPENS, closesAt: CLOSES });
    const starts = watch('POST', /\/api\/lessons\/students\/tests\/502\/start$/);
    const { t } = await renderStudent(OPEN_TEST, { language });
    const intro = await screen.findByTestId('test-start');
    expect(await within(intro).findByTestId('test-window')).toHaveTextContent(fill(t.quizzes.window.from, RANGE[language]));
    expect(within(intro).getByTestId('test-blocked')).toHaveTextContent(fill(t.start.notOpenYet, RANGE[language]));
    expect(within(intro).queryByTestId('test-own-time')).toBeNull();
    expect(screen.getByTestId('start-test')).toBeDisabled();
    expect(starts).toEqual([]);
  });

  it.each(['en', 'ru'] as const)('after the window: closed, and Start is off with the reason (%s)', async (language) => {
    setWindow(502, { opensAt: null, closesAt: '2026-11-30T15:00:00.000Z' });
    const { t } = await renderStudent(OPEN_TEST, { language });
    const intro = await screen.findByTestId('test-start');
    const until = language === 'ru' ? '30.11.2026, 18:00' : '30 Nov 2026, 18:00';
    expect(await within(intro).findByTestId('test-window')).toHaveTextContent(fill(t.quizzes.window.closed, { until }));
    expect(within(intro).getByTestId('test-blocked')).toHaveTextContent(fill(t.start.closed, { until }));
    expect(screen.getByTestId('start-test')).toBeDisabled();
  });

  it('a personal window opens the test for the student before the test opens', async () => {
    setWindow(502, { opensAt: OPENS, closesAt: CLOSES });
    accommodate(0, { opensAt: '2026-11-30T06:00:00.000Z', closesAt: null });
    const { user } = await renderStudent(OPEN_TEST);
    const intro = await screen.findByTestId('test-start');
    // Their own open, the test's close.
    expect(await within(intro).findByTestId('test-window')).toHaveTextContent('Open until 12 Dec 2026, 18:00');
    expect(within(intro).queryByTestId('test-own-time')).toBeNull();
    await user.click(screen.getByTestId('start-test'));
    expect(await screen.findByTestId('attempt')).toBeVisible();
  });

  it("a window that closed while the page was open: the start's 403 shows the server's words, then the page says closed", async () => {
    setWindow(502, { opensAt: null, closesAt: CLOSES });
    const { user } = await renderStudent(OPEN_TEST);
    await screen.findByTestId('test-start');
    expect(screen.getByTestId('start-test')).toBeEnabled();
    // 11:00 in Moscow, an hour before now.
    setWindow(502, { opensAt: null, closesAt: '2026-12-01T08:00:00.000Z' });
    await user.click(screen.getByTestId('start-test'));
    expect(await screen.findByText('This test closed at 1 Dec 2026, 11:00.')).toBeVisible();
    await waitFor(() => expect(screen.getByTestId('start-test')).toBeDisabled());
    expect(screen.getByTestId('test-window')).toHaveTextContent('Closed 1 Dec 2026, 11:00');
  });
});
