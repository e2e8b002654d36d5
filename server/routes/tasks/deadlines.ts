import type { FastifyInstance } from 'fastify';
import type { StudentDeadlineDto } from '../../../src/api/deadlines.js';
import type { AppDeps } from '../../appDeps.js';
import type { Db } from '../../db/index.js';
import { studentBlockedCourseIds, studentCourseIds, type CourseUser } from '../../lib/courseAccess.js';
import { listSchema, pageOf, pageQueryProperties } from '../../lib/listing.js';
import { responses } from '../../lib/schemas.js';
import { currentUser } from '../../plugins/auth.js';
import { countInt } from '../../db/sql.js';

/*
 * The student's upcoming deadlines (not in the SPEC; src/api/deadlines.ts): one call for the
 * home page instead of courses → lessons → tasks for every course. The tasks of shown lessons of
 * the student's courses (not those they are blocked on) whose deadline is still ahead by the
 * server's clock and which the student still owes: no answer, or one returned to send again.
 */

const DEFAULT_SIZE = 10;

function owedTasks(db: Db, user: CourseUser, now: Date) {
  return db
    .selectFrom('tasks as t')
    .innerJoin('lessons as l', 'l.id', 't.lesson_id')
    .innerJoin('courses as c', 'c.id', 'l.course_id')
    .leftJoin('task_answers as a', (join) => join.onRef('a.task_id', '=', 't.id').on('a.student_id', '=', user.id))
    .where('t.school_id', '=', user.schoolId)
    .where('l.deleted_at', 'is', null)
    .where('l.show_date', '<=', now)
    .where('t.deadline', '>', now)
    .where('c.id', 'in', studentCourseIds(db, user))
    .where('c.id', 'not in', studentBlockedCourseIds(db, user))
    .where((eb) => eb.or([eb('a.id', 'is', null), eb('a.status', '=', 'NOT_ACCEPTED')]));
}

export async function listDeadlines(db: Db, user: CourseUser, query: { page?: number; size?: number }, now: Date) {
  const { limit, offset } = pageOf({ page: query.page, size: query.size || DEFAULT_SIZE });
  const [rows, total] = await Promise.all([
    owedTasks(db, user, now)
      .select([
        't.id as task_id',
        't.name as task_name',
        't.deadline',
        't.max_points',
        'l.id as lesson_id',
        'l.name as lesson_name',
        'c.id as course_id',
        'c.name as course_name',
        'a.id as answer_id',
        'a.comment',
      ])
      .orderBy('t.deadline')
      .orderBy('t.id')
      .limit(limit)
      .offset(offset)
      .execute(),
    owedTasks(db, user, now).select(countInt.as('n')).executeTakeFirstOrThrow(),
  ]);
  const objects: StudentDeadlineDto[] = rows.map((row) => ({
    taskId: row.task_id,
    taskName: row.task_name,
    deadline: new Date(row.deadline).toISOString(),
    mark: row.max_points,
    lessonId: row.lesson_id,
    lessonName: row.lesson_name,
    courseId: row.course_id,
    courseName: row.course_name,
    answer: row.answer_id === null ? null : { answerId: row.answer_id, status: 'NOT_ACCEPTED', comment: row.comment },
  }));
  return { objects, count: Number(total.n) };
}

const deadlineSchema = {
  type: 'object',
  properties: {
    taskId: { type: 'integer' },
    taskName: { type: 'string' },
    deadline: { type: 'string', format: 'date-time' },
    mark: { type: 'integer' },
    lessonId: { type: 'integer' },
    lessonName: { type: 'string' },
    courseId: { type: 'integer' },
    courseName: { type: 'string' },
    answer: {
      anyOf: [
        {
          type: 'object',
          properties: {
            answerId: { type: 'integer' },
            status: { type: 'string', enum: ['NOT_ACCEPTED'] },
            comment: { type: ['string', 'null'] },
          },
          required: ['answerId', 'status', 'comment'],
        },
        { type: 'null' },
      ],
    },
  },
  required: ['taskId', 'taskName', 'deadline', 'mark', 'lessonId', 'lessonName', 'courseId', 'courseName', 'answer'],
} as const;

export async function deadlineRoutes(app: FastifyInstance, { db, now }: AppDeps) {
  app.get<{ Querystring: { page?: number; size?: number } }>(
    '/api/student/deadlines',
    {
      config: { roles: ['STUDENT'] },
      schema: {
        tags: ['tasks'],
        summary: "The student's upcoming deadlines, soonest first",
        description:
          'Tasks of shown lessons of the courses the student studies (not those blocked), whose deadline is ahead by the server clock, ' +
          'not answered yet or returned to send again. size defaults to 10.',
        querystring: {
          type: 'object',
          properties: { page: pageQueryProperties.page, size: pageQueryProperties.size },
          additionalProperties: false,
        },
        response: responses({ 200: listSchema(deadlineSchema) }),
      },
    },
    async (request) => listDeadlines(db, currentUser(request), request.query, now()),
  );
}
