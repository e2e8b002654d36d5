import { ANSWER_STATUSES } from '../../../src/api/tasks.js';
import { nullableTimestampSchema as nullableTime, objectOf } from '../../lib/schemas.js';
import { distributionSchema, RULES, studentRowSchema } from '../ratings/schemas.js';

/* The JSON schema of GET /student/results/{courseId} (the types are in src/api/studentResults.ts). */

const int = { type: 'integer' } as const;
const num = { type: 'number' } as const;
const str = { type: 'string' } as const;
const nullableNum = { type: ['number', 'null'] } as const;

const taskResultSchema = objectOf({
  taskId: int,
  taskName: str,
  deadline: { type: 'string', format: 'date-time' },
  mark: { type: 'integer', description: "The task's maximum points" },
  status: { type: ['string', 'null'], enum: [...ANSWER_STATUSES, null], description: 'null: not answered yet' },
  late: { type: 'boolean', description: 'The answer was (last) sent after the deadline' },
  points: { type: ['integer', 'null'], description: 'Points of an accepted answer' },
  comment: { type: ['string', 'null'], description: "The instructor's comment" },
});

const testResultSchema = objectOf({
  testId: int,
  testName: str,
  maxPoints: num,
  status: {
    type: ['string', 'null'],
    enum: ['IN_PROGRESS', 'SUBMITTED', 'TIME_UP', null],
    description: "null: not taken; else the attempt's status",
  },
  pointsReceived: { ...nullableNum, description: 'Set once the attempt is finished' },
  passed: { type: ['boolean', 'null'] },
  submittedAt: { ...nullableTime, description: 'When the attempt was finished' },
});

const lessonResultsSchema = objectOf({
  lessonId: int,
  lessonName: str,
  tasks: { type: 'array', items: taskResultSchema },
  tests: { type: 'array', items: testResultSchema },
});

const examResultSchema = objectOf({
  examId: int,
  name: str,
  date: { type: 'string', description: 'yyyy-MM-dd' },
  maxMark: { type: 'integer', description: 'Always 100' },
  mark: { type: ['integer', 'null'], description: "The student's mark, or null while none is given" },
});

export const studentResultsSchema = objectOf(
  {
    courseId: int,
    courseName: str,
    lessons: { type: 'array', items: lessonResultsSchema, description: 'The lessons shown so far, in order; tasks and tests oldest first' },
    exams: { type: 'array', items: examResultSchema, description: 'By date' },
    rating: studentRowSchema,
    studentsCount: int,
    tasksMax: num,
    testsMax: num,
    distribution: distributionSchema,
  },
  `The student's own results: no other student's data and nothing that tells which test option is correct. The rating row counts as GET /student/rating/{courseId} does. ${RULES}`,
);
