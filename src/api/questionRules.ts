import { BANK_NUMBER_LIMIT, type QuestionData } from './questionBank.js';

/*
 * What makes a bank question complete, whoever writes it (the bank's form, a GIFT or Moodle XML
 * import): the checks a JSON schema cannot state. Lenient where Moodle is: a one-from-list
 * question may give full credit to several answers, and many-from-list credits need not add up
 * to exactly 100% (Moodle's own files hold 33.33333 × 3).
 */

export type QuestionProblem =
  | 'tooFewAnswers'
  | 'noRightAnswer'
  | 'tooFewPairs'
  | 'tooFewItems'
  | 'duplicateIds'
  | 'badTolerance'
  | 'numberTooLarge'
  | 'descriptionPoints'
  | 'noPoints';

const FULL = 1 - 1e-6;

function distinct(ids: number[]): boolean {
  return new Set(ids).size === ids.length;
}

/** The first problem of a question, or null when it can be saved. */
export function questionProblem(question: QuestionData): QuestionProblem | null {
  if (question.type === 'DESCRIPTION') return question.points === 0 ? null : 'descriptionPoints';
  if (!(question.points > 0)) return 'noPoints';
  switch (question.type) {
    case 'ONE_FROM_LIST':
    case 'MANY_FROM_LIST': {
      if (question.answers.length < 2) return 'tooFewAnswers';
      if (!distinct(question.answers.map((a) => a.id))) return 'duplicateIds';
      const best = Math.max(...question.answers.map((a) => a.credit));
      const positive = question.answers.filter((a) => a.credit > 0).reduce((sum, a) => sum + a.credit, 0);
      const full = question.type === 'ONE_FROM_LIST' ? best >= FULL : positive >= FULL;
      return full ? null : 'noRightAnswer';
    }
    case 'SHORT_ANSWER':
    case 'NUMERICAL': {
      if (!question.answers.length) return 'tooFewAnswers';
      if (!distinct(question.answers.map((a) => a.id))) return 'duplicateIds';
      if (question.type === 'NUMERICAL' && question.answers.some((a) => a.tolerance < 0)) return 'badTolerance';
      const within = (x: number) => Number.isFinite(x) && Math.abs(x) <= BANK_NUMBER_LIMIT;
      if (question.type === 'NUMERICAL' && !question.answers.every((a) => within(a.value) && within(a.tolerance))) return 'numberTooLarge';
      return question.answers.some((a) => a.credit >= FULL) ? null : 'noRightAnswer';
    }
    case 'MATCHING': {
      if (!distinct(question.pairs.map((p) => p.id))) return 'duplicateIds';
      const real = question.pairs.filter((p) => p.left.trim() && p.right.trim());
      return real.length >= 2 ? null : 'tooFewPairs';
    }
    case 'ORDERING':
      if (!distinct(question.items.map((i) => i.id))) return 'duplicateIds';
      return question.items.length >= 2 ? null : 'tooFewItems';
    default:
      return null;
  }
}
