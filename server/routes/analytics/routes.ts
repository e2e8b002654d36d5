import type { FastifyInstance } from 'fastify';
import { ANALYTICS_MAX_YEARS, lastMonthsPeriod, monthsOf, type AnalyticsQuery } from '../../../src/api/analytics.js';
import type { AppDeps } from '../../appDeps.js';
import { AppError } from '../../lib/errors.js';
import { dateSchema } from '../../lib/listing.js';
import { checkDate, objectOf, responses } from '../../lib/schemas.js';
import { typed } from '../../lib/typedRoutes.js';
import { ADMIN_ONLY, currentUser } from '../../plugins/auth.js';
import { schoolAnalytics, type Period } from './repository.js';
import { schoolTimeZone } from '../../lib/schoolTimeZone.js';
import { todayIn } from '../../../src/api/pastDates.js';

const int = { type: 'integer' } as const;
const str = { type: 'string' } as const;
const obj = objectOf;
const list = <const P extends Record<string, unknown>>(item: P, description: string) =>
  ({ type: 'array', description, items: objectOf(item) }) as const;

export const analyticsQuery = {
  type: 'object',
  properties: {
    from: {
      ...dateSchema,
      description: 'yyyy-MM-dd, inclusive, in the school timezone; default: the 1st of the 11th month before the month of `to`',
    },
    to: { ...dateSchema, description: 'yyyy-MM-dd, inclusive, in the school timezone; default: today' },
  },
  additionalProperties: false,
} as const;

const analyticsSchema = obj({
  period: obj({ from: str, to: str }, 'The period applied, defaults filled in'),
  students: obj({ total: int, online: int, offline: int, blocked: int }, 'Live students as of now; total = online + offline'),
  groups: obj({ active: int, finished: int }, 'Live groups as of now'),
  courses: { ...int, description: 'Live courses as of now' },
  instructors: { ...int, description: 'Live instructors as of now' },
  newStudentsByMonth: list({ month: str, count: int }, 'Each month (yyyy-MM) of the period, zero-filled, oldest first'),
  averageRatingByCourse: list(
    { courseId: int, courseName: str, average: { type: 'number' }, students: int },
    "Per live course with students: the mean of the students' rating totals (0..100) as the rating table computes them, as of now; best first",
  ),
  testPassRate: obj(
    { passed: int, failed: int, rate: { type: ['number', 'null'] } },
    'Test attempts finished in the period; rate = passed / (passed + failed), 0..1, null when none',
  ),
  taskAnswers: obj({ onTime: int, late: int }, 'Task answers first sent in the period, on time vs after the deadline'),
  mostActiveCourses: list(
    { courseId: int, courseName: str, taskAnswers: int, testAttempts: int, total: int },
    'Up to 5 courses with the most task answers + finished test attempts in the period, most first',
  ),
});

/** The period asked for, defaults filled in; 400 naming the field when it is not one. */
export function resolvePeriod(query: AnalyticsQuery, today: string): Period {
  checkDate(query.from, 'from');
  checkDate(query.to, 'to');
  const to = query.to ?? today;
  const from = query.from ?? lastMonthsPeriod(to).from;
  if (from > to) throw new AppError(400, 'analytics.fromAfterTo', { from, to }, { field: 'from' });
  if (monthsOf(from, to).length > ANALYTICS_MAX_YEARS * 12) {
    throw new AppError(400, 'analytics.periodTooLong', { years: ANALYTICS_MAX_YEARS }, { field: 'from' });
  }
  return { from, to };
}

/**
 * SPEC §7 Analytics: GET /analytics, the admin's figures of their own school (the shape and
 * the rules are in src/api/analytics.ts). Admins only: instructors and students get 403.
 */
export async function analyticsRoutes(app: FastifyInstance, { db, now }: AppDeps) {
  const routes = typed(app);
  routes.get(
    '/api/analytics',
    {
      config: { roles: ADMIN_ONLY },
      schema: {
        tags: ['analytics'],
        summary:
          "The school's figures: people, groups and courses now; new students, rating averages, test pass rate, on-time answers and the most active courses",
        description:
          "Of the admin's school only; trashed records do not count. The period (from/to) applies to new students, answers and attempts; a malformed date, from > to or a period over 10 years answer 400 naming the field.",
        querystring: analyticsQuery,
        response: responses({ 200: analyticsSchema }),
      },
    },
    async (request) => {
      const { schoolId } = currentUser(request);
      const timeZone = await schoolTimeZone(db, schoolId);
      const at = now();
      return schoolAnalytics(db, schoolId, resolvePeriod(request.query, todayIn(timeZone, at)), timeZone, at);
    },
  );
}
