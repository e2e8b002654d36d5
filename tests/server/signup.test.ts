import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MeResponse } from '../../src/api/types.js';
import type { DomainCheckResponse, SchoolBranding, SignUpInput, TariffDto } from '../../src/api/schools.js';
import { call, createTestApp, rowCount, waitFor, type TestApp } from './helpers.js';
import { confirmSignUp, confirmTokenFor } from './signUpConfirm.js';
import { DEMO_PASSWORD } from '../../server/db/seed/demo.js';
import * as crypto from '../../server/lib/crypto.js';

// Counted, not replaced: the sign-up must hash the password whether or not the email is free.
vi.mock('../../server/lib/crypto.js', async (importOriginal) => {
  const real = await importOriginal<typeof crypto>();
  return { ...real, hashPassword: vi.fn(real.hashPassword) };
});
import { BMP, ICO, PDF, PNG, SVG } from './uploadFixtures.js';
import { domainOfHost, schoolAddressOf } from '../../server/lib/schoolAddress.js';

let t: TestApp;
let tariffs: TariffDto[];

beforeAll(async () => {
  t = await createTestApp({ captureMail: true });
  tariffs = (await call(t.app, { method: 'GET', url: '/api/tariffs' })).json<{ objects: TariffDto[] }>().objects;
});
afterAll(async () => {
  await t?.close();
});

const unique = () => randomBytes(3).toString('hex');
const planId = (code: string) => tariffs.find((p) => p.code === code)!.id;

function body(overrides: Partial<SignUpInput> = {}): SignUpInput {
  const tag = unique();
  return {
    domain: `maple-${tag}`,
    name: 'Maple Academy',
    description: 'Evening courses in programming.',
    timezone: 'Europe/Berlin',
    tariffId: planId('free'),
    themeColor: '#2B8A3E',
    acceptTerms: true,
    firstName: 'Mila',
    lastName: 'Maple',
    email: `mila-${tag}@maple.test`,
    password: 'secret1',
    confirmPassword: 'secret1',
    ...overrides,
  };
}

const signUp = (payload: object, lang?: string) => call(t.app, { method: 'POST', url: '/api/schools/sign-up', payload, lang });
const check = async (domain: string, lang?: string) =>
  (
    await call(t.app, { method: 'GET', url: `/api/schools/domain-check?domain=${encodeURIComponent(domain)}`, lang })
  ).json<DomainCheckResponse>();
const storedFiles = async () => {
  const root = path.join(t.config.dataDir, 'files');
  try {
    const dirs = await fs.readdir(root);
    return (await Promise.all(dirs.map((d) => fs.readdir(path.join(root, d))))).flat();
  } catch {
    return [];
  }
};

describe('plans', () => {
  it('lists Free, Standard and Pro from the database with their limits, price and currency', async () => {
    expect(tariffs.map((p) => p.code)).toEqual(['free', 'standard', 'pro']);
    expect(tariffs[0]).toMatchObject({ name: 'Free', maxStudents: 50, maxInstructors: 3, storageMb: 500, priceCents: 0, currency: 'USD' });
    expect(tariffs[1].priceCents).toBeGreaterThan(0);
    expect(tariffs[2].priceCents).toBeGreaterThan(tariffs[1].priceCents);
    expect(tariffs[2].maxStudents).toBeGreaterThan(tariffs[1].maxStudents);
  });

  it('leaves out plans not offered at sign-up', async () => {
    await t.db
      .insertInto('tariffs')
      .values({ code: `custom-${unique()}`, name: 'Custom', max_students: 1, max_instructors: 1, max_storage_mb: 1, public: false })
      .execute();
    const listed = (await call(t.app, { method: 'GET', url: '/api/tariffs' })).json<{ objects: TariffDto[] }>().objects;
    expect(listed.map((p) => p.code)).toEqual(['free', 'standard', 'pro']);
  });
});

