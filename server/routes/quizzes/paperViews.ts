import type { PaperChoiceDto, QuizAnswerFileDto, StudentBankQuestionDto } from '../../../src/api/quizBankItems.js';
import type { StudentQuizQuestionDto } from '../../../src/api/quizAttempts.js';
import type { QuestionResponse } from '../../../src/api/questionBank.js';
import type { Db } from '../../db/index.js';
import { fileLinkOf } from '../files/repository.js';
import type { BankPaperEntry, PaperEntry } from './paper.js';
import { effectivePaper } from './paperScoring.js';
import { WIRE_TYPE, type OwnStructureQuestion, type QuizStructure } from './structure.js';

/*
 * What a student taking a test sees of their paper. Every DTO is built field by field from
 * what the answer controls need: a bank question's credits, feedback texts, right order and
 * pairing never reach it (the response schemas name none of them either).
 */

/** `ids` mapped to their entries, in the order of `ids`; ids the question lacks are skipped. */
function inOrder<T extends { id: number }>(ids: readonly number[], entries: readonly T[], text: (entry: T) => string): PaperChoiceDto[] {
  const byId = new Map(entries.map((e) => [e.id, e]));
  return ids.flatMap((id) => {
    const entry = byId.get(id);
    return entry ? [{ id, text: text(entry) }] : [];
  });
}

function bankQuestionDto(entry: BankPaperEntry): StudentBankQuestionDto {
  const q = entry.question;
  const dto: StudentBankQuestionDto = {
    source: 'BANK',
    key: entry.key,
    questionType: q.type,
    question: q.text,
    textFormat: q.textFormat,
    points: q.points,
  };
  if (q.type === 'ONE_FROM_LIST' || q.type === 'MANY_FROM_LIST') dto.choices = inOrder(entry.order, q.answers, (a) => a.text);
  if (q.type === 'ORDERING') dto.items = inOrder(entry.order, q.items, (i) => i.text);
  if (q.type === 'MATCHING') {
    dto.lefts = q.pairs.filter((p) => p.left.trim() !== '').map((p) => ({ id: p.id, text: p.left }));
    // Equal right sides are one choice (scoring takes either), shown once: the first in the paper's order.
    const seen = new Set<string>();
    dto.rights = inOrder(entry.order, q.pairs, (p) => p.right).filter((r) => !seen.has(r.text) && Boolean(seen.add(r.text)));
  }
  return dto;
}

function ownQuestionDto(question: OwnStructureQuestion, optionOrder: readonly number[]): StudentQuizQuestionDto {
  return {
    source: 'TEST',
    key: String(question.id),
    questionId: question.id,
    question: question.text,
    questionType: WIRE_TYPE[question.kind],
    points: question.points,
    hasOther: question.hasOther,
    options: inOrder(optionOrder, question.options, (o) => o.text).map((o) => ({ optionId: o.id, option: o.text })),
  };
}

/** The questions of the student's paper, in their order. */
export function studentQuestions(structure: QuizStructure, paper: readonly PaperEntry[] | null): StudentQuizQuestionDto[] {
  const own = new Map(structure.questions.flatMap((q) => (q.source === 'TEST' ? [[q.id, q] as const] : [])));
  return effectivePaper(structure, paper).flatMap((entry) => {
    if (entry.source === 'BANK') return [bankQuestionDto(entry)];
    const question = own.get(entry.slotId);
    return question ? [ownQuestionDto(question, entry.optionOrder)] : [];
  });
}

/** The file ids the responses attach to FILE_ANSWER questions of the paper, by key. */
export function attachedFileIds(paper: readonly PaperEntry[] | null, responses: Record<string, QuestionResponse>): Map<string, number[]> {
  const out = new Map<string, number[]>();
  for (const entry of paper ?? []) {
    const response = responses[entry.key];
    if (entry.source === 'BANK' && entry.question.type === 'FILE_ANSWER' && response && 'fileIds' in response) {
      out.set(entry.key, response.fileIds);
    }
  }
  return out;
}

/** The files an attempt's responses attach, with their served links (as task answers give them). */
export async function answerFiles(
  db: Db,
  schoolId: number,
  paper: readonly PaperEntry[] | null,
  responses: Record<string, QuestionResponse>,
): Promise<QuizAnswerFileDto[]> {
  const byKey = attachedFileIds(paper, responses);
  const ids = [...new Set([...byKey.values()].flat())];
  if (!ids.length) return [];
  const rows = await db
    .selectFrom('files')
    .select(['id', 'storage_key', 'original_name', 'mime', 'size'])
    .where('school_id', '=', schoolId)
    .where('id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return [...byKey].flatMap(([questionKey, fileIds]) =>
    fileIds.flatMap((fileId) => {
      const row = byId.get(fileId);
      if (!row) return [];
      const url = fileLinkOf(row.storage_key);
      return [{ fileId, questionKey, name: row.original_name, size: Number(row.size), contentType: row.mime, url }];
    }),
  );
}
