import englishMessages from 'ra-language-english';
import { enCore } from './enCore';
import { enShell } from './enShell';
import { enAdmin } from './enAdmin';
import { enLearning } from './enLearning';
import { enStudentQuizzes } from './enStudentQuizzes';
import { enStudent } from './enStudent';
import { enQuizzes } from './enQuizzes';
import { enTasks } from './enTasks';
import { enRatings } from './enRatings';
import { enAnalytics } from './enAnalytics';
import { enEvents } from './enEvents';
import { enOidc } from './enOidc';
import { enNotifications } from './enNotifications';
import { enSchools } from './enSchools';
import { enProfile } from './enProfile';
import { enQuestionBank } from './enQuestionBank';
import { enQuizAnalysis } from './enQuizAnalysis';
import { enQuizBankAnswers } from './enQuizBankAnswers';
import { enQuizBank } from './enQuizBank';
import { enQuizAttempts } from './enQuizAttempts';
import { enCourseCopy } from './enCourseCopy';

/**
 * All the app's own English strings in one object: the source of truth for every other language
 * (ru.ts must match it) and what tests and stories translate with. The running app never imports
 * it: it loads each dictionary on demand (dictionaries.ts).
 */
export const enApp = {
  ...enCore,
  ...enShell,
  ...enAdmin,
  ...enLearning,
  ...enStudentQuizzes,
  ...enStudent,
  ...enQuizzes,
  ...enTasks,
  ...enRatings,
  ...enAnalytics,
  ...enEvents,
  ...enOidc,
  ...enNotifications,
  ...enSchools,
  ...enProfile,
  ...enQuestionBank,
  ...enQuizAnalysis,
  ...enQuizBankAnswers,
  ...enQuizBank,
  ...enQuizAttempts,
  ...enCourseCopy,
};

export type AppMessages = typeof enApp;

export const en = { ...englishMessages, ...enApp };
