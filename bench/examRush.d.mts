// What the chaos test (tests/server/chaos.test.ts) takes from the exam-rush bench.
import type { Db } from '../server/db/index.js';

/**
 * A school of n students on one course with one 20-question timed test, all with one password hash;
 * variant 'bank': the test is 20 questions drawn per student from the course's question bank.
 */
export function generateExam(
  db: Db,
  n: number,
  passwordHash: string,
  variant?: 'own' | 'bank',
): Promise<{ testId: number; students: { id: number; email: string }[] }>;

/** One student's writes as the client saw them: the last acknowledged (canonical text) and those left unanswered since. */
export interface WriteOutcome {
  id: number;
  acked: string | null;
  ackedKind: 'save' | 'submit' | null;
  unsure: string[];
}

/** Compares every student's last acknowledged write with the stored attempt; lost must be 0. */
export function checkAnswers(
  db: Db,
  testId: number,
  outcome: WriteOutcome[],
): Promise<{
  attempts: number;
  checked: number;
  lost: number;
  unsure: number;
  submitted: number;
  examples: { student: number; expected: string; stored: string | null; closed: string | null }[];
}>;

declare const section: { name: string; title: string; run(ctx: unknown): Promise<unknown> };
export default section;
