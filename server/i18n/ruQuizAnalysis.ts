import type { enQuizAnalysis } from './enQuizAnalysis.js';

/** Тексты сервера для анализа вопросов теста и его выгрузки (входят в ru.ts). */
export const ruQuizAnalysis = {
  quizAnalysis: {
    true: 'Верно',
    false: 'Неверно',
    files: 'Файлов: %{count}',
    other: 'Другое',
    file: 'анализ-вопросов',
    sheet: 'Попытки',
    yes: 'Да',
    no: 'Нет',
    statuses: {
      IN_PROGRESS: 'Идёт',
      SUBMITTED: 'Сдан',
      TIME_UP: 'Время вышло',
    },
    columns: {
      student: 'Студент',
      email: 'Эл. почта',
      group: 'Группа',
      status: 'Статус',
      started: 'Начат',
      finished: 'Завершён',
      timeSpent: 'Затрачено',
      total: 'Баллы',
      maxPoints: 'Из',
      passed: 'Сдан',
      points: '%{question}: баллы',
      response: '%{question}: ответ',
    },
  },
} satisfies typeof enQuizAnalysis;
