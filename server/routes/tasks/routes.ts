import type { FastifyInstance } from 'fastify';
import { DEFAULT_ANSWER_FILE_KINDS, DEFAULT_ANSWER_MAX_MB, type AnswerFileKind } from '../../../src/api/answerFiles.js';
import { answerTab, type AnswerSummary, type TaskAnswersResponse, type TaskElementInput, type TaskInput } from '../../../src/api/tasks.js';
import type { AppDeps } from '../../appDeps.js';
import type { Db } from '../../db/index.js';
import { t } from '../../i18n/index.js';
import { lessonOfInstructor, lessonOfReader, type CourseUser } from '../../lib/courseAccess.js';
import { listSchema, pageOf, pageQuery } from '../../lib/listing.js';
import { messageSchema, pathParams, responses, savedSchema } from '../../lib/schemas.js';
import { typed } from '../../lib/typedRoutes.js';
import { refusePastInstant } from '../../lib/pastDates.js';
import { currentUser } from '../../plugins/auth.js';
import { dateTimeOf, requiredText } from '../lessons/input.js';
import { READERS, WRITERS } from '../lessons/schemas.js';
import { elementFileIds, prepareElements } from './elements.js';
import { answersOfStudent, answersOfTask } from './answersRepository.js';
import { answerCountsOfLesson, studentsWithoutAnswer } from './owedRepository.js';
import { deleteTask, reachTask, taskById, tasksOfLesson, toTaskDto } from './repository.js';
import { createTask, saveTask } from './taskService.js';
import { answersTabsSchema, taskBody, taskSchema } from './schemas.js';
import { taskReviewRoutes } from './reviewRoutes.js';
import { studentAnswerRoutes } from './studentRoutes.js';
import { taskExtensionRoutes } from './extensionRoutes.js';
import { answersZipRoutes } from './answersZipRoutes.js';
import { extensionsOfStudent } from './extensionsRepository.js';
import { LATE_PENALTY_NONE } from '../../../src/api/latePenalty.js';

/*
 * SPEC §7 Tasks, the task itself: GET and POST /lessons/{lessonId}/tasks; GET, PUT, DELETE
 * /lessons/tasks/{taskId}; GET /lessons/tasks/{taskId}/answers (the review tabs). Reads are
 * open to the course's students once the lesson is shown (each task then carries the student's
 * own answer); writes to the course's instructors only.
 */

const tags = ['tasks'];

interface TaskFields {
  name?: string;
  description?: string;
  elements?: string;
  deadline?: Date;
  maxPoints?: number;
  answerFileKinds?: AnswerFileKind[];
  answerMaxMb?: number;
  latePenaltyPerDay?: number;
  latePenaltyFloor?: number;
}

/** The body as the schema admits it: its elements are checked one by one in prepareElements. */
type TaskBodyInput = Omit<Partial<TaskInput>, 'taskElements'> & { taskElements?: unknown[] };

async function taskFields(db: Db, user: CourseUser, body: TaskBodyInput, shownFileIds: Set<number> = new Set()): Promise<TaskFields> {
  const fields: TaskFields = {};
  if (body.taskName !== undefined) fields.name = requiredText(body.taskName, 'taskName');
  if (body.description !== undefined) fields.description = body.description.trim();
  if (body.taskElements !== undefined) {
    fields.elements = JSON.stringify(await prepareElements(db, user, body.taskElements as TaskElementInput[], shownFileIds));
  }
  if (body.deadline !== undefined) fields.deadline = dateTimeOf(body.deadline, 'deadline');
  if (body.mark !== undefined) fields.maxPoints = body.mark;
  if (body.answerFileKinds !== undefined) fields.answerFileKinds = body.answerFileKinds;
  if (body.answerMaxMb !== undefined) fields.answerMaxMb = body.answerMaxMb;
  if (body.latePenaltyPerDay !== undefined) fields.latePenaltyPerDay = body.latePenaltyPerDay;
  if (body.latePenaltyFloor !== undefined) fields.latePenaltyFloor = body.latePenaltyFloor;
  return fields;
}

/** A student's view of tasks adds each one's own answer (or null), and shows their own deadline where it was extended. */
async function withOwnAnswers(db: Db, user: CourseUser, tasks: ReturnType<typeof toTaskDto>[]) {
  if (user.role !== 'STUDENT') return tasks;
  const ids = tasks.map((task) => task.taskId);
  const [answers, extensions] = await Promise.all([
    answersOfStudent(db, user.schoolId, user.id, ids),
    extensionsOfStudent(db, user.schoolId, user.id, ids),
  ]);
  return tasks.map((task) => {
    const extended = extensions.get(task.taskId);
    return {
      ...task,
      answer: answers.get(task.taskId) ?? null,
      ...(extended ? { deadline: extended.toISOString(), extendedFrom: task.deadline } : { extendedFrom: null }),
    };
  });
}

