/*
 * The numbers of item analysis (src/api/quizAnalysis.ts says how to read them). Pure: plain
 * arrays in, numbers out, so the browser's mocks compute the same figures the server does.
 */

/** Rounds a figure the page shows to 4 decimals, without binary noise. */
export function roundFigure(value: number): number {
  return Math.round(value * 10_000 + (value >= 0 ? 1e-9 : -1e-9)) / 10_000;
}

export function mean(values: readonly number[]): number | null {
  if (!values.length) return null;
  return values.reduce((sum, v) => sum + v, 0) / values.length;
}

export function median(values: readonly number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The sample standard deviation (n − 1), as Moodle's quiz statistics give it; null under 2 values. */
export function standardDeviation(values: readonly number[]): number | null {
  if (values.length < 2) return null;
  const m = mean(values)!;
  return Math.sqrt(values.reduce((sum, v) => sum + (v - m) ** 2, 0) / (values.length - 1));
}

/**
 * Pearson's correlation of two series of the same length; with a 0/1 series it is the
 * point-biserial one. null under 2 pairs, or when either series does not vary (no line to fit).
 */
export function pearson(xs: readonly number[], ys: readonly number[]): number | null {
  const n = xs.length;
  if (n < 2 || ys.length !== n) return null;
  const mx = mean(xs)!;
  const my = mean(ys)!;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = xs[i] - mx;
    const dy = ys[i] - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  // Sums of squares this small are rounding noise of equal values, not variation.
  if (sxx < 1e-12 || syy < 1e-12) return null;
  return Math.max(-1, Math.min(1, sxy / Math.sqrt(sxx * syy)));
}

/**
 * The discrimination index of a question: the correlation of its points with the rest of each
 * attempt's total (the total without this question), so the question does not correlate with
 * itself. `points[i]` and `totals[i]` are one attempt's.
 */
export function discrimination(points: readonly number[], totals: readonly number[]): number | null {
  return pearson(
    points,
    totals.map((total, i) => total - points[i]),
  );
}

/** The share of attempts with the question's full points; null without attempts or points to earn. */
export function facility(points: readonly number[], maxPoints: number): number | null {
  if (!points.length || maxPoints <= 0) return null;
  // Points are rounded to 2 decimals, so a hundredth below the maximum is not full credit.
  return points.filter((p) => p >= maxPoints - 0.001).length / points.length;
}
