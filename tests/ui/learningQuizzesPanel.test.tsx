import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { t as serverText } from '../../server/i18n';
import { QuizzesPanel } from '../../src/learning/instructor/quizzes/QuizzesPanel';
import { QuizPreview } from '../../src/learning/instructor/quizzes/QuizPreview';
import { QuizQuestions, type QuizQuestionView } from '../../src/learning/shared/quizzes/QuizQuestions';
import { emptyResponse, reviewOfAnswer, toQuestionViews, type QuizResponse } from '../../src/learning/shared/quizzes/quizResponse';
import type { QuizDto } from '../../src/api/quizAuthoring';
import { enApp } from '../../src/i18n/en';
import { buildLessonDetail } from '../../src/mocks/builders/learningBuilders';
import { buildQuiz, buildQuizAnswer, ownQuestions } from '../../src/mocks/builders/quizBuilders';
import { fill, plural, renderAsInstructor, watchCalls } from './learningQuizzesSetup';
import { server } from './server';

/*
 * The Tests tab of a lesson (issue 4): the list with times as HH:MM, activation with a confirm,
 * the time dialog, the preview that hides correctness, the results and one student's answers
 * with the points for an 'Other' text.
 */

afterEach(() => {
  server.events.removeAllListeners();
});

// A form this size takes a few seconds per test under jsdom, more when the machine is busy: a
// ceiling for a stuck test, not a measure of speed (that is `npm run bench`'s job).

const lesson = buildLessonDetail({ id: 11, courseId: 1, lessonName: 'Introduction to JavaScript' });
const panel = <QuizzesPanel courseId={1} lesson={lesson} />;

