/**
 * Every screen of the app, per role, as the every-screen walk opens them: a path, found from
 * the demo school's data through the API where it names a record. A new page gets a line here.
 */
import type { Page } from 'playwright-core';
import { DEMO, DEMO_PASSWORD } from './harness';

export type Role = keyof typeof DEMO;

export interface Screen {
  name: string;
  path: string;
  /** How to reach a screen no address alone opens (a later step of the sign-up wizard); else the walk opens `path`. */
  open?: (page: Page) => Promise<void>;
}

interface Listed {
  objects: { id: number; taskId?: number; testId?: number; name?: string }[];
}

/** A person's id in the lists of students and instructors (SPEC §7 names them so). */
interface ListedPeople {
  objects: { studentId?: number; teacherId?: number }[];
}

/** A small API client logged in as the demo account of `role`. */
async function apiAs(baseUrl: string, role: Role) {
  const login = await fetch(`${baseUrl}/api/auth/authenticate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: DEMO[role].email, password: DEMO_PASSWORD }),
  });
  if (!login.ok) throw new Error(`Logging in as ${role} answered ${login.status}`);
  const { token } = (await login.json()) as { token: string };
  return async <T>(path: string): Promise<T> => {
    const response = await fetch(`${baseUrl}${path}`, { headers: { Authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
    return (await response.json()) as T;
  };
}

/** A task's or test's id: their lists name it taskId and testId (a walk to …/tasks/undefined checked a 'not found'). */
const idOf = (item: { id?: number; taskId?: number; testId?: number }) => Number(item.taskId ?? item.testId ?? item.id);

/** The first course of `role` with a lesson holding both a task and a test, and their ids. */
async function lessonWithTaskAndTest(get: Awaited<ReturnType<typeof apiAs>>) {
  const courses = await get<Listed>('/api/courses?size=100');
  for (const course of courses.objects) {
    const lessons = await get<Listed>(`/api/courses/${course.id}/lessons?size=100`);
    for (const lesson of lessons.objects) {
      const tasks = await get<Listed>(`/api/lessons/${lesson.id}/tasks?size=100`);
      const tests = await get<Listed | Listed['objects']>(`/api/lessons/${lesson.id}/tests`);
      const testList = Array.isArray(tests) ? tests : tests.objects;
      if (tasks.objects.length && testList.length)
        return { courseId: course.id, lessonId: lesson.id, taskId: idOf(tasks.objects[0]), testId: idOf(testList[0]) };
    }
  }
  throw new Error('No demo course has a lesson with a task and a test');
}

/** The demo's test drawn from the bank (server/db/seed/demoBankTest.ts): its lesson and id in `courseId`. */
async function bankTestOf(get: Awaited<ReturnType<typeof apiAs>>, courseId: number) {
  const lessons = await get<Listed>(`/api/courses/${courseId}/lessons?size=100`);
  for (const lesson of lessons.objects) {
    const tests = await get<Listed | Listed['objects']>(`/api/lessons/${lesson.id}/tests`);
    const found = (Array.isArray(tests) ? tests : tests.objects).find((x) => x.name === 'The DOM: a test drawn from the bank');
    if (found) return { lessonId: lesson.id, testId: idOf(found) };
  }
  throw new Error('The demo course has no test drawn from the bank');
}

const adminPaths = (ids: { group: number; course: number; instructor: number; student: number; announcement: number }): Screen[] => [
  { name: 'home', path: '/admin' },
  { name: 'groups', path: '/admin/groups' },
  { name: 'group-create', path: '/admin/groups/create' },
  { name: 'group-show', path: `/admin/groups/${ids.group}/show` },
  { name: 'group-edit', path: `/admin/groups/${ids.group}` },
  { name: 'courses', path: '/admin/courses' },
  { name: 'course-create', path: '/admin/courses/create' },
  { name: 'course-show', path: `/admin/courses/${ids.course}/show` },
  { name: 'course-edit', path: `/admin/courses/${ids.course}` },
  { name: 'instructors', path: '/admin/instructors' },
  { name: 'instructor-create', path: '/admin/instructors/create' },
  { name: 'instructor-show', path: `/admin/instructors/${ids.instructor}/show` },
  { name: 'instructor-edit', path: `/admin/instructors/${ids.instructor}` },
  { name: 'students', path: '/admin/students' },
  { name: 'student-create', path: '/admin/students/create' },
  { name: 'student-show', path: `/admin/students/${ids.student}/show` },
  { name: 'student-edit', path: `/admin/students/${ids.student}` },
  { name: 'announcements', path: '/admin/announcements' },
  { name: 'announcement-create', path: '/admin/announcements/create' },
  { name: 'announcement-edit', path: `/admin/announcements/${ids.announcement}` },
  { name: 'trash', path: '/admin/trash' },
  { name: 'analytics', path: '/admin/analytics' },
  { name: 'calendar', path: '/admin/calendar' },
  { name: 'notifications', path: '/admin/notifications' },
  { name: 'profile', path: '/admin/profile' },
  { name: 'settings', path: '/admin/settings' },
  { name: 'audit', path: '/admin/audit' },
];

/** The screens of `role` in the demo school. */
export async function screensOf(baseUrl: string, role: Role): Promise<Screen[]> {
  const get = await apiAs(baseUrl, role);
  if (role === 'admin') {
    const first = async (list: string) => (await get<Listed>(`/api/${list}?size=1`)).objects[0].id;
    const firstPerson = async (list: string) => {
      const [person] = (await get<ListedPeople>(`/api/${list}?size=1`)).objects;
      return Number(person.studentId ?? person.teacherId);
    };
    return adminPaths({
      group: await first('groups'),
      course: await first('courses'),
      instructor: await firstPerson('instructors'),
      student: await firstPerson('students'),
      announcement: await first('announcements'),
    });
  }
  const { courseId, lessonId, taskId, testId } = await lessonWithTaskAndTest(get);
  const lesson = `/courses/${courseId}/lessons/${lessonId}`;
  if (role === 'instructor')
    return [
      { name: 'home', path: '/instructor' },
      { name: 'courses', path: '/instructor/courses' },
      { name: 'materials', path: '/instructor/materials' },
      { name: 'course', path: `/instructor/courses/${courseId}` },
      { name: 'question-bank', path: `/instructor/courses/${courseId}/question-bank` },
      { name: 'lesson', path: `/instructor${lesson}` },
      // A test's item analysis (issue 17): a view of the lesson's Tests tab, as its address names it.
      { name: 'item-analysis', path: `/instructor${lesson}?tab=tests&test=${testId}&view=analysis` },
      { name: 'rating', path: '/instructor/rating' },
      { name: 'course-rating', path: `/instructor/courses/${courseId}/rating` },
      { name: 'exams', path: `/instructor/courses/${courseId}/exams` },
      { name: 'group-rating', path: '/instructor/group-rating' },
      { name: 'calendar', path: '/instructor/calendar' },
      { name: 'notifications', path: '/instructor/notifications' },
      { name: 'profile', path: '/instructor/profile' },
    ];
  const bank = await bankTestOf(get, courseId);
  return [
    { name: 'home', path: '/student' },
    { name: 'courses', path: '/student/courses' },
    { name: 'course', path: `/student/courses/${courseId}` },
    { name: 'lesson', path: `/student${lesson}` },
    { name: 'task', path: `/student${lesson}/tasks/${taskId}` },
    { name: 'test', path: `/student${lesson}/tests/${testId}` },
    { name: 'bank-test', path: `/student/courses/${courseId}/lessons/${bank.lessonId}/tests/${bank.testId}` },
    { name: 'tasks', path: '/student/tasks' },
    { name: 'results', path: '/student/results' },
    { name: 'ratings', path: '/student/ratings' },
    { name: 'course-rating', path: `/student/ratings/${courseId}` },
    { name: 'calendar', path: '/student/calendar' },
    { name: 'notifications', path: '/student/notifications' },
    { name: 'profile', path: '/student/profile' },
  ];
}

/** The sign-up wizard's draft (src/auth/signup/draft.ts): a reload opens the step it names. */
const SIGN_UP_DRAFT = 'lms.signUpDraft';
const SIGN_UP_STEPS = ['company', 'timezone', 'tariff', 'images', 'theme', 'account'];

/** Opens the wizard on `step` (1…6) as a reload of a draft would, with a new admin's name typed in Russian. */
const signUpStep = (step: number) => async (page: Page) => {
  const draft = { step, firstName: 'Анна', lastName: 'Обходова', email: 'anna@walk.test' };
  await page.evaluate(([key, value]) => window.sessionStorage.setItem(key, value), [SIGN_UP_DRAFT, JSON.stringify(draft)]);
  await page.goto('/sign-up');
  await page.getByRole('heading', { level: 2 }).first().waitFor();
};

/** The wizard's last step (the terms): the passwords are never in a draft, so they are typed on the account step. */
async function signUpTerms(page: Page) {
  await signUpStep(SIGN_UP_STEPS.length)(page);
  for (const name of ['password', 'confirmPassword']) await page.locator(`input[name="${name}"]`).fill('walk-secret-1');
  await page.locator('form button[type="submit"]').click();
  await page.locator('input[name="password"]').waitFor({ state: 'detached' });
}

/** The pages before logging in, the sign-up wizard's every step among them. */
export const PUBLIC_SCREENS: Screen[] = [
  { name: 'login', path: '/login' },
  { name: 'forgot-password', path: '/login/forgot-password' },
  { name: 'sign-up', path: '/sign-up' },
  ...SIGN_UP_STEPS.map((step, index) => ({ name: `sign-up-${step}`, path: '/sign-up', open: signUpStep(index + 1) })),
  { name: 'sign-up-terms', path: '/sign-up', open: signUpTerms },
  { name: 'sign-up-confirm-dead-link', path: '/sign-up/confirm?token=not-a-real-token' },
  { name: 'reset-password-dead-link', path: '/reset-password/not-a-real-token' },
  { name: 'terms', path: '/terms' },
];
