import { useMemo } from 'react';
import { useLocaleState } from 'ra-core';

import { formatDate, formatDateTime, formatTime } from '../api/dateFormat';

/* The app's dates in the reader's language: the formatters of src/api/dateFormat.ts, bound to it. */

export { formatDate, formatDateTime, formatTime, intlLocaleOf } from '../api/dateFormat';

export interface DateFormat {
  language: string;
  date(day: string | null | undefined): string;
  dateTime(iso: string | null | undefined, timeZone?: string): string;
  time(iso: string | null | undefined, options?: { seconds?: boolean; timeZone?: string }): string;
}

/** The formatters above bound to the app's current language. */
export function useDateFormat(): DateFormat {
  const [language] = useLocaleState();
  return useMemo(
    () => ({
      language,
      date: (day) => formatDate(day, language),
      dateTime: (iso, timeZone) => formatDateTime(iso, language, timeZone),
      time: (iso, options) => formatTime(iso, language, options),
    }),
    [language],
  );
}
