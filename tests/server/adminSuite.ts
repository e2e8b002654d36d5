import { afterAll, beforeAll } from 'vitest';
import { apiClient, createTestApp, login, loginAs, type ApiClient, type TestApp, type TestAppOptions } from './helpers.js';
import { createOtherSchool, demoIds } from './schoolFixtures.js';

/** What a test file of the admin area works with; filled in by its beforeAll. */
export interface AdminSuite {
  /** The app on its own fresh database holding the demo school. */
  t: TestApp;
  /** The demo school's ids (demoIds). */
  ids: Awaited<ReturnType<typeof demoIds>>;
  /** A second school with its admin, whose ids this school must answer 404 for. */
  other: Awaited<ReturnType<typeof createOtherSchool>>;
  /** Session tokens of the demo admin, instructor and student, and of the other school's admin. */
  tokens: { ADMIN: string; INSTRUCTOR: string; STUDENT: string; OTHER: string };
  /** Calls `/api/<url>`, as the demo admin unless another token is given. */
  api: ApiClient['api'];
  /** Calls as the demo admin unless another token is given, expects 200 and returns the JSON. */
  ok: ApiClient['ok'];
}

/**
 * The setup the admin area's test files share: registers beforeAll (a test app, the demo ids,
 * another school, everyone logged in) and afterAll (closing the app). Call it at the top of the
 * file. `t`, `ids` and `other` are filled in place by beforeAll, so they may be destructured
 * at once but read only inside hooks and tests.
 */
export function adminSuite(options: Pick<TestAppOptions, 'startAt'> = {}): AdminSuite {
  const t = {} as TestApp;
  const ids = {} as AdminSuite['ids'];
  const other = {} as AdminSuite['other'];
  const tokens = { ADMIN: '', INSTRUCTOR: '', STUDENT: '', OTHER: '' };
  let app: TestApp | undefined;

  beforeAll(async () => {
    app = await createTestApp(options);
    Object.assign(t, app);
    Object.assign(ids, await demoIds(t.db));
    Object.assign(other, await createOtherSchool(t.db));
    tokens.ADMIN = await loginAs(t.app, 'ADMIN');
    tokens.INSTRUCTOR = await loginAs(t.app, 'INSTRUCTOR');
    tokens.STUDENT = await loginAs(t.app, 'STUDENT');
    tokens.OTHER = await login(t.app, other.adminEmail);
  });
  afterAll(async () => {
    await app?.close();
  });

  const { api, ok } = apiClient(
    () => t.app,
    () => tokens.ADMIN,
  );
  return { t, ids, other, tokens, api, ok };
}
