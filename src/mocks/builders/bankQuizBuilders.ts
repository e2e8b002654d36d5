import type { QuizDto } from '../../api/quizAuthoring';
import type { QuizBankItemDto, QuizRandomItemDto } from '../../api/quizBankItems';
import type { AnswerBankQuestionDto } from '../../api/quizResults';
import { buildQuiz, buildQuizQuestion } from './quizBuilders';

/*
 * Builders of tests made from the course's question bank (src/api/quizBankItems.ts) and of a
 * student's answers to their bank questions, one of every kind, as the instructor reads them.
 * The questions are the demo bank's (src/mocks/questionBank/bankSeed.ts).
 */

export function buildBankSlot(overrides: Partial<QuizBankItemDto> = {}): QuizBankItemDto {
  return {
    questionId: 7801,
    questionType: 'FROM_BANK',
    bankQuestionId: 9008,
    points: 5,
    name: 'Closures essay',
    bankType: 'ESSAY',
    question: 'Explain closures in your own words.',
    textFormat: 'plain',
    categoryPath: ['Default'],
    ...overrides,
  };
}

export function buildRandomSlot(overrides: Partial<QuizRandomItemDto> = {}): QuizRandomItemDto {
  return {
    questionId: 7802,
    questionType: 'RANDOM',
    categoryId: 901,
    categoryPath: ['Default', 'Основы'],
    includeSubcategories: true,
    drawCount: 2,
    points: 2,
    available: 6,
    ...overrides,
  };
}

/** A test of one own question, a fixed essay of the bank and two questions drawn from 'Основы'. */
export function buildBankQuiz(overrides: Partial<QuizDto> = {}): QuizDto {
  return buildQuiz({
    testId: 520,
    name: 'Closures and scope: from the bank',
    messageForStudents: 'Four questions; the essay is graded by your instructor.',
    questions: [
      buildQuizQuestion({
        questionId: 7800,
        points: 2,
        options: [
          ['const', true],
          ['let', false],
        ],
      }),
      buildBankSlot(),
      buildRandomSlot(),
    ],
    ...overrides,
  });
}

const bankAnswer = (
  key: string,
  overrides: Partial<AnswerBankQuestionDto> & Pick<AnswerBankQuestionDto, 'questionType' | 'name' | 'question'>,
): AnswerBankQuestionDto => ({
  source: 'BANK',
  key,
  questionId: Number(key.split('-')[0]),
  bankQuestionId: Number(key.split('-')[1] ?? key),
  textFormat: 'plain',
  points: 2,
  pointsReceived: 2,
  response: null,
  correctResponse: null,
  feedback: [],
  generalFeedback: null,
  gradedByHand: false,
  manualPoints: null,
  awaitingReview: false,
  ...overrides,
});

/** A student's bank questions of every kind, answered; the essay and the file answer wait for the instructor's points. */
export function buildBankAnswers(): AnswerBankQuestionDto[] {
  return [...choiceAnswers(), ...otherKindAnswers(), ...handGradedAnswers()];
}

/** One-from-list and many-from-list answers. */
function choiceAnswers(): AnswerBankQuestionDto[] {
  const choices = [
    { id: 1, text: 'const' },
    { id: 2, text: 'let' },
    { id: 3, text: 'var' },
  ];
  return [
    bankAnswer('7810-9001', {
      questionType: 'ONE_FROM_LIST',
      name: 'Keyword for constants',
      question: 'Which keyword declares a variable that cannot be reassigned?',
      choices,
      response: { choices: [1] },
      correctResponse: { choices: [1] },
      feedback: ['Right.'],
      generalFeedback: 'const prevents reassignment, not mutation.',
    }),
    bankAnswer('7810-9002', {
      questionType: 'MANY_FROM_LIST',
      name: 'Примитивные типы',
      question: '<p>Какие из типов <strong>примитивные</strong>?</p>',
      textFormat: 'html',
      choices: [
        { id: 1, text: 'string' },
        { id: 2, text: 'number' },
        { id: 3, text: 'object' },
      ],
      response: { choices: [1, 3] },
      correctResponse: { choices: [1, 2] },
      pointsReceived: 0,
      // Feedback in the question's format, as a GIFT or Moodle XML import stores it; the script and onerror never run.
      feedback: ['<p>Объект — <b>не</b> примитив.</p><script>window.__feedbackRan = true</script>'],
      generalFeedback: '<p>Примитивов семь.</p><img src="x" onerror="window.__feedbackRan = true">',
    }),
  ];
}

