import type { BankQuestionDto, QuestionData } from '../../api/questionBank';

/**
 * The demo course's question bank: a question of every kind, in English and Russian, in the
 * Default category and two nested ones (Default › Основы › Functions), as the server would
 * hold them after an import.
 */

export interface MockCategory {
  categoryId: number;
  parentId: number | null;
  name: string;
}

export interface MockBank {
  categories: MockCategory[];
  questions: BankQuestionDto[];
  nextId: number;
}

const AT = '2026-11-20T10:00:00.000Z';

type Seeded = QuestionData & { questionId: number; categoryId: number };

const QUESTIONS: Seeded[] = [
  {
    questionId: 9001,
    categoryId: 901,
    name: 'Keyword for constants',
    text: 'Which keyword declares a variable that cannot be reassigned?',
    textFormat: 'plain',
    generalFeedback: 'const prevents reassignment, not mutation.',
    points: 1,
    type: 'ONE_FROM_LIST',
    shuffleAnswers: true,
    answers: [
      { id: 1, text: 'const', credit: 1, feedback: 'Right.' },
      { id: 2, text: 'let', credit: 0, feedback: 'let can be reassigned.' },
      { id: 3, text: 'var', credit: 0, feedback: '' },
    ],
  },
  {
    questionId: 9002,
    categoryId: 901,
    name: 'Примитивные типы',
    text: '<p>Какие из типов <strong>примитивные</strong>?</p>',
    textFormat: 'html',
    generalFeedback: '',
    points: 2,
    type: 'MANY_FROM_LIST',
    shuffleAnswers: false,
    answers: [
      { id: 1, text: 'string', credit: 0.5, feedback: '' },
      { id: 2, text: 'number', credit: 0.5, feedback: '' },
      { id: 3, text: 'object', credit: -1, feedback: 'Объект — не примитив.' },
    ],
  },
  {
    questionId: 9003,
    categoryId: 902,
    name: 'Hoisting',
    text: 'Function declarations are hoisted.',
    textFormat: 'moodle',
    generalFeedback: '',
    points: 1,
    type: 'TRUE_FALSE',
    correct: true,
    feedbackTrue: 'Yes: the whole declaration moves up.',
    feedbackFalse: 'They are: declarations are hoisted with their body.',
  },
  {
    questionId: 9004,
    categoryId: 902,
    name: 'Имя метода массива',
    text: 'Как называется метод,\nкоторый создаёт новый массив из результатов функции?',
    textFormat: 'plain',
    generalFeedback: '',
    points: 1,
    type: 'SHORT_ANSWER',
    caseSensitive: false,
    answers: [
      { id: 1, text: 'map', credit: 1, feedback: '' },
      { id: 2, text: 'Array.prototype.map', credit: 0.5, feedback: 'Полное имя — половина баллов.' },
    ],
  },
  {
    questionId: 9005,
    categoryId: 902,
    name: 'Arity',
    text: 'What is `(function (a, b, c) {}).length`?',
    textFormat: 'markdown',
    generalFeedback: '',
    points: 1,
    type: 'NUMERICAL',
    answers: [
      { id: 1, value: 3, tolerance: 0, credit: 1, feedback: '' },
      { id: 2, value: 2.5, tolerance: 0.5, credit: 0.25, feedback: 'Close.' },
    ],
  },
  {
    questionId: 9006,
    categoryId: 901,
    name: 'Operators',
    text: 'Match each operator with what it does.',
    textFormat: 'plain',
    generalFeedback: '',
    points: 3,
    type: 'MATCHING',
    pairs: [
      { id: 1, left: '===', right: 'strict equality' },
      { id: 2, left: '??', right: 'nullish coalescing' },
      { id: 3, left: '', right: 'bitwise shift' },
    ],
  },
  {
    questionId: 9007,
    categoryId: 900,
    name: 'Этапы загрузки страницы',
    text: 'Расположите события в порядке их наступления.',
    textFormat: 'plain',
    generalFeedback: '',
    points: 2,
    type: 'ORDERING',
    items: [
      { id: 1, text: 'DOMContentLoaded' },
      { id: 2, text: 'load' },
      { id: 3, text: 'beforeunload' },
    ],
  },
  {
    questionId: 9008,
    categoryId: 900,
    name: 'Closures essay',
    text: 'Explain closures in your own words.',
    textFormat: 'plain',
    generalFeedback: 'Mention the lexical environment.',
    points: 5,
    type: 'ESSAY',
  },
  {
    questionId: 9009,
    categoryId: 900,
    name: 'Диаграмма',
    text: 'Загрузите схему цикла событий.',
    textFormat: 'plain',
    generalFeedback: '',
    points: 4,
    type: 'FILE_ANSWER',
  },
  {
    questionId: 9010,
    categoryId: 901,
    name: 'About this section',
    text: 'The next questions are about the basics.',
    textFormat: 'plain',
    generalFeedback: '',
    points: 0,
    type: 'DESCRIPTION',
  },
];

/** The categories' paths come from the tree, so they are filled in as the handlers answer. */
export function seedBank(): MockBank {
  return {
    categories: [
      { categoryId: 900, parentId: null, name: 'Default' },
      { categoryId: 901, parentId: 900, name: 'Основы' },
      { categoryId: 902, parentId: 901, name: 'Functions' },
    ],
    questions: QUESTIONS.map((q) => ({ ...q, categoryPath: [], createdAt: AT, updatedAt: AT })),
    nextId: 9500,
  };
}
