import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { QuizzesPanel } from '../../src/learning/instructor/quizzes/QuizzesPanel';
import { enApp } from '../../src/i18n/en';
import { ruApp } from '../../src/i18n/ru';
import { buildLessonDetail } from '../../src/mocks/builders/learningBuilders';
import { plural, renderAsInstructor } from './learningQuizzesSetup';
import { server } from './server';

/*
 * The item analysis tab of a test (src/learning/instructor/quizzes/analysis/): reached from the
 * test's view, its totals, the figures per question with the right options marked, the help
 * text, and the export of every attempt as CSV or Excel, in both languages.
 */

const lesson = buildLessonDetail({ id: 11, courseId: 1, lessonName: 'Introduction to JavaScript' });
const panel = <QuizzesPanel courseId={1} lesson={lesson} />;
const texts = (language: 'en' | 'ru') => (language === 'ru' ? ruApp : enApp).quizAnalysis;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  server.events.removeAllListeners();
});

describe('the item analysis of a test', () => {
  it('opens from the test view as a tab of its own', async () => {
    const { user } = await renderAsInstructor(panel, { route: '/?tab=tests&test=501&view=results' });
    await screen.findByTestId('test-results');
    await user.click(screen.getByRole('tab', { name: enApp.quizAnalysis.tab }));
    expect(await screen.findByTestId('test-analysis')).toBeVisible();
    expect(screen.getByRole('tab', { name: enApp.quizAnalysis.tab })).toHaveAttribute('aria-selected', 'true');
  });

  it.each(['en', 'ru'] as const)('shows the totals, the figures and the option counts (%s)', async (language) => {
    const a = texts(language);
    await renderAsInstructor(panel, { language, route: '/?tab=tests&test=501&view=analysis' });
    const page = await screen.findByTestId('test-analysis');
    expect(within(page).getByTestId('analysis-summary')).toHaveTextContent(plural(a.summary.attempts, 4, language));
    const q1 = within(page).getByRole('region', { name: '1. Which keyword declares a variable that cannot be reassigned?' });
    expect(within(q1).getByTestId('analysis-facility')).toHaveTextContent(/75\s?%/);
    expect(within(q1).getByTestId('analysis-discrimination')).toHaveTextContent(language === 'ru' ? '0,52' : '0.52');
    expect(within(q1).getByTestId('analysis-discrimination')).toHaveTextContent(a.levels.good);
    // 'const' is right and marked so; 'var' is not.
    const right = within(q1).getByTestId('analysis-option-613');
    expect(within(right).getByTitle(a.options.right)).toBeInTheDocument();
    expect(right).toHaveTextContent(/3 \(75\s?%\)/);
    expect(within(within(q1).getByTestId('analysis-option-611')).queryByTitle(a.options.right)).toBeNull();
    // A negative index is called so, and the 'Other' texts are counted.
    const q2 = within(page).getByTestId('analysis-item-602');
    expect(within(q2).getByTestId('analysis-discrimination')).toHaveTextContent(a.levels.negative);
    expect(q2).toHaveTextContent(plural(a.other, 1, language));
    // A question drawn at random lists its most common responses.
    const drawn = within(page).getByTestId('analysis-item-606-9012');
    expect(drawn).toHaveTextContent(a.source.RANDOM);
    expect(drawn).toHaveTextContent(a.responses.caption);
    expect(drawn).toHaveTextContent('object');
  });

  it('explains how to read the figures', async () => {
    const { user } = await renderAsInstructor(panel, { route: '/?tab=tests&test=501&view=analysis' });
    await screen.findByTestId('test-analysis');
    await user.click(screen.getByRole('button', { name: enApp.quizAnalysis.help.title }));
    expect(await screen.findByText(enApp.quizAnalysis.help.discrimination)).toBeVisible();
  });

  it('says so when no attempt is finished', async () => {
    await renderAsInstructor(panel, { route: '/?tab=tests&test=503&view=analysis' });
    expect(await screen.findByText(enApp.quizAnalysis.empty)).toBeVisible();
  });

  it('downloads every attempt as CSV or Excel', async () => {
    const saved: string[] = [];
    const asked: string[] = [];
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:export'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/analysis/export')) asked.push(url.searchParams.get('format') ?? '');
    });
    const { user } = await renderAsInstructor(panel, { route: '/?tab=tests&test=501&view=analysis' });
    await screen.findByTestId('test-analysis');
    for (const label of [enApp.exports.csv, enApp.exports.excel]) {
      await user.click(screen.getByRole('button', { name: enApp.exports.button }));
      await user.click(await screen.findByRole('menuitem', { name: new RegExp(`^${label}`) }));
      await vi.waitFor(() => expect(saved.length).toBe(label === enApp.exports.csv ? 1 : 2));
    }
    expect(asked).toEqual(['csv', 'xlsx']);
    expect(saved).toEqual(['item-analysis-501.csv', 'item-analysis-501.xlsx']);
  });
});
