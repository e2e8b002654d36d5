import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { allow, API_PATTERN as API, messageResponse } from '../mockHttp';
import { mockStore } from '../store/mockStore';

/* The personal calendar feed's address (server/routes/events/feedRoutes.ts): shown once, rotated. */

function feedDto(token: string | null, createdAt: string) {
  return {
    url: token ? `http://localhost:8080/api/calendar/${token}.ics` : null,
    webcalUrl: token ? `webcal://localhost:8080/api/calendar/${token}.ics` : null,
    createdAt,
  };
}

function newToken(): string {
  mockStore.calendar.rotations += 1;
  return `mockFeed${mockStore.calendar.rotations}Zq8Xv3Lk7Tw2Rn5Pb9Hd4`;
}

export const feedHandlers: RequestHandler[] = [
  http.get(`${API}/calendar/feed`, async ({ request }) => {
    await delay();
    const who = allow(request, ['ADMIN', 'INSTRUCTOR', 'STUDENT']);
    if ('denied' in who) return who.denied;
    const feed = mockStore.calendar.feeds.get(who.role);
    if (feed) return HttpResponse.json(feedDto(null, feed.createdAt));
    const made = { token: newToken(), createdAt: new Date().toISOString() };
    mockStore.calendar.feeds.set(who.role, made);
    return HttpResponse.json(feedDto(made.token, made.createdAt));
  }),

  http.post(`${API}/calendar/feed/rotate`, ({ request }) => {
    const who = allow(request, ['ADMIN', 'INSTRUCTOR', 'STUDENT']);
    if ('denied' in who) return who.denied;
    const made = { token: newToken(), createdAt: new Date().toISOString() };
    mockStore.calendar.feeds.set(who.role, made);
    return messageResponse(request, 'calendar.feedRotated', {}, feedDto(made.token, made.createdAt));
  }),
];
