import { QUIZ_MAX_OPTIONS, QUIZ_MAX_QUESTIONS, QUIZ_OTHER_MAX_LENGTH, QUIZ_SPENT_PATTERN } from '../../../src/api/quizLimits.js';
import { idSchema as id, nullableTimestampSchema as nullableTimestamp, objectOf, timestampSchema as timestamp } from '../../lib/schemas.js';
import { attemptStatus, pointsSchema, questionType, summaryProperties } from './schemas.js';
import { answerFiles, responsesMap, savedResponses, studentBankQuestion } from './paperSchemas.js';
import { attemptNoSchema, attemptsStateProperties, gradeSchema, startedAttemptStatus } from './attemptStateSchemas.js';
import { GRADING_METHODS } from '../../../src/api/quizAttemptRules.js';

/*
 * JSON schemas of a student's attempt and of the answers and results built from attempts. The
 * student's schemas name no field that tells which option is correct (fast-json-stringify drops
 * what a schema does not name), so a coding slip cannot leak the answers. One student's answers
 * and the grading by hand are in answerSchemas.ts.
 */

// ---- Inputs ----------------------------------------------------------------------------

const answersMap = {
  type: 'object',
  description: 'questionId -> the chosen optionIds',
  propertyNames: { pattern: '^[1-9][0-9]{0,9}$' },
  maxProperties: QUIZ_MAX_QUESTIONS,
  additionalProperties: { type: 'array', items: id, maxItems: QUIZ_MAX_OPTIONS },
} as const;
const othersMap = {
  type: 'object',
  description: "questionId -> the text of its 'Other' answer",
  propertyNames: { pattern: '^[1-9][0-9]{0,9}$' },
  maxProperties: QUIZ_MAX_QUESTIONS,
  additionalProperties: { type: 'string', maxLength: QUIZ_OTHER_MAX_LENGTH },
} as const;

const attemptNo = { ...attemptNoSchema, description: 'The running attempt this page holds: another is refused (409), nothing saved' };

export const saveBody = {
  type: 'object',
  properties: { attemptNo, answers: answersMap, others: othersMap, responses: responsesMap },
  required: ['answers'],
  additionalProperties: false,
} as const;

export const passBody = {
  type: 'object',
  properties: {
    testId: id,
    attemptNo,
    testTime: { type: 'string', pattern: QUIZ_SPENT_PATTERN, description: "'HH:MM' the student's screen showed as spent; informative" },
    answers: answersMap,
    others: othersMap,
    responses: responsesMap,
  },
  required: ['testId', 'answers'],
  additionalProperties: false,
} as const;

const studentOwnQuestion = objectOf({
  source: { type: 'string', enum: ['TEST'] },
  key: { type: 'string' },
  questionId: { type: 'integer' },
  question: { type: 'string' },
  questionType,
  points: { type: 'number' },
  hasOther: { type: 'boolean' },
  options: { type: 'array', items: objectOf({ optionId: { type: 'integer' }, option: { type: 'string' } }) },
});
/** The test's own question or a bank question of the paper (paperSchemas.ts). */
const studentQuestion = { anyOf: [studentOwnQuestion, studentBankQuestion] } as const;

const savedAnswersProperties = {
  answers: { type: 'object', additionalProperties: { type: 'array', items: { type: 'integer' } } },
  others: { type: 'object', additionalProperties: { type: 'string' } },
} as const;

const attemptSchema = objectOf({
  attemptNo: { type: 'integer' },
  status: startedAttemptStatus,
  startedAt: timestamp,
  deadline: { ...timestamp, description: "The server deadline: start plus the limit with the student's extra time, never past the close" },
  submittedAt: nullableTimestamp,
  savedAt: nullableTimestamp,
  ...savedAnswersProperties,
  responses: savedResponses,
  files: answerFiles,
  result: { anyOf: [gradeSchema, { type: 'null' }] },
});

export const studentQuizSchema = objectOf({
  ...summaryProperties,
  serverNow: { ...timestamp, description: "The server's clock: remaining time is deadline − serverNow" },
  yourTimeToTakeTheTest: { type: 'string', description: "HH:MM:SS: the limit with the student's extra time" },
  extraTimePercent: { type: 'integer', description: "The student's extra time, percent of the limit; 0 when none" },
  windowState: {
    type: 'string',
    enum: ['NOT_OPEN_YET', 'OPEN', 'CLOSED'],
    description: "Where the server's clock is in the student's window",
  },
  ...attemptsStateProperties,
  attempt: { anyOf: [attemptSchema, { type: 'null' }], description: 'The latest attempt (or the one a start gave back)' },
  questions: { type: 'array', items: studentQuestion, description: 'Listed once the attempt has started' },
});

export const saveSchema = objectOf({ message: { type: 'string' }, savedAt: timestamp, deadline: timestamp, serverNow: timestamp });

export const passSchema = objectOf({
  message: { type: 'string' },
  testId: { type: 'integer' },
  status: { type: 'string', enum: ['SUBMITTED'] },
  points: pointsSchema,
  passed: { type: 'boolean' },
  awaitingReview: { type: 'boolean', description: "An 'Other' text, essay or file answer waits for the instructor's points" },
  dateOfPassTheTest: timestamp,
});

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
  attemptsCount: { type: 'integer', description: "Attempts started; points and passed are the grade by the test's method" },
});

export const resultsSchema = objectOf({
  testId: { type: 'integer' },
  testName: { type: 'string' },
  maxPoints: { type: 'number' },
  passPercent: { type: 'integer' },
  gradingMethod: { type: 'string', enum: [...GRADING_METHODS] },
  answersCount: { type: 'integer' },
  objects: { type: 'array', items: resultRow },
  count: { type: 'integer' },
});
