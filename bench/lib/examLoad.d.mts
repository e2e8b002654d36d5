/** A canonical text of answers as the server stores them (bench/lib/examLoad.mjs). */
export function canonicalAnswers(answers: Record<string, number[]> | null | undefined): string;

/** A save's canonical text: its answers, and its responses (bank questions, by key) when it has any. */
export function canonicalAttempt(
  answers: Record<string, number[]> | null | undefined,
  responses: Record<string, unknown> | null | undefined,
): string;
