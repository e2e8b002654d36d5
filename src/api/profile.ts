import type { Language, Role } from './constants.js';

/*
 * The user's own profile (GET/PATCH /api/profile, POST /api/profile/password) and the admins'
 * global search (GET /api/search). Who may change what is decided here, for the page and the
 * server alike: everyone keeps their own photo, email language, notification settings and
 * password; admins and instructors their name too, while a student's name is the one the school
 * enrolled them under (diplomas, ratings, group lists), kept by the administrators.
 */

export interface ProfileDto {
  id: number;
  role: Role;
  firstName: string;
  lastName: string;
  email: string;
  /** The language of every email to the user (the same setting as the notification settings' emailLanguage). */
  language: Language;
  /** 0: no photo. */
  avatarId: number;
  avatarLink: string | null;
  canChangeName: boolean;
}

/** Any subset; avatarId 0 removes the photo. */
export interface ProfileInput {
  firstName?: string;
  lastName?: string;
  language?: Language;
  avatarId?: number;
}

export interface PasswordChangeInput {
  currentPassword: string;
  newPassword: string;
}

/** Whether a role may change its own first and last name. */
export function canChangeOwnName(role: Role): boolean {
  return role !== 'STUDENT';
}

export const SEARCH_KINDS = ['student', 'instructor', 'group', 'course'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** The fewest characters a global search takes (fewer would match half the school). */
export const SEARCH_MIN_LENGTH = 2;
/** Hits per kind. */
export const SEARCH_PER_KIND = 5;

export interface SearchHit {
  id: number;
  label: string;
  kind: SearchKind;
}

export interface SearchResult {
  objects: SearchHit[];
}
