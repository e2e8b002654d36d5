import type { enQuizGrading } from './enQuizGrading.js';

/** Сообщения сервера об оценке эссе и ответов файлом вручную (в ru.ts). */
export const ruQuizGrading: typeof enQuizGrading = {
  quizGrading: {
    graded: 'Баллы сохранены.',
    oneTarget: 'Укажите, какой ответ оценить: questionId или questionKey, но не оба сразу.',
    notGradedByHand: 'Вручную оцениваются только эссе и ответы файлом (questionKey).',
    nothingToGrade: 'Студент не ответил на этот вопрос: оценивать нечего.',
    attemptNotFound: 'У студента нет попытки с таким номером в этом тесте.',
  },
};
