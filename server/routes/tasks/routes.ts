import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { ListQuery } from '../../../src/api/types.js';
import { answerTab, type AnswerSummary, type TaskAnswersResponse, type TaskElementInput, type TaskInput } from '../../../src/api/tasks.js';
import type { AppDeps } from '../../appDeps.js';
import type { Db } from '../../db/index.js';
import { t } from '../../i18n/index.js';
import { lessonOfInstructor, lessonOfReader, type CourseUser } from '../../lib/courseAccess.js';
import { badRequest } from '../../lib/errors.js';
import { notifyTaskCreated } from '../../lib/notificationEvents.js';
import { listSchema, pageOf } from '../../lib/listing.js';
import { messageSchema, pathParams, responses, savedSchema } from '../../lib/schemas.js';
import { currentUser } from '../../plugins/auth.js';
import { dateTimeOf, requiredText } from '../lessons/input.js';
import { listQuery, READERS, WRITERS } from '../lessons/schemas.js';
import { elementFileIds, prepareElements } from './elements.js';
import {
  answerCountsOfLesson,
  answersOfStudent,
  answersOfTask,
  reachTask,
  studentsWithoutAnswer,
  taskById,
  tasksOfLesson,
  toTaskDto,
} from './repository.js';
import { answersTabsSchema, taskBody, taskSchema } from './schemas.js';
import { taskReviewRoutes } from './reviewRoutes.js';
import { studentAnswerRoutes } from './studentRoutes.js';

/*
 * SPEC §7 Tasks, the task itself: GET and POST /lessons/{lessonId}/tasks; GET, PUT, DELETE
 * /lessons/tasks/{taskId}; GET /lessons/tasks/{taskId}/answers (the review tabs). Reads are
 * open to the course's students once the lesson is shown (each task then carries the student's
 * own answer); writes to the course's instructors only.
 */

const tags = ['tasks'];
type LessonParams = { lessonId: number };
type TaskParams = { taskId: number };

interface TaskFields {
  name?: string;
  description?: string;
  elements?: string;
  deadline?: Date;
  maxPoints?: number;
}

async function taskFields(db: Db, user: CourseUser, body: Partial<TaskInput>, shownFileIds: Set<number> = new Set()): Promise<TaskFields> {
  const fields: TaskFields = {};
  if (body.taskName !== undefined) fields.name = requiredText(body.taskName, 'taskName');
  if (body.description !== undefined) fields.description = body.description.trim();
  if (body.taskElements !== undefined) {
    fields.elements = JSON.stringify(await prepareElements(db, user, body.taskElements as TaskElementInput[], shownFileIds));
  }
  if (body.deadline !== undefined) fields.deadline = dateTimeOf(body.deadline, 'deadline');
  if (body.mark !== undefined) fields.maxPoints = body.mark;
  return fields;
}

/** A student's view of tasks adds each one's own answer (or null). */
async function withOwnAnswers(db: Db, user: CourseUser, tasks: ReturnType<typeof toTaskDto>[]) {
  if (user.role !== 'STUDENT') return tasks;
  const answers = await answersOfStudent(
    db,
    user.schoolId,
    user.id,
    tasks.map((task) => task.taskId),
  );
  return tasks.map((task) => ({ ...task, answer: answers.get(task.taskId) ?? null }));
}

