import type { OtherGradeInput } from '../../../src/api/quizResults.js';
import type { Db } from '../../db/index.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { notify } from '../../lib/notifications.js';
import { roundPoints } from '../../../src/api/points.js';
import type { QuizRow } from './access.js';
import { closeExpiredAttempts, QUIZ_REGRADED, type AttemptRow } from './attempts.js';
import { gradedByHand, paperAnswersOf } from './answerViews.js';
import { effectivePaper, scorePaper } from './paperScoring.js';
import { scoreResponse } from './questionScoring.js';
import { resultPerson } from './results.js';
import { isPassed } from './scoring.js';
import { readStructure, type QuizStructure } from './structure.js';

/*
 * The instructor's points for what only a person can score: a student's 'Other' text on one of
 * the test's own questions (questionId), or an essay or file answer of their paper (questionKey).
 * Both go in other_points by key, and the attempt is re-scored by scorePaper (the one way), so
 * points, `passed` and, through the database's triggers, the rating follow.
 */

/** What is graded: the key its points go under, and the most it may earn. */
interface Graded {
  key: string;
  max: number;
}

function gradedOther(structure: QuizStructure, attempt: AttemptRow, questionId: number): Graded {
  const question = structure.questions.find((q) => q.source === 'TEST' && q.id === questionId);
  if (!question || question.source !== 'TEST') throw badRequest('quizzes.questionNotFound', 'questionId');
  const key = String(question.id);
  if (!question.hasOther || !attempt.other_texts?.[key]?.trim()) throw badRequest('quizzes.noOtherText', 'questionId');
  return { key, max: question.points };
}

function gradedByKey(structure: QuizStructure, attempt: AttemptRow, questionKey: string): Graded {
  const entry = effectivePaper(structure, attempt.paper).find((e) => e.key === questionKey);
  if (!entry) throw badRequest('quizzes.questionNotFound', 'questionKey');
  if (entry.source !== 'BANK' || !gradedByHand(entry)) throw badRequest('quizGrading.notGradedByHand', 'questionKey');
  // An empty essay or file answer earns 0 whatever is given (scorePaper): nothing to grade.
  if (!scoreResponse(entry.question, attempt.responses?.[entry.key]).awaitingReview)
    throw badRequest('quizGrading.nothingToGrade', 'questionKey');
  return { key: entry.key, max: entry.question.points };
}

/** Exactly one of questionId and questionKey names what is graded; 400 otherwise. */
export function checkGradeTarget(input: OtherGradeInput): void {
  if ((input.questionId === undefined) === (input.questionKey === undefined)) throw badRequest('quizGrading.oneTarget', 'questionKey');
}

/**
 * Grades one answer of a finished attempt (0 to the question's points, rounded to 2 decimals),
 * re-scores the attempt, re-decides `passed` and tells the student.
 */
export async function gradeOther(db: Db, test: QuizRow, studentId: number, input: OtherGradeInput, now: Date): Promise<void> {
  checkGradeTarget(input);
  await closeExpiredAttempts(db, now, { testId: test.id });
  const chosen = (await resultPerson(db, test, studentId, input.attemptNo)).attempt;
  await db.transaction().execute(async (trx) => {
    // The attempt named (default the latest), read again under a lock: the grade it changes
    // (test_grades) and the rating follow by the database's triggers.
    const attempt =
      chosen && (await trx.selectFrom('test_attempts').selectAll().where('id', '=', chosen.id).forUpdate().executeTakeFirst());
    if (!attempt?.submitted_at) throw new AppError(409, 'quizzes.attemptNotFinished');
    const structure = await readStructure(trx, test.id);
    if (!structure) throw badRequest('quizzes.questionNotFound', 'questionId');
    const graded =
      input.questionKey !== undefined
        ? gradedByKey(structure, attempt, input.questionKey)
        : gradedOther(structure, attempt, input.questionId!);
    const points = roundPoints(input.points);
    if (points > graded.max) throw badRequest('quizzes.otherPointsTooHigh', 'points', { max: graded.max });
    const answers = paperAnswersOf(attempt);
    const otherPoints = { ...answers.otherPoints, [graded.key]: points };
    const score = scorePaper(structure, attempt.paper, { ...answers, otherPoints });
    const passed = isPassed(score.points, score.maxPoints, test.passPercent);
    await trx
      .updateTable('test_attempts')
      .set({ other_points: JSON.stringify(otherPoints), points: score.points, max_points: score.maxPoints, passed })
      .where('id', '=', attempt.id)
      .execute();
    await notify(trx, {
      schoolId: test.schoolId,
      userId: studentId,
      kind: QUIZ_REGRADED,
      params: {
        testId: test.id,
        testName: test.name,
        lessonId: test.lessonId,
        courseId: test.courseId,
        pointsReceived: score.points,
        maxPoints: score.maxPoints,
        passed,
        awaitingReview: score.awaitingReview,
      },
      at: now,
    });
  });
}
