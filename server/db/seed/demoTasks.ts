import { LATE_PENALTY_NONE, settleAnswer } from '../../../src/api/latePenalty.js';
import type { Db } from '../index.js';
import { ANSWERS, EXTENSION, TASKS } from './demoTaskData.js';
import { NOTIFICATION_KINDS, notifyMany, type NotificationInput } from '../../lib/notifications.js';

/*
 * The demo course's tasks: the first lesson's task has answers in every state (waiting in
 * time, waiting late, accepted, accepted late, not accepted, and students with none); the
 * second lesson's task is still open, costs late answers 10% a day, and one student has a
 * week more for it; the demo student has not answered it yet. Dates are fixed, like the demo
 * lessons', so tests see the same demo whatever their clock.
 */

const DEMO_STUDENT = 'student@demo.test';
const DEMO_INSTRUCTOR = 'instructor@demo.test';

type Demo = { schoolId: number; courseId: number };

/**
 * Adds the demo tasks and answers to the demo course inside the seed's transaction, after its
 * lessons exist. Answers the task ids.
 */
export async function seedDemoTasks(trx: Db, demo: Demo): Promise<number[]> {
  const lessons = await trx
    .selectFrom('lessons')
    .select(['id', 'course_id'])
    .where('course_id', '=', demo.courseId)
    .where('deleted_at', 'is', null)
    .orderBy('position')
    .execute();
  if (lessons.length < 2) return [];
  const instructor = await trx
    .selectFrom('users')
    .select('id')
    .where('email', '=', DEMO_INSTRUCTOR)
    .where('school_id', '=', demo.schoolId)
    .executeTakeFirstOrThrow();
  const students = await courseStudents(trx, demo);
  const demoStudent = students.find((s) => s.email === DEMO_STUDENT);
  const others = students.filter((s) => s.email !== DEMO_STUDENT);
  const tasks = await insertTasks(trx, demo, lessons);

  const notifications: NotificationInput[] = [];
  for (const answer of ANSWERS) {
    const student = answer.student === -1 ? demoStudent : others[answer.student];
    if (!student) continue;
    notifications.push(await insertAnswer(trx, demo, tasks[answer.task], answer, student, instructor.id));
  }
  const ill = others[EXTENSION.student];
  if (ill) {
    await trx
      .insertInto('task_extensions')
      .values({
        task_id: tasks[EXTENSION.task].id,
        student_id: ill.id,
        school_id: demo.schoolId,
        deadline: new Date(EXTENSION.deadline),
        granted_by: instructor.id,
      })
      .execute();
  }
  // History: recorded, not delivered (no emails to the demo accounts).
  await notifyMany(trx, notifications, { deliver: false });
  return tasks.map((t) => t.id);
}

/** The students of the course's groups, by id. */
async function courseStudents(trx: Db, demo: Demo) {
  return trx
    .selectFrom('users as u')
    .innerJoin('student_profiles as sp', 'sp.user_id', 'u.id')
    .innerJoin('course_groups as cg', 'cg.group_id', 'sp.group_id')
    .select(['u.id', 'u.email', 'u.first_name', 'u.last_name'])
    .where('cg.course_id', '=', demo.courseId)
    .where('u.school_id', '=', demo.schoolId)
    .orderBy('u.id')
    .execute();
}

type DemoStudent = Awaited<ReturnType<typeof courseStudents>>[number];

/** The tasks, in TASKS' order, with what their answers need. */
async function insertTasks(trx: Db, demo: Demo, lessons: Array<{ id: number }>) {
  const tasks = [];
  for (const task of TASKS) {
    const row = await trx
      .insertInto('tasks')
      .values({
        school_id: demo.schoolId,
        lesson_id: lessons[task.lesson].id,
        name: task.name,
        description: task.description,
        task_elements: JSON.stringify(task.elements),
        deadline: new Date(task.deadline),
        max_points: task.mark,
        ...(task.files ? { answer_file_kinds: task.files } : {}),
        late_penalty_per_day: (task.penalty ?? LATE_PENALTY_NONE).perDay,
        late_penalty_floor: (task.penalty ?? LATE_PENALTY_NONE).floor,
        created_at: new Date('2026-01-10T12:00:00+03:00'),
        updated_at: new Date('2026-01-10T12:00:00+03:00'),
      })
      .returning(['id', 'name', 'lesson_id'])
      .executeTakeFirstOrThrow();
    tasks.push({ ...row, deadline: new Date(task.deadline), mark: task.mark, penalty: task.penalty ?? LATE_PENALTY_NONE });
  }
  return tasks;
}

/**
 * One answer, reviewed or waiting: the notification it would have sent, to the student for a
 * review, to the instructor for a waiting answer.
 */
async function insertAnswer(
  trx: Db,
  demo: Demo,
  task: Awaited<ReturnType<typeof insertTasks>>[number],
  answer: (typeof ANSWERS)[number],
  student: DemoStudent,
  instructorId: number,
): Promise<NotificationInput> {
  const submittedAt = new Date(answer.submittedAt);
  const reviewed = answer.status !== 'WAITING';
  const given = answer.points ?? null;
  const lateness = settleAnswer({ status: answer.status, submittedAt, pointsGiven: given }, task.penalty, task.deadline);
  const reviewedAt = new Date(submittedAt.getTime() + 86_400_000);
  const { id } = await trx
    .insertInto('task_answers')
    .values({
      school_id: demo.schoolId,
      task_id: task.id,
      student_id: student.id,
      text: answer.text,
      files: '[]',
      links: JSON.stringify(answer.links ?? []),
      status: answer.status,
      points: lateness.points,
      points_given: given,
      days_late: lateness.daysLate,
      penalty_percent: lateness.penaltyPercent,
      comment: answer.comment ?? null,
      submitted_at: submittedAt,
      late: lateness.late,
      reviewed_at: reviewed ? reviewedAt : null,
      reviewed_by: reviewed ? instructorId : null,
      created_at: submittedAt,
      updated_at: reviewed ? reviewedAt : submittedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const params = { taskId: task.id, taskName: task.name, lessonId: task.lesson_id, courseId: demo.courseId, answerId: id };
  if (reviewed) {
    return {
      schoolId: demo.schoolId,
      userId: student.id,
      kind: answer.status === 'ACCEPTED' ? NOTIFICATION_KINDS.TASK_ANSWER_ACCEPTED : NOTIFICATION_KINDS.TASK_ANSWER_REJECTED,
      params: { ...params, points: lateness.points, maxPoints: task.mark, comment: answer.comment ?? null },
      at: reviewedAt,
    };
  }
  return {
    schoolId: demo.schoolId,
    userId: instructorId,
    kind: NOTIFICATION_KINDS.TASK_ANSWER_SUBMITTED,
    params: {
      ...params,
      studentId: student.id,
      studentFullName: `${student.first_name} ${student.last_name}`,
      late: lateness.late,
      again: false,
    },
    at: submittedAt,
  };
}
