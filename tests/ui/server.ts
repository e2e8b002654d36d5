import { setupServer } from 'msw/node';
import { handlers } from '../../src/mocks/handlers';

/** The mock API of the UI tests: the same handlers Storybook uses; tests add theirs with server.use. */
export const server = setupServer(...handlers);

/** An absolute API base: jsdom's fetch cannot resolve the app's relative `/api`. */
export const TEST_API_URL = 'http://localhost/api';
