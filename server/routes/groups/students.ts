import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import { toStudentDto } from '../students/repository.js';
import { studentDtoSchema } from '../students/schemas.js';

/*
 * StudentDto in the nested lists (groups/{id}/students, courses/{id}/students): the one schema
 * and mapping of the students routes (students/schemas.ts, toStudentDto), over a query of
 * their own that callers narrow to a group or a course.
 */

/** StudentDto as JSON schema: what groups/{id}/students and courses/{id}/students answer. */
export const studentSchema = studentDtoSchema;
export const studentProperties = studentDtoSchema.properties;
export const studentRequired = studentDtoSchema.required;

export { toStudentDto };

/**
 * The school's students that are not in the trash, with their profile and group. Callers
 * narrow it (a group, a course's groups) and page it.
 */
export function schoolStudents(db: Db, schoolId: number) {
  return db
    .selectFrom('users as u')
    .innerJoin('student_profiles as sp', 'sp.user_id', 'u.id')
    .leftJoin('groups as g', 'g.id', 'sp.group_id')
    .where('u.school_id', '=', schoolId)
    .where('u.role', '=', 'STUDENT')
    .where('u.deleted_at', 'is', null);
}

/** The text a student search looks in: searchFolded() of it is users_search_trgm's expression, so searches use that index. */
export const personSearchText = sql<string>`(u.first_name || ' ' || u.last_name || ' ' || u.email || ' ' || coalesce(u.phone, ''))`;

export const studentColumns = [
  'u.id',
  'u.first_name',
  'u.last_name',
  'u.email',
  'u.phone',
  'u.blocked',
  'u.created_at',
  'sp.study_format',
  'sp.group_id',
  'g.name as group_name',
] as const;
