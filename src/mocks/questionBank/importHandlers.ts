import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import {
  BANK_IMPORT_FORMATS,
  BANK_IMPORT_MAX_BYTES,
  type BankImportFormat,
  type BankImportResult,
  type BankQuestionType,
  type ImportProblem,
  type QuestionBody,
} from '../../api/questionBank';
import { t } from '../../../server/i18n';
import { API_PATTERN, errorResponse, idOf, languageOf, type Language } from '../mockHttp';
import type { MockBank } from './bankSeed';
import { categoryAt, categoryIn, ownBank, subtreeIds } from './bankAccess';
import { readImportFile, type ReadQuestion } from './mockImportReader';

/** Import (a dry run previews, a real one writes; errors always write nothing) and export of a course's bank. */

const API = `${API_PATTERN}/courses/:courseId/question-bank`;

/** A file whose name holds this always has problems, so stories and tests can show them. */
export const BROKEN_IMPORT_NAME = 'broken';

const BROKEN_PROBLEMS: ImportProblem[] = [
  { line: 3, key: 'unclosedBrace' },
  { line: 7, key: 'badWeight', params: { weight: '150' } },
];

/** A form part that is a file: under Node the fetch's own File class arrives, not the page's, so instanceof cannot tell. */
const isFile = (value: unknown): value is File => typeof value === 'object' && value !== null && typeof (value as File).text === 'function';

/** The kind's body with nothing in it: the mock's reader takes names and kinds, not answers. */
function emptyBody(type: BankQuestionType): QuestionBody {
  if (type === 'ONE_FROM_LIST' || type === 'MANY_FROM_LIST') return { type, answers: [], shuffleAnswers: false };
  if (type === 'TRUE_FALSE') return { type, correct: true, feedbackTrue: '', feedbackFalse: '' };
  if (type === 'SHORT_ANSWER') return { type, answers: [], caseSensitive: false };
  if (type === 'NUMERICAL') return { type, answers: [] };
  if (type === 'MATCHING') return { type, pairs: [] };
  if (type === 'ORDERING') return { type, items: [] };
  return { type };
}

function store(bank: MockBank, read: ReadQuestion[]) {
  const now = new Date().toISOString();
  for (const q of read) {
    const categoryId = categoryAt(bank, q.categoryPath);
    const points = q.type === 'DESCRIPTION' ? 0 : 1;
    const head = { name: q.name, text: q.text, textFormat: 'moodle' as const, generalFeedback: '', points };
    bank.questions.push({
      ...head,
      ...emptyBody(q.type),
      questionId: ++bank.nextId,
      categoryId,
      categoryPath: [],
      createdAt: now,
      updatedAt: now,
    });
  }
}

const escapeXml = (s: string) => s.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
const XML_TYPES: Partial<Record<BankQuestionType, string>> = { ONE_FROM_LIST: 'multichoice', MANY_FROM_LIST: 'multichoice' };

function exportText(bank: MockBank, format: BankImportFormat, categoryId: number | null): string {
  const ids = categoryId === null ? null : subtreeIds(bank, categoryId);
  const questions = bank.questions.filter((q) => !ids || ids.has(q.categoryId));
  if (format === 'gift') return questions.map((q) => `::${q.name}:: ${q.text} {}`).join('\n\n') + '\n';
  const body = questions
    .map((q) => {
      const type = XML_TYPES[q.type] ?? q.type.toLowerCase().replace('_', '');
      return `  <question type="${type}">\n    <name><text>${escapeXml(q.name)}</text></name>\n    <questiontext format="${q.textFormat}"><text>${escapeXml(q.text)}</text></questiontext>\n  </question>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<quiz>\n${body}\n</quiz>\n`;
}

/**
 * What an import answers: the file read, its problems in the language, and the questions
 * written when `commit` and there are none. Apart from the handler so the UI tests can feed it a
 * file's text: under jsdom a File's bytes do not survive the multipart body on their way to msw.
 */
export function importResult(bank: MockBank, lang: Language, format: BankImportFormat, name: string, content: string, commit: boolean) {
  const read = readImportFile(format, content);
  const problems = name.includes(BROKEN_IMPORT_NAME) ? [...BROKEN_PROBLEMS, ...read.problems] : read.problems;
  const errors = problems
    .sort((a, b) => a.line - b.line)
    .map((p) => ({ line: p.line, message: t(lang, `questionBank.import.${p.key}`, p.params) }));
  const written = commit && errors.length === 0;
  if (written) store(bank, read.questions);
  const result: BankImportResult = {
    imported: written ? read.questions.length : 0,
    questions: read.questions.map(({ name: questionName, type, categoryPath }) => ({ name: questionName, type, categoryPath })),
    errors,
  };
  return result;
}

export const importHandlers: RequestHandler[] = [
  http.post(`${API}/import`, async ({ request, params }) => {
    await delay();
    const bank = ownBank(request, params.courseId);
    if ('denied' in bank) return bank.denied;
    const query = new URL(request.url).searchParams;
    const format = query.get('format') as BankImportFormat;
    if (!BANK_IMPORT_FORMATS.includes(format)) {
      return errorResponse(request, 400, 'validation.fieldRequired', { field: 'format', params: { field: 'format' } });
    }
    const file = (await request.formData()).get('file');
    if (!isFile(file)) return errorResponse(request, 400, 'questionBank.noFile', { field: 'file' });
    if (file.size > BANK_IMPORT_MAX_BYTES) return errorResponse(request, 413, 'questionBank.tooLarge', { params: { mb: 5 } });
    const result = importResult(bank.found, languageOf(request), format, file.name, await file.text(), query.get('dryRun') === 'false');
    return HttpResponse.json(result);
  }),

  http.get(`${API}/export`, async ({ request, params }) => {
    await delay();
    const bank = ownBank(request, params.courseId);
    if ('denied' in bank) return bank.denied;
    const query = new URL(request.url).searchParams;
    const format = query.get('format') === 'moodlexml' ? 'moodlexml' : 'gift';
    const categoryId = query.get('categoryId') ? idOf(query.get('categoryId')) : null;
    const category = categoryId === null ? null : categoryIn(request, bank.found, categoryId);
    if (category && 'denied' in category) return category.denied;
    const name = `question-bank-${String(params.courseId)}.${format === 'gift' ? 'txt' : 'xml'}`;
    return new HttpResponse(exportText(bank.found, format, categoryId), {
      headers: {
        'Content-Type': format === 'gift' ? 'text/plain; charset=utf-8' : 'application/xml; charset=utf-8',
        'Content-Disposition': `attachment; filename="${name}"`,
      },
    });
  }),
];
