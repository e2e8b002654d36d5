import { useLocaleState } from 'react-admin';

/*
 * How the analysis shows its figures in the user's language: shares as whole percents,
 * discrimination with two decimals and a word for its level (thresholds as the help text says).
 */

export type DiscriminationLevel = 'good' | 'fair' | 'poor' | 'negative';

/** 0.3 and above tells stronger students from weaker ones well; below 0 the wrong way round. */
export function discriminationLevel(value: number): DiscriminationLevel {
  if (value < 0) return 'negative';
  if (value >= 0.3) return 'good';
  return value >= 0.1 ? 'fair' : 'poor';
}

/** Formatters bound to the app's language: percent(0.25) → '25%', index(0.7071) → '0.71' (ru '0,71'). */
export function useAnalysisFormat() {
  const [locale] = useLocaleState();
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const index = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return { percent: (share: number) => percent.format(share), index: (value: number) => index.format(value) };
}
