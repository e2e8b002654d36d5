import { randomUUID } from 'node:crypto';
import { sql, type RawBuilder } from 'kysely';
import { DamagedArchive } from './schoolArchiveReader.js';
import { jsonId, remapAttempt } from './schoolTablesQuizzes.js';

/*
 * What of the database belongs to one school, table by table, for `lms export-school` and
 * `lms import-school`. The tables are listed parents first, which is the order the import
 * inserts them in. Every column holding another row's id names that row's table, so the import
 * can give each row a new id (ids collide across installations) and carry the references along.
 *
 * Left out on purpose: NOT_CARRIED (schoolTablesLeftOut.ts); tests/server/cliExport.test.ts
 * fails when a table is in neither list, so a new table is decided on here.
 */

/** A row as PostgreSQL's to_jsonb gives it: exact, whatever the column types. */
export type Row = Record<string, unknown>;

export interface TableSpec {
  table: string;
  /** The primary key's columns: the export pages by them. */
  key: string[];
  /** `id` is a serial: the import gives each row a new one. */
  serial?: boolean;
  /** The school's rows; `t` is the table. */
  where: (schoolId: number) => RawBuilder<unknown>;
  /** Columns holding the id of a row of another table (null stays null). */
  refs?: Record<string, string>;
  /**
   * References without a foreign key (who trashed a row), or to a table inserted later: a row
   * they no longer find (a user deleted for good) gets null instead of failing the import.
   */
  loose?: Record<string, string>;
  /** Ids inside JSON and other columns the plain references cannot describe. */
  remap?: (row: Row, newId: NewId) => void;
}

/** The new id of an old row of `table`; undefined when the archive has no such row. */
export type NewId = (table: string, oldId: number) => number | undefined;

const ofSchool = (schoolId: number) => sql`t.school_id = ${schoolId}`;
const through = (column: string, parent: string) => (schoolId: number) =>
  sql`t.${sql.ref(column)} in (select id from ${sql.table(parent)} where school_id = ${schoolId})`;

/** Task elements and answer files: [{fileId, link, ...}]. The links keep working: files keep their storage keys. */
function remapFileIds(list: unknown, newId: NewId): unknown {
  if (!Array.isArray(list)) return list;
  return list.map((item) =>
    item && typeof item === 'object' && 'fileId' in item ? { ...item, fileId: jsonId(newId, 'files', item.fileId) } : item,
  );
}

/** The ids notification params carry (server/lib/notificationKinds.ts), by the table they name. */
const PARAM_TABLES: Record<string, string> = {
  taskId: 'tasks',
  lessonId: 'lessons',
  courseId: 'courses',
  answerId: 'task_answers',
  studentId: 'users',
  testId: 'tests',
  announcementId: 'announcements',
  eventId: 'events',
};

/** The row a notification's once_key names (server/lib/notificationJob.ts): 'task-deadline:<id>:<epoch>' and the like. */
const ONCE_KEY_TABLES: Record<string, string> = {
  announcement: 'announcements',
  'task-created': 'tasks',
  'test-created': 'tests',
  'task-deadline': 'tasks',
};

/** A once_key with its row's new id, so the jobs do not tell the imported people the same thing again. */
function remapOnceKey(key: unknown, newId: NewId): unknown {
  const parts = typeof key === 'string' ? /^([a-z-]+):(\d+)(.*)$/.exec(key) : null;
  const table = parts && ONCE_KEY_TABLES[parts[1]!];
  return table ? `${parts[1]}:${newId(table, Number(parts[2])) ?? 0}${parts[3]}` : key;
}

/** The table behind each kind of trash item (server/lib/trash.ts). */
const TRASH_TABLES: Record<string, string> = {
  GROUP: 'groups',
  COURSE: 'courses',
  INSTRUCTOR: 'users',
  STUDENT: 'users',
  LESSON: 'lessons',
};

