import { ruReactAdmin } from './ruReactAdmin';
import type { AppMessages } from './en';
import { ruCore } from './ruCore';
import { ruShell } from './ruShell';
import { ruAdmin } from './ruAdmin';
import { ruLearning } from './ruLearning';
import { ruStudentQuizzes } from './ruStudentQuizzes';
import { ruStudent } from './ruStudent';
import { ruQuizzes } from './ruQuizzes';
import { ruTasks } from './ruTasks';
import { ruRatings } from './ruRatings';
import { ruAnalytics } from './ruAnalytics';
import { ruEvents } from './ruEvents';
import { ruOidc } from './ruOidc';
import { ruNotifications } from './ruNotifications';
import { ruSchools } from './ruSchools';
import { ruProfile } from './ruProfile';
import { ruQuestionBank } from './ruQuestionBank';
import { ruQuizAnalysis } from './ruQuizAnalysis';
import { ruQuizBankAnswers } from './ruQuizBankAnswers';
import { ruQuizBank } from './ruQuizBank';
import { ruQuizAttempts } from './ruQuizAttempts';
import { ruCourseCopy } from './ruCourseCopy';

/** All the app's Russian strings (for tests and stories, like en.ts); `satisfies` makes a missing key fail the build. */
export const ruApp = {
  ...ruCore,
  ...ruShell,
  ...ruAdmin,
  ...ruLearning,
  ...ruStudentQuizzes,
  ...ruStudent,
  ...ruQuizzes,
  ...ruTasks,
  ...ruRatings,
  ...ruAnalytics,
  ...ruEvents,
  ...ruOidc,
  ...ruNotifications,
  ...ruSchools,
  ...ruProfile,
  ...ruQuestionBank,
  ...ruQuizAnalysis,
  ...ruQuizBankAnswers,
  ...ruQuizBank,
  ...ruQuizAttempts,
  ...ruCourseCopy,
} satisfies AppMessages;

export const ru = { ...ruReactAdmin, ...ruApp };
