import { sql, type Kysely } from 'kysely';

// Frozen. Tests built from the question bank (src/api/quizBankItems.ts, quizReview.ts):
// - a test's slot is its own question (ONE, MANY), a fixed bank question (BANK) or a random
//   draw from a category (RANDOM: points is the slot's total, drawCount × each question's);
//   a fixed description is worth 0 points. The bank rows a slot names cannot go while named:
//   the foreign keys take no action, checked at commit, so a whole course or school deleted at
//   once still goes.
// - tests shuffle questions and options per student, and hold their review options; tests
//   made before review options keep what students saw: everything right after the attempt.
// - an attempt holds its paper (the drawn questions and the orders, server/routes/quizzes/
//   paper.ts; null: the test's own questions as they stand, unshuffled) and its responses to
//   bank questions by key; the instructor's points for essays and file answers go where the
//   'Other' texts' go (other_points), by key.

const REVIEW_ALL = `{"afterAttempt":{"answers":true,"rightAnswers":true,"feedback":true},"afterClose":{"answers":true,"rightAnswers":true,"feedback":true}}`;
const REVIEW_DEFAULT = `{"afterAttempt":{"answers":false,"rightAnswers":false,"feedback":false},"afterClose":{"answers":true,"rightAnswers":true,"feedback":true}}`;

export async function up(db: Kysely<any>): Promise<void> {
  // One statement per call: PGlite's extended protocol takes no more.
  const statements = [
    `alter table test_questions drop constraint if exists test_questions_type_check`,
    `alter table test_questions add constraint test_questions_type_check check (type in ('ONE', 'MANY', 'BANK', 'RANDOM'))`,
    `alter table test_questions drop constraint if exists test_questions_points_check`,
    // Checked at commit: a course's deletion cascades to its bank and (through lessons and tests)
    // to the slots naming it, each cascade a statement of its own, in no promised order.
    `alter table test_questions add column bank_question_id integer references bank_questions(id) deferrable initially deferred`,
    `alter table test_questions add column category_id integer references question_categories(id) deferrable initially deferred`,
    `alter table test_questions add column draw_count integer`,
    `alter table test_questions add column include_subcategories boolean not null default false`,
    `alter table test_questions add constraint test_questions_points_check check (points > 0 or (type = 'BANK' and points = 0))`,
    `alter table test_questions add constraint test_questions_source_check check (
       (type in ('ONE', 'MANY') and bank_question_id is null and category_id is null and draw_count is null)
       or (type = 'BANK' and bank_question_id is not null and category_id is null and draw_count is null)
       or (type = 'RANDOM' and category_id is not null and bank_question_id is null
           and draw_count between 1 and 100 and points % draw_count = 0))`,
    // A bank question's or category's deletion looks up the slots naming it.
    `create index test_questions_bank_question_idx on test_questions (bank_question_id) where bank_question_id is not null`,
    `create index test_questions_category_idx on test_questions (category_id) where category_id is not null`,
    `alter table tests add column shuffle_questions boolean not null default false`,
    `alter table tests add column shuffle_options boolean not null default false`,
    `alter table tests add column review_options jsonb not null default '${REVIEW_ALL}'::jsonb`,
    `alter table tests alter column review_options set default '${REVIEW_DEFAULT}'::jsonb`,
    `alter table test_attempts add column paper jsonb`,
    `alter table test_attempts add column responses jsonb not null default '{}'::jsonb`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  const statements = [
    `alter table test_attempts drop column if exists responses`,
    `alter table test_attempts drop column if exists paper`,
    `alter table tests drop column if exists review_options`,
    `alter table tests drop column if exists shuffle_options`,
    `alter table tests drop column if exists shuffle_questions`,
    `delete from test_questions where type in ('BANK', 'RANDOM')`,
    `alter table test_questions drop constraint if exists test_questions_source_check`,
    `alter table test_questions drop constraint if exists test_questions_points_check`,
    `alter table test_questions drop column if exists include_subcategories`,
    `alter table test_questions drop column if exists draw_count`,
    `alter table test_questions drop column if exists category_id`,
    `alter table test_questions drop column if exists bank_question_id`,
    `alter table test_questions add constraint test_questions_points_check check (points > 0)`,
    `alter table test_questions drop constraint if exists test_questions_type_check`,
    `alter table test_questions add constraint test_questions_type_check check (type in ('ONE', 'MANY'))`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
