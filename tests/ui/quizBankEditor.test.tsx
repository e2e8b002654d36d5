import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Language } from '../../src/api/constants';
import { enApp } from '../../src/i18n/en';
import { ruApp } from '../../src/i18n/ru';
import { QuizEditorDialog } from '../../src/learning/instructor/quizzes/QuizEditorDialog';
import { QuizPreview } from '../../src/learning/instructor/quizzes/QuizPreview';
import { buildBankQuiz } from '../../src/mocks/builders/bankQuizBuilders';
import { fill, plural, renderAsInstructor, watchCalls } from './learningQuizzesSetup';
import { server } from './server';

/*
 * The test editor's questions from the course bank (issue 17), against the mock API and the
 * demo bank (src/mocks/questionBank/bankSeed.ts): fixed questions picked in 'Add from the bank',
 * a random slot whose count the category's offer limits, and the presentation and review
 * options in the body that Save sends.
 */

afterEach(() => {
  server.events.removeAllListeners();
});

const bankOf = (language: Language) => (language === 'ru' ? ruApp : enApp).quizBank;
const exact = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);
const editor = <QuizEditorDialog open lessonId={11} courseId={1} testId={null} onClose={() => undefined} />;
type User = Awaited<ReturnType<typeof renderAsInstructor>>['user'];

/** A name, and the own question the new test starts with taken away: only the bank's remain. */
async function startBankTest(user: User, t: ReturnType<typeof import('./learningQuizzesSetup').textsOf>) {
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByLabelText(exact(t.editor.name)));
  await user.paste('From the bank');
  await user.click(within(dialog).getByRole('button', { name: fill(t.editor.removeQuestionNamed, { number: 1 }) }));
  return dialog;
}

