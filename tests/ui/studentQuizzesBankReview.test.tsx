import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { formatDateTime } from '../../src/api/dateFormat';
import { enApp } from '../../src/i18n/en';
import { ruApp } from '../../src/i18n/ru';
import { BANK_PAPER_GIVEN, buildBankPaper, buildQuizAnswerFile } from '../../src/mocks/builders/studentBankBuilders';
import { API_PATTERN } from '../../src/mocks/handlers';
import { clearBankPapers, seedBankPaper } from '../../src/mocks/student/bankPapers';
import { view } from '../../src/mocks/student/attemptRules';
import { mockStore } from '../../src/mocks/store/mockStore';
import { server } from './server';
import { fill, FINISHED_TEST, renderStudent } from './studentQuizzesSetup';

/*
 * The review of a finished attempt with questions of the bank (issue 17): only what the body
 * holds is shown (the server leaves out what the test's review options forbid), with 'more
 * after <date>' when the close will show more, and essays and files awaiting their grading.
 */

afterEach(() => clearBankPapers());

/** The finished attempt's result as the server gives it while an essay or a file waits for points. */
function awaiting() {
  server.use(
    http.get(`${API_PATTERN}/lessons/students/tests/501`, () => {
      const dto = view(mockStore.quizzes.find((e) => e.test.testId === 501)!.test, mockStore.studentAttempts.get(501));
      const result = dto.attempt?.result && { ...dto.attempt.result, awaitingReview: true };
      return HttpResponse.json({ ...dto, attempt: dto.attempt && { ...dto.attempt, result } });
    }),
  );
}

const review = (key: string) => within(screen.getByTestId(`review-${key}`));
const ALL = { answers: true, rightAnswers: true, feedback: true };
const NONE = { answers: false, rightAnswers: false, feedback: false };
/** A paper's right sides as the server deals them (paperMaker.ts matchingCopy): ids of their own, not the pairs'. */
const PAPER_RIGHTS = [
  { id: 12, text: 'removes the last' },
  { id: 11, text: 'adds to the end' },
];

function seed(parts: typeof ALL, moreReviewAt: string | null = null) {
  seedBankPaper(501, { responses: BANK_PAPER_GIVEN, files: [buildQuizAnswerFile()], parts, moreReviewAt });
}

