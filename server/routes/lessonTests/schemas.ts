import {
  ATTEMPT_STATUSES,
  QUESTION_TYPES,
  TEST_MAX_OPTIONS,
  TEST_MAX_QUESTION_POINTS,
  TEST_MAX_QUESTIONS,
  TEST_MESSAGE_MAX_LENGTH,
  TEST_NAME_MAX_LENGTH,
  TEST_OPTION_MAX_LENGTH,
  TEST_OTHER_MAX_LENGTH,
  TEST_QUESTION_MAX_LENGTH,
  TEST_SPENT_PATTERN,
  TEST_TIME_PATTERN,
} from '../../../src/api/tests.js';
import { idSchema } from '../../lib/schemas.js';

/*
 * JSON schemas of the test routes. The student's schemas name no field that tells which
 * option is correct (fast-json-stringify drops what a schema does not name), so a coding
 * slip cannot leak the answers; the answer view names isCorrect, and the code fills it for a
 * student only once the attempt is finished.
 */

const id = idSchema;
const timestamp = { type: 'string', format: 'date-time' } as const;
const nullableTimestamp = { type: ['string', 'null'], format: 'date-time' } as const;

export function pathParams<const K extends string>(...names: K[]) {
  return {
    type: 'object',
    properties: Object.fromEntries(names.map((name) => [name, id])) as Record<K, typeof id>,
    required: names,
  } as const;
}

function objectOf<const P extends Record<string, unknown>>(properties: P, description?: string) {
  return { type: 'object', ...(description ? { description } : {}), properties, required: Object.keys(properties) as Array<keyof P & string> } as const;
}

const questionType = { type: 'string', enum: QUESTION_TYPES, description: 'ONE_FROM_LIST or MANY_FROM_LIST' } as const;

// ---- Inputs ----------------------------------------------------------------------------

const optionInput = {
  type: 'object',
  properties: {
    optionId: { ...id, description: 'Keeps an existing option (editing a test with attempts); left out for a new one' },
    option: { type: 'string', maxLength: TEST_OPTION_MAX_LENGTH },
    isCorrect: { type: 'boolean' },
  },
  required: ['option', 'isCorrect'],
  additionalProperties: false,
} as const;

const questionInput = {
  type: 'object',
  properties: {
    questionId: { ...id, description: 'Keeps an existing question (editing a test with attempts)' },
    question: { type: 'string', maxLength: TEST_QUESTION_MAX_LENGTH },
    questionType,
    points: { type: 'integer', minimum: 1, maximum: TEST_MAX_QUESTION_POINTS },
    hasOther: { type: 'boolean', default: false, description: "Offers a free-text 'Other' answer, scored by hand" },
    options: { type: 'array', items: optionInput, maxItems: TEST_MAX_OPTIONS },
  },
  required: ['question', 'questionType', 'points', 'options'],
  additionalProperties: false,
} as const;

export const testBody = {
  type: 'object',
  properties: {
    name: { type: 'string', minLength: 1, maxLength: TEST_NAME_MAX_LENGTH },
    messageForStudents: { type: 'string', maxLength: TEST_MESSAGE_MAX_LENGTH, description: 'Shown to students before they start' },
    timeToTakeTheTest: { type: 'string', pattern: TEST_TIME_PATTERN, description: "'HH:MM:SS' (or 'HH:MM'), 00:01:00 to 99:59:00" },
    passPercent: { type: 'integer', minimum: 0, maximum: 100, description: 'Default 50' },
    isActive: { type: 'boolean', description: 'Default true on create; left out keeps it on update' },
    questions: { type: 'array', items: questionInput, maxItems: TEST_MAX_QUESTIONS },
  },
  required: ['name', 'timeToTakeTheTest', 'questions'],
  additionalProperties: false,
} as const;

export const activationBody = {
  type: ['object', 'null'],
  properties: { isActive: { type: 'boolean' } },
  additionalProperties: false,
} as const;
export const activationQuery = {
  type: 'object',
  properties: { isActive: { type: 'boolean' } },
  additionalProperties: false,
} as const;

