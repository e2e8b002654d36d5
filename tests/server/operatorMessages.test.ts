import { describe, expect, it } from 'vitest';
import { runCli } from '../../server/cli/program.js';
import { loadConfig } from '../../server/config.js';
import { ConfigError } from '../../server/configError.js';
import { operatorLanguage, operatorText } from '../../server/i18n/operator.js';
import { operatorEn } from '../../server/i18n/operatorEn.js';
import { operatorRu } from '../../server/i18n/operatorRu.js';

/** Every dotted key of a nested dictionary. */
function keysOf(node: object, prefix = ''): string[] {
  return Object.entries(node).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value as object, `${prefix}${key}.`),
  );
}

function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env, '/srv/lms');
  } catch (err) {
    if (err instanceof ConfigError) return err;
    throw err;
  }
  throw new Error('the configuration was accepted');
}

async function lms(env: Record<string, string>, ...args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await runCli(args, { env, out: (text) => (out += text), err: (text) => (err += text) });
  return { code, out, err };
}

const RU = { LANG: 'ru_RU.UTF-8' };

describe('the operator language', () => {
  it('comes from LC_ALL, then LC_MESSAGES, then LANG', () => {
    expect(operatorLanguage({ LC_ALL: 'ru_RU.UTF-8', LC_MESSAGES: 'en_US.UTF-8', LANG: 'en_GB.UTF-8' })).toBe('ru');
    expect(operatorLanguage({ LC_ALL: 'en_US.UTF-8', LC_MESSAGES: 'ru_RU.UTF-8', LANG: 'ru_RU.UTF-8' })).toBe('en');
    expect(operatorLanguage({ LC_MESSAGES: 'ru_RU.UTF-8', LANG: 'en_US.UTF-8' })).toBe('ru');
    expect(operatorLanguage({ LC_MESSAGES: 'C', LANG: 'ru_RU.UTF-8' })).toBe('en');
    expect(operatorLanguage({ LANG: 'ru_RU.UTF-8' })).toBe('ru');
    expect(operatorLanguage({ LANG: 'ru' })).toBe('ru');
    expect(operatorLanguage({ LC_ALL: '', LANG: 'ru_UA.KOI8-U' })).toBe('ru');
  });

  it('is English for C, POSIX, other languages and an empty environment', () => {
    for (const LANG of ['C', 'C.UTF-8', 'POSIX', 'de_DE.UTF-8', 'rus', 'en_US.UTF-8', '']) expect(operatorLanguage({ LANG })).toBe('en');
    expect(operatorLanguage({})).toBe('en');
  });
});

describe('the operator dictionaries', () => {
  it('have the same keys in English and Russian, none of them empty', () => {
    expect(keysOf(operatorRu).sort()).toEqual(keysOf(operatorEn).sort());
    for (const key of keysOf(operatorRu)) expect(operatorText('ru', key as never), key).not.toBe('');
  });

  it('write numbers as the reader expects', () => {
    const params = { name: 'OIDC_CLIENT_SECRET', max: 1024, length: 12345 };
    expect(operatorText('en', 'config.oidcTokenLength', params)).toBe('OIDC_CLIENT_SECRET must be at most 1,024 characters, got 12,345');
    expect(operatorText('ru', 'config.oidcTokenLength', params)).toMatch(/не более 1\s024 символов, получено символов: 12\s345$/);
  });
});

describe('a configuration error', () => {
  it('names the variable in English and in Russian, its message staying English', () => {
    const err = configError({ PORT: 'eighty' });
    expect(err.message).toBe('PORT must be a whole number from 0 to 65535, got "eighty"');
    expect(err.describe('en')).toBe(err.message);
    expect(err.describe('ru')).toBe('PORT должен быть целым числом от 0 до 65535, получено «eighty»');
  });

  it('words nested parts in the same language', () => {
    const err = configError({ DATABASE_URL: 'mysql://db' });
    expect(err.describe('en')).toBe('DATABASE_URL must start with postgres:// or postgresql://, got "mysql://db"');
    expect(err.describe('ru')).toBe('DATABASE_URL должен начинаться с postgres:// или postgresql://, получено «mysql://db»');
    expect(operatorText('ru', 'config.error', { message: err })).toMatch(/^Ошибка конфигурации: DATABASE_URL должен/);
  });
});

describe('the lms command in Russian', () => {
  it('prints its help in Russian', async () => {
    const res = await lms(RU, '--help');
    expect(res.code).toBe(0);
    expect(res.out).toMatch(/^Использование: lms \[options\] \[command\]/);
    expect(res.out).toContain('Администрирование установки Online School LMS');
    expect(res.out).toContain('Параметры:');
    expect(res.out).toContain('Команды:');
    expect(res.out).toMatch(/-h, --help\s+показать справку по команде/);
    expect(res.out).toMatch(/check-config\s+Читает конфигурацию/);
    const sub = await lms(RU, 'create-school', '--help');
    expect(sub.out).toMatch(/--name <name>\s+название школы/);
  });

  it('prints a command error, a configuration error and an app rule in Russian', async () => {
    const base = ['create-school', '--name', 'X', '--admin-first-name', 'X', '--admin-last-name', 'Y', '--admin-email', 'a@b.test'];
    const reserved = await lms(RU, ...base, '--domain', 'www');
    expect(reserved.code).toBe(1);
    expect(reserved.err).toBe('Ошибка: domain: «www» зарезервирован\n');
    const weak = await lms(RU, ...base, '--domain', 'cli-ru', '--password', '123');
    expect(weak.err).toBe('Ошибка: password: Пароль должен содержать не менее 6 символов!\n');
    const config = await lms({ ...RU, PORT: 'eighty' }, 'check-config');
    expect(config.code).toBe(2);
    expect(config.err).toBe('Ошибка: Ошибка конфигурации: PORT должен быть целым числом от 0 до 65535, получено «eighty»\n');
  });

  it('stays in English under LANG=C', async () => {
    const res = await lms({ LANG: 'C', PORT: 'eighty' }, 'check-config');
    expect(res.err).toMatch(/^Error: Configuration error: PORT must be a whole number/);
    expect((await lms({ LANG: 'C' }, '--help')).out).toMatch(/^Usage: lms/);
  });
});