describe('the live domain check', () => {
  it('answers available for a free, well-formed domain', async () => {
    expect(await check('maple-school')).toEqual({
      domain: 'maple-school',
      status: 'available',
      available: true,
      message: 'The domain "maple-school" is available.',
      address: 'http://localhost:8080/login?school=maple-school',
    });
  });

  it('answers taken for a school that has it, and reserved for the product’s own names', async () => {
    expect(await check('demo')).toMatchObject({ status: 'taken', available: false, message: 'The domain "demo" is already taken.' });
    expect(await check('www')).toMatchObject({ status: 'reserved', available: false });
    expect(await check('demo', 'ru')).toMatchObject({ status: 'taken', message: 'Домен «demo» уже занят.' });
  });

  it.each([
    ['ab', 'The domain must be at least 3 characters.', 'Домен должен содержать не менее 3 символов.'],
    ['a'.repeat(31), 'The domain must be at most 30 characters.', 'Домен должен содержать не более 30 символов.'],
    ['MySchool', 'The domain must be in lowercase letters.', 'Домен пишется строчными буквами.'],
    [
      'my_school',
      'The domain may contain only Latin letters a–z, digits and hyphens.',
      'В домене допустимы только латинские буквы a–z, цифры и дефис.',
    ],
    [
      'школа',
      'The domain may contain only Latin letters a–z, digits and hyphens.',
      'В домене допустимы только латинские буквы a–z, цифры и дефис.',
    ],
    ['-maple', 'The domain cannot start or end with a hyphen.', 'Домен не может начинаться или заканчиваться дефисом.'],
  ])('calls %j malformed, saying why in English and Russian', async (domain, en, ru) => {
    expect(await check(domain)).toMatchObject({ status: 'malformed', available: false, message: en });
    expect(await check(domain, 'ru')).toMatchObject({ status: 'malformed', message: ru });
  });

  it('accepts exactly 3 and exactly 30 characters', async () => {
    expect((await check('abc')).status).toBe('available');
    expect((await check('a'.repeat(30))).status).toBe('available');
  });
});

const checkEmailEn = (email: string) => ({
  message: `Check your email: we have sent a message to ${email}. Follow the link in it to finish creating your school.`,
  email,
});
const checkEmailRu = (email: string) => ({
  message: `Проверьте почту: мы отправили письмо на ${email}. Перейдите по ссылке из него, чтобы завершить создание школы.`,
  email,
});
const authenticate = (email: string, password = 'secret1') =>
  call(t.app, { method: 'POST', url: '/api/auth/authenticate', payload: { email, password } });
const confirm = (token: string, lang?: string) =>
  call(t.app, { method: 'POST', url: '/api/schools/sign-up/confirm', payload: { token }, lang });

