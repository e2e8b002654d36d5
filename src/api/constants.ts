/** Constants shared by the browser app and the server (SPEC §5, §6, §9). */

export const ROLES = ['ADMIN', 'INSTRUCTOR', 'STUDENT'] as const;
export type Role = (typeof ROLES)[number];

/** Home path of each role's area (SPEC §2). */
export const ROLE_HOME: Record<Role, string> = {
  ADMIN: '/admin',
  INSTRUCTOR: '/instructor',
  STUDENT: '/student',
};

export const LANGUAGES = ['en', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;
export const TRASH_RETENTION_DAYS = 7;

/** Failed logins allowed per email within the window before 429. */
export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_FAILURE_WINDOW_MINUTES = 15;
export const RESET_TOKEN_TTL_MINUTES = 60;
/** Password-reset emails per account per 15 minutes; more requests get the same answer and no mail. */
export const RESET_MAX_PER_WINDOW = 3;

/** Error code sent with the 401 of a session replaced by a newer login (SPEC §8). */
export const SESSION_REPLACED = 'SESSION_REPLACED';

/** Picks a supported language, falling back to English for anything unknown (SPEC §9). */
export function normalizeLanguage(value: string | null | undefined): Language {
  const short = (value ?? '').trim().slice(0, 2).toLowerCase();
  return (LANGUAGES as readonly string[]).includes(short) ? (short as Language) : FALLBACK_LANGUAGE;
}

export const STUDY_FORMATS = ['ONLINE', 'OFFLINE'] as const;
export type StudyFormat = (typeof STUDY_FORMATS)[number];

/** Lists: page numbering starts at 1; a page holds at most this many rows. */
export const LIST_DEFAULT_SIZE = 20;
export const LIST_MAX_SIZE = 100;

/** Excel import of students: rows per file. */
export const IMPORT_MAX_ROWS = 5000;
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** A profile photo is shown small (app bar, profile page): 2 MB is plenty for any camera picture. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const PDF_MAX_BYTES = 50 * 1024 * 1024;
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
/** A school's logo and favicon may also be icons and bitmaps (favicons often are .ico). */
export const BRAND_IMAGE_MIME_TYPES = [...IMAGE_MIME_TYPES, 'image/x-icon', 'image/bmp'] as const;

export const TRASH_TYPES = ['GROUP', 'COURSE', 'INSTRUCTOR', 'STUDENT', 'LESSON'] as const;
export type TrashType = (typeof TRASH_TYPES)[number];

/** Invitation links for new students and instructors stay valid this long. */
export const INVITE_TOKEN_TTL_DAYS = 7;
