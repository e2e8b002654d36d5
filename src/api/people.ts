/*
 * Wire types of the student and instructor pages (GET students/{id}/overview,
 * GET instructors/{id}/overview) and of the account facts both single-record GETs add:
 * the invitation's state and the last login.
 */

/**
 * Where a person's invitation stands: 'accepted' once a password is set; 'pending' while the
 * newest link is unused and unexpired (INVITE_TOKEN_TTL_DAYS); 'expired' when it ran out or
 * no longer works; 'none' when no invitation was ever sent (an account made another way).
 */
/** A resend sooner than this after the last invitation is refused (429): a double click or an impatient admin would mail twice. */
export const INVITATION_RESEND_PAUSE_MS = 60_000;

export const INVITATION_STATUSES = ['accepted', 'pending', 'expired', 'none'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

export interface InvitationDto {
  status: InvitationStatus;
  /** When the newest invitation went out; null when none did. */
  sentAt: string | null;
  /** When the newest invitation's link stops working; null once accepted or when none was sent. */
  expiresAt: string | null;
}

/** What a single-record GET of a student or an instructor adds to the list's fields. */
export interface AccountFacts {
  invitation: InvitationDto;
  /** The newest login (session start); null when they never logged in. */
  lastLoginAt: string | null;
}

/** A student's standing on one course: what GET /student/rating/{courseId} shows of them, without the items (server/routes/ratings/totals.ts). */
export interface CourseStanding {
  tasksTotal: number;
  testsTotal: number;
  examsAverage: number;
  /** 0..100, the course's weighted total. */
  total: number;
  place: number;
  studentsCount: number;
}

/** A course of a student, with their standing in its rating. */
export interface StudentCourseOverview extends CourseStanding {
  courseId: number;
  courseName: string;
  /** Blocked on this course alone (the school-wide block is the student's isBlocked). */
  isBlockedInCourse: boolean;
}

/** An exam of one of the student's courses, with their mark (null: not marked yet). */
export interface StudentExamMark {
  examId: number;
  courseId: number;
  courseName: string;
  name: string;
  date: string;
  mark: number | null;
}

export interface StudentOverviewDto extends AccountFacts {
  studentId: number;
  isBlocked: boolean;
  /** The student's group (a student is in one group at most); null when in none. */
  group: { groupId: number; groupName: string } | null;
  courses: StudentCourseOverview[];
  exams: StudentExamMark[];
}

export interface InstructorCourseOverview {
  courseId: number;
  courseName: string;
  /** The course's live groups, by name, each with its live students. */
  groups: InstructorGroupOverview[];
  studentsCount: number;
}

export interface InstructorGroupOverview {
  groupId: number;
  groupName: string;
  studentsCount: number;
}

export interface InstructorOverviewDto extends AccountFacts {
  teacherId: number;
  isBlocked: boolean;
  courses: InstructorCourseOverview[];
  /** Every live group of their courses, by name, with its live students. */
  groups: InstructorGroupOverview[];
}
