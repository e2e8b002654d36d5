import type { PasswordChangeInput, ProfileDto, ProfileInput, SearchResult } from '../api/profile';
import type { MessageResponse, SavedResponse } from '../api/types';
import { sendVia } from './callHelpers';
import type { HttpClient } from './httpClient';

/** The user's own profile (every role) and the admin's global search. */
export interface ProfileCalls {
  /** GET /profile. */
  getProfile(signal?: AbortSignal): Promise<ProfileDto>;
  /** PATCH /profile with the fields that change; avatarId 0 removes the photo. */
  saveProfile(input: ProfileInput): Promise<SavedResponse<ProfileDto>>;
  /** POST /profile/password: the user's other sessions end. */
  changePassword(input: PasswordChangeInput): Promise<MessageResponse>;
  /** GET /search?q= (admins): up to 5 of each kind. */
  searchSchool(q: string, signal?: AbortSignal): Promise<SearchResult>;
}

export function createProfileCalls(url: (path: string) => string, httpClient: HttpClient): ProfileCalls {
  const send = sendVia(url, httpClient);
  return {
    getProfile: (signal) => send<ProfileDto>('profile', { signal }),
    saveProfile: (input) => send<SavedResponse<ProfileDto>>('profile', { method: 'PATCH', json: input }),
    changePassword: (input) => send<MessageResponse>('profile/password', { method: 'POST', json: input }),
    searchSchool: (q, signal) => send<SearchResult>('search', { searchParams: { q }, signal }),
  };
}
