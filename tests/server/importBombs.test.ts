import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_CONCURRENCY, importSlots } from '../../server/routes/students/importRoute.js';
import { ADMIN_EMAIL, call, createTestApp, login, rowCount, type TestApp } from './helpers.js';
import { memoryGrowthDuring } from './memoryGrowth.js';
import { addGroup, demoIds } from './schoolFixtures.js';
import { multipart } from './uploadFixtures.js';
import { honestBomb, lyingBomb, studentsWorkbook } from './zipBombs.js';

/*
 * An .xlsx that unpacks to far more than it weighs must not take the
 * server's memory. Anyone can reach this route (the public sign-up makes any visitor the admin
 * of a new school), so each attack file is sent through the real route and the server's memory
 * is watched while it answers.
 */

let t: TestApp;
let admin: string;
let group: number;
const files = {} as { lying: Buffer; honest: Buffer; manyRows: Buffer };

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, ADMIN_EMAIL);
  group = await addGroup(t.db, (await demoIds(t.db)).schoolId, 'Bombs');
  files.lying = lyingBomb(1024);
  files.honest = honestBomb(1024);
  files.manyRows = studentsWorkbook(100_000, 'many');
});
afterAll(async () => {
  await t?.close();
});

/** The most any one upload may add to the server's memory. */
const LIMIT_MB = 100;

const upload = (data: Buffer, lang?: string) =>
  call(t.app, { method: 'POST', url: `/api/students/import/${group}`, token: admin, lang, ...multipart(data, 'students.xlsx') });

describe('files that unpack to much more than they weigh', () => {
  it('a lying zip (its headers claim 1 KB, it inflates to 1 GB) is refused early as no workbook', async () => {
    expect(files.lying.length).toBeLessThan(2 * 1024 * 1024);
    const before = await rowCount(t.db, 'users');
    const { result: res, growth } = await memoryGrowthDuring(() => upload(files.lying));
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      message: 'The file must be an Excel workbook (.xlsx). Open an .xls or .csv file and save it as .xlsx.',
      status: 415,
      field: 'file',
    });
    expect(growth.rssMb).toBeLessThan(LIMIT_MB);
    expect(growth.heapMb).toBeLessThan(LIMIT_MB);

    const ru = await upload(files.lying, 'ru');
    expect(ru.statusCode).toBe(415);
    expect(ru.json().message).toBe('Нужен файл Excel (.xlsx). Откройте файл .xls или .csv и сохраните его как .xlsx.');
    expect(await rowCount(t.db, 'users')).toBe(before);
  });

  it('an honest 1 GB sheet is read only up to the unpacking limit, then refused with 413', async () => {
    const before = await rowCount(t.db, 'users');
    const { result: res, growth } = await memoryGrowthDuring(() => upload(files.honest));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      message:
        'The file is too large once unpacked: its first sheet may hold at most 16 MB of data. Remove unused rows, columns and formatting, or split it into several files.',
      status: 413,
      field: 'file',
    });
    expect(growth.rssMb).toBeLessThan(LIMIT_MB);
    expect(growth.heapMb).toBeLessThan(LIMIT_MB);
    expect(await rowCount(t.db, 'users')).toBe(before);
    // The Russian answer is checked below, where several of these are sent at once.
  });

  it('a sheet of 100,000 rows is read up to row 5,001 only, and refused naming the 5,000 limit', async () => {
    const before = await rowCount(t.db, 'users');
    const { result: res, growth } = await memoryGrowthDuring(() => upload(files.manyRows));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'The file has more than 5000 student rows; at most 5000 can be imported at once. Split it into several files.',
      status: 400,
      field: 'file',
      errors: [],
    });
    expect(growth.rssMb).toBeLessThan(LIMIT_MB);
    expect(growth.heapMb).toBeLessThan(LIMIT_MB);

    // The same refusal in Russian, for a file just past the limit.
    const ru = await upload(studentsWorkbook(5001, 'many'), 'ru');
    expect(ru.json().message).toBe(
      'В файле больше 5000 строк со студентами; за один раз можно импортировать не более 5000. Разделите его на несколько файлов.',
    );
    expect(await rowCount(t.db, 'users')).toBe(before);
  });
});

describe('imports running at once', () => {
  it(`refuses an import past ${IMPORT_CONCURRENCY} running ones with 429 and Retry-After, in the caller's language`, async () => {
    // The places are taken as running imports take them; the route cannot tell the difference.
    const held = Array.from({ length: IMPORT_CONCURRENCY }, () => importSlots.tryTake());
    const before = await rowCount(t.db, 'users');
    const file = studentsWorkbook(2, 'busy');
    try {
      expect(held.every(Boolean)).toBe(true);
      const res = await upload(file);
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({
        message: 'Other imports are running right now. Try again in a few seconds.',
        status: 429,
        field: 'file',
      });
      const ru = await upload(file, 'ru');
      expect(ru.statusCode).toBe(429);
      expect(ru.json().message).toBe('Сейчас идут другие импорты. Попробуйте снова через несколько секунд.');
      expect(await rowCount(t.db, 'users')).toBe(before);
    } finally {
      for (const release of held) release?.();
    }
    // A place freed is a place to import in.
    const res = await upload(file);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().imported).toBe(2);
    expect(importSlots.inUse).toBe(0);
  });

  it('lets only that many big files be read at once, and frees every place after', async () => {
    const count = IMPORT_CONCURRENCY + 2;
    const { result: answers, growth } = await memoryGrowthDuring(() =>
      Promise.all(Array.from({ length: count }, () => upload(files.honest, 'ru'))),
    );
    const messages = answers.map((res) => `${res.statusCode} ${res.json().message}`);
    const tooLarge =
      '413 Файл слишком большой после распаковки: на первом листе может быть не более 16 МБ данных. Удалите лишние строки, столбцы и форматирование или разделите файл на несколько.';
    const busy = '429 Сейчас идут другие импорты. Попробуйте снова через несколько секунд.';
    // Reading a bomb takes far longer than getting past the checks before the places, so the
    // later uploads find them taken.
    expect(messages.filter((message) => message === busy).length).toBeGreaterThanOrEqual(count - IMPORT_CONCURRENCY);
    expect(new Set(messages)).toEqual(new Set([tooLarge, busy]));
    expect(growth.rssMb).toBeLessThan(IMPORT_CONCURRENCY * LIMIT_MB);
    expect(growth.heapMb).toBeLessThan(IMPORT_CONCURRENCY * LIMIT_MB);
    expect(importSlots.inUse).toBe(0);
  });
});
