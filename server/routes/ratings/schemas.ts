import { EXAM_MARK_MAX, EXAM_NAME_MAX, RATING_MAX_SIZE, RATING_SORT_PATTERN } from '../../../src/api/ratings.js';
import { PAGE_MAX, dateSchema } from '../../lib/listing.js';

/* JSON schemas of the ratings and exams routes (the types are in src/api/ratings.ts). */

export const RULES = [
  'Scored: tasks, the points of ACCEPTED answers; tests, the grade of the finished attempts; exams, the mark (0..100).',
  "A student's maps (tasks, tests, exams: id → points or mark) hold only what was scored, 0 included; an item with no entry shows as a dash. An exam is marked out of 100: its `mark` in the header is that maximum.",
  "An item counts toward a student's total once scored, or, when the distribution's missingCountsZero is on, once past due for that student (a task's deadline; a test's closing time or the student's own window; the day after an exam in the school's timezone) as 0; an answer waiting for review does not count until reviewed.",
  "Each part is a percentage of what counted (exams: the mean counted mark); total (0..100, 2 decimals) = Σ weight × part% / Σ weight over the parts with something counted. Each row's formula holds the counted sums, the percentages and the weights used (scaled to add up to 100).",
  "Weights: the course's rating distribution; 40/40/20 (tasks/tests/exams) and missing work counting 0 until one is saved. The header's maxima count every live lesson of the course.",
  'A lesson with no task and no test has the placeholder task {taskId: 99999, taskName: "---", maxPoints: 0}; it has no entry in the students\' maps.',
].join(' ');

const num = { type: 'number' } as const;
const int = { type: 'integer' } as const;
const str = { type: 'string' } as const;
const itemMap = {
  type: 'object',
  additionalProperties: num,
  description: 'id → points (or mark) of what was scored; no entry counts 0',
} as const;

export const examBody = {
  type: 'object',
  properties: { name: { type: 'string', minLength: 1, maxLength: EXAM_NAME_MAX }, date: { ...dateSchema, description: 'yyyy-MM-dd' } },
  required: ['name', 'date'],
  additionalProperties: false,
} as const;

export const markBody = {
  type: 'object',
  properties: {
    mark: {
      type: ['integer', 'null'],
      minimum: 0,
      maximum: EXAM_MARK_MAX,
      description: `A whole number 0..${EXAM_MARK_MAX}; null takes the mark away`,
    },
  },
  required: ['mark'],
  additionalProperties: false,
} as const;

const percent = { type: 'integer', minimum: 0, maximum: 100 } as const;
export const distributionBody = {
  type: 'object',
  description: 'Percentages, whole numbers 0..100 that add up to 100 (otherwise 400 with field "distribution" and the sum in the message).',
  properties: {
    tasks: percent,
    tests: percent,
    exams: percent,
    missingCountsZero: {
      type: 'boolean',
      description: 'A missing item counts 0 once past due; left out keeps the saved rule (on by default)',
    },
  },
  required: ['tasks', 'tests', 'exams'],
  additionalProperties: false,
} as const;

export const examSchema = {
  type: 'object',
  properties: {
    examId: int,
    courseId: int,
    name: str,
    date: { type: 'string', description: 'yyyy-MM-dd' },
    mark: { type: 'integer', description: 'The maximum mark: 100' },
  },
  required: ['examId', 'courseId', 'name', 'date', 'mark'],
} as const;

export const distributionSchema = {
  type: 'object',
  properties: {
    courseId: int,
    tasks: int,
    tests: int,
    exams: int,
    missingCountsZero: { type: 'boolean', description: 'A missing item counts 0 once past due for the student' },
    isDefault: { type: 'boolean', description: 'None saved yet: 40/40/20 applies' },
  },
  required: ['courseId', 'tasks', 'tests', 'exams', 'missingCountsZero', 'isDefault'],
} as const;

const lessonSchema = {
  type: 'object',
  properties: {
    lessonId: int,
    lessonName: str,
    tasks: {
      type: 'array',
      items: { type: 'object', properties: { taskId: int, taskName: str, maxPoints: num }, required: ['taskId', 'taskName', 'maxPoints'] },
    },
    tests: {
      type: 'array',
      items: { type: 'object', properties: { testId: int, testName: str, maxPoints: num }, required: ['testId', 'testName', 'maxPoints'] },
    },
  },
  required: ['lessonId', 'lessonName', 'tasks', 'tests'],
} as const;

