import {
  ITEM_TOP_RESPONSES,
  type ItemAnalysisDto,
  type ItemOptionDto,
  type ItemResponseDto,
  type QuizAnalysisSummaryDto,
} from '../../../../src/api/quizAnalysis.js';
import { roundPoints } from '../../../../src/api/points.js';
import { discrimination, facility, mean, median, roundFigure, standardDeviation } from './statistics.js';

/*
 * Item analysis from attempts already scored and described (pure, no database): what each
 * question is (ItemMeta) and what each finished attempt gave and got on it (AttemptItems). The
 * server builds these from papers (./analysisService.ts), the browser's mocks from their store.
 */

export type ItemOption = Omit<ItemOptionDto, 'count' | 'share'>;

/** A question (row) of the analysis, without its figures. */
export type ItemMeta = Omit<
  ItemAnalysisDto,
  'attempts' | 'meanPoints' | 'facility' | 'discrimination' | 'blank' | 'awaitingReview' | 'options' | 'otherCount' | 'responses'
> & {
  options: ItemOption[] | null;
  hasOther: boolean;
  /** Whether the most common responses are listed (short answer, numerical, matching, ordering). */
  listsResponses: boolean;
};

/** What one attempt gave and got on one question. */
export interface ItemAnswer {
  points: number;
  /** The options chosen, by optionKey(). */
  chosen: string[];
  /** An 'Other' text was written. */
  other: boolean;
  /** The response as normalised text, for the most common responses; null when none. */
  responseText: string | null;
  blank: boolean;
  awaitingReview: boolean;
}

export interface AttemptItems {
  total: number;
  passed: boolean;
  items: Map<string, ItemAnswer>;
}

/** How an option is named in ItemAnswer.chosen: its id, or the truth of a true/false option. */
export function optionKey(option: Pick<ItemOptionDto, 'optionId' | 'truth'>): string {
  return option.optionId === null ? String(option.truth) : String(option.optionId);
}

const share = (count: number, of: number) => (of ? roundFigure(count / of) : 0);

function topResponses(answers: readonly ItemAnswer[], maxPoints: number): ItemResponseDto[] {
  const byText = new Map<string, { count: number; fullCredit: boolean }>();
  for (const answer of answers) {
    if (answer.responseText === null) continue;
    const seen = byText.get(answer.responseText) ?? { count: 0, fullCredit: true };
    seen.count += 1;
    seen.fullCredit &&= answer.points >= maxPoints - 0.001;
    byText.set(answer.responseText, seen);
  }
  return [...byText]
    .sort(([a, x], [b, y]) => y.count - x.count || a.localeCompare(b))
    .slice(0, ITEM_TOP_RESPONSES)
    .map(([text, seen]) => ({ text, count: seen.count, share: share(seen.count, answers.length), fullCredit: seen.fullCredit }));
}

/** The figures of one question over the attempts that had it. */
export function analyseItem(meta: ItemMeta, attempts: readonly AttemptItems[]): ItemAnalysisDto {
  const had = attempts.filter((a) => a.items.has(meta.key));
  const answers = had.map((a) => a.items.get(meta.key)!);
  const points = answers.map((a) => a.points);
  const average = mean(points);
  const fac = facility(points, meta.points);
  const disc = discrimination(
    points,
    had.map((a) => a.total),
  );
  const { options, hasOther, listsResponses, ...head } = meta;
  return {
    ...head,
    attempts: had.length,
    meanPoints: average === null ? null : roundPoints(average),
    facility: fac === null ? null : roundFigure(fac),
    discrimination: disc === null ? null : roundFigure(disc),
    blank: answers.filter((a) => a.blank).length,
    awaitingReview: answers.filter((a) => a.awaitingReview).length,
    options:
      options?.map((option) => {
        const count = answers.filter((a) => a.chosen.includes(optionKey(option))).length;
        return { ...option, count, share: share(count, answers.length) };
      }) ?? null,
    otherCount: hasOther ? answers.filter((a) => a.other).length : null,
    responses: listsResponses ? topResponses(answers, meta.points) : null,
  };
}

/** The test's totals over its finished attempts. */
export function analyseTotals(attempts: readonly AttemptItems[], maxPoints: number): QuizAnalysisSummaryDto {
  const totals = attempts.map((a) => a.total);
  const round = (value: number | null) => (value === null ? null : roundPoints(value));
  return {
    attempts: attempts.length,
    maxPoints,
    mean: round(mean(totals)),
    median: round(median(totals)),
    standardDeviation: round(standardDeviation(totals)),
    passed: attempts.filter((a) => a.passed).length,
  };
}
