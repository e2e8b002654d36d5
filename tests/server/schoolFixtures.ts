import { randomBytes } from 'node:crypto';
import type { Db } from '../../server/db/index.js';
import { hashPassword } from '../../server/lib/crypto.js';
import { DEMO_PASSWORD } from '../../server/db/seed/demo.js';

/*
 * Rows written straight into the database for the admin-area tests: a second school (to
 * prove tenancy), extra people, groups, courses and uploaded files.
 */

const unique = () => randomBytes(4).toString('hex');

/** A second school with its own admin (password DEMO_PASSWORD), group and course. */
export async function createOtherSchool(db: Db, timezone = 'UTC') {
  const tag = `other-${unique()}`;
  const school = await db
    .insertInto('schools')
    .values({ name: `School ${tag}`, domain: tag, description: '', timezone, language: 'en' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const adminEmail = `admin@${tag}.test`;
  const admin = await db
    .insertInto('users')
    .values({
      school_id: school.id,
      role: 'ADMIN',
      first_name: 'Olga',
      last_name: 'Other',
      email: adminEmail,
      password_hash: await hashPassword(DEMO_PASSWORD),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const groupId = await addGroup(db, school.id, 'Other group');
  const courseId = await addCourse(db, school.id, 'Other course');
  const studentId = await addStudent(db, school.id, { groupId });
  const instructorId = await addInstructor(db, school.id);
  return { schoolId: school.id, adminId: admin.id, adminEmail, groupId, courseId, studentId, instructorId };
}

export async function addGroup(db: Db, schoolId: number, name = `Group ${unique()}`): Promise<number> {
  const row = await db.insertInto('groups').values({ school_id: schoolId, name }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function addCourse(db: Db, schoolId: number, name = `Course ${unique()}`): Promise<number> {
  const row = await db.insertInto('courses').values({ school_id: schoolId, name }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function addStudent(
  db: Db,
  schoolId: number,
  person: { groupId?: number | null; firstName?: string; lastName?: string; email?: string } = {},
): Promise<number> {
  const user = await db
    .insertInto('users')
    .values({
      school_id: schoolId,
      role: 'STUDENT',
      first_name: person.firstName ?? 'Stu',
      last_name: person.lastName ?? `Dent${unique()}`,
      email: person.email ?? `student-${unique()}@fixture.test`,
      password_hash: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('student_profiles')
    .values({ user_id: user.id, study_format: 'ONLINE', group_id: person.groupId ?? null })
    .execute();
  return user.id;
}

export async function addInstructor(db: Db, schoolId: number, person: { firstName?: string; lastName?: string } = {}): Promise<number> {
  const user = await db
    .insertInto('users')
    .values({
      school_id: schoolId,
      role: 'INSTRUCTOR',
      first_name: person.firstName ?? 'Inst',
      last_name: person.lastName ?? `Ructor${unique()}`,
      email: `instructor-${unique()}@fixture.test`,
      password_hash: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('instructor_profiles').values({ user_id: user.id, specialization: 'Fixtures' }).execute();
  return user.id;
}

/** A stored file's row (no bytes are needed to refer to it). */
export async function addFile(db: Db, schoolId: number, mime = 'image/png'): Promise<{ id: number; key: string }> {
  const key = `${randomBytes(12).toString('hex')}.${mime === 'application/pdf' ? 'pdf' : 'png'}`;
  const row = await db
    .insertInto('files')
    .values({ school_id: schoolId, storage_key: key, original_name: 'picture', mime, size: 100 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, key };
}

/** The demo school's ids by name and email, so tests do not depend on serial numbers. */
export async function demoIds(db: Db) {
  const school = await db.selectFrom('schools').select('id').where('domain', '=', 'demo').executeTakeFirstOrThrow();
  const groups = await db.selectFrom('groups').select(['id', 'name']).where('school_id', '=', school.id).execute();
  const courses = await db.selectFrom('courses').select(['id', 'name']).where('school_id', '=', school.id).execute();
  const users = await db.selectFrom('users').select(['id', 'email']).where('school_id', '=', school.id).execute();
  const byName = (rows: Array<{ id: number; name: string }>) =>
    Object.fromEntries(rows.map((r) => [r.name, r.id])) as Record<string, number>;
  return {
    schoolId: school.id,
    group: byName(groups),
    course: byName(courses),
    user: Object.fromEntries(users.map((u) => [u.email, u.id])) as Record<string, number>,
  };
}
