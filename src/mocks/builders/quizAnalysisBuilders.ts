import type { ItemAnalysisDto, QuizAnalysisDto } from '../../api/quizAnalysis';

/*
 * Item analyses as the server answers them (src/api/quizAnalysis.ts), for the mock API and the
 * stories. The figures are fixed: they are the server's to compute (tests/server/quizzes/
 * analysis*.test.ts checks them by hand); here they only need to look like a real test's.
 */

export function buildItemAnalysis(overrides: Partial<ItemAnalysisDto> = {}): ItemAnalysisDto {
  return {
    key: '1',
    questionId: 1,
    bankQuestionId: null,
    source: 'TEST',
    name: 'Question',
    text: 'Question',
    kind: 'ONE_FROM_LIST',
    points: 1,
    attempts: 0,
    meanPoints: null,
    facility: null,
    discrimination: null,
    blank: 0,
    awaitingReview: 0,
    options: null,
    otherCount: null,
    responses: null,
    ...overrides,
  };
}

/** The seeded test's own questions, as analysed. */
function ownItems(): ItemAnalysisDto[] {
  const keyword = 'Which keyword declares a variable that cannot be reassigned?';
  const primitives = 'Which of these are primitive types in JavaScript?';
  return [
    buildItemAnalysis({
      key: '601',
      questionId: 601,
      name: keyword,
      text: keyword,
      points: 2,
      attempts: 4,
      meanPoints: 1.5,
      facility: 0.75,
      discrimination: 0.5222,
      options: [
        { optionId: 611, text: 'var', count: 1, share: 0.25, isCorrect: false, credit: 0 },
        { optionId: 612, text: 'let', count: 0, share: 0, isCorrect: false, credit: 0 },
        { optionId: 613, text: 'const', count: 3, share: 0.75, isCorrect: true, credit: 1 },
      ],
    }),
    buildItemAnalysis({
      key: '602',
      questionId: 602,
      name: primitives,
      text: primitives,
      kind: 'MANY_FROM_LIST',
      points: 4,
      attempts: 4,
      meanPoints: 2.5,
      facility: 0.25,
      discrimination: -0.1543,
      awaitingReview: 1,
      otherCount: 1,
      options: [
        { optionId: 621, text: 'string', count: 4, share: 1, isCorrect: true, credit: 1 },
        { optionId: 622, text: 'object', count: 2, share: 0.5, isCorrect: false, credit: 0 },
        { optionId: 623, text: 'boolean', count: 2, share: 0.5, isCorrect: true, credit: 1 },
        { optionId: 624, text: 'array', count: 1, share: 0.25, isCorrect: false, credit: 0 },
      ],
    }),
  ];
}

/** A fixed true/false question of the bank and a short answer a random slot drew. */
function bankItems(): ItemAnalysisDto[] {
  return [
    buildItemAnalysis({
      key: '605',
      questionId: 605,
      bankQuestionId: 9001,
      source: 'BANK',
      name: 'NaN equals itself',
      text: 'NaN === NaN is true.',
      kind: 'TRUE_FALSE',
      points: 1,
      attempts: 4,
      meanPoints: 0.75,
      facility: 0.75,
      discrimination: null,
      options: [
        { optionId: null, truth: true, text: 'True', count: 1, share: 0.25, isCorrect: false, credit: 0 },
        { optionId: null, truth: false, text: 'False', count: 3, share: 0.75, isCorrect: true, credit: 1 },
      ],
    }),
    buildItemAnalysis({
      key: '606-9012',
      questionId: 606,
      bankQuestionId: 9012,
      source: 'RANDOM',
      name: 'typeof null',
      text: 'What does typeof null give?',
      kind: 'SHORT_ANSWER',
      points: 2,
      attempts: 3,
      meanPoints: 1.33,
      facility: 0.6667,
      discrimination: 0.866,
      blank: 1,
      responses: [{ text: 'object', count: 2, share: 0.6667, fullCredit: true }],
    }),
  ];
}

/** The analysis of the seeded test 501 ('Variables and types'): its two own questions and two from the bank. */
export function buildQuizAnalysis(overrides: Partial<QuizAnalysisDto> = {}): QuizAnalysisDto {
  return {
    testId: 501,
    testName: 'Variables and types: check yourself',
    summary: { attempts: 4, maxPoints: 9, mean: 5.25, median: 5.5, standardDeviation: 2.63, passed: 3 },
    items: [...ownItems(), ...bankItems()],
    ...overrides,
  };
}
