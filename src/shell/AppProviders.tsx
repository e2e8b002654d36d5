import { useEffect, useMemo, useState, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import useMediaQuery from '@mui/material/useMediaQuery';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { I18nContextProvider, StoreContextProvider, memoryStore } from 'ra-core';
import { i18nProvider } from '../i18n/i18nProvider';
import { onLanguageChange } from '../i18n/locale';
import { darkTheme, lightTheme, localizedTheme } from './theme';
import { useLanguage } from '../i18n/useLanguage';
import { NoticeStack } from './NoticeStack';
import { DatePickersProvider } from './datePickers/DatePickersProvider';

/** The theme follows the system's light or dark preference (SPEC §2). */
export function usePrefersDark(): boolean {
  return useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
}

/**
 * What every page shares, inside and outside the areas: the language, the system theme and
 * the notice stack. The areas' react-admin shells nest inside it.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [store] = useState(() => memoryStore({ locale: i18nProvider.getLocale() }));
  useEffect(() => onLanguageChange((language) => store.setItem('locale', language)), [store]);
  const dark = usePrefersDark();
  const language = useLanguage();
  const theme = useMemo(() => createTheme(localizedTheme(dark ? darkTheme : lightTheme, language)), [dark, language]);
  return (
    <StoreContextProvider value={store}>
      <I18nContextProvider value={i18nProvider}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <DatePickersProvider>{children}</DatePickersProvider>
          <NoticeStack />
        </ThemeProvider>
      </I18nContextProvider>
    </StoreContextProvider>
  );
}
