import { sql, type Kysely } from 'kysely';

/*
 * Frozen. A test's grade per student (issue 17, item 3), Moodle's quiz_grades: with several
 * attempts at a test, what counts (results, the student's results, the rating) is one grade
 * taken from the finished attempts by the test's grading method, not each attempt.
 *
 * test_grades holds it, kept in SQL in the same transaction as every write that changes it:
 *   - test_attempts (insert, update of what is counted, delete): the (test, student) pairs of the
 *     rows before and after, recomputed from scratch by test_grades_refresh;
 *   - tests, when grading_method changes: every grade of the test.
 * Only attempts submitted with points count; a pair with none has no row. The grade is the
 * counted attempt the method picks (HIGHEST: the best share of its maximum, ties to more points,
 * then the earlier; FIRST / LAST: by attempt_no), or for AVERAGE the means rounded to 2 decimals,
 * as gradeOf (server/routes/quizzes/gradeMethod.ts) takes it. A picked attempt's points are
 * copied as they are, so a one-attempt test's grade is its attempt's points to the last bit and
 * the rating totals stay what they were.
 *
 * The rating (migrations 0010, 20261126_0002) then reads test_grades instead of test_attempts:
 * rating_scores_fresh takes the same body with the table swapped, and the rating's triggers move
 * from test_attempts to test_grades. A start or a save of answers touches neither table's
 * triggers (row-level, WHEN-conditioned: skipped without a call).
 *
 * Concurrency (PostgreSQL, READ COMMITTED): a pair's recomputation first takes a transaction
 * advisory lock on (test, student) (the one-key space, key test << 32 | student), then reads with
 * a fresh snapshot, so a grading of attempt 1 racing the submission of attempt 2 never leaves a
 * grade that saw only one of them.
 */

const COUNTED = (row: string) => `${row}.submitted_at is not null and ${row}.points is not null`;
const PROBE_PAIRS = 64;

