import type { QuizAnswers, QuizOtherAnswers } from '../../../api/quizAttempts';
import type { QuizAnswerFileDto, QuizResponses } from '../../../api/quizBankItems';
import type { QuizResponse } from '../../shared/quizzes/quizResponse';
import { canonicalResponse, cleanFiles, cleanResponses, unionFiles, type AttemptValue } from './attemptValue';

/*
 * The copy of a running attempt kept in the browser (localStorage), so that a reload, a crash,
 * a closed laptop or a dropped connection loses no answer. Every change is written here at once,
 * before it is sent; what the server has not confirmed yet is marked pending per question, so
 * that on the next load the page knows which answers only this device has.
 */

export const LOCAL_ATTEMPT_PREFIX = 'lms.testAttempt.';
/** A pending answer loses to the server's only when the server saved it this much later (another device). */
export const OTHER_DEVICE_MARGIN_MS = 60_000;
/** Copies of attempts whose deadline is this far gone are removed (the attempt is closed anyway). */
const KEEP_AFTER_DEADLINE_MS = 7 * 24 * 3600_000;

export interface LocalAttempt {
  v: 1;
  testId: number;
  /** Identifies the attempt together with testId (a new attempt never finds an old copy). */
  startedAt: string;
  deadline: string;
  answers: QuizAnswers;
  others: QuizOtherAnswers;
  /** Responses to the bank's questions by key (issue 17); missing in copies made before them. */
  responses?: QuizResponses;
  /** The files those responses name, so a reload still shows their names. */
  files?: QuizAnswerFileDto[];
  /** questionId → when it last changed here (server clock, ms), while the server has not confirmed it. */
  pending: Record<string, number>;
  /** When this copy last changed (server clock, ms). */
  changedAt: number;
  /** The server's savedAt of the last save it confirmed to this device, or null. */
  savedAt: string | null;
}

