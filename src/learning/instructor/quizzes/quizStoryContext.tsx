import Box from '@mui/material/Box';
import type { Decorator } from '@storybook/react-vite';
import { fireEvent, screen } from 'storybook/test';
import { saveSession } from '../../../auth/session';
import { enApp } from '../../../i18n/en';
import { ruApp } from '../../../i18n/ru';
import { AdminTestContext } from '../../../mocks/providers/AdminTestContext';
import { demoToken } from '../../../mocks/builders/builders';
import { instructorAuthProvider } from '../../../mocks/builders/learningBuilders';

/*
 * What the test pages' stories share: an instructor of the demo school (Moscow time) logged in,
 * react-admin's contexts over the app's dataProvider answered by the mock API (src/mocks), and
 * the texts of the story's language for its play function. Only stories import this file.
 */

export const languageOf = (locale: unknown) => (locale === 'ru' ? 'ru' : 'en');
export const quizTexts = (locale: unknown) => (languageOf(locale) === 'ru' ? ruApp : enApp).quizzes;
export const bankTexts = (locale: unknown) => (languageOf(locale) === 'ru' ? ruApp : enApp).quizBank;
export const attemptTexts = (locale: unknown) => (languageOf(locale) === 'ru' ? ruApp : enApp).quizAttempts;

/**
 * Picks an option of an open MUI select. A plain click event, not userEvent's: the select clones
 * the click to call onChange, and under jsdom the clone of userEvent's pointer event fails
 * ("member view is not of type Window"), so the change never comes; a browser takes either.
 */
export async function pickOption(name: RegExp | string) {
  fireEvent.click(await screen.findByRole('option', { name }));
}

export const loginInstructor = () => saveSession({ token: demoToken('INSTRUCTOR'), role: 'INSTRUCTOR' });

export const fill = (template: string, params: Record<string, string | number>) =>
  template.replace(/%\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));

/** The instructor's area around a story, on the page's paper, at most `maxWidth` wide. */
export const withInstructor =
  (maxWidth: number | string = 1000): Decorator =>
  (Story) => (
    <AdminTestContext authProvider={instructorAuthProvider({ timezone: 'Europe/Moscow' })}>
      <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth, bgcolor: 'background.default', minHeight: '100%' }}>
        <Story />
      </Box>
    </AdminTestContext>
  );
