import { StatusChip } from '../shared/StatusChip';

/** An archived course's mark in the lists and on its page: it stays listed, read-only. */
export function ArchivedChip() {
  return <StatusChip label="courseCopy.archived" tone="default" />;
}
