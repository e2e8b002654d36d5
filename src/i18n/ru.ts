import russianMessages from 'ra-language-russian';
import type { AppMessages } from './en';
import { ruAdmin } from './ruAdmin';
import { ruLearning } from './ruLearning';
import { ruStudentTests } from './ruStudentTests';
import { ruStudent } from './ruStudent';
import { ruTests } from './ruTests';
import { ruTasks } from './ruTasks';
import { ruRatings } from './ruRatings';
import { ruAnalytics } from './ruAnalytics';
import { ruEvents } from './ruEvents';
import { ruOidc } from './ruOidc';
import { ruNotifications } from './ruNotifications';
import { ruSchools } from './ruSchools';

/** The app's Russian strings; `satisfies` makes a missing key fail the build. */
export const ruApp = {
  app: {
    name: 'Онлайн-школа',
    loading: 'Загрузка…',
    loadFailed: 'Страница не загрузилась. Проверьте соединение и попробуйте ещё раз.',
    retry: 'Повторить',
    language: 'Язык',
    languages: { en: 'English', ru: 'Русский' },
    logout: 'Выйти',
    errors: {
      generic: 'Что-то пошло не так!',
      network: 'Нет связи с сервером. Проверьте подключение к интернету и попробуйте ещё раз.',
    },
    roles: { ADMIN: 'Администратор', INSTRUCTOR: 'Преподаватель', STUDENT: 'Студент' },
  },
  auth: {
    login: {
      title: 'Вход',
      subtitle: 'Добро пожаловать! Войдите в аккаунт вашей школы.',
      email: 'Email',
      password: 'Пароль',
      submit: 'Войти',
      forgot: 'Забыли пароль?',
      showPassword: 'Показать пароль',
      hidePassword: 'Скрыть пароль',
      signUp: 'Создать школу',
    },
    forgot: {
      title: 'Восстановление пароля',
      text: 'Введите email вашего аккаунта, и мы пришлём ссылку для создания нового пароля.',
      submit: 'Отправить ссылку',
      cancel: 'Отмена',
    },
    reset: {
      title: 'Новый пароль',
      text: 'Придумайте новый пароль не короче 6 символов.',
      password: 'Новый пароль',
      confirm: 'Повторите пароль',
      submit: 'Сохранить и войти',
      backToLogin: 'Вернуться ко входу',
    },
  },
  validation: {
    emailRequired: 'Введите email!',
    emailInvalid: 'Некорректный email!',
    passwordRequired: 'Введите пароль!',
    passwordTooShort: 'Пароль должен содержать не менее 6 символов!',
    passwordTooLong: 'Пароль должен содержать не более 128 символов!',
    passwordsDoNotMatch: 'Пароли не совпадают!',
    languageRequired: 'Выберите язык!',
    groupNameRequired: 'Введите название группы!',
    courseNameRequired: 'Введите название курса!',
    nameRequired: 'Введите имя!',
    lastNameRequired: 'Введите фамилию!',
    textRequired: 'Введите текст!',
    studyFormatRequired: 'Выберите формат обучения!',
    dateInvalid: 'Дата должна быть в формате гггг-ММ-дд!',
    phoneInvalid: 'Некорректный номер телефона!',
    tooLong: 'Не более %{max} символов!',
  },
  home: {
    welcome: 'Здравствуйте, %{name}!',
    school: 'Школа',
    role: 'Роль',
    email: 'Email',
    sections: 'В этом разделе',
    comingSoon: 'скоро',
    announcements: 'Объявления',
    noAnnouncements: 'Объявлений пока нет.',
    allAnnouncements: 'Все объявления',
    forGroup: 'Для группы %{group}',
    forAll: 'Для всех групп',
  },
  sections: {
    groups: 'Группы',
    courses: 'Курсы',
    instructors: 'Преподаватели',
    students: 'Студенты',
    announcements: 'Объявления',
    trash: 'Корзина',
    analytics: 'Аналитика',
    calendar: 'Календарь',
    myCourses: 'Мои курсы',
    materials: 'Материалы',
    studentRating: 'Рейтинг студентов',
    groupRating: 'Рейтинг групп',
    exams: 'Экзамены',
    lessons: 'Уроки',
    tasks: 'Задания',
    tests: 'Тесты',
    results: 'Результаты',
    ratings: 'Рейтинги',
    notifications: 'Уведомления',
    settings: 'Настройки школы',
  },
  ...ruAdmin,
  ...ruLearning,
  ...ruStudentTests,
  ...ruStudent,
  ...ruTests,
  ...ruTasks,
  ...ruRatings,
  ...ruAnalytics,
  ...ruEvents,
  ...ruOidc,
  ...ruNotifications,
  ...ruSchools,
} satisfies AppMessages;

export const ru = { ...russianMessages, ...ruApp };