describe('test editor: questions from the bank', { timeout: 60_000 }, () => {
  it.each(['en', 'ru'] as const)('adds questions picked in the bank as fixed slots with their points (%s)', async (language) => {
    const sent = watchCalls('POST', '/api/lessons/tests/11');
    const { user, t } = await renderAsInstructor(editor, { language });
    const b = bankOf(language);
    const dialog = await startBankTest(user, t);

    await user.click(within(dialog).getByRole('button', { name: b.addFromBank }));
    const picker = await screen.findByRole('dialog', { name: b.picker.title });
    await user.click(await within(picker).findByRole('checkbox', { name: 'Closures essay' }));
    await user.click(within(picker).getByRole('checkbox', { name: 'Keyword for constants' }));
    await user.click(within(picker).getByRole('button', { name: plural(b.picker.add, 2, language) }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: b.picker.title })).toBeNull());

    const essay = screen.getByTestId('slot-card-0');
    expect(essay).toHaveTextContent('Closures essay');
    expect(essay).toHaveTextContent((language === 'ru' ? ruApp : enApp).questionBank.kinds.ESSAY);
    expect(within(essay).getByLabelText(exact(b.slot.points))).toHaveValue('5');
    expect(within(screen.getByTestId('slot-card-1')).getByLabelText(exact(b.slot.points))).toHaveValue('1');
    // Two questions, 6 points in all.
    expect(dialog).toHaveTextContent(plural(t.editor.summary, 2, language, { points: 6 }));

    // Points are checked as typed: 0 is only for a description.
    const points = within(essay).getByLabelText(exact(b.slot.points));
    await user.clear(points);
    await user.paste('0');
    await user.click(within(dialog).getByRole('button', { name: language === 'ru' ? 'Сохранить' : 'Save' }));
    expect(await screen.findByText(fill(t.pointsNotPositive, { question: 1 }))).toBeVisible();
    expect(sent).toEqual([]);
    await user.clear(points);
    await user.paste('7');
    await user.click(within(dialog).getByRole('button', { name: language === 'ru' ? 'Сохранить' : 'Save' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].questions).toEqual([
      { questionType: 'FROM_BANK', bankQuestionId: 9008, points: 7 },
      { questionType: 'FROM_BANK', bankQuestionId: 9001, points: 1 },
    ]);
  });

  it('adds a random slot no larger than its category offers, and sends it', async () => {
    const sent = watchCalls('POST', '/api/lessons/tests/11');
    const { user, t } = await renderAsInstructor(editor);
    const b = bankOf('en');
    const dialog = await startBankTest(user, t);

    await user.click(within(dialog).getByRole('button', { name: b.addRandom }));
    const form = await screen.findByRole('dialog', { name: b.random.title });
    // Default with its subcategories: 10 questions, a description not drawn.
    expect(await within(form).findByText(plural(b.random.offers, 9, 'en'))).toBeVisible();
    await user.click(within(form).getByRole('checkbox', { name: b.random.includeSub }));
    expect(await within(form).findByText(plural(b.random.offers, 3, 'en'))).toBeVisible();

    const count = within(form).getByLabelText(exact(b.random.count));
    await user.clear(count);
    await user.paste('4');
    await user.click(within(form).getByRole('button', { name: b.random.add }));
    expect(await within(form).findByText(fill(b.random.countInvalid, { max: 3 }))).toBeVisible();
    expect(count).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('slot-card-0')).toBeNull();

    await user.clear(count);
    await user.paste('2');
    const each = within(form).getByLabelText(exact(b.random.pointsEach));
    await user.clear(each);
    await user.paste('3');
    await user.click(within(form).getByRole('button', { name: b.random.add }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: b.random.title })).toBeNull());

    const slot = screen.getByTestId('slot-card-0');
    expect(slot).toHaveTextContent(plural(b.slot.randomName, 2, 'en', { category: 'Default' }));
    expect(screen.getByTestId('slot-worth-0')).toHaveTextContent(fill(b.slot.worth, { count: 2, points: 3, total: 6 }));
    // The draws count: two questions, 6 points in all.
    expect(dialog).toHaveTextContent(plural(t.editor.summary, 2, 'en', { points: 6 }));

    // More than the category offers is refused on the card too, by the shared rules.
    const draws = within(slot).getByLabelText(exact(b.slot.drawCount));
    await user.clear(draws);
    await user.paste('5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(fill(b.rules.poolTooSmall, { question: 1, count: 5, available: 3 }))).toBeVisible();
    expect(sent).toEqual([]);

    await user.clear(draws);
    await user.paste('3');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].questions).toEqual([{ questionType: 'RANDOM', categoryId: 900, includeSubcategories: false, drawCount: 3, points: 3 }]);
  });

  it('sends the shuffling and the review options chosen, the defaults otherwise', async () => {
    const sent = watchCalls('POST', '/api/lessons/tests/11');
    const { user, t } = await renderAsInstructor(editor);
    const b = bankOf('en');
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByLabelText(exact(t.editor.name)));
    await user.paste('Loops');
    await user.click(within(dialog).getByLabelText(exact(t.editor.questionText)));
    await user.paste('Which loop runs at least once?');
    await user.click(screen.getByRole('textbox', { name: fill(t.editor.optionNamed, { number: 1 }) }));
    await user.paste('do…while');
    await user.click(screen.getByRole('textbox', { name: fill(t.editor.optionNamed, { number: 2 }) }));
    await user.paste('while');
    await user.click(screen.getByRole('radio', { name: fill(t.editor.correctNamed, { number: 1 }) }));

    // The defaults: the score at once, everything after the close.
    const named = (part: string, when: string) => fill(b.presentation.partNamed, { part, when });
    expect(screen.getByRole('checkbox', { name: named(b.presentation.answers, b.presentation.afterAttempt) })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: named(b.presentation.feedback, b.presentation.afterClose) })).toBeChecked();
    await user.click(screen.getByRole('switch', { name: b.presentation.shuffleQuestions }));
    await user.click(screen.getByRole('checkbox', { name: named(b.presentation.answers, b.presentation.afterAttempt) }));
    await user.click(screen.getByRole('checkbox', { name: named(b.presentation.feedback, b.presentation.afterClose) }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      shuffleQuestions: true,
      shuffleOptions: false,
      reviewOptions: {
        afterAttempt: { answers: true, rightAnswers: false, feedback: false },
        afterClose: { answers: true, rightAnswers: true, feedback: false },
      },
    });
  });
});

describe('test preview with bank slots', { timeout: 60_000 }, () => {
  it.each(['en', 'ru'] as const)('shows each slot read-only where it sits, with what it draws and its points (%s)', async (language) => {
    const b = bankOf(language);
    await renderAsInstructor(<QuizPreview test={buildBankQuiz()} />, { language });
    const slots = screen.getByRole('region', { name: b.preview.slots });
    expect(slots).toHaveTextContent('Closures essay');
    expect(slots).toHaveTextContent('Explain closures in your own words.');
    expect(slots).toHaveTextContent(plural(b.slot.randomName, 2, language, { category: 'Default › Основы' }));
    expect(slots).toHaveTextContent(fill(b.slot.numberRange, { from: 3, to: 4 }));
    expect(slots).toHaveTextContent(fill(b.slot.worth, { count: 2, points: 2, total: 4 }));
    // Nothing to answer in a slot: the own question alone takes input.
    expect(within(slots).queryAllByRole('radio')).toHaveLength(0);
    expect(screen.getAllByRole('radio')).toHaveLength(2);
  });
});
