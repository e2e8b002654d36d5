import { GRADING_METHODS, MAX_ATTEMPTS_LIMIT } from '../../../src/api/quizAttemptRules.js';
import { nullableTimestampSchema as nullableTimestamp, objectOf, timestampSchema as timestamp } from '../../lib/schemas.js';
import { pointsSchema } from './schemas.js';

/* JSON schemas of a student's attempts at a test (src/api/quizAttemptRules.ts). */

/** The number of an attempt, 1 first. Unlimited tests still number below this bound. */
export const attemptNoSchema = { type: 'integer', minimum: 1, maximum: 1_000_000 } as const;

/** POST …/start: an optional body. */
export const startBody = {
  type: ['object', 'null'],
  properties: {
    attemptNo: {
      ...attemptNoSchema,
      description: 'The attempt to start or to give back; left out: the first, or the latest given back (SPEC)',
    },
  },
  additionalProperties: false,
} as const;

/** An attempt's status once it exists (AttemptSummaryDto['status']). */
export const startedAttemptStatus = { type: 'string', enum: ['IN_PROGRESS', 'SUBMITTED', 'TIME_UP'] } as const;

/** Points with passed and awaitingReview: an attempt's result, or the test's grade by its method (QuizGrade). */
export const gradeSchema = objectOf({
  pointsReceived: { type: 'number' },
  maxPoints: { type: 'number' },
  passed: { type: 'boolean' },
  awaitingReview: { type: 'boolean' },
});

/** One attempt in a list (AttemptSummaryDto). */
export const attemptSummarySchema = objectOf({
  attemptNo: { type: 'integer' },
  status: startedAttemptStatus,
  startedAt: timestamp,
  submittedAt: nullableTimestamp,
  points: { anyOf: [pointsSchema, { type: 'null' }] },
  passed: { type: ['boolean', 'null'] },
  awaitingReview: { type: 'boolean' },
});

/** StudentAttemptsState, part of the student's view of a test. */
export const attemptsStateProperties = {
  attempts: { type: 'array', items: attemptSummarySchema, description: 'Every attempt of the student, number 1 first' },
  attemptsLeft: {
    type: ['integer', 'null'],
    description: `Allowed attempts not yet started, the student's extra attempts (at most ${MAX_ATTEMPTS_LIMIT}) counted; null: unlimited`,
  },
  nextAttemptBlock: {
    type: ['string', 'null'],
    enum: ['ATTEMPT_OPEN', 'NO_ATTEMPTS_LEFT', 'WAIT', 'NOT_OPEN', null],
    description: 'Why the next attempt cannot start now; null when it can',
  },
  nextAttemptAt: { ...nullableTimestamp, description: "With 'WAIT': when the next attempt may start" },
  grade: {
    anyOf: [gradeSchema, { type: 'null' }],
    description: `The grade by the test's method (${GRADING_METHODS.join(', ')}) over the finished attempts; null before any`,
  },
} as const;
