import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { BANK_QUESTION_TYPES, type BankQuestionDto } from '../../api/questionBank';
import { foldForSearch } from '../../api/rules';
import { API_PATTERN, errorResponse, idOf, messageResponse, type Access } from '../mockHttp';
import type { MockBank } from './bankSeed';
import { ownBank, questionDto, subtreeIds } from './bankAccess';

/** A course's bank questions: the filtered, paged list, one question, delete. */

const API = `${API_PATTERN}/courses/:courseId/question-bank/questions`;

function ownQuestion(request: Request, courseId: unknown, questionId: unknown): Access<{ bank: MockBank; question: BankQuestionDto }> {
  const bank = ownBank(request, courseId);
  if ('denied' in bank) return bank;
  const question = bank.found.questions.find((q) => q.questionId === idOf(questionId));
  return question ? { found: { bank: bank.found, question } } : { denied: errorResponse(request, 404, 'errors.notFound') };
}

function matching(bank: MockBank, query: URLSearchParams): BankQuestionDto[] {
  const categoryId = query.get('categoryId');
  const within = categoryId
    ? query.get('includeSubcategories') === 'true'
      ? subtreeIds(bank, Number(categoryId))
      : new Set([Number(categoryId)])
    : null;
  const type = query.get('type');
  const search = foldForSearch((query.get('search') ?? '').trim());
  return bank.questions.filter(
    (q) =>
      (!within || within.has(q.categoryId)) &&
      (!type || q.type === type) &&
      (!search || foldForSearch(q.name).includes(search) || foldForSearch(q.text).includes(search)),
  );
}

export const questionHandlers: RequestHandler[] = [
  http.get(API, async ({ request, params }) => {
    await delay();
    const bank = ownBank(request, params.courseId);
    if ('denied' in bank) return bank.denied;
    const query = new URL(request.url).searchParams;
    const type = query.get('type');
    if (type && !(BANK_QUESTION_TYPES as readonly string[]).includes(type)) {
      return errorResponse(request, 400, 'validation.fieldRequired', { field: 'type', params: { field: 'type' } });
    }
    const all = matching(bank.found, query);
    const page = Math.max(1, Number(query.get('page')) || 1);
    const perPage = Math.min(100, Math.max(1, Number(query.get('size')) || 25));
    const objects = all.slice((page - 1) * perPage, page * perPage).map((q) => questionDto(bank.found, q));
    return HttpResponse.json({ objects, count: all.length });
  }),

  http.get(`${API}/:questionId`, async ({ request, params }) => {
    await delay();
    const entry = ownQuestion(request, params.courseId, params.questionId);
    return 'denied' in entry ? entry.denied : HttpResponse.json(questionDto(entry.found.bank, entry.found.question));
  }),

  http.delete(`${API}/:questionId`, async ({ request, params }) => {
    await delay();
    const entry = ownQuestion(request, params.courseId, params.questionId);
    if ('denied' in entry) return entry.denied;
    const { bank, question } = entry.found;
    bank.questions = bank.questions.filter((q) => q !== question);
    return messageResponse(request, 'questionBank.questionDeleted');
  }),
];