describe('signing up', () => {
  it('creates the school and its admin, who logs in through the emailed link, and keeps what was chosen', async () => {
    const input = body({
      logo: PNG.toString('base64'),
      favicon: `data:image/png;base64,${PNG.toString('base64')}`,
      tariffId: planId('standard'),
    });
    const res = await signUp(input, 'ru');
    expect(res.statusCode).toBe(202);
    // No session in the answer: only the mailbox's owner can log in.
    expect(res.json()).toEqual(checkEmailRu(input.email));

    // Before the link is opened, the right password is refused like a wrong one.
    const early = await authenticate(input.email);
    expect(early.statusCode).toBe(401);
    expect(early.json()).toEqual((await authenticate(input.email, 'wrong-password')).json());

    // The mail is in the request's language and carries the link.
    const mail = await waitFor(() => t.mail.find((m) => m.to === input.email), 10_000, 'the confirmation mail');
    expect(mail.subject).toBe('Подтвердите школу «Maple Academy»');
    expect(mail.text).toContain(`${t.config.publicUrl}/sign-up/confirm?token=`);
    const link = await confirmTokenFor(t.db, input.email);
    // The confirmation link confirms; it is no password link, so it cannot set another password.
    const asReset = await call(t.app, {
      method: 'PUT',
      url: '/api/auth/updatePassword',
      payload: { token: link, password: 'other-password' },
    });
    expect(asReset.statusCode).toBe(400);
    const confirmed = await confirm(link);
    expect(confirmed.statusCode).toBe(200);
    const answer = confirmed.json<{ token: string; authority: string }>();
    expect(answer.authority).toBe('ADMIN');
    expect(Object.keys(answer).sort()).toEqual(['authority', 'token']);

    // The link works once, in both languages.
    for (const [lang, message] of [
      ['en', 'This confirmation link is invalid or has already been used. Log in, or sign up again.'],
      ['ru', 'Ссылка подтверждения недействительна или уже использована. Войдите или зарегистрируйтесь заново.'],
    ] as const) {
      const again = await confirm(link, lang);
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({ status: 400, field: 'token', message });
    }

    // The token is a live session of the new admin, in the new school.
    const me = (await call(t.app, { method: 'GET', url: '/api/auth/me', token: answer.token })).json<MeResponse>();
    expect(me).toMatchObject({ authority: 'ADMIN', firstName: 'Mila', lastName: 'Maple', email: input.email, language: 'ru' });
    expect(me.school).toMatchObject({ name: 'Maple Academy', domain: input.domain, timezone: 'Europe/Berlin', themeColor: '#2b8a3e' });
    expect(me.school.logoLink).toMatch(/^\/api\/static\/files\/.+\.png$/);
    expect(me.school.faviconLink).toMatch(/^\/api\/static\/files\/.+\.png$/);
    const logo = await call(t.app, { method: 'GET', url: me.school.logoLink! });
    expect(logo.statusCode).toBe(200);
    expect(logo.rawPayload.equals(PNG)).toBe(true);

    const school = await t.db
      .selectFrom('schools')
      .innerJoin('tariffs', 'tariffs.id', 'schools.tariff_id')
      .select(['tariffs.code', 'schools.terms_accepted_at', 'schools.language', 'schools.description'])
      .where('domain', '=', input.domain)
      .executeTakeFirstOrThrow();
    expect(school).toMatchObject({ code: 'standard', language: 'ru', description: 'Evening courses in programming.' });
    expect(school.terms_accepted_at).toBeInstanceOf(Date);

    // Confirmed, the admin can log in with the chosen password, and the domain is no longer free.
    const login = await call(t.app, {
      method: 'POST',
      url: '/api/auth/authenticate',
      payload: { email: input.email.toUpperCase(), password: 'secret1' },
    });
    expect(login.statusCode).toBe(200);
    expect((await check(input.domain)).status).toBe('taken');
  });

  it('normalises the email, trims the names and takes a canonical timezone', async () => {
    const input = body({ email: '  Mixed.Case@Maple.TEST ', firstName: '  Mila  ', timezone: 'utc' });
    const res = await signUp(input);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual(checkEmailEn('mixed.case@maple.test'));
    const { token } = await confirmSignUp(t.app, t.db, 'mixed.case@maple.test');
    const me = (await call(t.app, { method: 'GET', url: '/api/auth/me', token })).json<MeResponse>();
    expect(me).toMatchObject({ email: 'mixed.case@maple.test', firstName: 'Mila' });
    expect(me.school.timezone).toBe('UTC');
    expect(me.school.logoLink).toBeNull();
  });

  it('gives the new school the plan chosen, so its limits apply at once', async () => {
    const input = body();
    expect((await signUp(input)).statusCode).toBe(202);
    const { token } = await confirmSignUp(t.app, t.db, input.email);
    const settings = (await call(t.app, { method: 'GET', url: '/api/schools/settings', token })).json<{
      tariff: TariffDto;
      usage: object;
    }>();
    expect(settings.tariff.code).toBe('free');
    expect(settings.usage).toEqual({ students: 0, instructors: 0, storageBytes: 0 });
  });
});

