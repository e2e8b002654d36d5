import type { enQuizAttempts } from './enQuizAttempts';

/** Попытки теста (issue 17, п. 3); ключи те же, что в enQuizAttempts.ts. */
export const ruQuizAttempts = {
  quizAttempts: {
    score: '%{received} из %{max}',
    editor: {
      title: 'Попытки',
      allowed: 'Разрешено попыток',
      unlimited: 'Без ограничений',
      gradingMethod: 'Метод оценивания',
      wait: 'Пауза между попытками, минут',
      waitHelp: '0 — без паузы. Сейчас: %{wait}',
      singleHint: 'При одной попытке оценка — её баллы, и ждать нечего.',
      maxInvalid: 'Введите целое число попыток от 1 до %{max} или выберите «Без ограничений».',
      waitInvalid: 'Введите целое число минут от 0 до %{max}.',
    },
    methods: {
      HIGHEST: 'Лучшая попытка',
      LAST: 'Последняя попытка',
      FIRST: 'Первая попытка',
      AVERAGE: 'Среднее по попыткам',
    },
    methodHelp: {
      HIGHEST: 'Засчитывается лучшая завершённая попытка.',
      LAST: 'Засчитывается последняя завершённая попытка.',
      FIRST: 'Засчитывается только первая завершённая попытка; остальные — тренировка.',
      AVERAGE: 'Засчитывается среднее всех завершённых попыток.',
    },
    wait: {
      none: 'без паузы',
      minutes: '%{smart_count} минута |||| %{smart_count} минуты |||| %{smart_count} минут',
      hours: '%{smart_count} час |||| %{smart_count} часа |||| %{smart_count} часов',
      days: '%{smart_count} день |||| %{smart_count} дня |||| %{smart_count} дней',
    },
    results: {
      column: 'Попытки',
      caption: 'Баллы — оценка по методу: %{method}.',
      attemptSwitch: 'Попытка',
      attemptOption: 'Попытка %{n} · %{date} · %{points}',
      running: 'идёт',
    },
    student: {
      attemptOf: 'Попытка %{k} из %{n}',
      attemptUnlimited: 'Попытка %{k} (без ограничения попыток)',
      allowed: 'Разрешена %{smart_count} попытка |||| Разрешено %{smart_count} попытки |||| Разрешено %{smart_count} попыток',
      unlimited: 'Попыток без ограничений',
      method: 'Оценивание: %{method}',
      grade: 'Оценка: %{points}',
      pastTitle: 'Ваши попытки',
      pastRow: 'Попытка %{n} · %{date}',
      review: 'Просмотреть попытку %{n}',
      sitAgain: 'Начать попытку %{n}',
      blocked: {
        NO_ATTEMPTS_LEFT: 'Все разрешённые попытки использованы.',
        WAIT: 'Следующую попытку можно начать в %{time}.',
        ATTEMPT_OPEN: 'Сначала завершите текущую попытку.',
        NOT_OPEN: 'Сейчас тест закрыт для новой попытки.',
      },
    },
  },
} satisfies typeof enQuizAttempts;
