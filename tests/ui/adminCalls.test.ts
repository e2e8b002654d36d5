import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { HttpError } from 'ra-core';
import type { HttpClient, RequestOptions, UploadProgress } from '../../src/dataProvider/httpClient';
import { createHttpClient } from '../../src/dataProvider/httpClient';
import { createDataProvider } from '../../src/dataProvider/dataProvider';
import { buildFileUpload, buildImportErrorResponse, buildImportResponse, buildMessageResponse } from '../../src/mocks/builders/builders';
import { server, TEST_API_URL } from './server';

const API = 'http://api.test/api';

/** A dataProvider over a mocked httpClient answering `answer` to every call. */
function setup(answer: unknown = buildMessageResponse()) {
  const httpClient = vi.fn<(url: string, options?: RequestOptions) => Promise<unknown>>(async () => answer);
  const provider = createDataProvider(API, httpClient as unknown as HttpClient);
  const call = (n = 0) => {
    const [url, options] = httpClient.mock.calls[n];
    return [url, options ?? {}] as const;
  };
  return { httpClient, provider, call };
}

describe('admin calls of the dataProvider (SPEC §7)', () => {
  it.each([
    [
      'setGroupFinished',
      (p: ReturnType<typeof setup>['provider']) => p.setGroupFinished(4, true),
      'groups/update/4',
      'PUT',
      { json: { isFinished: true } },
    ],
    [
      'setGroupFinished (reopen)',
      (p: ReturnType<typeof setup>['provider']) => p.setGroupFinished(4, false),
      'groups/update/4',
      'PUT',
      { json: { isFinished: false } },
    ],
    [
      'assignInstructors',
      (p: ReturnType<typeof setup>['provider']) => p.assignInstructors(7, [1, 2]),
      'courses/7/assignee',
      'PUT',
      { searchParams: { instructorsIds: ['1', '2'] } },
    ],
    ['removeInstructor', (p: ReturnType<typeof setup>['provider']) => p.removeInstructor(7, 3), 'courses/7/delete/3', 'PUT', {}],
    ['addCourseGroup', (p: ReturnType<typeof setup>['provider']) => p.addCourseGroup(7, 2), 'courses/7/groups/2', 'POST', {}],
    ['removeCourseGroup', (p: ReturnType<typeof setup>['provider']) => p.removeCourseGroup(7, 2), 'courses/7/groups/2', 'DELETE', {}],
    [
      'blockCourseStudent',
      (p: ReturnType<typeof setup>['provider']) => p.blockCourseStudent(7, 12),
      'courses/7/students/12/block',
      'PUT',
      {},
    ],
    [
      'unblockCourseStudent',
      (p: ReturnType<typeof setup>['provider']) => p.unblockCourseStudent(7, 12),
      'courses/7/students/12/unblock',
      'PUT',
      {},
    ],
    ['blockStudent', (p: ReturnType<typeof setup>['provider']) => p.blockStudent(12), 'students/12/block', 'PUT', {}],
    ['unblockStudent', (p: ReturnType<typeof setup>['provider']) => p.unblockStudent(12), 'students/12/unblock', 'PUT', {}],
    [
      'setAnnouncementActive',
      (p: ReturnType<typeof setup>['provider']) => p.setAnnouncementActive(5, false),
      'announcements/5/activation',
      'PUT',
      { searchParams: { active: false } },
    ],
    ['restoreTrash', (p: ReturnType<typeof setup>['provider']) => p.restoreTrash(9), 'trash/9/restore', 'PUT', {}],
    ['destroyTrash', (p: ReturnType<typeof setup>['provider']) => p.destroyTrash(9), 'trash/9', 'DELETE', {}],
    [
      'deleteFile',
      (p: ReturnType<typeof setup>['provider']) => p.deleteFile('/api/static/files/a b.png'),
      'static/delete',
      'DELETE',
      { searchParams: { fileLink: '/api/static/files/a b.png' } },
    ],
  ] as const)('%s calls its path and answers the server message', async (_name, run, path, method, extra) => {
    const { provider, call } = setup(buildMessageResponse({ message: 'Done here.' }));

    await expect(run(provider)).resolves.toEqual({ message: 'Done here.' });

    const [url, options] = call();
    expect(url).toBe(`${API}/${path}`);
    expect(options.method).toBe(method);
    expect(options).toMatchObject(extra);
  });

  it('uploadFile posts the file as the multipart field "file" with its kind', async () => {
    const uploaded = buildFileUpload({ fileId: 3, link: '/api/static/files/x.png', size: 4, contentType: 'image/png' });
    const { provider, call } = setup(uploaded);
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'cover.png', { type: 'image/png' });

    // The server's answer as it is: the new file's id, link, size and type.
    await expect(provider.uploadFile(file, 'image')).resolves.toEqual({
      fileId: 3,
      link: '/api/static/files/x.png',
      size: 4,
      contentType: 'image/png',
    });

    const [url, options] = call();
    expect(url).toBe(`${API}/static/upload`);
    expect(options).toMatchObject({ method: 'POST', searchParams: { kind: 'image' } });
    const sent = (options.body as FormData).get('file') as File;
    expect(sent.name).toBe('cover.png');
    expect(sent.size).toBe(4);
  });

  it('importStudents goes through the upload half of the client, reporting progress', async () => {
    const { httpClient, provider } = setup();
    const upload = vi.fn(async () => buildImportResponse({ imported: 12 }));
    (httpClient as unknown as HttpClient).upload = upload as unknown as HttpClient['upload'];
    const onProgress = vi.fn();
    const file = new File(['x'], 'students.xlsx');

    await expect(provider.importStudents(3, file, onProgress)).resolves.toMatchObject({ imported: 12 });

    expect(httpClient).not.toHaveBeenCalled();
    expect(upload).toHaveBeenCalledWith(`${API}/students/import/3`, expect.any(FormData), { onProgress });
    const form = (upload.mock.calls[0] as unknown[])[1] as FormData;
    expect((form.get('file') as File).name).toBe('students.xlsx');
  });

  it('importStudents still works with a client that has no upload half', async () => {
    const { provider, call } = setup(buildImportResponse({ imported: 2 }));

    await expect(provider.importStudents(3, new File(['x'], 's.xlsx'))).resolves.toMatchObject({ imported: 2 });

    expect(call()[0]).toBe(`${API}/students/import/3`);
    expect(call()[1]).toMatchObject({ method: 'POST' });
  });

  it('create and update send only the contract fields, with empty dates and groups as null', async () => {
    const { provider, call } = setup({ message: 'Saved', id: 4 });

    await provider.update('groups', {
      id: 4,
      previousData: { id: 4 },
      data: {
        id: 4,
        groupName: '  Evening ',
        description: null,
        dateOfFinish: '',
        imageId: 0,
        imageLink: null,
        studentsCount: 3,
        isFinished: false,
        message: 'old',
      },
    });
    await provider.create('students', {
      data: { name: 'Ann', lastname: 'Lee', email: 'ann@demo.test', studyFormat: 'ONLINE', groupId: '', fullName: 'x' },
    });

    expect(call(0)[1].json).toEqual({ groupName: 'Evening', description: '', dateOfFinish: null, imageId: 0 });
    expect(call(1)[1].json).toEqual({ name: 'Ann', lastname: 'Lee', email: 'ann@demo.test', studyFormat: 'ONLINE', groupId: null });
  });

  it('a create gives react-admin the saved record the server answered, under its real id, with the message', async () => {
    const { provider } = setup({
      message: 'The student has been added.',
      studentId: 41,
      name: 'Ann',
      lastname: 'Lee',
      email: 'ann@demo.test',
    });

    const { data } = await provider.create('students', { data: { name: 'Ann', lastname: 'Lee', email: 'Ann@Demo.test' } });

    expect(data).toMatchObject({ id: 41, studentId: 41, email: 'ann@demo.test', message: 'The student has been added.' });
  });

  it("a refusal naming a field also carries react-admin's field errors", async () => {
    const httpClient = vi.fn(async () => {
      throw new HttpError('The email a@b.c already belongs to an account.', 409, { message: 'x', status: 409, field: 'email' });
    });
    const provider = createDataProvider(API, httpClient as unknown as HttpClient);

    const error = await provider.create('students', { data: { email: 'a@b.c' } }).catch((e: HttpError) => e);

    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(409);
    expect((error as HttpError).body.errors).toEqual({ email: 'The email a@b.c already belongs to an account.' });
  });
});

