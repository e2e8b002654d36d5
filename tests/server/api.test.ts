import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, call, createTestApp, login, waitFor, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('error answers', () => {
  it('answers an unknown /api address with 404 {message, status}', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/no-such-thing?page=1' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ message: 'There is no such address: GET /api/no-such-thing.', status: 404 });

    const ru = await call(t.app, { method: 'DELETE', url: '/api/auth/nothing', lang: 'ru' });
    expect(ru.statusCode).toBe(404);
    expect(ru.json()).toEqual({ message: 'Такого адреса нет: DELETE /api/auth/nothing.', status: 404 });
  });

  it('answers a known address with the wrong method as 404 too, even when logged in', async () => {
    const token = await login(t.app, ADMIN_EMAIL);
    const res = await call(t.app, { method: 'DELETE', url: '/api/auth/me', token });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'There is no such address: DELETE /api/auth/me.', status: 404 });
  });

  it('answers malformed JSON with 400, in the request language', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/auth/authenticate',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "admin@demo.test", "password": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request body is not valid JSON.', status: 400 });

    const ru = await call(t.app, {
      method: 'POST',
      url: '/api/auth/authenticate',
      headers: { 'content-type': 'application/json' },
      payload: 'not json',
      lang: 'ru',
    });
    expect(ru.statusCode).toBe(400);
    expect(ru.json()).toEqual({ message: 'Тело запроса не является корректным JSON.', status: 400 });
  });

  it('answers an empty JSON body with 400', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/auth/authenticate',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, message: expect.any(String) });
  });

  it('answers a field of the wrong type with 400 naming the field', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/auth/authenticate',
      payload: { email: { address: ADMIN_EMAIL }, password: 'demo123' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The field "email" must be text.', status: 400, field: 'email' });

    const ru = await call(t.app, {
      method: 'POST',
      url: '/api/auth/authenticate',
      payload: { email: ADMIN_EMAIL, password: ['a', 'b'] },
      lang: 'ru',
    });
    expect(ru.statusCode).toBe(400);
    expect(ru.json()).toEqual({ message: 'Поле «password» должно быть: текстом.', status: 400, field: 'password' });
  });

  it('answers a body that is not an object with 400', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/auth/authenticate',
      headers: { 'content-type': 'application/json' },
      payload: '"hello"',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400 });
    expect(res.json().message).toMatch(/must be an object/);
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/auth/authenticate',
      headers: { 'content-type': 'application/xml' },
      payload: '<login><email>admin@demo.test</email></login>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: 'This content type is not supported.', status: 415 });
  });

  it('answers a body over the size limit with 413', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/auth/forgotPassword',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: ADMIN_EMAIL, link: 'x'.repeat(1_100_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The request is too large.', status: 413 });
  });
});

describe('GET /api/health', () => {
  it('answers 200 when the database answers', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });
});

describe('GET /api/docs/json', () => {
  it('is an OpenAPI document listing the auth calls', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('Online school LMS API');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/authenticate',
        '/api/auth/forgotPassword',
        '/api/auth/updatePassword',
        '/api/auth/me',
        '/api/health',
      ]),
    );
    const login = doc.paths['/api/auth/authenticate'].post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual(['email', 'password']);
    expect(Object.keys(login.responses)).toEqual(expect.arrayContaining(['200']));
  });

  it('serves the documentation page without a login', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('mail without SMTP_URL', () => {
  it('writes the reset email into the outbox folder, where a newcomer can read the link', async () => {
    const outbox = path.join(t.config.dataDir, 'outbox');
    const res = await call(t.app, { method: 'POST', url: '/api/auth/forgotPassword', payload: { email: ADMIN_EMAIL } });
    expect(res.statusCode).toBe(200);
    const files = await waitFor(
      async () => {
        const names = await fs.readdir(outbox).catch(() => [] as string[]);
        return names.some((name) => name.endsWith('.eml')) ? names : undefined;
      },
      10_000,
      'an .eml file in the outbox',
    );
    const eml = await fs.readFile(path.join(outbox, files.find((name) => name.endsWith('.eml')) as string), 'utf8');
    expect(eml).toMatch(/^To: admin@demo\.test$/m);
    expect(eml).toContain('Subject: Reset your password at Demo School');
    expect(eml).toContain('http://localhost:8080/reset-password/');
  });
});
