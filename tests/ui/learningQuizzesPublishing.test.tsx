import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { t as serverText } from '../../server/i18n';
import { QuizzesPanel } from '../../src/learning/instructor/quizzes/QuizzesPanel';
import { buildLessonDetail } from '../../src/mocks/builders/learningBuilders';
import { mockStore } from '../../src/mocks/store/mockStore';
import { fill, renderAsInstructor, watchCalls } from './learningQuizzesSetup';
import { server } from './server';

/*
 * Publishing a test from the Tests tab: a draft shows its chip and offers Publish now and
 * Schedule publish; a published test without answers can be unpublished; one with answers
 * offers neither. In English and Russian.
 */

afterEach(() => {
  server.events.removeAllListeners();
});

const lesson = buildLessonDetail({ id: 11, courseId: 1, lessonName: 'Introduction to JavaScript' });
const panel = <QuizzesPanel courseId={1} lesson={lesson} />;
const DRAFT_NAME = 'Массивы: разминка';

/** Types a moment into the picker as a user would who clears it first (a filled picker edits one part at a time). */
function typeMoment(input: HTMLElement, text: string) {
  fireEvent.change(input, { target: { value: '' } });
  fireEvent.change(input, { target: { value: text } });
}

/** Test 503 (lesson 11, no answers) as a draft. */
function makeDraft() {
  const entry = mockStore.quizzes.find((e) => e.test.testId === 503)!;
  entry.test = { ...entry.test, publishedAt: null };
}

describe('publishing tests', { timeout: 60_000 }, () => {
  it.each(['en', 'ru'] as const)(
    'a draft shows its chip and is published now after a confirmation, then can be unpublished (%s)',
    async (language) => {
      makeDraft();
      const sent = watchCalls('POST', '/api/lessons/tests/503/publish');
      const unsent = watchCalls('POST', '/api/lessons/tests/503/unpublish');
      const { user, t } = await renderAsInstructor(panel, { language });
      const row = await screen.findByTestId('test-503');
      expect(within(row).getByText(t.publishing.draft)).toBeVisible();
      expect(within(row).queryByRole('button', { name: t.publishing.unpublish })).toBeNull();

      await user.click(within(row).getByRole('button', { name: t.publishing.publishNow }));
      const dialog = await screen.findByRole('dialog');
      expect(dialog).toHaveTextContent(fill(t.publishing.publishTitle, { name: DRAFT_NAME }));
      expect(sent).toEqual([]);
      await user.click(within(dialog).getByRole('button', { name: t.publishing.publishNow }));
      await waitFor(() => expect(sent).toEqual([{}]));
      expect(await screen.findByText(serverText(language, 'quizzes.published'))).toBeVisible();
      await waitFor(() => expect(within(screen.getByTestId('test-503')).queryByText(t.publishing.draft)).toBeNull());

      await user.click(await within(screen.getByTestId('test-503')).findByRole('button', { name: t.publishing.unpublish }));
      const confirm = await screen.findByRole('dialog');
      expect(confirm).toHaveTextContent(fill(t.publishing.unpublishTitle, { name: DRAFT_NAME }));
      await user.click(within(confirm).getByRole('button', { name: t.publishing.unpublish }));
      await waitFor(() => expect(unsent).toEqual([{}]));
      expect(await within(screen.getByTestId('test-503')).findByText(t.publishing.draft)).toBeVisible();
    },
  );

  it.each([
    ['en', '01/01/2020 10:00', '01/03/2099 10:30', /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/, '1 Mar 2099, 10:30'],
    ['ru', '01.01.2020 10:00', '01.03.2099 10:30', /^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/, '01.03.2099, 10:30'],
  ] as const)(
    "schedules a draft for a moment on the school's clock (Europe/Moscow) typed in the app's language, shown on its chip (%s)",
    async (language, past, future, shown, chip) => {
      makeDraft();
      const sent = watchCalls('POST', '/api/lessons/tests/503/publish');
      const { user, t } = await renderAsInstructor(panel, { language });
      const row = await screen.findByTestId('test-503');
      await user.click(within(row).getByRole('button', { name: fill(t.publishing.scheduleNamed, { name: DRAFT_NAME }) }));
      const dialog = await screen.findByRole('dialog', { name: fill(t.publishing.scheduleTitle, { name: DRAFT_NAME }) });
      const input = within(dialog).getByRole('textbox', { name: new RegExp(t.publishing.publishAt) });
      // The app's picker, not the browser's datetime input (mm/dd/yyyy AM/PM whatever the language): it
      // offers the next whole hour but one, written day first on a 24-hour clock.
      expect(input).not.toHaveAttribute('type', 'datetime-local');
      expect((input as HTMLInputElement).value).toMatch(shown);

      // A moment in the past, or half of one, is refused before any call.
      for (const typed of [past, future.slice(0, 8)]) {
        typeMoment(input, typed);
        await user.click(within(dialog).getByRole('button', { name: t.publishing.schedule }));
        expect(await within(dialog).findByText(t.publishing.future)).toBeVisible();
      }
      expect(sent).toEqual([]);

      typeMoment(input, future);
      await waitFor(() => expect(within(dialog).queryByText(t.publishing.future)).toBeNull());
      await user.click(within(dialog).getByRole('button', { name: t.publishing.schedule }));
      await waitFor(() => expect(sent).toEqual([{ publishAt: '2099-03-01T07:30:00.000Z' }]));
      expect(await screen.findByText(serverText(language, 'quizzes.scheduled'))).toBeVisible();
      expect(await within(screen.getByTestId('test-503')).findByText(fill(t.publishing.scheduledChip, { date: chip }))).toBeVisible();
      // Still hidden from students: it can be published now, rescheduled or unpublished (once the dialog has gone).
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      const scheduled = screen.getByTestId('test-503');
      expect(within(scheduled).getByRole('button', { name: t.publishing.publishNow })).toBeVisible();
      expect(within(scheduled).getByRole('button', { name: t.publishing.unpublish })).toBeVisible();
    },
  );

  it('a published test with answers offers no publishing action', async () => {
    const { t } = await renderAsInstructor(panel);
    const row = await screen.findByTestId('test-501');
    expect(within(row).queryByText(t.publishing.draft)).toBeNull();
    for (const name of [t.publishing.publishNow, t.publishing.unpublish]) expect(within(row).queryByRole('button', { name })).toBeNull();
  });
});
