import type { Role } from './constants.js';

/** Payload shapes of the API contract (SPEC §7), shared by the app, its tests and the server. */

export interface AuthResponse {
  token: string;
  authority: Role;
}

export interface MessageResponse {
  message: string;
}

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
  school: { id: number; name: string; domain: string; timezone: string; themeColor: string | null };
}
