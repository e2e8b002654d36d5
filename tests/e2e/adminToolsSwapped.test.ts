/**
 * The admin tools' two journeys (adminJourneys.ts) in the language adminTools.test.ts does not
 * use for them, on a database of this file's own: in English the instructors exported, an
 * invitation resent, an instructor blocked and the audit log filtered and exported; in Russian
 * a group's students blocked in one go, the list exported, two courses trashed and restored.
 */
import { describe, it } from 'vitest';
import { bulkJourney, instructorsJourney } from './adminJourneys';
import { useE2E } from './harness';

const e2e = useE2E();

describe('the admin tools, languages swapped', () => {
  it(
    'in English: exports the instructors to Excel, resends an invitation, blocks an instructor and finds it in the audit log',
    { timeout: 240_000 },
    () => instructorsJourney(e2e, 'en'),
  );

  it(
    'in Russian: blocks a group’s students in one go, exports that filtered list as CSV, and trashes and restores two courses together',
    { timeout: 240_000 },
    () => bulkJourney(e2e, 'ru'),
  );
});
