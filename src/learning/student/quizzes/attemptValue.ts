import type { QuestionResponse } from '../../../api/questionBank';
import type { QuizSaveInput } from '../../../api/quizAttempts';
import type { QuizAnswerFileDto, QuizResponses } from '../../../api/quizBankItems';
import type { QuizResponse } from '../../shared/quizzes/quizResponse';

/*
 * What a student has answered in a running attempt: the SPEC's answers and 'Other' texts of the
 * test's own questions, and the responses to the bank's questions by key (issue 17), with the
 * files a FILE_ANSWER response names (their names and links, which the response alone lacks).
 */

export interface AttemptValue extends QuizResponse {
  responses: QuizResponses;
  /** The files named by FILE_ANSWER responses (and any uploaded and not yet saved). */
  files: QuizAnswerFileDto[];
}

/** A value from a caller that may know only the SPEC's part: the bank part is kept from `current`. */
export function withBankPart(value: QuizResponse & Partial<AttemptValue>, current: AttemptValue): AttemptValue {
  return {
    answers: value.answers,
    others: value.others,
    responses: value.responses ?? current.responses,
    files: value.files ?? current.files,
  };
}

/**
 * What a save and a submission send: the whole set; `responses` only once the attempt has had
 * any; the attempt's number when it has one (issue 17), so a tab left on an earlier attempt is
 * refused (409) and never saves into the next (a server from before attempts gives none).
 */
export function saveBody(value: AttemptValue, withResponses: boolean, attemptNo?: number): QuizSaveInput {
  const { answers, others, responses } = value;
  const numbered = attemptNo === undefined ? {} : { attemptNo };
  return withResponses ? { ...numbered, answers, others, responses } : { ...numbered, answers, others };
}

/** A JSON text of the response with object keys sorted, so equal responses give equal texts. */
export function canonicalResponse(response: QuestionResponse | undefined): string {
  if (!response) return '';
  const sortKeys = (input: unknown): unknown => {
    if (Array.isArray(input)) return input.map(sortKeys);
    if (input && typeof input === 'object') {
      return Object.fromEntries(
        Object.entries(input as Record<string, unknown>)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([k, v]) => [k, sortKeys(v)]),
      );
    }
    return input;
  };
  return JSON.stringify(sortKeys(response));
}

/** Whether a response says nothing (no choice, blank text, no match, no file): then it is left out. */
export function isEmptyResponse(response: QuestionResponse | undefined): boolean {
  if (!response) return true;
  if ('choices' in response) return response.choices.length === 0;
  if ('truth' in response) return typeof response.truth !== 'boolean';
  if ('text' in response) return response.text.trim() === '';
  if ('matches' in response) return Object.keys(response.matches).length === 0;
  if ('order' in response) return response.order.length === 0;
  if ('fileIds' in response) return response.fileIds.length === 0;
  return true;
}

/** The responses with one key's replaced; an empty response removes it. */
export function withResponse(responses: QuizResponses, key: string, response: QuestionResponse | undefined): QuizResponses {
  const next = { ...responses };
  if (response === undefined || isEmptyResponse(response)) delete next[key];
  else next[key] = response;
  return next;
}

const isRecord = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === 'object' && !Array.isArray(value);
const ids = (value: unknown): value is number[] => Array.isArray(value) && value.every((id) => Number.isInteger(id));

/** One response as read back from the device: anything not of a known shape is dropped. */
function cleanResponse(value: unknown): QuestionResponse | null {
  if (!isRecord(value)) return null;
  if (ids(value.choices)) return { choices: value.choices };
  if (typeof value.truth === 'boolean') return { truth: value.truth };
  if (typeof value.text === 'string') return { text: value.text };
  if (ids(value.order)) return { order: value.order };
  if (ids(value.fileIds)) return { fileIds: value.fileIds };
  if (isRecord(value.matches) && Object.values(value.matches).every((id) => Number.isInteger(id))) {
    return { matches: value.matches as Record<string, number> };
  }
  return null;
}

export function cleanResponses(value: unknown): QuizResponses {
  if (!isRecord(value)) return {};
  const responses: QuizResponses = {};
  for (const [key, raw] of Object.entries(value)) {
    const response = cleanResponse(raw);
    if (response) responses[key] = response;
  }
  return responses;
}

export function cleanFiles(value: unknown): QuizAnswerFileDto[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (file): file is QuizAnswerFileDto =>
      isRecord(file) && Number.isInteger(file.fileId) && typeof file.questionKey === 'string' && typeof file.name === 'string',
  );
}

/** The files of both lists, each once (the first list's copy wins). */
export function unionFiles(a: QuizAnswerFileDto[], b: QuizAnswerFileDto[]): QuizAnswerFileDto[] {
  const seen = new Set(a.map((file) => file.fileId));
  return [...a, ...b.filter((file) => !seen.has(file.fileId))];
}