describe('tests tab', { timeout: 60_000 }, () => {
  it.each(['en', 'ru'] as const)('lists the tests with their time as HH:MM and their state (%s)', async (language) => {
    const { t } = await renderAsInstructor(panel, { language });
    const row = await screen.findByTestId('test-501');
    expect(within(row).getByText('Variables and types: check yourself')).toBeVisible();
    expect(within(row).getByTestId('test-time')).toHaveTextContent(/^00:15$/);
    expect(within(row).getByText(t.list.active)).toBeVisible();
    expect(within(row).getByText(new RegExp(plural(t.list.answers, 3, language)))).toBeVisible();
    const blocked = screen.getByTestId('test-503');
    expect(within(blocked).getByTestId('test-time')).toHaveTextContent(/^00:05$/);
    expect(within(blocked).getByText(t.list.blocked)).toBeVisible();
  });

  it('blocks answers after a confirmation, sending isActive', async () => {
    const sent = watchCalls('PUT', '/api/lessons/tests/501/activation');
    const { user, t } = await renderAsInstructor(panel);
    const row = await screen.findByTestId('test-501');
    await user.click(within(row).getByRole('button', { name: t.list.block }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(fill(t.activation.blockTitle, { name: 'Variables and types: check yourself' }));
    expect(sent).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: t.list.block }));
    await waitFor(() => expect(sent).toEqual([{ isActive: false }]));
    expect(await screen.findByText(serverText('en', 'quizzes.blocked'))).toBeVisible();
    expect(await within(screen.getByTestId('test-501')).findByText(t.list.blocked)).toBeVisible();

    // And open again.
    await user.click(await within(screen.getByTestId('test-501')).findByRole('button', { name: t.list.open }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: t.list.open }));
    await waitFor(() => expect(sent).toEqual([{ isActive: false }, { isActive: true }]));
  });

  it('changes the time, sending the whole test back with HH:MM:SS', async () => {
    const sent = watchCalls('PUT', '/api/lessons/tests/501');
    const { user, t } = await renderAsInstructor(panel, { language: 'ru' });
    const row = await screen.findByTestId('test-501');
    await user.click(
      within(row).getByRole('button', { name: fill(t.list.changeTimeNamed, { name: 'Variables and types: check yourself' }) }),
    );
    const dialog = await screen.findByRole('dialog');
    const minutes = within(dialog).getByRole('textbox', { name: t.editor.minutes });
    expect(minutes).toHaveValue('15');
    await user.clear(minutes);
    await user.paste('20');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ timeToTakeTheTest: '00:20:00', name: 'Variables and types: check yourself' });
    // Sent back as saved: ids and correct marks unchanged, so a test with attempts takes it.
    expect((sent[0].questions as Array<{ questionId: number }>).map((q) => q.questionId)).toEqual([601, 602]);
    expect(await screen.findByText(serverText('ru', 'quizzes.updated'))).toBeVisible();
    expect(await within(screen.getByTestId('test-501')).findByText('00:20')).toBeVisible();
  });

  it('deletes a test after a confirmation naming its results', async () => {
    const { user, t } = await renderAsInstructor(panel);
    const row = await screen.findByTestId('test-501');
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(plural(t.list.deleteWithResults, 3, 'en'));
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(serverText('en', 'quizzes.deleted'))).toBeVisible();
    await waitFor(() => expect(screen.queryByTestId('test-501')).toBeNull());
  });

  it('opens the results: points of the maximum, passed, date in the school zone, not taken last', async () => {
    const { user, t } = await renderAsInstructor(panel, { route: '/?tab=tests' });
    const row = await screen.findByTestId('test-501');
    await user.click(within(row).getByRole('button', { name: fill(t.list.resultsNamed, { name: 'Variables and types: check yourself' }) }));
    const results = await screen.findByTestId('test-results');
    const sofia = within(results).getByTestId('result-1');
    expect(sofia).toHaveTextContent('Sofia Smirnova');
    expect(sofia).toHaveTextContent(fill(t.results.pointsOf, { received: 6, max: 6 }));
    expect(sofia).toHaveTextContent(t.results.passed);
    // 10:12 UTC is 13:12 in Moscow.
    expect(sofia).toHaveTextContent('19 Nov 2026, 13:12');
    const emily = within(results).getByTestId('result-4');
    expect(emily).toHaveTextContent(fill(t.results.pointsOf, { received: 2, max: 6 }));
    expect(emily).toHaveTextContent(t.results.notPassed);
    expect(emily).toHaveTextContent(t.results.awaiting);
    expect(within(results).getByTestId('result-2')).toHaveTextContent(t.status.TIME_UP);
    const notTaken = within(results).getByTestId('result-3');
    expect(notTaken).toHaveTextContent(t.status.NOT_STARTED);
    expect(within(notTaken).getByRole('button', { name: fill(t.results.openNamed, { name: 'Екатерина Попова' }) })).toBeDisabled();
    const order = within(results)
      .getAllByTestId(/^result-/)
      .map((el) => el.dataset.testid);
    expect(order[order.length - 1]).toBe('result-3');
  });

  it("shows one student's answers against the correct ones and scores the 'Other' text", async () => {
    const sent = watchCalls('PUT', '/api/lessons/tests/501/answers/4/other');
    const { user, t } = await renderAsInstructor(panel, { route: '/?tab=tests&test=501&view=results' });
    const results = await screen.findByTestId('test-results');
    await user.click(within(results).getByRole('button', { name: fill(t.results.openNamed, { name: 'Emily Johnson' }) }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(enApp.quizBank.results.awaitingReview)).toBeVisible();
    // Question 1: 'var' chosen, wrong; 'const' correct, not chosen.
    const q1 = within(dialog).getByTestId('question-601');
    expect(within(q1).getByTestId('option-611')).toHaveTextContent(t.review.wrongChosen);
    expect(within(q1).getByTestId('option-613')).toHaveTextContent(t.review.rightMissed);
    const q2 = within(dialog).getByTestId('question-602');
    expect(within(q2).getByTestId('option-621')).toHaveTextContent(t.review.rightChosen);
    expect(within(q2).getByTestId('other-602')).toHaveTextContent('symbol');
    expect(within(q2).getByText(t.review.otherAwaiting)).toBeVisible();

    const grade = within(q2).getByTestId('grade-other-602');
    await user.click(within(grade).getByRole('textbox', { name: t.grade.label }));
    await user.paste('9');
    await user.click(within(grade).getByRole('button', { name: t.grade.give }));
    expect(await within(grade).findByText(fill(t.grade.range, { max: 4 }))).toBeVisible();
    expect(sent).toEqual([]);

    await user.clear(within(grade).getByRole('textbox', { name: t.grade.label }));
    await user.paste('1,5');
    await user.click(within(grade).getByRole('button', { name: t.grade.give }));
    await waitFor(() => expect(sent).toEqual([{ attemptNo: 1, questionId: 602, points: 1.5 }]));
    expect(await within(q2).findByText(fill(t.review.otherPoints, { points: '1.5' }))).toBeVisible();
    expect(within(dialog).queryByText(enApp.quizBank.results.awaitingReview)).toBeNull();
  });

  it("says what a student left out in the instructor's words", async () => {
    const { user, t } = await renderAsInstructor(panel, { route: '/?tab=tests&test=501&view=results' });
    const results = await screen.findByTestId('test-results');
    await user.click(within(results).getByRole('button', { name: fill(t.results.openNamed, { name: 'Алексей Кузнецов' }) }));
    const dialog = await screen.findByRole('dialog');
    // Time ran out before question 2: nothing chosen, no 'Other' text.
    const q2 = await within(dialog).findByTestId('question-602');
    expect(within(q2).getByTestId('other-602')).toHaveTextContent(t.review.noOther);
    expect(q2).toHaveTextContent(t.review.noAnswer);
    expect(q2).not.toHaveTextContent(t.review.noOtherOwn);
    expect(q2).not.toHaveTextContent(t.review.noAnswerOwn);
  });

  it('opens the preview from the address and goes back to the list', async () => {
    const { user, t } = await renderAsInstructor(panel, { route: '/?tab=tests&test=501&view=preview' });
    const preview = await screen.findByTestId('test-preview');
    expect(within(preview).getByText('Which keyword declares a variable that cannot be reassigned?')).toBeVisible();
    await user.click(screen.getByRole('button', { name: t.view.back }));
    expect(await screen.findByTestId('test-501')).toBeVisible();
  });
});

