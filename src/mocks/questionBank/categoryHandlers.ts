import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { BANK_CATEGORY_MAX_DEPTH, BANK_CATEGORY_NAME_MAX_LENGTH } from '../../api/questionBank';
import { API_PATTERN, errorResponse, idOf, messageResponse, readJson, text } from '../mockHttp';
import type { MockBank } from './bankSeed';
import { categoryDto, categoryIn, ownBank, pathOf } from './bankAccess';

/** A course's question bank categories: list, create, rename (a category stays where it was made), delete (only when empty). */

const API = `${API_PATTERN}/courses/:courseId/question-bank/categories`;

/** The checked name and parent of a category, or the server's 400. */
function parseCategory(request: Request, bank: MockBank, body: Record<string, unknown>, self?: number) {
  const name = text(body.name).trim();
  if (!name) return errorResponse(request, 400, 'validation.fieldRequired', { field: 'name', params: { field: 'name' } });
  if (name.length > BANK_CATEGORY_NAME_MAX_LENGTH) {
    return errorResponse(request, 400, 'validation.fieldMaximum', {
      field: 'name',
      params: { field: 'name', limit: BANK_CATEGORY_NAME_MAX_LENGTH },
    });
  }
  const parentId = typeof body.parentId === 'number' ? body.parentId : null;
  const parent = parentId === null ? null : categoryIn(request, bank, parentId);
  if (parent && 'denied' in parent) return parent.denied;
  if (parentId !== null && pathOf(bank, parentId).length >= BANK_CATEGORY_MAX_DEPTH) {
    return errorResponse(request, 400, 'questionBank.categoryTooDeep', { field: 'parentId', params: { limit: BANK_CATEGORY_MAX_DEPTH } });
  }
  if (bank.categories.some((c) => c.parentId === parentId && c.name === name && c.categoryId !== self)) {
    return errorResponse(request, 400, 'questionBank.categoryNameTaken', { field: 'name', params: { name } });
  }
  return { name, parentId };
}

export const categoryHandlers: RequestHandler[] = [
  http.get(API, async ({ request, params }) => {
    await delay();
    const bank = ownBank(request, params.courseId);
    if ('denied' in bank) return bank.denied;
    const objects = bank.found.categories.map((c) => categoryDto(bank.found, c));
    return HttpResponse.json({ objects, count: objects.length });
  }),

  http.post(API, async ({ request, params }) => {
    await delay();
    const bank = ownBank(request, params.courseId);
    if ('denied' in bank) return bank.denied;
    const input = parseCategory(request, bank.found, await readJson(request));
    if (input instanceof Response) return input;
    const category = { categoryId: ++bank.found.nextId, ...input };
    bank.found.categories.push(category);
    return messageResponse(request, 'questionBank.categoryCreated', {}, categoryDto(bank.found, category));
  }),

  http.put(`${API}/:categoryId`, async ({ request, params }) => {
    await delay();
    const bank = ownBank(request, params.courseId);
    if ('denied' in bank) return bank.denied;
    const found = categoryIn(request, bank.found, idOf(params.categoryId));
    if ('denied' in found) return found.denied;
    const category = found.found;
    const input = parseCategory(request, bank.found, { ...(await readJson(request)), parentId: category.parentId }, category.categoryId);
    if (input instanceof Response) return input;
    category.name = input.name;
    return messageResponse(request, 'questionBank.categorySaved', {}, categoryDto(bank.found, category));
  }),

  http.delete(`${API}/:categoryId`, async ({ request, params }) => {
    await delay();
    const bank = ownBank(request, params.courseId);
    if ('denied' in bank) return bank.denied;
    const id = idOf(params.categoryId);
    const found = categoryIn(request, bank.found, id);
    if ('denied' in found) return found.denied;
    const category = found.found;
    const { categories, questions } = bank.found;
    if (questions.some((q) => q.categoryId === id) || categories.some((c) => c.parentId === id)) {
      return errorResponse(request, 400, 'questionBank.categoryNotEmpty');
    }
    if (category.parentId === null && categories.filter((c) => c.parentId === null).length === 1) {
      return errorResponse(request, 400, 'questionBank.categoryLastTop');
    }
    bank.found.categories = categories.filter((c) => c !== category);
    return messageResponse(request, 'questionBank.categoryDeleted');
  }),
];
