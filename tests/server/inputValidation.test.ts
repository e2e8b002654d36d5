import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ID_MAX } from '../../server/lib/schemas.js';
import { ADMIN_EMAIL, STUDENT_EMAIL, call, createTestApp, login, rowCount, type TestApp } from './helpers.js';
import { demoIds } from './schoolFixtures.js';

/*
 * Input PostgreSQL cannot take (ids beyond int4, Infinity, NUL bytes) or
 * no calendar has (2026-02-30) gets a clear 400 in the request's language, never a 500, and
 * changes nothing. The fuzz suite (fuzz.test.ts) sweeps every route; these pin the cases down.
 */

let t: TestApp;
let admin: string;
let student: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, ADMIN_EMAIL);
  student = await login(t.app, STUDENT_EMAIL);
});
afterAll(async () => {
  await t?.close();
});

describe('ids beyond the id columns (int4)', () => {
  it.each(['2147483648', '9223372036854775808', '99999999999999999999'])(
    'GET /api/groups/%s is a 400 naming the id, in en and ru',
    async (id) => {
      const en = await call(t.app, { method: 'GET', url: `/api/groups/${id}`, token: admin, lang: 'en' });
      expect(en.statusCode).toBe(400);
      expect(en.json()).toMatchObject({
        field: 'id',
        message: `The field "id" is not a valid id: an id is a whole number from 1 to ${ID_MAX}.`,
      });
      const ru = await call(t.app, { method: 'GET', url: `/api/groups/${id}`, token: admin, lang: 'ru' });
      expect(ru.json().message).toBe(`Поле «id» не является допустимым идентификатором: это целое число от 1 до ${ID_MAX}.`);
    },
  );

  it.each(['Infinity', '1e400', '-Infinity'])('GET /api/groups/%s is a 400, not a 500', async (id) => {
    const res = await call(t.app, { method: 'GET', url: `/api/groups/${id}`, token: admin, lang: 'en' });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('id');
  });

  it('the largest id is a well-formed id: 404, not 400', async () => {
    const res = await call(t.app, { method: 'GET', url: `/api/groups/${ID_MAX}`, token: admin });
    expect(res.statusCode).toBe(404);
  });

  it.each([
    ['an imageId', { groupName: 'Huge image', imageId: 2147483648 }, 'imageId'],
    ['an imageId of "Infinity"', { groupName: 'Infinite image', imageId: 'Infinity' }, 'imageId'],
  ])('POST /api/groups with %s is a 400 and creates nothing', async (_what, payload, field) => {
    const before = await rowCount(t.db, 'groups');
    const res = await call(t.app, { method: 'POST', url: '/api/groups', token: admin, payload, lang: 'en' });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe(field);
    expect(await rowCount(t.db, 'groups')).toBe(before);
  });

  it('ids in arrays, query strings and other bodies are bounded too', async () => {
    const { group } = await demoIds(t.db);
    const anyGroup = Object.values(group)[0];
    const cases = [
      {
        method: 'POST',
        url: '/api/events',
        token: admin,
        payload: {
          eventType: 'EVENT',
          title: 'x',
          start: '2026-03-02T10:00:00Z',
          end: '2026-03-02T11:00:00Z',
          allDay: false,
          groupIds: [2147483648],
        },
        field: 'groupIds.0',
      },
      { method: 'GET', url: '/api/announcements?groupId=Infinity', token: admin, field: 'groupId' },
      { method: 'GET', url: '/api/courses?page=1e400', token: admin, field: 'page' },
      {
        method: 'POST',
        url: '/api/students',
        token: admin,
        payload: { name: 'A', lastname: 'B', email: 'ab@demo.test', studyFormat: 'ONLINE', groupId: 2147483648 },
        field: 'groupId',
      },
      { method: 'PUT', url: `/api/schools/tariff`, token: admin, payload: { tariffId: 2147483648 }, field: 'tariffId' },
      {
        method: 'POST',
        url: '/api/lessons/students/tests/pass',
        token: student,
        payload: { testId: 2147483648, answers: {} },
        field: 'testId',
      },
      { method: 'POST', url: `/api/students/import/${anyGroup}0000000000`, token: admin, field: 'groupId' },
    ] as const;
    for (const c of cases) {
      const res = await call(t.app, {
        method: c.method,
        url: c.url,
        token: c.token,
        payload: 'payload' in c ? c.payload : undefined,
        lang: 'en',
      });
      expect(res.statusCode, `${c.method} ${c.url}: ${res.body}`).toBe(400);
      expect(res.json().field, `${c.method} ${c.url}`).toBe(c.field);
    }
  });

  it('the anonymous sign-up refuses a tariffId beyond the column', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/schools/sign-up',
      lang: 'ru',
      payload: {
        domain: 'huge-plan',
        name: 'Huge',
        timezone: 'UTC',
        tariffId: 2147483648,
        themeColor: '#2B8A3E',
        acceptTerms: true,
        firstName: 'A',
        lastName: 'B',
        email: 'huge@plan.test',
        password: 'secret1',
        confirmPassword: 'secret1',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'tariffId', message: expect.stringContaining('идентификатором') });
    expect(await t.db.selectFrom('schools').select('id').where('domain', '=', 'huge-plan').executeTakeFirst()).toBeUndefined();
  });
});

