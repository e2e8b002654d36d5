// The exam-rush bench's bank variant (issue 17): the course gets a question bank of mixed kinds
// and the test is RANDOM slots drawn from it, so each student starts their own paper and
// answers with `responses` by key (src/api/quizBankItems.ts). Here: the bank's set-based
// setup, a student's response to each kind, and the canonical text of a save that the
// lost-answers check compares (what the load generator sent vs what the server stored).
import { sql } from 'kysely';

/** Questions in the bank's one category, and the test's RANDOM slots drawing from it. */
export const BANK_QUESTIONS = 200;
export const BANK_SLOTS = [{ drawCount: 12 }, { drawCount: 8 }];
/** Every kind a student answers by a response (descriptions are never drawn; essays and files need a hand). */
const KINDS = ['ONE_FROM_LIST', 'MANY_FROM_LIST', 'TRUE_FALSE', 'SHORT_ANSWER', 'NUMERICAL', 'MATCHING', 'ORDERING'];
const range = (n) => Array.from({ length: n }, (_, i) => i + 1);

/** The body (QuestionBody, server/db/questionBankSchema.ts) of bank question q, its kind by q. */
function bodyOf(q) {
  const type = KINDS[q % KINDS.length];
  const choice = (credits) => credits.map((credit, i) => ({ id: i + 1, text: `Answer ${i + 1} of question ${q}`, credit, feedback: '' }));
  switch (type) {
    case 'ONE_FROM_LIST':
      return { type, answers: choice([1, 0, 0, 0]), shuffleAnswers: true };
    case 'MANY_FROM_LIST':
      return { type, answers: choice([0.5, 0.5, 0, 0, 0]), shuffleAnswers: q % 2 === 0 };
    case 'TRUE_FALSE':
      return { type, correct: q % 2 === 0, feedbackTrue: '', feedbackFalse: '' };
    case 'SHORT_ANSWER':
      return { type, answers: [{ id: 1, text: 'Paris', credit: 1, feedback: '' }], caseSensitive: false };
    case 'NUMERICAL':
      return { type, answers: [{ id: 1, value: 42, tolerance: 0.5, credit: 1, feedback: '' }] };
    case 'MATCHING':
      return { type, pairs: range(4).map((id) => ({ id, left: `Term ${id}`, right: `Meaning ${id}` })) };
    default:
      return { type, items: range(5).map((id) => ({ id, text: `Step ${id}` })) };
  }
}

/**
 * The course's bank (one category of BANK_QUESTIONS questions, 1 point each, kinds in turn)
 * and the test's RANDOM slots drawing from it. Set-based SQL, as the bench's other setup.
 * Answers the names of the tables filled, for the caller's vacuum analyze.
 */
export async function insertBankTest(db, { schoolId, courseId, testId }) {
  const category = await db
    .insertInto('question_categories')
    .values({ school_id: schoolId, course_id: courseId, parent_id: null, name: 'Exam pool' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const bodies = range(BANK_QUESTIONS).map(bodyOf);
  await sql`
    insert into bank_questions (school_id, course_id, category_id, name, type, text, text_format, points, body)
    select ${schoolId}, ${courseId}, ${category.id}, 'Pool question ' || n, b::jsonb ->> 'type',
      'Question ' || n || ' of the pool: answer it as the example above shows.', 'plain', 1, b::jsonb
    from unnest(${sql.val(bodies.map((b) => JSON.stringify(b)))}::text[]) with ordinality as x(b, n)`.execute(db);
  // A RANDOM slot's points column is its total: drawCount × each drawn question's points (1).
  await db
    .insertInto('test_questions')
    .values(
      BANK_SLOTS.map((slot, i) => ({
        test_id: testId,
        position: i + 1,
        text: '',
        type: 'RANDOM',
        points: slot.drawCount,
        category_id: category.id,
        draw_count: slot.drawCount,
        include_subcategories: false,
      })),
    )
    .execute();
  return ['question_categories', 'bank_questions'];
}

/** A student's response (QuestionResponse) to a drawn question as the start gave it (StudentBankQuestionDto). */
export function bankResponse(q, random) {
  const pick = (list) => list[Math.floor(random() * list.length)];
  switch (q.questionType) {
    case 'ONE_FROM_LIST':
      return { choices: [pick(q.choices).id] };
    case 'MANY_FROM_LIST': {
      const picked = q.choices.filter(() => random() < 0.4).map((c) => c.id);
      return { choices: picked.length ? picked : [pick(q.choices).id] };
    }
    case 'TRUE_FALSE':
      return { truth: random() < 0.5 };
    case 'SHORT_ANSWER':
      return { text: pick(['Paris', 'paris', 'London', 'Lyon']) };
    case 'NUMERICAL':
      return { text: String(40 + Math.floor(random() * 5)) };
    case 'MATCHING':
      return { matches: Object.fromEntries(q.lefts.map((left) => [String(left.id), pick(q.rights).id])) };
    case 'ORDERING': {
      // Moves one item to the top: a student working on the order they were given.
      const order = q.items.map((item) => item.id);
      const [moved] = order.splice(Math.floor(random() * order.length), 1);
      return { order: [moved, ...order] };
    }
    default:
      return { text: 'An answer the bench types.' };
  }
}

/** JSON with object keys sorted at every depth (jsonb keeps its own key order). */
function sortedJson(value) {
  if (Array.isArray(value)) return `[${value.map(sortedJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const keys = Object.keys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${sortedJson(value[k])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Responses as the server stores them (paperResponses.ts): choices sorted and unique, the rest as sent. */
export function canonicalResponses(responses) {
  const out = {};
  for (const [key, r] of Object.entries(responses ?? {})) {
    out[key] = 'choices' in r ? { choices: [...new Set(r.choices)].sort((a, b) => a - b) } : r;
  }
  return sortedJson(out);
}

/** The bank test in words, for the bench's printout. */
export const bankTestText = () =>
  `${BANK_SLOTS.map((s) => s.drawCount).join(' + ')} questions drawn at random per student (RANDOM slots) from a bank of ${BANK_QUESTIONS} of ${KINDS.length} kinds (${KINDS.join(', ')})`;
