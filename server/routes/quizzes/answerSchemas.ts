import { QUIZ_MAX_QUESTION_POINTS } from '../../../src/api/quizLimits.js';
import { idSchema as id, nullableTimestampSchema as nullableTimestamp, objectOf } from '../../lib/schemas.js';
import { answerFiles, KEY_PATTERN, savedResponses, studentBankQuestion } from './paperSchemas.js';
import { attemptStatus, pointsSchema, questionType } from './schemas.js';
import { attemptNoSchema, attemptSummarySchema } from './attemptStateSchemas.js';

/*
 * JSON schemas of one student's answers (the instructor's and the student's view) and of the
 * instructor's grading by hand. fast-json-stringify drops what a schema does not name, so every
 * field of both question kinds is named here; what a student may not see yet is left out
 * (isCorrect) or null by the code (reviewRules.ts), never sent to be hidden.
 */

/** A question key of a paper (src/api/quizBankItems.ts): '12', or '15-204' for a drawn question. */
const questionKey = { type: 'string', pattern: KEY_PATTERN, maxLength: 21 } as const;

export const otherGradeBody = {
  type: 'object',
  properties: {
    attemptNo: { ...attemptNoSchema, description: 'The attempt graded; left out: the latest' },
    questionId: { ...id, description: "One of the test's own questions with an 'Other' text" },
    questionKey: { ...questionKey, description: "Or: the key of an essay or file answer of the student's paper" },
    points: {
      type: 'number',
      minimum: 0,
      maximum: QUIZ_MAX_QUESTION_POINTS,
      description: "0 to the question's points; rounded to 2 decimals",
    },
  },
  required: ['points'],
  additionalProperties: false,
} as const;

const answerOption = {
  type: 'object',
  properties: {
    optionId: { type: 'integer' },
    option: { type: 'string' },
    status: { type: 'string', enum: ['SELECTED', 'NOT_SELECTED'] },
    isCorrect: { type: 'boolean', description: 'For the instructor; for the student when the review shows right answers' },
  },
  required: ['optionId', 'option', 'status'],
} as const;

const ownQuestion = objectOf({
  source: { type: 'string', enum: ['TEST'] },
  key: { type: 'string' },
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

/** A response of any kind as an attempt holds it (QuestionResponse), or null when not shown. */
const response = { ...savedResponses.additionalProperties, type: ['object', 'null'] } as const;

const bankQuestionProperties = {
  // The question as the student saw it (paperViews.ts), then what the reader may see of the answer.
  ...studentBankQuestion.properties,
  questionId: { type: 'integer' },
  bankQuestionId: { type: 'integer' },
  name: { type: 'string' },
  pointsReceived: { type: ['number', 'null'] },
  response,
  files: answerFiles,
  correctResponse: response,
  feedback: { type: ['array', 'null'], items: { type: 'string' } },
  generalFeedback: { type: ['string', 'null'] },
  gradedByHand: { type: 'boolean' },
  manualPoints: { type: ['number', 'null'] },
  awaitingReview: { type: 'boolean' },
} as const;
const OPTIONAL_BANK_FIELDS = ['choices', 'lefts', 'rights', 'items', 'files'];
const bankQuestion = {
  type: 'object',
  properties: bankQuestionProperties,
  required: Object.keys(bankQuestionProperties).filter((name) => !OPTIONAL_BANK_FIELDS.includes(name)),
} as const;

const reviewParts = objectOf({ answers: { type: 'boolean' }, rightAnswers: { type: 'boolean' }, feedback: { type: 'boolean' } });

/** ?attemptNo=n of both answer views: the attempt shown (404 when the student has none of that number). */
export const attemptQuery = {
  type: 'object',
  properties: {
    attemptNo: { ...attemptNoSchema, description: 'The attempt shown; left out: the latest (a student: the latest finished)' },
  },
  additionalProperties: false,
} as const;

const answerProperties = {
  testId: { type: 'integer' },
  attemptNo: { type: ['integer', 'null'], description: 'The attempt shown; null when the student has none' },
  attempts: { type: 'array', items: attemptSummarySchema, description: 'Every attempt of the student, number 1 first' },
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
  review: { ...reviewParts, description: 'What the review options show the student now; all true for the instructor' },
  moreReviewAt: { ...nullableTimestamp, description: "The student's close, when it will show more; else null" },
  questions: {
    type: 'array',
    items: { anyOf: [ownQuestion, bankQuestion] },
    description: "In the attempt's paper order: the test's own questions (source TEST) and the bank's (source BANK)",
  },
} as const;
export const answerSchema = objectOf(answerProperties);
export const gradedSchema = objectOf({ message: { type: 'string' }, ...answerProperties });
