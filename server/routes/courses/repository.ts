import { sql } from 'kysely';
import type { CourseDto } from '../../../src/api/types.js';
import type { Db } from '../../db/index.js';
import { AppError, notFound } from '../../lib/errors.js';
import { containsPattern, pageOf, type PageQuery } from '../../lib/listing.js';
import { countInt, fileLink, fullName, lockNames } from '../groups/shared.js';

/** The school's courses that are not in the trash, narrowed by a search text when given. */
export function liveCourses(db: Db, schoolId: number, search?: string) {
  const pattern = containsPattern(search);
  return db
    .selectFrom('courses as c')
    .where('c.school_id', '=', schoolId)
    .where('c.deleted_at', 'is', null)
    .$if(pattern !== null, (q) => q.where((eb) => eb.or([eb('c.name', 'ilike', pattern), eb('c.description', 'ilike', pattern)])));
}

function selectCourses(db: Db, schoolId: number, search?: string) {
  return liveCourses(db, schoolId, search)
    .leftJoin('files as f', 'f.id', 'c.image_id')
    .select(['c.id', 'c.name', 'c.description', 'c.date_of_finish', 'c.image_id', 'c.created_at', 'f.storage_key']);
}

type CourseRow = Awaited<ReturnType<ReturnType<typeof selectCourses>['executeTakeFirstOrThrow']>>;

/** Adds each course's live groups, live instructors and the number of its live students. */
async function withRelations(db: Db, rows: CourseRow[]): Promise<CourseDto[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [groups, instructors, counts] = await Promise.all([
    db
      .selectFrom('course_groups as cg')
      .innerJoin('groups as g', 'g.id', 'cg.group_id')
      .select(['cg.course_id', 'g.id', 'g.name'])
      .where('cg.course_id', 'in', ids)
      .where('g.deleted_at', 'is', null)
      .orderBy('g.name')
      .orderBy('g.id')
      .execute(),
    db
      .selectFrom('course_instructors as ci')
      .innerJoin('users as u', 'u.id', 'ci.instructor_id')
      .select(['ci.course_id', 'u.id', 'u.first_name', 'u.last_name'])
      .where('ci.course_id', 'in', ids)
      .where('u.role', '=', 'INSTRUCTOR')
      .where('u.deleted_at', 'is', null)
      .orderBy('u.last_name')
      .orderBy('u.first_name')
      .orderBy('u.id')
      .execute(),
    db
      .selectFrom('course_groups as cg')
      .innerJoin('groups as g', 'g.id', 'cg.group_id')
      .innerJoin('student_profiles as sp', 'sp.group_id', 'g.id')
      .innerJoin('users as u', 'u.id', 'sp.user_id')
      .select(['cg.course_id', sql<number>`count(distinct u.id)::int`.as('n')])
      .where('cg.course_id', 'in', ids)
      .where('g.deleted_at', 'is', null)
      .where('u.deleted_at', 'is', null)
      .groupBy('cg.course_id')
      .execute(),
  ]);
  return rows.map((row) => ({
    id: row.id,
    courseName: row.name,
    description: row.description,
    dateOfFinish: row.date_of_finish,
    imageId: row.image_id ?? 0,
    imageLink: fileLink(row.storage_key),
    groups: groups.filter((g) => g.course_id === row.id).map((g) => ({ id: g.id, groupName: g.name, groupType: 'INNER' as const })),
    instructors: instructors
      .filter((i) => i.course_id === row.id)
      .map((i) => ({ teacherId: i.id, fullName: fullName(i.first_name, i.last_name) })),
    studentsCount: counts.find((c) => c.course_id === row.id)?.n ?? 0,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}

export async function listCourses(db: Db, schoolId: number, query: PageQuery): Promise<{ objects: CourseDto[]; count: number }> {
  const { limit, offset } = pageOf(query);
  const [rows, total] = await Promise.all([
    selectCourses(db, schoolId, query.search).orderBy('c.name').orderBy('c.id').limit(limit).offset(offset).execute(),
    liveCourses(db, schoolId, query.search).select(countInt.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { objects: await withRelations(db, rows), count: Number(total.n) };
}

export async function getCourse(db: Db, schoolId: number, id: number): Promise<CourseDto> {
  const row = await selectCourses(db, schoolId).where('c.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  const [course] = await withRelations(db, [row]);
  return course;
}

/** A live course's name (for the trash), or 404. */
export async function courseName(db: Db, schoolId: number, id: number): Promise<string> {
  const row = await liveCourses(db, schoolId).select('c.name').where('c.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return row.name;
}

export interface CourseFields {
  name: string;
  description?: string;
  dateOfFinish?: string | null;
  imageId?: number | null;
}

async function assertNameFree(trx: Db, schoolId: number, name: string, exceptId?: number): Promise<void> {
  const clash = await liveCourses(trx, schoolId)
    .select('c.id')
    .where((eb) => eb(eb.fn('lower', ['c.name']), '=', name.toLowerCase()))
    .$if(exceptId !== undefined, (q) => q.where('c.id', '<>', exceptId as number))
    .executeTakeFirst();
  if (clash) throw new AppError(409, 'courses.nameTaken', { name }, { field: 'courseName' });
}

export async function createCourse(db: Db, schoolId: number, fields: CourseFields, now: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await lockNames(trx, 'courses', schoolId);
    await assertNameFree(trx, schoolId, fields.name);
    const row = await trx
      .insertInto('courses')
      .values({
        school_id: schoolId,
        name: fields.name,
        description: fields.description ?? '',
        date_of_finish: fields.dateOfFinish ?? null,
        image_id: fields.imageId ?? null,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

/** Saves the fields given; a field left out keeps its value. */
export async function updateCourse(db: Db, schoolId: number, id: number, fields: CourseFields): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockNames(trx, 'courses', schoolId);
    await assertNameFree(trx, schoolId, fields.name, id);
    const result = await trx
      .updateTable('courses')
      .set({
        name: fields.name,
        ...(fields.description !== undefined && { description: fields.description }),
        ...(fields.dateOfFinish !== undefined && { date_of_finish: fields.dateOfFinish }),
        ...(fields.imageId !== undefined && { image_id: fields.imageId }),
      })
      .where('id', '=', id)
      .where('school_id', '=', schoolId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw notFound();
  });
}