/** The answers whose right answer is a text, a truth, a pairing or an order. */
function otherKindAnswers(): AnswerBankQuestionDto[] {
  return [
    bankAnswer('7811-9003', {
      questionType: 'TRUE_FALSE',
      name: 'Hoisting',
      question: 'Function declarations are hoisted.',
      points: 1,
      pointsReceived: 1,
      response: { truth: true },
      correctResponse: { truth: true },
      feedback: ['Yes: the whole declaration moves up.'],
    }),
    bankAnswer('7811-9004', {
      questionType: 'SHORT_ANSWER',
      name: 'Имя метода массива',
      question: 'Как называется метод, который создаёт новый массив из результатов функции?',
      points: 1,
      pointsReceived: 0.5,
      response: { text: 'Array.prototype.map' },
      correctResponse: { text: 'map' },
      feedback: ['Полное имя — половина баллов.'],
    }),
    bankAnswer('7811-9005', {
      questionType: 'NUMERICAL',
      name: 'Arity',
      question: 'What is `(function (a, b, c) {}).length`?',
      textFormat: 'markdown',
      points: 1,
      pointsReceived: 0,
      response: { text: '4' },
      correctResponse: { text: '3' },
    }),
    bankAnswer('7812-9006', {
      questionType: 'MATCHING',
      name: 'Operators',
      question: 'Match each operator with what it does.',
      points: 3,
      pointsReceived: 1.5,
      lefts: [
        { id: 1, text: '===' },
        { id: 2, text: '??' },
      ],
      // As a paper holds it (server paperMaker.ts matchingCopy): each right side has an id of its own.
      rights: [
        { id: 5, text: 'bitwise shift' },
        { id: 3, text: 'strict equality' },
        { id: 4, text: 'nullish coalescing' },
      ],
      response: { matches: { '1': 3, '2': 5 } },
      correctResponse: { matches: { '1': 3, '2': 4 } },
    }),
    bankAnswer('7812-9007', {
      questionType: 'ORDERING',
      name: 'Этапы загрузки страницы',
      question: 'Расположите события в порядке их наступления.',
      pointsReceived: 0,
      items: [
        { id: 2, text: 'load' },
        { id: 1, text: 'DOMContentLoaded' },
        { id: 3, text: 'beforeunload' },
      ],
      response: { order: [2, 1, 3] },
      correctResponse: { order: [1, 2, 3] },
    }),
  ];
}

/** The answers the instructor grades by hand: an essay and a file answer, both waiting for points. */
function handGradedAnswers(): AnswerBankQuestionDto[] {
  return [
    bankAnswer('7801', {
      questionType: 'ESSAY',
      name: 'Closures essay',
      question: 'Explain closures in your own words.',
      bankQuestionId: 9008,
      points: 5,
      pointsReceived: 0,
      response: { text: 'A closure keeps the variables of the scope where the function was made.' },
      generalFeedback: 'Mention the lexical environment.',
      gradedByHand: true,
      awaitingReview: true,
    }),
    bankAnswer('7813-9009', {
      questionType: 'FILE_ANSWER',
      name: 'Диаграмма',
      question: 'Загрузите схему цикла событий.',
      points: 4,
      pointsReceived: 0,
      response: { fileIds: [8801] },
      files: [
        {
          fileId: 8801,
          questionKey: '7813-9009',
          name: 'event-loop.pdf',
          size: 48213,
          contentType: 'application/pdf',
          url: '/api/static/files/8801',
        },
      ],
      gradedByHand: true,
      awaitingReview: true,
    }),
  ];
}
