import type { enQuizPapers } from './enQuizPapers.js';

/** Сообщения сервера о прохождении тестов из банка вопросов (входят в ru.ts). */
export const ruQuizPapers = {
  quizPapers: {
    poolTooSmall:
      'Сейчас этот тест начать нельзя: вопрос %{question} выбирает %{count} вопр. из категории «%{category}», а в ней только %{available}. Сообщите преподавателю.',
    unknownQuestion: 'Вопроса %{question} нет в вашем варианте теста.',
    wrongShape: 'Ответ на вопрос %{question} не того вида, который принимает этот вопрос.',
    unknownId: 'В ответе на вопрос %{question} указан вариант, которого у вопроса нет.',
    oneChoiceOnly: 'На вопрос %{question} можно дать только один ответ.',
    tooLong: 'Ответ на вопрос %{question} слишком длинный.',
    fileNotFound: 'Вопрос %{question}: файл %{id} загружен не вами.',
  },
} satisfies typeof enQuizPapers;
