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
import { QUIZ_MAX_DRAW_COUNT } from '../../../src/api/quizBankItems.js';
import { ATTEMPT_WAIT_MAX_MINUTES, GRADING_METHODS, MAX_ATTEMPTS_LIMIT } from '../../../src/api/quizAttemptRules.js';
import { BANK_QUESTION_TYPES, TEXT_FORMATS } from '../../../src/api/questionBank.js';
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

const SLOT_TYPES = ['FROM_BANK', 'RANDOM'] as const;
const whenType = (types: readonly string[], then: object) => ({ if: { properties: { questionType: { enum: types } } }, then });

/**
 * A slot of a test (src/api/quizAuthoring.ts QuizQuestionInput): one object with the fields of
 * every source, questionType telling which apply and which are required.
 */
const questionInput = {
  type: 'object',
  properties: {
    questionId: { ...id, description: 'Keeps an existing slot (and the keys of its answers)' },
    questionType: {
      type: 'string',
      enum: [...QUESTION_TYPES, ...SLOT_TYPES],
      description: "ONE_FROM_LIST or MANY_FROM_LIST (the test's own); FROM_BANK (a fixed bank question); RANDOM (a draw)",
    },
    points: {
      type: 'integer',
      minimum: 0,
      maximum: QUIZ_MAX_QUESTION_POINTS,
      description: "1–1000; 0 only for a FROM_BANK description. RANDOM: each drawn question's",
    },
    question: { type: 'string', maxLength: QUIZ_QUESTION_MAX_LENGTH, description: 'Own questions: the text' },
    hasOther: { type: 'boolean', default: false, description: "Own questions: offers a free-text 'Other' answer, scored by hand" },
    options: { type: 'array', items: optionInput, maxItems: QUIZ_MAX_OPTIONS, description: 'Own questions' },
    bankQuestionId: { ...id, description: "FROM_BANK: a question of the course's bank" },
    categoryId: { ...id, description: "RANDOM: a category of the course's bank" },
    includeSubcategories: { type: 'boolean', default: false, description: 'RANDOM: draws from the subcategories too' },
    drawCount: { type: 'integer', minimum: 1, maximum: QUIZ_MAX_DRAW_COUNT, description: 'RANDOM: questions drawn for each student' },
  },
  required: ['questionType', 'points'],
  allOf: [
    whenType(QUESTION_TYPES, {
      required: ['question', 'options'],
      properties: { points: { type: 'integer', minimum: 1, maximum: QUIZ_MAX_QUESTION_POINTS } },
    }),
    whenType(['FROM_BANK'], { required: ['bankQuestionId'] }),
    whenType(['RANDOM'], {
      required: ['categoryId', 'drawCount'],
      properties: { points: { type: 'integer', minimum: 1, maximum: QUIZ_MAX_QUESTION_POINTS } },
    }),
  ],
  additionalProperties: false,
} as const;

const reviewParts = {
  type: 'object',
  properties: { answers: { type: 'boolean' }, rightAnswers: { type: 'boolean' }, feedback: { type: 'boolean' } },
  required: ['answers', 'rightAnswers', 'feedback'],
  additionalProperties: false,
} as const;
const reviewOptions = {
  type: 'object',
  description: 'What a student sees of a finished attempt, right after it and once the test has closed for them (src/api/quizReview.ts)',
  properties: { afterAttempt: reviewParts, afterClose: reviewParts },
  required: ['afterAttempt', 'afterClose'],
  additionalProperties: false,
} as const;

/** src/api/quizAuthoring.ts QuizPresentation. */
const presentationProperties = (note = '') =>
  ({
    shuffleQuestions: { type: 'boolean', description: `Each student gets the questions in their own order.${note}` },
    shuffleOptions: { type: 'boolean', description: `Each student gets the options of choice questions in their own order.${note}` },
    reviewOptions: { ...reviewOptions, description: `${reviewOptions.description}.${note}` },
  }) as const;

/** src/api/quizAttemptRules.ts QuizAttemptRules. */
const attemptRulesProperties = (note = '') =>
  ({
    maxAttempts: {
      type: ['integer', 'null'],
      minimum: 1,
      maximum: MAX_ATTEMPTS_LIMIT,
      description: `Attempts a student may sit, 1 to ${MAX_ATTEMPTS_LIMIT}; null for unlimited.${note}`,
    },
    gradingMethod: { type: 'string', enum: [...GRADING_METHODS], description: `How the grade is taken from the finished attempts.${note}` },
    attemptWaitMinutes: {
      type: 'integer',
      minimum: 0,
      maximum: ATTEMPT_WAIT_MAX_MINUTES,
      description: `Minutes from finishing an attempt before the next may start.${note}`,
    },
  }) as const;

export const quizBody = {
  type: 'object',
  properties: {
    name: { type: 'string', minLength: 1, maxLength: QUIZ_NAME_MAX_LENGTH },
    messageForStudents: { type: 'string', maxLength: QUIZ_MESSAGE_MAX_LENGTH, description: 'Shown to students before they start' },
    timeToTakeTheTest: { type: 'string', pattern: QUIZ_TIME_PATTERN, description: "'HH:MM:SS' (or 'HH:MM'), 00:01:00 to 99:59:00" },
    passPercent: { type: 'integer', minimum: 0, maximum: 100, description: 'Default 50' },
    isActive: { type: 'boolean', description: 'Default true on create; left out keeps it on update' },
    ...windowProperties(' Left out or null: none (a save replaces it).'),
    ...presentationProperties(' Left out: the default on create (false; the score at once, everything after the close), kept on update.'),
    ...attemptRulesProperties(' Left out: the default on create (1 attempt, HIGHEST, no wait), kept on update.'),
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
  ...presentationProperties(),
  ...attemptRulesProperties(),
  maxPoints: { type: 'number', description: 'Every question a student gets, a draw counting drawCount × points' },
  questionsCount: { type: 'integer', description: 'Questions each student gets: a draw counts its drawCount' },
} as const;

const instructorOption = objectOf({ optionId: { type: 'integer' }, option: { type: 'string' }, isCorrect: { type: 'boolean' } });
const ownQuestion = objectOf({
  questionId: { type: 'integer' },
  question: { type: 'string' },
  questionType,
  points: { type: 'number' },
  hasOther: { type: 'boolean' },
  options: { type: 'array', items: instructorOption },
});
const path = { type: 'array', items: { type: 'string' } } as const;
const bankItem = objectOf(
  {
    questionId: { type: 'integer' },
    questionType: { type: 'string', enum: ['FROM_BANK'] },
    bankQuestionId: { type: 'integer' },
    points: { type: 'number' },
    name: { type: 'string' },
    bankType: { type: 'string', enum: [...BANK_QUESTION_TYPES] },
    question: { type: 'string' },
    textFormat: { type: 'string', enum: [...TEXT_FORMATS] },
    categoryPath: path,
  },
  'A fixed question of the bank, as the bank holds it now',
);
const randomItem = objectOf(
  {
    questionId: { type: 'integer' },
    questionType: { type: 'string', enum: ['RANDOM'] },
    categoryId: { type: 'integer' },
    categoryPath: path,
    includeSubcategories: { type: 'boolean' },
    drawCount: { type: 'integer' },
    points: { type: 'number', description: 'Of each drawn question' },
    available: { type: 'integer', description: 'Questions the category offers now (descriptions aside)' },
  },
  'A draw from a category of the bank',
);
const instructorQuestion = { anyOf: [ownQuestion, bankItem, randomItem] } as const;

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
