import type { StudentAttemptDto, StudentQuizDto, QuizPassResponse } from '../../../src/api/quizAttempts.js';
import { formatQuizTime } from '../../../src/api/quizTime.js';
import type { Db } from '../../db/index.js';
import type { QuizRow } from './access.js';
import { attemptStatus, savedAnswersOf, structureFor, type AttemptRow } from './attempts.js';
import { summaryOf } from './repository.js';
import { questionsCountOf } from './structure.js';
import { accommodationOf, studentWindow, type Accommodation } from './quizWindows.js';
import { attemptsOf, attemptsStateOf, scoreAttemptReview } from './attemptState.js';
import { studentReview } from './reviewRules.js';
import { answerFiles, studentQuestions } from './paperViews.js';
import { rememberPaper } from './paperResponses.js';
import { rememberSettings } from './paperStart.js';

/* What the student (and the instructor's result views) see of an attempt. */

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

/**
 * The attempt as its student sees it. A finished one shows their answers only as the review
 * options allow now (reviewRules.ts); a running one always shows them (their work in progress).
 */
async function attemptDto(db: Db, test: QuizRow, attempt: AttemptRow, now: Date): Promise<StudentAttemptDto> {
  const status = attemptStatus(attempt) as StudentAttemptDto['status'];
  const finished = attempt.submitted_at !== null;
  const shown = !finished || (await studentReview(db, test, attempt, now)).parts.answers;
  const saved = shown ? savedAnswersOf(attempt) : { choices: {}, others: {}, responses: {} };
  return {
    attemptNo: attempt.attempt_no,
    status,
    startedAt: iso(attempt.started_at)!,
    deadline: iso(attempt.deadline)!,
    submittedAt: iso(attempt.submitted_at),
    savedAt: iso(attempt.saved_at),
    answers: saved.choices,
    others: saved.others,
    responses: saved.responses,
    files: shown ? await answerFiles(db, attempt.school_id, attempt.paper, saved.responses) : [],
    result: finished
      ? {
          pointsReceived: attempt.points ?? 0,
          maxPoints: attempt.max_points ?? 0,
          passed: Boolean(attempt.passed),
          awaitingReview: scoreAttemptReview(attempt),
        }
      : null,
  };
}

/**
 * The student's view of a test: no correct marks, questions only once started; their window
 * and time with their accommodation applied (read here unless the caller has it already);
 * `attempt` is their latest, shown with all their attempts and the grade (attemptState.ts).
 */
export async function studentQuizView(
  db: Db,
  test: QuizRow,
  studentId: number,
  attempt: AttemptRow | undefined,
  now: Date,
  known?: { accommodation: Accommodation | null },
): Promise<StudentQuizDto> {
  const [structure, accommodation, attempts] = await Promise.all([
    structureFor(db, test),
    known ? known.accommodation : accommodationOf(db, test.id, studentId),
    // The one-statement start (the caller with `known`) made attempt 1, the only one: no read in an exam's rush.
    known || !attempt ? (attempt ? [attempt] : []) : attemptsOf(db, test.id, studentId),
  ]);
  rememberSettings(test);
  if (attempt) rememberPaper(test.id, studentId, attempt.id, attempt.paper);
  return {
    ...summaryOf(test, { maxPoints: structure.maxPoints, questionsCount: questionsCountOf(structure.questions) }),
    ...studentWindow(test, accommodation, now),
    ...attemptsStateOf(test, accommodation, attempts, now),
    serverNow: now.toISOString(),
    attempt: attempt ? await attemptDto(db, test, attempt, now) : null,
    // Built field by field (paperViews.ts): nothing here may tell which answer is right.
    questions: attempt ? studentQuestions(structure, attempt.paper) : [],
  };
}

export function passResponse(test: QuizRow, attempt: AttemptRow, message: string): QuizPassResponse {
  return {
    message,
    testId: test.id,
    status: 'SUBMITTED',
    points: { pointsReceived: attempt.points ?? 0, maxPoints: attempt.max_points ?? 0 },
    passed: Boolean(attempt.passed),
    awaitingReview: scoreAttemptReview(attempt),
    dateOfPassTheTest: iso(attempt.submitted_at)!,
  };
}

/** How long an attempt took, by the server's clock: 'HH:MM:SS'. */
export function timeSpentOf(attempt: AttemptRow | undefined): string | null {
  if (!attempt || !attempt.submitted_at) return null;
  return formatQuizTime((new Date(attempt.submitted_at).getTime() - new Date(attempt.started_at).getTime()) / 1000);
}
