import { DEFAULT_REVIEW_OPTIONS, reviewPartsNow, type ReviewParts } from '../../../src/api/quizReview.js';
import type { Db } from '../../db/index.js';
import type { QuizRow } from './access.js';
import type { AttemptRow } from './attempts.js';
import { accommodationOf } from './quizWindows.js';

/*
 * What a reader may see of an attempt now (the rule: src/api/quizReview.ts). The instructor sees
 * everything; a student what the test's review options allow, "after close" counted from the
 * close of their own window (their accommodation's, else the test's).
 */

export const ALL_PARTS: ReviewParts = { answers: true, rightAnswers: true, feedback: true };

export interface ReviewNow {
  parts: ReviewParts;
  /** When the close will show more than now; null when it never will. */
  moreReviewAt: Date | null;
}

/** The instructor's review: everything, nothing more to come. */
export const INSTRUCTOR_REVIEW: ReviewNow = { parts: ALL_PARTS, moreReviewAt: null };

const allowsMore = (now: ReviewParts, later: ReviewParts): boolean =>
  (later.answers && !now.answers) || (later.rightAnswers && !now.rightAnswers) || (later.feedback && !now.feedback);

/** What the student may see of their attempt at `now`, and when their close will show more. */
export async function studentReview(db: Db, test: QuizRow, attempt: AttemptRow | undefined, now: Date): Promise<ReviewNow> {
  const finished = Boolean(attempt?.submitted_at);
  // A running attempt shows no review (reviewPartsNow): its own responses are the student's work in progress.
  if (!attempt || !finished)
    return { parts: reviewPartsNow(DEFAULT_REVIEW_OPTIONS, { finished, closesAt: null, now }), moreReviewAt: null };
  const options = test.reviewOptions;
  const accommodation = await accommodationOf(db, test.id, attempt.student_id);
  const closesAt = accommodation?.closesAt ?? test.closesAt;
  const parts = reviewPartsNow(options, { finished, closesAt, now });
  if (closesAt === null || now.getTime() >= closesAt.getTime()) return { parts, moreReviewAt: null };
  const later = reviewPartsNow(options, { finished, closesAt, now: closesAt });
  return { parts, moreReviewAt: allowsMore(parts, later) ? closesAt : null };
}
