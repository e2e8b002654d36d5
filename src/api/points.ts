/*
 * Points as every part of the school shows them: quiz scores, rating totals and analytics all
 * round the same way, so a total always equals the sum of the figures shown beside it.
 */

/** Rounds to 2 decimals, half away from zero, without binary noise (0.285 → 0.29). */
export function roundPoints(value: number): number {
  const sign = value < 0 ? -1 : 1;
  return (sign * Math.round(Math.abs(value) * 100 + 1e-9)) / 100;
}
