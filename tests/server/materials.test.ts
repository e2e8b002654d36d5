import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buffer } from 'node:stream/consumers';
import {
  isHttpUrl,
  parseOffsetDateTime,
  videoPreviewOf,
  youtubeIdOf,
  type LessonDto,
  type LinkDto,
  type PresentationDto,
  type VideoDto,
} from '../../src/api/learning.js';
import type { ListResponse, MessageResponse, SavedResponse, TrashDto } from '../../src/api/types.js';
import { fileTypeFromBuffer } from 'file-type';
import { seedDemo } from '../../server/db/seed/demo.js';
import { demoPdf, seedDemoLessons } from '../../server/db/seed/demoLessons.js';
import type { FileStorage } from '../../server/lib/storage.js';
import {
  apiClient,
  ADMIN_EMAIL,
  INSTRUCTOR_EMAIL,
  STUDENT_EMAIL,
  call,
  createTestApp,
  login,
  type Method,
  type TestApp,
} from './helpers.js';
import { addCourse, addFile, createOtherSchool, demoIds } from './schoolFixtures.js';
import { PDF, PNG, multipart } from './uploadFixtures.js';
import { assign, loginUser } from './learningFixtures.js';

describe('youtubeIdOf', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s&list=PL123', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['http://www.youtube.com/watch?v=a-b_c1D2E3f', 'a-b_c1D2E3f'],
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc&t=10', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=5', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/shorts/dQw4w9WgXcQ?feature=share', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/live/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://WWW.YOUTUBE.COM/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ])('finds the id in %s', (link, id) => {
    expect(youtubeIdOf(link)).toBe(id);
  });

  it.each([
    'https://vimeo.com/76979871',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQx',
    'https://www.youtube.com/watch?list=PL123',
    'https://www.youtube.com/channel/UC1234567890',
    'https://www.youtube.com/embed/',
    'https://youtu.be/',
    'https://notyoutube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com.evil.test/watch?v=dQw4w9WgXcQ',
    'https://evil.test/?u=https://youtu.be/dQw4w9WgXcQ',
    'javascript:alert("https://youtu.be/dQw4w9WgXcQ")',
    'youtu.be/dQw4w9WgXcQ',
    '',
  ])('finds none in %s', (link) => {
    expect(youtubeIdOf(link)).toBeNull();
  });

  it('derives the thumbnail and the privacy-friendly player', () => {
    expect(videoPreviewOf('https://youtu.be/dQw4w9WgXcQ')).toEqual({
      youtubeId: 'dQw4w9WgXcQ',
      thumbnailUrl: 'https://img.youtube.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
      embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    });
    expect(videoPreviewOf('https://example.com/video.mp4')).toEqual({ youtubeId: null, thumbnailUrl: null, embedUrl: null });
  });
});

describe('isHttpUrl and parseOffsetDateTime', () => {
  it('accepts only absolute http(s) addresses', () => {
    for (const good of ['https://example.com', 'http://example.com/a?b=c#d', 'https://пример.рф/путь', 'https://127.0.0.1:8080/x'])
      expect(isHttpUrl(good), good).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'ftp://example.com',
      'mailto:a@b.c',
      '/relative',
      'example.com',
      'https://',
      'https://exa mple.com',
      'vbscript:x',
      ` ${'https://example.com'}`,
      `https://example.com/${'a'.repeat(2048)}`,
    ]) {
      expect(isHttpUrl(bad), bad).toBe(false);
    }
  });

  it('reads ISO 8601 with an offset and nothing else', () => {
    expect(parseOffsetDateTime('2026-04-01T12:00:00+03:00')?.toISOString()).toBe('2026-04-01T09:00:00.000Z');
    expect(parseOffsetDateTime('2026-04-01T12:00Z')?.toISOString()).toBe('2026-04-01T12:00:00.000Z');
    expect(parseOffsetDateTime('2024-02-29T23:59:59.999-05:30')?.toISOString()).toBe('2024-03-01T05:29:59.999Z');
    for (const bad of [
      '2026-04-01T12:00:00',
      '2026-04-01',
      '2025-02-29T00:00:00Z',
      '2026-13-01T00:00:00Z',
      '2026-04-31T00:00:00Z',
      '2026-04-01T12:60:00Z',
      '2026-04-01 12:00:00Z',
      '2026-04-01t12:00:00z',
      '2026-04-01T12:00:00+15:00',
    ]) {
      expect(parseOffsetDateTime(bad), bad).toBeNull();
    }
  });
});

