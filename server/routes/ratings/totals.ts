import type { CourseRatingQuery, GroupRatingRow } from '../../../src/api/ratings.js';
import { foldForSearch } from '../../../src/api/rules.js';
import { roundPoints } from '../../../src/api/points.js';
import { ratingFormula, type DueOverrides, type RatingFormula } from '../../../src/api/ratingFormula.js';
import type { CourseRules, FactRow, ItemKind } from './factsRepository.js';

/*
 * The rating's table work over the scored rows: each student's total by the one rule
 * (src/api/ratingFormula.ts), places, search, sort and group means.
 * Places: 1 for the best total of a course; equal totals share a place (1, 2, 2, 4).
 */

export interface ScoredStudent {
  courseId: number;
  studentId: number;
  firstName: string;
  lastName: string;
  groupId: number;
  groupName: string;
  tasksTotal: number;
  testsTotal: number;
  examsAverage: number;
  total: number;
  place: number;
  /** How the total was made: the counted items of each part, its percentage and weight. */
  formula: RatingFormula;
  /** JSON text of {id: points (or mark)}: the scored items only. */
  tasks: string;
  tests: string;
  exams: string;
}

const parse = (json: string) => JSON.parse(json) as Record<string, number>;

/** Scores every row by its course's rules and the student's own due states, and places each among its course's students. */
export function scoreRows(
  facts: FactRow[],
  courses: Map<number, CourseRules>,
  overrides: Map<number, Map<number, DueOverrides>> = new Map(),
): ScoredStudent[] {
  const rows: ScoredStudent[] = [];
  for (const f of facts) {
    const course = courses.get(f.course_id);
    if (!course) continue;
    const work = { tasks: parse(f.tasks), tests: parse(f.tests), exams: parse(f.exams) };
    const formula = ratingFormula(course.rules, work, overrides.get(f.course_id)?.get(f.student_id));
    rows.push({
      courseId: f.course_id,
      studentId: f.student_id,
      firstName: f.first_name,
      lastName: f.last_name,
      groupId: f.group_id,
      groupName: f.group_name,
      tasksTotal: roundPoints(f.tasks_total),
      testsTotal: roundPoints(f.tests_total),
      examsAverage: formula.exams?.percent ?? 0,
      total: formula.total,
      place: 0,
      formula,
      tasks: f.tasks,
      tests: f.tests,
      exams: f.exams,
    });
  }
  const byTotal = [...rows].sort((a, b) => a.courseId - b.courseId || b.total - a.total);
  let courseStart = 0;
  for (let i = 0; i < byTotal.length; i++) {
    const row = byTotal[i];
    const before = byTotal[i - 1];
    if (!before || before.courseId !== row.courseId) courseStart = i;
    row.place = before && before.courseId === row.courseId && before.total === row.total ? before.place : i - courseStart + 1;
  }
  return rows;
}

/**
 * One item's value in a JSON map, 0 when absent. The maps are compact text of numbers keyed by
 * quoted ids (`{"12":8,"15":7.5}`), so `"12":` occurs once at most and only as a key: found
 * without parsing the whole map.
 */
export function itemValue(json: string | null | undefined, id: string): number {
  if (!json) return 0;
  const key = `"${id}":`;
  const at = json.indexOf(key);
  if (at < 0) return 0;
  const start = at + key.length;
  let end = start;
  while (end < json.length && json[end] !== ',' && json[end] !== '}') end++;
  const value = Number(json.slice(start, end));
  return Number.isFinite(value) ? value : 0;
}

const collator = new Intl.Collator(['en', 'ru'], { sensitivity: 'base', numeric: true });
const byName = (a: ScoredStudent, b: ScoredStudent) =>
  collator.compare(a.lastName, b.lastName) || collator.compare(a.firstName, b.firstName) || a.studentId - b.studentId;

