import type { ReactNode } from 'react';
import { useLocaleState } from 'ra-core';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { enUS as pickersEn, ruRU as pickersRu } from '@mui/x-date-pickers/locales';
import { enGB, ru } from 'date-fns/locale';

const pickerTexts = {
  en: pickersEn.components.MuiLocalizationProvider.defaultProps.localeText,
  ru: pickersRu.components.MuiLocalizationProvider.defaultProps.localeText,
};

/**
 * The date pickers speak the app's language: Russian day-first with a 24-hour clock, English
 * (British rules) day-first too, so no typed date is read month-first; it follows a language switch.
 */
export function DatePickersProvider({ children }: { children: ReactNode }) {
  const [language] = useLocaleState();
  const russian = language === 'ru';
  return (
    <LocalizationProvider
      key={language}
      dateAdapter={AdapterDateFns}
      adapterLocale={russian ? ru : enGB}
      localeText={russian ? pickerTexts.ru : pickerTexts.en}
    >
      {children}
    </LocalizationProvider>
  );
}
