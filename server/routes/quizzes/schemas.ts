import {
  ATTEMPT_STATUSES,
  QUESTION_TYPES,
  QUIZ_MAX_OPTIONS,
  QUIZ_MAX_QUESTION_POINTS,
  QUIZ_MAX_QUESTIONS,
  QUIZ_MESSAGE_MAX_LENGTH,
  QUIZ_NAME_MAX_LENGTH,
  QUIZ_OPTION_MAX_LENGTH,
  QUIZ_QUESTION_MAX_LENGTH,
  QUIZ_TIME_PATTERN,
} from '../../../src/api/quizLimits.js';
import { idSchema as id, nullableTimestampSchema as nullableTimestamp, objectOf, timestampSchema as timestamp } from '../../lib/schemas.js';

/*
 * JSON schemas of the test routes: a test and its questions as the instructor writes and reads
 * them, and the pieces the attempt schemas (attemptSchemas.ts) share with them.
 */

/** A window's two sides (src/api/quizWindow.ts), with `note` added to each description. */
export const windowProperties = (note = '') =>
  ({
    opensAt: { ...nullableTimestamp, description: `No start before this moment; null: open once published.${note}` },
    closesAt: {
      ...nullableTimestamp,
      description: `No start from this moment, and no deadline past it; after opensAt; null: never closes.${note}`,
    },
  }) as const;

export const questionType = { type: 'string', enum: QUESTION_TYPES, description: 'ONE_FROM_LIST or MANY_FROM_LIST' } as const;

// ---- Inputs ----------------------------------------------------------------------------

const optionInput = {
  type: 'object',
  properties: {
    optionId: { ...id, description: 'Keeps an existing option (editing a test with attempts); left out for a new one' },
    option: { type: 'string', maxLength: QUIZ_OPTION_MAX_LENGTH },
    isCorrect: { type: 'boolean' },
  },
  required: ['option', 'isCorrect'],
  additionalProperties: false,
} as const;

const questionInput = {
  type: 'object',
  properties: {
    questionId: { ...id, description: 'Keeps an existing question (editing a test with attempts)' },
    question: { type: 'string', maxLength: QUIZ_QUESTION_MAX_LENGTH },
    questionType,
    points: { type: 'integer', minimum: 1, maximum: QUIZ_MAX_QUESTION_POINTS },
    hasOther: { type: 'boolean', default: false, description: "Offers a free-text 'Other' answer, scored by hand" },
    options: { type: 'array', items: optionInput, maxItems: QUIZ_MAX_OPTIONS },
  },
  required: ['question', 'questionType', 'points', 'options'],
  additionalProperties: false,
} as const;

export const quizBody = {
  type: 'object',
  properties: {
    name: { type: 'string', minLength: 1, maxLength: QUIZ_NAME_MAX_LENGTH },
    messageForStudents: { type: 'string', maxLength: QUIZ_MESSAGE_MAX_LENGTH, description: 'Shown to students before they start' },
    timeToTakeTheTest: { type: 'string', pattern: QUIZ_TIME_PATTERN, description: "'HH:MM:SS' (or 'HH:MM'), 00:01:00 to 99:59:00" },
    passPercent: { type: 'integer', minimum: 0, maximum: 100, description: 'Default 50' },
    isActive: { type: 'boolean', description: 'Default true on create; left out keeps it on update' },
    ...windowProperties(' Left out or null: none (a save replaces it).'),
    questions: { type: 'array', items: questionInput, maxItems: QUIZ_MAX_QUESTIONS },
  },
  required: ['name', 'timeToTakeTheTest', 'questions'],
  additionalProperties: false,
} as const;

export const activationBody = {
  type: ['object', 'null'],
  properties: { isActive: { type: 'boolean' } },
  additionalProperties: false,
} as const;
export const publishBody = {
  type: ['object', 'null'],
  properties: {
    publishAt: { ...timestamp, description: 'When students may see it; left out (or past) publishes now' },
  },
  additionalProperties: false,
} as const;

export const activationQuery = {
  type: 'object',
  properties: { isActive: { type: 'boolean' } },
  additionalProperties: false,
} as const;

// ---- Answers ---------------------------------------------------------------------------

export const summaryProperties = {
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
  publishedAt: { ...nullableTimestamp, description: 'When students may see it: null for a draft, a future moment when scheduled' },
  ...windowProperties(" A student's own where they have an accommodation."),
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
export const quizSchema = objectOf({
  ...listItemProperties,
  hasAttempts: { type: 'boolean', description: 'Students have started: questions, options, points and correct marks are fixed' },
  questions: { type: 'array', items: instructorQuestion },
});

export const pointsSchema = objectOf({ pointsReceived: { type: 'number' }, maxPoints: { type: 'number' } });
export const attemptStatus = { type: 'string', enum: ATTEMPT_STATUSES } as const;

/** A list row: the instructor's carries answersCount; the student's carries their attempt's state. */
export const quizListSchema = {
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
        required: Object.keys(summaryProperties) as Array<keyof typeof summaryProperties>,
      },
    },
    count: { type: 'integer' },
  },
  required: ['objects', 'count'],
} as const;
