import type { ReactElement } from 'react';
import { Route } from 'react-router-dom';
import { ProfilePage } from './ProfilePage';

/** Where the profile page lives inside each area (/admin/profile, /instructor/profile, /student/profile). */
export const PROFILE_PATH = '/profile';

/** The profile page, as a <CustomRoutes> child of every area's <Admin> (inside its layout). */
export const profileRoutes: ReactElement[] = [<Route key="profile" path={PROFILE_PATH} element={<ProfilePage />} />];