export const SCHOOL_TABLES: TableSpec[] = [
  // The plan is named by code in the manifest (plans' ids differ between installations); the
  // branding images point at files, inserted later, and are set once they are.
  {
    table: 'schools',
    key: ['id'],
    serial: true,
    where: (id) => sql`t.id = ${id}`,
    loose: { logo_file_id: 'files', favicon_file_id: 'files' },
  },
  {
    table: 'users',
    key: ['id'],
    serial: true,
    where: ofSchool,
    refs: { school_id: 'schools' },
    loose: { deleted_by: 'users', avatar_file_id: 'files' },
    // A key of its own in the new installation: the same school imported twice must not share keys.
    remap: (row) => {
      if ('unsubscribe_key' in row) row.unsubscribe_key = randomUUID();
    },
  },
  { table: 'files', key: ['id'], serial: true, where: ofSchool, refs: { school_id: 'schools', uploaded_by: 'users' } },
  {
    table: 'groups',
    key: ['id'],
    serial: true,
    where: ofSchool,
    refs: { school_id: 'schools', image_id: 'files' },
    loose: { deleted_by: 'users' },
  },
  { table: 'student_profiles', key: ['user_id'], where: through('user_id', 'users'), refs: { user_id: 'users', group_id: 'groups' } },
  { table: 'instructor_profiles', key: ['user_id'], where: through('user_id', 'users'), refs: { user_id: 'users' } },
  { table: 'notification_settings', key: ['user_id'], where: through('user_id', 'users'), refs: { user_id: 'users' } },
  {
    table: 'courses',
    key: ['id'],
    serial: true,
    where: ofSchool,
    refs: { school_id: 'schools', image_id: 'files' },
    loose: { deleted_by: 'users' },
  },
  {
    table: 'course_groups',
    key: ['course_id', 'group_id'],
    where: through('course_id', 'courses'),
    refs: { course_id: 'courses', group_id: 'groups' },
  },
  {
    table: 'course_instructors',
    key: ['course_id', 'instructor_id'],
    where: through('course_id', 'courses'),
    refs: { course_id: 'courses', instructor_id: 'users' },
  },
  {
    table: 'course_student_blocks',
    key: ['course_id', 'student_id'],
    where: through('course_id', 'courses'),
    refs: { course_id: 'courses', student_id: 'users' },
  },
  {
    table: 'announcements',
    key: ['id'],
    serial: true,
    where: ofSchool,
    refs: { school_id: 'schools', group_id: 'groups', created_by: 'users' },
  },
  {
    table: 'lessons',
    key: ['id'],
    serial: true,
    where: ofSchool,
    refs: { school_id: 'schools', course_id: 'courses' },
    loose: { deleted_by: 'users' },
  },
  { table: 'videos', key: ['id'], serial: true, where: ofSchool, refs: { school_id: 'schools', lesson_id: 'lessons' } },
  { table: 'links', key: ['id'], serial: true, where: ofSchool, refs: { school_id: 'schools', lesson_id: 'lessons' } },
  {
    table: 'presentations',
    key: ['id'],
    serial: true,
    where: ofSchool,
    refs: { school_id: 'schools', lesson_id: 'lessons', file_id: 'files' },
  },
  {
    table: 'tasks',
    key: ['id'],
    serial: true,
    where: ofSchool,
    refs: { school_id: 'schools', lesson_id: 'lessons' },
    remap: (row, newId) => (row.task_elements = remapFileIds(row.task_elements, newId)),
  },
  {
    table: 'task_answers',
    key: ['id'],
    serial: true,
    where: ofSchool,
    refs: { school_id: 'schools', task_id: 'tasks', student_id: 'users', reviewed_by: 'users' },
    remap: (row, newId) => (row.files = remapFileIds(row.files, newId)),
  },
  {
    table: 'task_extensions',
    key: ['task_id', 'student_id'],
    where: ofSchool,
    refs: { school_id: 'schools', task_id: 'tasks', student_id: 'users', granted_by: 'users' },
  },
  // Before the tests, whose slots name bank questions and categories (migration 20261127_0090).
  // A category is made under an existing one and never moved, so a parent's id is smaller than
  // its children's and the export's id order inserts parents first.
  {
    table: 'question_categories',
    key: ['id'],
    serial: true,
    where: ofSchool,
    refs: { school_id: 'schools', course_id: 'courses', parent_id: 'question_categories' },
  },
  {
    table: 'bank_questions',
    key: ['id'],
    serial: true,
    where: ofSchool,
    refs: { school_id: 'schools', course_id: 'courses', category_id: 'question_categories' },
  },
  { table: 'tests', key: ['id'], serial: true, where: ofSchool, refs: { school_id: 'schools', lesson_id: 'lessons' } },
  {
    table: 'test_questions',
    key: ['id'],
    serial: true,
    where: through('test_id', 'tests'),
    refs: { test_id: 'tests', bank_question_id: 'bank_questions', category_id: 'question_categories' },
  },
  {
    table: 'test_options',
    key: ['id'],
    serial: true,
    where: (id) => sql`t.question_id in (select q.id from test_questions q join tests s on s.id = q.test_id where s.school_id = ${id})`,
    refs: { question_id: 'test_questions' },
  },
  {
    table: 'test_attempts',
    key: ['id'],
    serial: true,
    where: ofSchool,
    refs: { school_id: 'schools', test_id: 'tests', student_id: 'users' },
    remap: remapAttempt,
  },
  {
    table: 'test_accommodations',
    key: ['id'],
    serial: true,
    where: ofSchool,
    refs: { school_id: 'schools', test_id: 'tests', student_id: 'users' },
  },
  { table: 'exams', key: ['id'], serial: true, where: ofSchool, refs: { school_id: 'schools', course_id: 'courses', created_by: 'users' } },
  {
    table: 'exam_marks',
    key: ['exam_id', 'student_id'],
    where: through('exam_id', 'exams'),
    refs: { exam_id: 'exams', student_id: 'users', given_by: 'users' },
  },
  {
    table: 'rating_distributions',
    key: ['course_id'],
    where: through('course_id', 'courses'),
    refs: { course_id: 'courses', updated_by: 'users' },
  },
  { table: 'events', key: ['id'], serial: true, where: ofSchool, refs: { school_id: 'schools', created_by: 'users' } },
  {
    table: 'event_groups',
    key: ['event_id', 'group_id'],
    where: through('event_id', 'events'),
    refs: { event_id: 'events', group_id: 'groups' },
  },
  {
    table: 'notifications',
    key: ['id'],
    serial: true,
    where: ofSchool,
    refs: { school_id: 'schools', user_id: 'users' },
    remap: (row, newId) => {
      row.once_key = remapOnceKey(row.once_key, newId);
      const params = row.params;
      if (!params || typeof params !== 'object') return;
      row.params = Object.fromEntries(
        Object.entries(params).map(([name, value]) => [name, name in PARAM_TABLES ? jsonId(newId, PARAM_TABLES[name]!, value) : value]),
      );
    },
  },
  {
    table: 'trash',
    key: ['id'],
    serial: true,
    where: ofSchool,
    refs: { school_id: 'schools' },
    loose: { deleted_by: 'users' },
    remap: (row, newId) => {
      const table = TRASH_TABLES[String(row.entity_type)];
      const entity = table && typeof row.entity_id === 'number' ? newId(table, row.entity_id) : undefined;
      if (entity === undefined) throw new DamagedArchive('cli.archive.trashEntity', { id: String(row.id), type: String(row.entity_type) });
      row.entity_id = entity;
    },
  },
];