/** A test of own questions only, typed so (its questions have options). */
const ownOnly = (test: QuizDto) => ({ ...test, questions: ownQuestions(test.questions) });

describe('test preview', { timeout: 60_000 }, () => {
  const test = ownOnly(
    buildQuiz({
      testId: 9,
      questions: buildQuiz().questions,
      timeToTakeTheTest: '01:30:00',
      messageForStudents: 'Good luck!',
    }),
  );

  it.each(['en', 'ru'] as const)('shows the test as a student sees it, with no sign of the correct options (%s)', async (language) => {
    const { user, t, container } = await renderAsInstructor(<QuizPreview test={test} />, { language });
    expect(screen.getByText('Good luck!')).toBeVisible();
    expect(screen.getByText(fill(t.intro.time, { time: '01:30' }))).toBeVisible();
    const [one, many] = test.questions;
    const radios = within(screen.getByTestId(`question-${one.questionId}`)).getAllByRole('radio');
    expect(radios).toHaveLength(3);
    radios.forEach((radio) => expect(radio).not.toBeChecked());
    // 'Other' of the many-from-list question: a checkbox and its text.
    const boxes = within(screen.getByTestId(`question-${many.questionId}`)).getAllByRole('checkbox');
    expect(boxes).toHaveLength(5);
    for (const word of [t.review.rightChosen, t.review.rightMissed, t.review.wrongChosen, t.editor.correct]) {
      expect(container.textContent).not.toContain(word);
    }
    expect(container.innerHTML).not.toMatch(/isCorrect|correct-option/i);

    // Answering works as for a student, keyboard included.
    await user.click(radios[0]);
    await user.keyboard('{ArrowDown}');
    expect(radios[1]).toBeChecked();
    expect(radios[0]).not.toBeChecked();
    await user.click(screen.getByRole('textbox', { name: fill(t.take.otherLabel, { number: 2 }) }));
    await user.paste('symbol');
    expect(boxes[4]).toBeChecked();
    expect(screen.getByText(fill(t.preview.answered, { answered: 2, total: 2 }))).toBeVisible();

    // Only on request does it mark them.
    await user.click(screen.getByRole('switch', { name: t.preview.showCorrect }));
    expect(within(screen.getByTestId(`question-${one.questionId}`)).getByTestId(`option-${one.options[0].optionId}`)).toHaveTextContent(
      t.review.rightMissed,
    );
  });
});

