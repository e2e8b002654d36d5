// The exam-rush bench's lost-answers check: after the run, every student's last acknowledged
// save or submission (the load generator's canonical text of what it sent) is compared with
// what the server stored, answers to the test's own questions and responses to its bank
// questions alike. A write that got no answer may or may not have landed: either text passes.
import { canonicalAttempt } from './examLoad.mjs';

const parsed = (value) => (typeof value === 'string' ? JSON.parse(value) : value);

/** Compares every student's last acknowledged write with the stored attempt. */
export async function checkAnswers(db, testId, outcome) {
  const rows = await db
    .selectFrom('test_attempts')
    .select(['student_id', 'answers', 'responses', 'closed_reason'])
    .where('test_id', '=', testId)
    .execute();
  const stored = new Map(rows.map((r) => [r.student_id, r]));
  let lost = 0;
  let checked = 0;
  let unsure = 0;
  const examples = [];
  for (const o of outcome) {
    if (o.acked === null) continue;
    checked++;
    if (o.unsure.length) unsure++;
    const row = stored.get(o.id);
    const text = row ? canonicalAttempt(parsed(row.answers), parsed(row.responses)) : null;
    const same = text === o.acked || o.unsure.includes(text);
    const submittedKept = o.ackedKind !== 'submit' || row?.closed_reason === 'SUBMITTED';
    if (!same || !submittedKept) {
      lost++;
      if (examples.length < 3) examples.push({ student: o.id, expected: o.acked, stored: text, closed: row?.closed_reason ?? null });
    }
  }
  return { attempts: rows.length, checked, lost, unsure, examples, submitted: rows.filter((r) => r.closed_reason === 'SUBMITTED').length };
}
