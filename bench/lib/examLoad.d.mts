/** A canonical text of answers as the server stores them (bench/lib/examLoad.mjs). */
export function canonicalAnswers(answers: Record<string, number[]> | null | undefined): string;
