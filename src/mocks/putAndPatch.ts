import { http, type RequestHandler } from 'msw';
import { allow, errorResponse, idOf, readJson } from './mockHttp';

/**
 * One mock save under PUT (the whole body) and PATCH (only the fields sent, laid over the
 * record's current ones), as server/lib/putAndPatch.ts does: admins only, 404 for an unknown id.
 */
export function putAndPatch<T extends object>(
  path: string,
  find: (id: number) => T | undefined,
  save: (request: Request, record: T, body: Record<string, unknown>) => Response | Promise<Response>,
): RequestHandler[] {
  const handle =
    (partial: boolean) =>
    async ({ request, params }: { request: Request; params: Record<string, string | readonly string[] | undefined> }) => {
      const who = allow(request);
      if ('denied' in who) return who.denied;
      const record = find(idOf(params.id));
      if (!record) return errorResponse(request, 404, 'errors.notFound');
      const body = await readJson(request);
      return save(request, record, partial ? { ...record, ...body } : body);
    };
  return [http.put(path, handle(false)), http.patch(path, handle(true))];
}
