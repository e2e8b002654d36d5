import { useEffect } from 'react';
import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { normalizeLanguage } from '../src/api/constants';
import { clearSession } from '../src/auth/session';
import { resetMockStore } from '../src/mocks/store/mockStore';
import { i18nProvider } from '../src/i18n/i18nProvider';
import { DICTIONARIES, loadDictionaries } from '../src/i18n/dictionaries';
import { NoticeStack } from '../src/shell/NoticeStack';
import { notices } from '../src/shell/notices';
import { TestProviders } from '../src/mocks/providers/TestProviders';

/**
 * Every story sits in what AppProviders gives a page (react-admin store and i18n with the app's
 * i18nProvider, the MUI theme) plus a MemoryRouter, in the language and theme of the toolbar.
 * `parameters.route` sets where the router starts; `parameters.appNotices: false` leaves out
 * the app's notice stack for stories that bring their own.
 */
const withAppProviders: Decorator = (Story, context) => {
  const locale = normalizeLanguage(String(context.globals.locale ?? 'en'));
  const theme = context.globals.theme === 'dark' ? 'dark' : 'light';
  const route = (context.parameters.route as string | undefined) ?? '/';
  return (
    // Keyed so a language or theme switch starts the story afresh, as a reload of the app would.
    <TestProviders key={`${locale}-${theme}`} locale={locale} theme={theme} initialEntries={[route]}>
      <Story />
      {context.parameters.appNotices !== false && <AppNoticeStack />}
    </TestProviders>
  );
};

/** The app's one notice stack, emptied when the story goes away. */
function AppNoticeStack() {
  useEffect(() => () => notices.clear(), []);
  return <NoticeStack />;
}

/** The language is in place before the story renders, so play functions find its texts at once. */
const languageLoader: Loader = async ({ globals }) => {
  const language = normalizeLanguage(String(globals.locale ?? 'en'));
  // A story shows a component without the page that would load its dictionaries: load them all.
  await loadDictionaries(language, DICTIONARIES);
  await i18nProvider.changeLocale(language);
  return {};
};

/**
 * The project annotations of every story, without the network: preview.tsx adds the msw worker,
 * and the UI tests (tests/ui/stories.test.tsx) use these with msw/node instead.
 */
export const appAnnotations = {
  decorators: [withAppProviders],
  loaders: [languageLoader],
  // Each story starts logged out with no notices, whatever the previous one did.
  beforeEach: () => {
    clearSession();
    notices.clear();
    resetMockStore();
  },
  globalTypes: {
    locale: {
      description: 'Language of the app',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', right: 'EN', title: 'English' },
          { value: 'ru', right: 'RU', title: 'Русский' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Light or dark theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', icon: 'sun', title: 'Light' },
          { value: 'dark', icon: 'moon', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en', theme: 'light' },
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
} satisfies Preview;
