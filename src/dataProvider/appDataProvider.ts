import { createDataProvider } from './dataProvider';
import { API_URL, httpClient } from './index';

/**
 * The app's one dataProvider, for the areas. In a module of its own, not in index.ts beside the
 * authProvider: the login page needs only the latter, and so does not download the data calls.
 */
export const dataProvider = createDataProvider(API_URL, httpClient);
