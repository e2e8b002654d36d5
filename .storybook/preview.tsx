import type { Preview } from '@storybook/react-vite';
import { initialize, mswLoader } from 'msw-storybook-addon';
import { handlers } from '../src/mocks/handlers';
import { appAnnotations } from './appAnnotations';

// The same handlers as the UI tests. The worker path is relative so a Storybook published
// under a sub-path still finds it.
initialize({ onUnhandledRequest: 'bypass', serviceWorker: { url: './mockServiceWorker.js' } }, handlers);

const preview: Preview = {
  ...appAnnotations,
  loaders: [...appAnnotations.loaders, mswLoader],
};

export default preview;