/** The browser's localStorage, or undefined where it is missing or refused (private modes). */
export function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function localAttemptKey(testId: number, startedAt: string): string {
  const started = Date.parse(startedAt);
  return `${LOCAL_ATTEMPT_PREFIX}${testId}.${Number.isFinite(started) ? started : startedAt}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === 'object' && !Array.isArray(value);

function cleanAnswers(value: unknown): QuizAnswers {
  if (!isRecord(value)) return {};
  const answers: QuizAnswers = {};
  for (const [key, ids] of Object.entries(value)) {
    if (Array.isArray(ids) && ids.every((id) => Number.isInteger(id))) answers[key] = ids as number[];
  }
  return answers;
}

function cleanOthers(value: unknown): QuizOtherAnswers {
  if (!isRecord(value)) return {};
  return Object.fromEntries(Object.entries(value).filter(([, text]) => typeof text === 'string')) as QuizOtherAnswers;
}

function cleanPending(value: unknown): Record<string, number> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(Object.entries(value).filter(([, at]) => typeof at === 'number' && Number.isFinite(at))) as Record<
    string,
    number
  >;
}

/** The saved copy of this attempt, or null (none, unreadable, or storage unavailable). */
export function readLocalAttempt(storage: Storage | undefined, testId: number, startedAt: string): LocalAttempt | null {
  try {
    const raw = storage?.getItem(localAttemptKey(testId, startedAt));
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!isRecord(parsed) || parsed.testId !== testId) return null;
    return {
      v: 1,
      testId,
      startedAt,
      deadline: typeof parsed.deadline === 'string' ? parsed.deadline : '',
      answers: cleanAnswers(parsed.answers),
      others: cleanOthers(parsed.others),
      responses: cleanResponses(parsed.responses),
      files: cleanFiles(parsed.files),
      pending: cleanPending(parsed.pending),
      changedAt: typeof parsed.changedAt === 'number' ? parsed.changedAt : 0,
      savedAt: typeof parsed.savedAt === 'string' ? parsed.savedAt : null,
    };
  } catch {
    return null;
  }
}

/** Writes the copy; false when the browser refuses (storage full, disabled, private mode). */
export function writeLocalAttempt(storage: Storage | undefined, record: LocalAttempt): boolean {
  try {
    if (!storage) return false;
    storage.setItem(localAttemptKey(record.testId, record.startedAt), JSON.stringify(record));
    return true;
  } catch {
    return false;
  }
}

export function removeLocalAttempt(storage: Storage | undefined, testId: number, startedAt: string): void {
  try {
    storage?.removeItem(localAttemptKey(testId, startedAt));
  } catch {
    // Nothing to do: the copy is only a safety net.
  }
}

/** Removes copies of attempts whose deadline is long gone. */
export function pruneLocalAttempts(storage: Storage | undefined, now: number): void {
  try {
    if (!storage) return;
    const stale: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (!key?.startsWith(LOCAL_ATTEMPT_PREFIX)) continue;
      try {
        const deadline = Date.parse((JSON.parse(storage.getItem(key) ?? '{}') as { deadline?: string }).deadline ?? '');
        if (!Number.isFinite(deadline) || deadline + KEEP_AFTER_DEADLINE_MS < now) stale.push(key);
      } catch {
        stale.push(key);
      }
    }
    stale.forEach((key) => storage.removeItem(key));
  } catch {
    // Storage unavailable.
  }
}

function sameIds(a: number[] | undefined, b: number[] | undefined): boolean {
  const x = [...(a ?? [])].sort((m, n) => m - n);
  const y = [...(b ?? [])].sort((m, n) => m - n);
  return x.length === y.length && x.every((id, i) => id === y[i]);
}

/** A value as the SPEC's callers give it, or with the bank's responses (issue 17). */
type AnyValue = QuizResponse & { responses?: QuizResponses };

const sameResponse = (a: AnyValue, b: AnyValue, key: string) =>
  canonicalResponse(a.responses?.[key]) === canonicalResponse(b.responses?.[key]);

/** Whether two answers agree on one question (its options in any order, its 'Other' text, its bank response). */
export function sameAnswer(a: AnyValue, b: AnyValue, key: string): boolean {
  return sameIds(a.answers[key], b.answers[key]) && a.others[key] === b.others[key] && sameResponse(a, b, key);
}

/** The same, as the server stores answers: an 'Other' text trimmed, a blank one as none. */
function sameStored(a: AnyValue, b: AnyValue, key: string): boolean {
  const text = (value: QuizResponse) => value.others[key]?.trim() || undefined;
  return sameIds(a.answers[key], b.answers[key]) && text(a) === text(b) && sameResponse(a, b, key);
}

const keysOf = (value: AnyValue) => [...Object.keys(value.answers), ...Object.keys(value.others), ...Object.keys(value.responses ?? {})];

/** The questions whose answer differs between a and b. */
export function changedQuestions(a: AnyValue, b: AnyValue): string[] {
  const keys = new Set([...keysOf(a), ...keysOf(b)]);
  return [...keys].filter((key) => !sameAnswer(a, b, key));
}

function setAnswer(target: AttemptValue, source: AnyValue, key: string): void {
  if (source.answers[key]?.length) target.answers[key] = [...source.answers[key]];
  else delete target.answers[key];
  if (source.others[key] !== undefined) target.others[key] = source.others[key];
  else delete target.others[key];
  const response = source.responses?.[key];
  if (response) target.responses[key] = response;
  else delete target.responses[key];
}

export interface MergedAttempt {
  value: AttemptValue;
  /** The questions only this device has (to send), with when they changed. */
  pending: Record<string, number>;
  /** Whether the merged answers differ from the server's: then they must be sent at once. */
  differs: boolean;
}

/**
 * The answers to resume with. When this device's copy is at least as recent as what the server
 * answered (the server's last save is one this device made, or none), the copy is taken whole:
 * the server's answer may have left before the device's last save arrived. Otherwise (another
 * device saved later) the server's answers are taken, with every question this device changed
 * and the server never confirmed taken from the copy, unless the server saved it well after
 * that change. What then differs from the server's is pending: sent at once.
 */
export function mergeAttempt(
  server: {
    answers: QuizAnswers;
    others: QuizOtherAnswers;
    responses?: QuizResponses;
    files?: QuizAnswerFileDto[];
    savedAt: string | null;
  },
  local: LocalAttempt | null,
): MergedAttempt {
  const serverValue: AnyValue = { answers: { ...server.answers }, others: { ...server.others }, responses: { ...server.responses } };
  const value: AttemptValue = {
    answers: { ...server.answers },
    others: { ...server.others },
    responses: { ...server.responses },
    // Names of files only this device has uploaded are kept, whichever side's response wins.
    files: unionFiles(server.files ?? [], local?.files ?? []),
  };
  const pending: Record<string, number> = {};
  if (!local) return { value, pending, differs: false };
  const serverSaved = server.savedAt ? Date.parse(server.savedAt) : Number.NEGATIVE_INFINITY;
  const localSaved = local.savedAt ? Date.parse(local.savedAt) : Number.NEGATIVE_INFINITY;
  const localValue: AnyValue = { answers: local.answers, others: local.others, responses: local.responses ?? {} };
  const keys = new Set([...keysOf(localValue), ...keysOf(serverValue)]);
  if (localSaved >= serverSaved) {
    for (const key of keys) {
      setAnswer(value, localValue, key);
      if (!sameStored(value, serverValue, key)) pending[key] = local.pending[key] ?? local.changedAt;
    }
    return { value, pending, differs: Object.keys(pending).length > 0 };
  }
  for (const [key, changedAt] of Object.entries(local.pending)) {
    if (serverSaved > changedAt + OTHER_DEVICE_MARGIN_MS) continue;
    setAnswer(value, localValue, key);
    if (!sameStored(value, serverValue, key)) pending[key] = changedAt;
  }
  return { value, pending, differs: Object.keys(pending).length > 0 };
}