const NUMERIC: Record<string, (r: ScoredStudent) => number> = {
  tasksTotal: (r) => r.tasksTotal,
  testsTotal: (r) => r.testsTotal,
  examsAverage: (r) => r.examsAverage,
  total: (r) => r.total,
  place: (r) => r.place,
};

/** The comparator of a sort column (checked against RATING_SORT_PATTERN by the route's schema). */
function comparator(sort: string = 'name', order?: 'asc' | 'desc'): (a: ScoredStudent, b: ScoredStudent) => number {
  const item = /^(task|test|exam):(\d+)$/.exec(sort);
  // Numbers read best largest first; names, groups and places from the top.
  const desc = (order ?? (item || (sort in NUMERIC && sort !== 'place') ? 'desc' : 'asc')) === 'desc';
  const sign = desc ? -1 : 1;
  if (item) {
    const map = `${item[1] as ItemKind}s` as 'tasks' | 'tests' | 'exams';
    const id = item[2];
    // The maps are JSON text: each is read once for the sort, not once per comparison.
    const values = new WeakMap<ScoredStudent, number>();
    const value = (r: ScoredStudent) => {
      let v = values.get(r);
      if (v === undefined) values.set(r, (v = itemValue(r[map], id)));
      return v;
    };
    return (a, b) => sign * (value(a) - value(b)) || byName(a, b);
  }
  const numeric = NUMERIC[sort];
  if (numeric) return (a, b) => sign * (numeric(a) - numeric(b)) || byName(a, b);
  if (sort === 'group') return (a, b) => sign * collator.compare(a.groupName, b.groupName) || byName(a, b);
  return (a, b) => sign * byName(a, b);
}

/** Search (a part of "first last first", so "last first" matches too), sort and page; count is all matches. */
export function selectRows(rows: ScoredStudent[], query: CourseRatingQuery): { rows: ScoredStudent[]; count: number } {
  const needle = foldForSearch((query.search ?? '').trim());
  const matching = needle ? rows.filter((r) => foldForSearch(`${r.firstName} ${r.lastName} ${r.firstName}`).includes(needle)) : [...rows];
  matching.sort(comparator(query.sort, query.order));
  const size = query.size ?? 0;
  if (size <= 0) return { rows: matching, count: matching.length };
  const start = ((query.page ?? 1) - 1) * size;
  return { rows: matching.slice(start, start + size), count: matching.length };
}

/** Each group's means per course, by course name, then best totalAverage first. */
export function groupAverages(rows: ScoredStudent[], courses: Map<number, CourseRules>): GroupRatingRow[] {
  const groups = new Map<string, { courseId: number; groupId: number; groupName: string; rows: ScoredStudent[] }>();
  for (const r of rows) {
    const key = `${r.courseId}:${r.groupId}`;
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { courseId: r.courseId, groupId: r.groupId, groupName: r.groupName, rows: [] }));
    g.rows.push(r);
  }
  const mean = (list: ScoredStudent[], f: (r: ScoredStudent) => number) => roundPoints(list.reduce((s, r) => s + f(r), 0) / list.length);
  const out: GroupRatingRow[] = [...groups.values()].map((g) => {
    const m = courses.get(g.courseId) as CourseRules;
    return {
      courseId: g.courseId,
      courseName: m.course_name,
      groupId: g.groupId,
      groupName: g.groupName,
      studentsCount: g.rows.length,
      tasksAverage: mean(g.rows, (r) => r.tasksTotal),
      testsAverage: mean(g.rows, (r) => r.testsTotal),
      examsAverage: mean(g.rows, (r) => r.examsAverage),
      totalAverage: mean(g.rows, (r) => r.total),
      tasksMax: m.tasks_max,
      testsMax: m.tests_max,
    };
  });
  return out.sort(
    (a, b) =>
      collator.compare(a.courseName, b.courseName) ||
      a.courseId - b.courseId ||
      b.totalAverage - a.totalAverage ||
      collator.compare(a.groupName, b.groupName) ||
      a.groupId - b.groupId,
  );
}
