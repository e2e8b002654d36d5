import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileUploadResponse } from '../../src/api/types.js';
import { fileBelongsToSchool, fileLinkOf, findSchoolFile, storageKeyOf } from '../../server/routes/files/repository.js';
import { ADMIN_EMAIL, INSTRUCTOR_EMAIL, STUDENT_EMAIL, call, createTestApp, login, type TestApp } from './helpers.js';
import { createOtherSchool, demoIds } from './schoolFixtures.js';
import { BMP, GIF, ICO, JPEG, PDF, PNG, SVG, WEBP, multipart, multipartWithoutFile } from './uploadFixtures.js';

let t: TestApp;
const tokens = { ADMIN: '', INSTRUCTOR: '', STUDENT: '', OTHER: '' };
let ids: Awaited<ReturnType<typeof demoIds>>;

beforeAll(async () => {
  t = await createTestApp();
  ids = await demoIds(t.db);
  const other = await createOtherSchool(t.db);
  tokens.ADMIN = await login(t.app, ADMIN_EMAIL);
  tokens.INSTRUCTOR = await login(t.app, INSTRUCTOR_EMAIL);
  tokens.STUDENT = await login(t.app, STUDENT_EMAIL);
  tokens.OTHER = await login(t.app, other.adminEmail);
});
afterAll(async () => {
  await t?.close();
});

type Who = keyof typeof tokens;
const upload = (data: Buffer, name: string, options: { type?: string; kind?: string; who?: Who | null; lang?: string } = {}) =>
  call(t.app, {
    method: 'POST',
    url: `/api/static/upload${options.kind ? `?kind=${options.kind}` : ''}`,
    token: options.who === null ? undefined : tokens[options.who ?? 'ADMIN'],
    lang: options.lang,
    ...multipart(data, name, options.type ?? 'application/octet-stream'),
  });
const uploaded = async (data: Buffer, name: string, options: Parameters<typeof upload>[2] = {}) => {
  const res = await upload(data, name, options);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<FileUploadResponse>();
};
const remove = (fileLink: string, who: Who = 'ADMIN', lang?: string) =>
  call(t.app, { method: 'DELETE', url: `/api/static/delete?fileLink=${encodeURIComponent(fileLink)}`, token: tokens[who], lang });

