import type { FieldProblem } from '../fieldProblem';

/** The text of a problem: the server's own words, or a key of the dictionaries. */
export function problemText(
  translate: (key: string, options?: Record<string, unknown>) => string,
  problem: FieldProblem | undefined,
): string {
  if (!problem) return '';
  return problem.message ?? translate(problem.key ?? 'app.errors.generic', problem.params);
}
