/*
 * Whether students see a test (its publishedAt): a draft (null) and a scheduled one (a future
 * moment) are hidden from them and told to nobody; a published one is open.
 */

export type QuizPublishState = 'DRAFT' | 'SCHEDULED' | 'PUBLISHED';

/** The state of a test with this publishedAt (the wire's ISO text, or the server's row) at `now`. */
export function quizPublishState(publishedAt: Date | string | null | undefined, now: Date = new Date()): QuizPublishState {
  if (!publishedAt) return 'DRAFT';
  return new Date(publishedAt).getTime() > now.getTime() ? 'SCHEDULED' : 'PUBLISHED';
}

/** POST /lessons/tests/{testId}/publish: publishAt (ISO) schedules it; left out publishes now. */
export interface QuizPublishInput {
  publishAt?: string;
}
