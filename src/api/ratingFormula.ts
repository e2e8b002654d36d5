import { roundPoints } from './points.js';

/*
 * How a rating total is made, once for the server, its mock and every view (table, student's
 * row, export, group and analytics averages), so they cannot disagree:
 *
 * - An item (task, test or exam) COUNTS for a student when it is scored for them (an accepted
 *   answer, a finished test, a mark, 0 included), or, when the course's `missingCountsZero`
 *   is on, when it is past due for them and nothing of theirs waits for review. "Past due" is
 *   the server's clock against the item's due time as it applies to that student: a task's
 *   deadline (or the student's extension), a test's closing time (or the student's own
 *   window), the day after an exam's date in the school's timezone. An item with no due time
 *   (a test that never closes) counts only once scored.
 * - Each part is a percentage of what counted: tasks and tests 100 × points / the counted
 *   items' maximum points; exams the mean of the counted marks (each out of 100).
 * - total = Σ weight × part% / Σ weight over the parts with something counted, 2 decimals:
 *   a part with nothing counted yet neither caps nor lowers a total. The weights a total used
 *   (scaled to add up to 100) are in its formula, so a total can be explained line by line.
 */

/** One item as the rule sees it: its maximum and whether the course's due time has passed. */
export interface RatingItem {
  max: number;
  due: boolean;
}

export type RatingPartName = 'tasks' | 'tests' | 'exams';
export const RATING_PARTS: readonly RatingPartName[] = ['tasks', 'tests', 'exams'];

/** A course's items by id (as the students' maps are keyed), with the sums of the items past due. */
export interface RatingPartRules {
  items: Map<string, RatingItem>;
  dueMax: number;
  dueCount: number;
}

export interface RatingRules {
  /** The distribution's percentages (ratings.ts RatingDistribution). */
  weights: Record<RatingPartName, number>;
  missingCountsZero: boolean;
  tasks: RatingPartRules;
  tests: RatingPartRules;
  exams: RatingPartRules;
}

/** What one student scored: id → points (tasks, tests) or mark (exams). */
export interface StudentWork {
  tasks: Record<string, number>;
  tests: Record<string, number>;
  exams: Record<string, number>;
}

/**
 * Where an item's due state differs for one student: an extension or a personal window (due
 * later or earlier), or an answer waiting for review (never missing): id → due for them.
 */
export type DueOverrides = Partial<Record<RatingPartName, Map<string, boolean>>>;

/** One part of a total as it was computed. */
export interface RatingFormulaPart {
  /** Points (tasks, tests) or the sum of marks (exams) of the counted items. */
  points: number;
  /** The counted items' maximum (an exam's is 100). */
  max: number;
  /** How many items counted. */
  counted: number;
  /** 100 × points / max, 2 decimals. */
  percent: number;
  /** The weight this part had in the total, out of the 100 of the parts that counted, 2 decimals. */
  weight: number;
}

/** A total and its parts; a part with nothing counted is null. */
export interface RatingFormula {
  tasks: RatingFormulaPart | null;
  tests: RatingFormulaPart | null;
  exams: RatingFormulaPart | null;
  total: number;
}

/** A part's rules from its items. */
export function partRules(items: Iterable<[string, RatingItem]>): RatingPartRules {
  const map = new Map(items);
  let dueMax = 0;
  let dueCount = 0;
  for (const item of map.values()) {
    if (!item.due) continue;
    dueMax += item.max;
    dueCount++;
  }
  return { items: map, dueMax, dueCount };
}

interface PartSums {
  points: number;
  max: number;
  counted: number;
}

/** Sums the items that count for one student in one part (see the rule above). */
function partSums(
  rules: RatingPartRules,
  scored: Record<string, number>,
  overrides: Map<string, boolean> | undefined,
  missingZero: boolean,
): PartSums {
  let points = 0;
  let max = 0;
  let counted = 0;
  // The items past due for this student and not scored: the course's, moved by the overrides.
  let dueMax = rules.dueMax;
  let dueCount = rules.dueCount;
  if (overrides) {
    for (const [id, due] of overrides) {
      const item = rules.items.get(id);
      if (!item || item.due === due) continue;
      dueMax += due ? item.max : -item.max;
      dueCount += due ? 1 : -1;
    }
  }
  for (const id in scored) {
    const item = rules.items.get(id);
    if (!item) continue;
    points += scored[id];
    max += item.max;
    counted++;
    if (overrides?.get(id) ?? item.due) {
      dueMax -= item.max;
      dueCount--;
    }
  }
  if (missingZero) {
    max += dueMax;
    counted += dueCount;
  }
  return { points, max, counted };
}

/** One student's total and how it was made. */
export function ratingFormula(rules: RatingRules, work: StudentWork, overrides?: DueOverrides): RatingFormula {
  const sums = {} as Record<RatingPartName, PartSums>;
  let weights = 0;
  for (const part of RATING_PARTS) {
    sums[part] = partSums(rules[part], work[part], overrides?.[part], rules.missingCountsZero);
    if (sums[part].max > 0) weights += rules.weights[part];
  }
  let weighted = 0;
  const formula: RatingFormula = { tasks: null, tests: null, exams: null, total: 0 };
  for (const part of RATING_PARTS) {
    const { points, max, counted } = sums[part];
    if (max <= 0) continue;
    const percent = (100 * points) / max;
    const weight = weights > 0 ? (100 * rules.weights[part]) / weights : 0;
    weighted += (percent * weight) / 100;
    formula[part] = {
      points: roundPoints(points),
      max: roundPoints(max),
      counted,
      percent: roundPoints(percent),
      weight: roundPoints(weight),
    };
  }
  formula.total = roundPoints(weighted);
  return formula;
}

/** Whether an exam held on `date` (yyyy-MM-dd) is past due on `today` (the school's day): from the next day on. */
export const examIsDue = (date: string, today: string): boolean => date < today;

/** The formula of a student with nothing counted. */
export const EMPTY_FORMULA: RatingFormula = { tasks: null, tests: null, exams: null, total: 0 };
