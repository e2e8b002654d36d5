import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { HttpError } from 'ra-core';
import { createHttpClient, type HttpClientOptions } from '../../src/dataProvider/httpClient';
import { buildErrorResponse, buildListResponse, buildStudent } from '../../src/mocks/builders/builders';
import { server, TEST_API_URL } from './server';

const url = (path: string) => `${TEST_API_URL}/${path}`;

function setup(overrides: Partial<HttpClientOptions> = {}) {
  const onUnauthorized = vi.fn();
  const client = createHttpClient({
    getToken: () => 'token-123',
    getLanguage: () => 'ru',
    onUnauthorized,
    ...overrides,
  });
  return { client, onUnauthorized };
}

/** Answers `status` with `body` on GET /api/probe and records the request it got. */
function probe(status: number, body?: unknown) {
  const seen: Request[] = [];
  server.use(
    http.get(`*/api/probe`, ({ request }) => {
      seen.push(request.clone());
      return body === undefined ? new HttpResponse(null, { status }) : HttpResponse.json(body as object, { status });
    }),
  );
  return seen;
}

/** The rejection of a call, for asserting on its fields. */
async function failure(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    return error as HttpError;
  }
  throw new Error('expected the call to fail');
}

describe('httpClient', () => {
  it('sends the bearer token and the language header, and answers the JSON', async () => {
    const seen = probe(200, buildListResponse([buildStudent({ studentId: 1 })]));
    const { client } = setup();

    const answer = await client(url('probe'), { searchParams: { page: 1, size: 10, search: '' } });

    expect(answer).toEqual(buildListResponse([expect.objectContaining({ studentId: 1 })]));
    expect(seen).toHaveLength(1);
    expect(seen[0].headers.get('authorization')).toBe('Bearer token-123');
    expect(seen[0].headers.get('accept-language')).toBe('ru');
    const query = new URL(seen[0].url).searchParams;
    expect(query.get('page')).toBe('1');
    expect(query.get('size')).toBe('10');
    expect(query.has('search')).toBe(false);
  });

  it('sends no Authorization header without a session', async () => {
    const seen = probe(200, {});
    const { client } = setup({ getToken: () => null, getLanguage: () => 'en' });

    await client(url('probe'));

    expect(seen[0].headers.has('authorization')).toBe(false);
    expect(seen[0].headers.get('accept-language')).toBe('en');
  });

  it('sends a token given with the call even when none is saved (logout ends a forgotten session)', async () => {
    const seen = probe(200, {});
    const { client } = setup({ getToken: () => null });

    await client(url('probe'), { token: 'ending-token' });

    expect(seen[0].headers.get('authorization')).toBe('Bearer ending-token');
  });

  it('sends JSON bodies with the method asked for', async () => {
    let received: { method: string; body: unknown } | undefined;
    server.use(
      http.put('*/api/groups/4', async ({ request }) => {
        received = { method: request.method, body: await request.json() };
        return HttpResponse.json({ message: 'Updated' });
      }),
    );
    const { client } = setup();

    await expect(client(url('groups/4'), { method: 'PUT', json: { groupName: 'Evening' } })).resolves.toEqual({ message: 'Updated' });
    expect(received).toEqual({ method: 'PUT', body: { groupName: 'Evening' } });
  });

  it('normalises an error body to an HttpError with the server message and status', async () => {
    probe(409, buildErrorResponse({ message: 'This email is already taken.', status: 409 }));
    const { client, onUnauthorized } = setup();

    const error = await failure(client(url('probe')));

    expect(error).toBeInstanceOf(HttpError);
    expect(error.message).toBe('This email is already taken.');
    expect(error.status).toBe(409);
    expect(error.body).toMatchObject({ message: 'This email is already taken.', status: 409 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('gives a body without a message the generic message', async () => {
    probe(500, { status: 500 });
    const { client } = setup();

    const error = await failure(client(url('probe')));

    expect(error).toBeInstanceOf(HttpError);
    expect(error.message).toBe('Something went wrong!');
    expect(error.status).toBe(500);
  });

  it('gives a failure without a body the caller’s generic message', async () => {
    probe(502);
    const { client } = setup({ genericMessage: () => 'Что-то пошло не так!' });

    const error = await failure(client(url('probe')));

    expect(error.message).toBe('Что-то пошло не так!');
    expect(error.status).toBe(502);
  });

  it('calls onUnauthorized with the error on a 401', async () => {
    probe(401, buildErrorResponse({ message: 'Please log in to continue.', status: 401 }));
    const { client, onUnauthorized } = setup();

    const error = await failure(client(url('probe')));

    expect(error.status).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledWith(error);
  });

  it('leaves a 401 to the caller with skipUnauthorizedHandler', async () => {
    probe(401, buildErrorResponse({ message: 'Wrong email or password.', status: 401 }));
    const { client, onUnauthorized } = setup();

    const error = await failure(client(url('probe'), { skipUnauthorizedHandler: true }));

    expect(error.status).toBe(401);
    expect(error.message).toBe('Wrong email or password.');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('does not treat 403 as a lost session', async () => {
    probe(403, buildErrorResponse({ message: 'You do not have permission to do this.', status: 403 }));
    const { client, onUnauthorized } = setup();

    const error = await failure(client(url('probe')));

    expect(error.status).toBe(403);
    expect(error.message).toBe('You do not have permission to do this.');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('turns a network failure into an HttpError with status 0 and the network message', async () => {
    server.use(http.get('*/api/probe', () => HttpResponse.error()));
    const { client } = setup({ networkMessage: () => 'No connection to the server.' });

    const error = await failure(client(url('probe')));

    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(0);
    expect(error.message).toBe('No connection to the server.');
  });
});