describe('NUL characters', () => {
  it('GET /api/static/files/%00 (anonymous) is a 400 naming the key', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/static/files/%00', lang: 'en' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'key', message: 'The field "key" must not contain the NUL character (\\0).' });
  });

  it('a NUL in a query string or a body is a 400 in ru, and nothing is saved', async () => {
    const search = await call(t.app, { method: 'GET', url: '/api/trash?search=a%00b', token: admin, lang: 'ru' });
    expect(search.statusCode).toBe(400);
    expect(search.json()).toMatchObject({ field: 'search', message: 'Поле «Поиск» не должно содержать нулевой символ (\\0).' });

    const before = await rowCount(t.db, 'groups');
    const create = await call(t.app, {
      method: 'POST',
      url: '/api/groups',
      token: admin,
      payload: { groupName: 'Nul\u0000group' },
      lang: 'en',
    });
    expect(create.statusCode).toBe(400);
    expect(create.json().field).toBe('groupName');
    expect(await rowCount(t.db, 'groups')).toBe(before);
  });
});

describe('file links', () => {
  it('DELETE /api/static/delete?fileLink=%%% is a 404, not a URIError', async () => {
    const res = await call(t.app, { method: 'DELETE', url: '/api/static/delete?fileLink=%%%', token: admin, lang: 'en' });
    expect(res.statusCode).toBe(404);
  });

  it('a key that cannot be a storage key is a 404', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/static/files/..%2F..%2Fetc%2Fpasswd' });
    expect(res.statusCode).toBe(404);
  });
});

describe('dates no calendar has', () => {
  it.each([
    ['/api/analytics?from=2026-02-30', 'from'],
    ['/api/announcements?from=2025-02-29', 'from'],
    ['/api/events?from=2026-04-31&to=2026-05-01', 'from'],
  ])('GET %s is a 400 naming the field', async (url, field) => {
    const res = await call(t.app, { method: 'GET', url, token: admin, lang: 'en' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field, message: `The field "${field}" has an invalid format.` });
  });

  it('a body date of 2026-02-30 is refused in ru; a leap day is accepted', async () => {
    const bad = await call(t.app, {
      method: 'POST',
      url: '/api/groups',
      token: admin,
      payload: { groupName: 'Leap', dateOfFinish: '2026-02-30' },
      lang: 'ru',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'dateOfFinish', message: 'Поле «dateOfFinish» имеет неверный формат.' });
    const good = await call(t.app, {
      method: 'POST',
      url: '/api/groups',
      token: admin,
      payload: { groupName: 'Leap', dateOfFinish: '2028-02-29' },
    });
    expect(good.statusCode).toBe(200);
  });
});

describe('the OpenAPI document', () => {
  it('bounds every integer a request may carry, so none can overflow a column', async () => {
    type Schema = {
      type?: string | string[];
      maximum?: number;
      properties?: Record<string, Schema>;
      items?: Schema;
      anyOf?: Schema[];
      oneOf?: Schema[];
    };
    const unbounded: string[] = [];
    const walk = (schema: Schema | undefined, where: string) => {
      if (!schema) return;
      const types = ([] as string[]).concat(schema.type ?? []);
      if ((types.includes('integer') || types.includes('number')) && schema.maximum === undefined) unbounded.push(where);
      for (const [key, child] of Object.entries(schema.properties ?? {})) walk(child, `${where}.${key}`);
      walk(schema.items, `${where}[]`);
      for (const child of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) walk(child, where);
    };
    const doc = t.app.swagger() as unknown as {
      paths: Record<
        string,
        Record<
          string,
          {
            parameters?: Array<{ in: string; name: string; schema?: Schema }>;
            requestBody?: { content?: Record<string, { schema?: Schema }> };
          }
        >
      >;
    };
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        for (const p of op.parameters ?? []) walk(p.schema, `${method.toUpperCase()} ${path} ${p.in} ${p.name}`);
        for (const content of Object.values(op.requestBody?.content ?? {})) walk(content.schema, `${method.toUpperCase()} ${path} body`);
      }
    }
    expect(unbounded).toEqual([]);
  });
});
