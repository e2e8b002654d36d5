import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language, Role } from '../../src/api/constants';
import { saveSession } from '../../src/auth/session';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { LANGUAGE_KEY } from '../../src/i18n/locale';
import { demoToken } from '../../src/mocks/builders/builders';
import { AdminTestContext } from '../../src/mocks/providers/AdminTestContext';
import { TestProviders } from '../../src/mocks/providers/TestProviders';
import { NoticeStack } from '../../src/shell/NoticeStack';

/** What a page test starts from: a user of `role`, logged in, who chose `language` (stored, as the switch stores it). */
export async function signedIn(role: Role = 'ADMIN', language: Language = 'en'): Promise<void> {
  window.localStorage.setItem(LANGUAGE_KEY, language);
  await i18nProvider.changeLocale(language);
  saveSession({ token: demoToken(role), role });
}

export interface AdminPageOptions {
  /** The react-admin resource the page belongs to. */
  resource: string;
  language?: Language;
  /** The address the page opens at; the resource's list by default. */
  path?: string;
}

/**
 * An admin's page (a list, a show page, or routes holding them) as the app renders it: the
 * app's providers, react-admin's context of the resource, and the notices. Answers the user who
 * drives it.
 */
export async function renderAdminPage(page: ReactNode, { resource, language = 'en', path = `/${resource}` }: AdminPageOptions) {
  await signedIn('ADMIN', language);
  const user = userEvent.setup();
  render(
    <TestProviders initialEntries={[path]} locale={language}>
      <AdminTestContext resource={resource}>{page}</AdminTestContext>
      <NoticeStack />
    </TestProviders>,
  );
  return { user };
}
