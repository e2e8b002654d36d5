import fs from 'node:fs';
import path from 'node:path';
import { DeleteObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileUploadResponse } from '../../src/api/types.js';
import { purgeExpiredTrash } from '../../server/lib/trash.js';
import { createS3Storage } from '../../server/lib/s3Storage.js';
import { storageKeyOf } from '../../server/routes/files/repository.js';
import { ADMIN_EMAIL, INSTRUCTOR_EMAIL, call, createTestApp, login, type TestApp } from './helpers.js';
import { demoIds } from './schoolFixtures.js';
import { PDF, PNG, multipart } from './uploadFixtures.js';
import { startTestBucket, type TestBucket } from './s3Fixture.js';

/* The app with STORAGE_URL naming an S3 bucket (s3rver on loopback): uploads land there and are served from there. */

const DAY = 86_400_000;
let bucket: TestBucket;
let t: TestApp;
let token: string;
let instructor: string;
let courseId: number;

beforeAll(async () => {
  bucket = await startTestBucket();
  t = await createTestApp({ env: bucket.env, startAt: new Date('2026-04-01T09:00:00Z') });
  token = await login(t.app, ADMIN_EMAIL);
  instructor = await login(t.app, INSTRUCTOR_EMAIL);
  courseId = (await demoIds(t.db)).course['JavaScript Fundamentals'];
});
afterAll(async () => {
  await t?.close();
  await bucket?.close();
});

const api = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, as = token) =>
  call(t.app, { method, url: `/api/${url}`, payload, token: as });
const upload = async (data: Buffer, name: string, kind = 'image') => {
  const res = await call(t.app, { method: 'POST', url: `/api/static/upload?kind=${kind}`, token, ...multipart(data, name) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<FileUploadResponse>();
};
const keyOf = (file: FileUploadResponse) => storageKeyOf(file.link)!;

/** A lesson (the course's instructor's) holding a presentation of a freshly uploaded PDF; answers the lesson and the PDF's key. */
async function lessonWithPdf(name: string): Promise<{ lessonId: number; key: string }> {
  const lesson = await api('POST', `courses/${courseId}/lessons`, { lessonName: name, showDate: '2026-03-01T10:00:00Z' }, instructor);
  expect(lesson.statusCode, lesson.body).toBe(200);
  const lessonId: number = lesson.json().id;
  const pdf = await upload(PDF, 'slides.pdf', 'pdf');
  const added = await api('POST', `lessons/${lessonId}/presentations`, { name: 'Slides', description: '', fileId: pdf.fileId }, instructor);
  expect(added.statusCode, added.body).toBe(200);
  return { lessonId, key: keyOf(pdf) };
}

describe('files in an S3 bucket', () => {
  it('stores an upload in the bucket, not on the disk, and serves it through the same link and headers', async () => {
    const file = await upload(PNG, 'avatar.png');
    expect(file.link).toMatch(/^\/api\/static\/files\/[A-Za-z0-9_-]{24}\.png$/);
    expect(await bucket.keys()).toContain(keyOf(file));
    expect(fs.existsSync(path.join(t.config.dataDir, 'files'))).toBe(false);

    const served = await call(t.app, { method: 'GET', url: file.link });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(PNG.length),
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline; filename="avatar.png"; filename*=UTF-8\'\'avatar.png',
      'cache-control': 'public, max-age=31536000, immutable',
    });
  });

  it('answers 404 for an object gone from the bucket, and for a key never stored', async () => {
    const file = await upload(PNG, 'vanishing.png');
    await bucket.client.send(new DeleteObjectCommand({ Bucket: bucket.config.bucket, Key: keyOf(file) }));
    const gone = await call(t.app, { method: 'GET', url: file.link });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ status: 404 });
    expect((await call(t.app, { method: 'GET', url: `/api/static/files/${'n'.repeat(24)}.png` })).statusCode).toBe(404);
  });

  it('removes the object when the file is deleted', async () => {
    const file = await upload(PNG, 'deleted.png');
    const res = await api('DELETE', `static/delete?fileLink=${encodeURIComponent(file.link)}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await bucket.keys()).not.toContain(keyOf(file));
    expect((await call(t.app, { method: 'GET', url: file.link })).statusCode).toBe(404);
  });

  it('removes a presentation PDF when its lesson is destroyed from the trash', async () => {
    const { lessonId, key } = await lessonWithPdf('Destroyed');
    expect((await api('DELETE', `courses/${courseId}/lessons/${lessonId}`, undefined, instructor)).statusCode).toBe(200);
    expect(await bucket.keys()).toContain(key);
    const trash = (await api('GET', 'trash?search=Destroyed')).json().objects as Array<{ trashId: number; name: string }>;
    const trashId = trash.find((item) => item.name === 'Destroyed')!.trashId;
    expect((await api('DELETE', `trash/${trashId}`)).statusCode).toBe(200);
    expect(await bucket.keys()).not.toContain(key);
  });

  it('removes a presentation PDF when the trash is purged after 7 days', async () => {
    const { lessonId, key } = await lessonWithPdf('Purged');
    expect((await api('DELETE', `courses/${courseId}/lessons/${lessonId}`, undefined, instructor)).statusCode).toBe(200);
    // The purge job's own call, with the storage the server builds from STORAGE_URL.
    const storage = createS3Storage(t.config.storage!);
    try {
      expect(await purgeExpiredTrash(t.db, new Date(t.clock.now().getTime() + 8 * DAY), storage)).toBeGreaterThan(0);
    } finally {
      storage.close();
    }
    expect(await bucket.keys()).not.toContain(key);
  });
});
