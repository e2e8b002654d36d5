import type { enQuizSlots } from './enQuizSlots.js';

/** Сообщения сервера о тестах из банка вопросов (разворачиваются в ru.ts). */
export const ruQuizSlots: typeof enQuizSlots = {
  quizSlots: {
    bankQuestionMissing: 'Вопрос %{question}: вопроса №%{id} нет в банке вопросов этого курса.',
    categoryMissing: 'Вопрос %{question}: категории №%{id} нет в банке вопросов этого курса.',
    descriptionPoints: 'Вопрос %{question} — описание: он стоит 0 баллов.',
    drawCountInvalid: 'Вопрос %{question} должен выбирать от 1 до %{max} вопросов.',
    poolTooSmall:
      'Вопрос %{question} выбирает вопросов: %{count}, а в его категории только %{available} (описания не выбираются). ' +
      'Добавьте вопросы в категорию, включите подкатегории или выбирайте меньше.',
    bankQuestionInUse: 'Этот вопрос нельзя удалить: его используют тесты %{tests}. Сначала уберите его из них.',
    bankQuestionToDescription: 'Этот вопрос нельзя сделать описанием: тесты %{tests} задают его за баллы. Сначала уберите его из них.',
    categoryInUse: 'Эту категорию нельзя удалить: из неё выбирают вопросы тесты %{tests}. Сначала измените их случайные вопросы.',
  },
};
