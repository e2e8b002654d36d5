import type { CourseRatingHeader } from '../../../src/api/ratings.js';
import { fullName } from '../../lib/names.js';
import type { ScoredStudent } from './totals.js';

/*
 * The course rating table as JSON text. A big course's table holds 1,000 rows × 200 item
 * entries; the rows' item maps are kept as compact JSON text in rating_scores (migration 0010)
 * and are spliced in unparsed: parsing them, copying them and serialising them again (the
 * schema serializer was slower still) took about as long as computing the table. Everything
 * else goes through JSON.stringify. The shape is courseRatingSchema's.
 */

const num = (n: number) => (Number.isFinite(n) ? String(n) : '0');
const map = (json: string | null | undefined) => json || '{}';

function rowJson(r: ScoredStudent): string {
  return (
    `{"studentId":${r.studentId},"studentFullName":${JSON.stringify(fullName(r.firstName, r.lastName))},` +
    `"groupName":${JSON.stringify(r.groupName)},"place":${r.place},` +
    `"tasks":${map(r.tasks)},"tests":${map(r.tests)},"exams":${map(r.exams)},` +
    `"tasksTotal":${num(r.tasksTotal)},"testsTotal":${num(r.testsTotal)},"examsAverage":${num(r.examsAverage)},"total":${num(r.total)},` +
    `"formula":${JSON.stringify(r.formula)}}`
  );
}

/** `{...header, students: [...], count}` as JSON text. */
export function courseRatingJson(header: CourseRatingHeader, rows: ScoredStudent[], count: number): string {
  const head = JSON.stringify(header);
  return `${head.slice(0, -1)},"students":[${rows.map(rowJson).join(',')}],"count":${count}}`;
}
