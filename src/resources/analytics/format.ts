import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';

/* Numbers, percentages and months in the user's language. */

export interface AnalyticsFormat {
  locale: string;
  number(value: number): string;
  /** A share 0..1 as a percentage, at most one decimal. */
  percent(share: number): string;
  /** yyyy-MM as a short month, with the year when `withYear` ("Jan 2026", "янв. 2026"). */
  monthShort(month: string, withYear?: boolean): string;
  /** yyyy-MM as a whole month and year ("January 2026", "январь 2026"). */
  monthLong(month: string): string;
}

const monthDate = (month: string) => new Date(`${month}-15T12:00:00Z`);

export function analyticsFormat(locale: string): AnalyticsFormat {
  const numbers = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const percents = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const short = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
  const shortYear = new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' });
  const long = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return {
    locale,
    number: (value) => numbers.format(value),
    percent: (share) => percents.format(share),
    monthShort: (month, withYear = false) => (withYear ? shortYear : short).format(monthDate(month)).replace(/\s+г\.$/, ''),
    // Russian's standalone month name ("январь 2026") rather than the genitive of a date.
    monthLong: (month) => {
      const text = long.format(monthDate(month));
      return locale.startsWith('ru') ? text.replace(/\s+г\.$/, '') : text;
    },
  };
}

export function useAnalyticsFormat(): AnalyticsFormat {
  const [locale] = useLocaleState();
  return useMemo(() => analyticsFormat(locale), [locale]);
}
