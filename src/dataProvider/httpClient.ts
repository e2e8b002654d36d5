import ky, { HTTPError, TimeoutError } from 'ky';
import { HttpError } from 'ra-core';
import type { ErrorResponse } from '../api/types';
import { downloadOf } from './download';

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
  /** The answer is a file: resolve to its bytes and name (a `Download`) instead of JSON. */
  download?: boolean;
}

/** How far an upload has gone; `percent` is null while the size is unknown. */
export interface UploadProgress {
  loaded: number;
  total: number;
  percent: number | null;
}

export interface UploadOptions {
  method?: 'POST' | 'PUT';
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/** Sends a multipart body and reports the upload's progress, which fetch (and ky) cannot. */
export type UploadClient = <T = unknown>(url: string, body: FormData, options?: UploadOptions) => Promise<T>;

/**
 * Sends one API call and answers its JSON; failures reject with an HttpError. `upload`, when
 * present, sends a multipart body with progress, with the same headers and error normalising.
 */
export type HttpClient = (<T = unknown>(url: string, options?: RequestOptions) => Promise<T>) & { upload?: UploadClient };

export interface HttpClientOptions {
  getToken: () => string | null | undefined;
  getLanguage: () => string;
  /** Called with every 401 (unless the call opts out) before the error is thrown. */
  onUnauthorized?: (error: HttpError) => void;
  /** Message keys for failures without a server message, translated by the caller. */
  genericMessage?: () => string;
  networkMessage?: () => string;
  timeoutMs?: number;
  /** Uploads (imports of big spreadsheets) may take longer than a call. */
  uploadTimeoutMs?: number;
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

/** The HttpError of a failed answer: the server's message (else the generic one), status and body (SPEC §8). */
function answerError(options: HttpClientOptions, status: number, body: Partial<ErrorResponse> | undefined): HttpError {
  const message = body?.message || options.genericMessage?.() || 'Something went wrong!';
  return new HttpError(message, status, body);
}

const networkError = (options: HttpClientOptions) => new HttpError(options.networkMessage?.() || 'Network error', 0, undefined);

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The upload half of the client, on XMLHttpRequest: the only browser API that reports how much
 * of a request body has been sent. Same headers and same failures as the ky half.
 */
export function createUploadClient(options: HttpClientOptions): UploadClient {
  return function upload<T>(url: string, body: FormData, request: UploadOptions = {}): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      if (request.signal?.aborted) {
        reject(new DOMException('The upload was aborted.', 'AbortError'));
        return;
      }
      const xhr = new XMLHttpRequest();
      xhr.open(request.method ?? 'POST', url);
      const token = options.getToken();
      if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
      xhr.setRequestHeader('Accept-Language', options.getLanguage());
      xhr.setRequestHeader('Accept', 'application/json');
      xhr.timeout = options.uploadTimeoutMs ?? 10 * 60_000;
      xhr.upload.onprogress = (event) => {
        request.onProgress?.({
          loaded: event.loaded,
          total: event.total,
          percent: event.lengthComputable && event.total > 0 ? Math.min(100, Math.round((event.loaded / event.total) * 100)) : null,
        });
      };
      // Small bodies may go without a single progress event: their end still counts as 100%.
      xhr.upload.onload = () => request.onProgress?.({ loaded: 1, total: 1, percent: 100 });
      const onAbort = () => xhr.abort();
      request.signal?.addEventListener('abort', onAbort, { once: true });
      const settle = () => request.signal?.removeEventListener('abort', onAbort);
      xhr.onload = () => {
        settle();
        const answer = parseJson(xhr.responseText);
        if (xhr.status >= 200 && xhr.status < 300) {
          resolve(answer as T);
          return;
        }
        const error = answerError(options, xhr.status, answer as Partial<ErrorResponse> | undefined);
        if (xhr.status === 401) options.onUnauthorized?.(error);
        reject(error);
      };
      xhr.onerror = () => {
        settle();
        reject(networkError(options));
      };
      xhr.ontimeout = xhr.onerror;
      xhr.onabort = () => {
        settle();
        reject(new DOMException('The upload was aborted.', 'AbortError'));
      };
      xhr.send(body);
    });
  };
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

  const httpClient: HttpClient = async function httpClient<T>(url: string, request: RequestOptions = {}): Promise<T> {
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
      if (request.download) return (await downloadOf(response)) as T;
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
        normalized = answerError(options, error.response.status, body);
        if (error.response.status === 401 && !request.skipUnauthorizedHandler) options.onUnauthorized?.(normalized);
      } else if (error instanceof TimeoutError || error instanceof TypeError) {
        normalized = networkError(options);
      } else if (error instanceof DOMException && error.name === 'AbortError') {
        throw error;
      } else {
        normalized = new HttpError(options.genericMessage?.() || 'Something went wrong!', 0, undefined);
      }
      throw normalized;
    }
  };
  httpClient.upload = createUploadClient(options);
  return httpClient;
}
