import { INVITATION_STATUSES } from '../../../src/api/people.js';
import { nullableTimestampSchema, objectOf } from '../../lib/schemas.js';

/* JSON schemas of the person pages (src/api/people.ts), shared by the students and instructors routes. */

export const invitationSchema = objectOf(
  { status: { type: 'string', enum: [...INVITATION_STATUSES] }, sentAt: nullableTimestampSchema, expiresAt: nullableTimestampSchema },
  "Where the person's invitation stands: accepted (a password is set), pending (the newest link works until expiresAt), expired, or none sent.",
);

/** The people lists' filter by invitation status (PersonListQuery). */
export const invitationFilterSchema = {
  type: 'string',
  enum: [...INVITATION_STATUSES],
  description: "Only people whose invitation stands so: accepted, pending, expired or none (as each row's invitation shows).",
} as const;

/** AccountFacts: optional in a person's DTO; the lists fill the invitation, the single-record GET both. */
export const accountFactsProperties = {
  invitation: invitationSchema,
  lastLoginAt: { ...nullableTimestampSchema, description: 'The newest login; null when they never logged in.' },
} as const;

const groupRef = objectOf({ groupId: { type: 'integer' }, groupName: { type: 'string' } });
const number = { type: 'number' } as const;
const integer = { type: 'integer' } as const;

export const studentOverviewSchema = objectOf({
  studentId: integer,
  isBlocked: { type: 'boolean' },
  ...accountFactsProperties,
  group: { anyOf: [groupRef, { type: 'null' }], description: 'A student is in one group at most.' },
  courses: {
    type: 'array',
    description: "The live courses of the student's group, with the student's rating totals (0..100) and place.",
    items: objectOf({
      courseId: integer,
      courseName: { type: 'string' },
      isBlockedInCourse: { type: 'boolean' },
      tasksTotal: number,
      testsTotal: number,
      examsAverage: number,
      total: number,
      place: integer,
      studentsCount: integer,
    }),
  },
  exams: {
    type: 'array',
    items: objectOf({
      examId: integer,
      courseId: integer,
      courseName: { type: 'string' },
      name: { type: 'string' },
      date: { type: 'string', description: 'yyyy-MM-dd' },
      mark: { type: ['number', 'null'] },
    }),
  },
});

const instructorGroup = objectOf({ groupId: integer, groupName: { type: 'string' }, studentsCount: integer });

export const instructorOverviewSchema = objectOf({
  teacherId: integer,
  isBlocked: { type: 'boolean' },
  ...accountFactsProperties,
  courses: {
    type: 'array',
    items: objectOf({
      courseId: integer,
      courseName: { type: 'string' },
      groups: { type: 'array', items: instructorGroup },
      studentsCount: integer,
    }),
  },
  groups: { type: 'array', description: 'Every live group of their courses once.', items: instructorGroup },
});