describe('every field is checked, naming it, in the user’s language', () => {
  it.each<[string, Partial<SignUpInput> | Record<string, unknown>, string, string]>([
    ['domain', { domain: '' }, 'The domain is required.', 'Укажите домен.'],
    ['domain', { domain: 'ab' }, 'The domain must be at least 3 characters.', 'Домен должен содержать не менее 3 символов.'],
    ['domain', { domain: 'x'.repeat(31) }, 'The domain must be at most 30 characters.', 'Домен должен содержать не более 30 символов.'],
    ['domain', { domain: 'Maple' }, 'The domain must be in lowercase letters.', 'Домен пишется строчными буквами.'],
    [
      'domain',
      { domain: 'maple school' },
      'The domain may contain only Latin letters a–z, digits and hyphens.',
      'В домене допустимы только латинские буквы a–z, цифры и дефис.',
    ],
    ['name', { name: '   ' }, 'The field "name" is required.', 'Поле «name» обязательно.'],
    [
      'name',
      { name: 'x'.repeat(101) },
      'The field "name" must be at most 100 characters.',
      'Поле «name» должно содержать не более 100 символов.',
    ],
    [
      'description',
      { description: 'x'.repeat(2001) },
      'The field "description" must be at most 2000 characters.',
      'Поле «description» должно содержать не более 2000 символов.',
    ],
    [
      'timezone',
      { timezone: 'Mars/Olympus' },
      'The timezone "Mars/Olympus" is not a known IANA timezone (e.g. Europe/Moscow).',
      'Часовой пояс «Mars/Olympus» не найден среди поясов IANA (например, Europe/Moscow).',
    ],
    [
      'timezone',
      { timezone: '+03:00' },
      'The timezone "+03:00" is not a known IANA timezone (e.g. Europe/Moscow).',
      'Часовой пояс «+03:00» не найден среди поясов IANA (например, Europe/Moscow).',
    ],
    ['tariffId', { tariffId: 99999 }, 'The chosen plan does not exist.', 'Выбранного тарифа не существует.'],
    ['tariffId', { tariffId: 'gold' }, 'The field "tariffId" must be a whole number.', 'Поле «tariffId» должно быть: целым числом.'],
    ['themeColor', { themeColor: 'green' }, 'The colour must be written as #rrggbb.', 'Цвет записывается в виде #rrggbb.'],
    ['firstName', { firstName: '' }, 'The field "firstName" is required.', 'Поле «firstName» обязательно.'],
    ['lastName', { lastName: '  ' }, 'The field "lastName" is required.', 'Поле «lastName» обязательно.'],
    ['email', { email: '' }, 'Email is required!', 'Введите адрес электронной почты!'],
    ['email', { email: 'not-an-email' }, 'Email is not valid!', 'Некорректный адрес электронной почты!'],
    ['password', { password: '', confirmPassword: '' }, 'Password is required!', 'Введите пароль!'],
    [
      'password',
      { password: '12345', confirmPassword: '12345' },
      'Password must be at least 6 characters!',
      'Пароль должен содержать не менее 6 символов!',
    ],
    ['confirmPassword', { confirmPassword: 'secret2' }, 'Password do not match!', 'Пароли не совпадают!'],
    ['acceptTerms', { acceptTerms: false }, 'You must accept the terms of use.', 'Необходимо принять условия использования.'],
  ])('%s: %j', async (field, overrides, en, ru) => {
    const before = await rowCount(t.db, 'schools');
    const input = body(overrides as Partial<SignUpInput>);
    for (const [lang, message] of [
      ['en', en],
      ['ru', ru],
    ] as const) {
      const res = await signUp(input, lang);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, field, message });
    }
    expect(await rowCount(t.db, 'schools')).toBe(before);
  });

  it.each([
    'domain',
    'name',
    'timezone',
    'tariffId',
    'themeColor',
    'acceptTerms',
    'firstName',
    'lastName',
    'email',
    'password',
    'confirmPassword',
  ])('a request without %s is refused naming it', async (field) => {
    const input: Record<string, unknown> = { ...body() };
    delete input[field];
    const res = await signUp(input);
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe(field);
  });

  it("a logo or favicon that is not an image answers 415 'Unsupported image type', in Russian too", async () => {
    const before = { schools: await rowCount(t.db, 'schools'), files: await rowCount(t.db, 'files') };
    for (const [field, bytes] of [
      ['logo', PDF],
      ['favicon', SVG],
      ['logo', Buffer.from('just text')],
    ] as const) {
      const en = await signUp(body({ [field]: bytes.toString('base64') }));
      expect(en.statusCode).toBe(415);
      expect(en.json()).toMatchObject({ field, message: 'Unsupported image type' });
      const ru = await signUp(body({ [field]: bytes.toString('base64') }), 'ru');
      expect(ru.json()).toMatchObject({ field, message: 'Неподдерживаемый тип изображения' });
    }
    // A data: URL claiming PNG does not make a PDF an image.
    const lying = await signUp(body({ logo: `data:image/png;base64,${PDF.toString('base64')}` }));
    expect(lying.statusCode).toBe(415);
    expect({ schools: await rowCount(t.db, 'schools'), files: await rowCount(t.db, 'files') }).toEqual(before);
  });

  it('takes an icon as the favicon and a bitmap as the logo (image types other than PNG are recommendations, not rules)', async () => {
    const input = body({ logo: BMP.toString('base64'), favicon: ICO.toString('base64') });
    expect((await signUp(input)).statusCode).toBe(202);
    const school = await t.db
      .selectFrom('schools')
      .select(['logo_file_id', 'favicon_file_id'])
      .where('domain', '=', input.domain)
      .executeTakeFirstOrThrow();
    const mimes = await t.db
      .selectFrom('files')
      .select(['id', 'mime'])
      .where('id', 'in', [school.logo_file_id!, school.favicon_file_id!])
      .execute();
    expect(Object.fromEntries(mimes.map((f) => [f.id, f.mime]))).toEqual({
      [school.logo_file_id!]: 'image/bmp',
      [school.favicon_file_id!]: 'image/x-icon',
    });
  });

  it('a logo over 1 MB is refused with 413 naming the bound', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]);
    const res = await signUp(body({ logo: big.toString('base64') }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ field: 'logo', message: 'The logo must be at most 1024 KB.' });
  });

  it('a taken domain answers 409 naming the domain; a reserved one too', async () => {
    const taken = await signUp(body({ domain: 'demo' }), 'ru');
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ field: 'domain', message: 'Домен «demo» уже занят.' });
    const reserved = await signUp(body({ domain: 'admin' }));
    expect(reserved.statusCode).toBe(409);
    expect(reserved.json()).toMatchObject({ field: 'domain', message: 'The domain "admin" is reserved.' });
  });
});