describe('POST /api/static/upload', () => {
  it('stores an image under a random key and answers its id, link, size and type', async () => {
    const file = await uploaded(PNG, 'avatar.png', { type: 'image/png' });
    expect(file).toEqual({
      fileId: expect.any(Number),
      link: expect.stringMatching(/^\/api\/static\/files\/[A-Za-z0-9_-]{24}\.png$/),
      size: PNG.length,
      contentType: 'image/png',
    });
    const row = await t.db.selectFrom('files').selectAll().where('id', '=', file.fileId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      school_id: ids.schoolId,
      uploaded_by: ids.user[ADMIN_EMAIL],
      original_name: 'avatar.png',
      mime: 'image/png',
      size: PNG.length,
    });
    expect(fileLinkOf(row.storage_key)).toBe(file.link);
    // The name the user chose never reaches the file system.
    const stored = fs.readdirSync(path.join(t.config.dataDir, 'files'), { recursive: true }).map(String);
    expect(stored.some((p) => p.endsWith(row.storage_key))).toBe(true);
    expect(stored.some((p) => p.includes('avatar'))).toBe(false);
  });

  it.each([
    ['JPEG', JPEG, 'image/jpeg', 'jpg'],
    ['GIF', GIF, 'image/gif', 'gif'],
    ['WebP', WEBP, 'image/webp', 'webp'],
  ])('accepts a %s', async (_, data, mime, ext) => {
    const file = await uploaded(data, 'picture');
    expect(file.link.endsWith(`.${ext}`)).toBe(true);
    const served = await call(t.app, { method: 'GET', url: file.link });
    expect(served.headers['content-type']).toBe(mime);
  });

  it('judges by the bytes, not the name: a PNG named .pdf is an image', async () => {
    const file = await uploaded(PNG, 'report.pdf', { type: 'application/pdf' });
    expect(file.link.endsWith('.png')).toBe(true);
    const row = await t.db.selectFrom('files').select('mime').where('id', '=', file.fileId).executeTakeFirstOrThrow();
    expect(row.mime).toBe('image/png');
    // ...and the same PNG is not a presentation.
    const asPdf = await upload(PNG, 'report.pdf', { kind: 'pdf', type: 'application/pdf' });
    expect(asPdf.statusCode).toBe(415);
    expect(asPdf.json()).toEqual({ message: 'A presentation needs a PDF file', status: 415, field: 'file' });
  });

  it('takes PDFs and images as a task answer (kind=answer), and refuses anything else naming what an answer takes', async () => {
    const pdf = await uploaded(PDF, 'solution.pdf', { kind: 'answer' });
    expect(pdf.link.endsWith('.pdf')).toBe(true);
    // What a quiz's file answer shows (QuizAnswerFileDto) comes with the upload's answer.
    expect(pdf).toMatchObject({ size: PDF.length, contentType: 'application/pdf' });
    expect((await uploaded(PNG, 'photo.png', { kind: 'answer' })).link.endsWith('.png')).toBe(true);
    const text = Buffer.from('just some text, not a PDF');
    const en = await upload(text, 'solution.pdf', { kind: 'answer', type: 'application/pdf' });
    expect(en.statusCode).toBe(415);
    expect(en.json()).toEqual({
      message: 'A task answer takes only PDF files and images (PNG, JPEG, WebP, GIF): this file is neither.',
      status: 415,
      field: 'file',
    });
    const ru = await upload(text, 'solution.pdf', { kind: 'answer', type: 'application/pdf', lang: 'ru' });
    expect(ru.json<{ message: string }>().message).toBe(
      'К ответу на задание можно приложить только PDF-файлы и изображения (PNG, JPEG, WebP, GIF): этот файл не из них.',
    );
  });

  it.each([
    ['a text file named .png', Buffer.from('just some text, not a picture'), 'photo.png'],
    ['an SVG (it can carry scripts)', SVG, 'logo.svg'],
    ['a PDF', PDF, 'slides.png'],
    ['an empty file', Buffer.alloc(0), 'empty.png'],
  ])('refuses %s with 415 "Unsupported image type"', async (_, data, name) => {
    const res = await upload(data, name, { type: 'image/png' });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: 'Unsupported image type', status: 415, field: 'file' });
  });

  it("takes icons and bitmaps only as a school's logo or favicon (kind=brand), as other images refuse them", async () => {
    for (const [data, name, mime] of [
      [ICO, 'favicon.ico', 'image/x-icon'],
      [BMP, 'logo.bmp', 'image/bmp'],
    ] as const) {
      expect((await upload(data, name)).statusCode, `${name} as an image`).toBe(415);
      const res = await upload(data, name, { kind: 'brand' });
      expect(res.statusCode, name).toBe(200);
      const stored = await t.db
        .selectFrom('files')
        .select(['mime', 'storage_key'])
        .where('id', '=', res.json<{ fileId: number }>().fileId)
        .executeTakeFirstOrThrow();
      expect(stored.mime).toBe(mime);
      expect(stored.storage_key).toMatch(new RegExp(`\\.${name.split('.')[1]}$`));
      const served = await call(t.app, { method: 'GET', url: res.json<{ link: string }>().link });
      expect(served.headers['content-type']).toBe(mime);
    }
    // An SVG can carry scripts: refused as a brand image too.
    expect((await upload(SVG, 'logo.svg', { kind: 'brand' })).statusCode).toBe(415);
  });

  it('says so in Russian', async () => {
    expect((await upload(SVG, 'a.png', { lang: 'ru' })).json().message).toBe('Неподдерживаемый тип изображения');
    expect((await upload(PNG, 'a.pdf', { kind: 'pdf', lang: 'ru' })).json().message).toBe('Для презентации нужен PDF-файл');
  });

  it('accepts a real PDF with kind=pdf', async () => {
    const file = await uploaded(PDF, 'Лекция 1.pdf', { kind: 'pdf', who: 'INSTRUCTOR' });
    expect(file.link.endsWith('.pdf')).toBe(true);
    const served = await call(t.app, { method: 'GET', url: file.link });
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe(
      `inline; filename="______ 1.pdf"; filename*=UTF-8''${encodeURIComponent('Лекция 1.pdf')}`,
    );
  });

  it('bounds sizes with a 413 naming the limit in MB', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(big, 'huge.png');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The file is too large: at most 5 MB.', status: 413, field: 'file' });
    expect((await upload(big, 'huge.png', { lang: 'ru' })).json().message).toBe('Файл слишком большой: не более 5 МБ.');
    // The same bytes fit under the PDF limit, and are then judged by type.
    expect((await upload(big, 'huge.pdf', { kind: 'pdf' })).statusCode).toBe(415);
  });

  it('refuses a request without a file, or with an unknown kind, naming the field', async () => {
    const none = await call(t.app, { method: 'POST', url: '/api/static/upload', token: tokens.ADMIN, ...multipartWithoutFile() });
    expect(none.json()).toEqual({ message: 'Attach a file in the field "file".', status: 400, field: 'file' });
    const json = await call(t.app, { method: 'POST', url: '/api/static/upload', token: tokens.ADMIN, payload: { file: 'x' } });
    expect(json.json()).toMatchObject({ status: 400, field: 'file' });
    expect((await upload(PNG, 'a.png', { kind: 'video' })).json()).toMatchObject({ status: 400, field: 'kind' });
  });

  it('lets every role upload, and nobody anonymous', async () => {
    expect((await upload(PNG, 'a.png', { who: 'INSTRUCTOR' })).statusCode).toBe(200);
    expect((await upload(PNG, 'a.png', { who: 'STUDENT' })).statusCode).toBe(200);
    expect((await upload(PNG, 'a.png', { who: null })).statusCode).toBe(401);
  });
});

