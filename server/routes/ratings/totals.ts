import type { CourseRatingQuery, GroupRatingRow } from '../../../src/api/ratings.js';
import { foldForSearch } from '../../../src/api/rules.js';
import { roundPoints } from '../../lib/points.js';
import type { CourseMaxima, FactRow, ItemKind } from './factsRepository.js';

/*
 * The rating's arithmetic over the sums of query.ts, for one course or many (rules in
 * src/api/ratings.ts):
 *   part% = 100 × tasksTotal / tasksMax, 100 × testsTotal / testsMax, examsAverage (of 100);
 *   total = Σ weight × part% / Σ weight over the parts with something to score (tasksMax > 0,
 *   testsMax > 0, at least one exam), rounded to 2 decimals; 0 when no part has anything.
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
  /** JSON text of {id: points (or mark)} when read with detail; absent items count 0. */
  tasks?: string | null;
  tests?: string | null;
  exams?: string | null;
}

/** A student's total on a course, 0..100 with 2 decimals. Sums are the raw (unrounded) ones. */
export function weightedTotal(m: CourseMaxima, tasksTotal: number, testsTotal: number, examsAverage: number): number {
  let weighted = 0;
  let weights = 0;
  if (m.tasks_max > 0) {
    weighted += (m.w_tasks * 100 * tasksTotal) / m.tasks_max;
    weights += m.w_tasks;
  }
  if (m.tests_max > 0) {
    weighted += (m.w_tests * 100 * testsTotal) / m.tests_max;
    weights += m.w_tests;
  }
  if (m.exams_count > 0) {
    weighted += m.w_exams * examsAverage;
    weights += m.w_exams;
  }
  return weights > 0 ? roundPoints(weighted / weights) : 0;
}

/** Scores every row and gives each its place among its course's students. */
export function scoreRows(facts: FactRow[], maxima: Map<number, CourseMaxima>): ScoredStudent[] {
  const rows: ScoredStudent[] = [];
  for (const f of facts) {
    const m = maxima.get(f.course_id);
    if (!m) continue;
    const examsAverage = m.exams_count > 0 ? f.exams_sum / m.exams_count : 0;
    rows.push({
      courseId: f.course_id,
      studentId: f.student_id,
      firstName: f.first_name,
      lastName: f.last_name,
      groupId: f.group_id,
      groupName: f.group_name,
      tasksTotal: roundPoints(f.tasks_total),
      testsTotal: roundPoints(f.tests_total),
      examsAverage: roundPoints(examsAverage),
      total: weightedTotal(m, f.tasks_total, f.tests_total, examsAverage),
      place: 0,
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
export function groupAverages(rows: ScoredStudent[], maxima: Map<number, CourseMaxima>): GroupRatingRow[] {
  const groups = new Map<string, { courseId: number; groupId: number; groupName: string; rows: ScoredStudent[] }>();
  for (const r of rows) {
    const key = `${r.courseId}:${r.groupId}`;
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { courseId: r.courseId, groupId: r.groupId, groupName: r.groupName, rows: [] }));
    g.rows.push(r);
  }
  const mean = (list: ScoredStudent[], f: (r: ScoredStudent) => number) => roundPoints(list.reduce((s, r) => s + f(r), 0) / list.length);
  const out: GroupRatingRow[] = [...groups.values()].map((g) => {
    const m = maxima.get(g.courseId) as CourseMaxima;
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
