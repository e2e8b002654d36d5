import { sql } from 'kysely';
import type { Db } from '../index.js';
import { hashPassword } from '../../lib/crypto.js';
import type { FileStorage } from '../../lib/storage.js';
import { seedDemoLessons } from './demoLessons.js';
import { seedDemoTasks } from './demoTasks.js';
import { seedDemoBankTest } from './demoBankTest.js';
import { seedDemoQuestionBank } from './demoQuestionBank.js';
import { seedDemoQuizzes } from './demoQuizzes.js';
import { seedDemoRatings } from './demoRatings.js';
import { seedDemoEvents } from './demoEvents.js';
import { latin } from './latin.js';

export const DEMO_PASSWORD = 'demo123';
/** The advisory lock key of the demo seed (any number no other lock of the app uses). */
const DEMO_SEED_LOCK = 7_301_120_412;
export const DEMO_ACCOUNTS = [
  { role: 'ADMIN', email: 'admin@demo.test', first_name: 'Anna', last_name: 'Admin' },
  { role: 'INSTRUCTOR', email: 'instructor@demo.test', first_name: 'Ivan', last_name: 'Petrov' },
  { role: 'STUDENT', email: 'student@demo.test', first_name: 'Sofia', last_name: 'Smirnova' },
] as const;

const GROUPS = [
  { name: 'Frontend 2026', description: 'Web development from HTML to React.', date_of_finish: '2027-06-30' },
  { name: 'Python Basics', description: 'Programming from scratch with Python.', date_of_finish: '2027-03-31' },
  { name: 'Аналитика данных', description: 'Вечерняя группа: SQL, Python и визуализация.', date_of_finish: '2027-05-31' },
];

const COURSES = [
  {
    name: 'JavaScript Fundamentals',
    description: 'Variables, functions, the DOM and modern JavaScript.',
    date_of_finish: '2027-01-31',
    groups: [0],
    instructors: [0, 2],
  },
  {
    name: 'React in Practice',
    description: 'Components, state and data fetching, step by step.',
    date_of_finish: '2027-06-30',
    groups: [0],
    instructors: [0],
  },
  {
    name: 'Основы Python',
    description: 'Синтаксис, структуры данных и первые программы.',
    date_of_finish: '2027-03-31',
    groups: [1, 2],
    instructors: [1],
  },
];

// Beside the demo instructor (index 0).
const INSTRUCTORS = [
  {
    first_name: 'Мария',
    last_name: 'Иванова',
    email: 'maria.ivanova@demo.test',
    phone: '+7 916 555-12-34',
    specialization: 'Python, анализ данных',
  },
  {
    first_name: 'John',
    last_name: 'Carter',
    email: 'john.carter@demo.test',
    phone: '+1 415 555 0199',
    specialization: 'Frontend, accessibility',
  },
];

// 29 students beside the demo student: [first name, last name, group index, study format].
const STUDENTS: Array<[string, string, number, 'ONLINE' | 'OFFLINE']> = [
  ['Алексей', 'Кузнецов', 0, 'ONLINE'],
  ['Екатерина', 'Попова', 0, 'OFFLINE'],
  ['Дмитрий', 'Васильев', 0, 'ONLINE'],
  ['Emily', 'Johnson', 0, 'ONLINE'],
  ['Michael', 'Brown', 0, 'OFFLINE'],
  ['Ольга', 'Соколова', 0, 'ONLINE'],
  ['Никита', 'Морозов', 0, 'ONLINE'],
  ['Sarah', 'Davis', 0, 'ONLINE'],
  ['Анна', 'Волкова', 0, 'OFFLINE'],
  ['Игорь', 'Лебедев', 1, 'ONLINE'],
  ['Daniel', 'Wilson', 1, 'ONLINE'],
  ['Татьяна', 'Новикова', 1, 'OFFLINE'],
  ['Сергей', 'Козлов', 1, 'ONLINE'],
  ['Olivia', 'Taylor', 1, 'ONLINE'],
  ['Юлия', 'Фёдорова', 1, 'OFFLINE'],
  ['Павел', 'Михайлов', 1, 'ONLINE'],
  ['James', 'Anderson', 1, 'ONLINE'],
  ['Мария', 'Орлова', 1, 'ONLINE'],
  ['Артём', 'Андреев', 2, 'OFFLINE'],
  ['Emma', 'Thomas', 2, 'ONLINE'],
  ['Виктория', 'Макарова', 2, 'ONLINE'],
  ['Кирилл', 'Никитин', 2, 'OFFLINE'],
  ['Liam', 'Moore', 2, 'ONLINE'],
  ['Полина', 'Захарова', 2, 'ONLINE'],
  ['Максим', 'Зайцев', 2, 'ONLINE'],
  ['Noah', 'Martin', 2, 'OFFLINE'],
  ['Дарья', 'Павлова', 2, 'ONLINE'],
  ['Роман', 'Семёнов', 2, 'ONLINE'],
  ['Ava', 'Jackson', 2, 'ONLINE'],
];

