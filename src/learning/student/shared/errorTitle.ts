/** The heading of a page whose call failed: "Not found" for a 404, "No access" for a 403 (a blocked course), else a load failure. */
export function errorTitleKey(error: unknown): string {
  const status = (error as { status?: number } | null)?.status;
  if (status === 404) return 'learning.notFoundTitle';
  if (status === 403) return 'student.noAccessTitle';
  return 'student.loadFailedTitle';
}

/** Whether trying again may help: not for a 403 (blocked on the course) nor a 404. */
export function retryable(error: unknown): boolean {
  const status = (error as { status?: number } | null)?.status;
  return status !== 403 && status !== 404;
}