const answersMap = {
  type: 'object',
  description: 'questionId -> the chosen optionIds',
  propertyNames: { pattern: '^[1-9][0-9]{0,9}$' },
  maxProperties: TEST_MAX_QUESTIONS,
  additionalProperties: { type: 'array', items: id, maxItems: TEST_MAX_OPTIONS },
} as const;
const othersMap = {
  type: 'object',
  description: "questionId -> the text of its 'Other' answer",
  propertyNames: { pattern: '^[1-9][0-9]{0,9}$' },
  maxProperties: TEST_MAX_QUESTIONS,
  additionalProperties: { type: 'string', maxLength: TEST_OTHER_MAX_LENGTH },
} as const;

export const saveBody = {
  type: 'object',
  properties: { answers: answersMap, others: othersMap },
  required: ['answers'],
  additionalProperties: false,
} as const;

export const passBody = {
  type: 'object',
  properties: {
    testId: id,
    testTime: { type: 'string', pattern: TEST_SPENT_PATTERN, description: "'HH:MM' the student's screen showed as spent; informative" },
    answers: answersMap,
    others: othersMap,
  },
  required: ['testId', 'answers'],
  additionalProperties: false,
} as const;

export const otherGradeBody = {
  type: 'object',
  properties: {
    questionId: id,
    points: { type: 'number', minimum: 0, maximum: TEST_MAX_QUESTION_POINTS, description: "0 to the question's points; rounded to 2 decimals" },
  },
  required: ['questionId', 'points'],
  additionalProperties: false,
} as const;

// ---- Answers ---------------------------------------------------------------------------

const summaryProperties = {
  testId: { type: 'integer' },
  lessonId: { type: 'integer' },
  courseId: { type: 'integer' },
  name: { type: 'string' },
  testName: { type: 'string', description: 'The same as name' },
  messageForStudents: { type: 'string', description: 'Shown to students before they start' },
  timeToTakeTheTest: { type: 'string', description: 'HH:MM:SS' },
  time: objectOf({ hours: { type: 'integer' }, minutes: { type: 'integer' } }),
  passPercent: { type: 'integer' },
  isActive: { type: 'boolean' },
  maxPoints: { type: 'number' },
  questionsCount: { type: 'integer' },
} as const;

const instructorOption = objectOf({ optionId: { type: 'integer' }, option: { type: 'string' }, isCorrect: { type: 'boolean' } });
const instructorQuestion = objectOf({
  questionId: { type: 'integer' },
  question: { type: 'string' },
  questionType,
  points: { type: 'number' },
  hasOther: { type: 'boolean' },
  options: { type: 'array', items: instructorOption },
});

const listItemProperties = { ...summaryProperties, answersCount: { type: 'integer' }, createdAt: timestamp } as const;
export const testSchema = objectOf({
  ...listItemProperties,
  hasAttempts: { type: 'boolean', description: 'Students have started: questions, options, points and correct marks are fixed' },
  questions: { type: 'array', items: instructorQuestion },
});

const pointsSchema = objectOf({ pointsReceived: { type: 'number' }, maxPoints: { type: 'number' } });
const attemptStatus = { type: 'string', enum: ATTEMPT_STATUSES } as const;

/** A list row: the instructor's carries answersCount; the student's carries their attempt's state. */
export const testListSchema = {
  type: 'object',
  properties: {
    objects: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          ...summaryProperties,
          answersCount: { type: 'integer', description: 'Instructor only' },
          createdAt: timestamp,
          attemptStatus: { ...attemptStatus, description: 'Student only' },
          points: { anyOf: [pointsSchema, { type: 'null' }], description: 'Student only: the result once finished' },
          passed: { type: ['boolean', 'null'], description: 'Student only' },
        },
        required: Object.keys(summaryProperties),
      },
    },
    count: { type: 'integer' },
  },
  required: ['objects', 'count'],
} as const;

const studentQuestion = objectOf({
  questionId: { type: 'integer' },
  question: { type: 'string' },
  questionType,
  points: { type: 'number' },
  hasOther: { type: 'boolean' },
  options: { type: 'array', items: objectOf({ optionId: { type: 'integer' }, option: { type: 'string' } }) },
});

const savedAnswersProperties = {
  answers: { type: 'object', additionalProperties: { type: 'array', items: { type: 'integer' } } },
  others: { type: 'object', additionalProperties: { type: 'string' } },
} as const;

