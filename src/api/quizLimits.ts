/*
 * The contract of timed tests (SPEC §3 Test, Test submission; §7 Tests), shared by the
 * browser app and the server. This file holds the wire values and limits; the time format is in
 * testTime.ts, the authoring rules in testDraftRules.ts and the payload shapes in
 * testAuthoring.ts, testResults.ts and testAttempts.ts. Scoring itself happens on the server
 * only (server/routes/quizzes/scoring.ts).
 *
 * Wire values of a question's type (SPEC: "one-from-list or many-from-list"):
 *   ONE_FROM_LIST  – exactly one option is correct; the student chooses one;
 *   MANY_FROM_LIST – one or more options are correct; the student chooses any.
 * A question with `hasOther` also offers a free-text 'Other' answer, scored by hand.
 *
 * Timestamps are ISO 8601 strings in UTC. Points are numbers rounded to 2 decimals.
 */

export const QUESTION_TYPES = ['ONE_FROM_LIST', 'MANY_FROM_LIST'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** Where an attempt stands. TIME_UP: the server closed it at the deadline with what was saved. */
export const ATTEMPT_STATUSES = ['NOT_STARTED', 'IN_PROGRESS', 'SUBMITTED', 'TIME_UP'] as const;
export type AttemptStatus = (typeof ATTEMPT_STATUSES)[number];

/** Points of an attempt or a grade, shown as 'X из Y' / 'X of Y'. */
export interface QuizResultPoints {
  pointsReceived: number;
  maxPoints: number;
}

/** An option as the student's answer shows it (SPEC: NOT_SELECTED means not chosen). */
export type OptionStatus = 'SELECTED' | 'NOT_SELECTED';

export const QUIZ_PASS_PERCENT_DEFAULT = 50;
/** A submission or save this long after the deadline is still taken (network delays). */
export const QUIZ_SUBMIT_GRACE_SECONDS = 30;
/** The time limit: at least one minute, at most 99:59 (two digits of hours). */
export const QUIZ_TIME_MIN_SECONDS = 60;
export const QUIZ_TIME_MAX_SECONDS = 99 * 3600 + 59 * 60;
export const QUIZ_MAX_QUESTIONS = 100;
export const QUIZ_MAX_OPTIONS = 20;
export const QUIZ_MIN_OPTIONS = 2;
export const QUIZ_MAX_QUESTION_POINTS = 1000;
export const QUIZ_NAME_MAX_LENGTH = 200;
export const QUIZ_MESSAGE_MAX_LENGTH = 2000;
export const QUIZ_QUESTION_MAX_LENGTH = 2000;
export const QUIZ_OPTION_MAX_LENGTH = 500;
export const QUIZ_OTHER_MAX_LENGTH = 2000;

/** timeToTakeTheTest: 'HH:MM:SS' (also taken as 'HH:MM'); hours 00–99, minutes and seconds 00–59. */
export const QUIZ_TIME_PATTERN = '^\\d{2}:[0-5]\\d(:[0-5]\\d)?$';
/** testTime of a submission: the time the student's screen showed as spent, 'HH:MM'. */
export const QUIZ_SPENT_PATTERN = '^\\d{2}:[0-5]\\d(:[0-5]\\d)?$';
