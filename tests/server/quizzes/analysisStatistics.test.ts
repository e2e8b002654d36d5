import { describe, expect, it } from 'vitest';
import {
  analyseItem,
  analyseTotals,
  type AttemptItems,
  type ItemAnswer,
  type ItemMeta,
} from '../../../server/routes/quizzes/analysis/itemAnalysis.js';
import { discrimination, facility, mean, median, pearson, standardDeviation } from '../../../server/routes/quizzes/analysis/statistics.js';

/*
 * The figures of item analysis against values worked out by hand on a tiny data set: four
 * attempts with totals 5, 4, 2, 3 and a question scored 0 or 1 on each.
 */

const TOTALS = [5, 4, 2, 3];

describe('the statistics of item analysis', () => {
  it('gives the discrimination of a 0/1 question as its point-biserial correlation with the rest', () => {
    // Points 1, 1, 0, 0; rest 4, 3, 2, 3 (mean 3). Σdxdy = 1, Σdx² = 1, Σdy² = 2: r = 1/√2.
    expect(discrimination([1, 1, 0, 0], TOTALS)).toBeCloseTo(Math.SQRT1_2, 10);
    // The point-biserial form says the same: (M₁ − M₀)/σ × √(pq) = (3.5 − 2.5)/√0.5 × 0.5.
    expect(((3.5 - 2.5) / Math.sqrt(0.5)) * 0.5).toBeCloseTo(Math.SQRT1_2, 10);
  });

  it('gives a negative index to a question the stronger attempts miss', () => {
    // Points 0, 0, 1, 1; rest 5, 4, 1, 2 (mean 3). Σdxdy = −3, Σdx² = 1, Σdy² = 10: r = −3/√10.
    expect(discrimination([0, 0, 1, 1], TOTALS)).toBeCloseTo(-3 / Math.sqrt(10), 10);
  });

  it('correlates partial points too (Pearson)', () => {
    // x 2, 1, 0; y 3, 2, 2 (mean 7/3). Σdxdy = 1, Σdx² = 2, Σdy² = 2/3: r = 1/√(4/3) = √3/2.
    expect(pearson([2, 1, 0], [3, 2, 2])).toBeCloseTo(Math.sqrt(3) / 2, 10);
  });

  it('has no index with fewer than 2 attempts or without variation', () => {
    expect(discrimination([1], [5])).toBeNull();
    expect(discrimination([1, 1, 1, 1], TOTALS)).toBeNull();
    // Every rest equal: the question alone makes the differences.
    expect(discrimination([1, 0], [3, 2])).toBeNull();
    expect(pearson([], [])).toBeNull();
  });

  it('counts full credit only for facility', () => {
    expect(facility([1, 1, 0, 0], 1)).toBe(0.5);
    expect(facility([2, 1.5, 0], 2)).toBeCloseTo(1 / 3, 10);
    expect(facility([], 2)).toBeNull();
    expect(facility([0], 0)).toBeNull();
  });

  it('gives the mean, the median and the sample standard deviation', () => {
    expect(mean(TOTALS)).toBe(3.5);
    expect(median(TOTALS)).toBe(3.5);
    expect(median([5, 1, 3])).toBe(3);
    // Deviations 1.5, 0.5, −1.5, −0.5: Σ² = 5, over n − 1 = 3.
    expect(standardDeviation(TOTALS)).toBeCloseTo(Math.sqrt(5 / 3), 10);
    expect(standardDeviation([4])).toBeNull();
    expect(mean([])).toBeNull();
  });
});

const answer = (points: number, chosen: string[], extra: Partial<ItemAnswer> = {}): ItemAnswer => ({
  points,
  chosen,
  other: false,
  responseText: null,
  blank: chosen.length === 0,
  awaitingReview: false,
  ...extra,
});

const choiceMeta: ItemMeta = {
  key: '7',
  questionId: 7,
  bankQuestionId: null,
  source: 'TEST',
  name: 'Which keyword declares a constant?',
  text: 'Which keyword declares a constant?',
  kind: 'ONE_FROM_LIST',
  points: 1,
  options: [
    { optionId: 70, text: 'var', isCorrect: false, credit: 0 },
    { optionId: 71, text: 'const', isCorrect: true, credit: 1 },
  ],
  hasOther: true,
  listsResponses: false,
};

describe('a question analysed over attempts', () => {
  const attempts: AttemptItems[] = [
    { total: 5, passed: true, items: new Map([['7', answer(1, ['71'])]]) },
    { total: 4, passed: true, items: new Map([['7', answer(1, ['71'])]]) },
    { total: 2, passed: false, items: new Map([['7', answer(0, ['70'])]]) },
    { total: 3, passed: false, items: new Map([['7', answer(0, [], { other: true, blank: false, awaitingReview: true })]]) },
    // An attempt that drew other questions does not count for this one.
    { total: 9, passed: true, items: new Map() },
  ];

  it('counts each option, the blanks, the Other texts and the figures', () => {
    const item = analyseItem(choiceMeta, attempts);
    expect(item).toMatchObject({
      attempts: 4,
      meanPoints: 0.5,
      facility: 0.5,
      discrimination: 0.7071,
      blank: 0,
      awaitingReview: 1,
      otherCount: 1,
    });
    expect(item.options).toEqual([
      { optionId: 70, text: 'var', isCorrect: false, credit: 0, count: 1, share: 0.25 },
      { optionId: 71, text: 'const', isCorrect: true, credit: 1, count: 2, share: 0.5 },
    ]);
    expect(item.responses).toBeNull();
  });

  it('lists the most common responses, most frequent first, at most five', () => {
    const meta: ItemMeta = { ...choiceMeta, key: '8', kind: 'SHORT_ANSWER', options: null, hasOther: false, listsResponses: true };
    const texts = ['paris', 'paris', 'lyon', 'a', 'b', 'c', 'd'];
    const many = texts.map((text, i): AttemptItems => ({
      total: i,
      passed: false,
      items: new Map([['8', answer(text === 'paris' ? 1 : 0, [], { responseText: text, blank: false })]]),
    }));
    const item = analyseItem(meta, many);
    expect(item.responses).toHaveLength(5);
    expect(item.responses![0]).toEqual({ text: 'paris', count: 2, share: 0.2857, fullCredit: true });
    expect(item.responses![1]).toMatchObject({ text: 'a', count: 1, fullCredit: false });
    expect(item.options).toBeNull();
    expect(item.otherCount).toBeNull();
  });

  it('sums up the test', () => {
    expect(analyseTotals(attempts.slice(0, 4), 6)).toEqual({
      attempts: 4,
      maxPoints: 6,
      mean: 3.5,
      median: 3.5,
      standardDeviation: 1.29,
      passed: 2,
    });
    expect(analyseTotals([], 6)).toEqual({ attempts: 0, maxPoints: 6, mean: null, median: null, standardDeviation: null, passed: 0 });
  });
});