/** The rating's fresh rows (migration 0010's body) with the tests part read from `from`. */
function ratingFresh(tests: { probe: string; whole: string }): string {
  return `create or replace function rating_scores_fresh(p_courses integer[], p_students integer[])
  returns table (course_id integer, student_id integer, tasks_total double precision, tasks text,
    tests_total double precision, tests text, exams_sum double precision, exams text)
  language plpgsql stable as $fn$
  #variable_conflict use_column
  begin
    if p_students is not null and cardinality(p_students) <= ${PROBE_PAIRS} then
      return query
      with p as (select distinct x.c, x.s from unnest(p_courses, p_students) as x(c, s)),
      tk as (
        select p.c, p.s, sum(a.points)::float8 as total,
          string_agg('"' || a.task_id::text || '":' || a.points::text, ',' order by a.task_id) as map
        from p
        join lessons l on l.course_id = p.c and l.deleted_at is null
        join tasks t on t.lesson_id = l.id
        join task_answers a on a.task_id = t.id and a.student_id = p.s and a.status = 'ACCEPTED'
        group by p.c, p.s),
      ts as (
        select p.c, p.s, sum(a.points)::float8 as total,
          string_agg('"' || a.test_id::text || '":' || a.points::text, ',' order by a.test_id) as map
        from p
        join lessons l on l.course_id = p.c and l.deleted_at is null
        join tests t on t.lesson_id = l.id
        ${tests.probe}
        group by p.c, p.s),
      ex as (
        select p.c, p.s, sum(m.mark)::float8 as total,
          string_agg('"' || m.exam_id::text || '":' || m.mark::text, ',' order by m.exam_id) as map
        from p
        join exams e on e.course_id = p.c
        join exam_marks m on m.exam_id = e.id and m.student_id = p.s
        group by p.c, p.s)
      select p.c, p.s,
        coalesce(tk.total, 0), '{' || coalesce(tk.map, '') || '}',
        coalesce(ts.total, 0), '{' || coalesce(ts.map, '') || '}',
        coalesce(ex.total, 0), '{' || coalesce(ex.map, '') || '}'
      from p
      left join tk on tk.c = p.c and tk.s = p.s
      left join ts on ts.c = p.c and ts.s = p.s
      left join ex on ex.c = p.c and ex.s = p.s;
    else
      return query
      with cs as (select distinct x.c from unnest(p_courses) as x(c)),
      ti as materialized (
        select t.id, l.course_id from lessons l join tasks t on t.lesson_id = l.id
        where l.course_id in (select cs.c from cs) and l.deleted_at is null),
      tk as (
        select i.course_id as c, a.student_id as s, sum(a.points)::float8 as total,
          string_agg('"' || a.task_id::text || '":' || a.points::text, ',' order by a.task_id) as map
        from ti i join task_answers a on a.task_id = i.id and a.status = 'ACCEPTED'
        group by i.course_id, a.student_id),
      si as materialized (
        select t.id, l.course_id from lessons l join tests t on t.lesson_id = l.id
        where l.course_id in (select cs.c from cs) and l.deleted_at is null),
      ts as (
        select i.course_id as c, a.student_id as s, sum(a.points)::float8 as total,
          string_agg('"' || a.test_id::text || '":' || a.points::text, ',' order by a.test_id) as map
        ${tests.whole}
        group by i.course_id, a.student_id),
      ex as (
        select e.course_id as c, m.student_id as s, sum(m.mark)::float8 as total,
          string_agg('"' || m.exam_id::text || '":' || m.mark::text, ',' order by m.exam_id) as map
        from exams e join exam_marks m on m.exam_id = e.id
        where e.course_id in (select cs.c from cs)
        group by e.course_id, m.student_id),
      k as (
        select x.c, x.s from unnest(p_courses, p_students) as x(c, s) where p_students is not null
        union select tk.c, tk.s from tk where p_students is null
        union select ts.c, ts.s from ts where p_students is null
        union select ex.c, ex.s from ex where p_students is null)
      select k.c, k.s,
        coalesce(tk.total, 0), '{' || coalesce(tk.map, '') || '}',
        coalesce(ts.total, 0), '{' || coalesce(ts.map, '') || '}',
        coalesce(ex.total, 0), '{' || coalesce(ex.map, '') || '}'
      from k
      left join tk on tk.c = k.c and tk.s = k.s
      left join ts on ts.c = k.c and ts.s = k.s
      left join ex on ex.c = k.c and ex.s = k.s;
    end if;
  end
  $fn$`;
}

const FROM_GRADES = {
  probe: `join test_grades a on a.test_id = t.id and a.student_id = p.s`,
  whole: `from si i join test_grades a on a.test_id = i.id`,
};
const FROM_ATTEMPTS = {
  probe: `join test_attempts a on a.test_id = t.id and a.student_id = p.s and a.submitted_at is not null and a.points is not null`,
  whole: `from si i join test_attempts a on a.test_id = i.id and a.submitted_at is not null
        where a.points is not null`,
};

/** HIGHEST's order: the best share of the attempt's maximum, then more points, then the earlier. */
const PICK_ORDER = `case t.grading_method when 'FIRST' then a.attempt_no when 'LAST' then -a.attempt_no else 0 end,
      round((case when a.max_points > 0 then a.points / a.max_points else 0 end)::numeric, 12) desc,
      a.points desc, a.attempt_no`;

