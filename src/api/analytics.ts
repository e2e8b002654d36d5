/*
 * The admin's analytics (SPEC §7 Analytics: GET analytics, shape ours), shared by the app, its
 * tests and the server. Everything is of the admin's own school; trashed records do not count
 * (trashed students, groups, courses, instructors, and the work done in trashed courses or
 * lessons).
 *
 * Period: from and to (yyyy-MM-dd, inclusive, in the school's timezone). Both optional: without
 * `to` the period ends today; without `from` it starts on the first day of the 11th month
 * before the month of `to`, so the default is the last 12 calendar months, this one included
 * (`lastMonthsPeriod`). from > to, a malformed date or a period longer than
 * ANALYTICS_MAX_YEARS answer 400 naming the field. The period applies to what happens at a
 * time (new students, task answers, test attempts, course activity); the counts of students,
 * groups, courses and instructors and the rating averages are as of now.
 */
export interface AnalyticsQuery {
  from?: string;
  to?: string;
}

/** The longest period GET /analytics accepts, in years. */
export const ANALYTICS_MAX_YEARS = 10;

export interface AnalyticsDto {
  /** The period applied, with the defaults filled in. */
  period: { from: string; to: string };
  /** Live students: total = online + offline; blocked counts blocked accounts among them. */
  students: { total: number; online: number; offline: number; blocked: number };
  /** Live groups: finished = marked finished by an admin; active = the others. */
  groups: { active: number; finished: number };
  /** Live courses. */
  courses: number;
  /** Live instructors (blocked ones included). */
  instructors: number;
  /** One entry per month of the period, zero-filled, oldest first; month is yyyy-MM. Live students by the date their account was made. */
  newStudentsByMonth: Array<{ month: string; count: number }>;
  /**
   * Per live course with at least one student: the average of its students' rating totals (0..100,
   * 2 decimals, weighted by the course's distribution, as the rating table computes it), best
   * first (then by name). As of now: not limited to the period.
   */
  averageRatingByCourse: Array<{ courseId: number; courseName: string; average: number; students: number }>;
  /** Finished test attempts in the period; rate = passed / (passed + failed) (0..1, 4 decimals), null when none. */
  testPassRate: { passed: number; failed: number; rate: number | null };
  /** Task answers first sent in the period, on time vs after the deadline (as of their last sending). */
  taskAnswers: { onTime: number; late: number };
  /** Up to 5 courses with the most answers + finished attempts in the period (none without any), most first, then by name. */
  mostActiveCourses: Array<{ courseId: number; courseName: string; taskAnswers: number; testAttempts: number; total: number }>;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The default period ending on `today` (yyyy-MM-dd): from the first day of the 11th month
 * before today's month to today, 12 calendar months. The server and the dashboard's preset
 * both use it.
 */
export function lastMonthsPeriod(today: string, months = 12): { from: string; to: string } {
  const [year, month] = today.split('-').map(Number);
  const index = year * 12 + (month - 1) - (months - 1);
  return { from: `${Math.floor(index / 12)}-${pad((index % 12) + 1)}-01`, to: today };
}

/** The months (yyyy-MM) from the month of `from` to the month of `to`, oldest first. */
export function monthsOf(from: string, to: string): string[] {
  const [fy, fm] = from.split('-').map(Number);
  const [ty, tm] = to.split('-').map(Number);
  const out: string[] = [];
  for (let i = fy * 12 + fm - 1; i <= ty * 12 + tm - 1; i++) out.push(`${Math.floor(i / 12)}-${pad((i % 12) + 1)}`);
  return out;
}
