import { describe, expect, it, vi } from 'vitest';
import type { HttpClient, RequestOptions } from '../../src/dataProvider/httpClient';
import { createDataProvider } from '../../src/dataProvider/dataProvider';
import { buildInstructor, buildListResponse, buildStudent } from '../../src/mocks/builders/builders';

const API = 'http://api.test/api';

/** A dataProvider over a mocked httpClient answering `answer` to every call. */
function setup(answer: unknown = {}) {
  const httpClient = vi.fn<(url: string, options?: RequestOptions) => Promise<unknown>>(async () => answer);
  const provider = createDataProvider(API, httpClient as unknown as HttpClient);
  /** The url and options of the n-th call. */
  const call = (n = 0) => {
    const [url, options] = httpClient.mock.calls[n];
    return [url, options ?? {}] as const;
  };
  return { httpClient, provider, call };
}

const listParams = (overrides: Record<string, unknown> = {}) => ({
  pagination: { page: 2, perPage: 25 },
  sort: { field: 'id', order: 'ASC' as const },
  filter: {},
  ...overrides,
});

describe('dataProvider', () => {
  it('getList sends page, size and filters, and maps {objects, count} to {data, total}', async () => {
    const { httpClient, provider, call } = setup(
      buildListResponse(
        [
          { id: 1, groupName: 'A' },
          { id: 2, groupName: 'B' },
        ],
        42,
      ),
    );

    const result = await provider.getList('groups', listParams({ filter: { search: 'math', studyFormat: 'ONLINE', groupId: 3 } }));

    expect(httpClient).toHaveBeenCalledTimes(1);
    const [url, options] = call();
    expect(url).toBe(`${API}/groups`);
    expect(options.searchParams).toEqual({ page: 2, size: 25, search: 'math', studyFormat: 'ONLINE', groupId: 3 });
    expect(options.method ?? 'GET').toBe('GET');
    expect(result).toEqual({
      data: [
        { id: 1, groupName: 'A' },
        { id: 2, groupName: 'B' },
      ],
      total: 42,
    });
  });

  it('getList leaves empty filters out', async () => {
    const { provider, call } = setup(buildListResponse([]));

    await provider.getList('students', listParams({ filter: { search: '', groupId: null, studyFormat: undefined, isBlocked: false } }));

    const [, options] = call();
    expect(options.searchParams).toEqual({ page: 2, size: 25, isBlocked: false });
    expect(options.searchParams).not.toHaveProperty('search');
    expect(options.searchParams).not.toHaveProperty('groupId');
    expect(options.searchParams).not.toHaveProperty('studyFormat');
  });

  it('getList of an empty answer is an empty page', async () => {
    const { provider } = setup(undefined);
    await expect(provider.getList('groups', listParams())).resolves.toEqual({ data: [], total: 0 });
  });

  it("maps students' studentId to id", async () => {
    const students = [buildStudent({ studentId: 7 }), buildStudent({ studentId: 8 })];
    const { provider } = setup(buildListResponse(students));

    const { data, total } = await provider.getList('students', listParams());

    expect(data.map((record) => record.id)).toEqual([7, 8]);
    expect(data[0]).toMatchObject({ studentId: 7, email: students[0].email });
    expect(total).toBe(2);
  });

  it("maps instructors' teacherId to id", async () => {
    const { provider } = setup(buildInstructor({ teacherId: 12 }));

    const { data } = await provider.getOne('instructors', { id: 12 });

    expect(data.id).toBe(12);
    expect(data).toMatchObject({ teacherId: 12, specialization: 'Mathematics' });
  });

  it('getOne GETs resource/id', async () => {
    const { provider, call } = setup({ id: 5, courseName: 'Algebra' });

    const { data } = await provider.getOne('courses', { id: 5 });

    const [url, options] = call();
    expect(url).toBe(`${API}/courses/5`);
    expect(options.method ?? 'GET').toBe('GET');
    expect(data).toEqual({ id: 5, courseName: 'Algebra' });
  });

  it('create POSTs the input fields to the resource and answers the saved record under its real id, with the message', async () => {
    const saved = buildStudent({
      studentId: 31,
      name: 'Sofia',
      lastname: 'Smirnova',
      email: 'sofia@demo.test',
      groupId: null,
      groupName: null,
    });
    const { provider, call } = setup({ message: 'Added', ...saved });
    const input = { name: ' Sofia ', lastname: 'Smirnova', email: 'Sofia@Demo.test', studyFormat: 'ONLINE', groupId: '', note: 'not sent' };

    const { data } = await provider.create('students', { data: input });

    const [url, options] = call();
    expect(url).toBe(`${API}/students`);
    expect(options).toMatchObject({
      method: 'POST',
      json: { name: 'Sofia', lastname: 'Smirnova', email: 'Sofia@Demo.test', studyFormat: 'ONLINE', groupId: null },
    });
    // The server's record wins over what was typed: react-admin keeps the stored values and the real id.
    expect(data).toMatchObject({ ...saved, id: 31, message: 'Added', email: 'sofia@demo.test' });
  });

  it.each([
    ['students', buildStudent({ studentId: 12 }), 12],
    ['instructors', buildInstructor({ teacherId: 7 }), 7],
  ] as const)('create of %s gives react-admin the id the server answered, never a temporary one', async (resource, saved, id) => {
    const { provider } = setup({ message: 'Added', ...saved });
    const { data } = await provider.create(resource, { data: { name: 'New' } });
    expect(data.id).toBe(id);
    expect(data).toMatchObject(saved);
  });

  it('update of a person answers the saved record from the server, with the message', async () => {
    const saved = buildInstructor({ teacherId: 8, name: 'Johnny', specialization: 'Accessibility' });
    const { provider, call } = setup({ message: 'Saved', ...saved });
    const input = { ...saved, name: ' Johnny ', specialization: ' Accessibility ', courses: [] };

    const { data } = await provider.update('instructors', { id: 8, data: input, previousData: { id: 8 } });

    const [url, options] = call();
    expect(url).toBe(`${API}/instructors/8`);
    expect(options.json).toEqual({
      name: 'Johnny',
      lastName: saved.lastName,
      email: saved.email,
      phoneNumber: saved.phoneNumber,
      specialization: 'Accessibility',
    });
    expect(data).toEqual({ ...saved, id: 8, message: 'Saved' });
  });

  it('update PATCHes the data to resource/id and keeps the id', async () => {
    const { provider, call } = setup({ message: 'Updated' });
    const input = { groupName: 'Evening' };

    const { data } = await provider.update('groups', { id: 4, data: input, previousData: { id: 4 } });

    const [url, options] = call();
    expect(url).toBe(`${API}/groups/4`);
    expect(options).toMatchObject({ method: 'PATCH', json: input });
    expect(data).toMatchObject({ id: 4, groupName: 'Evening' });
  });

  it('update of an admin resource sends only the fields that changed from previousData', async () => {
    const { provider, call } = setup({ message: 'Updated' });
    const before = buildStudent({ studentId: 3, name: 'Ann', lastname: 'Lee', phoneNumber: '' });
    await provider.update('students', {
      id: 3,
      data: { ...before, lastname: ' Li ', phoneNumber: null },
      previousData: { ...before, id: 3 },
    });
    expect(call()[1]).toMatchObject({ method: 'PATCH', json: { lastname: 'Li' } });
  });

  it('update of another resource still PUTs its whole input', async () => {
    const { provider, call } = setup({});
    await provider.update('lessons', { id: 2, data: { title: 'Intro' }, previousData: { id: 2, title: 'Old' } });
    expect(call()[1]).toMatchObject({ method: 'PUT', json: { title: 'Intro' } });
  });

  it('updateMany without a bulk action PATCHes each record with the fields given', async () => {
    const { provider, call, httpClient } = setup({ message: 'Updated' });
    const { data } = await provider.updateMany('announcements', { ids: [5, 6], data: { groupId: 2 } });
    expect(data).toEqual([5, 6]);
    expect(httpClient).toHaveBeenCalledTimes(2);
    expect(call(0)).toEqual([`${API}/announcements/5`, { method: 'PATCH', json: { groupId: 2 } }]);
    expect(call(1)).toEqual([`${API}/announcements/6`, { method: 'PATCH', json: { groupId: 2 } }]);
  });

  it("delete sends DELETE to resource/id and answers the previous record with the server's message", async () => {
    const { provider, call } = setup({ message: 'Deleted' });
    const previousData = { id: 9, courseName: 'Physics' };

    const { data } = await provider.delete('courses', { id: 9, previousData });

    const [url, options] = call();
    expect(url).toBe(`${API}/courses/9`);
    expect(options).toMatchObject({ method: 'DELETE' });
    expect(data).toEqual({ ...previousData, message: 'Deleted' });
  });

  it('getManyReference reads target/id/resource with paging and filters', async () => {
    const { provider, call } = setup(buildListResponse([buildStudent({ studentId: 3 })], 11));

    const result = await provider.getManyReference('students', {
      target: 'groups',
      id: 6,
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: { search: 'sof', studyFormat: '' },
    });

    const [url, options] = call();
    expect(url).toBe(`${API}/groups/6/students`);
    expect(options.searchParams).toEqual({ page: 1, size: 10, search: 'sof' });
    expect(result.total).toBe(11);
    expect(result.data[0].id).toBe(3);
  });

  it('ids in paths are URL-encoded', async () => {
    const { provider, call } = setup({});
    await provider.getOne('courses', { id: 'a/b c' });
    expect(call()[0]).toBe(`${API}/courses/a%2Fb%20c`);
  });
});
