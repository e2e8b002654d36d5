import { Route } from 'react-router-dom';
import { AnalyticsPage } from './AnalyticsPage';

/** Where the admin area opens the dashboard (under its basename: /admin/analytics). */
export const ANALYTICS_PATH = '/analytics';

/** The dashboard's route, a <CustomRoutes> child of the admin area's <Admin>. */
export const analyticsRoute = <Route key="analytics" path={ANALYTICS_PATH} element={<AnalyticsPage />} />;