/**
 * Seeds the demo school when the database has no school at all, so a newcomer can log in
 * at once and every screen has something to show. Returns whether it seeded. `storage`
 * receives the bytes of the demo presentations' PDFs; without it only their rows are made.
 */
export async function seedDemo(db: Db, options: { storage?: FileStorage } = {}): Promise<boolean> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction().execute(async (trx) => {
    // Serialises concurrent first starts of several processes on one database: the second waits
    // here until the first commits, then sees its school. (Locking the rows of `schools` could
    // not: on an empty database there is no row to lock, and both went on to insert it.)
    await sql`select pg_advisory_xact_lock(${DEMO_SEED_LOCK}::bigint)`.execute(trx);
    const existing = await trx.selectFrom('schools').select('id').limit(1).executeTakeFirst();
    if (existing) return false;
    const school_id = await insertSchool(trx);
    const accounts = await trx
      .insertInto('users')
      .values(DEMO_ACCOUNTS.map((a) => ({ ...a, school_id, password_hash: passwordHash })))
      .returning(['id', 'role'])
      .execute();
    const admin = accounts.find((a) => a.role === 'ADMIN')!.id;
    const demoInstructor = accounts.find((a) => a.role === 'INSTRUCTOR')!.id;
    const demoStudent = accounts.find((a) => a.role === 'STUDENT')!.id;
    const groups = await trx
      .insertInto('groups')
      .values(GROUPS.map((g) => ({ ...g, school_id })))
      .returning('id')
      .execute();
    const groupIds = groups.map((g) => g.id);
    const instructorIds = await insertInstructors(trx, school_id, demoInstructor);
    await insertStudents(trx, school_id, demoStudent, groupIds);
    const courseIds = await insertCourses(trx, school_id, groupIds, instructorIds);
    // The demo instructor's first course gets lessons holding every kind of material.
    await seedDemoLessons(trx, { schoolId: school_id, courseId: courseIds[0], instructorId: demoInstructor, storage: options.storage });
    await seedDemoTasks(trx, { schoolId: school_id, courseId: courseIds[0] });
    await seedDemoQuizzes(trx, { schoolId: school_id, courseId: courseIds[0] });
    await seedDemoRatings(trx, { schoolId: school_id, courseId: courseIds[0], instructorId: demoInstructor });
    await seedDemoQuestionBank(trx, { schoolId: school_id, courseId: courseIds[0], courseName: COURSES[0].name });
    await seedDemoBankTest(trx, { schoolId: school_id, courseId: courseIds[0] });
    await insertAnnouncements(trx, school_id, admin, groupIds);
    await seedDemoEvents(trx, {
      schoolId: school_id,
      adminId: admin,
      groupIds,
      timeZone: 'Europe/Moscow',
      now: new Date(),
    });
    return true;
  });
}

