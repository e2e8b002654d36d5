import type { StudentOwnQuestionDto, QuizAnswers, QuizOtherAnswers } from '../../../api/quizAttempts';
import type { QuizOwnQuestionDto } from '../../../api/quizAuthoring';
import type { QuestionType } from '../../../api/quizLimits';
import type { AnswerOwnQuestionDto, AnswerQuestionDto } from '../../../api/quizResults';

/*
 * The shapes QuizQuestions renders, shared by the instructor's preview and answer view and the
 * student's test-taking and result screens. These are the test's own questions (SPEC §3); the
 * bank's questions have their own controls and review (student/quizzes/answers, BankAnswerReview).
 */

/** A question as a student sees it: never a hint of which option is correct. */
export interface QuizQuestionView {
  questionId: number;
  question: string;
  questionType: QuestionType;
  points: number;
  hasOther: boolean;
  options: Array<{ optionId: number; option: string }>;
}

/**
 * What a student has answered: chosen optionIds and 'Other' texts, keyed by questionId (the
 * body of PUT …/answers and, with testId, of POST …/pass). An 'Other' chosen but not written
 * yet is an empty text; the server drops blank texts.
 */
export interface QuizResponse {
  answers: QuizAnswers;
  others: QuizOtherAnswers;
}

/** The correct options and points of one question, shown once an attempt is finished. */
export interface QuestionReview {
  correctOptionIds: number[];
  /** Points earned on the question; null while unknown. */
  pointsReceived: number | null;
  /** The instructor's points for the 'Other' text; null while not graded. */
  otherPoints?: number | null;
}

/** questionId → its review. */
export type QuizReview = Record<string, QuestionReview>;

export const emptyResponse = (): QuizResponse => ({ answers: {}, others: {} });

/**
 * Questions as a student sees them, whatever they came with: the instructor's carry `isCorrect`,
 * which a preview must not pass on (nothing rendered can then give the answer away).
 */
export function toQuestionViews(questions: ReadonlyArray<QuizOwnQuestionDto | StudentOwnQuestionDto>): QuizQuestionView[] {
  return questions.map((q) => ({
    questionId: q.questionId,
    question: q.question,
    questionType: q.questionType,
    points: q.points,
    hasOther: q.hasOther,
    options: q.options.map((o) => ({ optionId: o.optionId, option: o.option })),
  }));
}

/**
 * One student's answers (GET …/answers/{studentId}, or the student's own …/answer) as what
 * QuizQuestions shows, for the test's own questions (the bank's are BankAnswerReview's): the questions, what was chosen, and the review when the correct options
 * are known (the instructor always; the student once the attempt is finished).
 */
export function reviewOfAnswer(answer: { questions: readonly AnswerQuestionDto[] }): {
  questions: QuizQuestionView[];
  value: QuizResponse;
  review: QuizReview | undefined;
} {
  const value = emptyResponse();
  const review: QuizReview = {};
  let knowsCorrect = false;
  const own = answer.questions.filter((q): q is AnswerOwnQuestionDto => q.source !== 'BANK');
  for (const q of own) {
    const key = String(q.questionId);
    const chosen = q.options.filter((o) => o.status === 'SELECTED').map((o) => o.optionId);
    if (chosen.length) value.answers[key] = chosen;
    if (q.otherText !== null && q.otherText !== undefined && q.otherText !== '') value.others[key] = q.otherText;
    if (q.options.some((o) => o.isCorrect !== undefined)) knowsCorrect = true;
    review[key] = {
      correctOptionIds: q.options.filter((o) => o.isCorrect).map((o) => o.optionId),
      pointsReceived: q.pointsReceived,
      otherPoints: q.otherPoints,
    };
  }
  return { questions: toQuestionViews(own), value, review: knowsCorrect ? review : undefined };
}

/** How many questions have an answer (an option or a non-blank 'Other' text). */
export function answeredCount(questions: readonly QuizQuestionView[], value: QuizResponse): number {
  return questions.filter((q) => {
    const key = String(q.questionId);
    return (value.answers[key]?.length ?? 0) > 0 || Boolean(value.others[key]?.trim());
  }).length;
}
