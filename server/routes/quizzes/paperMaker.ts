/*
 * Making a student's paper when they start (contract: src/api/quizBankItems.ts, paper.ts).
 * Pure: the pools come read (paperPools.ts), the random source is injectable (crypto's by
 * default, so a student cannot predict a draw from another's).
 *
 * - A RANDOM slot draws drawCount questions of its pool; descriptions are not in pools; no
 *   question comes twice in a paper, nor one a fixed slot already asks. Slots with overlapping
 *   pools draw together (paperDraws.ts), so a draw fails (PoolTooSmall) only when none exists.
 * - shuffleQuestions orders the whole paper; shuffleOptions orders the test's own options and
 *   the answers of bank choice questions whose shuffleAnswers is set. Matching right sides and
 *   ordering items are always shuffled, and an ordering of 2+ items never starts in its right
 *   order. Ids never change: an order is a list of the question's own ids (an ordering's
 *   are dealt out afresh in the paper's copy, see paperCopy).
 * - No paper (null) for a test of its own questions only, unshuffled: its attempts keep the
 *   SPEC's shape and the start stays one plain statement.
 */
import { randomInt } from 'node:crypto';
import type { QuestionData } from '../../../src/api/questionBank.js';
import type { BankPaperEntry, PaperEntry } from './paper.js';
import { drawSlots, shuffled } from './paperDraws.js';
import type { QuizStructure, RandomStructureSlot } from './structure.js';

/** An integer in [0, below). */
export type RandomSource = (below: number) => number;
export const cryptoRandom: RandomSource = (below) => (below <= 1 ? 0 : randomInt(below));

/** A question a random slot may draw. */
export interface PoolQuestion {
  bankQuestionId: number;
  question: QuestionData;
}

/** The questions each RANDOM slot may draw, by slot id. */
export type Pools = ReadonlyMap<number, readonly PoolQuestion[]>;

export interface PaperSettings {
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
}

/** A slot whose pool (less what the paper holds already) has fewer questions than it draws. */
export class PoolTooSmall extends Error {
  constructor(
    readonly slot: RandomStructureSlot,
    readonly available: number,
  ) {
    super(`slot ${slot.id}: ${available} of ${slot.drawCount}`);
  }
}

/** An order of ids that is not the given one (when 2+): a shuffle that came out right is turned by one. */
function shuffledAway(ids: readonly number[], random: RandomSource): number[] {
  const out = shuffled(ids, random);
  if (out.length > 1 && out.every((id, n) => id === ids[n])) out.push(out.shift()!);
  return out;
}

/** Whether a test needs papers at all: any bank slot, or any shuffling. */
export function needsPaper(structure: QuizStructure, settings: PaperSettings): boolean {
  return settings.shuffleQuestions || settings.shuffleOptions || structure.questions.some((q) => q.source !== 'TEST');
}

/** The student's order of a bank question (paper.ts BankPaperEntry.order). */
function bankOrder(question: QuestionData, shuffleOptions: boolean, random: RandomSource): number[] {
  switch (question.type) {
    case 'ONE_FROM_LIST':
    case 'MANY_FROM_LIST': {
      const ids = question.answers.map((a) => a.id);
      return shuffleOptions && question.shuffleAnswers ? shuffled(ids, random) : ids;
    }
    case 'MATCHING':
      // The right sides offered: the copy's pairs without a left (matchingCopy).
      return shuffled(
        question.pairs.filter((p) => p.left.trim() === '').map((p) => p.id),
        random,
      );
    case 'ORDERING':
      return shuffledAway(
        question.items.map((i) => i.id),
        random,
      );
    default:
      return [];
  }
}

/**
 * A matching question as its paper holds it. A left and its right side share their pair's id,
 * so a student shown both could match by id. The copy keeps the pairs with a left side (their
 * ids are what a response names on the left) and offers each distinct right side, distractors
 * included, as a pair of its own with no left and a fresh id, dealt out at random above the
 * question's ids. Scoring takes a pair with the very same right side as the left's own
 * (questionScoring.ts), so a left matched to the fresh pair of its right text is right.
 */
