import type { QuestionResponse } from '../../../src/api/questionBank.js';
import type { QuizAnswers, QuizOtherAnswers } from '../../../src/api/quizAttempts.js';
import type { QuizResponses } from '../../../src/api/quizBankItems.js';
import type { Db } from '../../db/index.js';
import { badRequest } from '../../lib/errors.js';
import type { PaperEntry } from './paper.js';
import { effectivePaper } from './paperScoring.js';
import { attachedFileIds } from './paperViews.js';
import { checkResponse } from './responseCheck.js';
import { checkAnswers, normalizeAnswers } from './scoring.js';
import { toScored, type OwnStructureQuestion, type QuizStructure } from './structure.js';

/*
 * Checking what a student saves or submits against their paper: answers and 'Other' texts to
 * the test's own questions (scoring.ts checkAnswers), responses to its bank questions by key
 * (responseCheck.ts). A problem is a 400 naming the question by its number on the student's
 * paper (by its key when it is not on it). Files are checked apart (checkAnswerFiles): that
 * needs the database.
 */

export interface PaperInput {
  answers: QuizAnswers;
  others?: QuizOtherAnswers;
  responses?: QuizResponses;
}

export interface CheckedPaperInput {
  choices: Record<string, number[]>;
  others: Record<string, string>;
  responses: Record<string, QuestionResponse>;
}

/** The 1-based number of each key as the student sees it. */
function numbers(structure: QuizStructure, paper: readonly PaperEntry[] | null): Map<string, number> {
  return new Map(effectivePaper(structure, paper).map((entry, n) => [entry.key, n + 1]));
}

function normalizedResponse(response: QuestionResponse): QuestionResponse {
  if ('choices' in response) return { choices: [...new Set(response.choices)].sort((a, b) => a - b) };
  if ('fileIds' in response) return { fileIds: [...new Set(response.fileIds)] };
  return response;
}

/** Checks and normalises a save or submission (400 naming the question), without the files' owners. */
export function checkedPaperInput(
  structure: QuizStructure,
  paper: readonly PaperEntry[] | null,
  input: PaperInput,
  field: string,
): CheckedPaperInput {
  const number = numbers(structure, paper);
  const own = structure.questions.filter((q): q is OwnStructureQuestion => q.source === 'TEST');
  const plain = { choices: input.answers, others: input.others ?? {} };
  const problem = checkAnswers(toScored(own), plain);
  if (problem) {
    throw badRequest(`quizzes.${problem.problem}`, `${field}.${problem.questionId}`, {
      question: number.get(problem.questionId) ?? problem.questionId,
    });
  }
  const bank = new Map(effectivePaper(structure, paper).flatMap((e) => (e.source === 'BANK' ? [[e.key, e] as const] : [])));
  const responses: Record<string, QuestionResponse> = {};
  for (const [key, response] of Object.entries(input.responses ?? {})) {
    const entry = bank.get(key);
    if (!entry) throw badRequest('quizPapers.unknownQuestion', `responses.${key}`, { question: key });
    const trouble = checkResponse(entry.question, response);
    if (trouble) throw badRequest(`quizPapers.${trouble}`, `responses.${key}`, { question: number.get(key)! });
    responses[key] = normalizedResponse(response);
  }
  return { ...normalizeAnswers(plain), responses };
}

/** 400 unless every file the responses attach is one this student uploaded in this school. */
export async function checkAnswerFiles(
  db: Db,
  structure: QuizStructure,
  paper: readonly PaperEntry[] | null,
  who: { schoolId: number; studentId: number },
  responses: Record<string, QuestionResponse>,
): Promise<void> {
  const byKey = attachedFileIds(paper, responses);
  const ids = [...new Set([...byKey.values()].flat())];
  if (!ids.length) return;
  const rows = await db
    .selectFrom('files')
    .select('id')
    .where('school_id', '=', who.schoolId)
    .where('uploaded_by', '=', who.studentId)
    .where('id', 'in', ids)
    .execute();
  const found = new Set(rows.map((r) => r.id));
  const number = numbers(structure, paper);
  for (const [key, fileIds] of byKey) {
    const missing = fileIds.find((id) => !found.has(id));
    if (missing !== undefined) throw badRequest('quizPapers.fileNotFound', `responses.${key}`, { question: number.get(key)!, id: missing });
  }
}

/** Checks a save or a submission against the paper, files included (400 naming the question). */
export async function checkedInput(
  db: Db,
  structure: QuizStructure,
  paper: readonly PaperEntry[] | null,
  who: { schoolId: number; studentId: number },
  input: PaperInput,
): Promise<CheckedPaperInput> {
  const checked = checkedPaperInput(structure, paper, input, 'answers');
  await checkAnswerFiles(db, structure, paper, who, checked.responses);
  return checked;
}

/*
 * Papers of attempts this process has seen, so that an exam-time save or submission of a bank
 * test is checked and scored without reading the attempt first. A paper never changes for its
 * attempt; the statements using one also match the attempt's id, so a reset attempt (a new id,
 * a new paper) is never taken for the old one.
 */
const PAPER_CACHE_LIMIT = 20000;
const papers = new Map<string, { attemptId: number; paper: PaperEntry[] | null }>();

export function rememberPaper(testId: number, studentId: number, attemptId: number, paper: PaperEntry[] | null): void {
  const key = `${testId}:${studentId}`;
  papers.delete(key);
  papers.set(key, { attemptId, paper });
  if (papers.size > PAPER_CACHE_LIMIT) papers.delete(papers.keys().next().value as string);
}

export function rememberedPaper(testId: number, studentId: number): { attemptId: number; paper: PaperEntry[] | null } | undefined {
  return papers.get(`${testId}:${studentId}`);
}
