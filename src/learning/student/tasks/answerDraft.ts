import { useCallback, useState } from 'react';
import type { AnswerFile } from '../../../api/tasks';

/** What the answer form holds: the text, the files already uploaded and the links. */
export interface AnswerDraft {
  text: string;
  files: AnswerFile[];
  links: string[];
}

export const EMPTY_DRAFT: AnswerDraft = { text: '', files: [], links: [] };

const PREFIX = 'lms-answer-draft';

/**
 * Where a task's unsent answer is kept in this browser: per user (several students may share a
 * computer; logging out keeps it for when they come back) and per task.
 */
export function answerDraftKey(userId: string | number, taskId: string | number): string {
  return `${PREFIX}:${userId}:${taskId}`;
}

function isFile(value: unknown): value is AnswerFile {
  const f = value as AnswerFile;
  return Boolean(f) && typeof f.fileId === 'number' && typeof f.name === 'string' && typeof f.link === 'string';
}

/** The draft kept under `key`, or null when there is none (or it is not one: another version, a hand edit). */
export function readAnswerDraft(key: string): AnswerDraft | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<AnswerDraft>;
    if (typeof value.text !== 'string' || !Array.isArray(value.files) || !Array.isArray(value.links)) return null;
    return { text: value.text, files: value.files.filter(isFile), links: value.links.filter((l): l is string => typeof l === 'string') };
  } catch {
    return null;
  }
}

export function sameDraft(a: AnswerDraft, b: AnswerDraft): boolean {
  return (
    a.text === b.text &&
    a.files.length === b.files.length &&
    a.files.every((f, i) => f.fileId === b.files[i].fileId) &&
    a.links.length === b.links.length &&
    a.links.every((l, i) => l === b.links[i])
  );
}

function write(key: string, draft: AnswerDraft | null): void {
  try {
    if (draft) window.localStorage.setItem(key, JSON.stringify(draft));
    else window.localStorage.removeItem(key);
  } catch {
    // Storage full or off (private mode): the form still works, only without the draft.
  }
}

export function discardAnswerDraft(key: string): void {
  write(key, null);
}

/**
 * The answer form's value, kept in localStorage under `key` on every change until it is sent
 * (`clear`), so a reload or a closed tab does not lose what was typed. A value equal to
 * `initial` (what the server holds) is not a draft. `restored` tells that the form opened with
 * a draft.
 */
export function useAnswerDraft(key: string, initial: AnswerDraft) {
  const [state, setState] = useState(() => {
    const stored = readAnswerDraft(key);
    const restored = stored !== null && !sameDraft(stored, initial);
    return { value: restored ? stored : initial, restored };
  });

  const setValue = useCallback(
    (update: (previous: AnswerDraft) => AnswerDraft) => {
      setState((previous) => {
        const value = update(previous.value);
        write(key, sameDraft(value, initial) ? null : value);
        return { ...previous, value };
      });
    },
    [key, initial],
  );

  /** Forgets the draft: after sending, or when the student discards it. */
  const clear = useCallback(
    (next: AnswerDraft = initial) => {
      write(key, null);
      setState({ value: next, restored: false });
    },
    [key, initial],
  );

  return { value: state.value, restored: state.restored, setValue, clear };
}
