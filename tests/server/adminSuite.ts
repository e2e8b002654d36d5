import { afterAll, beforeAll, expect } from 'vitest';
import { ADMIN_EMAIL, INSTRUCTOR_EMAIL, STUDENT_EMAIL, call, createTestApp, login, type TestApp, type TestAppOptions } from './helpers.js';
import { createOtherSchool, demoIds } from './schoolFixtures.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

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
  api: (method: Method, url: string, payload?: object, opts?: { token?: string; lang?: string }) => ReturnType<typeof call>;
  /** Calls as the admin, expects 200 (naming the call and its body otherwise) and returns the JSON. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test reads the answer's fields as the API gives them; typing each would restate the API
  ok: (method: Method, url: string, payload?: object) => Promise<any>;
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
    tokens.ADMIN = await login(t.app, ADMIN_EMAIL);
    tokens.INSTRUCTOR = await login(t.app, INSTRUCTOR_EMAIL);
    tokens.STUDENT = await login(t.app, STUDENT_EMAIL);
    tokens.OTHER = await login(t.app, other.adminEmail);
  });
  afterAll(async () => {
    await app?.close();
  });

  const api: AdminSuite['api'] = (method, url, payload, opts = {}) =>
    call(t.app, { method, url: `/api/${url}`, payload, token: opts.token ?? tokens.ADMIN, lang: opts.lang });
  const ok: AdminSuite['ok'] = async (method, url, payload) => {
    const res = await api(method, url, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
    return res.json();
  };
  return { t, ids, other, tokens, api, ok };
}
