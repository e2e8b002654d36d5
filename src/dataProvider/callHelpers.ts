import type { Identifier } from 'ra-core';
import { LIST_MAX_SIZE } from '../api/constants';
import type { ListResponse } from '../api/types';
import type { HttpClient, RequestOptions, UploadProgress } from './httpClient';

/** One API call by its path under the API base, as the call groups send it. */
export type Send = <T = unknown>(path: string, options?: RequestOptions) => Promise<T>;

/** Sends to a path under the API base through the app's one HTTP client. */
export function sendVia(url: (path: string) => string, httpClient: HttpClient): Send {
  return (path, options) => httpClient(url(path), options);
}

/** Filters with no value are left out; the API treats a missing filter as "all". */
export function filterParams(filter: Record<string, unknown> = {}) {
  const params: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === null || value === '') continue;
    params[key] = value as string | number | boolean;
  }
  return params;
}

/** A list's filters and sort as its query string (a list and its export send the same). */
export function listParams(filter: Record<string, unknown> | undefined, sort: { field?: string; order?: string } | undefined) {
  const params = filterParams(filter);
  if (sort?.field && sort.field !== 'id') {
    params.sort = sort.field;
    params.order = sort.order ?? 'ASC';
  }
  return params;
}

export const segment = (id: Identifier) => encodeURIComponent(String(id));

export function fileForm(file: Blob, fallbackName: string): FormData {
  const form = new FormData();
  // A Blob without a name (tests, pasted images) still needs one for the multipart part.
  form.append('file', file, file instanceof File && file.name ? file.name : fallbackName);
  return form;
}

/** Every row of a paged list: the order spans all pages, so each one is read. */
export async function readAllPages<T>(send: Send, path: string, signal?: AbortSignal): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; ; page++) {
    const body = await send<ListResponse<T>>(path, { searchParams: { page, size: LIST_MAX_SIZE }, signal });
    const objects = body?.objects ?? [];
    all.push(...objects);
    if (objects.length < LIST_MAX_SIZE || all.length >= (body?.count ?? 0)) return all;
  }
}

/**
 * POST static/upload?kind=… with the upload's progress; the server sniffs the bytes. Without an
 * upload half (a bare mocked client) the file still goes, just without progress.
 */
export function uploadWithProgress<T>(
  url: (path: string) => string,
  httpClient: HttpClient,
  form: FormData,
  query: Record<string, string>,
  onProgress?: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<T> {
  if (httpClient.upload) return httpClient.upload<T>(`${url('static/upload')}?${new URLSearchParams(query)}`, form, { onProgress, signal });
  return httpClient<T>(url('static/upload'), { method: 'POST', body: form, searchParams: query, signal });
}