describe('the review of bank questions', () => {
  it('everything allowed: answers, right answers with points, feedback; essays and files await grading', async () => {
    seed(ALL);
    await renderStudent(FINISHED_TEST);
    const a = enApp.quizBank.answer;
    const r = enApp.quizBankAnswers.review;
    await screen.findByTestId('review-902');
    expect(review('902').getByText(r.yourAnswer)).toBeVisible();
    expect(review('902').getByText('null')).toBeVisible();
    expect(review('902').getByText(a.rightAnswer)).toBeVisible();
    expect(review('902').getByText('object')).toBeVisible();
    expect(review('902').getByTestId('review-points-902')).toHaveTextContent(fill(a.points, { received: 0, max: 2 }));
    expect(review('905').getByTestId('review-points-905')).toHaveTextContent(fill(a.points, { received: 2, max: 2 }));
    expect(review('904').getByText(a.false)).toBeVisible();
    // Given and right alike.
    expect(review('907').getAllByText(fill(a.matchRow, { left: 'push', right: 'adds to the end' }))).toHaveLength(2);
    expect(review('902').getByText(a.feedback)).toBeVisible();
    expect(review('902').getByText(a.generalFeedback)).toBeVisible();
    expect(review('909').getByText(r.awaitingGrading)).toBeVisible();
    expect(review('909').getByText('A function with the variables around it.')).toBeVisible();
    expect(review('910').getByRole('link', { name: fill(a.download, { name: 'diagram.pdf' }) })).toBeVisible();
    expect(review('910').getByText(r.awaitingGrading)).toBeVisible();
    expect(screen.queryByTestId('more-review-later')).toBeNull();
  });

  it.each(['en', 'ru'] as const)('shows HTML feedback as formatting and names the right match by the paper (%s)', async (language) => {
    const paper = buildBankPaper().map((q) =>
      q.key === '902' ? { ...q, textFormat: 'html' as const } : q.key === '907' ? { ...q, rights: PAPER_RIGHTS } : q,
    );
    seedBankPaper(501, {
      questions: paper,
      responses: { ...BANK_PAPER_GIVEN, '907': { matches: { '1': 11, '2': 11 } } },
      review: {
        '902': { feedback: ['<p>null is <b>not</b> an object.</p><script>window.__feedbackRan = true</script>'] },
        '907': { correctResponse: { matches: { '1': 11, '2': 12 } } },
      },
    });
    await renderStudent(FINISHED_TEST, { language });
    const a = (language === 'ru' ? ruApp : enApp).quizBank.answer;
    const card = await screen.findByTestId('review-902');
    expect(within(card).getByText('not').tagName).toBe('B');
    expect(card.innerHTML).not.toMatch(/&lt;p&gt;|<script/i);
    expect((window as { __feedbackRan?: boolean }).__feedbackRan).toBeUndefined();
    // Given: both to push's side; right: each to its own side, by the ids the paper shows.
    expect(review('907').getAllByText(fill(a.matchRow, { left: 'push', right: 'adds to the end' }))).toHaveLength(2);
    expect(review('907').getByText(fill(a.matchRow, { left: 'pop', right: 'removes the last' }))).toBeVisible();
    expect(review('907').queryByText(fill(a.matchRow, { left: 'pop', right: '—' }))).toBeNull();
  });

  it.each(['en', 'ru'] as const)('the result names what waits for points: an essay, or several kinds (%s)', async (language) => {
    const t = (language === 'ru' ? ruApp : enApp).studentQuizzes.result.awaiting;
    awaiting();
    // Both hand-graded questions essays: only essays wait.
    const essays = buildBankPaper().map((q) => (q.key === '910' ? { ...q, questionType: 'ESSAY' as const } : q));
    seedBankPaper(501, { questions: essays, responses: BANK_PAPER_GIVEN, parts: ALL });
    const { unmount } = await renderStudent(FINISHED_TEST, { language });
    const card = await screen.findByTestId('test-result');
    expect(await within(card).findByText(t.essay)).toBeVisible();
    expect(within(card).queryByText(t.other)).toBeNull();
    unmount();
    clearBankPapers();
    // An essay and a file wait: named together.
    seed(ALL);
    await renderStudent(FINISHED_TEST, { language });
    expect(await within(await screen.findByTestId('test-result')).findByText(t.several)).toBeVisible();
  });

  it('answers only: no right answer, no points earned, no feedback', async () => {
    seed({ answers: true, rightAnswers: false, feedback: false });
    await renderStudent(FINISHED_TEST);
    const a = enApp.quizBank.answer;
    await screen.findByTestId('review-902');
    expect(review('902').getByText('null')).toBeVisible();
    expect(screen.queryByText(a.rightAnswer)).toBeNull();
    expect(screen.queryByText(a.feedback)).toBeNull();
    expect(screen.queryByText(a.generalFeedback)).toBeNull();
    expect(review('902').getByTestId('review-points-902')).toHaveTextContent(
      fill(enApp.quizzes.take.points.split(' |||| ')[1], { points: 2 }),
    );
  });

  it("nothing yet: says when more will show, in the reader's date format; no answer is shown", async () => {
    const at = '2026-12-01T15:00:00.000Z';
    seed(NONE, at);
    await renderStudent(FINISHED_TEST);
    const more = await screen.findByTestId('more-review-later');
    expect(more).toHaveTextContent(fill(enApp.quizBankAnswers.review.moreLater, { date: formatDateTime(at, 'en', 'UTC') }).slice(0, 30));
    expect(more.textContent).toContain(formatDateTime(at, 'en').slice(0, 6));
    expect(screen.queryByTestId('review-902')).toBeNull();
    expect(screen.queryByText('null')).toBeNull();
  });

  it('in Russian: the parts and the date', async () => {
    const at = '2026-12-01T15:00:00.000Z';
    seed({ answers: true, rightAnswers: true, feedback: false }, at);
    await renderStudent(FINISHED_TEST, { language: 'ru' });
    const a = ruApp.quizBank.answer;
    await screen.findByTestId('review-902');
    expect(review('902').getByText(ruApp.quizBankAnswers.review.yourAnswer)).toBeVisible();
    expect(review('902').getByText(a.rightAnswer)).toBeVisible();
    expect(review('904').getByText(a.false)).toBeVisible();
    expect(review('909').getByText(ruApp.quizBankAnswers.review.awaitingGrading)).toBeVisible();
    expect(screen.getByTestId('more-review-later').textContent).toContain('Больше подробностей');
    expect(screen.queryByText(a.feedback)).toBeNull();
  });
});
