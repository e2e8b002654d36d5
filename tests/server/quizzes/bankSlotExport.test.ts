import { describe, expect, it } from 'vitest';
import { SCHOOL_TABLES, type NewId } from '../../../server/cli/schoolTables.js';
import { remapAttempt } from '../../../server/cli/schoolTablesQuizzes.js';

/*
 * `lms export-school` and `import-school` with tests built from the bank: the import inserts a
 * table after every table its rows refer to, and an attempt's keys, paper and file answers get
 * the new ids ('15-204': slot 15, drawn bank question 204).
 */

describe('the school archive and bank slots', () => {
  it('inserts every referenced table before the tables referring to it', () => {
    const order = SCHOOL_TABLES.map((t) => t.table);
    for (const spec of SCHOOL_TABLES) {
      for (const [column, table] of Object.entries(spec.refs ?? {})) {
        if (table === spec.table) continue;
        expect(order.indexOf(table), `${spec.table}.${column} -> ${table}`).toBeLessThan(order.indexOf(spec.table));
      }
    }
    expect(SCHOOL_TABLES.find((t) => t.table === 'test_questions')?.refs).toMatchObject({
      bank_question_id: 'bank_questions',
      category_id: 'question_categories',
    });
  });

  it("gives an attempt's keys, paper and files the new ids", () => {
    const ids: Record<string, Record<number, number>> = {
      test_questions: { 12: 112, 15: 115 },
      test_options: { 7: 107, 8: 108 },
      bank_questions: { 204: 1204 },
      files: { 9: 109 },
    };
    const newId: NewId = (table, old) => ids[table]?.[old];
    const row: Record<string, unknown> = {
      answers: { '12': [8, 7] },
      other_texts: { '12': 'text' },
      other_points: { '15-204': 2, '15-300': 1 },
      responses: { '15-204': { fileIds: [9] }, '15-300': { truth: true } },
      paper: [
        { source: 'TEST', key: '12', slotId: 12, optionOrder: [8, 7] },
        { source: 'BANK', key: '15-204', slotId: 15, bankQuestionId: 204, question: { type: 'FILE_ANSWER' }, order: [3, 1] },
        { source: 'BANK', key: '15-300', slotId: 15, bankQuestionId: 300, question: { type: 'TRUE_FALSE' }, order: [] },
      ],
    };
    remapAttempt(row, newId);
    expect(row).toEqual({
      answers: { '112': [108, 107] },
      other_texts: { '112': 'text' },
      // A drawn question deleted from the bank since keeps its old id: the paper holds it, and keys stay unique.
      other_points: { '115-1204': 2, '115-300': 1 },
      responses: { '115-1204': { fileIds: [109] }, '115-300': { truth: true } },
      paper: [
        { source: 'TEST', key: '112', slotId: 112, optionOrder: [108, 107] },
        { source: 'BANK', key: '115-1204', slotId: 115, bankQuestionId: 1204, question: { type: 'FILE_ANSWER' }, order: [3, 1] },
        { source: 'BANK', key: '115-300', slotId: 115, bankQuestionId: 300, question: { type: 'TRUE_FALSE' }, order: [] },
      ],
    });
  });
});
