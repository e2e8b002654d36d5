/**
 * The words the bank-test journeys click and read, in English and Russian, as the app shows
 * them (src/i18n); one entry per language so a journey runs the same steps in either.
 */
import type { Language } from './paperAnswers';

export interface JourneyWords {
  /** The bank page's import. */
  bankTitle: string;
  import: string;
  commit: RegExp;
  imported: RegExp;
  /** The lesson's tests and the test editor. */
  testsTab: RegExp;
  addTest: string;
  newTest: string;
  testName: string;
  hours: string;
  minutes: string;
  save: string;
  removeFirst: string;
  addRandom: string;
  category: string;
  count: string;
  pointsEach: string;
  add: string;
  addFromBank: string;
  search: string;
  addOne: string;
  shuffleQuestions: string;
  shuffleOptions: string;
  partNamed: (part: 'answers' | 'rightAnswers' | 'feedback', when: 'afterAttempt' | 'afterClose') => string;
  draft: string;
  publishNow: string;
  /** The results and accommodations. */
  resultsOf: (test: string) => string;
  accommodationsOf: (name: string) => string;
  extraChip: string;
  /** The student's side. */
  yourTime: (time: string) => string;
  submitted: string;
  yourAnswer: string;
  rightAnswer: string;
  awaitingGrading: string;
  /** The picker's Add with several ticked. */
  addMany: RegExp;
  /** The instructor's answer dialog and hand grading. */
  answersOf: (name: string) => string;
  gradeLabel: string;
  give: string;
  change: string;
  /** A question's points in a review: 1 of its maximum. */
  onePoint: RegExp;
}

const PARTS_EN = { answers: 'Their answers', rightAnswers: 'Right answers', feedback: 'Feedback' };
const WHENS_EN = { afterAttempt: 'Right after the attempt', afterClose: 'After the test closes' };
const PARTS_RU = { answers: 'Свои ответы', rightAnswers: 'Правильные ответы', feedback: 'Отзывы' };
const WHENS_RU = { afterAttempt: 'Сразу после попытки', afterClose: 'После закрытия теста' };

export const WORDS: Record<Language, JourneyWords> = {
  en: {
    bankTitle: 'Question bank',
    import: 'Import',
    commit: /^Import \d+ questions?$/,
    imported: /questions imported/,
    testsTab: /Tests/,
    addTest: 'Add test',
    newTest: 'New test',
    testName: 'Test name',
    hours: 'Hours',
    minutes: 'Minutes',
    save: 'Save',
    removeFirst: 'Remove question 1',
    addRandom: 'Add random questions',
    category: 'Category',
    count: 'Number of questions',
    pointsEach: 'Points for each',
    add: 'Add',
    addFromBank: 'Add from the bank',
    search: 'Search by name or text',
    addOne: 'Add 1 question',
    shuffleQuestions: 'Shuffle the questions',
    shuffleOptions: 'Shuffle the options',
    partNamed: (part, when) => `${PARTS_EN[part]}: ${WHENS_EN[when]}`,
    draft: 'Draft',
    publishNow: 'Publish now',
    resultsOf: (test) => `Results of "${test}"`,
    accommodationsOf: (name) => `Accommodations of ${name}`,
    extraChip: '+50% time',
    yourTime: (time) => `Your time: ${time} (+50% extra time)`,
    submitted: 'Test submitted! Wait for the results.',
    yourAnswer: 'Your answer',
    rightAnswer: 'Right answer',
    awaitingGrading: 'Awaiting the instructor’s grading',
    addMany: /^Add \d+ questions?$/,
    answersOf: (name) => `Answers of ${name}`,
    gradeLabel: 'Points for this answer',
    give: 'Give points',
    change: 'Change points',
    onePoint: /^1 of \d+ points$/,
  },
  ru: {
    bankTitle: 'Банк вопросов',
    import: 'Импорт',
    commit: /^Импортировать \d+ вопрос/,
    imported: /Импортировано/,
    testsTab: /Тесты/,
    addTest: 'Добавить тест',
    newTest: 'Новый тест',
    testName: 'Название теста',
    hours: 'Часы',
    minutes: 'Минуты',
    save: 'Сохранить',
    removeFirst: 'Удалить вопрос 1',
    addRandom: 'Добавить случайные вопросы',
    category: 'Категория',
    count: 'Количество вопросов',
    pointsEach: 'Баллов за каждый',
    add: 'Добавить',
    addFromBank: 'Добавить из банка',
    search: 'Поиск по названию или тексту',
    addOne: 'Добавить 1 вопрос',
    shuffleQuestions: 'Перемешивать вопросы',
    shuffleOptions: 'Перемешивать варианты',
    partNamed: (part, when) => `${PARTS_RU[part]}: ${WHENS_RU[when]}`,
    draft: 'Черновик',
    publishNow: 'Опубликовать сейчас',
    resultsOf: (test) => `Результаты «${test}»`,
    accommodationsOf: (name) => `Особые условия: ${name}`,
    extraChip: '+50% времени',
    yourTime: (time) => `Ваше время: ${time} (+50% дополнительного времени)`,
    submitted: 'Тест пройден! Ожидайте результатов!',
    yourAnswer: 'Ваш ответ',
    rightAnswer: 'Правильный ответ',
    awaitingGrading: 'Ждёт оценки преподавателя',
    addMany: /^Добавить \d+ вопрос/,
    answersOf: (name) => `Ответы: ${name}`,
    gradeLabel: 'Баллы за этот ответ',
    give: 'Поставить баллы',
    change: 'Изменить баллы',
    onePoint: /^1 из \d+ б\.$/,
  },
};
