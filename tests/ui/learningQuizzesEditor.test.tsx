import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { t as serverText } from '../../server/i18n';
import { QuizEditorDialog } from '../../src/learning/instructor/quizzes/QuizEditorDialog';
import { errorResponse } from '../../src/mocks/handlers';
import { fill, renderAsInstructor, watchCalls } from './learningQuizzesSetup';
import { server } from './server';

/*
 * The question editor of a test (issue 4): the shared authoring rules shown under their fields
 * in the user's language, the time sent as HH:MM:SS, one correct option for one-from-list, the
 * server's 400 on the field it names and its 409 on top.
 */

afterEach(() => {
  server.events.removeAllListeners();
});

// A form this size takes a few seconds per test under jsdom, more when the machine is busy: a
// ceiling for a stuck test, not a measure of speed (that is `npm run bench`'s job).

/** A label exactly, with or without the asterisk of a required field. */
const exact = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);

const editor = (testId?: number) => <QuizEditorDialog open lessonId={11} testId={testId ?? null} onClose={() => undefined} />;

type User = ReturnType<typeof import('@testing-library/user-event').default.setup>;

/** Types a text in one go (a paste): key by key is slow with a form this size under jsdom. */
async function put(user: User, element: HTMLElement, text: string) {
  await user.click(element);
  await user.paste(text);
}

async function fillValidTest(
  user: ReturnType<typeof import('@testing-library/user-event').default.setup>,
  t: ReturnType<typeof import('./learningQuizzesSetup').textsOf>,
) {
  await put(user, screen.getByLabelText(exact(t.editor.name)), 'Loops');
  await put(user, screen.getByLabelText(exact(t.editor.questionText)), 'Which loop runs at least once?');
  await put(user, screen.getByRole('textbox', { name: fill(t.editor.optionNamed, { number: 1 }) }), 'do…while');
  await put(user, screen.getByRole('textbox', { name: fill(t.editor.optionNamed, { number: 2 }) }), 'while');
  await user.click(screen.getByRole('radio', { name: fill(t.editor.correctNamed, { number: 1 }) }));
}

