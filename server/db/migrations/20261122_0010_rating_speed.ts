import { sql, type Kysely } from 'kysely';

/*
 * The course rating without aggregating every answer on every read.
 *
 * rating_scores keeps, per (course, student), what the rating table shows of a student's work:
 * the sums and the maps {id: points} of ACCEPTED task answers, of finished test attempts
 * (submitted_at and points set) and of exam marks, counting only the items of the course's
 * live lessons (src/api/ratings.ts says how). The maps are compact JSON text ordered by id, as
 * the rating answer splices them in. A read of the 1,000 × 200 table then reads 1,000 rows
 * instead of aggregating 160,000 answers.
 *
 * Triggers keep it right in the same transaction as every write that changes it. What does not
 * change it needs none: membership (groups on the course, a student moving group, blocks) and
 * the names are read live, and a row of a student no longer on the course is simply not shown;
 * the maxima and the distribution are read live too. Rows go away with their course or student
 * (foreign keys).
 *   - task_answers, test_attempts, exam_marks (insert, update, delete): the (course, student)
 *     pairs of the rows before and after that count (or counted), recomputed from scratch;
 *   - lessons trashed, restored, moved or deleted; tasks and tests deleted or moved; exams
 *     deleted or moved: every row of the course(s) recomputed. (The answers, attempts and marks
 *     these deletions cascade to can no longer be traced to their course; the item's own
 *     trigger covers them.) Adding a lesson, task, test or exam changes nothing: nothing is
 *     scored on it yet.
 * Recomputing (rather than adding deltas) keeps the rows equal to a from-scratch computation
 * by construction; tests/server/ratings.test.ts checks that after random sequences of changes.
 *
 * Concurrency (PostgreSQL, READ COMMITTED): a pair's recomputation first locks its row, and a
 * whole course's takes an exclusive advisory lock (7401, course) that pair recomputations take
 * shared; each then reads with a snapshot taken after its locks, so two transactions scoring
 * the same student, or a grading racing a lesson's trashing, never leave a stale row behind.
 *
 * Statement-level triggers with transition tables: a bulk statement (an import, a regrade, the
 * job closing timed-out attempts) recomputes its pairs once, set-based; an update that changes
 * nothing counted (a test's answers saved as they change) costs one small query.
 */

const LOCK_NAMESPACE = 7401;
/** Up to this many pairs are recomputed by index probes; more read the courses' items whole. */
const PROBE_PAIRS = 64;

/** The statement-level triggers: [table, function, operations]. */
const TRIGGERS: Array<[string, string, Array<'insert' | 'update' | 'delete'>]> = [
  ['task_answers', 'rating_scores_on_task_answers', ['insert', 'update', 'delete']],
  ['test_attempts', 'rating_scores_on_test_attempts', ['insert', 'update', 'delete']],
  ['exam_marks', 'rating_scores_on_exam_marks', ['insert', 'update', 'delete']],
  ['lessons', 'rating_scores_on_lessons', ['update', 'delete']],
  ['tasks', 'rating_scores_on_lesson_items', ['update', 'delete']],
  ['tests', 'rating_scores_on_lesson_items', ['update', 'delete']],
  ['exams', 'rating_scores_on_exams', ['update', 'delete']],
];
const TRANSITION = {
  insert: 'new table as new_rows',
  update: 'old table as old_rows new table as new_rows',
  delete: 'old table as old_rows',
};
const OP_SUFFIX = { insert: 'ins', update: 'upd', delete: 'del' };
const triggerNames = TRIGGERS.flatMap(([table, , ops]) => ops.map((op) => [`rating_scores_${table}_${OP_SUFFIX[op]}`, table, op] as const));
const createTriggers = TRIGGERS.flatMap(([table, fn, ops]) =>
  ops.map(
    (op) =>
      `create trigger rating_scores_${table}_${OP_SUFFIX[op]} after ${op} on ${table}
    referencing ${TRANSITION[op]} for each statement execute function ${fn}()`,
  ),
);

