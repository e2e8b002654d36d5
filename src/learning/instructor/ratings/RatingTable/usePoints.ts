import { useCallback } from 'react';
import { useLocaleState } from 'react-admin';

/** Points as the language writes them (1.5 / 1,5), at most two decimals; one formatter per language. */
const formatters = new Map<string, Intl.NumberFormat>();
export function usePoints(): (value: number | null | undefined) => string {
  const [locale] = useLocaleState();
  return useCallback(
    (value) => {
      if (value === null || value === undefined || Number.isNaN(value)) return '–';
      let format = formatters.get(locale);
      if (!format)
        formatters.set(locale, (format = new Intl.NumberFormat(locale === 'ru' ? 'ru-RU' : 'en-US', { maximumFractionDigits: 2 })));
      return format.format(value);
    },
    [locale],
  );
}
