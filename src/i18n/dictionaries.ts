import type { Language, Role } from '../api/constants';
import { withTimeout } from '../shell/lazyWithTimeout';

/** One dictionary's messages: a tree of keys whose leaves are polyglot phrases. */
export type Messages = Record<string, unknown>;

/**
 * Every dictionary of the app, each language in its own chunk, loaded only when a page that
 * shows it opens (the literal import() paths are what lets Vite split them): the login page
 * costs only its own strings in its own language.
 */
const LOADERS = {
  core: { en: () => import('./enCore').then((m) => m.enCore), ru: () => import('./ruCore').then((m) => m.ruCore) },
  oidc: { en: () => import('./enOidc').then((m) => m.enOidc), ru: () => import('./ruOidc').then((m) => m.ruOidc) },
  schools: { en: () => import('./enSchools').then((m) => m.enSchools), ru: () => import('./ruSchools').then((m) => m.ruSchools) },
  ra: { en: () => import('ra-language-english').then((m) => m.default), ru: () => import('./ruReactAdmin').then((m) => m.ruReactAdmin) },
  shell: { en: () => import('./enShell').then((m) => m.enShell), ru: () => import('./ruShell').then((m) => m.ruShell) },
  notifications: {
    en: () => import('./enNotifications').then((m) => m.enNotifications),
    ru: () => import('./ruNotifications').then((m) => m.ruNotifications),
  },
  learning: { en: () => import('./enLearning').then((m) => m.enLearning), ru: () => import('./ruLearning').then((m) => m.ruLearning) },
  admin: { en: () => import('./enAdmin').then((m) => m.enAdmin), ru: () => import('./ruAdmin').then((m) => m.ruAdmin) },
  analytics: { en: () => import('./enAnalytics').then((m) => m.enAnalytics), ru: () => import('./ruAnalytics').then((m) => m.ruAnalytics) },
  ratings: { en: () => import('./enRatings').then((m) => m.enRatings), ru: () => import('./ruRatings').then((m) => m.ruRatings) },
  tasks: { en: () => import('./enTasks').then((m) => m.enTasks), ru: () => import('./ruTasks').then((m) => m.ruTasks) },
  quizzes: { en: () => import('./enQuizzes').then((m) => m.enQuizzes), ru: () => import('./ruQuizzes').then((m) => m.ruQuizzes) },
  questionBank: {
    en: () => import('./enQuestionBank').then((m) => m.enQuestionBank),
    ru: () => import('./ruQuestionBank').then((m) => m.ruQuestionBank),
  },
  quizBank: { en: () => import('./enQuizBank').then((m) => m.enQuizBank), ru: () => import('./ruQuizBank').then((m) => m.ruQuizBank) },
  quizBankAnswers: {
    en: () => import('./enQuizBankAnswers').then((m) => m.enQuizBankAnswers),
    ru: () => import('./ruQuizBankAnswers').then((m) => m.ruQuizBankAnswers),
  },
  quizAttempts: {
    en: () => import('./enQuizAttempts').then((m) => m.enQuizAttempts),
    ru: () => import('./ruQuizAttempts').then((m) => m.ruQuizAttempts),
  },
  quizAnalysis: {
    en: () => import('./enQuizAnalysis').then((m) => m.enQuizAnalysis),
    ru: () => import('./ruQuizAnalysis').then((m) => m.ruQuizAnalysis),
  },
  student: { en: () => import('./enStudent').then((m) => m.enStudent), ru: () => import('./ruStudent').then((m) => m.ruStudent) },
  studentQuizzes: {
    en: () => import('./enStudentQuizzes').then((m) => m.enStudentQuizzes),
    ru: () => import('./ruStudentQuizzes').then((m) => m.ruStudentQuizzes),
  },
  events: { en: () => import('./enEvents').then((m) => m.enEvents), ru: () => import('./ruEvents').then((m) => m.ruEvents) },
  profile: { en: () => import('./enProfile').then((m) => m.enProfile), ru: () => import('./ruProfile').then((m) => m.ruProfile) },
  courseCopy: {
    en: () => import('./enCourseCopy').then((m) => m.enCourseCopy),
    ru: () => import('./ruCourseCopy').then((m) => m.ruCourseCopy),
  },
} satisfies Record<string, Record<Language, () => Promise<Messages>>>;

export type Dictionary = keyof typeof LOADERS;
export const DICTIONARIES = Object.keys(LOADERS) as Dictionary[];

/** What every area shows: react-admin's own strings, the frame, notifications, announcements. */
const AREA: Dictionary[] = ['core', 'ra', 'shell', 'notifications', 'learning', 'admin', 'profile'];

/**
 * The dictionaries each page needs (tests/ui/i18nDictionaries.test.ts checks every key each
 * page's code uses against its list, in both languages).
 */
export const PAGE_DICTIONARIES = {
  login: ['core', 'oidc'],
  resetPassword: ['core'],
  signUp: ['core', 'schools'],
  calendar: ['events'],
  ADMIN: [...AREA, 'schools', 'analytics', 'courseCopy'],
  INSTRUCTOR: [...AREA, 'ratings', 'tasks', 'quizzes', 'questionBank', 'quizBank', 'quizBankAnswers', 'quizAnalysis', 'quizAttempts'],
  STUDENT: [...AREA, 'student', 'studentQuizzes', 'tasks', 'quizzes', 'quizBank', 'quizBankAnswers', 'quizAttempts'],
} satisfies Record<Role | 'login' | 'resetPassword' | 'signUp' | 'calendar', Dictionary[]>;

const loaded: Record<Language, Map<Dictionary, Messages>> = { en: new Map(), ru: new Map() };
const pending = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();

function loadOne(language: Language, name: Dictionary): Promise<void> {
  const key = `${language}:${name}`;
  let promise = pending.get(key);
  if (!promise) {
    promise = withTimeout(LOADERS[name][language]).then(
      (messages) => {
        loaded[language].set(name, messages);
        pending.delete(key);
        listeners.forEach((listener) => listener());
      },
      (error: unknown) => {
        // Forgotten, so the retry after a failed download fetches it again.
        pending.delete(key);
        throw error;
      },
    );
    pending.set(key, promise);
  }
  return promise;
}

const combined = new Map<string, Promise<void>>();

/**
 * Loads the dictionaries of a language not loaded yet; undefined when all are there. While they
 * load, the same promise is returned for the same request, so React's use() can wait on it.
 */
export function loadDictionaries(language: Language, names: readonly Dictionary[]): Promise<void> | undefined {
  const missing = [...new Set(names)].filter((name) => !loaded[language].has(name)).sort();
  if (!missing.length) return undefined;
  const key = `${language}:${missing.join()}`;
  let promise = combined.get(key);
  if (!promise) {
    promise = Promise.all(missing.map((name) => loadOne(language, name))).then(
      () => void combined.delete(key),
      (error: unknown) => {
        combined.delete(key);
        throw error;
      },
    );
    combined.set(key, promise);
  }
  return promise;
}

/** One dictionary of a language, if loaded. */
export function loadedDictionary(language: Language, name: Dictionary): Messages | undefined {
  return loaded[language].get(name);
}

/** Everything of a language loaded so far, merged into one tree. */
export function loadedMessages(language: Language): Messages {
  return Object.assign({}, ...loaded[language].values()) as Messages;
}

/** Calls back whenever a dictionary arrives; returns the unsubscribe. */
export function onDictionaryLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
