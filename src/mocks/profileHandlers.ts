import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { AVATAR_MAX_BYTES, LANGUAGES, type Language } from '../api/constants';
import { SEARCH_MIN_LENGTH, SEARCH_PER_KIND, type ProfileDto, type SearchHit } from '../api/profile';
import { checkPassword, foldForSearch } from '../api/rules';
import { objectLinkOf, sniffFile, uploadedFile } from './mockFiles';
import { allow, API_PATTERN, authorize, errorResponse, messageResponse, readJson, text } from './mockHttp';
import { liveCourses, liveGroups, liveInstructors, liveStudents, newId } from './store/schoolViews';
import { mockStore } from './store/mockStore';

/**
 * The user's own profile (GET/PATCH /profile, POST /profile/password, photos uploaded with
 * kind=avatar) for every role, and the admin's global search, as the server answers them
 * (server/routes/profile, server/routes/search).
 */

const API = API_PATTERN;

const dtoOf = ({ password: _password, ...profile }: ProfileDto & { password: string }): ProfileDto => profile;

const contains = (query: string, ...texts: string[]) => texts.some((t) => foldForSearch(t).includes(foldForSearch(query)));

function searchHits(query: string): SearchHit[] {
  const take = <T>(rows: T[], hit: (row: T) => SearchHit) => rows.slice(0, SEARCH_PER_KIND).map(hit);
  const students = liveStudents().filter((s) => contains(query, `${s.name} ${s.lastname}`, s.email));
  const instructors = liveInstructors().filter((i) => contains(query, `${i.name} ${i.lastName}`, i.email));
  const groups = liveGroups().filter((g) => contains(query, g.groupName));
  const courses = liveCourses().filter((c) => contains(query, c.courseName));
  return [
    ...take(students, (s) => ({ id: s.studentId, label: `${s.name} ${s.lastname}`, kind: 'student' })),
    ...take(instructors, (i) => ({ id: i.teacherId, label: `${i.name} ${i.lastName}`, kind: 'instructor' })),
    ...take(groups, (g) => ({ id: g.id, label: g.groupName, kind: 'group' })),
    ...take(courses, (c) => ({ id: c.id, label: c.courseName, kind: 'course' })),
  ];
}

/** PATCH /profile: the fields given, with the server's refusals. */
async function saveProfile(request: Request, profile: ProfileDto & { password: string }) {
  const body = await readJson(request);
  for (const field of ['firstName', 'lastName'] as const) {
    if (!(field in body)) continue;
    if (!profile.canChangeName) return errorResponse(request, 400, 'profile.nameByAdmin', { field });
    if (!text(body[field]).trim()) return errorResponse(request, 400, 'validation.fieldRequired', { field, params: { field } });
  }
  if ('avatarId' in body && body.avatarId !== 0 && !mockStore.profiles.uploads.has(Number(body.avatarId))) {
    return errorResponse(request, 400, 'profile.avatarNotFound', { field: 'avatarId' });
  }
  if ('firstName' in body) profile.firstName = text(body.firstName).trim();
  if ('lastName' in body) profile.lastName = text(body.lastName).trim();
  if ((LANGUAGES as readonly unknown[]).includes(body.language)) profile.language = body.language as Language;
  if ('avatarId' in body) {
    profile.avatarId = Number(body.avatarId);
    profile.avatarLink = mockStore.profiles.uploads.get(profile.avatarId) ?? null;
  }
  return messageResponse(request, 'profile.saved', {}, dtoOf(profile));
}

export const profileHandlers: RequestHandler[] = [
  http.post(`${API}/static/upload`, async ({ request }) => {
    if (new URL(request.url).searchParams.get('kind') !== 'avatar') return undefined;
    const who = authorize(request);
    if ('denied' in who) return who.denied;
    await delay(200);
    const file = await uploadedFile(request, AVATAR_MAX_BYTES);
    if (file instanceof Response) return file;
    if ((await sniffFile(file)) !== 'image') return errorResponse(request, 415, 'files.unsupportedImage', { field: 'file' });
    const fileId = newId();
    const link = objectLinkOf(file) ?? `/api/static/files/avatar-${fileId}.png`;
    mockStore.profiles.uploads.set(fileId, link);
    return HttpResponse.json({ fileId, link, size: file.size, contentType: file.type });
  }),
  http.get(`${API}/profile`, async ({ request }) => {
    const who = authorize(request);
    if ('denied' in who) return who.denied;
    await delay();
    return HttpResponse.json(dtoOf(mockStore.profiles.accounts[who.role]));
  }),
  http.patch(`${API}/profile`, async ({ request }) => {
    const who = authorize(request);
    if ('denied' in who) return who.denied;
    return saveProfile(request, mockStore.profiles.accounts[who.role]);
  }),
  http.post(`${API}/profile/password`, async ({ request }) => {
    const who = authorize(request);
    if ('denied' in who) return who.denied;
    const profile = mockStore.profiles.accounts[who.role];
    const body = await readJson(request);
    const problem = checkPassword(text(body.newPassword));
    if (problem) return errorResponse(request, 400, `validation.${problem}`, { field: 'newPassword' });
    if (body.currentPassword !== profile.password)
      return errorResponse(request, 400, 'profile.wrongPassword', { field: 'currentPassword' });
    if (body.newPassword === profile.password) return errorResponse(request, 400, 'profile.samePassword', { field: 'newPassword' });
    profile.password = text(body.newPassword);
    return messageResponse(request, 'profile.passwordChanged');
  }),
  http.get(`${API}/search`, ({ request }) => {
    const who = allow(request);
    if ('denied' in who) return who.denied;
    const query = (new URL(request.url).searchParams.get('q') ?? '').trim();
    if ([...query].length < SEARCH_MIN_LENGTH) {
      return errorResponse(request, 400, 'search.tooShort', { field: 'q', params: { min: SEARCH_MIN_LENGTH } });
    }
    return HttpResponse.json({ objects: searchHits(query) });
  }),
];
