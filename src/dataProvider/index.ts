import { clearSession, getSession } from '../auth/session';
import { i18nProvider } from '../i18n/i18nProvider';
import { notices } from '../shell/notices';
import { goTo } from '../shell/navigation';
import { createAuthProvider, isReplaced } from './authProvider';
import { createHttpClient } from './httpClient';

export const API_URL = '/api';
const REPLACED_LOGOUT_DELAY_MS = 1000;

/** The app's one HTTP client: token, language and the SPEC §8 handling of 401. */
export const httpClient = createHttpClient({
  getToken: () => getSession()?.token,
  getLanguage: () => i18nProvider.getLocale(),
  genericMessage: () => i18nProvider.translate('app.errors.generic'),
  networkMessage: () => i18nProvider.translate('app.errors.network'),
  onUnauthorized: (error) => {
    notices.push({ type: 'error', message: error.message });
    if (isReplaced(error)) {
      // Logged in elsewhere: show why, then log out after 1 second (SPEC §8).
      setTimeout(() => {
        clearSession();
        goTo('/login');
      }, REPLACED_LOGOUT_DELAY_MS);
    } else {
      clearSession();
      goTo('/login');
    }
  },
});

export const authProvider = createAuthProvider(API_URL, httpClient, {
  goToLogin: () => goTo('/login'),
  replacedDelayMs: REPLACED_LOGOUT_DELAY_MS,
});