const statements = [
  `create table test_grades (
    school_id integer not null references schools (id) on delete cascade,
    test_id integer not null references tests (id) on delete cascade,
    student_id integer not null references users (id) on delete cascade,
    points double precision not null,
    max_points double precision,
    -- The counted (finished, scored) attempts the grade is taken from.
    attempts_count integer not null,
    primary key (test_id, student_id)
  )`,
  `create index test_grades_student_idx on test_grades (student_id)`,
  // The rating's whole-course read: an index-only scan per test, as test_attempts_rating_idx gave.
  `create index test_grades_rating_idx on test_grades (test_id) include (student_id, points)`,

  `create function test_grades_refresh(p_tests integer[], p_students integer[]) returns void language plpgsql as $fn$
  declare
    pt integer[];
    ps integer[];
  begin
    select array_agg(x.t order by x.t, x.s), array_agg(x.s order by x.t, x.s) into pt, ps
    from (select distinct x.t, x.s from unnest(p_tests, p_students) as x(t, s) where x.t is not null and x.s is not null) as x;
    if pt is null then
      return;
    end if;
    for i in 1 .. cardinality(pt) loop
      perform pg_advisory_xact_lock((pt[i]::bigint << 32) | ps[i]::bigint);
    end loop;
    -- New statements: their snapshots see whatever the transactions waited for committed.
    delete from test_grades g using unnest(pt, ps) as x(t, s)
    where g.test_id = x.t and g.student_id = x.s
      and not exists (select 1 from test_attempts a where a.test_id = x.t and a.student_id = x.s and ${COUNTED('a')});
    insert into test_grades as g (school_id, test_id, student_id, points, max_points, attempts_count)
    select t.school_id, t.id, x.s,
      case when t.grading_method = 'AVERAGE' then c.avg_points else p.points end,
      case when t.grading_method = 'AVERAGE' then c.avg_max else p.max_points end,
      c.n
    from unnest(pt, ps) as x(t, s)
    join tests t on t.id = x.t
    cross join lateral (
      -- Decimal means (float8 -> numeric keeps 15 digits: 1.11 stays 1.11), rounded half away from zero.
      select count(*)::integer as n, round(avg(a.points::numeric), 2)::float8 as avg_points,
        round(avg(a.max_points::numeric), 2)::float8 as avg_max
      from test_attempts a where a.test_id = x.t and a.student_id = x.s and ${COUNTED('a')}) as c
    cross join lateral (
      select a.points, a.max_points from test_attempts a
      where a.test_id = x.t and a.student_id = x.s and ${COUNTED('a')}
      order by ${PICK_ORDER} limit 1) as p
    where c.n > 0
    on conflict (test_id, student_id) do update
      set points = excluded.points, max_points = excluded.max_points, attempts_count = excluded.attempts_count
      where (g.points, g.max_points, g.attempts_count) is distinct from (excluded.points, excluded.max_points, excluded.attempts_count);
  end
  $fn$`,

  `create function test_grades_on_attempt_row() returns trigger language plpgsql as $fn$
  begin
    perform test_grades_refresh(array_agg(y.test_id), array_agg(y.student_id))
    from (
      select new.test_id, new.student_id
      union all
      select old.test_id, old.student_id where tg_op = 'UPDATE'
    ) as y(test_id, student_id);
    return null;
  end
  $fn$`,
  // Deletions come in bulk (a test, a student, a school deleted): one set-based recomputation.
  `create function test_grades_on_attempts_del() returns trigger language plpgsql as $fn$
  begin
    perform test_grades_refresh(array_agg(o.test_id), array_agg(o.student_id)) from old_rows o where ${COUNTED('o')};
    return null;
  end
  $fn$`,
  `create function test_grades_on_test_method() returns trigger language plpgsql as $fn$
  begin
    perform test_grades_refresh(array_agg(g.test_id), array_agg(g.student_id)) from test_grades g where g.test_id = new.id;
    return null;
  end
  $fn$`,
  `create trigger test_grades_test_attempts_ins after insert on test_attempts
    for each row when (${COUNTED('new')}) execute function test_grades_on_attempt_row()`,
  `create trigger test_grades_test_attempts_upd after update on test_attempts
    for each row when ((old.submitted_at is null) <> (new.submitted_at is null) or old.points is distinct from new.points
      or old.max_points is distinct from new.max_points or old.attempt_no <> new.attempt_no
      or old.test_id <> new.test_id or old.student_id <> new.student_id)
    execute function test_grades_on_attempt_row()`,
  `create trigger test_grades_test_attempts_del after delete on test_attempts
    referencing old table as old_rows for each statement execute function test_grades_on_attempts_del()`,
  // A test's grades exist only for its counted attempts: recomputing its rows covers them all.
  `create trigger test_grades_tests_method after update of grading_method on tests
    for each row when (old.grading_method is distinct from new.grading_method) execute function test_grades_on_test_method()`,

  // What is already scored (before the rating reads test_grades: it is already right).
  `select test_grades_refresh(array_agg(x.test_id), array_agg(x.student_id))
    from (select distinct a.test_id, a.student_id from test_attempts a where ${COUNTED('a')}) as x`,

  // ---- The rating reads the grades ----
  ratingFresh(FROM_GRADES),
  `drop trigger if exists rating_scores_test_attempts_ins on test_attempts`,
  `drop trigger if exists rating_scores_test_attempts_upd on test_attempts`,
  `drop trigger if exists rating_scores_test_attempts_del on test_attempts`,
  // Their functions stay (unused) for down to put the triggers back.
  `create function rating_scores_on_test_grade_row() returns trigger language plpgsql as $fn$
  begin
    perform rating_scores_refresh_pairs(array_agg(l.course_id), array_agg(y.student_id))
    from (
      select new.test_id, new.student_id
      union all
      select old.test_id, old.student_id where tg_op = 'UPDATE'
    ) as y(test_id, student_id)
    join tests t on t.id = y.test_id join lessons l on l.id = t.lesson_id;
    return null;
  end
  $fn$`,
  `create function rating_scores_on_test_grades_del() returns trigger language plpgsql as $fn$
  begin
    perform rating_scores_refresh_pairs(array_agg(l.course_id), array_agg(o.student_id))
    from old_rows o join tests t on t.id = o.test_id join lessons l on l.id = t.lesson_id;
    return null;
  end
  $fn$`,
  `create trigger rating_scores_test_grades_ins after insert on test_grades
    for each row execute function rating_scores_on_test_grade_row()`,
  `create trigger rating_scores_test_grades_upd after update on test_grades
    for each row when (old.points is distinct from new.points or old.test_id <> new.test_id or old.student_id <> new.student_id)
    execute function rating_scores_on_test_grade_row()`,
  `create trigger rating_scores_test_grades_del after delete on test_grades
    referencing old table as old_rows for each statement execute function rating_scores_on_test_grades_del()`,
  // Courses with more than one attempt somewhere (none when this first runs): graded anew.
  `select rating_scores_refresh_courses(array_agg(distinct l.course_id))
    from test_attempts a join tests t on t.id = a.test_id join lessons l on l.id = t.lesson_id where a.attempt_no > 1`,
];

