import { Route } from 'react-router-dom';
import { SchoolSettingsPage } from './SchoolSettingsPage';

/** Where the admin area opens the school settings (under its basename: /admin/settings). */
export const SETTINGS_PATH = '/settings';

/** The settings page's route, a <CustomRoutes> child of the admin area's <Admin>. */
export const settingsRoute = <Route key="settings" path={SETTINGS_PATH} element={<SchoolSettingsPage />} />;
