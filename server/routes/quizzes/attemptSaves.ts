import type { QuizSaveInput } from '../../../src/api/quizAttempts.js';
import type { Db } from '../../db/index.js';
import type { CourseUser } from '../../lib/courseAccess.js';
import { AppError } from '../../lib/errors.js';
import { studentQuizCondition, type QuizRow } from './access.js';
import { currentAttempt, findAttempt, GRACE_MS, structureFor, type AttemptRow } from './attempts.js';
import { checkedInput, checkedPaperInput, rememberedPaper, rememberPaper, type CheckedPaperInput } from './paperResponses.js';
import { cachedStructure } from './structure.js';

/*
 * Saving a student's answers while the attempt runs: each save replaces what was saved, taken
 * until the deadline plus the grace (attempts.ts) and refused after it. Answers to the test's
 * own questions and responses to its bank questions (by key, against the student's paper)
 * are replaced together. Only the running attempt (the latest: at most one runs) takes saves.
 */

const columnsOf = (checked: CheckedPaperInput) => ({
  answers: JSON.stringify(checked.choices),
  other_texts: JSON.stringify(checked.others),
  responses: JSON.stringify(checked.responses),
});

/**
 * A save or a submission naming an attempt (attemptNo) that is not the student's latest: a page
 * left open on an earlier attempt must not write into the running one. 409, nothing written.
 */
export function staleAttempt(attempt: AttemptRow | undefined, attemptNo: number | undefined): AppError | undefined {
  if (attempt === undefined || attemptNo === undefined || attempt.attempt_no === attemptNo) return undefined;
  return new AppError(409, 'quizzes.staleAttempt', { attemptNo, current: attempt.attempt_no });
}

/** Why a save or a submission cannot go ahead: not started, finished, or out of time. */
async function refusal(db: Db, test: QuizRow, studentId: number, now: Date): Promise<AppError> {
  const attempt = await currentAttempt(db, test, studentId, now);
  if (!attempt) return new AppError(409, 'quizzes.notStarted');
  if (attempt.closed_reason === 'SUBMITTED') return new AppError(409, 'quizzes.alreadySubmitted');
  return new AppError(409, 'quizzes.timeUp');
}

/** Saves everything answered so far (replacing what was saved). */
export async function saveAnswers(
  db: Db,
  test: QuizRow,
  studentId: number,
  input: QuizSaveInput,
  now: Date,
): Promise<{ savedAt: Date; deadline: Date }> {
  const structure = await structureFor(db, test);
  const attempt = await findAttempt(db, test.id, studentId);
  const stale = staleAttempt(attempt, input.attemptNo);
  if (stale) throw stale;
  if (attempt) rememberPaper(test.id, studentId, attempt.id, attempt.paper);
  const checked = await checkedInput(db, structure, attempt?.paper ?? null, { schoolId: test.schoolId, studentId }, input);
  const row = await db
    .updateTable('test_attempts')
    .set({ ...columnsOf(checked), saved_at: now })
    .where('test_id', '=', test.id)
    .where('student_id', '=', studentId)
    .$if(Boolean(attempt), (q) => q.where('id', '=', attempt!.id))
    .$if(input.attemptNo !== undefined, (q) => q.where('attempt_no', '=', input.attemptNo!))
    .where('submitted_at', 'is', null)
    .where('deadline', '>=', new Date(now.getTime() - GRACE_MS))
    .returning(['deadline'])
    .executeTakeFirst();
  if (!row) throw await refusal(db, test, studentId, now);
  return { savedAt: now, deadline: new Date(row.deadline) };
}

/**
 * The common save in one statement: answers checked against the structure this process has
 * cached, written only while that is still the test's version, the student may take the test
 * (studentQuizCondition) and the attempt is open and in time. Answers undefined when anything
 * is unusual (nothing cached, a bank test's paper not remembered, answers the cache refuses,
 * files to check, nothing updated): the caller then takes the full path (quizOfStudent,
 * saveAnswers), which gives the same answer and errors.
 */
export async function saveAnswersFast(
  db: Db,
  user: CourseUser,
  testId: number,
  input: QuizSaveInput,
  now: Date,
): Promise<{ savedAt: Date; deadline: Date } | undefined> {
  const structure = cachedStructure(testId);
  if (user.role !== 'STUDENT' || !structure) return undefined;
  const remembered = rememberedPaper(testId, user.id);
  if (!remembered && structure.questions.some((q) => q.source !== 'TEST')) return undefined;
  let checked: CheckedPaperInput;
  try {
    checked = checkedPaperInput(structure, remembered?.paper ?? null, input, 'answers');
  } catch {
    return undefined;
  }
  if (Object.values(checked.responses).some((r) => 'fileIds' in r && r.fileIds.length)) return undefined;
  const row = await db
    .updateTable('test_attempts')
    .set({ ...columnsOf(checked), saved_at: now })
    .where('test_id', '=', testId)
    .where('student_id', '=', user.id)
    .$if(Boolean(remembered), (q) => q.where('id', '=', remembered!.attemptId))
    .$if(input.attemptNo !== undefined, (q) => q.where('attempt_no', '=', input.attemptNo!))
    .where('submitted_at', 'is', null)
    .where('deadline', '>=', new Date(now.getTime() - GRACE_MS))
    .where((eb) => eb.exists(studentQuizCondition(db, user, testId, structure.version, now)))
    .returning(['deadline'])
    .executeTakeFirst();
  return row && { savedAt: now, deadline: new Date(row.deadline) };
}
