/*
 * Which bank questions a paper's RANDOM slots draw (paperMaker.ts). Slots may draw from
 * overlapping pools (a category with its subcategories and one of them), so taking each slot's
 * draw in turn can leave a later slot short although another choice serves both. The draw is a
 * bipartite matching of the slots' places to questions (Kuhn's augmenting paths): it finds one
 * whenever one exists. It stays random: places are filled in a random order, each trying its
 * pool in a random order, and a question is moved to another place only to make room.
 */
import type { RandomStructureSlot } from './structure.js';

/** paperMaker.ts RandomSource, named again here: paperMaker.ts imports this module, not the other way round. */
type RandomSource = (below: number) => number;

/** A slot and what it may draw: its pool less descriptions and the paper's fixed questions. */
interface SlotPool<Q extends { bankQuestionId: number }> {
  slot: RandomStructureSlot;
  free: readonly Q[];
}

/** The first slot that cannot be served, with how many questions it could get (PoolTooSmall). */
interface DrawShortage {
  slot: RandomStructureSlot;
  available: number;
}

/** Fisher–Yates on a copy. */
export function shuffled<T>(items: readonly T[], random: RandomSource): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = random(i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/**
 * Each slot's draw (drawCount questions, no question twice in the paper), by slot id, or the
 * first slot (in the test's order) that no assignment can serve.
 */
export function drawSlots<Q extends { bankQuestionId: number }>(
  slots: readonly SlotPool<Q>[],
  random: RandomSource,
): { drawn: Map<number, Q[]> } | { short: DrawShortage } {
  const tooSmall = slots.find(({ slot, free }) => free.length < slot.drawCount);
  if (tooSmall) return { short: { slot: tooSmall.slot, available: tooSmall.free.length } };
  // A place per question drawn; each keeps its own random order of the pool.
  const places = shuffled(
    slots.flatMap((entry) => Array.from({ length: entry.slot.drawCount }, () => entry)),
    random,
  ).map((entry) => ({ entry, candidates: shuffled(entry.free, random) }));
  const holder = new Map<number, number>(); // bankQuestionId -> place
  const taken: (Q | undefined)[] = places.map(() => undefined);
  const seat = (place: number, visited: Set<number>): boolean => {
    for (const candidate of places[place].candidates) {
      const id = candidate.bankQuestionId;
      if (visited.has(id)) continue;
      visited.add(id);
      const other = holder.get(id);
      if (other === undefined || seat(other, visited)) {
        holder.set(id, place);
        taken[place] = candidate;
        return true;
      }
    }
    return false;
  };
  places.forEach((_, place) => seat(place, new Set()));
  const drawn = new Map<number, Q[]>(slots.map(({ slot }) => [slot.id, []]));
  places.forEach(({ entry }, place) => {
    const question = taken[place];
    if (question) drawn.get(entry.slot.id)!.push(question);
  });
  const short = slots.find(({ slot }) => drawn.get(slot.id)!.length < slot.drawCount);
  return short ? { short: { slot: short.slot, available: drawn.get(short.slot.id)!.length } } : { drawn };
}
