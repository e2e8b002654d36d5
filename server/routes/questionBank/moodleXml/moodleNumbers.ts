/*
 * Numbers as Moodle writes them. An answer's fraction is a percentage in the file ("100",
 * "33.33333", "-50") and a share with seven decimals in Moodle's database (NUMBER(12,7)), which
 * is why credits are rounded to seven decimals: 33.33333 % reads as 0.3333333 and writes back
 * the same. Marks are written as the database holds them, "1.0000000".
 */

const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/** A decimal number as Moodle's is_numeric would take it (no hex, no blank), or null. */
export function decimal(text: string): number | null {
  const trimmed = text.trim();
  if (!DECIMAL.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

function rounded(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  // Math.round rounds -0.5 up; rounding the magnitude keeps negative credits symmetric.
  return (Math.sign(value) * Math.round(Math.abs(value) * factor)) / factor || 0;
}

/** The credit of a fraction attribute (a missing one is 0, as Moodle reads it), or null when it is not a percentage from -100 to 100. */
export function creditOf(fraction: string | undefined): number | null {
  const percent = fraction === undefined ? 0 : decimal(fraction);
  if (percent === null || percent < -100 || percent > 100) return null;
  return rounded(percent / 100, 7);
}

/** A credit as Moodle writes a fraction: 100, 50, 33.33333, -100. */
export function fractionOf(credit: number): string {
  return String(rounded(rounded(credit, 7) * 100, 5));
}

/** A question's points from its default grade: two decimals, as the bank keeps them. */
export function pointsOf(grade: number): number {
  return rounded(grade, 2);
}

/** A mark or penalty as Moodle's database prints it. */
export function markOf(value: number): string {
  return value.toFixed(7);
}
