import { sql } from 'kysely';
import { STUDY_FORMATS } from '../../../src/api/constants.js';
import type { StudentDto } from '../../../src/api/types.js';
import type { Db } from '../../db/index.js';
import { fullName } from './shared.js';

/** StudentDto as JSON schema: what groups/{id}/students and courses/{id}/students answer. */
export const studentProperties = {
  studentId: { type: 'integer' },
  name: { type: 'string' },
  lastname: { type: 'string' },
  fullName: { type: 'string' },
  email: { type: 'string' },
  phoneNumber: { type: 'string' },
  studyFormat: { type: 'string', enum: [...STUDY_FORMATS] },
  groupId: { type: ['integer', 'null'] },
  groupName: { type: ['string', 'null'] },
  isBlocked: { type: 'boolean' },
  createdAt: { type: 'string', format: 'date-time' },
} as const;
export const studentRequired = Object.keys(studentProperties);

export const studentSchema = { type: 'object', properties: studentProperties, required: studentRequired } as const;

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

/** The same expression as the users_search_trgm index, so "contains" searches use it. */
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

export interface StudentRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  blocked: boolean;
  created_at: Date;
  study_format: 'ONLINE' | 'OFFLINE';
  group_id: number | null;
  group_name: string | null;
}

export function toStudentDto(row: StudentRow): StudentDto {
  return {
    studentId: row.id,
    name: row.first_name,
    lastname: row.last_name,
    fullName: fullName(row.first_name, row.last_name),
    email: row.email,
    phoneNumber: row.phone ?? '',
    studyFormat: row.study_format,
    groupId: row.group_id,
    groupName: row.group_name,
    isBlocked: row.blocked,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
