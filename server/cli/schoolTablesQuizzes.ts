/** A row of an archive's table, and the id a row got on import (as schoolTables.ts defines them; kept here so the two files do not import each other). */
type Row = Record<string, unknown>;
type NewId = (table: string, oldId: number) => number | undefined;

/*
 * The ids inside a test attempt's JSON columns, for `lms import-school` (schoolTables.ts). An
 * answer's key (src/api/quizBankItems.ts) is a slot's id ('12') or a slot's and a drawn bank
 * question's ('15-204'); a paper (server/routes/quizzes/paper.ts) names slots, options and bank
 * questions; a file answer names files. Answer, pair and item ids inside a bank question are
 * the question's own and stay.
 */

/** An id in a JSON value: the new one, or 0 (no row has it) when its row was not exported. */
export const jsonId = (newId: NewId, table: string, value: unknown) => (typeof value === 'number' ? (newId(table, value) ?? 0) : value);

/**
 * A drawn question's id: the new one, or the old one when the bank question was deleted since
 * (not carried): the key stays unique within the attempt, and the paper holds the question itself.
 */
const drawnId = (newId: NewId, value: number) => newId('bank_questions', value) ?? value;

/** An answer's key with the new ids. */
export function remapKey(key: string, newId: NewId): string {
  const parts = /^(\d+)(?:-(\d+))?$/.exec(key);
  if (!parts) return key;
  const slot = newId('test_questions', Number(parts[1])) ?? 0;
  return parts[2] === undefined ? String(slot) : `${slot}-${drawnId(newId, Number(parts[2]))}`;
}

/** {key: value}, with the values mapped by `value`. */
export function remapQuestionKeys(map: unknown, newId: NewId, value: (v: unknown) => unknown = (v) => v): unknown {
  if (!map || typeof map !== 'object' || Array.isArray(map)) return map;
  return Object.fromEntries(Object.entries(map).map(([key, v]) => [remapKey(key, newId), value(v)]));
}

/** A response to a bank question: only a file answer names rows (files). */
function remapResponse(response: unknown, newId: NewId): unknown {
  if (!response || typeof response !== 'object' || !('fileIds' in response) || !Array.isArray(response.fileIds)) return response;
  return { ...response, fileIds: response.fileIds.map((id: unknown) => jsonId(newId, 'files', id)) };
}

function remapPaper(paper: unknown, newId: NewId): unknown {
  if (!Array.isArray(paper)) return paper;
  return paper.map((entry: Record<string, unknown>) => {
    if (!entry || typeof entry !== 'object') return entry;
    const out: Record<string, unknown> = { ...entry, slotId: jsonId(newId, 'test_questions', entry.slotId) };
    if (typeof entry.key === 'string') out.key = remapKey(entry.key, newId);
    if (Array.isArray(entry.optionOrder)) out.optionOrder = entry.optionOrder.map((id) => jsonId(newId, 'test_options', id));
    if (typeof entry.bankQuestionId === 'number') out.bankQuestionId = drawnId(newId, entry.bankQuestionId);
    return out;
  });
}

/** A test attempt's JSON columns: {key: [optionId]}, {key: text}, {key: points}, {key: response}, its paper. */
export function remapAttempt(row: Row, newId: NewId): void {
  row.answers = remapQuestionKeys(row.answers, newId, (options) =>
    Array.isArray(options) ? options.map((o) => jsonId(newId, 'test_options', o)) : options,
  );
  row.other_texts = remapQuestionKeys(row.other_texts, newId);
  row.other_points = remapQuestionKeys(row.other_points, newId);
  if ('responses' in row) row.responses = remapQuestionKeys(row.responses, newId, (r) => remapResponse(r, newId));
  if ('paper' in row) row.paper = remapPaper(row.paper, newId);
}
