import type { Language } from '../../../src/api/constants.js';
import {
  BANK_ANSWER_MAX_LENGTH,
  BANK_IMPORT_MAX_QUESTIONS,
  BANK_NAME_MAX_LENGTH,
  BANK_TEXT_MAX_LENGTH,
  type BankImportFormat,
  type BankImportResult,
  type ImportProblem,
  type ParsedQuestion,
} from '../../../src/api/questionBank.js';
import { questionProblem } from '../../../src/api/questionRules.js';
import type { Db } from '../../db/index.js';
import { t, type MessageKey } from '../../i18n/index.js';
import type { CourseAccess } from '../../lib/courseAccess.js';
import { inTransaction } from '../../lib/transaction.js';
import { categoryAtPath, loadTree } from './categoryRepository.js';
import { parseGift } from './gift/parseGift.js';
import { parseMoodleXml } from './moodleXml/parseMoodleXml.js';
import { cleanTexts } from './questionInput.js';
import { insertQuestions } from './repository.js';

/*
 * An import: the file is read whole and every question checked before anything is written.
 * A dry run answers what would be imported and every problem, with its line; a real run with
 * any problem writes nothing (the instructor fixes the file and sends it again), and one without
 * writes the categories and questions in one transaction.
 */

const PARSERS: Record<BankImportFormat, (text: string) => { questions: ParsedQuestion[]; problems: ImportProblem[] }> = {
  gift: parseGift,
  moodlexml: parseMoodleXml,
};

/** Rows per INSERT: far under PostgreSQL's 65,535 parameters a statement. */
const INSERT_CHUNK = 500;

/** The texts of a question within the bank's limits; the first one over names the problem. */
function lengthProblem(question: ParsedQuestion): ImportProblem | null {
  const answers = 'answers' in question ? question.answers.map((a) => ('text' in a ? a.text : '')) : [];
  const pairs = 'pairs' in question ? question.pairs.flatMap((p) => [p.left, p.right]) : [];
  const items = 'items' in question ? question.items.map((i) => i.text) : [];
  if (question.text.length > BANK_TEXT_MAX_LENGTH) return { line: question.line, key: 'tooLong', params: { limit: BANK_TEXT_MAX_LENGTH } };
  if ([...answers, ...pairs, ...items].some((x) => x.length > BANK_ANSWER_MAX_LENGTH)) {
    return { line: question.line, key: 'tooLong', params: { limit: BANK_ANSWER_MAX_LENGTH } };
  }
  return null;
}

/** The problems of a file in the reader's language, by line. */
function worded(lang: Language, problems: ImportProblem[], invalid: Array<{ line: number; key: MessageKey }>) {
  const fromFile = problems.map((p) => ({ line: p.line, message: t(lang, `questionBank.import.${p.key}` as MessageKey, p.params) }));
  const fromRules = invalid.map((p) => ({ line: p.line, message: t(lang, p.key) }));
  return [...fromFile, ...fromRules].sort((a, b) => a.line - b.line);
}

export async function importQuestions(
  db: Db,
  course: CourseAccess,
  lang: Language,
  input: { format: BankImportFormat; text: string; dryRun: boolean },
): Promise<BankImportResult> {
  const parsed = PARSERS[input.format](input.text);
  if (parsed.questions.length > BANK_IMPORT_MAX_QUESTIONS) {
    const message = t(lang, 'questionBank.import.tooManyQuestions', { limit: BANK_IMPORT_MAX_QUESTIONS });
    return { imported: 0, questions: [], errors: [{ line: parsed.questions[BANK_IMPORT_MAX_QUESTIONS].line, message }] };
  }
  const problems = [...parsed.problems];
  const invalid: Array<{ line: number; key: MessageKey }> = [];
  const questions = parsed.questions.map((q) => cleanTexts({ ...q, name: q.name.slice(0, BANK_NAME_MAX_LENGTH) }));
  for (const question of questions) {
    const tooLong = lengthProblem(question);
    if (tooLong) problems.push(tooLong);
    const rule = questionProblem(question);
    if (rule) invalid.push({ line: question.line, key: `questionBank.problems.${rule}` });
  }
  if (!questions.length && !problems.length) problems.push({ line: 1, key: 'empty' });
  const errors = worded(lang, problems, invalid);
  const listed = questions.map((q) => ({ name: q.name, type: q.type, categoryPath: q.categoryPath }));
  if (input.dryRun || errors.length) return { imported: 0, questions: listed, errors };

  await inTransaction(db, async (trx) => {
    const tree = await loadTree(trx, course);
    const rows = [];
    for (const { categoryPath, line: _line, ...question } of questions) {
      rows.push({ categoryId: await categoryAtPath(trx, course, tree, categoryPath), question });
    }
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
      await insertQuestions(trx, { schoolId: course.schoolId, courseId: course.id }, rows.slice(i, i + INSERT_CHUNK));
    }
  });
  return { imported: questions.length, questions: listed, errors: [] };
}