/** The rating's triggers on test_attempts as migrations 0010 and 20261126_0002 left them. */
const ratingOnAttempts = [
  `create trigger rating_scores_test_attempts_ins after insert on test_attempts
    for each row when (${COUNTED('new')}) execute function rating_scores_on_test_attempt_row()`,
  `create trigger rating_scores_test_attempts_upd after update on test_attempts
    for each row when ((old.submitted_at is null) <> (new.submitted_at is null) or old.points is distinct from new.points
      or old.test_id <> new.test_id or old.student_id <> new.student_id)
    execute function rating_scores_on_test_attempt_row()`,
  `create trigger rating_scores_test_attempts_del after delete on test_attempts
    referencing old table as old_rows for each statement execute function rating_scores_on_test_attempts()`,
];

export async function up(db: Kysely<any>): Promise<void> {
  // One statement per call: PGlite's extended protocol takes no more.
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  const statements = [
    ratingFresh(FROM_ATTEMPTS),
    ...ratingOnAttempts,
    `drop table if exists test_grades`,
    `drop trigger if exists test_grades_tests_method on tests`,
    `drop trigger if exists test_grades_test_attempts_ins on test_attempts`,
    `drop trigger if exists test_grades_test_attempts_upd on test_attempts`,
    `drop trigger if exists test_grades_test_attempts_del on test_attempts`,
    `drop function if exists test_grades_on_test_method()`,
    `drop function if exists test_grades_on_attempts_del()`,
    `drop function if exists test_grades_on_attempt_row()`,
    `drop function if exists test_grades_refresh(integer[], integer[])`,
    `drop function if exists rating_scores_on_test_grades_del()`,
    `drop function if exists rating_scores_on_test_grade_row()`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
