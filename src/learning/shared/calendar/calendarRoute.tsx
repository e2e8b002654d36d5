import { Route } from 'react-router-dom';
import { LoadBoundary } from '../../../shell/LoadBoundary';
import { lazyPage } from '../../../shell/lazyPage';

/** The calendar loads on demand: FullCalendar is big, and only this page needs it. */
const LazyCalendarPage = lazyPage('calendar', () => import('./CalendarPage').then((module) => ({ default: module.CalendarPage })));

/** Where every area mounts its calendar (the section `calendar` of its menu opens it). */
export const CALENDAR_PATH = '/calendar';

/**
 * The calendar page as a <CustomRoutes> child of an area's <Admin>: administrators manage the
 * events, instructors and students read those of their groups.
 */
export function calendarRoute(readOnly: boolean) {
  return (
    <Route
      key="calendar"
      path={CALENDAR_PATH}
      element={
        <LoadBoundary>
          <LazyCalendarPage readOnly={readOnly} />
        </LoadBoundary>
      }
    />
  );
}
