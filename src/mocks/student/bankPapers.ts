import type { QuestionResponse } from '../../api/questionBank';
import type { StudentQuizDto } from '../../api/quizAttempts';
import type { QuizAnswerFileDto, QuizResponses, StudentBankQuestionDto } from '../../api/quizBankItems';
import type { ReviewParts } from '../../api/quizReview';
import type { AnswerBankQuestionDto, QuizAnswerDto } from '../../api/quizResults';
import { BANK_PAPER_RIGHT, buildBankPaper, buildBankReview } from '../builders/studentBankBuilders';

/*
 * Questions of the bank on a mocked test (issue 17): a test given a paper here shows those
 * questions after its own once started, keeps the responses saves and submissions send, and
 * reviews them as `parts` allows. None is seeded by default (the demo's tests stay as the SPEC
 * has them); UI tests and stories seed one with seedBankPaper and clear it afterwards.
 */

interface MockBankPaper {
  questions: StudentBankQuestionDto[];
  responses: QuizResponses;
  files: QuizAnswerFileDto[];
  parts: ReviewParts;
  moreReviewAt: string | null;
  /** A question's right answer and feedback other than the builders', by key (shown only as `parts` allows). */
  review?: Record<string, Pick<Partial<AnswerBankQuestionDto>, 'correctResponse' | 'feedback' | 'generalFeedback'>>;
}

const papers = new Map<number, MockBankPaper>();

export function seedBankPaper(testId: number, options: Partial<MockBankPaper> = {}): MockBankPaper {
  const paper: MockBankPaper = {
    questions: buildBankPaper(),
    responses: {},
    files: [],
    parts: { answers: true, rightAnswers: true, feedback: true },
    moreReviewAt: null,
    ...options,
  };
  papers.set(testId, paper);
  return paper;
}

export function clearBankPapers(): void {
  papers.clear();
}

/** The test as the student reads it, with the paper's questions and responses once started. */
export function withBankPaper(testId: number, dto: StudentQuizDto): StudentQuizDto {
  const paper = papers.get(testId);
  if (!paper || !dto.attempt) return dto;
  return {
    ...dto,
    questions: [...dto.questions, ...paper.questions],
    attempt: { ...dto.attempt, responses: { ...paper.responses }, files: [...paper.files] },
  };
}

/** Keeps the responses of a save or a submission (they replace what was saved), when given. */
export function keepResponses(testId: number, body: Record<string, unknown>): void {
  const paper = papers.get(testId);
  if (!paper || !body.responses || typeof body.responses !== 'object') return;
  const keys = new Set(paper.questions.map((q) => q.key));
  paper.responses = Object.fromEntries(Object.entries(body.responses as Record<string, QuestionResponse>).filter(([key]) => keys.has(key)));
}

/** The answer view with the paper's questions reviewed as its parts allow (nothing before the end). */
export function withBankReview(testId: number, answer: QuizAnswerDto, finished: boolean): QuizAnswerDto {
  const paper = papers.get(testId);
  if (!paper) return answer;
  const parts = finished ? paper.parts : { answers: false, rightAnswers: false, feedback: false };
  const questions = buildBankReview(parts).map((q): AnswerBankQuestionDto => {
    const own = paper.review?.[q.key] ?? {};
    return {
      ...q,
      ...paper.questions.find((p) => p.key === q.key),
      response: parts.answers ? (paper.responses[q.key] ?? null) : null,
      files: parts.answers ? paper.files.filter((file) => file.questionKey === q.key) : undefined,
      correctResponse: parts.rightAnswers ? (own.correctResponse ?? BANK_PAPER_RIGHT[q.key] ?? null) : null,
      feedback: parts.feedback ? (own.feedback ?? q.feedback) : null,
      generalFeedback: parts.feedback ? (own.generalFeedback ?? q.generalFeedback) : null,
    };
  });
  return { ...answer, review: parts, moreReviewAt: finished ? paper.moreReviewAt : null, questions: [...answer.questions, ...questions] };
}
