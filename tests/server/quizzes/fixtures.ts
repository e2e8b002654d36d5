import type { QuizInput } from '../../../src/api/quizAuthoring.js';

/**
 * The body of a test as an instructor sends it: Q1 one-from-list worth 2 over [var, const, let]
 * (const correct); Q2 many-from-list worth 3 over [string, object, number] (string and number
 * correct) with 'Other'. `overrides` replaces whole fields.
 */
export const quizDraft = (overrides: Partial<QuizInput> = {}): QuizInput => ({
  name: 'Quiz',
  messageForStudents: 'You have 30 minutes. Good luck!',
  timeToTakeTheTest: '00:30:00',
  questions: [
    {
      question: 'Which keyword declares a constant?',
      questionType: 'ONE_FROM_LIST',
      points: 2,
      options: [
        { option: 'var', isCorrect: false },
        { option: 'const', isCorrect: true },
        { option: 'let', isCorrect: false },
      ],
    },
    {
      question: 'Which are primitive types?',
      questionType: 'MANY_FROM_LIST',
      points: 3,
      hasOther: true,
      options: [
        { option: 'string', isCorrect: true },
        { option: 'object', isCorrect: false },
        { option: 'number', isCorrect: true },
      ],
    },
  ],
  ...overrides,
});
