import type { Language } from '../../../src/api/constants.js';
import { formatDateTime } from '../../../src/api/dateFormat.js';
import type { NextAttemptBlock } from '../../../src/api/quizAttemptRules.js';
import type { Db } from '../../db/index.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { schoolTimeZone } from '../../lib/schoolTimeZone.js';
import type { QuizRow } from './access.js';
import { attemptsOf, nextAttemptOf } from './attemptState.js';
import { currentAttempt, findAttempt, startWithPaper, type AttemptRow } from './attempts.js';
import { accommodationOf, startRefusal } from './quizWindows.js';

/*
 * POST …/start with attemptNo (src/api/quizAttemptRules.ts QuizStartInput): an attempt that
 * exists is given back (a repeated click or a retried request starts nothing twice); the next
 * one starts when the student may start it now (attemptState.ts nextAttemptOf), with a paper
 * and a deadline of its own made by the same rules as the first (attempts.ts startWithPaper);
 * else 409 naming why. Two starts racing for the same attempt insert one row (the unique
 * indexes), and the loser answers the winner's.
 */

async function refusal(db: Db, test: QuizRow, studentId: number, block: NextAttemptBlock, at: Date | null, now: Date, lang: Language) {
  if (block === 'ATTEMPT_OPEN') return new AppError(409, 'quizzes.attemptOpen');
  if (block === 'NO_ATTEMPTS_LEFT') return new AppError(409, 'quizzes.noAttemptsLeft');
  if (block === 'WAIT') {
    const timeZone = await schoolTimeZone(db, test.schoolId);
    return new AppError(409, 'quizzes.attemptWait', { time: formatDateTime(at!.toISOString(), lang, timeZone) });
  }
  // The window's or the block's own words; a conflict with the student's attempts state, so 409.
  const why = await startRefusal(db, test, studentId, now, lang);
  return new AppError(409, why.key, why.params);
}

/** Why the next attempt cannot start now, or undefined when it can. */
async function blockNow(db: Db, test: QuizRow, studentId: number, now: Date) {
  const [attempts, accommodation] = await Promise.all([attemptsOf(db, test.id, studentId), accommodationOf(db, test.id, studentId)]);
  const next = nextAttemptOf(test, accommodation, attempts, now);
  return next.block === null ? undefined : next;
}

/** Starts the student's attempt number `attemptNo`, or gives it back when it exists. */
export async function startNumbered(
  db: Db,
  test: QuizRow,
  studentId: number,
  attemptNo: number,
  now: Date,
  lang: Language,
): Promise<AttemptRow> {
  // The latest first, closed if its time ran out: a finished attempt does not block the next.
  const latest = await currentAttempt(db, test, studentId, now);
  const count = latest?.attempt_no ?? 0;
  if (attemptNo <= count) return attemptNo === count ? latest! : (await currentAttempt(db, test, studentId, now, attemptNo))!;
  if (attemptNo > count + 1) throw badRequest('quizzes.attemptNoTooHigh', 'attemptNo', { attemptNo, next: count + 1 });
  const blocked = await blockNow(db, test, studentId, now);
  const inserted = blocked ? undefined : await startWithPaper(db, test, studentId, now, attemptNo);
  if (inserted) return inserted;
  // A start racing this one made it: its insert won, or it had already made the attempt this
  // one then found running (ATTEMPT_OPEN). Else the test changed meanwhile (blocked, closed).
  const raced = await findAttempt(db, test.id, studentId, false, attemptNo);
  if (raced) return raced;
  const why = blocked ?? (await blockNow(db, test, studentId, now));
  throw await refusal(db, test, studentId, why?.block ?? 'NOT_OPEN', why?.at ?? null, now, lang);
}