const statements = [
  `create table rating_scores (
    course_id integer not null references courses (id) on delete cascade,
    student_id integer not null references users (id) on delete cascade,
    tasks_total double precision not null default 0,
    tests_total double precision not null default 0,
    exams_sum double precision not null default 0,
    tasks text not null default '{}',
    tests text not null default '{}',
    exams text not null default '{}',
    primary key (course_id, student_id)
  )`,
  `create index rating_scores_student_idx on rating_scores (student_id)`,

  // The rows as computed from scratch: for the pairs (p_courses[i], p_students[i]), or for every
  // student with something scored on p_courses when p_students is null.
  `create function rating_scores_fresh(p_courses integer[], p_students integer[])
  returns table (course_id integer, student_id integer, tasks_total double precision, tasks text,
    tests_total double precision, tests text, exams_sum double precision, exams text)
  language plpgsql stable as $fn$
  #variable_conflict use_column
  begin
    if p_students is not null and cardinality(p_students) <= ${PROBE_PAIRS} then
      -- A few pairs: each student's answers to the course's items, by index probes.
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
        join test_attempts a on a.test_id = t.id and a.student_id = p.s and a.submitted_at is not null and a.points is not null
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
      -- Whole courses (or many pairs): per item, an index-only scan of the covering indexes of
      -- migration 0009, then one aggregate per kind.
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
        from si i join test_attempts a on a.test_id = i.id and a.submitted_at is not null
        where a.points is not null
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
  $fn$`,

  // Recomputes the rows of the pairs (p_courses[i], p_students[i]) of existing courses and users.
  `create function rating_scores_refresh_pairs(p_courses integer[], p_students integer[])
  returns void language plpgsql as $fn$
  declare
    pc integer[];
    ps integer[];
    cid integer;
  begin
    select array_agg(x.c order by x.c, x.s), array_agg(x.s order by x.c, x.s) into pc, ps
    from (
      select distinct x.c, x.s from unnest(p_courses, p_students) as x(c, s)
      where x.c is not null and x.s is not null
        and exists (select 1 from courses c where c.id = x.c)
        and exists (select 1 from users u where u.id = x.s)
    ) as x;
    if pc is null then
      return;
    end if;
    for cid in select distinct x.c from unnest(pc) as x(c) order by 1 loop
      perform pg_advisory_xact_lock_shared(${LOCK_NAMESPACE}, cid);
    end loop;
    insert into rating_scores (course_id, student_id) select x.c, x.s from unnest(pc, ps) as x(c, s) on conflict do nothing;
    perform 1 from rating_scores r join unnest(pc, ps) as x(c, s) on r.course_id = x.c and r.student_id = x.s
      order by r.course_id, r.student_id for update of r;
    -- A new statement: its snapshot sees whatever the transactions waited for committed.
    update rating_scores r
    set tasks_total = f.tasks_total, tasks = f.tasks, tests_total = f.tests_total, tests = f.tests,
      exams_sum = f.exams_sum, exams = f.exams
    from rating_scores_fresh(pc, ps) as f
    where r.course_id = f.course_id and r.student_id = f.student_id;
  end
  $fn$`,

  // Recomputes every row of the existing courses among p_courses.
  `create function rating_scores_refresh_courses(p_courses integer[])
  returns void language plpgsql as $fn$
  declare
    cs integer[];
    cid integer;
  begin
    select array_agg(distinct c.id order by c.id) into cs from courses c where c.id = any(p_courses);
    if cs is null then
      return;
    end if;
    foreach cid in array cs loop
      perform pg_advisory_xact_lock(${LOCK_NAMESPACE}, cid);
    end loop;
    delete from rating_scores r where r.course_id = any(cs);
    insert into rating_scores (course_id, student_id, tasks_total, tasks, tests_total, tests, exams_sum, exams)
    select * from rating_scores_fresh(cs, null);
  end
  $fn$`,

  // ---- What is scored ----
  `create function rating_scores_on_task_answers() returns trigger language plpgsql as $fn$
  begin
    if tg_op = 'INSERT' then
      perform rating_scores_refresh_pairs(array_agg(l.course_id), array_agg(n.student_id))
      from new_rows n join tasks t on t.id = n.task_id join lessons l on l.id = t.lesson_id
      where n.status = 'ACCEPTED';
    elsif tg_op = 'DELETE' then
      perform rating_scores_refresh_pairs(array_agg(l.course_id), array_agg(o.student_id))
      from old_rows o join tasks t on t.id = o.task_id join lessons l on l.id = t.lesson_id
      where o.status = 'ACCEPTED';
    else
      perform rating_scores_refresh_pairs(array_agg(l.course_id), array_agg(x.student_id))
      from (
        select y.task_id, y.student_id
        from old_rows o join new_rows n on n.id = o.id
        cross join lateral (values (o.task_id, o.student_id, o.status), (n.task_id, n.student_id, n.status)) as y(task_id, student_id, status)
        where y.status = 'ACCEPTED'
          and (o.task_id <> n.task_id or o.student_id <> n.student_id or o.status <> n.status or o.points is distinct from n.points)
      ) as x
      join tasks t on t.id = x.task_id join lessons l on l.id = t.lesson_id;
    end if;
    return null;
  end
  $fn$`,

  `create function rating_scores_on_test_attempts() returns trigger language plpgsql as $fn$
  begin
    if tg_op = 'INSERT' then
      perform rating_scores_refresh_pairs(array_agg(l.course_id), array_agg(n.student_id))
      from new_rows n join tests t on t.id = n.test_id join lessons l on l.id = t.lesson_id
      where n.submitted_at is not null and n.points is not null;
    elsif tg_op = 'DELETE' then
      perform rating_scores_refresh_pairs(array_agg(l.course_id), array_agg(o.student_id))
      from old_rows o join tests t on t.id = o.test_id join lessons l on l.id = t.lesson_id
      where o.submitted_at is not null and o.points is not null;
    else
      perform rating_scores_refresh_pairs(array_agg(l.course_id), array_agg(x.student_id))
      from (
        select y.test_id, y.student_id
        from old_rows o join new_rows n on n.id = o.id
        cross join lateral (values (o.test_id, o.student_id, o.submitted_at is not null and o.points is not null),
          (n.test_id, n.student_id, n.submitted_at is not null and n.points is not null)) as y(test_id, student_id, counted)
        where y.counted
          and (o.test_id <> n.test_id or o.student_id <> n.student_id
            or (o.submitted_at is null) <> (n.submitted_at is null) or o.points is distinct from n.points)
      ) as x
      join tests t on t.id = x.test_id join lessons l on l.id = t.lesson_id;
    end if;
    return null;
  end
  $fn$`,

  `create function rating_scores_on_exam_marks() returns trigger language plpgsql as $fn$
  begin
    if tg_op = 'INSERT' then
      perform rating_scores_refresh_pairs(array_agg(e.course_id), array_agg(n.student_id))
      from new_rows n join exams e on e.id = n.exam_id;
    elsif tg_op = 'DELETE' then
      perform rating_scores_refresh_pairs(array_agg(e.course_id), array_agg(o.student_id))
      from old_rows o join exams e on e.id = o.exam_id;
    else
      -- Marks change one at a time (exam_marks has no id to pair old and new rows by): both
      -- sides of every updated row.
      perform rating_scores_refresh_pairs(array_agg(e.course_id), array_agg(y.student_id))
      from (select o.exam_id, o.student_id from old_rows o union all select n.exam_id, n.student_id from new_rows n) as y
      join exams e on e.id = y.exam_id;
    end if;
    return null;
  end
  $fn$`,

  // ---- What is scored on: lessons, their tasks and tests, exams ----
  `create function rating_scores_on_lessons() returns trigger language plpgsql as $fn$
  begin
    if tg_op = 'DELETE' then
      perform rating_scores_refresh_courses(array_agg(o.course_id)) from old_rows o where o.deleted_at is null;
    else
      perform rating_scores_refresh_courses(array_agg(y.course_id))
      from old_rows o join new_rows n on n.id = o.id
      cross join lateral (values (o.course_id), (n.course_id)) as y(course_id)
      where (o.deleted_at is null) <> (n.deleted_at is null) or o.course_id <> n.course_id;
    end if;
    return null;
  end
  $fn$`,

  // tasks and tests: the same function; both have id and lesson_id.
  `create function rating_scores_on_lesson_items() returns trigger language plpgsql as $fn$
  begin
    if tg_op = 'DELETE' then
      perform rating_scores_refresh_courses(array_agg(l.course_id))
      from old_rows o join lessons l on l.id = o.lesson_id;
    else
      perform rating_scores_refresh_courses(array_agg(l.course_id))
      from old_rows o join new_rows n on n.id = o.id
      cross join lateral (values (o.lesson_id), (n.lesson_id)) as y(lesson_id)
      join lessons l on l.id = y.lesson_id
      where o.lesson_id <> n.lesson_id;
    end if;
    return null;
  end
  $fn$`,

  `create function rating_scores_on_exams() returns trigger language plpgsql as $fn$
  begin
    if tg_op = 'DELETE' then
      perform rating_scores_refresh_courses(array_agg(o.course_id)) from old_rows o;
    else
      perform rating_scores_refresh_courses(array_agg(y.course_id))
      from old_rows o join new_rows n on n.id = o.id
      cross join lateral (values (o.course_id), (n.course_id)) as y(course_id)
      where o.course_id <> n.course_id;
    end if;
    return null;
  end
  $fn$`,

  ...createTriggers,

  // What is already scored.
  `select rating_scores_refresh_courses(array_agg(id)) from courses`,
];

export async function up(db: Kysely<any>): Promise<void> {
  // One statement per call: PGlite's extended protocol takes no more.
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [name, table] of triggerNames) await sql.raw(`drop trigger if exists ${name} on ${table}`).execute(db);
  for (const fn of [
    'rating_scores_on_exams()',
    'rating_scores_on_lesson_items()',
    'rating_scores_on_lessons()',
    'rating_scores_on_exam_marks()',
    'rating_scores_on_test_attempts()',
    'rating_scores_on_task_answers()',
    'rating_scores_refresh_courses(integer[])',
    'rating_scores_refresh_pairs(integer[], integer[])',
    'rating_scores_fresh(integer[], integer[])',
  ]) {
    await sql.raw(`drop function if exists ${fn}`).execute(db);
  }
  await sql`drop table if exists rating_scores`.execute(db);
}
