/**
 * A searched students list counts its matches up to this many: a count of exactly this
 * number means "this many or more" (the list shows "1,000+"). Beyond it, finding the exact
 * number would cost more than the page itself, and nobody pages through a thousand matches.
 * Lists without a search text always answer their exact count.
 */
export const STUDENT_SEARCH_COUNT_CAP = 1000;

/** Whether a students list's count stands for "at least count": a search that hit the cap. */
export function isCappedStudentCount(count: number | undefined, search: string | undefined): boolean {
  return Boolean((search ?? '').trim()) && count !== undefined && count >= STUDENT_SEARCH_COUNT_CAP;
}
