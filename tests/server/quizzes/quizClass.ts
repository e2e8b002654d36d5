import { ADMIN_EMAIL, INSTRUCTOR_EMAIL, createTestApp, type TestApp } from '../helpers.js';
import { addGroupToCourse, assign, loginUser } from '../learningFixtures.js';
import { addCourse, addGroup, addInstructor, addStudent, createOtherSchool, demoIds } from '../schoolFixtures.js';

/*
 * The class the timed-test suites work in: a course taught by the demo instructor, a group of
 * four students on it (Amy, Ben, Cat, Dan), one student of another group, a lesson, and tokens
 * for the admin, the instructor, an instructor of another course, an instructor of another
 * school and the students who take tests.
 */

export interface QuizClass {
  t: TestApp;
  ids: Awaited<ReturnType<typeof demoIds>>;
  courseId: number;
  groupId: number;
  lessonId: number;
  people: { amy: number; ben: number; cat: number; dan: number; outsider: number };
  tok: {
    admin: string;
    instructor: string;
    stranger: string;
    otherSchool: string;
    amy: string;
    ben: string;
    cat: string;
    outsider: string;
  };
}

/** A new app whose clock starts at `startAt`, holding the class; `name` names its course, group and lesson. */
export async function quizClass(name: string, startAt: Date): Promise<QuizClass> {
  const t = await createTestApp({ startAt });
  const ids = await demoIds(t.db);
  const courseId = await addCourse(t.db, ids.schoolId, `${name} course`);
  const groupId = await addGroup(t.db, ids.schoolId, `${name} group`);
  await addGroupToCourse(t.db, courseId, groupId);
  await assign(t.db, courseId, ids.user[INSTRUCTOR_EMAIL]);
  const student = (firstName: string, lastName: string) => addStudent(t.db, ids.schoolId, { groupId, firstName, lastName });
  const people = {
    amy: await student('Amy', 'Able'),
    ben: await student('Ben', 'Baker'),
    cat: await student('Cat', 'Cole'),
    dan: await student('Dan', 'Dale'),
    outsider: await addStudent(t.db, ids.schoolId, {
      groupId: await addGroup(t.db, ids.schoolId, 'Elsewhere'),
      firstName: 'Out',
      lastName: 'Sider',
    }),
  };
  const lesson = await t.db
    .insertInto('lessons')
    .values({
      school_id: ids.schoolId,
      course_id: courseId,
      name: `${name} lesson`,
      show_date: new Date('2026-03-01T09:00:00Z'),
      position: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const other = await createOtherSchool(t.db);
  const [admin, instructor, stranger, otherSchool, amy, ben, cat, outsider] = await Promise.all([
    loginUser(t.app, t.db, ids.user[ADMIN_EMAIL]),
    loginUser(t.app, t.db, ids.user[INSTRUCTOR_EMAIL]),
    loginUser(t.app, t.db, await addInstructor(t.db, ids.schoolId)),
    loginUser(t.app, t.db, other.instructorId),
    loginUser(t.app, t.db, people.amy),
    loginUser(t.app, t.db, people.ben),
    loginUser(t.app, t.db, people.cat),
    loginUser(t.app, t.db, people.outsider),
  ]);
  return {
    t,
    ids,
    courseId,
    groupId,
    lessonId: lesson.id,
    people,
    tok: { admin, instructor, stranger, otherSchool, amy, ben, cat, outsider },
  };
}
