import type { TaskExtensionDto } from '../../api/latePenalty';
import type { TaskAnswerDto, TaskDto } from '../../api/tasks';
import { buildTask, buildTaskAnswer } from '../builders/taskBuilders';

/** The instructor's tasks on the mock lessons and the students' answers to them. */

export type MockAnswer = Omit<TaskAnswerDto, 'taskName' | 'lessonId' | 'courseId' | 'mark' | 'deadline' | 'studentFullName'>;

export interface MockTasks {
  tasks: TaskDto[];
  answers: MockAnswer[];
  /** Students' own deadlines (src/api/latePenalty.ts); an answer's extendedTo is joined on read. */
  extensions: TaskExtensionDto[];
  /** When each `taskId:studentId` was last reminded, by the clock of the page. */
  reminded: Map<string, number>;
}

const CREATED = '2026-11-01T08:00:00.000Z';
const CODE =
  "function typeName(value) {\n  if (value === null) return 'null';\n  if (Array.isArray(value)) return 'array';\n  return typeof value;\n}";

/** An answer as the store keeps it: the task's and student's fields are joined on read. */
const answer = (overrides: Partial<MockAnswer> & Pick<MockAnswer, 'answerId' | 'taskId' | 'studentId'>): MockAnswer => {
  const { studentFullName: _name, taskName: _t, lessonId: _l, courseId: _c, mark: _m, deadline: _d, ...rest } = buildTaskAnswer(overrides);
  return rest;
};

function counterTask(): TaskDto {
  return buildTask({
    taskId: 802,
    lessonId: 11,
    courseId: 1,
    taskName: 'A counter with a closure',
    description: 'Build makeCounter() whose counters keep their own count.',
    taskElements: [
      {
        type: 'text',
        html: '<p>Write <code>makeCounter()</code> returning a function that counts its calls.</p><p>Explain in one or two sentences why this works.</p>',
      },
      { type: 'code', language: 'javascript', code: 'const a = makeCounter();\na(); a();\nconst b = makeCounter();\nb(); // 1' },
      { type: 'link', text: 'javascript.info: closures', url: 'https://javascript.info/closure' },
    ],
    deadline: '2027-01-31T20:59:00.000Z',
    mark: 20,
    createdAt: CREATED,
    updatedAt: CREATED,
  });
}

// A student who was ill has a week more for the counter.
const SEED_EXTENSIONS: TaskExtensionDto[] = [
  {
    taskId: 802,
    studentId: 3,
    studentFullName: '',
    deadline: '2027-02-07T20:59:00.000Z',
    grantedByFullName: 'Ivan Petrov',
    updatedAt: CREATED,
  },
];

export function seedTasks(): MockTasks {
  const types = buildTask({
    taskId: 801,
    lessonId: 11,
    courseId: 1,
    taskName: 'Types in practice',
    deadline: '2026-01-26T20:59:00.000Z',
    mark: 10,
    // Late answers lose 10% a day and keep at least half: answer 902 came two days late.
    latePenaltyPerDay: 10,
    latePenaltyFloor: 50,
    createdAt: CREATED,
    updatedAt: CREATED,
  });
  const counter = counterTask();
  return {
    tasks: [types, counter],
    answers: [
      answer({
        answerId: 901,
        taskId: 801,
        studentId: 1,
        status: 'ACCEPTED',
        points: 9,
        comment: 'Well done! Next time, also show what it answers for a missing value.',
        submittedAt: '2026-01-24T15:30:00.000Z',
        reviewedAt: '2026-01-25T15:30:00.000Z',
        reviewerFullName: 'Ivan Petrov',
        text: CODE,
      }),
      answer({
        answerId: 902,
        taskId: 801,
        studentId: 2,
        status: 'WAITING',
        late: true,
        daysLate: 2,
        penaltyPercent: 20,
        submittedAt: '2026-01-28T06:15:00.000Z',
        text: 'Sorry for the delay.',
        links: ['https://github.com/example/type-name'],
      }),
      answer({
        answerId: 903,
        taskId: 801,
        studentId: 3,
        status: 'NOT_ACCEPTED',
        comment: 'typeof null is "object": handle null and arrays first, then send it again.',
        submittedAt: '2026-01-26T09:00:00.000Z',
        reviewedAt: '2026-01-27T09:00:00.000Z',
        reviewerFullName: 'Ivan Petrov',
        text: 'return typeof value;',
      }),
      answer({
        answerId: 904,
        taskId: 801,
        studentId: 4,
        status: 'WAITING',
        submittedAt: '2026-01-25T18:10:00.000Z',
        text: `${CODE}\n\ntypeName([]) // 'array'`,
        files: [{ fileId: 401, link: '/api/static/files/mock-401.pdf', name: 'type-name-notes.pdf' }],
      }),
      answer({
        answerId: 905,
        taskId: 802,
        studentId: 1,
        status: 'WAITING',
        submittedAt: '2026-11-18T16:00:00.000Z',
        text: 'function makeCounter() {\n  let count = 0;\n  return () => ++count;\n}',
      }),
    ],
    extensions: [...SEED_EXTENSIONS],
    reminded: new Map(),
  };
}