const attemptSchema = objectOf({
  status: { type: 'string', enum: ['IN_PROGRESS', 'SUBMITTED', 'TIME_UP'] },
  startedAt: timestamp,
  deadline: { ...timestamp, description: 'The server deadline: start plus the limit' },
  submittedAt: nullableTimestamp,
  savedAt: nullableTimestamp,
  ...savedAnswersProperties,
  result: {
    anyOf: [
      objectOf({ pointsReceived: { type: 'number' }, maxPoints: { type: 'number' }, passed: { type: 'boolean' }, awaitingReview: { type: 'boolean' } }),
      { type: 'null' },
    ],
  },
});

export const studentTestSchema = objectOf({
  ...summaryProperties,
  serverNow: { ...timestamp, description: "The server's clock: remaining time is deadline − serverNow" },
  attempt: { anyOf: [attemptSchema, { type: 'null' }] },
  questions: { type: 'array', items: studentQuestion, description: 'Listed once the attempt has started' },
});

export const saveSchema = objectOf({ message: { type: 'string' }, savedAt: timestamp, deadline: timestamp, serverNow: timestamp });

export const passSchema = objectOf({
  message: { type: 'string' },
  testId: { type: 'integer' },
  status: { type: 'string', enum: ['SUBMITTED'] },
  points: pointsSchema,
  passed: { type: 'boolean' },
  awaitingReview: { type: 'boolean', description: "An 'Other' text waits for the instructor's points" },
  dateOfPassTheTest: timestamp,
});

const answerOption = {
  type: 'object',
  properties: {
    optionId: { type: 'integer' },
    option: { type: 'string' },
    status: { type: 'string', enum: ['SELECTED', 'NOT_SELECTED'] },
    isCorrect: { type: 'boolean', description: 'For the instructor; for the student only once the attempt is finished' },
  },
  required: ['optionId', 'option', 'status'],
} as const;

const answerQuestion = objectOf({
  questionId: { type: 'integer' },
  question: { type: 'string' },
  questionType,
  points: { type: 'number' },
  pointsReceived: { type: ['number', 'null'] },
  hasOther: { type: 'boolean' },
  otherText: { type: ['string', 'null'] },
  otherPoints: { type: ['number', 'null'] },
  options: { type: 'array', items: answerOption },
});

const answerProperties = {
  testId: { type: 'integer' },
  testName: { type: 'string' },
  studentId: { type: 'integer' },
  studentFullName: { type: 'string' },
  status: attemptStatus,
  startedAt: nullableTimestamp,
  deadline: nullableTimestamp,
  dateOfPassTheTest: nullableTimestamp,
  timeSpent: { type: ['string', 'null'], description: 'HH:MM:SS from start to finish, by the server' },
  points: { anyOf: [pointsSchema, { type: 'null' }] },
  passed: { type: ['boolean', 'null'] },
  passPercent: { type: 'integer' },
  awaitingReview: { type: 'boolean' },
  questions: { type: 'array', items: answerQuestion },
} as const;
export const answerSchema = objectOf(answerProperties);
export const gradedSchema = objectOf({ message: { type: 'string' }, ...answerProperties });

const resultRow = objectOf({
  studentId: { type: 'integer' },
  studentFullName: { type: 'string' },
  email: { type: 'string' },
  groupName: { type: ['string', 'null'] },
  status: attemptStatus,
  tookTest: { type: 'boolean', description: 'false: a student of the course who has not started' },
  points: pointsSchema,
  pointsReceived: { type: 'number' },
  maxPoints: { type: 'number' },
  passed: { type: ['boolean', 'null'] },
  dateOfPassTheTest: nullableTimestamp,
  startedAt: nullableTimestamp,
  awaitingReview: { type: 'boolean' },
});

export const resultsSchema = objectOf({
  testId: { type: 'integer' },
  testName: { type: 'string' },
  maxPoints: { type: 'number' },
  passPercent: { type: 'integer' },
  answersCount: { type: 'integer' },
  objects: { type: 'array', items: resultRow },
  count: { type: 'integer' },
});

/** `{message, ...record}` of a save. */
export function savedSchema<T extends { properties: object; required: readonly string[] }>(item: T) {
  return { type: 'object', properties: { message: { type: 'string' }, ...item.properties }, required: ['message', ...item.required] } as const;
}
