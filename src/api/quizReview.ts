/*
 * Review options of a test (issue 17, item 5): what a student sees of a finished attempt, right
 * after it and once the test has closed for them. The score (their total and whether they
 * passed) is always shown. Beyond it:
 * - answers: their own responses, question by question;
 * - rightAnswers: which answers are right, and the points of each question (points beside a
 *   student's own answer would tell a true/false question's right answer, so they come with it);
 * - feedback: the feedback of the answers they gave and each question's general feedback.
 * "After close" is from the close of the student's own window (their accommodation's, else the
 * test's); a test that never closes never reaches it. Default: the score at once, everything
 * after the close. Tests made before review options keep what they showed: everything at once.
 *
 * The server applies these to every body a student can read: nothing revealing a right answer
 * or a feedback text reaches a student's browser before they allow it.
 */

export interface ReviewParts {
  answers: boolean;
  rightAnswers: boolean;
  feedback: boolean;
}

export interface ReviewOptions {
  afterAttempt: ReviewParts;
  afterClose: ReviewParts;
}

export const DEFAULT_REVIEW_OPTIONS: ReviewOptions = {
  afterAttempt: { answers: false, rightAnswers: false, feedback: false },
  afterClose: { answers: true, rightAnswers: true, feedback: true },
};

/** What a student may see of their finished attempt now; an attempt still running shows nothing. */
export function reviewPartsNow(options: ReviewOptions, input: { finished: boolean; closesAt: Date | null; now: Date }): ReviewParts {
  if (!input.finished) return { answers: false, rightAnswers: false, feedback: false };
  const closed = input.closesAt !== null && input.now.getTime() >= input.closesAt.getTime();
  if (!closed) return options.afterAttempt;
  // Closing never hides what was shown before it.
  return {
    answers: options.afterAttempt.answers || options.afterClose.answers,
    rightAnswers: options.afterAttempt.rightAnswers || options.afterClose.rightAnswers,
    feedback: options.afterAttempt.feedback || options.afterClose.feedback,
  };
}
