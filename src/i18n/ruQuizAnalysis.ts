import type { enQuizAnalysis } from './enQuizAnalysis';

/** Анализ вопросов теста: вкладка, показатели и подсказка; `satisfies` не даёт пропустить ключ. */
export const ruQuizAnalysis = {
  quizAnalysis: {
    tab: 'Анализ вопросов',
    exportName: 'анализ-вопросов',
    empty: 'Завершённых попыток пока нет. Анализ появится, когда студенты завершат тест.',
    summary: {
      attempts: '%{smart_count} завершённая попытка |||| %{smart_count} завершённые попытки |||| %{smart_count} завершённых попыток',
      mean: 'Среднее %{points} из %{max}',
      median: 'Медиана %{points}',
      deviation: 'Стандартное отклонение %{points}',
      passed: 'Сдали: %{smart_count}',
    },
    help: {
      title: 'Как читать эти показатели',
      facility: 'Полный балл — доля попыток, получивших все баллы за вопрос. Около 100% — вопрос лёгкий, около 0% — трудный.',
      discrimination:
        'Дискриминация — насколько вопрос отличает сильных студентов от слабых, от −1 до 1 (корреляция баллов за вопрос с баллами за остальную часть попытки). От 0,3 и выше — хорошо; около 0 — вопрос их не различает; ниже 0 — сильные студенты отвечают на него хуже: проверьте правильный ответ и формулировку.',
      drawn: 'Для случайного выбора — по строке на каждый выпавший вопрос банка, по попыткам, которым он выпал.',
    },
    figures: {
      caption: 'Показатели вопроса %{number}',
      attempts: 'Попытки',
      facility: 'Полный балл',
      mean: 'Средний балл',
      discrimination: 'Дискриминация',
      none: '—',
    },
    levels: {
      good: 'хорошо',
      fair: 'средне',
      poor: 'слабо',
      negative: 'отрицательно',
    },
    source: {
      BANK: 'Из банка',
      RANDOM: 'Случайный выбор',
    },
    points: '%{smart_count} балл |||| %{smart_count} балла |||| %{smart_count} баллов',
    blank: 'Без ответа: %{smart_count}',
    awaiting: 'Ждут ваших баллов: %{smart_count}',
    other: 'Заполнено «Другое»: %{smart_count}',
    options: {
      caption: 'Как часто выбирали каждый вариант',
      option: 'Вариант',
      chosen: 'Выбрали',
      right: 'Правильный ответ',
      credit: '%{percent} балла',
      count: '%{count} (%{percent})',
    },
    responses: {
      caption: 'Самые частые ответы',
      response: 'Ответ',
      none: 'Ответов пока нет.',
      fullCredit: 'Полный балл',
    },
  },
} satisfies typeof enQuizAnalysis;