describe('GET /api/static/files/:key', () => {
  it('serves the bytes publicly with their real type, nosniff, inline and long caching', async () => {
    const file = await uploaded(PNG, "Отчёт (1) it's.png");
    const res = await call(t.app, { method: 'GET', url: file.link });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PNG)).toBe(true);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="_____ (1) it's.png"; filename*=UTF-8''${encodeURIComponent('Отчёт')}%20%281%29%20it%27s.png`,
    );
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBe(PNG.length);
  });

  it('answers 404 for an unknown or malformed key', async () => {
    for (const key of ['AAAAAAAAAAAAAAAAAAAAAAAA.png', 'nope', '..%2F..%2Fetc%2Fpasswd']) {
      const res = await call(t.app, { method: 'GET', url: `/api/static/files/${key}` });
      expect(res.statusCode, key).toBe(404);
      expect(res.json()).toEqual({ message: 'Not found.', status: 404 });
    }
  });

  it('says in the API documentation why it is public', async () => {
    const doc = (await call(t.app, { method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths['/api/static/files/{key}'].get.description).toContain('unguessable');
    expect(doc.paths['/api/static/upload'].post.requestBody.content['multipart/form-data']).toBeDefined();
    expect(doc.paths['/api/students/import/{groupId}'].post.requestBody.content['multipart/form-data']).toBeDefined();
  });
});

describe('DELETE /api/static/delete', () => {
  it('lets the uploader delete their file: the row and the bytes go', async () => {
    const file = await uploaded(PNG, 'mine.png', { who: 'STUDENT' });
    const key = storageKeyOf(file.link)!;
    const res = await remove(file.link, 'STUDENT');
    expect(res.json()).toEqual({ message: 'The file has been deleted.' });
    expect((await call(t.app, { method: 'GET', url: file.link })).statusCode).toBe(404);
    expect(await t.db.selectFrom('files').select('id').where('storage_key', '=', key).executeTakeFirst()).toBeUndefined();
    const stored = fs.readdirSync(path.join(t.config.dataDir, 'files'), { recursive: true }).map(String);
    expect(stored.some((p) => p.endsWith(key))).toBe(false);
    expect((await remove(file.link, 'STUDENT')).statusCode).toBe(404);
  });

  it('accepts the absolute URL too, and answers in Russian', async () => {
    const file = await uploaded(PNG, 'x.png');
    expect((await remove(`https://school.example${file.link}`, 'ADMIN', 'ru')).json()).toEqual({ message: 'Файл удалён.' });
  });

  it("refuses others' files with 404, but lets the school's admin delete any of its files", async () => {
    const byAdmin = await uploaded(PNG, 'admin.png');
    expect((await remove(byAdmin.link, 'STUDENT')).statusCode).toBe(404);
    expect((await remove(byAdmin.link, 'INSTRUCTOR')).statusCode).toBe(404);
    expect((await remove(byAdmin.link, 'OTHER')).statusCode).toBe(404);
    expect((await call(t.app, { method: 'GET', url: byAdmin.link })).statusCode).toBe(200);

    const byStudent = await uploaded(PNG, 'student.png', { who: 'STUDENT' });
    expect((await remove(byStudent.link, 'INSTRUCTOR')).statusCode).toBe(404);
    expect((await remove(byStudent.link, 'ADMIN')).statusCode).toBe(200);
  });

  it('answers 404 for nonsense links and 400 without one', async () => {
    expect((await remove('/api/static/files/unknown-key-000000000.png')).statusCode).toBe(404);
    expect((await remove('not a link at all')).statusCode).toBe(404);
    const res = await call(t.app, { method: 'DELETE', url: '/api/static/delete', token: tokens.ADMIN });
    expect(res.json()).toMatchObject({ status: 400, field: 'fileLink' });
  });
});

describe('file helpers for other modules', () => {
  it('tell whether a file id belongs to a school', async () => {
    const image = await uploaded(PNG, 'course.png');
    const pdf = await uploaded(PDF, 'x.pdf', { kind: 'pdf' });
    const other = await demoIds(t.db);
    expect(await fileBelongsToSchool(t.db, other.schoolId, image.fileId)).toBe(true);
    expect(await fileBelongsToSchool(t.db, other.schoolId, image.fileId, { imagesOnly: true })).toBe(true);
    expect(await fileBelongsToSchool(t.db, other.schoolId, pdf.fileId, { imagesOnly: true })).toBe(false);
    expect(await fileBelongsToSchool(t.db, other.schoolId + 1000, image.fileId)).toBe(false);
    expect(await fileBelongsToSchool(t.db, other.schoolId, 999999)).toBe(false);
    expect(await findSchoolFile(t.db, other.schoolId, image.fileId)).toEqual({
      id: image.fileId,
      storageKey: storageKeyOf(image.link),
      mime: 'image/png',
      link: image.link,
    });
  });

  it('read storage keys out of links', () => {
    expect(storageKeyOf('/api/static/files/abcdefghijklmnopqrstuvwx.png')).toBe('abcdefghijklmnopqrstuvwx.png');
    expect(storageKeyOf('http://host/api/static/files/abcdefghijklmnopqrstuvwx.png?x=1')).toBe('abcdefghijklmnopqrstuvwx.png');
    expect(storageKeyOf('/api/static/files/../../etc/passwd')).toBeNull();
    expect(storageKeyOf('')).toBeNull();
  });
});