describe('test editor', { timeout: 60_000 }, () => {
  it.each(['en', 'ru'] as const)('shows each problem of the authoring rules next to its field (%s)', async (language) => {
    const sent = watchCalls('POST', '/api/lessons/tests/11');
    const { user, t } = await renderAsInstructor(editor(), { language });
    const dialog = await screen.findByRole('dialog');

    await user.click(within(dialog).getByRole('button', { name: language === 'ru' ? 'Сохранить' : 'Save' }));

    expect(await screen.findByText(t.editor.nameRequired)).toBeVisible();
    expect(screen.getByText(fill(t.questionTextRequired, { question: 1 }))).toBeVisible();
    expect(screen.getByText(fill(t.optionTextRequired, { question: 1, option: 1 }))).toBeVisible();
    expect(screen.getByText(fill(t.optionTextRequired, { question: 1, option: 2 }))).toBeVisible();
    expect(screen.getByText(fill(t.noCorrectOption, { question: 1 }))).toBeVisible();
    // Each message sits under its own field, which is marked invalid.
    expect(screen.getByLabelText(exact(t.editor.name))).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: fill(t.editor.optionNamed, { number: 2 }) })).toHaveAttribute('aria-invalid', 'true');
    // The focus goes to the first problem.
    await waitFor(() => expect(screen.getByLabelText(exact(t.editor.name))).toHaveFocus());

    // A time the server refuses, and points that are not positive.
    const hours = screen.getByRole('textbox', { name: t.editor.hours });
    const minutes = screen.getByRole('textbox', { name: t.editor.minutes });
    await user.clear(hours);
    await user.clear(minutes);
    await put(user, minutes, '0');
    const points = screen.getByLabelText(exact(t.editor.points));
    await user.clear(points);
    expect(await screen.findByText(t.timeInvalid)).toBeVisible();
    expect(screen.getByText(fill(t.pointsNotPositive, { question: 1 }))).toBeVisible();

    // Fixed as the user types: the messages go.
    await put(user, screen.getByLabelText(exact(t.editor.name)), 'Loops');
    expect(screen.queryByText(t.editor.nameRequired)).toBeNull();
    expect(sent).toEqual([]);
  });

  it('sends the time as HH:MM:SS, the pass mark and the questions, then closes', async () => {
    const sent = watchCalls('POST', '/api/lessons/tests/11');
    let closed = false;
    const { user, t } = await renderAsInstructor(<QuizEditorDialog open lessonId={11} onClose={() => (closed = true)} />);
    await screen.findByRole('dialog');
    await fillValidTest(user, t);
    const hours = screen.getByRole('textbox', { name: t.editor.hours });
    const minutes = screen.getByRole('textbox', { name: t.editor.minutes });
    await user.clear(hours);
    await put(user, hours, '1');
    await user.clear(minutes);
    await put(user, minutes, '5');
    await user.tab();
    // Padded to two digits as the focus leaves.
    expect(minutes).toHaveValue('05');
    expect(hours).toHaveValue('01');

    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(closed).toBe(true));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      name: 'Loops',
      timeToTakeTheTest: '01:05:00',
      passPercent: 50,
      questions: [
        {
          question: 'Which loop runs at least once?',
          questionType: 'ONE_FROM_LIST',
          points: 1,
          hasOther: false,
          options: [
            { option: 'do…while', isCorrect: true },
            { option: 'while', isCorrect: false },
          ],
        },
      ],
    });
    expect(await screen.findByText(serverText('en', 'quizzes.created'))).toBeVisible();
  });

  it('lets one-from-list have only one correct option, many-from-list several', async () => {
    const sent = watchCalls('POST', '/api/lessons/tests/11');
    const { user, t } = await renderAsInstructor(editor());
    await screen.findByRole('dialog');
    await fillValidTest(user, t);
    await user.click(screen.getByRole('button', { name: t.editor.addOption }));
    // The new option has the focus: typing goes there.
    await user.paste('for');

    const correct = (n: number) => screen.getByRole('radio', { name: fill(t.editor.correctNamed, { number: n }) });
    await user.click(correct(2));
    expect(correct(1)).not.toBeChecked();
    expect(correct(2)).toBeChecked();
    await user.click(correct(3));
    expect([1, 2, 3].filter((n) => (correct(n) as HTMLInputElement).checked)).toEqual([3]);

    // Many from the list: checkboxes, several may be correct.
    await user.click(screen.getByRole('combobox', { name: t.editor.questionType }));
    await user.click(await screen.findByRole('option', { name: t.types.MANY_FROM_LIST }));
    const box = (n: number) => screen.getByRole('checkbox', { name: fill(t.editor.correctNamed, { number: n }) });
    expect(box(3)).toBeChecked();
    await user.click(box(1));
    expect(box(1)).toBeChecked();
    expect(box(3)).toBeChecked();

    // Back to one from the list: only the first correct one stays.
    await user.click(screen.getByRole('combobox', { name: t.editor.questionType }));
    await user.click(await screen.findByRole('option', { name: t.types.ONE_FROM_LIST }));
    expect(correct(1)).toBeChecked();
    expect(correct(3)).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const options = (sent[0].questions as Array<{ options: Array<{ option: string; isCorrect: boolean }> }>)[0].options;
    expect(options.map((o) => o.option)).toEqual(['do…while', 'while', 'for']);
    expect(options.filter((o) => o.isCorrect)).toHaveLength(1);
  });

  it('reorders and removes options, and Enter in the last option adds the next', async () => {
    const sent = watchCalls('POST', '/api/lessons/tests/11');
    const { user, t } = await renderAsInstructor(editor());
    await screen.findByRole('dialog');
    await fillValidTest(user, t);
    // Enter in an option goes to the next one, and past the last adds one.
    await user.click(screen.getByRole('textbox', { name: fill(t.editor.optionNamed, { number: 1 }) }));
    await user.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: fill(t.editor.optionNamed, { number: 2 }) })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.paste('until');
    expect(screen.getByRole('textbox', { name: fill(t.editor.optionNamed, { number: 3 }) })).toHaveValue('until');
    await user.click(screen.getByRole('button', { name: fill(t.editor.moveOptionUp, { number: 3 }) }));
    await user.click(screen.getByRole('button', { name: fill(t.editor.removeOption, { number: 3 }) }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const options = (sent[0].questions as Array<{ options: Array<{ option: string; isCorrect: boolean }> }>)[0].options;
    expect(options).toEqual([
      { option: 'do…while', isCorrect: true },
      { option: 'until', isCorrect: false },
    ]);
  });

  it("keeps what is typed in the hours, points and pass mark ('100', '-3'), says what is wrong and sends nothing", async () => {
    const sent = watchCalls('POST', '/api/lessons/tests/11');
    const { user, t } = await renderAsInstructor(editor());
    await screen.findByRole('dialog');
    await fillValidTest(user, t);
    const hours = screen.getByRole('textbox', { name: t.editor.hours });
    const points = screen.getByRole('textbox', { name: exact(t.editor.points) });
    const pass = screen.getByRole('textbox', { name: exact(t.editor.passPercent) });
    await user.clear(hours);
    await put(user, hours, '100');
    await user.clear(points);
    await put(user, points, '-3');
    await user.clear(pass);
    await put(user, pass, '-3');
    expect(hours).toHaveValue('100');
    expect(points).toHaveValue('-3');
    expect(pass).toHaveValue('-3');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(hours).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText(t.timeInvalid)).toBeVisible();
    expect(points).toHaveAccessibleDescription(fill(t.pointsNotPositive, { question: 1 }));
    expect(pass).toHaveAccessibleDescription(t.editor.passPercentInvalid);
    expect(hours).toHaveValue('100');
    expect(sent).toEqual([]);
  });

  it("puts the server's 400 under the field it names", async () => {
    server.use(
      http.post('*/api/lessons/tests/:lessonId', ({ request }) =>
        errorResponse(request, 400, 'quizzes.optionTextRequired', {
          field: 'questions[0].options[1].option',
          params: { question: 1, option: 2 },
        }),
      ),
    );
    const { user, t } = await renderAsInstructor(editor(), { language: 'ru' });
    await screen.findByRole('dialog');
    await fillValidTest(user, t);
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    const message = serverText('ru', 'quizzes.optionTextRequired', { question: 1, option: 2 });
    const option = screen.getByRole('textbox', { name: fill(t.editor.optionNamed, { number: 2 }) });
    await waitFor(() => expect(option).toHaveAttribute('aria-invalid', 'true'));
    expect(option).toHaveAccessibleDescription(message);
  });

  it('shows the 409 of a test students have started, and keeps its scoring parts fixed', async () => {
    server.use(
      http.put('*/api/lessons/tests/:testId', ({ request }) =>
        errorResponse(request, 409, 'quizzes.lockedByAttempts', { field: 'questions' }),
      ),
    );
    const { user, t } = await renderAsInstructor(editor(501));
    const name = await screen.findByLabelText(exact(t.editor.name));
    expect(name).toHaveValue('Variables and types: check yourself');
    expect(screen.getByText(fill(t.editor.lockedTitle.split(' |||| ')[1], { smart_count: 3 }))).toBeVisible();
    expect(screen.getAllByRole('combobox', { name: t.editor.questionType })[0]).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('radio', { name: fill(t.editor.correctNamed, { number: 3 }) })).toBeDisabled();
    expect(screen.getByRole('button', { name: t.editor.addQuestion })).toBeDisabled();

    await put(user, name, ' (v2)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByTestId('editor-conflict');
    expect(alert).toHaveTextContent(serverText('en', 'quizzes.lockedByAttempts'));
  });

  it('edits a test without attempts and sends its ids back', async () => {
    const sent = watchCalls('PUT', '/api/lessons/tests/503');
    const { user, t } = await renderAsInstructor(editor(503), { language: 'ru' });
    const question = await screen.findByLabelText(exact(t.editor.questionText));
    expect(question).toHaveValue('Какой метод добавляет элемент в конец массива?');
    expect(screen.getByRole('textbox', { name: t.editor.minutes })).toHaveValue('05');
    await user.click(screen.getByRole('button', { name: t.editor.addQuestion }));
    await user.paste('Что вернёт [].length?');
    expect(screen.getAllByLabelText(exact(t.editor.questionText))[1]).toHaveValue('Что вернёт [].length?');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText(fill(t.optionTextRequired, { question: 2, option: 1 }))).toBeVisible();
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('button', { name: fill(t.editor.removeQuestionNamed, { number: 2 }) }));
    await put(user, question, ' (push/pop)');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      timeToTakeTheTest: '00:05:00',
      passPercent: 60,
      questions: [
        {
          questionId: 631,
          question: 'Какой метод добавляет элемент в конец массива? (push/pop)',
          options: [
            { optionId: 641, option: 'push', isCorrect: true },
            { optionId: 642, option: 'shift', isCorrect: false },
          ],
        },
      ],
    });
  });
});
