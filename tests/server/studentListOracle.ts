import { sql } from 'kysely';
import { expect } from 'vitest';
import { STUDENT_SEARCH_COUNT_CAP } from '../../src/api/studentList.js';
import type { ListResponse, StudentDto, StudentListQuery } from '../../src/api/types.js';
import { call, type TestApp } from './helpers.js';

/*
 * What GET /api/students must answer, by the plain query over users and student_profiles
 * (no list tables, no shortcuts): the students lists' tests hold every answer against it.
 */

/** The students a school's list must show, in its order. */
export async function expectedStudents(
  t: TestApp,
  schoolId: number,
  query: Omit<StudentListQuery, 'page' | 'size'> = {},
): Promise<number[]> {
  const search = (query.search ?? '').trim();
  const rows = await t.db
    .selectFrom('users')
    .leftJoin('student_profiles', 'student_profiles.user_id', 'users.id')
    .select('users.id')
    .where('users.school_id', '=', schoolId)
    .where('users.role', '=', 'STUDENT')
    .where('users.deleted_at', 'is', null)
    .$if(Boolean(search), (q) =>
      q.where(
        // Any case, and ё as е (server/lib/listing.ts).
        sql<boolean>`translate(lower(users.first_name || ' ' || users.last_name || ' ' || users.email || ' ' || coalesce(users.phone, '')), 'ё', 'е')
          like translate(lower(${`%${search}%`}), 'ё', 'е')`,
      ),
    )
    .$if(Boolean(query.studyFormat), (q) => q.where('student_profiles.study_format', '=', query.studyFormat!))
    .$if(Boolean(query.groupId), (q) => q.where('student_profiles.group_id', '=', query.groupId!))
    .orderBy('users.last_name')
    .orderBy('users.first_name')
    .orderBy('users.id')
    .execute();
  return rows.map((r) => r.id);
}

/** GET /api/students with this query, as this user; asserts a 200. */
export async function listStudents(t: TestApp, token: string, query: StudentListQuery): Promise<ListResponse<StudentDto>> {
  const params = new URLSearchParams(
    Object.entries(query)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, String(v)]),
  );
  const res = await call(t.app, { method: 'GET', url: `/api/students?${params}`, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ListResponse<StudentDto>>();
}

/** The count a list answers for these matches: a search counts up to the cap. */
export const expectedCount = (matches: number, search: string | undefined) =>
  Boolean(search?.trim()) && matches >= STUDENT_SEARCH_COUNT_CAP ? STUDENT_SEARCH_COUNT_CAP : matches;

/** Asserts a page and count, however obtained, against the plain query. */
export async function expectSamePage(t: TestApp, schoolId: number, query: StudentListQuery, answer: { ids: number[]; count: number }) {
  const { page = 1, size = 20, ...filters } = query;
  const all = await expectedStudents(t, schoolId, filters);
  expect(answer.count, JSON.stringify(query)).toBe(expectedCount(all.length, filters.search));
  expect(answer.ids, JSON.stringify(query)).toEqual(all.slice((page - 1) * size, page * size));
}

/** Asserts the API's page and count against the plain query. */
export async function expectPage(t: TestApp, token: string, schoolId: number, query: StudentListQuery) {
  const answer = await listStudents(t, token, query);
  await expectSamePage(t, schoolId, query, { ids: answer.objects.map((s) => s.studentId), count: answer.count });
}
