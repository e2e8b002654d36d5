import type { Figure } from './figures.mjs';

export interface SummaryRow {
  name: string;
  unit: string;
  lowerIsBetter: boolean | null;
  target: number | null;
  values: (number | null)[];
  min: number;
  median: number;
  max: number;
  meets: boolean | null;
}

export interface ComparisonRow {
  name: string;
  unit: string;
  before: number | null;
  after: number | null;
  changePct: number | null;
  verdict: 'same' | 'within noise' | 'WORSE' | 'better' | 'changed' | 'new' | 'gone';
}

export function median(values: number[]): number | null;
export function meets(value: number | null, target: number | null | undefined, lowerIsBetter: boolean | null): boolean | null;
export function summarize(runs: Figure[][]): SummaryRow[];
export function compareSummaries(before: SummaryRow[], after: SummaryRow[]): ComparisonRow[];
export function formatValue(value: number | null, unit: string): string;
export function summaryTable(summary: SummaryRow[]): string;
export function compareTable(rows: ComparisonRow[]): string;
