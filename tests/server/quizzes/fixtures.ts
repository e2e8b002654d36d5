import type { QuizDto, QuizInput, QuizOwnQuestionDto, QuizOwnQuestionInput } from '../../../src/api/quizAuthoring.js';

/** A test of the test's own questions only (SPEC §3), as sent and as read. */
export type OwnQuizInput = QuizInput & { questions: QuizOwnQuestionInput[] };
export type OwnQuizDto = Omit<QuizDto, 'questions'> & { questions: QuizOwnQuestionDto[] };

/**
 * The body of a test as an instructor sends it: Q1 one-from-list worth 2 over [var, const, let]
 * (const correct); Q2 many-from-list worth 3 over [string, object, number] (string and number
 * correct) with 'Other'. `overrides` replaces whole fields (own questions only, as the type says).
 */
export const quizDraft = (overrides: Partial<QuizInput> = {}): OwnQuizInput =>
  ({
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
  }) as OwnQuizInput;
