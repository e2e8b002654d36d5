import type { EventDto } from '../../api/events';
import type { SchoolSettings } from '../../api/schools';
import type { ActivityDay } from '../builders/analyticsBuilders';
import { demoEvents } from '../builders/eventBuilders';
import { buildSchoolSettings } from '../builders/schoolBuilders';
import { seedLearning, type MockLearning } from './learningSeed';
import { seedProfiles, type MockProfiles } from './profileSeed';
import { seedNotifications, type MockNotifications } from './notificationSeed';
import { seedQuizzes, type MockQuiz } from './quizSeed';
import { seedRatings, type MockRatings } from './ratingSeed';
import { seedSchool, studentsOfCourse, type MockSchool } from './schoolSeed';
import { seedPastAttempts, seedStudentAttempts, type MockStudentAttempt } from './studentAttemptSeed';
import { seedStudentWork, type MockStudentWork } from './studentWorkSeed';
import { seedTasks, type MockTasks } from './taskSeed';

/**
 * The one in-memory server behind every msw handler, seeded only from src/mocks/builders.
 * Each collection is seeded on its first read after `resetMockStore()`, so a test that sets
 * fake timers before its first call gets deadlines relative to its own clock. Tests and
 * stories may also replace a collection (`mockStore.schoolSettings = buildSchoolSettings(…)`).
 */
export interface MockCalendar {
  events: EventDto[];
  /** Feed tokens by role (one demo user each). */
  feeds: Map<string, { token: string; createdAt: string }>;
  nextId: number;
  rotations: number;
}

export interface MockStore {
  school: MockSchool;
  learning: MockLearning;
  tasks: MockTasks;
  quizzes: MockQuiz[];
  /** The tasks and answers the demo student sees. */
  studentWork: MockStudentWork;
  /** The demo student's attempts, by test id. */
  studentAttempts: Map<number, MockStudentAttempt>;
  /** The demo student's earlier attempts, by test id (studentAttempts holds the latest). */
  pastAttempts: Map<number, MockStudentAttempt[]>;
  ratings: MockRatings;
  notifications: MockNotifications;
  calendar: MockCalendar;
  schoolSettings: SchoolSettings;
  /** Sign-up confirmation tokens already used. */
  spentConfirmTokens: Set<string>;
  /** Generated analytics activity, kept for the last period key asked. */
  activity: { key?: string; days: ActivityDay[] };
  /** Each demo account's own profile (name, language, photo) and password. */
  profiles: MockProfiles;
}

const SEEDS: { [K in keyof MockStore]: () => MockStore[K] } = {
  school: seedSchool,
  learning: seedLearning,
  tasks: seedTasks,
  quizzes: seedQuizzes,
  studentWork: seedStudentWork,
  studentAttempts: seedStudentAttempts,
  pastAttempts: seedPastAttempts,
  // As the demo seed: the exams of course 1 marked for its students as they are when first read.
  ratings: () => seedRatings(studentsOfCourse(mockStore.school, 1)),
  notifications: seedNotifications,
  calendar: () => ({ events: demoEvents(), feeds: new Map(), nextId: 100, rotations: 0 }),
  schoolSettings: () => buildSchoolSettings(),
  spentConfirmTokens: () => new Set(),
  activity: () => ({ days: [] }),
  profiles: seedProfiles,
};

let seeded: Partial<MockStore> = {};

function collection<K extends keyof MockStore>(key: K): PropertyDescriptor {
  return {
    enumerable: true,
    get: (): MockStore[K] => (seeded[key] ??= SEEDS[key]()),
    set: (value: MockStore[K]) => {
      seeded[key] = value;
    },
  };
}

export const mockStore = Object.defineProperties(
  {} as MockStore,
  Object.fromEntries((Object.keys(SEEDS) as Array<keyof MockStore>).map((key) => [key, collection(key)])),
);

/** Puts every collection back as seeded (each test and story starts from it). */
export function resetMockStore(): void {
  seeded = {};
}
