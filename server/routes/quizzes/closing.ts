import type { NotificationInput } from '../../lib/notifications.js';
import { NOTIFICATION_KINDS } from '../../lib/notificationKinds.js';
import type { QuestionResponse } from '../../../src/api/questionBank.js';
import { isPassed } from './scoring.js';
import type { QuizRow } from './access.js';
import type { QuizStructure } from './structure.js';
import type { PaperEntry } from './paper.js';
import { scorePaper } from './paperScoring.js';

/** What closing an attempt needs to know of its test. */
export type ClosedQuiz = Pick<QuizRow, 'id' | 'schoolId' | 'lessonId' | 'courseId' | 'name' | 'passPercent'>;

/**
 * An attempt's closing, worked out once for every way of writing it (the locked way in
 * attempts.ts, the one-statement submission in submitFast.ts): the columns to set, scored
 * against the student's paper (paperScoring.ts), and the student's QUIZ_FINISHED notification.
 */
export function closingOf(
  test: ClosedQuiz,
  structure: QuizStructure,
  studentId: number,
  close: {
    reason: 'SUBMITTED' | 'TIME_UP';
    at: Date;
    now: Date;
    answers: { choices: Record<string, number[]>; others?: Record<string, string>; responses?: Record<string, QuestionResponse> };
    otherPoints: Record<string, number>;
    paper: readonly PaperEntry[] | null;
    testTime?: string | null;
  },
) {
  const answers = {
    choices: close.answers.choices,
    others: close.answers.others ?? {},
    otherPoints: close.otherPoints,
    responses: close.answers.responses ?? {},
  };
  const score = scorePaper(structure, close.paper, answers);
  const passed = isPassed(score.points, score.maxPoints, test.passPercent);
  const set = {
    answers: JSON.stringify(answers.choices),
    other_texts: JSON.stringify(answers.others),
    responses: JSON.stringify(answers.responses),
    submitted_at: close.at,
    closed_reason: close.reason,
    points: score.points,
    max_points: score.maxPoints,
    passed,
    ...(close.testTime !== undefined ? { test_time: close.testTime } : {}),
  };
  const notification: NotificationInput = {
    schoolId: test.schoolId,
    userId: studentId,
    kind: NOTIFICATION_KINDS.QUIZ_FINISHED,
    params: {
      testId: test.id,
      testName: test.name,
      lessonId: test.lessonId,
      courseId: test.courseId,
      status: close.reason,
      pointsReceived: score.points,
      maxPoints: score.maxPoints,
      passed,
      awaitingReview: score.awaitingReview,
    },
    at: close.now,
  };
  return { set, notification };
}
