import type { QuizPassInput } from '../../../src/api/quizAttempts.js';
import type { Db } from '../../db/index.js';
import type { Announcer } from '../../lib/announcer.js';
import { AppError } from '../../lib/errors.js';
import type { Language } from '../../../src/api/constants.js';
import type { QuizRow } from './access.js';
import { closeAttempt, findAttempt, isExpired, savedAnswersOf, startWithPaper, structureFor, type AttemptRow } from './attempts.js';
import { checkedInput, checkedPaperInput, rememberedPaper } from './paperResponses.js';
import { startRefusal } from './quizWindows.js';
import type { QuizStructure } from './structure.js';
import { submitInOneStatement } from './submitFast.js';
import { staleAttempt } from './attemptSaves.js';

/*
 * Submitting an attempt (attempts.ts has the rules): the common case in one statement
 * (submitFast.ts), anything else the locked way, which answers the same or the right error.
 */

/** The checked input when it checks against the paper this process remembers, else undefined. */
function fastInput(structure: QuizStructure, test: QuizRow, studentId: number, input: Omit<QuizPassInput, 'testId'>) {
  const remembered = rememberedPaper(test.id, studentId);
  // A bank test's paper is known only once remembered; the test's own questions score alike on any paper.
  if (!remembered && structure.questions.some((q) => q.source !== 'TEST')) return undefined;
  try {
    const checked = checkedPaperInput(structure, remembered?.paper ?? null, input, 'answers');
    // Files are checked against the database: the locked way does it.
    if (Object.values(checked.responses).some((r) => 'fileIds' in r && r.fileIds.length)) return undefined;
    return { checked, remembered };
  } catch {
    return undefined;
  }
}

/**
 * Submits the attempt once. Without a start it starts and submits at once (the time taken is
 * then nil), inside the window only, as a start (a refusal worded in `lang`). A repeat answers
 * the first submission's row. Past the deadline plus grace, the attempt is closed with what
 * was saved and the submission refused (409). It submits the latest attempt (the running one);
 * naming another (input.attemptNo) is refused (409) with nothing written.
 */
export async function submitAttempt(
  db: Db,
  announcer: Announcer,
  test: QuizRow,
  studentId: number,
  input: Omit<QuizPassInput, 'testId'>,
  now: Date,
  lang: Language,
): Promise<AttemptRow> {
  const structure = await structureFor(db, test);
  const who = { schoolId: test.schoolId, studentId };
  // The common submission (started, in time, answers that check) in one statement; anything
  // else, or a race lost, goes the locked way below, which answers the same or the right error.
  const quick = fastInput(structure, test, studentId, input);
  const fast =
    quick &&
    (await submitInOneStatement(
      db,
      announcer,
      test,
      structure,
      studentId,
      {
        answers: quick.checked,
        testTime: input.testTime ?? null,
        attemptNo: input.attemptNo,
        attempt: quick.remembered ?? null,
      },
      now,
    ));
  if (fast) return fast;
  const outcome = await db.transaction().execute(async (trx) => {
    let attempt = await findAttempt(trx, test.id, studentId, true);
    // Before anything is written: the transaction has changed nothing yet.
    const stale = staleAttempt(attempt, input.attemptNo);
    if (stale) throw stale;
    if (!attempt) {
      // No start: bad answers to its own questions start nothing; else start here (a start
      // racing this one is waited for and found), or 403 when blocked or outside the window.
      checkedPaperInput(structure, null, { answers: input.answers, others: input.others }, 'answers');
      attempt =
        (test.isActive ? await startWithPaper(trx, test, studentId, now) : undefined) ?? (await findAttempt(trx, test.id, studentId, true));
      if (!attempt) throw await startRefusal(trx, test, studentId, now, lang);
    }
    // A repeat answers the first result, whatever it sends.
    if (attempt.closed_reason === 'SUBMITTED') return { attempt };
    if (attempt.closed_reason === 'TIME_UP') return { refused: true as const };
    if (isExpired(attempt, now)) {
      await closeAttempt(trx, test, structure, attempt, {
        reason: 'TIME_UP',
        at: new Date(attempt.deadline),
        now,
        answers: savedAnswersOf(attempt),
      });
      return { refused: true as const };
    }
    // A bad response to a question of a paper made just now rolls the start back with it.
    const answers = await checkedInput(trx, structure, attempt.paper, who, input);
    const closed = await closeAttempt(trx, test, structure, attempt, {
      reason: 'SUBMITTED',
      at: now,
      now,
      answers,
      testTime: input.testTime ?? null,
    });
    return { attempt: closed };
  });
  // Thrown after the commit, so closing an expired attempt is kept.
  if ('refused' in outcome) throw new AppError(409, 'quizzes.timeUp');
  return outcome.attempt;
}