export async function taskRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, now } = deps;

  app.get<{ Params: LessonParams; Querystring: ListQuery }>(
    '/api/lessons/:lessonId/tasks',
    {
      config: { roles: READERS },
      schema: {
        tags,
        summary: "A lesson's tasks, oldest first",
        description:
          "For the course's instructors, and for its students once the lesson is shown (a student blocked on the course gets 403); " +
          "a student's view carries each task's own answer, an instructor's the length of each review tab (answerCounts, read for the whole page at once). " +
          "Lessons without tasks answer an empty list: the placeholder task 99999 '---' is the rating table's.",
        params: pathParams('lessonId'),
        querystring: listQuery,
        response: responses({ 200: listSchema(taskSchema) }),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const lesson = await lessonOfReader(db, user, request.params.lessonId, now());
      const { rows, count } = await tasksOfLesson(db, user.schoolId, lesson.id, pageOf(request.query));
      const tasks = rows.map(toTaskDto);
      if (user.role === 'STUDENT') return { objects: await withOwnAnswers(db, user, tasks), count };
      const counts = await answerCountsOfLesson(
        db,
        user.schoolId,
        lesson.id,
        tasks.map((task) => task.taskId),
      );
      return { objects: tasks.map((task) => ({ ...task, answerCounts: counts.get(task.taskId) })), count };
    },
  );

  app.post<{ Params: LessonParams; Body: TaskInput }>(
    '/api/lessons/:lessonId/tasks',
    {
      config: { roles: WRITERS },
      schema: {
        tags,
        summary: 'Add a task to a lesson',
        description: 'taskElements are sanitised; images and files must be uploads of this school made by the author.',
        params: pathParams('lessonId'),
        body: taskBody(['taskName', 'deadline', 'mark']),
        response: responses({ 200: savedSchema(taskSchema) }),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const lesson = await lessonOfInstructor(db, user, request.params.lessonId);
      const fields = await taskFields(db, user, request.body);
      const at = now();
      const row = await db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('tasks')
          .values({
            school_id: user.schoolId,
            lesson_id: lesson.id,
            name: fields.name!,
            description: fields.description ?? '',
            task_elements: fields.elements ?? '[]',
            deadline: fields.deadline!,
            max_points: fields.maxPoints!,
            created_at: at,
            updated_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        // The course's students hear of it with it (or once its lesson is shown: notificationEvents.ts).
        await notifyTaskCreated(trx, user.schoolId, inserted.id, at);
        return inserted;
      });
      return { message: t(request.lang, 'tasks.created'), ...toTaskDto(await taskById(db, user.schoolId, row.id)) };
    },
  );

  app.get<{ Params: TaskParams }>(
    '/api/lessons/tasks/:taskId',
    {
      config: { roles: READERS },
      schema: {
        tags,
        summary: 'One task',
        description: "For the course's instructors, and for its students once the lesson is shown, with the student's own answer.",
        params: pathParams('taskId'),
        response: responses({ 200: taskSchema }),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { task } = await reachTask(db, user, request.params.taskId, now(), 'reader');
      const [dto] = await withOwnAnswers(db, user, [toTaskDto(task)]);
      return dto;
    },
  );

  app.put<{ Params: TaskParams; Body: Partial<TaskInput> }>(
    '/api/lessons/tasks/:taskId',
    {
      config: { roles: WRITERS },
      schema: {
        tags,
        summary: 'Save a task; fields left out keep their values',
        description:
          "A new deadline decides anew which answers are late (each answer's send time against it). " +
          'The maximum cannot go below points already given (400 naming mark).',
        params: pathParams('taskId'),
        body: taskBody([]),
        response: responses({ 200: savedSchema(taskSchema) }),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { task } = await reachTask(db, user, request.params.taskId, now(), 'instructor');
      const fields = await taskFields(db, user, request.body, new Set(elementFileIds(task.task_elements ?? [])));
      await db.transaction().execute(async (trx) => {
        // Locked, so a review cannot give more points than the new maximum meanwhile.
        await trx.selectFrom('tasks').select('id').where('id', '=', task.id).forUpdate().execute();
        if (fields.maxPoints !== undefined) {
          const top = await trx
            .selectFrom('task_answers')
            .select((eb) => eb.fn.max('points').as('points'))
            .where('task_id', '=', task.id)
            .executeTakeFirst();
          const given = top?.points == null ? null : Number(top.points);
          if (given !== null && given > fields.maxPoints) throw badRequest('tasks.markBelowPoints', 'mark', { points: given });
        }
        await trx
          .updateTable('tasks')
          .set({
            ...(fields.name !== undefined ? { name: fields.name } : {}),
            ...(fields.description !== undefined ? { description: fields.description } : {}),
            ...(fields.elements !== undefined ? { task_elements: fields.elements } : {}),
            ...(fields.deadline !== undefined ? { deadline: fields.deadline } : {}),
            ...(fields.maxPoints !== undefined ? { max_points: fields.maxPoints } : {}),
            updated_at: now(),
          })
          .where('id', '=', task.id)
          .execute();
        if (fields.deadline !== undefined) {
          const deadline = fields.deadline;
          await trx
            .updateTable('task_answers')
            .set({ late: sql<boolean>`submitted_at > ${deadline}` })
            .where('task_id', '=', task.id)
            .execute();
        }
      });
      return { message: t(request.lang, 'tasks.updated'), ...toTaskDto(await taskById(db, user.schoolId, task.id)) };
    },
  );

  app.delete<{ Params: TaskParams }>(
    '/api/lessons/tasks/:taskId',
    {
      config: { roles: WRITERS },
      schema: {
        tags,
        summary: 'Delete a task with its answers',
        params: pathParams('taskId'),
        response: responses({ 200: messageSchema }),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { task } = await reachTask(db, user, request.params.taskId, now(), 'instructor');
      await db.deleteFrom('tasks').where('id', '=', task.id).execute();
      return { message: t(request.lang, 'tasks.deleted') };
    },
  );

  app.get<{ Params: TaskParams }>(
    '/api/lessons/tasks/:taskId/answers',
    {
      config: { roles: WRITERS },
      schema: {
        tags,
        summary: "A task's answers in the review tabs: waiting, accepted, notAccepted, late, notSubmitted",
        params: pathParams('taskId'),
        response: responses({ 200: answersTabsSchema }),
      },
    },
    async (request): Promise<TaskAnswersResponse> => {
      const user = currentUser(request);
      const { task } = await reachTask(db, user, request.params.taskId, now(), 'instructor');
      const [answers, notSubmitted] = await Promise.all([
        answersOfTask(db, user.schoolId, task.id),
        studentsWithoutAnswer(db, user.schoolId, task.id),
      ]);
      const tabs: Record<ReturnType<typeof answerTab>, AnswerSummary[]> = { waiting: [], accepted: [], notAccepted: [], late: [] };
      for (const answer of answers) tabs[answerTab(answer)].push(answer);
      return { task: toTaskDto(task), ...tabs, notSubmitted };
    },
  );

  await taskReviewRoutes(app, deps);
  await studentAnswerRoutes(app, deps);
}
