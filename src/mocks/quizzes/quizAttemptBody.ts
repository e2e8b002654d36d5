import {
  ATTEMPT_WAIT_MAX_MINUTES,
  DEFAULT_ATTEMPT_RULES,
  GRADING_METHODS,
  MAX_ATTEMPTS_LIMIT,
  type GradingMethod,
  type QuizAttemptRules,
} from '../../api/quizAttemptRules';
import { errorResponse } from '../mockHttp';

/**
 * A test body's attempt rules (issue 17, item 3) as the server's schema takes them: each left
 * out keeps `fallback` (the saved test's, or the defaults on create); out of range is its 400.
 */
export function attemptRulesOf(
  request: Request,
  body: Record<string, unknown>,
  fallback: QuizAttemptRules = DEFAULT_ATTEMPT_RULES,
): QuizAttemptRules | Response {
  const whole = (value: unknown, min: number, max: number) =>
    typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
  if (body.maxAttempts !== undefined && body.maxAttempts !== null && !whole(body.maxAttempts, 1, MAX_ATTEMPTS_LIMIT))
    return errorResponse(request, 400, 'validation.fieldMaximum', {
      field: 'maxAttempts',
      params: { field: 'maxAttempts', limit: MAX_ATTEMPTS_LIMIT },
    });
  if (body.attemptWaitMinutes !== undefined && !whole(body.attemptWaitMinutes, 0, ATTEMPT_WAIT_MAX_MINUTES))
    return errorResponse(request, 400, 'validation.fieldMaximum', {
      field: 'attemptWaitMinutes',
      params: { field: 'attemptWaitMinutes', limit: ATTEMPT_WAIT_MAX_MINUTES },
    });
  if (body.gradingMethod !== undefined && !(GRADING_METHODS as readonly unknown[]).includes(body.gradingMethod))
    return errorResponse(request, 400, 'validation.fieldEnum', {
      field: 'gradingMethod',
      params: { field: 'gradingMethod', values: GRADING_METHODS.join(', ') },
    });
  return {
    maxAttempts: body.maxAttempts === undefined ? fallback.maxAttempts : (body.maxAttempts as number | null),
    gradingMethod: (body.gradingMethod as GradingMethod | undefined) ?? fallback.gradingMethod,
    attemptWaitMinutes: (body.attemptWaitMinutes as number | undefined) ?? fallback.attemptWaitMinutes,
  };
}
