import type { ReactElement } from 'react';
import { Route } from 'react-router-dom';
import { NotificationsPage } from './NotificationsPage';

/** Where the notifications page lives inside each area (/admin, /instructor, /student first). */
export const NOTIFICATIONS_PATH = '/notifications';

/** The notifications page, as a <CustomRoutes> child of every area's <Admin> (inside its layout). */
export const notificationRoutes: ReactElement[] = [<Route key="notifications" path={NOTIFICATIONS_PATH} element={<NotificationsPage />} />];