const formulaPart = {
  type: ['object', 'null'],
  description: 'null: nothing of this part counted',
  properties: {
    points: { ...num, description: 'Points (exams: the sum of marks) of the counted items' },
    max: { ...num, description: "The counted items' maximum (an exam's is 100)" },
    counted: { ...int, description: 'How many items counted' },
    percent: { ...num, description: '100 × points / max, 2 decimals' },
    weight: { ...num, description: 'The weight used, out of the 100 of the parts that counted' },
  },
  required: ['points', 'max', 'counted', 'percent', 'weight'],
} as const;

const formulaSchema = {
  type: 'object',
  description: 'How the total was made',
  properties: { tasks: formulaPart, tests: formulaPart, exams: formulaPart, total: num },
  required: ['tasks', 'tests', 'exams', 'total'],
} as const;

export const studentRowSchema = {
  type: 'object',
  properties: {
    studentId: int,
    studentFullName: str,
    groupName: { type: ['string', 'null'] },
    place: { type: 'integer', description: '1 for the best total; equal totals share a place' },
    tasks: itemMap,
    tests: itemMap,
    exams: itemMap,
    tasksTotal: num,
    testsTotal: num,
    examsAverage: num,
    total: num,
    formula: formulaSchema,
  },
  required: [
    'formula',
    'studentId',
    'studentFullName',
    'groupName',
    'place',
    'tasks',
    'tests',
    'exams',
    'tasksTotal',
    'testsTotal',
    'examsAverage',
    'total',
  ],
} as const;

const headerProperties = {
  courseId: int,
  courseName: str,
  distribution: distributionSchema,
  tasksMax: num,
  testsMax: num,
  lessons: { type: 'array', items: lessonSchema },
  exams: { type: 'array', items: examSchema },
} as const;
const headerRequired = ['courseId', 'courseName', 'distribution', 'tasksMax', 'testsMax', 'lessons', 'exams'] as const;

export const courseRatingSchema = {
  type: 'object',
  description: RULES,
  properties: {
    ...headerProperties,
    students: { type: 'array', items: studentRowSchema },
    count: { type: 'integer', description: 'Students matching the search' },
  },
  required: [...headerRequired, 'students', 'count'],
} as const;

export const studentRatingSchema = {
  type: 'object',
  description: `${RULES} For a student the lessons are those already shown, and the maps hold only their items.`,
  properties: { ...headerProperties, student: studentRowSchema, studentsCount: int },
  required: [...headerRequired, 'student', 'studentsCount'],
} as const;

export const studentsRatingSchema = {
  type: 'object',
  description:
    "Students see each other's names, places and totals only (no per-item points, groups or emails), and only when the school shows them (settings' ratingNamesVisible); otherwise their own row.",
  properties: {
    courseId: int,
    courseName: str,
    objects: {
      type: 'array',
      items: {
        type: 'object',
        properties: { studentId: int, studentFullName: str, place: int, total: num, isMe: { type: 'boolean' } },
        required: ['studentId', 'studentFullName', 'place', 'total', 'isMe'],
      },
    },
    count: int,
    classmatesShown: { type: 'boolean' },
    studentsCount: int,
  },
  required: ['courseId', 'courseName', 'objects', 'count', 'classmatesShown', 'studentsCount'],
} as const;

export const groupRatingSchema = {
  type: 'object',
  description: "Means over each group's students on a course (2 decimals), by course name then best totalAverage first.",
  properties: {
    objects: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          courseId: int,
          courseName: str,
          groupId: int,
          groupName: str,
          studentsCount: int,
          tasksAverage: num,
          testsAverage: num,
          examsAverage: num,
          totalAverage: num,
          tasksMax: num,
          testsMax: num,
        },
        required: [
          'courseId',
          'courseName',
          'groupId',
          'groupName',
          'studentsCount',
          'tasksAverage',
          'testsAverage',
          'examsAverage',
          'totalAverage',
          'tasksMax',
          'testsMax',
        ],
      },
    },
    count: int,
  },
  required: ['objects', 'count'],
} as const;

export const ratingQuery = {
  type: 'object',
  properties: {
    search: { type: 'string', maxLength: 200, description: "Part of a student's name (first last, or last first)" },
    sort: {
      type: 'string',
      pattern: RATING_SORT_PATTERN,
      default: 'name',
      description:
        'name (last, first), group, tasksTotal, testsTotal, examsAverage, total, place, or one item column: task:{id}, test:{id}, exam:{id}',
    },
    order: {
      type: 'string',
      enum: ['asc', 'desc'],
      description: 'Default: desc for numbers (totals, items), asc for name, group and place',
    },
    page: { type: 'integer', minimum: 1, maximum: PAGE_MAX, default: 1 },
    size: {
      type: 'integer',
      minimum: 0,
      maximum: RATING_MAX_SIZE,
      description: `Rows per page, up to ${RATING_MAX_SIZE}; left out or 0: every row`,
    },
  },
  additionalProperties: false,
} as const;