describe('the answer does not tell whether the email has an account', () => {
  it('answers a known and an unknown email alike, after the same work, and tells only the owner', async () => {
    // Same-length addresses, so not even the answer's length differs.
    const known = 'admin@demo.test';
    for (const [lang, expected] of [
      ['en', checkEmailEn],
      ['ru', checkEmailRu],
    ] as const) {
      const before = { schools: await rowCount(t.db, 'schools'), users: await rowCount(t.db, 'users') };
      vi.mocked(crypto.hashPassword).mockClear();
      const mailBefore = t.mail.length;
      const taken = await signUp(body({ email: known }), lang);
      const freeEmail = `${unique().slice(0, 5)}@demo.test`;
      expect(freeEmail).toHaveLength(known.length);
      const free = await signUp(body({ email: freeEmail }), lang);
      expect(taken.statusCode).toBe(202);
      expect(free.statusCode).toBe(202);
      expect(taken.json()).toEqual(expected(known));
      expect(free.json()).toEqual(expected(freeEmail));
      expect(taken.headers['content-length']).toBe(free.headers['content-length']);
      expect(Object.keys(taken.headers).sort()).toEqual(Object.keys(free.headers).sort());
      // Both hashed the password, and both queued one mail.
      expect(vi.mocked(crypto.hashPassword)).toHaveBeenCalledTimes(2);
      // Waited for by recipient: a mail of an earlier test may still arrive meanwhile.
      const sent = (to: string) => t.mail.slice(mailBefore).find((m) => m.to === to);
      await waitFor(() => (sent(known) && sent(freeEmail) ? true : undefined), 10_000, 'both mails');
      // Only the free address made a school and an account.
      expect({ schools: await rowCount(t.db, 'schools'), users: await rowCount(t.db, 'users') }).toEqual({
        schools: before.schools + 1,
        users: before.users + 1,
      });

      // The owner is told, in the request's language, and gets no link that would confirm anything.
      const notice = sent(known)!;
      expect(notice.subject).toBe(
        lang === 'en'
          ? 'Someone tried to sign up a school with your email'
          : 'Кто-то пытался зарегистрировать школу на ваш адрес электронной почты',
      );
      expect(notice.text).toContain(`${t.config.publicUrl}/login`);
      expect(notice.text).not.toContain('/sign-up/confirm');
      expect(sent(freeEmail)!.text).toContain('/sign-up/confirm?token=');
    }
    // The owner's account is untouched: still the demo password.
    expect((await authenticate(known, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('an unknown or made-up confirmation token is refused in the user’s language, and logs nobody in', async () => {
    for (const [lang, message] of [
      ['en', 'This confirmation link is invalid or has already been used. Log in, or sign up again.'],
      ['ru', 'Ссылка подтверждения недействительна или уже использована. Войдите или зарегистрируйтесь заново.'],
    ] as const) {
      const res = await confirm('x'.repeat(43), lang);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, field: 'token', message });
    }
    expect((await confirm('')).statusCode).toBe(400);
  });

  it('a reset link proves the mailbox too: the admin who lost the mail can still get in', async () => {
    const input = body();
    expect((await signUp(input)).statusCode).toBe(202);
    await call(t.app, { method: 'POST', url: '/api/auth/forgotPassword', payload: { email: input.email } });
    const reset = await waitFor(
      () => t.mail.find((m) => m.to === input.email && m.text.includes('/reset-password/')),
      10_000,
      'the reset mail',
    );
    const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(reset.text)![1];
    const res = await call(t.app, { method: 'PUT', url: '/api/auth/updatePassword', payload: { token, password: 'secret2' } });
    expect(res.statusCode).toBe(200);
    expect((await authenticate(input.email, 'secret2')).statusCode).toBe(200);
  });
});

describe('a failure part-way leaves nothing behind', () => {
  it('an email already in use fails the admin insert after the school insert: no school, user or file remains', async () => {
    const input = body({ email: 'admin@demo.test', logo: PNG.toString('base64'), favicon: PNG.toString('base64') });
    const before = {
      schools: await rowCount(t.db, 'schools'),
      users: await rowCount(t.db, 'users'),
      files: await rowCount(t.db, 'files'),
      stored: (await storedFiles()).length,
    };
    const res = await signUp(input);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual(checkEmailEn('admin@demo.test'));
    expect(await t.db.selectFrom('schools').select('id').where('domain', '=', input.domain).executeTakeFirst()).toBeUndefined();
    expect({
      schools: await rowCount(t.db, 'schools'),
      users: await rowCount(t.db, 'users'),
      files: await rowCount(t.db, 'files'),
      stored: (await storedFiles()).length,
    }).toEqual(before);
    // The domain is still free: nothing holds it.
    expect((await check(input.domain)).status).toBe('available');
  });

  it('a storage failure while saving the logo rolls back the school and its admin, and removes what was written', async () => {
    const filesDir = path.join(t.config.dataDir, 'files');
    const kept = `${filesDir}.kept`;
    await fs.rm(kept, { recursive: true, force: true });
    await fs.rename(filesDir, kept).catch(() => {});
    // A plain file where the storage folder should be: every write into it fails.
    await fs.writeFile(filesDir, 'not a folder');
    const input = body({ logo: PNG.toString('base64') });
    const before = { schools: await rowCount(t.db, 'schools'), users: await rowCount(t.db, 'users'), files: await rowCount(t.db, 'files') };
    try {
      const res = await signUp(input);
      expect(res.statusCode).toBe(500);
      expect(res.json().message).toBe('Something went wrong!');
    } finally {
      await fs.rm(filesDir, { force: true });
      await fs.rename(kept, filesDir).catch(() => {});
    }
    expect(await t.db.selectFrom('schools').select('id').where('domain', '=', input.domain).executeTakeFirst()).toBeUndefined();
    expect(await t.db.selectFrom('users').select('id').where('email', '=', input.email).executeTakeFirst()).toBeUndefined();
    expect({
      schools: await rowCount(t.db, 'schools'),
      users: await rowCount(t.db, 'users'),
      files: await rowCount(t.db, 'files'),
    }).toEqual(before);
    // Once storage works again, the same sign-up goes through.
    expect((await signUp(input)).statusCode).toBe(202);
  });

  it('a failure queuing the confirmation mail (the last step) leaves no school behind', async () => {
    await sql`create function refuse_mail() returns trigger language plpgsql as $$ begin raise exception 'no mail today'; end $$`.execute(
      t.db,
    );
    await sql`create trigger refuse_mail before insert on mail_queue for each row execute function refuse_mail()`.execute(t.db);
    const input = body({ logo: PNG.toString('base64') });
    const before = {
      schools: await rowCount(t.db, 'schools'),
      users: await rowCount(t.db, 'users'),
      files: await rowCount(t.db, 'files'),
      stored: (await storedFiles()).length,
    };
    try {
      expect((await signUp(input)).statusCode).toBe(500);
    } finally {
      await sql`drop trigger refuse_mail on mail_queue`.execute(t.db);
      await sql`drop function refuse_mail()`.execute(t.db);
    }
    expect({
      schools: await rowCount(t.db, 'schools'),
      users: await rowCount(t.db, 'users'),
      files: await rowCount(t.db, 'files'),
      stored: (await storedFiles()).length,
    }).toEqual(before);
    // The same sign-up then goes through: nothing held the domain or the email.
    expect((await signUp(input)).statusCode).toBe(202);
  });

  it('two sign-ups racing for one domain: one school is made, the other answers 409', async () => {
    const domain = `race-${unique()}`;
    const answers = await Promise.all([signUp(body({ domain })), signUp(body({ domain }))]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([202, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().field).toBe('domain');
    const rows = await t.db.selectFrom('schools').select('id').where('domain', '=', domain).execute();
    expect(rows).toHaveLength(1);
  });
});

describe('public branding by domain', () => {
  it("reveals only the school's name, colour, logo and favicon", async () => {
    const input = body({ logo: PNG.toString('base64'), themeColor: '#c2255c' });
    expect((await signUp(input)).statusCode).toBe(202);
    const res = await call(t.app, { method: 'GET', url: `/api/schools/branding?domain=${input.domain}` });
    expect(res.statusCode).toBe(200);
    const branding = res.json<SchoolBranding>();
    expect(Object.keys(branding).sort()).toEqual(['faviconLink', 'logoLink', 'name', 'themeColor']);
    expect(branding).toMatchObject({ name: 'Maple Academy', themeColor: '#c2255c', faviconLink: null });
    expect(branding.logoLink).toMatch(/^\/api\/static\/files\//);
    expect(res.body).not.toContain(input.email);
    expect(res.body).not.toContain('Evening courses');
  });

  it("finds the school by a login page's host name under the product's own host", async () => {
    const input = body({ themeColor: '#c2255c' });
    expect((await signUp(input)).statusCode).toBe(202);
    // The test app's PUBLIC_URL is http://localhost:8080: maple.localhost names the school.
    const byHost = await call(t.app, { method: 'GET', url: `/api/schools/branding?host=${input.domain}.localhost` });
    expect(byHost.statusCode).toBe(200);
    expect(byHost.json()).toMatchObject({ name: 'Maple Academy', themeColor: '#c2255c' });
    for (const host of ['localhost', `${input.domain}.elsewhere.test`, `x.${input.domain}.localhost`, 'www.localhost']) {
      expect((await call(t.app, { method: 'GET', url: `/api/schools/branding?host=${host}` })).statusCode, host).toBe(404);
    }
    expect((await call(t.app, { method: 'GET', url: '/api/schools/branding' })).statusCode).toBe(404);
  });

  it('answers 404 for a domain no school has, and for a malformed one', async () => {
    for (const domain of ['nobody-here', 'NOPE', 'x']) {
      const res = await call(t.app, { method: 'GET', url: `/api/schools/branding?domain=${domain}` });
      expect(res.statusCode).toBe(404);
    }
  });
});

describe("a school's address, from the product's own (PUBLIC_URL)", () => {
  it('is a subdomain of the product host, or ?school= where the product runs on localhost or an IP', () => {
    expect(schoolAddressOf('https://lms.example.com', 'maple')).toBe('https://maple.lms.example.com');
    expect(schoolAddressOf('https://www.lms.example.com:8443/', 'maple')).toBe('https://maple.lms.example.com:8443');
    expect(schoolAddressOf('http://localhost:8080', 'maple')).toBe('http://localhost:8080/login?school=maple');
    expect(schoolAddressOf('http://10.0.0.5:8080', 'maple')).toBe('http://10.0.0.5:8080/login?school=maple');
  });

  it('reads the school from a host only in front of the product host, one label deep', () => {
    const base = 'https://lms.example.com';
    expect(domainOfHost(base, 'maple.lms.example.com')).toBe('maple');
    expect(domainOfHost(base, 'MAPLE.lms.example.com.')).toBe('maple');
    expect(domainOfHost('https://www.lms.example.com', 'maple.lms.example.com')).toBe('maple');
    // The product's own host is no school, even when it has a subdomain of its own (lms.).
    for (const host of [
      'lms.example.com',
      'example.com',
      'www.lms.example.com',
      'a.maple.lms.example.com',
      'maple.other.com',
      'bad_name.lms.example.com',
    ]) {
      expect(domainOfHost(base, host), host).toBeNull();
    }
  });

  it('the domain check answers it with the verdict', async () => {
    const available = await check(`oak-${unique()}`);
    expect(available.address).toBe(`http://localhost:8080/login?school=${available.domain}`);
    expect((await check('Bad_Name')).address).toBeNull();
  });
});
