import type { Role, StudyFormat, TrashType } from './constants.js';
import type { InvitationDto, InvitationStatus } from './people.js';

/** Payload shapes of the API contract (SPEC §7), shared by the app, its tests and the server. */

export interface AuthResponse {
  token: string;
  authority: Role;
}

export interface MessageResponse {
  message: string;
}

/** What a create or update of a group, course, announcement, student or instructor answers: the message and the saved record (as GET by id shows it). */
export type SavedResponse<T> = MessageResponse & T;

/** Every error answers this shape (DESIGN: Backend). */
export interface ErrorResponse {
  message: string;
  status: number;
  code?: string;
  field?: string;
}

/** Lists answer objects and count; paging is page (from 1) and size (SPEC §3). */
export interface ListResponse<T> {
  objects: T[];
  count: number;
}

export interface MeResponse {
  id: number;
  authority: Role;
  firstName: string;
  lastName: string;
  fullName: string;
  email: string;
  language: string;
  /** The user's profile photo (served by /api/static/files); null or absent when they have none. */
  avatarLink?: string | null;
  school: {
    id: number;
    name: string;
    domain: string;
    timezone: string;
    themeColor: string | null;
    /** The school's logo and favicon (served by /api/static/files); null when it has none. */
    logoLink?: string | null;
    faviconLink?: string | null;
  };
}

/*
 * The admin area's contract (SPEC §7 Courses, Files, Students, Instructors, Groups,
 * Announcements, Trash). Dates are 'yyyy-MM-dd'; timestamps are ISO 8601 strings.
 * An imageId of 0 means "no image".
 */

/** Common list query: page from 1, size 1..100 (LIST_MAX_SIZE), optional search text. */
export interface ListQuery {
  page?: number;
  size?: number;
  search?: string;
  /** A column the list can be sorted by (each list names its own); the list's stable order breaks ties. */
  sort?: string;
  /** ASC (the default) or DESC; empty values sort last either way. */
  order?: SortOrder;
}

export type SortOrder = 'ASC' | 'DESC';

export interface FileUploadResponse {
  fileId: number;
  /** Where the file is served, e.g. /api/static/files/<random>.png */
  link: string;
  /** Bytes, as stored. */
  size: number;
  /** The type sniffed from the bytes (e.g. application/pdf), as the file is served. */
  contentType: string;
}

export interface GroupDto {
  id: number;
  groupName: string;
  description: string;
  dateOfFinish: string | null;
  imageId: number;
  imageLink: string | null;
  isFinished: boolean;
  studentsCount: number;
  createdAt: string;
}

export interface CourseGroupRef {
  id: number;
  groupName: string;
  /** INNER: the group belongs to this school (SPEC §3 group type). */
  groupType: 'INNER';
}
export interface CourseInstructorRef {
  teacherId: number;
  fullName: string;
}
export interface CourseDto {
  id: number;
  courseName: string;
  description: string;
  dateOfFinish: string | null;
  imageId: number;
  imageLink: string | null;
  groups: CourseGroupRef[];
  instructors: CourseInstructorRef[];
  studentsCount: number;
  createdAt: string;
  /** Archived: read-only, still in ratings and analytics (src/api/courseCopy.ts). */
  archived: boolean;
}

export interface StudentDto {
  studentId: number;
  name: string;
  lastname: string;
  fullName: string;
  email: string;
  phoneNumber: string;
  studyFormat: StudyFormat;
  groupId: number | null;
  groupName: string | null;
  isBlocked: boolean;
  createdAt: string;
  /** In GET students and GET students/{id} (see src/api/people.ts). */
  invitation?: InvitationDto;
  /** In GET students/{id} only. */
  lastLoginAt?: string | null;
}
/** A student as a course sees it: blocked on this course alone, or not. */
export interface CourseStudentDto extends StudentDto {
  isBlockedInCourse: boolean;
}
/** The people lists' filter by where each person's invitation stands (students and instructors). */
export interface PersonListQuery extends ListQuery {
  invitation?: InvitationStatus;
}

export interface StudentListQuery extends PersonListQuery {
  studyFormat?: StudyFormat;
  groupId?: number;
}

/** One refused row of an Excel import; row numbers are the spreadsheet's (header = 1). */
export interface ImportRowError {
  row: number;
  field?: string;
  reason: string;
}
export interface ImportResponse {
  message: string;
  imported: number;
}
/** The 400 of a refused import: nothing was written. */
export interface ImportErrorResponse extends ErrorResponse {
  errors: ImportRowError[];
}

export interface InstructorDto {
  teacherId: number;
  name: string;
  lastName: string;
  fullName: string;
  email: string;
  phoneNumber: string;
  specialization: string;
  courses: Array<{ id: number; courseName: string }>;
  /** Blocked in the whole school: cannot log in, sessions ended (as a student's isBlocked). */
  isBlocked: boolean;
  createdAt: string;
  /** In GET instructors and GET instructors/{id} (see src/api/people.ts). */
  invitation?: InvitationDto;
  /** In GET instructors/{id} only. */
  lastLoginAt?: string | null;
}

export interface AnnouncementDto {
  id: number;
  text: string;
  /** null: for every group. */
  groupId: number | null;
  groupName: string | null;
  isActive: boolean;
  creator: { id: number; fullName: string } | null;
  createdAt: string;
  updatedAt: string;
}
export interface AnnouncementListQuery extends ListQuery {
  /** yyyy-MM-dd, inclusive, on the creation date */
  from?: string;
  to?: string;
  groupId?: number;
}

export interface TrashDto {
  trashId: number;
  type: TrashType;
  name: string;
  deletedBy: { id: number; fullName: string } | null;
  deletedAt: string;
  /** When the job destroys it for good: deletedAt + 7 days. */
  expiresAt: string;
  daysLeft: number;
}
