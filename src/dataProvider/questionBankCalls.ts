import type { Identifier } from 'ra-core';
import type { BankCategoryDto, BankImportFormat, BankImportResult, BankQuestionDto, BankQuestionType } from '../api/questionBank';
import type { ListResponse, MessageResponse, SavedResponse } from '../api/types';
import { fileForm, segment as seg, sendVia } from './callHelpers';
import type { Download } from './download';
import type { HttpClient } from './httpClient';

/** What the question list asks for: a category (with or without its subcategories), a kind, a search, a page. */
export interface BankQuestionQuery {
  categoryId?: Identifier | null;
  includeSubcategories?: boolean;
  type?: BankQuestionType | '';
  q?: string;
  page?: number;
  perPage?: number;
}

export interface BankCategoryInput {
  name: string;
  parentId: number | null;
}

/** The instructor's calls on a course's question bank (src/api/questionBank.ts). */
export interface QuestionBankCalls {
  /** GET courses/{courseId}/question-bank/categories: every category, the Default one included. */
  listBankCategories(courseId: Identifier, signal?: AbortSignal): Promise<BankCategoryDto[]>;
  createBankCategory(courseId: Identifier, input: BankCategoryInput): Promise<SavedResponse<BankCategoryDto>>;
  updateBankCategory(courseId: Identifier, categoryId: Identifier, input: BankCategoryInput): Promise<SavedResponse<BankCategoryDto>>;
  /** A 400 with the server's message while it still holds questions or subcategories. */
  deleteBankCategory(courseId: Identifier, categoryId: Identifier): Promise<MessageResponse>;
  /** GET …/questions: one page of the questions and how many match in all. */
  listBankQuestions(courseId: Identifier, query: BankQuestionQuery, signal?: AbortSignal): Promise<ListResponse<BankQuestionDto>>;
  getBankQuestion(courseId: Identifier, questionId: Identifier, signal?: AbortSignal): Promise<BankQuestionDto>;
  deleteBankQuestion(courseId: Identifier, questionId: Identifier): Promise<MessageResponse>;
  /** POST …/import: a dry run answers what would be imported; errors always mean nothing was. */
  importQuestionBank(courseId: Identifier, format: BankImportFormat, file: Blob, dryRun: boolean): Promise<BankImportResult>;
  /** GET …/export: the bank (or one category with its subcategories) as a GIFT or Moodle XML file. */
  exportQuestionBank(courseId: Identifier, format: BankImportFormat, categoryId?: Identifier | null): Promise<Download>;
}

export function createQuestionBankCalls(url: (path: string) => string, httpClient: HttpClient): QuestionBankCalls {
  const send = sendVia(url, httpClient);
  const bank = (courseId: Identifier) => `courses/${seg(courseId)}/question-bank`;
  const category = (courseId: Identifier, categoryId: Identifier) => `${bank(courseId)}/categories/${seg(categoryId)}`;
  const question = (courseId: Identifier, questionId: Identifier) => `${bank(courseId)}/questions/${seg(questionId)}`;
  return {
    async listBankCategories(courseId, signal) {
      const body = await send<ListResponse<BankCategoryDto>>(`${bank(courseId)}/categories`, { signal });
      return body?.objects ?? [];
    },
    createBankCategory: (courseId, input) => send(`${bank(courseId)}/categories`, { method: 'POST', json: input }),
    updateBankCategory: (courseId, categoryId, input) => send(category(courseId, categoryId), { method: 'PUT', json: input }),
    deleteBankCategory: (courseId, categoryId) => send(category(courseId, categoryId), { method: 'DELETE' }),
    async listBankQuestions(courseId, { categoryId, includeSubcategories, type, q, page = 1, perPage = 25 }, signal) {
      const searchParams = {
        categoryId: categoryId ?? undefined,
        includeSubcategories: categoryId == null ? undefined : Boolean(includeSubcategories),
        type: type || undefined,
        search: q?.trim() || undefined,
        page,
        size: perPage,
      };
      const body = await send<ListResponse<BankQuestionDto>>(`${bank(courseId)}/questions`, { searchParams, signal });
      return { objects: body?.objects ?? [], count: body?.count ?? 0 };
    },
    getBankQuestion: (courseId, questionId, signal) => send(question(courseId, questionId), { signal }),
    deleteBankQuestion: (courseId, questionId) => send(question(courseId, questionId), { method: 'DELETE' }),
    importQuestionBank(courseId, format, file, dryRun) {
      const form = fileForm(file, format === 'gift' ? 'questions.txt' : 'questions.xml');
      const path = `${bank(courseId)}/import`;
      // The upload half (XMLHttpRequest), as every file the app sends: a bare mocked client has none.
      if (httpClient.upload) return httpClient.upload<BankImportResult>(`${url(path)}?format=${format}&dryRun=${dryRun}`, form);
      return send(path, { method: 'POST', body: form, searchParams: { format, dryRun } });
    },
    exportQuestionBank: (courseId, format, categoryId) =>
      send(`${bank(courseId)}/export`, { download: true, searchParams: { format, categoryId: categoryId ?? undefined } }),
  };
}