function matchingCopy(question: Extract<QuestionData, { type: 'MATCHING' }>, random: RandomSource) {
  const rights = [...new Set(question.pairs.map((p) => p.right).filter((right) => right.trim() !== ''))];
  const base = Math.max(0, ...question.pairs.map((p) => p.id));
  const ids = shuffled(
    rights.map((_, n) => base + 1 + n),
    random,
  );
  const lefts = question.pairs.filter((p) => p.left.trim() !== '');
  return { ...question, pairs: [...lefts, ...rights.map((right, n) => ({ id: ids[n], left: '', right }))] };
}

/**
 * The paper's copy of a bank question, which scoring and every view read. An ordering's items
 * are stored in their right order and numbered in it, so the copy deals the same ids out again
 * in a random order: sorting the ids a student sees must not give the answer. A matching
 * question's right sides get ids of their own (matchingCopy).
 */
function paperCopy(question: QuestionData, points: number, random: RandomSource): QuestionData {
  if (question.type === 'MATCHING') return { ...matchingCopy(question, random), points };
  if (question.type !== 'ORDERING') return { ...question, points };
  const ids = shuffled(
    question.items.map((i) => i.id),
    random,
  );
  return { ...question, points, items: question.items.map((item, n) => ({ ...item, id: ids[n] })) };
}

function bankEntry(
  where: { key: string; slotId: number; bankQuestionId: number },
  source: QuestionData,
  points: number,
  settings: PaperSettings,
  random: RandomSource,
): BankPaperEntry {
  const question = paperCopy(source, points, random);
  return { source: 'BANK', ...where, question, order: bankOrder(question, settings.shuffleOptions, random) };
}

/**
 * The paper of a new attempt, or null when the test needs none. Throws PoolTooSmall when a
 * random slot cannot draw its count (the start answers 409).
 */
export function makePaper(
  structure: QuizStructure,
  settings: PaperSettings,
  pools: Pools,
  random: RandomSource = cryptoRandom,
): PaperEntry[] | null {
  if (!needsPaper(structure, settings)) return null;
  // Fixed bank questions are taken first, so that no draw repeats one of them.
  const used = new Set(structure.questions.flatMap((q) => (q.source === 'BANK' ? [q.bankQuestionId] : [])));
  const draws = drawSlots(
    structure.questions.flatMap((slot) =>
      slot.source === 'RANDOM'
        ? [{ slot, free: (pools.get(slot.id) ?? []).filter((p) => !used.has(p.bankQuestionId) && p.question.type !== 'DESCRIPTION') }]
        : [],
    ),
    random,
  );
  if ('short' in draws) throw new PoolTooSmall(draws.short.slot, draws.short.available);
  const paper: PaperEntry[] = [];
  for (const slot of structure.questions) {
    if (slot.source === 'TEST') {
      const ids = slot.options.map((o) => o.id);
      paper.push({
        source: 'TEST',
        key: String(slot.id),
        slotId: slot.id,
        optionOrder: settings.shuffleOptions ? shuffled(ids, random) : ids,
      });
    } else if (slot.source === 'BANK') {
      const where = { key: String(slot.id), slotId: slot.id, bankQuestionId: slot.bankQuestionId };
      paper.push(bankEntry(where, slot.question, slot.points, settings, random));
    } else {
      // The draw is kept in the pool's order (the bank's), then placed with the rest.
      const drawn = [...(draws.drawn.get(slot.id) ?? [])].sort((a, b) => a.bankQuestionId - b.bankQuestionId);
      for (const { bankQuestionId, question } of drawn) {
        paper.push(
          bankEntry({ key: `${slot.id}-${bankQuestionId}`, slotId: slot.id, bankQuestionId }, question, slot.points, settings, random),
        );
      }
    }
  }
  return settings.shuffleQuestions ? shuffled(paper, random) : paper;
}