/** The demo school, on the Pro plan so trying the product never runs into the Free plan's limits. */
async function insertSchool(trx: Db): Promise<number> {
  const pro = await trx.selectFrom('tariffs').select('id').where('code', '=', 'pro').executeTakeFirstOrThrow();
  const school = await trx
    .insertInto('schools')
    .values({
      name: 'Demo School',
      domain: 'demo',
      description: 'A school to try the product with.',
      timezone: 'Europe/Moscow',
      language: 'en',
      tariff_id: pro.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return school.id;
}

/** The demo instructor's profile and the other instructors: all the instructor ids, the demo one first. */
async function insertInstructors(trx: Db, school_id: number, demoInstructor: number): Promise<number[]> {
  // Seeded people have no password: an admin's invitation (or a reset) lets them set one.
  const instructors = await trx
    .insertInto('users')
    .values(INSTRUCTORS.map(({ specialization: _, ...i }) => ({ ...i, school_id, role: 'INSTRUCTOR' as const, password_hash: null })))
    .returning('id')
    .execute();
  const instructorIds = [demoInstructor, ...instructors.map((i) => i.id)];
  await trx
    .insertInto('instructor_profiles')
    .values([
      { user_id: demoInstructor, specialization: 'JavaScript, React' },
      ...INSTRUCTORS.map((i, n) => ({ user_id: instructors[n].id, specialization: i.specialization })),
    ])
    .execute();
  return instructorIds;
}

/** The demo student's profile and the other students, each in their group. */
async function insertStudents(trx: Db, school_id: number, demoStudent: number, groupIds: number[]): Promise<void> {
  const students = await trx
    .insertInto('users')
    .values(
      STUDENTS.map(([first_name, last_name], n) => ({
        school_id,
        role: 'STUDENT' as const,
        first_name,
        last_name,
        email: `${latin(first_name)}.${latin(last_name)}@demo.test`,
        phone: `+7 900 ${String(100 + n).padStart(3, '0')}-${String(10 + n).padStart(2, '0')}-00`,
        password_hash: null,
      })),
    )
    .returning('id')
    .execute();
  await trx
    .insertInto('student_profiles')
    .values([
      { user_id: demoStudent, study_format: 'ONLINE', group_id: groupIds[0] },
      ...STUDENTS.map(([, , group, format], n) => ({ user_id: students[n].id, study_format: format, group_id: groupIds[group] })),
    ])
    .execute();
}

/** The courses with their groups and instructors: their ids, in COURSES' order. */
async function insertCourses(trx: Db, school_id: number, groupIds: number[], instructorIds: number[]): Promise<number[]> {
  const courseIds: number[] = [];
  for (const course of COURSES) {
    const { id: course_id } = await trx
      .insertInto('courses')
      .values({ school_id, name: course.name, description: course.description, date_of_finish: course.date_of_finish })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('course_groups')
      .values(course.groups.map((g) => ({ course_id, group_id: groupIds[g] })))
      .execute();
    await trx
      .insertInto('course_instructors')
      .values(course.instructors.map((i) => ({ course_id, instructor_id: instructorIds[i] })))
      .execute();
    courseIds.push(course_id);
  }
  return courseIds;
}

/** One announcement for everybody and one for each of two groups. */
async function insertAnnouncements(trx: Db, school_id: number, admin: number, groupIds: number[]): Promise<void> {
  await trx
    .insertInto('announcements')
    .values([
      {
        school_id,
        text: 'Welcome to the new term! Timetables are in the calendar.',
        group_id: null,
        created_by: admin,
        updated_at: new Date(),
      },
      {
        school_id,
        text: 'Frontend 2026: the first project is due at the end of the month.',
        group_id: groupIds[0],
        created_by: admin,
        updated_at: new Date(),
      },
      {
        school_id,
        text: 'Аналитика данных: занятие в четверг переносится на пятницу.',
        group_id: groupIds[2],
        created_by: admin,
        updated_at: new Date(),
      },
    ])
    .execute();
}
