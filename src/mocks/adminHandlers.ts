import type { RequestHandler } from 'msw';
import { boardHandlers } from './boardHandlers';
import { catalogHandlers } from './catalogHandlers';
import { peopleHandlers } from './peopleHandlers';
import { bulkHandlers } from './bulkHandlers';
import { personPageHandlers } from './personPageHandlers';

/**
 * msw handlers of the admin API (SPEC §7 Courses, Files, Students, Instructors, Groups,
 * Announcements, Trash) over the in-memory school of mockSchool.ts, answering in the server's
 * words and shapes (src/api/types.ts).
 */
export const adminHandlers: RequestHandler[] = [
  ...catalogHandlers,
  ...peopleHandlers,
  ...personPageHandlers,
  ...bulkHandlers,
  ...boardHandlers,
];

export { IMPORT_ERRORS_FILE, IMPORT_MOCK_COUNT, IMPORT_TOO_MANY_FILE } from './peopleHandlers';
