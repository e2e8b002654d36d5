import type { enQuizBankAnswers } from './enQuizBankAnswers';

/** Вопросы из банка в тесте (задача 17): ответы студента и разбор законченной попытки. */
export const ruQuizBankAnswers: typeof enQuizBankAnswers = {
  quizBankAnswers: {
    information: 'Информация',
    hint: {
      ONE_FROM_LIST: 'Выберите один ответ.',
      MANY_FROM_LIST: 'Выберите один или несколько ответов.',
      TRUE_FALSE: 'Выберите «верно» или «неверно».',
      SHORT_ANSWER: 'Введите слово или короткую фразу.',
      NUMERICAL: 'Введите число.',
      MATCHING: 'Выберите соответствие для каждого пункта.',
      ORDERING: 'Расставьте пункты в правильном порядке кнопками «Выше» и «Ниже».',
      ESSAY: 'Напишите ответ. Его оценит преподаватель.',
      FILE_ANSWER: 'Приложите ответ файлами. Его оценит преподаватель.',
    },
    shortLabel: 'Ответ на вопрос %{number}',
    numberLabel: 'Число — ответ на вопрос %{number}',
    numberHint: 'Дробная часть через запятую или точку, например 3,5 или 3.5',
    notANumber: 'Пока это не число: цифры, дробная часть через запятую или точку.',
    matchChoose: 'Выберите…',
    moveUp: 'Выше: %{text} (сейчас %{position})',
    moveDown: 'Ниже: %{text} (сейчас %{position})',
    moved: '%{text}: теперь на месте %{position} из %{total}',
    essayLabel: 'Ответ на вопрос %{number}',
    characters: '%{smart_count} символ |||| %{smart_count} символа |||| %{smart_count} символов',
    review: {
      yourAnswer: 'Ваш ответ',
      noAnswerOwn: 'Вы не ответили на этот вопрос.',
      awaitingGrading: 'Ждёт оценки преподавателя',
      moreLater: 'Больше подробностей (ответы, правильные ответы или комментарии) появится после %{date}.',
      hiddenNow: 'Разбор ответов по этому тесту не показывается.',
    },
  },
};
