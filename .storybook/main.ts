import { defineMain } from '@storybook/react-vite/node';

/**
 * Storybook of the app's UI pieces. Stories sit beside their components (`X.stories.tsx`);
 * API calls are answered by the same msw handlers the UI tests use (src/mocks/handlers.ts),
 * through the worker in .storybook/public/ (kept out of the app build).
 */
export default defineMain({
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs'],
  staticDirs: ['../public', './public'],
  core: { disableTelemetry: true },
});
