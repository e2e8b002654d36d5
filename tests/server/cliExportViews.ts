import { sql } from 'kysely';
import { expect } from 'vitest';
import { SCHOOL_TABLES } from '../../server/cli/schoolTables.js';
import type { Db } from '../../server/db/index.js';
import type { Installation } from './cliExportInstallations.js';
import { ADMIN_EMAIL, call, INSTRUCTOR_EMAIL, login, STUDENT_EMAIL } from './helpers.js';

/* What the export and import tests compare between installations. */

/** A response's JSON with every id replaced (also in app paths): ids differ between installations, nothing else should. */
function withoutIds(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.map((item) => withoutIds(item, key));
  // Maps keyed by id ({taskId: points}) keep their keys' order, which the new ids keep too.
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v], i) => [/^\d+$/.test(k) ? `#${i}` : k, withoutIds(v, k)]));
  if (typeof value === 'string' && value.startsWith('/')) return value.replace(/\/\d+(?=\/|$)/g, '/#');
  return typeof value === 'number' && /(^id$|Id$|Ids$)/.test(key) ? '#' : value;
}

/** What the admin, the instructor and the student of a school see, ids aside. */
export async function views(inst: Installation, domain: string) {
  const course = await inst.withDb((db) =>
    db
      .selectFrom('lessons')
      .innerJoin('schools', 'schools.id', 'lessons.school_id')
      .select('lessons.course_id')
      .where('schools.domain', '=', domain)
      .orderBy('lessons.id')
      .executeTakeFirstOrThrow(),
  );
  const courseId = course.course_id;
  return inst.withApp(async (app) => {
    const get = async (token: string, url: string) => {
      const res = await call(app, { method: 'GET', url, token });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      return withoutIds(res.json());
    };
    const admin = await login(app, ADMIN_EMAIL);
    const instructor = await login(app, INSTRUCTOR_EMAIL);
    const student = await login(app, STUDENT_EMAIL);
    const { domain: _domain, ...settings } = (await get(admin, '/api/schools/settings')) as Record<string, unknown>;
    return {
      settings,
      courses: await get(admin, '/api/courses'),
      students: await get(admin, '/api/students'),
      groups: await get(admin, '/api/groups'),
      trash: await get(admin, '/api/trash'),
      lessons: await get(instructor, `/api/courses/${courseId}/lessons`),
      rating: await get(instructor, `/api/courses/${courseId}/students/rating`),
      results: await get(student, `/api/student/results/${courseId}`),
      notifications: await get(student, '/api/notifications'),
    };
  });
}

/** Row counts of every table a school lives in, over the whole installation. */
export async function tableCounts(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { table } of SCHOOL_TABLES) {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(db);
    counts[table] = rows[0]!.n;
  }
  return counts;
}
