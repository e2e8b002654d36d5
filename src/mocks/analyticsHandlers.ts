import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { ANALYTICS_MAX_YEARS, lastMonthsPeriod, monthsOf } from '../api/analytics';
import { analyticsOf, generateActivity, type ActivityDay } from './builders/analyticsBuilders';
import { allow, API_PATTERN, errorResponse, isCalendarDate } from './mockHttp';
import { mockStore } from './store/mockStore';
import { courseStudents, liveCourses, liveGroups, liveInstructors, liveStudents } from './store/schoolViews';

/**
 * msw handler of SPEC §7 Analytics (GET /analytics, src/api/analytics.ts), for the admin: the
 * counts of the mock school as they are now, and two years of generated activity up to today
 * counted for the period asked, with the server's checks of from and to and its messages.
 */

/** Course averages of the mock school (the rating handlers score only course 1 in full). */
const AVERAGES: Record<number, number> = { 1: 71.4, 2: 58.25, 3: 83.1 };

function activityOf(courseIds: number[], today: string): ActivityDay[] {
  const key = `${today}:${courseIds.join(',')}`;
  if (mockStore.activity.key !== key) mockStore.activity = { key, days: generateActivity(courseIds, today) };
  return mockStore.activity.days;
}

export const analyticsHandlers: RequestHandler[] = [
  http.get(`${API_PATTERN}/analytics`, async ({ request }) => {
    await delay();
    const who = allow(request, ['ADMIN']);
    if ('denied' in who) return who.denied;
    const query = new URL(request.url).searchParams;
    for (const field of ['from', 'to'] as const) {
      const value = query.get(field);
      if (value !== null && !isCalendarDate(value))
        return errorResponse(request, 400, 'validation.fieldPattern', { field, params: { field } });
    }
    const today = new Date().toISOString().slice(0, 10);
    const to = query.get('to') ?? today;
    const from = query.get('from') ?? lastMonthsPeriod(to).from;
    if (from > to) return errorResponse(request, 400, 'analytics.fromAfterTo', { field: 'from', params: { from, to } });
    if (monthsOf(from, to).length > ANALYTICS_MAX_YEARS * 12) {
      return errorResponse(request, 400, 'analytics.periodTooLong', { field: 'from', params: { years: ANALYTICS_MAX_YEARS } });
    }
    const students = liveStudents();
    const courses = liveCourses().map((c) => ({
      courseId: c.id,
      courseName: c.courseName,
      students: courseStudents(c.id).length,
      average: AVERAGES[c.id] ?? 40 + ((c.id * 37) % 50),
    }));
    const groups = liveGroups();
    return HttpResponse.json(
      analyticsOf(
        {
          students: {
            total: students.length,
            online: students.filter((s) => s.studyFormat === 'ONLINE').length,
            offline: students.filter((s) => s.studyFormat === 'OFFLINE').length,
            blocked: students.filter((s) => s.isBlocked).length,
          },
          groups: { active: groups.filter((g) => !g.isFinished).length, finished: groups.filter((g) => g.isFinished).length },
          courses,
          instructors: liveInstructors().length,
          activity: activityOf(
            courses.map((c) => c.courseId),
            today,
          ),
        },
        { from, to },
      ),
    );
  }),
];
