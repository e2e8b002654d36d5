/** Bulk actions on the admin lists: POST /api/{resource}/bulk with `{ ids, action, … }`. */

/** The most rows one bulk action takes: a selection of every page of a large list is refused rather than half done. */
export const BULK_MAX_IDS = 1000;

/** What each list's bulk endpoint can do; `delete` does what DELETE /api/{resource}/{id} does to each row. */
export const BULK_ACTIONS = {
  students: ['block', 'unblock', 'move', 'delete'],
  instructors: ['delete'],
  groups: ['delete'],
  courses: ['delete'],
  announcements: ['delete'],
  trash: ['restore', 'delete'],
} as const;

export type BulkResource = keyof typeof BULK_ACTIONS;
export type BulkAction<R extends BulkResource = BulkResource> = (typeof BULK_ACTIONS)[R][number];

/** The body of a bulk call; `groupId` (null or 0: no group) only with the students' `move`. */
export interface BulkInput {
  ids: number[];
  action: BulkAction;
  groupId?: number | null;
}

/** The answer: every row was changed (otherwise nothing was, and the answer is a 400 naming the rows). */
export interface BulkResult {
  message: string;
  changed: number;
}
