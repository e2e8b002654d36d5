/** A problem under a field of the test editor: a translation key and its arguments, or the server's own words. */
export interface FieldProblem {
  key?: string;
  params?: Record<string, unknown>;
  /** A message already in the user's language (the server's). */
  message?: string;
}