let t: TestApp;
let ids: Awaited<ReturnType<typeof demoIds>>;
let other: Awaited<ReturnType<typeof createOtherSchool>>;
const tokens = { ADMIN: '', INSTRUCTOR: '', STUDENT: '', STRANGER: '', OTHER_SCHOOL: '' };
let lessonId: number;
let courseId: number;

beforeAll(async () => {
  t = await createTestApp({ startAt: new Date('2026-04-01T09:00:00Z') });
  ids = await demoIds(t.db);
  other = await createOtherSchool(t.db);
  tokens.ADMIN = await login(t.app, ADMIN_EMAIL);
  tokens.INSTRUCTOR = await login(t.app, INSTRUCTOR_EMAIL);
  tokens.STUDENT = await login(t.app, STUDENT_EMAIL);
  tokens.STRANGER = await loginUser(t.app, t.db, ids.user['maria.ivanova@demo.test']);
  await assign(t.db, other.courseId, other.instructorId);
  tokens.OTHER_SCHOOL = await loginUser(t.app, t.db, other.instructorId);
  courseId = ids.course['JavaScript Fundamentals'];
  lessonId = await addLesson('Materials');
});
afterAll(async () => {
  await t?.close();
});

/** A lesson of the demo course (the demo student's group studies it); its id. */
async function addLesson(lessonName: string): Promise<number> {
  const res = await call(t.app, {
    method: 'POST',
    url: `/api/courses/${courseId}/lessons`,
    token: tokens.INSTRUCTOR,
    payload: { lessonName, showDate: '2026-03-01T10:00:00Z' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id;
}

const { api, ok } = apiClient(
  () => t.app,
  () => tokens.INSTRUCTOR,
);
const uploadPdf = async (bytes: Buffer = PDF, token = tokens.INSTRUCTOR): Promise<{ fileId: number; link: string }> => {
  const res = await call(t.app, {
    method: 'POST',
    url: '/api/static/upload?kind=pdf',
    token,
    ...multipart(bytes, 'slides.pdf', 'application/pdf'),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const fileRow = (id: number) => t.db.selectFrom('files').select(['id', 'storage_key']).where('id', '=', id).executeTakeFirst();

describe('videos', () => {
  it('adds a YouTube video with a thumbnail and a player, and another host as a plain link', async () => {
    // A lesson of its own: other tests add videos to the shared one.
    const lessonId = await addLesson('Videos');
    const res = await api(
      'POST',
      `lessons/${lessonId}/videos`,
      { videoName: ' Intro ', link: ' https://youtu.be/dQw4w9WgXcQ?t=3 ' },
      { lang: 'ru' },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: 'Видео добавлено.',
      id: expect.any(Number),
      lessonId,
      videoName: 'Intro',
      description: '',
      link: 'https://youtu.be/dQw4w9WgXcQ?t=3',
      youtubeId: 'dQw4w9WgXcQ',
      thumbnailUrl: 'https://img.youtube.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
      embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      createdAt: '2026-04-01T09:00:00.000Z',
    });
    const vimeo = await ok<SavedResponse<VideoDto>>('POST', `lessons/${lessonId}/videos`, {
      videoName: 'Elsewhere',
      description: 'On Vimeo',
      link: 'https://vimeo.com/76979871',
    });
    expect(vimeo).toMatchObject({
      message: 'The video has been added.',
      youtubeId: null,
      thumbnailUrl: null,
      embedUrl: null,
      description: 'On Vimeo',
    });
    const list = await ok<ListResponse<VideoDto>>('GET', `lessons/${lessonId}/videos`);
    expect(list.count).toBe(2);
    expect(list.objects.map((v) => v.videoName)).toEqual(['Intro', 'Elsewhere']);
    expect((await ok<ListResponse<VideoDto>>('GET', `lessons/${lessonId}/videos?page=2&size=1`)).objects.map((v) => v.videoName)).toEqual([
      'Elsewhere',
    ]);
    expect((await ok<ListResponse<VideoDto>>('GET', `lessons/${lessonId}/videos?search=vimeo`)).count).toBe(1);
    expect(await ok<VideoDto>('GET', `lessons/${lessonId}/videos/${vimeo.id}`)).toEqual(list.objects[1]);
  });

  it('saves and deletes a video', async () => {
    const video = await ok<SavedResponse<VideoDto>>('POST', `lessons/${lessonId}/videos`, {
      videoName: 'Draft',
      link: 'https://example.com/v.mp4',
    });
    const saved = await ok<SavedResponse<VideoDto>>('PUT', `lessons/${lessonId}/videos/${video.id}`, {
      videoName: 'Final',
      link: 'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    });
    expect(saved).toMatchObject({ message: 'The video has been saved.', videoName: 'Final', youtubeId: 'dQw4w9WgXcQ', description: '' });
    expect(await ok<MessageResponse>('DELETE', `lessons/${lessonId}/videos/${video.id}`)).toEqual({
      message: 'The video has been deleted.',
    });
    expect((await api('GET', `lessons/${lessonId}/videos/${video.id}`)).statusCode).toBe(404);
    expect((await api('PUT', `lessons/${lessonId}/videos/${video.id}`, { videoName: 'x', link: 'https://example.com' })).statusCode).toBe(
      404,
    );
    expect((await api('DELETE', `lessons/${lessonId}/videos/${video.id}`)).statusCode).toBe(404);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const url = `lessons/${lessonId}/videos`;
    const urlMessage = 'The field "link" must be an address starting with http:// or https://.';
    const cases: Array<[object, string, string]> = [
      [{ link: 'https://example.com' }, 'videoName', 'The field "videoName" is required.'],
      [{ videoName: '  ', link: 'https://example.com' }, 'videoName', 'The field "videoName" is required.'],
      [{ videoName: 'V' }, 'link', 'The field "link" is required.'],
      [{ videoName: 'V', link: 'javascript:alert(1)' }, 'link', urlMessage],
      [{ videoName: 'V', link: 'www.youtube.com/watch?v=dQw4w9WgXcQ' }, 'link', urlMessage],
      [{ videoName: 'V', link: 'x'.repeat(2049) }, 'link', 'The field "link" must be at most 2048 characters.'],
    ];
    for (const [payload, field, message] of cases)
      expect((await api('POST', url, payload)).json(), JSON.stringify(payload)).toEqual({ status: 400, field, message });
    expect((await api('POST', url, { videoName: 'V', link: 'data:text/html,hi' }, { lang: 'ru' })).json().message).toBe(
      'Поле «link» должно содержать адрес, начинающийся с http:// или https://.',
    );
  });
});

describe('links', () => {
  it('adds, reads, saves and deletes a link', async () => {
    // A lesson of its own: other tests add links to the shared one.
    const lessonId = await addLesson('Links');
    const res = await api('POST', `lessons/${lessonId}/links`, { text: ' MDN ', link: 'https://developer.mozilla.org/' });
    expect(res.json()).toEqual({
      message: 'The link has been added.',
      id: expect.any(Number),
      lessonId,
      text: 'MDN',
      link: 'https://developer.mozilla.org/',
      createdAt: '2026-04-01T09:00:00.000Z',
    });
    const { id } = res.json();
    expect((await ok<ListResponse<LinkDto>>('GET', `lessons/${lessonId}/links`)).objects).toEqual([
      expect.objectContaining({ id, text: 'MDN' }),
    ]);
    expect(await ok<LinkDto>('GET', `lessons/${lessonId}/links/${id}`)).toMatchObject({ id, text: 'MDN' });
    const saved = await api(
      'PUT',
      `lessons/${lessonId}/links/${id}`,
      { text: 'MDN Web Docs', link: 'http://developer.mozilla.org/ru/' },
      { lang: 'ru' },
    );
    expect(saved.json()).toMatchObject({ message: 'Ссылка сохранена.', text: 'MDN Web Docs', link: 'http://developer.mozilla.org/ru/' });
    expect(await ok<MessageResponse>('DELETE', `lessons/${lessonId}/links/${id}`)).toEqual({ message: 'The link has been deleted.' });
    expect((await ok<ListResponse<LinkDto>>('GET', `lessons/${lessonId}/links`)).count).toBe(0);
    expect((await api('GET', `lessons/${lessonId}/links/${id}`)).statusCode).toBe(404);
  });

  it('takes display text and an http(s) URL only', async () => {
    const url = `lessons/${lessonId}/links`;
    for (const link of [
      'javascript:alert(document.cookie)',
      ' JAVASCRIPT:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'vbscript:msgbox',
      'ftp://files.example.com',
      '//example.com',
      'file:///etc/passwd',
    ]) {
      expect((await api('POST', url, { text: 'Click', link })).json(), link).toEqual({
        status: 400,
        field: 'link',
        message: 'The field "link" must be an address starting with http:// or https://.',
      });
    }
    expect((await api('POST', url, { text: '', link: 'https://example.com' })).json()).toMatchObject({ status: 400, field: 'text' });
    expect((await api('POST', url, { text: 'x'.repeat(201), link: 'https://example.com' })).json()).toMatchObject({
      status: 400,
      field: 'text',
    });
    const existing = await ok<SavedResponse<LinkDto>>('POST', url, { text: 'Safe', link: 'https://example.com' });
    expect((await api('PUT', `${url}/${existing.id}`, { text: 'Safe', link: 'javascript:void(0)' })).json()).toMatchObject({
      status: 400,
      field: 'link',
    });
    expect((await ok<LinkDto>('GET', `${url}/${existing.id}`)).link).toBe('https://example.com');
  });
});

describe('presentations', () => {
  it('adds a presentation holding an uploaded PDF that can be read in the browser', async () => {
    // A lesson of its own: other tests add presentations to the shared one.
    const lessonId = await addLesson('Presentations');
    const upload = await uploadPdf();
    const res = await api('POST', `lessons/${lessonId}/presentations`, { name: 'Slides', description: 'Week 1', fileId: upload.fileId });
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json();
    expect(created).toEqual({
      message: 'The presentation has been added.',
      presentationId: expect.any(Number),
      lessonId,
      name: 'Slides',
      description: 'Week 1',
      fileId: upload.fileId,
      fileLink: upload.link,
      fileName: 'slides.pdf',
      createdAt: '2026-04-01T09:00:00.000Z',
    });
    const served = await call(t.app, { method: 'GET', url: created.fileLink });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toMatch(/^inline/);
    expect(served.rawPayload.equals(PDF)).toBe(true);

    const { presentationId, message: _, ...dto } = created;
    expect(await ok<PresentationDto>('GET', `lessons/${lessonId}/presentations/${presentationId}`)).toEqual({ presentationId, ...dto });
    expect((await ok<ListResponse<PresentationDto>>('GET', `lessons/${lessonId}/presentations`)).objects).toEqual([
      { presentationId, ...dto },
    ]);
  });

  it("refuses anything but this school's PDF with 400 naming fileId", async () => {
    const url = `lessons/${lessonId}/presentations`;
    const image = await addFile(t.db, ids.schoolId, 'image/png');
    const res = await api('POST', url, { name: 'Slides', fileId: image.id });
    expect(res.json()).toEqual({ status: 400, field: 'fileId', message: 'A presentation needs a PDF file' });
    expect((await api('POST', url, { name: 'Slides', fileId: image.id }, { lang: 'ru' })).json().message).toBe(
      'Для презентации нужен PDF-файл',
    );
    const theirs = await addFile(t.db, other.schoolId, 'application/pdf');
    expect((await api('POST', url, { name: 'Slides', fileId: theirs.id })).json()).toEqual({
      status: 400,
      field: 'fileId',
      message: 'The file was not found. Please upload it again.',
    });
    expect((await api('POST', url, { name: 'Slides', fileId: 999999 })).json()).toMatchObject({ status: 400, field: 'fileId' });
    expect((await api('POST', url, { name: 'Slides' })).json()).toMatchObject({
      status: 400,
      field: 'fileId',
      message: 'The field "fileId" is required.',
    });
    expect((await api('POST', url, { name: ' ', fileId: (await uploadPdf()).fileId })).json()).toMatchObject({
      status: 400,
      field: 'name',
    });
    // A non-PDF upload is refused at the upload already (the bytes are sniffed).
    const png = await call(t.app, {
      method: 'POST',
      url: '/api/static/upload?kind=pdf',
      token: tokens.INSTRUCTOR,
      ...multipart(PNG, 'slides.pdf', 'application/pdf'),
    });
    expect(png.json()).toMatchObject({ status: 415, message: 'A presentation needs a PDF file' });
  });

  it('frees the old PDF when the file is replaced, and keeps it when left out', async () => {
    const first = await uploadPdf();
    const created = await ok<SavedResponse<PresentationDto>>('POST', `lessons/${lessonId}/presentations`, {
      name: 'Deck',
      fileId: first.fileId,
    });
    const url = `lessons/${lessonId}/presentations/${created.presentationId}`;
    const renamed = await ok<SavedResponse<PresentationDto>>('PUT', url, { name: 'Deck v2', description: 'Edited' });
    expect(renamed).toMatchObject({
      message: 'The presentation has been saved.',
      name: 'Deck v2',
      description: 'Edited',
      fileId: first.fileId,
    });
    expect(await fileRow(first.fileId)).toBeDefined();

    const second = await uploadPdf(demoPdf('Second'));
    expect(await ok<SavedResponse<PresentationDto>>('PUT', url, { name: 'Deck v3', fileId: second.fileId })).toMatchObject({
      fileId: second.fileId,
      fileLink: second.link,
      description: '',
    });
    expect(await fileRow(first.fileId)).toBeUndefined();
    expect((await call(t.app, { method: 'GET', url: first.link })).statusCode).toBe(404);
    expect((await call(t.app, { method: 'GET', url: second.link })).statusCode).toBe(200);
    const image = await addFile(t.db, ids.schoolId, 'image/png');
    expect((await api('PUT', url, { name: 'Deck', fileId: image.id })).json()).toMatchObject({ status: 400, field: 'fileId' });
    expect((await ok<PresentationDto>('GET', url)).fileId).toBe(second.fileId);
  });

  it('frees the PDF when the presentation is deleted', async () => {
    const upload = await uploadPdf();
    const created = await ok<SavedResponse<PresentationDto>>('POST', `lessons/${lessonId}/presentations`, {
      name: 'Temporary',
      fileId: upload.fileId,
    });
    const url = `lessons/${lessonId}/presentations/${created.presentationId}`;
    expect(await ok<MessageResponse>('DELETE', url)).toEqual({ message: 'The presentation has been deleted.' });
    expect((await api('GET', url)).statusCode).toBe(404);
    expect(await fileRow(upload.fileId)).toBeUndefined();
    expect((await call(t.app, { method: 'GET', url: upload.link })).statusCode).toBe(404);
    expect((await api('DELETE', url)).statusCode).toBe(404);
  });

  it('keeps a PDF that another presentation still holds', async () => {
    const upload = await uploadPdf();
    const a = await ok<SavedResponse<PresentationDto>>('POST', `lessons/${lessonId}/presentations`, { name: 'A', fileId: upload.fileId });
    const b = await ok<SavedResponse<PresentationDto>>('POST', `lessons/${lessonId}/presentations`, { name: 'B', fileId: upload.fileId });
    await ok('DELETE', `lessons/${lessonId}/presentations/${a.presentationId}`);
    expect(await fileRow(upload.fileId)).toBeDefined();
    await ok('DELETE', `lessons/${lessonId}/presentations/${b.presentationId}`);
    expect(await fileRow(upload.fileId)).toBeUndefined();
  });

  it('shows no file once the upload itself was deleted', async () => {
    const upload = await uploadPdf();
    const created = await ok<SavedResponse<PresentationDto>>('POST', `lessons/${lessonId}/presentations`, {
      name: 'Orphan',
      fileId: upload.fileId,
    });
    await ok('DELETE', `static/delete?fileLink=${encodeURIComponent(upload.link)}`);
    expect(await ok<PresentationDto>('GET', `lessons/${lessonId}/presentations/${created.presentationId}`)).toMatchObject({
      fileId: null,
      fileLink: null,
      fileName: null,
    });
    await ok('DELETE', `lessons/${lessonId}/presentations/${created.presentationId}`);
  });

  it('frees the PDFs of a lesson destroyed from the trash', async () => {
    const lesson = await ok<SavedResponse<LessonDto>>('POST', `courses/${courseId}/lessons`, {
      lessonName: 'Doomed',
      showDate: '2026-03-01T10:00:00Z',
    });
    const upload = await uploadPdf();
    await ok('POST', `lessons/${lesson.id}/presentations`, { name: 'Doomed deck', fileId: upload.fileId });
    await ok('DELETE', `courses/${courseId}/lessons/${lesson.id}`);
    expect(await fileRow(upload.fileId)).toBeDefined();
    const item = (await ok<ListResponse<TrashDto>>('GET', 'trash?type=LESSON&search=Doomed', undefined, { token: tokens.ADMIN }))
      .objects[0];
    await ok('DELETE', `trash/${item.trashId}`, undefined, { token: tokens.ADMIN });
    expect(await fileRow(upload.fileId)).toBeUndefined();
    expect((await call(t.app, { method: 'GET', url: upload.link })).statusCode).toBe(404);
  });
});

describe('access to materials', () => {
  let material: { video: number; link: number; presentation: number };
  beforeAll(async () => {
    material = {
      video: (
        await ok<SavedResponse<VideoDto>>('POST', `lessons/${lessonId}/videos`, {
          videoName: 'Guarded',
          link: 'https://youtu.be/dQw4w9WgXcQ',
        })
      ).id,
      link: (await ok<SavedResponse<LinkDto>>('POST', `lessons/${lessonId}/links`, { text: 'Guarded', link: 'https://example.com' })).id,
      presentation: (
        await ok<SavedResponse<PresentationDto>>('POST', `lessons/${lessonId}/presentations`, {
          name: 'Guarded',
          fileId: (await uploadPdf()).fileId,
        })
      ).presentationId,
    };
  });

  /** Every material call beneath a lesson: [method, url, body, is a write]. */
  const calls = async (lesson: number, m = material): Promise<Array<[Method, string, object | undefined, boolean]>> => {
    const fileId = (await uploadPdf()).fileId;
    return [
      ['GET', `lessons/${lesson}/videos`, undefined, false],
      ['POST', `lessons/${lesson}/videos`, { videoName: 'V', link: 'https://example.com' }, true],
      ['GET', `lessons/${lesson}/videos/${m.video}`, undefined, false],
      ['PUT', `lessons/${lesson}/videos/${m.video}`, { videoName: 'V', link: 'https://example.com' }, true],
      ['DELETE', `lessons/${lesson}/videos/${m.video}`, undefined, true],
      ['GET', `lessons/${lesson}/links`, undefined, false],
      ['POST', `lessons/${lesson}/links`, { text: 'T', link: 'https://example.com' }, true],
      ['GET', `lessons/${lesson}/links/${m.link}`, undefined, false],
      ['PUT', `lessons/${lesson}/links/${m.link}`, { text: 'T', link: 'https://example.com' }, true],
      ['DELETE', `lessons/${lesson}/links/${m.link}`, undefined, true],
      ['GET', `lessons/${lesson}/presentations`, undefined, false],
      ['POST', `lessons/${lesson}/presentations`, { name: 'P', fileId }, true],
      ['GET', `lessons/${lesson}/presentations/${m.presentation}`, undefined, false],
      ['PUT', `lessons/${lesson}/presentations/${m.presentation}`, { name: 'P' }, true],
      ['DELETE', `lessons/${lesson}/presentations/${m.presentation}`, undefined, true],
    ];
  };
  const unchanged = async () => {
    expect((await ok<VideoDto>('GET', `lessons/${lessonId}/videos/${material.video}`)).videoName).toBe('Guarded');
    expect((await ok<LinkDto>('GET', `lessons/${lessonId}/links/${material.link}`)).text).toBe('Guarded');
    expect((await ok<PresentationDto>('GET', `lessons/${lessonId}/presentations/${material.presentation}`)).name).toBe('Guarded');
  };

  it('answers 404 to an instructor not assigned to the course, and to another school, on every call', async () => {
    for (const who of ['STRANGER', 'OTHER_SCHOOL'] as const) {
      for (const [method, url, payload] of await calls(lessonId)) {
        const res = await api(method, url, payload, { token: tokens[who] });
        expect(res.json(), `${who} ${method} ${url}`).toEqual({ status: 404, message: 'Not found.' });
      }
    }
    await unchanged();
  });

  it('answers 404 for material of another lesson, even of the same instructor', async () => {
    const sibling = await ok<SavedResponse<LessonDto>>('POST', `courses/${courseId}/lessons`, {
      lessonName: 'Sibling',
      showDate: '2026-03-01T10:00:00Z',
    });
    for (const [method, url, payload] of await calls(sibling.id)) {
      if (!/\/\d+$/.test(url)) continue;
      expect((await api(method, url, payload)).statusCode, `${method} ${url}`).toBe(404);
    }
    await unchanged();
  });

  it("refuses admins everything and students the instructor's writes with 403; students read", async () => {
    for (const [method, url, payload, write] of await calls(lessonId)) {
      expect((await api(method, url, payload, { token: tokens.ADMIN })).statusCode, `ADMIN ${method} ${url}`).toBe(403);
      expect((await api(method, url, payload, { token: tokens.STUDENT })).statusCode, `STUDENT ${method} ${url}`).toBe(write ? 403 : 200);
    }
    await unchanged();
  });

  it("answers 404 across schools for the other school's own material", async () => {
    const theirLesson = await ok<SavedResponse<LessonDto>>(
      'POST',
      `courses/${other.courseId}/lessons`,
      { lessonName: 'Theirs', showDate: '2026-03-01T10:00:00Z' },
      { token: tokens.OTHER_SCHOOL },
    );
    const theirs = {
      video: (
        await ok<SavedResponse<VideoDto>>(
          'POST',
          `lessons/${theirLesson.id}/videos`,
          { videoName: 'V', link: 'https://example.com' },
          { token: tokens.OTHER_SCHOOL },
        )
      ).id,
      link: (
        await ok<SavedResponse<LinkDto>>(
          'POST',
          `lessons/${theirLesson.id}/links`,
          { text: 'T', link: 'https://example.com' },
          { token: tokens.OTHER_SCHOOL },
        )
      ).id,
      presentation: (
        await ok<SavedResponse<PresentationDto>>(
          'POST',
          `lessons/${theirLesson.id}/presentations`,
          { name: 'P', fileId: (await uploadPdf(PDF, tokens.OTHER_SCHOOL)).fileId },
          { token: tokens.OTHER_SCHOOL },
        )
      ).presentationId,
    };
    for (const [method, url, payload] of await calls(theirLesson.id, theirs)) {
      expect((await api(method, url, payload)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect(
      (await ok<ListResponse<LinkDto>>('GET', `lessons/${theirLesson.id}/links`, undefined, { token: tokens.OTHER_SCHOOL })).count,
    ).toBe(1);
  });

  it('hides a lesson in the trash, and its material, from everyone', async () => {
    const lesson = await ok<SavedResponse<LessonDto>>('POST', `courses/${courseId}/lessons`, {
      lessonName: 'Hidden',
      showDate: '2026-03-01T10:00:00Z',
    });
    const video = await ok<SavedResponse<VideoDto>>('POST', `lessons/${lesson.id}/videos`, { videoName: 'V', link: 'https://example.com' });
    await ok('DELETE', `courses/${courseId}/lessons/${lesson.id}`);
    expect((await api('GET', `lessons/${lesson.id}/videos/${video.id}`)).statusCode).toBe(404);
    expect((await api('GET', `lessons/${lesson.id}/videos`, undefined, { token: tokens.STUDENT })).statusCode).toBe(404);
    expect((await api('POST', `lessons/${lesson.id}/links`, { text: 'T', link: 'https://example.com' })).statusCode).toBe(404);
  });
});

describe('a course the instructor gets later', () => {
  it('opens once assigned', async () => {
    const fresh = await addCourse(t.db, ids.schoolId);
    expect((await api('POST', `courses/${fresh}/lessons`, { lessonName: 'A', showDate: '2026-03-01T10:00:00Z' })).statusCode).toBe(404);
    await assign(t.db, fresh, ids.user[INSTRUCTOR_EMAIL]);
    expect((await api('POST', `courses/${fresh}/lessons`, { lessonName: 'A', showDate: '2026-03-01T10:00:00Z' })).statusCode).toBe(200);
  });
});

describe('the demo seed', () => {
  it('stores a real PDF for each demo presentation through the storage', async () => {
    const stored = new Map<string, Buffer>();
    const storage: FileStorage = {
      put: async (key, data) => void stored.set(key, Buffer.isBuffer(data) ? data : await buffer(data)),
      read: async () => null,
      remove: async (key) => void stored.delete(key),
    };
    const fresh = await addCourse(t.db, ids.schoolId);
    const lessonIds = await seedDemoLessons(t.db, {
      schoolId: ids.schoolId,
      courseId: fresh,
      instructorId: ids.user[INSTRUCTOR_EMAIL],
      storage,
    });
    expect(lessonIds).toHaveLength(3);
    const files = await t.db
      .selectFrom('presentations as p')
      .innerJoin('files as f', 'f.id', 'p.file_id')
      .select(['f.storage_key', 'f.mime', 'f.size'])
      .where('p.lesson_id', 'in', lessonIds)
      .execute();
    expect(files).toHaveLength(3);
    expect(stored.size).toBe(3);
    for (const file of files) {
      const bytes = stored.get(file.storage_key)!;
      expect(bytes.length).toBe(file.size);
      expect(await fileTypeFromBuffer(bytes)).toEqual({ ext: 'pdf', mime: 'application/pdf' });
      expect(file.mime).toBe('application/pdf');
    }
  });

  it('does not seed twice', async () => {
    expect(await seedDemo(t.db)).toBe(false);
  });
});