describe('upload half of the HTTP client (XMLHttpRequest)', () => {
  const client = (overrides: Partial<Parameters<typeof createHttpClient>[0]> = {}) =>
    createHttpClient({ getToken: () => 'token-9', getLanguage: () => 'ru', ...overrides });

  it('sends the token and language headers and the multipart body, reports progress, answers the JSON', async () => {
    let seen: Request | undefined;
    let field: FormDataEntryValue | null = null;
    server.use(
      http.post('*/api/students/import/:groupId', async ({ request }) => {
        seen = request.clone();
        field = (await request.formData()).get('file');
        return HttpResponse.json(buildImportResponse({ imported: 5 }));
      }),
    );
    const progress: UploadProgress[] = [];
    const form = new FormData();
    form.append('file', new File(['a'.repeat(2048)], 'students.xlsx'));

    const answer = await client().upload!(`${TEST_API_URL}/students/import/2`, form, { onProgress: (p) => progress.push(p) });

    expect(answer).toMatchObject({ imported: 5 });
    expect(seen?.headers.get('authorization')).toBe('Bearer token-9');
    expect(seen?.headers.get('accept-language')).toBe('ru');
    // jsdom's File cannot be read by Node's multipart encoder, so only the part itself is checked here.
    expect(field).not.toBeNull();
    expect(seen?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)?.percent).toBe(100);
  });

  it('normalises a refusal like the ky half: server message, status and body with the row errors', async () => {
    server.use(http.post('*/api/students/import/:groupId', () => HttpResponse.json(buildImportErrorResponse(), { status: 400 })));

    const error = await client().upload!(`${TEST_API_URL}/students/import/2`, new FormData()).catch((e: HttpError) => e);

    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(400);
    expect((error as HttpError).message).toBe(buildImportErrorResponse().message);
    expect((error as HttpError).body.errors).toHaveLength(3);
  });

  it('a 401 goes to onUnauthorized; an answer without a message gets the generic one', async () => {
    const onUnauthorized = vi.fn();
    server.use(http.post('*/api/upload-401', () => HttpResponse.json({ message: 'Please log in.', status: 401 }, { status: 401 })));
    server.use(http.post('*/api/upload-500', () => new HttpResponse('oops', { status: 500 })));
    const c = client({ onUnauthorized, genericMessage: () => 'Что-то пошло не так!' });

    const lost = await c.upload!(`${TEST_API_URL}/upload-401`, new FormData()).catch((e: HttpError) => e);
    const broken = await c.upload!(`${TEST_API_URL}/upload-500`, new FormData()).catch((e: HttpError) => e);

    expect(onUnauthorized).toHaveBeenCalledWith(lost);
    expect((lost as HttpError).message).toBe('Please log in.');
    expect((broken as HttpError).status).toBe(500);
    expect((broken as HttpError).message).toBe('Что-то пошло не так!');
  });

  it('a network failure is a status-0 error with the network message', async () => {
    server.use(http.post('*/api/upload-down', () => HttpResponse.error()));

    const error = await client({ networkMessage: () => 'No connection.' }).upload!(`${TEST_API_URL}/upload-down`, new FormData()).catch(
      (e: HttpError) => e,
    );

    expect((error as HttpError).status).toBe(0);
    expect((error as HttpError).message).toBe('No connection.');
  });
});
