import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { enApp } from '../../src/i18n/en';
import { ruApp } from '../../src/i18n/ru';
import { QuizEditorDialog } from '../../src/learning/instructor/quizzes/QuizEditorDialog';
import { fill, renderAsInstructor, watchCalls } from './learningQuizzesSetup';
import { server } from './server';

/*
 * The attempts section of the test editor (issue 17, item 3): how many attempts, the grading
 * method and the wait go into the save body; with one attempt the method and the wait are off;
 * out-of-range numbers are stopped with a message in the user's language.
 */

afterEach(() => {
  server.events.removeAllListeners();
});

type User = ReturnType<typeof import('@testing-library/user-event').default.setup>;

async function put(user: User, element: HTMLElement, text: string) {
  await user.click(element);
  await user.paste(text);
}

const exact = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);

async function fillValidTest(user: User, language: 'en' | 'ru') {
  const t = (language === 'ru' ? ruApp : enApp).quizzes;
  await put(user, screen.getByLabelText(exact(t.editor.name)), 'Loops');
  await put(user, screen.getByLabelText(exact(t.editor.questionText)), 'Which loop runs at least once?');
  await put(user, screen.getByRole('textbox', { name: fill(t.editor.optionNamed, { number: 1 }) }), 'do…while');
  await put(user, screen.getByRole('textbox', { name: fill(t.editor.optionNamed, { number: 2 }) }), 'while');
  await user.click(screen.getByRole('radio', { name: fill(t.editor.correctNamed, { number: 1 }) }));
}

describe.each(['en', 'ru'] as const)('attempts in the test editor (%s)', { timeout: 120_000 }, (language) => {
  const a = (language === 'ru' ? ruApp : enApp).quizAttempts;
  const save = language === 'ru' ? 'Сохранить' : 'Save';

  it('3 attempts, AVERAGE and a 90-minute wait go into the save body', async () => {
    const sent = watchCalls('POST', '/api/lessons/tests/11');
    let closed = false;
    const { user } = await renderAsInstructor(<QuizEditorDialog open lessonId={11} onClose={() => (closed = true)} />, { language });
    await screen.findByRole('dialog');
    await fillValidTest(user, language);
    const section = screen.getByTestId('attempts');
    // One attempt by default: method and wait are off, with the reason.
    expect(within(section).getByTestId('attempts-single-hint')).toHaveTextContent(a.editor.singleHint);
    expect(within(section).getByRole('combobox', { name: a.editor.gradingMethod })).toHaveAttribute('aria-disabled', 'true');
    const allowed = within(section).getByRole('textbox', { name: a.editor.allowed });
    await user.clear(allowed);
    await put(user, allowed, '3');
    await user.click(within(section).getByRole('combobox', { name: a.editor.gradingMethod }));
    await user.click(await screen.findByRole('option', { name: a.methods.AVERAGE }));
    expect(within(section).getByText(a.methodHelp.AVERAGE)).toBeVisible();
    const wait = within(section).getByRole('textbox', { name: a.editor.wait });
    await user.clear(wait);
    await put(user, wait, '90');
    expect(section).toHaveTextContent(language === 'en' ? '1 hour 30 minutes' : '1 час 30 минут');
    await user.click(screen.getByRole('button', { name: save }));
    await waitFor(() => expect(closed).toBe(true));
    expect(sent[0]).toMatchObject({ maxAttempts: 3, gradingMethod: 'AVERAGE', attemptWaitMinutes: 90 });
  });

  it('out of range: 150 attempts is stopped with its message; Unlimited sends null', async () => {
    const sent = watchCalls('POST', '/api/lessons/tests/11');
    const { user } = await renderAsInstructor(<QuizEditorDialog open lessonId={11} onClose={() => undefined} />, { language });
    await screen.findByRole('dialog');
    await fillValidTest(user, language);
    const section = screen.getByTestId('attempts');
    const allowed = within(section).getByRole('textbox', { name: a.editor.allowed });
    await user.clear(allowed);
    await put(user, allowed, '150');
    await user.click(screen.getByRole('button', { name: save }));
    expect(await within(section).findByText(fill(a.editor.maxInvalid, { max: 100 }))).toBeVisible();
    expect(sent).toEqual([]);
    await user.click(within(section).getByRole('switch', { name: a.editor.unlimited }));
    await user.click(screen.getByRole('button', { name: save }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ maxAttempts: null });
  });
});
