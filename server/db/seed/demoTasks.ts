import type { AnswerFileKind } from '../../../src/api/answerFiles.js';
import type { Db } from '../index.js';
import type { AnswerStatus, TaskElement } from '../../../src/api/tasks.js';
import { sanitizeRichText } from '../../lib/sanitize.js';
import { NOTIFICATION_KINDS, notifyMany, type NotificationInput } from '../../lib/notifications.js';

/*
 * The demo course's tasks: the first lesson's task has answers in every state (waiting in
 * time, waiting late, accepted, accepted late, not accepted, and students with none); the
 * second lesson's task is still open, and the demo student has not answered it yet. Dates are
 * fixed, like the demo lessons', so tests see the same demo whatever their clock.
 */

const DEMO_STUDENT = 'student@demo.test';
const DEMO_INSTRUCTOR = 'instructor@demo.test';

interface DemoTask {
  lesson: number;
  name: string;
  description: string;
  elements: TaskElement[];
  deadline: string;
  mark: number;
  /** What an answer takes, when not PDFs and images (src/api/answerFiles.ts). */
  files?: AnswerFileKind[];
}

const TASKS: DemoTask[] = [
  {
    lesson: 0,
    name: 'Types in practice',
    description: 'Write a function that names the type of any value, including null and arrays.',
    elements: [
      {
        type: 'text',
        html: sanitizeRichText(
          '<p>Write <code>typeName(value)</code> that returns <strong>"null"</strong> for <code>null</code>, <strong>"array"</strong> for arrays and <code>typeof value</code> otherwise.</p><ul><li>Send the code as text or as a link to a repository.</li><li>Add two or three examples of calls.</li></ul>',
        ),
      },
      {
        type: 'code',
        language: 'javascript',
        code: "typeName(null);   // 'null'\ntypeName([1, 2]); // 'array'\ntypeName(42);     // 'number'",
      },
      { type: 'link', text: 'MDN: typeof', url: 'https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Operators/typeof' },
    ],
    deadline: '2026-01-26T23:59:00+03:00',
    mark: 10,
  },
  {
    lesson: 1,
    name: 'A counter with a closure',
    description: 'Build makeCounter() whose counters keep their own count.',
    elements: [
      {
        type: 'text',
        html: sanitizeRichText(
          '<p>Write <code>makeCounter()</code> returning a function that counts its calls. Two counters must not share their count.</p><p>Explain in one or two sentences why this works.</p>',
        ),
      },
      { type: 'code', language: 'javascript', code: 'const a = makeCounter();\na(); a();\nconst b = makeCounter();\nb(); // 1' },
      { type: 'link', text: 'javascript.info: closures', url: 'https://javascript.info/closure' },
    ],
    deadline: '2027-01-31T23:59:00+03:00',
    mark: 20,
    // A programming task: the code itself, the project zipped, or a PDF.
    files: ['code', 'archives', 'pdf'],
  },
];

interface DemoAnswer {
  /** Index among the course's students ordered by id; -1 is the demo student. */
  student: number;
  task: number;
  status: AnswerStatus;
  submittedAt: string;
  text: string;
  links?: string[];
  points?: number;
  comment?: string;
}

const CODE =
  "function typeName(value) {\n  if (value === null) return 'null';\n  if (Array.isArray(value)) return 'array';\n  return typeof value;\n}";

const ANSWERS: DemoAnswer[] = [
  {
    student: -1,
    task: 0,
    status: 'ACCEPTED',
    submittedAt: '2026-01-24T18:30:00+03:00',
    text: CODE,
    points: 9,
    comment: 'Well done! Next time, also show what it answers for a missing value.',
  },
  { student: 0, task: 0, status: 'WAITING', submittedAt: '2026-01-25T21:10:00+03:00', text: `${CODE}\n\ntypeName([]) // 'array'` },
  {
    student: 1,
    task: 0,
    status: 'WAITING',
    submittedAt: '2026-01-28T09:15:00+03:00',
    text: 'Sorry for the delay.',
    links: ['https://github.com/example/type-name'],
  },
  {
    student: 2,
    task: 0,
    status: 'NOT_ACCEPTED',
    submittedAt: '2026-01-26T12:00:00+03:00',
    text: 'return typeof value;',
    comment: 'typeof null is "object": handle null and arrays first, then send it again.',
  },
  {
    student: 3,
    task: 0,
    status: 'ACCEPTED',
    submittedAt: '2026-01-27T10:00:00+03:00',
    text: CODE,
    points: 7,
    comment: 'Correct, but a day late.',
  },
  {
    student: 4,
    task: 0,
    status: 'WAITING',
    submittedAt: '2026-01-26T20:45:00+03:00',
    text: "const typeName = (v) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);",
  },
  {
    student: 0,
    task: 1,
    status: 'WAITING',
    submittedAt: '2026-02-02T19:00:00+03:00',
    text: 'function makeCounter() {\n  let count = 0;\n  return () => ++count;\n}\n\nEach call of makeCounter makes a new count variable that only its function sees.',
  },
];

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
        created_at: new Date('2026-01-10T12:00:00+03:00'),
        updated_at: new Date('2026-01-10T12:00:00+03:00'),
      })
      .returning(['id', 'name', 'lesson_id'])
      .executeTakeFirstOrThrow();
    tasks.push({ ...row, deadline: new Date(task.deadline), mark: task.mark });
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
      points: answer.points ?? null,
      comment: answer.comment ?? null,
      submitted_at: submittedAt,
      late: submittedAt.getTime() > task.deadline.getTime(),
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
      params: { ...params, points: answer.points ?? null, maxPoints: task.mark, comment: answer.comment ?? null },
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
      late: submittedAt.getTime() > task.deadline.getTime(),
      again: false,
    },
    at: submittedAt,
  };
}
