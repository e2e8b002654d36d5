import type { AnswerFileKind } from '../../api/answerFiles';
import type { TaskAnswerDto, TaskDto } from '../../api/tasks';
import { buildStudentAnswer, buildStudentTask } from '../builders/studentBuilders';

/** The tasks as the demo student sees them, and the demo student's answers. */

const DAY = 24 * 3600_000;

export interface MockStudentWork {
  tasks: TaskDto[];
  /** The demo student's answers. */
  answers: TaskAnswerDto[];
  /** Files the student uploaded: fileId → name and link. */
  uploads: Map<number, { name: string; link: string }>;
}

const iso = (ms: number) => new Date(ms).toISOString();

export function seedStudentWork(): MockStudentWork {
  // Deadlines relative to the clock, so "upcoming" stays upcoming whenever the mocks run.
  const now = Date.now();
  const task = (taskId: number, lessonId: number, courseId: number, taskName: string, deadline: string, mark: number, description = '') =>
    buildStudentTask({ taskId, lessonId, courseId, taskName, deadline, mark, description });
  const tasks = [
    task(
      701,
      11,
      1,
      'Types in practice',
      '2026-09-20T20:59:00.000Z',
      10,
      'Write a function that names the type of any value, including null and arrays.',
    ),
    // A programming task: the code itself, or the project zipped, or a PDF (src/api/answerFiles.ts).
    {
      ...task(702, 12, 1, 'A counter with a closure', iso(now + 3 * DAY), 20, 'Build makeCounter() whose counters keep their own count.'),
      answerFileKinds: ['code', 'archives', 'pdf'] as AnswerFileKind[],
      answerMaxMb: 10,
      // The student's deadline was extended by two days; late answers lose 10% a day, keeping half.
      extendedFrom: iso(now + DAY),
      latePenaltyPerDay: 10,
      latePenaltyFloor: 50,
    },
    task(703, 12, 1, 'Explain let and const', iso(now + 10 * DAY), 5, 'In a few sentences: when do you use let, and when const?'),
    task(704, 13, 1, 'Scope puzzle', iso(now + 6 * DAY), 10, 'Explain what the code prints, and why.'),
    task(705, 13, 1, 'Hoisting notes', '2026-10-01T20:59:00.000Z', 5, 'Summarise hoisting in your own words.'),
    task(706, 21, 2, 'Your first component', iso(now + 20 * 3600_000), 15, 'Write a Greeting component that takes a name.'),
    // Its lesson is not shown yet: the student never sees it.
    task(707, 14, 1, 'DOM events', iso(now + 40 * DAY), 10),
  ];
  const answers = [
    buildStudentAnswer({
      answerId: 801,
      taskId: 701,
      taskName: 'Types in practice',
      lessonId: 11,
      mark: 10,
      deadline: tasks[0].deadline,
      status: 'ACCEPTED',
      points: 8,
      comment: 'Good work! Arrays are handled well; add a check for functions next time.',
      submittedAt: '2026-09-18T15:10:00.000Z',
      reviewedAt: '2026-09-21T09:00:00.000Z',
      reviewerFullName: 'Ivan Petrov',
      text: "function typeName(value) {\n  if (value === null) return 'null';\n  if (Array.isArray(value)) return 'array';\n  return typeof value;\n}",
      links: ['https://github.com/sofia-smirnova/type-name'],
    }),
    buildStudentAnswer({
      answerId: 802,
      taskId: 703,
      taskName: 'Explain let and const',
      lessonId: 12,
      mark: 5,
      deadline: tasks[2].deadline,
      status: 'WAITING',
      submittedAt: iso(now - DAY),
      text: 'I use const by default and let only when the variable is reassigned, e.g. a loop counter.',
    }),
    buildStudentAnswer({
      answerId: 803,
      taskId: 704,
      taskName: 'Scope puzzle',
      lessonId: 13,
      mark: 10,
      deadline: tasks[3].deadline,
      status: 'NOT_ACCEPTED',
      comment: 'The output is right, but the explanation misses why var leaks out of the block. Please explain function scope.',
      submittedAt: iso(now - 2 * DAY),
      reviewedAt: iso(now - DAY),
      reviewerFullName: 'Ivan Petrov',
      text: 'It prints 3 three times.',
    }),
  ];
  return { tasks, answers, uploads: new Map() };
}
