import { describe, expect, it } from 'vitest';
import type { QuestionData } from '../../../src/api/questionBank.js';
import type { BankPaperEntry } from '../../../server/routes/quizzes/paper.js';
import { scoreResponse } from '../../../server/routes/quizzes/questionScoring.js';
import { studentQuestions } from '../../../server/routes/quizzes/paperViews.js';
import { makePaper, PoolTooSmall, type Pools, type RandomSource } from '../../../server/routes/quizzes/paperMaker.js';
import { shuffled } from '../../../server/routes/quizzes/paperDraws.js';
import type { QuizStructure, StructureQuestion } from '../../../server/routes/quizzes/structure.js';

/* Making a paper, with a seeded random source: draws, exclusions and shuffles. */

/** A small seeded generator (mulberry32), so that every run draws the same. */
function seeded(seed: number): RandomSource {
  let a = seed;
  return (below) => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * below);
  };
}
/** Leaves every list as it is (Fisher–Yates swapping each item with itself). */
const identity: RandomSource = (below) => below - 1;

const head = { name: 'q', text: 'q', textFormat: 'plain', generalFeedback: '', points: 1 } as const;
const truth = (id: number): QuestionData => ({
  ...head,
  name: `t${id}`,
  type: 'TRUE_FALSE',
  correct: true,
  feedbackTrue: '',
  feedbackFalse: '',
});
const ordering: QuestionData = { ...head, type: 'ORDERING', items: [1, 2, 3, 4].map((id) => ({ id, text: `i${id}` })) };
const choice: QuestionData = {
  ...head,
  type: 'ONE_FROM_LIST',
  shuffleAnswers: true,
  answers: [1, 2, 3, 4, 5].map((id) => ({ id, text: `a${id}`, credit: id === 1 ? 1 : 0, feedback: '' })),
};

const own: StructureQuestion = {
  source: 'TEST',
  id: 1,
  text: 'own',
  kind: 'ONE',
  points: 2,
  hasOther: false,
  options: [10, 11, 12, 13].map((id) => ({ id, text: `o${id}`, isCorrect: id === 10 })),
};
const fixed = (id: number, bankQuestionId: number, question: QuestionData): StructureQuestion => ({
  source: 'BANK',
  id,
  categoryId: 1,
  points: 3,
  bankQuestionId,
  categoryPath: ['C'],
  question,
});
const random = (id: number, drawCount: number): StructureQuestion => ({
  source: 'RANDOM',
  id,
  points: 2,
  drawCount,
  categoryId: 7,
  categoryPath: ['C'],
  includeSubcategories: false,
});
const structureOf = (questions: StructureQuestion[]): QuizStructure => ({ version: 1, questions, maxPoints: 0 });
const poolOf = (ids: number[]) => ids.map((id) => ({ bankQuestionId: id, question: truth(id) }));
const NO_SHUFFLE = { shuffleQuestions: false, shuffleOptions: false };

