/** One named figure of a bench run (bench/lib/figures.mjs). lowerIsBetter null: a reference. */
export interface Figure {
  name: string;
  value: number;
  unit: string;
  lowerIsBetter: boolean | null;
  target?: number;
}

export const sectionFigures: Record<string, (result: unknown) => Figure[]>;
export function figuresFor(section: string, result: unknown): Figure[];
export const EXAM_RUSH_TARGETS: Record<'postgres' | 'pglite', { start: number; save: number; submit: number }>;
export const LOGIN_WIRE_TARGET: number;