describe('QuizQuestions', { timeout: 60_000 }, () => {
  const test = ownOnly(buildQuiz());
  const questions = toQuestionViews(test.questions);

  /** QuizQuestions controlled by state, as a screen holds it; `seen` gets every value. */
  function Harness({ seen, views = questions }: { seen: QuizResponse[]; views?: QuizQuestionView[] }) {
    const [value, setValue] = useState<QuizResponse>(emptyResponse);
    return (
      <QuizQuestions
        questions={views}
        value={value}
        onChange={(next) => {
          seen.push(next);
          setValue(next);
        }}
      />
    );
  }

  it("answers one-from-list with one option or 'Other', many-from-list with several in their order", async () => {
    const seen: QuizResponse[] = [];
    const [one, many] = test.questions;
    const views = toQuestionViews([{ ...one, hasOther: true }, many]);
    const { user, t } = await renderAsInstructor(<Harness seen={seen} views={views} />);
    const last = () => seen[seen.length - 1];

    await user.click(screen.getByRole('radio', { name: one.options[1].option }));
    expect(last().answers).toEqual({ [one.questionId]: [one.options[1].optionId] });
    // Typing an 'Other' text chooses 'Other' instead of the option.
    await user.click(screen.getByRole('textbox', { name: fill(t.take.otherLabel, { number: 1 }) }));
    await user.paste('mut');
    expect(last()).toEqual({ answers: {}, others: { [one.questionId]: 'mut' } });
    expect(screen.getAllByRole('radio', { name: t.take.other })[0]).toBeChecked();
    // An option again, then 'Other' again: the text comes back.
    await user.click(screen.getByRole('radio', { name: one.options[0].option }));
    expect(last()).toEqual({ answers: { [one.questionId]: [one.options[0].optionId] }, others: {} });
    await user.click(screen.getAllByRole('radio', { name: t.take.other })[0]);
    expect(last().others).toEqual({ [one.questionId]: 'mut' });

    await user.click(screen.getByRole('checkbox', { name: many.options[2].option }));
    await user.click(screen.getByRole('checkbox', { name: many.options[0].option }));
    expect(last().answers[many.questionId]).toEqual([many.options[0].optionId, many.options[2].optionId]);
    // Space ticks and unticks a box from the keyboard.
    await user.keyboard(' ');
    expect(last().answers[many.questionId]).toEqual([many.options[2].optionId]);
  });

  it('shows an answer for review: chosen, correct and the points', async () => {
    const answer = buildQuizAnswer(test, { chosen: { [test.questions[0].questionId]: [test.questions[0].options[0].optionId] } });
    const shown = reviewOfAnswer(answer);
    const { t } = await renderAsInstructor(<QuizQuestions questions={shown.questions} value={shown.value} review={shown.review} />);
    const first = screen.getByTestId(`question-${test.questions[0].questionId}`);
    expect(first).toHaveTextContent(plural(t.take.pointsOf, 2, 'en', { received: 2, max: 2 }));
    expect(within(first).getByTestId(`option-${test.questions[0].options[0].optionId}`)).toHaveTextContent(t.review.rightChosen);
    expect(screen.getByTestId(`question-${test.questions[1].questionId}`)).toHaveTextContent(t.review.noAnswer);
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
  });

  it('tells the reader of their own answers what they left out, in English and Russian', async () => {
    const views = toQuestionViews([{ ...test.questions[0], hasOther: true }]);
    const key = String(test.questions[0].questionId);
    const { t } = await renderAsInstructor(<QuizQuestions questions={views} value={emptyResponse()} readOnly own />);
    const question = screen.getByTestId(`question-${key}`);
    expect(within(question).getByTestId(`other-${key}`)).toHaveTextContent(t.review.noOtherOwn);
    expect(question).toHaveTextContent(t.review.noAnswerOwn);
    expect(question).not.toHaveTextContent(t.review.noOther);
    expect(t.review.noAnswerOwn).toBe('You did not answer');
    cleanup();
    const ru = await renderAsInstructor(<QuizQuestions questions={views} value={emptyResponse()} readOnly own />, { language: 'ru' });
    expect(screen.getByTestId(`question-${key}`)).toHaveTextContent(ru.t.review.noAnswerOwn);
    expect(ru.t.review.noAnswerOwn).toBe('Вы не ответили');
  });
});
