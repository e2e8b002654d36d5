import ky, { HTTPError, TimeoutError } from 'ky';
import { HttpError } from 'ra-core';
import type { ErrorResponse } from '../api/types';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  json?: unknown;
  body?: FormData;
  searchParams?: Record<string, string | number | boolean | Array<string | number> | undefined | null>;
  signal?: AbortSignal;
  /** The call handles its own 401 (login with a wrong password is not a lost session). */
  skipUnauthorizedHandler?: boolean;
  /** A token to send instead of the saved one (logout ends a session it has already forgotten). */
  token?: string;
}

/** Sends one API call and answers its JSON; failures reject with an HttpError. */
export type HttpClient = <T = unknown>(url: string, options?: RequestOptions) => Promise<T>;

export interface HttpClientOptions {
  getToken: () => string | null | undefined;
  getLanguage: () => string;
  /** Called with every 401 (unless the call opts out) before the error is thrown. */
  onUnauthorized?: (error: HttpError) => void;
  /** Message keys for failures without a server message, translated by the caller. */
  genericMessage?: () => string;
  networkMessage?: () => string;
  timeoutMs?: number;
}

function toSearchParams(params: RequestOptions['searchParams']): URLSearchParams | undefined {
  if (!params) return undefined;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) value.forEach((v) => search.append(key, String(v)));
    else search.append(key, String(value));
  }
  return search;
}

/**
 * The HTTP client every API call goes through (built on ky): it adds the bearer token and
 * the language header, and normalises every failure to an HttpError carrying the server's
 * message (or a generic one) and the status (SPEC §8).
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const client = ky.create({
    retry: 0,
    timeout: options.timeoutMs ?? 30_000,
    hooks: {
      beforeRequest: [
        (request) => {
          const token = options.getToken();
          if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${token}`);
          request.headers.set('Accept-Language', options.getLanguage());
          request.headers.set('Accept', 'application/json');
        },
      ],
    },
  });

  return async function httpClient<T>(url: string, request: RequestOptions = {}): Promise<T> {
    try {
      const response = await client(url, {
        method: request.method ?? 'GET',
        json: request.json,
        body: request.body,
        searchParams: toSearchParams(request.searchParams),
        signal: request.signal,
        headers: request.token ? { Authorization: `Bearer ${request.token}` } : undefined,
      });
      if (response.status === 204) return undefined as T;
      const text = await response.text();
      return (text ? JSON.parse(text) : undefined) as T;
    } catch (error) {
      let normalized: HttpError;
      if (error instanceof HTTPError) {
        let body: Partial<ErrorResponse> | undefined;
        try {
          body = (await error.response.json()) as Partial<ErrorResponse>;
        } catch {
          body = undefined;
        }
        const message = body?.message || options.genericMessage?.() || 'Something went wrong!';
        normalized = new HttpError(message, error.response.status, body);
        if (error.response.status === 401 && !request.skipUnauthorizedHandler) options.onUnauthorized?.(normalized);
      } else if (error instanceof TimeoutError || error instanceof TypeError) {
        normalized = new HttpError(options.networkMessage?.() || 'Network error', 0, undefined);
      } else if (error instanceof DOMException && error.name === 'AbortError') {
        throw error;
      } else {
        normalized = new HttpError(options.genericMessage?.() || 'Something went wrong!', 0, undefined);
      }
      throw normalized;
    }
  };
}
