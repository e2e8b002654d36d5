import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { API_PATTERN, errorResponse, idOf, messageResponse, pagedJson, readJson, type Access } from '../mockHttp';
import { mockStore } from '../store/mockStore';
import { ownLessonById } from './instructorAccess';

export type MaterialKind = 'videos' | 'links' | 'presentations';

/** GET list, POST, GET one, PUT and DELETE of one kind of material under /lessons/{lessonId}. */
export function materialHandlers<T extends { lessonId: number }>(
  kind: MaterialKind,
  options: {
    idOf: (item: T) => number;
    /** The item the body describes, or the server's 400. */
    parse: (request: Request, body: Record<string, unknown>, lessonId: number, previous?: T) => T | Response;
    messages: {
      created: Parameters<typeof messageResponse>[1];
      updated: Parameters<typeof messageResponse>[1];
      deleted: Parameters<typeof messageResponse>[1];
    };
  },
): RequestHandler[] {
  const items = () => mockStore.learning[kind] as unknown as T[];
  const setItems = (next: T[]) => {
    (mockStore.learning as unknown as Record<MaterialKind, T[]>)[kind] = next;
  };
  const find = (request: Request, params: Record<string, unknown>): Access<T> => {
    const lesson = ownLessonById(request, params.lessonId);
    if ('denied' in lesson) return lesson;
    const item = items().find((i) => i.lessonId === lesson.found.id && options.idOf(i) === idOf(params.id));
    return item ? { found: item } : { denied: errorResponse(request, 404, 'errors.notFound') };
  };
  const base = `${API_PATTERN}/lessons/:lessonId/${kind}`;
  return [
    http.get(base, async ({ request, params }) => {
      await delay();
      const lesson = ownLessonById(request, params.lessonId);
      if ('denied' in lesson) return lesson.denied;
      return pagedJson(
        request,
        items().filter((i) => i.lessonId === lesson.found.id),
      );
    }),
    http.post(base, async ({ request, params }) => {
      await delay();
      const lesson = ownLessonById(request, params.lessonId);
      if ('denied' in lesson) return lesson.denied;
      const item = options.parse(request, await readJson(request), lesson.found.id);
      if (item instanceof Response) return item;
      items().push(item);
      return messageResponse(request, options.messages.created, {}, item);
    }),
    http.get(`${base}/:id`, async ({ request, params }) => {
      await delay();
      const item = find(request, params);
      return 'denied' in item ? item.denied : HttpResponse.json(item.found);
    }),
    http.put(`${base}/:id`, async ({ request, params }) => {
      await delay();
      const item = find(request, params);
      if ('denied' in item) return item.denied;
      const next = options.parse(request, await readJson(request), item.found.lessonId, item.found);
      if (next instanceof Response) return next;
      setItems(items().map((i) => (i === item.found ? next : i)));
      return messageResponse(request, options.messages.updated, {}, next);
    }),
    http.delete(`${base}/:id`, async ({ request, params }) => {
      await delay();
      const item = find(request, params);
      if ('denied' in item) return item.denied;
      setItems(items().filter((i) => i !== item.found));
      return messageResponse(request, options.messages.deleted);
    }),
  ];
}