describe('makePaper', () => {
  it('gives no paper to a test of its own questions, unshuffled', () => {
    expect(makePaper(structureOf([own]), NO_SHUFFLE, new Map())).toBeNull();
    expect(makePaper(structureOf([own]), { shuffleQuestions: true, shuffleOptions: false }, new Map())).not.toBeNull();
  });

  it('draws without repeats, never a fixed question, each slot its count, at the slot points', () => {
    const structure = structureOf([own, fixed(2, 100, truth(100)), random(3, 2), random(4, 2)]);
    const pools: Pools = new Map([
      [3, poolOf([100, 101, 102])],
      [4, poolOf([101, 102, 103, 104])],
    ]);
    for (let seed = 1; seed <= 50; seed += 1) {
      const paper = makePaper(structure, NO_SHUFFLE, pools, seeded(seed))!;
      const drawn = paper.filter((e): e is BankPaperEntry => e.source === 'BANK').map((e) => e.bankQuestionId);
      expect(new Set(drawn).size).toBe(drawn.length);
      expect(drawn.filter((id) => id === 100)).toHaveLength(1);
      expect(paper.filter((e) => e.slotId === 3)).toHaveLength(2);
      expect(paper.filter((e) => e.slotId === 4)).toHaveLength(2);
      for (const e of paper)
        if (e.source === 'BANK' && e.slotId > 2) expect([e.key, e.question.points]).toEqual([`${e.slotId}-${e.bankQuestionId}`, 2]);
    }
  });

  it('gives two students their own draws', () => {
    const structure = structureOf([random(3, 3)]);
    const pools: Pools = new Map([[3, poolOf([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])]]);
    const draws = new Set(
      [1, 2, 3, 4, 5].map((seed) =>
        makePaper(structure, NO_SHUFFLE, pools, seeded(seed))!
          .map((e) => e.key)
          .join(),
      ),
    );
    expect(draws.size).toBeGreaterThan(1);
  });

  it('never draws a description, and says which slot is short', () => {
    const description: QuestionData = { ...head, type: 'DESCRIPTION', points: 0 };
    const pools: Pools = new Map([[3, [...poolOf([1]), { bankQuestionId: 2, question: description }]]]);
    expect(() => makePaper(structureOf([random(3, 2)]), NO_SHUFFLE, pools)).toThrow(PoolTooSmall);
    try {
      makePaper(structureOf([random(3, 2)]), NO_SHUFFLE, pools);
    } catch (error) {
      expect(error).toMatchObject({ available: 1, slot: { id: 3 } });
    }
  });

  it('draws overlapping slots together: a parent with its subcategories leaves the child what it needs', () => {
    // Slot 3 draws 2 of the parent's tree (1-4); slot 4 draws 2 of the child (3, 4). Only {1, 2} + {3, 4} works.
    const structure = structureOf([random(3, 2), random(4, 2)]);
    const pools: Pools = new Map([
      [3, poolOf([1, 2, 3, 4])],
      [4, poolOf([3, 4])],
    ]);
    const draws = new Set<string>();
    for (let seed = 1; seed <= 40; seed += 1) {
      const paper = makePaper(structure, NO_SHUFFLE, pools, seeded(seed))!;
      expect(paper.map((e) => e.key)).toEqual(['3-1', '3-2', '4-3', '4-4']);
    }
    // With room to spare, the overlapping draws still vary and never repeat a question.
    const wider: Pools = new Map([
      [3, poolOf([1, 2, 3, 4, 5, 6])],
      [4, poolOf([3, 4, 5])],
    ]);
    for (let seed = 1; seed <= 40; seed += 1) {
      const paper = makePaper(structure, NO_SHUFFLE, wider, seeded(seed))! as BankPaperEntry[];
      const ids = paper.map((e) => e.bankQuestionId);
      expect(new Set(ids).size).toBe(4);
      expect(paper.filter((e) => e.slotId === 4).every((e) => [3, 4, 5].includes(e.bankQuestionId))).toBe(true);
      draws.add(paper.map((e) => e.key).join());
    }
    expect(draws.size).toBeGreaterThan(3);
  });

  it('refuses overlapping slots that no draw can serve, naming the short slot', () => {
    const pools: Pools = new Map([
      [3, poolOf([1, 2, 3])],
      [4, poolOf([2, 3])],
    ]);
    expect(() => makePaper(structureOf([random(3, 2), random(4, 2)]), NO_SHUFFLE, pools, seeded(1))).toThrow(PoolTooSmall);
  });

  it('shuffles questions and options keeping their ids; a fixed order only when not asked', () => {
    const structure = structureOf([own, fixed(2, 100, choice), fixed(3, 101, truth(101)), fixed(4, 102, truth(102))]);
    const plain = makePaper(structure, { shuffleQuestions: true, shuffleOptions: false }, new Map(), seeded(3))!;
    expect(plain.find((e) => e.key === '1')).toMatchObject({ optionOrder: [10, 11, 12, 13] });
    expect(plain.find((e) => e.key === '2')).toMatchObject({ order: [1, 2, 3, 4, 5] });
    const orders = new Set<string>();
    for (let seed = 1; seed <= 20; seed += 1) {
      const paper = makePaper(structure, { shuffleQuestions: true, shuffleOptions: true }, new Map(), seeded(seed))!;
      expect(paper.map((e) => e.key).sort()).toEqual(['1', '2', '3', '4']);
      const mine = paper.find((e) => e.key === '1')!;
      expect(mine.source === 'TEST' && [...mine.optionOrder].sort()).toEqual([10, 11, 12, 13]);
      const bank = paper.find((e) => e.key === '2') as BankPaperEntry;
      expect([...bank.order].sort()).toEqual([1, 2, 3, 4, 5]);
      orders.add(paper.map((e) => e.key).join() + bank.order.join());
    }
    expect(orders.size).toBeGreaterThan(1);
  });

  it('never starts an ordering in its right order, and deals its ids out afresh', () => {
    const structure = structureOf([fixed(2, 100, ordering)]);
    const entry = makePaper(structure, NO_SHUFFLE, new Map(), identity)![0] as BankPaperEntry;
    const items = entry.question.type === 'ORDERING' ? entry.question.items : [];
    expect(items.map((i) => i.text)).toEqual(['i1', 'i2', 'i3', 'i4']);
    expect(entry.order).not.toEqual(items.map((i) => i.id));
    const sortedById = new Set<string>();
    for (let seed = 1; seed <= 20; seed += 1) {
      const e = makePaper(structure, NO_SHUFFLE, new Map(), seeded(seed))![0] as BankPaperEntry;
      const copy = e.question.type === 'ORDERING' ? e.question.items : [];
      expect(copy.map((i) => i.id).sort()).toEqual([1, 2, 3, 4]);
      expect(e.order).not.toEqual(copy.map((i) => i.id));
      sortedById.add(
        [...copy]
          .sort((a, b) => a.id - b.id)
          .map((i) => i.text)
          .join(),
      );
    }
    // Sorting the ids does not give one order, so it does not give the right one.
    expect(sortedById.size).toBeGreaterThan(1);
  });

  it("offers a matching's right sides under ids of their own, which score as the pairs' own", () => {
    const matching: QuestionData = {
      ...head,
      type: 'MATCHING',
      pairs: [
        { id: 1, left: 'L1', right: 'R1' },
        { id: 2, left: 'L2', right: 'R2' },
        { id: 3, left: 'L3', right: 'R1' },
        { id: 4, left: '', right: 'R9' },
      ],
    };
    const structure = structureOf([fixed(2, 100, matching)]);
    for (let seed = 1; seed <= 10; seed += 1) {
      const paper = makePaper(structure, NO_SHUFFLE, new Map(), seeded(seed))!;
      const [view] = studentQuestions(structure, paper) as {
        lefts: { id: number; text: string }[];
        rights: { id: number; text: string }[];
      }[];
      expect(view.lefts.map((l) => l.id)).toEqual([1, 2, 3]);
      expect(view.rights.map((r) => r.text).sort()).toEqual(['R1', 'R2', 'R9']);
      expect(view.rights.every((r) => r.id > 4)).toBe(true);
      const id = (text: string) => view.rights.find((r) => r.text === text)!.id;
      const question = (paper[0] as BankPaperEntry).question;
      expect(scoreResponse(question, { matches: { 1: id('R1'), 2: id('R2'), 3: id('R1') } }).points).toBe(3);
      expect(scoreResponse(question, { matches: { 1: id('R2'), 2: id('R1'), 3: id('R9') } }).points).toBe(0);
    }
  });

  it('shuffles a copy', () => {
    const list = [1, 2, 3];
    shuffled(list, seeded(1));
    expect(list).toEqual([1, 2, 3]);
  });
});
