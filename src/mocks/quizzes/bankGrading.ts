import type { QuizAnswerDto } from '../../api/quizResults';
import { errorResponse, messageResponse } from '../mockHttp';
import type { MockAttempt } from '../store/quizSeed';

/**
 * PUT …/answers/{studentId}/other with a questionKey: the instructor's points for an essay or a
 * file answer of the student's paper, 0 to its points; the answer read again after.
 */
export function gradeByKey(request: Request, attempt: MockAttempt, body: Record<string, unknown>, reread: () => QuizAnswerDto): Response {
  const question = attempt.bank?.find((q) => q.key === body.questionKey);
  if (!question) return errorResponse(request, 400, 'errors.notFound', { field: 'questionKey' });
  if (!question.gradedByHand) return errorResponse(request, 400, 'quizzes.noOtherText', { field: 'questionKey' });
  const points = Math.round(Number(body.points) * 100) / 100;
  if (!(points >= 0) || points > question.points) {
    return errorResponse(request, 400, 'quizzes.otherPointsTooHigh', { field: 'points', params: { max: question.points } });
  }
  attempt.bank = attempt.bank!.map((q) =>
    q === question ? { ...q, manualPoints: points, pointsReceived: points, awaitingReview: false } : q,
  );
  return messageResponse(request, 'quizzes.otherGraded', {}, reread());
}