export async function taskRoutes(app: FastifyInstance, deps: AppDeps) {
  registerLessonTasks(app, deps);
  registerTaskEditing(app, deps);
  registerAnswerList(app, deps);
  await taskReviewRoutes(app, deps);
  await studentAnswerRoutes(app, deps);
  await taskExtensionRoutes(app, deps);
  await answersZipRoutes(app, deps);
}

/** A lesson's tasks: the list (with the student's own answers) and creating one. */
function registerLessonTasks(app: FastifyInstance, { db, now }: AppDeps) {
  const routes = typed(app);
  routes.get(
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
        querystring: pageQuery,
        response: responses({ 200: listSchema(taskSchema) }),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const lesson = await lessonOfReader(db, user, request.params.lessonId, now());
      const { rows, count } = await tasksOfLesson(db, user.schoolId, lesson.id, pageOf(request.query), request.query.search);
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

  routes.post(
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
      // A new task's deadline is never over already (src/api/pastDates.ts).
      refusePastInstant(fields.deadline!, null, 'deadline', 'input.deadlineInPast', at);
      const id = await createTask(db, {
        school_id: user.schoolId,
        lesson_id: lesson.id,
        name: fields.name!,
        description: fields.description ?? '',
        task_elements: fields.elements ?? '[]',
        deadline: fields.deadline!,
        max_points: fields.maxPoints!,
        answer_file_kinds: fields.answerFileKinds ?? DEFAULT_ANSWER_FILE_KINDS,
        answer_max_mb: fields.answerMaxMb ?? DEFAULT_ANSWER_MAX_MB,
        late_penalty_per_day: fields.latePenaltyPerDay ?? LATE_PENALTY_NONE.perDay,
        late_penalty_floor: fields.latePenaltyFloor ?? LATE_PENALTY_NONE.floor,
        created_at: at,
        updated_at: at,
      });
      return { message: t(request.lang, 'tasks.created'), ...toTaskDto(await taskById(db, user.schoolId, id)) };
    },
  );
}

/** One task: reading, saving and deleting it. */
function registerTaskEditing(app: FastifyInstance, { db, now }: AppDeps) {
  const routes = typed(app);
  routes.get(
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

  routes.put(
    '/api/lessons/tasks/:taskId',
    {
      config: { roles: WRITERS },
      schema: {
        tags,
        summary: 'Save a task; fields left out keep their values',
        description:
          "A new deadline or late-penalty rule decides anew which answers are late (each answer's send time against the student's deadline) and what that costs. " +
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
      // A deadline moved is never moved into the past; the stored one may have passed (src/api/pastDates.ts).
      if (fields.deadline) refusePastInstant(fields.deadline, task.deadline, 'deadline', 'input.deadlineInPast', now());
      await saveTask(db, task.id, {
        ...(fields.name !== undefined ? { name: fields.name } : {}),
        ...(fields.description !== undefined ? { description: fields.description } : {}),
        ...(fields.elements !== undefined ? { task_elements: fields.elements } : {}),
        ...(fields.deadline !== undefined ? { deadline: fields.deadline } : {}),
        ...(fields.maxPoints !== undefined ? { max_points: fields.maxPoints } : {}),
        ...(fields.answerFileKinds !== undefined ? { answer_file_kinds: fields.answerFileKinds } : {}),
        ...(fields.answerMaxMb !== undefined ? { answer_max_mb: fields.answerMaxMb } : {}),
        ...(fields.latePenaltyPerDay !== undefined ? { late_penalty_per_day: fields.latePenaltyPerDay } : {}),
        ...(fields.latePenaltyFloor !== undefined ? { late_penalty_floor: fields.latePenaltyFloor } : {}),
        updated_at: now(),
      });
      return { message: t(request.lang, 'tasks.updated'), ...toTaskDto(await taskById(db, user.schoolId, task.id)) };
    },
  );

  routes.delete(
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
      await deleteTask(db, task.id);
      return { message: t(request.lang, 'tasks.deleted') };
    },
  );
}

/** The answers given to a task. */
function registerAnswerList(app: FastifyInstance, { db, now }: AppDeps) {
  const routes = typed(app);
  routes.get(
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
}
