import type { QuestionResponse } from '../../api/questionBank';
import type { QuizAnswerFileDto, StudentBankQuestionDto } from '../../api/quizBankItems';
import type { ReviewParts } from '../../api/quizReview';
import type { AnswerBankQuestionDto } from '../../api/quizResults';

/*
 * Builders of a paper with a question of every bank kind (issue 17), as a student gets it while
 * taking the test and as the review of their finished attempt shows it: shared by the UI tests,
 * the stories and the msw mocks (src/mocks/student/bankPapers.ts).
 */

const choices = (texts: string[], first = 1) => texts.map((text, i) => ({ id: first + i, text }));

/** One question of each kind a student answers, and a description, in this order. */
export function buildBankPaper(language: 'en' | 'ru' = 'en'): StudentBankQuestionDto[] {
  const ru = language === 'ru';
  const base = { source: 'BANK' as const, textFormat: 'plain' as const, points: 2 };
  return [
    {
      ...base,
      key: '901',
      questionType: 'DESCRIPTION',
      points: 0,
      question: ru ? 'Вопросы ниже — о JavaScript.' : 'The questions below are about JavaScript.',
    },
    {
      ...base,
      key: '902',
      questionType: 'ONE_FROM_LIST',
      question: ru ? 'Какой тип у null?' : 'What type is null?',
      choices: choices(['object', 'null', 'undefined']),
    },
    {
      ...base,
      key: '903',
      questionType: 'MANY_FROM_LIST',
      question: ru ? 'Какие значения ложны?' : 'Which values are falsy?',
      choices: choices(['0', "''", '[]', 'NaN']),
    },
    { ...base, key: '904', questionType: 'TRUE_FALSE', question: ru ? 'typeof NaN — это "number".' : 'typeof NaN is "number".' },
    {
      ...base,
      key: '905',
      questionType: 'SHORT_ANSWER',
      question: ru ? 'Ключевое слово для константы?' : 'The keyword that declares a constant?',
    },
    {
      ...base,
      key: '15-206',
      questionType: 'NUMERICAL',
      question: ru ? 'Чему равно 0,1 + 0,2 (до десятых)?' : 'What is 0.1 + 0.2 (to one decimal)?',
    },
    {
      ...base,
      key: '907',
      questionType: 'MATCHING',
      question: ru ? 'Сопоставьте метод и что он делает.' : 'Match each method with what it does.',
      lefts: choices(['push', 'pop'], 1),
      // Pair ids, the right sides shuffled: 2 is pop's, 1 is push's.
      rights: [
        { id: 2, text: ru ? 'удаляет последний' : 'removes the last' },
        { id: 1, text: ru ? 'добавляет в конец' : 'adds to the end' },
      ],
    },
    {
      ...base,
      key: '908',
      questionType: 'ORDERING',
      question: ru ? 'Расставьте по возрастанию.' : 'Put them in increasing order.',
      items: [
        { id: 3, text: '3' },
        { id: 1, text: '1' },
        { id: 2, text: '2' },
      ],
    },
    { ...base, key: '909', questionType: 'ESSAY', question: ru ? 'Объясните замыкание.' : 'Explain a closure.', points: 5 },
    { ...base, key: '910', questionType: 'FILE_ANSWER', question: ru ? 'Приложите схему.' : 'Attach your diagram.', points: 5 },
  ];
}

/** A file attached to the FILE_ANSWER question 910. */
export function buildQuizAnswerFile(overrides: Partial<QuizAnswerFileDto> = {}): QuizAnswerFileDto {
  return {
    fileId: 7101,
    questionKey: '910',
    name: 'diagram.pdf',
    size: 2048,
    contentType: 'application/pdf',
    url: '/api/static/files/diagram.pdf',
    ...overrides,
  };
}

/** Right responses of buildBankPaper's questions (none for essays, files and descriptions). */
export const BANK_PAPER_RIGHT: Record<string, QuestionResponse> = {
  '902': { choices: [1] },
  '903': { choices: [1, 2, 4] },
  '904': { truth: true },
  '905': { text: 'const' },
  '15-206': { text: '0.3' },
  '907': { matches: { '1': 1, '2': 2 } },
  '908': { order: [1, 2, 3] },
};

/** A student's responses to buildBankPaper: some right, some wrong, the essay and the file given. */
export const BANK_PAPER_GIVEN: Record<string, QuestionResponse> = {
  '902': { choices: [2] },
  '903': { choices: [1, 2, 4] },
  '904': { truth: false },
  '905': { text: 'const' },
  '15-206': { text: '0,3' },
  '907': { matches: { '1': 1, '2': 2 } },
  '908': { order: [1, 3, 2] },
  '909': { text: 'A function with the variables around it.' },
  '910': { fileIds: [7101] },
};

/**
 * The review of buildBankPaper's questions, with only the parts `parts` allows present (as the
 * server leaves the rest out): the given responses, the right ones with points, the feedback.
 */
export function buildBankReview(parts: ReviewParts, language: 'en' | 'ru' = 'en'): AnswerBankQuestionDto[] {
  return buildBankPaper(language).map((q, i) => {
    const byHand = q.questionType === 'ESSAY' || q.questionType === 'FILE_ANSWER';
    const given = BANK_PAPER_GIVEN[q.key] ?? null;
    const right = BANK_PAPER_RIGHT[q.key] ?? null;
    const earned = right && given && JSON.stringify(right) === JSON.stringify(given) ? q.points : 0;
    return {
      ...q,
      questionId: 900 + i,
      bankQuestionId: 200 + i,
      name: `Q${i + 1}`,
      pointsReceived: parts.rightAnswers && !byHand && q.questionType !== 'DESCRIPTION' ? earned : null,
      response: parts.answers ? given : null,
      files: parts.answers && q.questionType === 'FILE_ANSWER' ? [buildQuizAnswerFile()] : undefined,
      correctResponse: parts.rightAnswers ? right : null,
      feedback: parts.feedback && given && !byHand ? [language === 'ru' ? `Комментарий к ответу ${i}` : `Feedback on answer ${i}`] : null,
      generalFeedback:
        parts.feedback && q.questionType !== 'DESCRIPTION'
          ? language === 'ru'
            ? `Общий комментарий ${i}`
            : `General feedback ${i}`
          : null,
      gradedByHand: byHand,
      manualPoints: null,
      awaitingReview: byHand,
    };
  });
}
