import { useTranslate } from 'react-admin';
import type { StudentQuizDto } from '../../../api/quizAttempts';
import type { AnswerQuestionDto } from '../../../api/quizResults';

/** The attempts this student may sit, their extra attempts counted (attemptsLeft counts them); null when unlimited. */
export function studentAllowance(test: Pick<StudentQuizDto, 'attempts' | 'attemptsLeft'>): number | null {
  return test.attemptsLeft === null ? null : test.attempts.length + test.attemptsLeft;
}

/** 'Graded by: Highest attempt · 3 attempts allowed': the test's rules as they apply to this student. */
export function useAttemptRulesWords(): (test: Pick<StudentQuizDto, 'attempts' | 'attemptsLeft' | 'gradingMethod'>) => string {
  const translate = useTranslate();
  return (test) => {
    const allowance = studentAllowance(test);
    const method = translate('quizAttempts.student.method', { method: translate(`quizAttempts.methods.${test.gradingMethod}`) });
    const allowed =
      allowance === null
        ? translate('quizAttempts.student.unlimited')
        : translate('quizAttempts.student.allowed', { smart_count: allowance });
    return `${method} · ${allowed}`;
  };
}

/** 'Attempt 2 of 3' or 'Attempt 2 (unlimited attempts)'; null for a test this student sits once. */
export function useAttemptOfWords(): (test: Pick<StudentQuizDto, 'attempts' | 'attemptsLeft'>, attemptNo: number) => string | null {
  const translate = useTranslate();
  return (test, attemptNo) => {
    const allowance = studentAllowance(test);
    if (allowance === 1) return null;
    return allowance === null
      ? translate('quizAttempts.student.attemptUnlimited', { k: attemptNo })
      : translate('quizAttempts.student.attemptOf', { k: attemptNo, n: allowance });
  };
}

/** A wait in minutes in words, largest units first: '1 day 2 hours' / '1 день 2 часа'; 0 is 'no wait'. */
export function useWaitWords(): (minutes: number) => string {
  const translate = useTranslate();
  return (minutes) => {
    if (!Number.isFinite(minutes) || minutes <= 0) return translate('quizAttempts.wait.none');
    const parts: Array<[unit: 'days' | 'hours' | 'minutes', count: number]> = [
      ['days', Math.floor(minutes / 1440)],
      ['hours', Math.floor((minutes % 1440) / 60)],
      ['minutes', Math.floor(minutes % 60)],
    ];
    return parts
      .filter(([, count]) => count > 0)
      .map(([unit, count]) => translate(`quizAttempts.wait.${unit}`, { smart_count: count }))
      .join(' ');
  };
}

/** What waits for the instructor's points in a finished attempt, so the student is told by name. */
export type AwaitingKind = 'essay' | 'file' | 'other' | 'several';

/**
 * The kind of answer waiting for points: an essay, a file answer or an 'Other' text; 'several'
 * when more than one kind waits or the answers are not at hand to say which.
 */
export function awaitingKind(questions: readonly AnswerQuestionDto[] | undefined): AwaitingKind {
  const kinds = new Set<AwaitingKind>();
  for (const q of questions ?? []) {
    if (q.source === 'TEST') {
      if (q.hasOther && q.otherText && q.otherPoints === null) kinds.add('other');
    } else if (q.awaitingReview) {
      kinds.add(q.questionType === 'ESSAY' ? 'essay' : q.questionType === 'FILE_ANSWER' ? 'file' : 'other');
    }
  }
  return kinds.size === 1 ? [...kinds][0] : 'several';
}
