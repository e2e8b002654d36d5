// course-rating: GET /api/courses/{id}/students/rating for 1,000 students × 100 lessons (each
// lesson a task and a five-question test; answers and attempts for most students; 3 exams with
// marks), on PGlite and on PostgreSQL side by side: p50/p95 per request and the ratio to the
// 300 ms target. Everything is generated with set-based SQL inserts.
//
// Beside wall-clock latency it prints the CPU this process spent per request (the API, and on
// PGlite the database too, run in it; the fetch client's share is small) and the machine's load
// average: on a shared 2-core machine a busy neighbour multiplies wall time, not CPU time.
//
// The table reads per-(course, student) sums kept by triggers (migration 0010), so the cost
// moved to the writes that change them: a second table times those on the same course (a
// review, a mark: one student's row; a lesson trashed and restored: the whole course's rows)
// and a running test's answers saved (nothing counted changes) with and without the trigger.
import os from 'node:os';
import { sql } from 'kysely';
import { kib, table } from './lib/format.mjs';
import { buildServer, databaseKinds, ms, percentiles, startApi } from './lib/apiServer.mjs';
import { makePeople } from './lib/people.mjs';

const STUDENTS = 1_000;
const LESSONS = 100;
const GROUPS = 4;
const EXAMS = 3;
const REQUESTS = 30;
const WARMUP = 5;
const TARGET_MS = 300;
const WRITES = 20;
const COURSE_WRITES = 3;

/**
 * The rating course: STUDENTS students in GROUPS groups, LESSONS lessons each with a task
 * (max 5..20 points) and a test (questions worth 2+3+4+5+6 = 20), 90% of students answered each
 * task (70% accepted, 10% waiting, 10% rejected), 90% started each test (80% submitted, 5%
 * closed at the deadline, 5% still running), EXAMS exams marked for 95% of students. Item
 * choices hash the ids, so every run generates the same data.
 */
async function generateCourse(db) {
  const school = await db.selectFrom('schools').select('id').where('domain', '=', 'demo').executeTakeFirstOrThrow();
  const instructor = await db.selectFrom('users').select('id').where('email', '=', 'instructor@demo.test').executeTakeFirstOrThrow();
  const schoolId = school.id;
  const course = await db
    .insertInto('courses')
    .values({ school_id: schoolId, name: 'Rating bench course' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const courseId = course.id;
  await db.insertInto('course_instructors').values({ course_id: courseId, instructor_id: instructor.id }).execute();
  const groups = await db
    .insertInto('groups')
    .values(Array.from({ length: GROUPS }, (_, i) => ({ school_id: schoolId, name: `Rating bench group ${i + 1}` })))
    .returning('id')
    .execute();
  const groupIds = groups.map((g) => g.id);
  await db
    .insertInto('course_groups')
    .values(groupIds.map((group_id) => ({ course_id: courseId, group_id })))
    .execute();

  const people = makePeople(STUDENTS, 4242).map((p, i) => ({ ...p, email: `rating${i}.${p.email}` }));
  const col = (f) => sql.val(people.map(f));
  await sql`
    insert into users (school_id, role, first_name, last_name, email, phone)
    select ${schoolId}, 'STUDENT', f, l, e, p
    from unnest(${col((p) => p.first)}::text[], ${col((p) => p.last)}::text[], ${col((p) => p.email)}::text[], ${col((p) => p.phone)}::text[]) as x(f, l, e, p)`.execute(
    db,
  );
  await sql`
    insert into student_profiles (user_id, study_format, group_id)
    select u.id, 'ONLINE', (${sql.val(groupIds)}::int[])[1 + x.n % ${GROUPS}]
    from unnest(${col((p) => p.email)}::text[]) with ordinality as x(email, n)
    join users u on u.email = x.email`.execute(db);

  await sql`
    insert into lessons (school_id, course_id, name, show_date, position)
    select ${schoolId}, ${courseId}, 'Lesson ' || i, now() - make_interval(days => ${LESSONS} + 1 - i), i
    from generate_series(1, ${LESSONS}) as i`.execute(db);
  await sql`
    insert into tasks (school_id, lesson_id, name, deadline, max_points)
    select ${schoolId}, l.id, 'Task ' || l.position, now(), 5 + (l.position % 4) * 5
    from lessons l where l.course_id = ${courseId}`.execute(db);
  await sql`
    insert into tests (school_id, lesson_id, name, time_limit_seconds)
    select ${schoolId}, l.id, 'Test ' || l.position, 1800 from lessons l where l.course_id = ${courseId}`.execute(db);
  await sql`
    insert into test_questions (test_id, position, text, type, points)
    select s.id, q, 'Question ' || q, 'ONE', q + 1
    from tests s join lessons l on l.id = s.lesson_id, generate_series(1, 5) as q
    where l.course_id = ${courseId}`.execute(db);

  const students = sql`(select u.id from users u join student_profiles sp on sp.user_id = u.id where sp.group_id = any(${sql.val(groupIds)}::int[]))`;
  await sql`
    insert into task_answers (school_id, task_id, student_id, text, status, points, submitted_at)
    select ${schoolId}, t.id, s.id, 'My answer',
      case when h < 70 then 'ACCEPTED' when h < 80 then 'WAITING' else 'NOT_ACCEPTED' end,
      case when h < 70 then (s.id * 7 + t.id) % (t.max_points + 1) end,
      now()
    from tasks t join lessons l on l.id = t.lesson_id
    cross join ${students} as s
    cross join lateral (select (s.id * 7919 + t.id * 104729) % 100 as h) as x
    where l.course_id = ${courseId} and x.h < 90`.execute(db);
  await sql`
    insert into test_attempts (school_id, test_id, student_id, started_at, deadline, submitted_at, closed_reason, points, max_points, passed)
    select ${schoolId}, t.id, s.id, now() - interval '1 hour', now() - interval '30 minutes',
      case when h < 85 then now() - interval '40 minutes' end,
      case when h < 80 then 'SUBMITTED' when h < 85 then 'TIME_UP' end,
      case when h < 85 then ((s.id * 13 + t.id * 3) % 2001) / 100.0 end,
      case when h < 85 then 20 end,
      case when h < 85 then (s.id * 13 + t.id * 3) % 2001 >= 1000 end
    from tests t join lessons l on l.id = t.lesson_id
    cross join ${students} as s
    cross join lateral (select (s.id * 6271 + t.id * 7727) % 100 as h) as x
    where l.course_id = ${courseId} and x.h < 90`.execute(db);
  await sql`
    insert into exams (school_id, course_id, name, date)
    select ${schoolId}, ${courseId}, 'Exam ' || i, (date '2026-12-01' + i * 30) from generate_series(1, ${EXAMS}) as i`.execute(db);
  await sql`
    insert into exam_marks (exam_id, student_id, mark)
    select e.id, s.id, (s.id * 31 + e.id * 17) % 101
    from exams e cross join ${students} as s
    where e.course_id = ${courseId} and (s.id * 3 + e.id) % 20 <> 0`.execute(db);
  await db
    .insertInto('rating_distributions')
    .values({ course_id: courseId, tasks_percent: 40, tests_percent: 30, exams_percent: 30 })
    .execute();
  // What autovacuum does to a table after a bulk load: visibility map and statistics.
  for (const name of [
    'users',
    'student_profiles',
    'lessons',
    'tasks',
    'tests',
    'test_questions',
    'task_answers',
    'test_attempts',
    'exams',
    'exam_marks',
    'rating_scores',
  ]) {
    await sql`vacuum analyze ${sql.table(name)}`.execute(db);
  }
  const counts = await sql`
    select (select count(*) from task_answers)::int as answers, (select count(*) from test_attempts)::int as attempts,
      (select count(*) from exam_marks)::int as marks`.execute(db);
  return { courseId, ...counts.rows[0] };
}

/**
 * Times writes on the generated course through the API (and one straight statement): each
 * recomputes rows of rating_scores in its transaction. Leaves the table as it found it but for
 * the reviewed answers and the given marks.
 */
async function timeWrites(api, token, courseId, table) {
  const { db } = api;
  const time = async (n, work) => {
    const samples = [];
    for (let i = 0; i < n; i++) {
      const t0 = performance.now();
      await work(i);
      samples.push(performance.now() - t0);
    }
    return percentiles(samples);
  };
  const expect200 = (res, what) => {
    if (res.status !== 200) throw new Error(`${what} answered ${res.status}: ${JSON.stringify(res.body).slice(0, 300)}`);
  };
  const out = {};
  const waiting = await sql`
    select a.id from task_answers a join tasks t on t.id = a.task_id join lessons l on l.id = t.lesson_id
    where l.course_id = ${courseId} and a.status = 'WAITING' order by a.id limit ${WRITES}`.execute(db);
  out['review an answer (APPROVE): one row'] = await time(WRITES, async (i) =>
    expect200(
      await api.call('POST', `/api/lessons/tasks/answers/${waiting.rows[i].id}`, { token, json: { status: 'APPROVE', points: 3 } }),
      'review',
    ),
  );
  const examId = table.exams[0].examId;
  out['give an exam mark: one row'] = await time(WRITES, async (i) =>
    expect200(
      await api.call('PUT', `/api/exam/${examId}/give/mark/${table.students[i].studentId}`, { token, json: { mark: 50 + i } }),
      'mark',
    ),
  );
  const admin = await api.login('admin@demo.test');
  const lessonId = table.lessons[10].lessonId;
  const [trashed, restored] = [[], []];
  for (let i = 0; i < COURSE_WRITES; i++) {
    let t0 = performance.now();
    expect200(await api.call('DELETE', `/api/courses/${courseId}/lessons/${lessonId}`, { token }), 'trash');
    trashed.push(performance.now() - t0);
    // Restoring puts it last; the reads are done, so the order no longer matters.
    const item = await db
      .selectFrom('trash')
      .select('id')
      .where('entity_type', '=', 'LESSON')
      .where('entity_id', '=', lessonId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    t0 = performance.now();
    expect200(await api.call('PUT', `/api/trash/${item.id}/restore`, { token: admin }), 'restore');
    restored.push(performance.now() - t0);
  }
  out['trash a lesson: every row of the course'] = percentiles(trashed);
  out['restore it: every row of the course'] = percentiles(restored);
  // A running test's answers saved as they change (the test screen does it every few seconds).
  const running = await sql`
    select a.id from test_attempts a join tests s on s.id = a.test_id join lessons l on l.id = s.lesson_id
    where l.course_id = ${courseId} and a.submitted_at is null order by a.id limit ${WRITES}`.execute(db);
  const save = (i) =>
    sql`update test_attempts set answers = ${JSON.stringify({ 1: [i % 4] })}::jsonb, saved_at = now() where id = ${running.rows[i].id}`.execute(
      db,
    );
  out['save running answers (counts nothing), SQL'] = await time(WRITES, save);
  await sql`alter table test_attempts disable trigger rating_scores_test_attempts_upd`.execute(db);
  try {
    out['the same without the rating trigger'] = await time(WRITES, save);
  } finally {
    await sql`alter table test_attempts enable trigger rating_scores_test_attempts_upd`.execute(db);
  }
  return out;
}

export default {
  name: 'course-rating',
  title: 'GET /api/courses/{id}/students/rating, 1,000 students × 100 lessons: p50/p95, PGlite vs PostgreSQL',
  async run(ctx) {
    buildServer(ctx.root, ctx.log);
    const kinds = await databaseKinds(ctx);
    const results = {};
    const writes = {};
    let generated;
    for (const kind of kinds) {
      const api = await startApi(ctx.root, kind, ctx.log);
      try {
        const started = Date.now();
        generated = await generateCourse(api.db);
        const { courseId } = generated;
        ctx.log(
          `${kind}: generated ${STUDENTS} students × ${LESSONS} lessons (${generated.answers} answers, ${generated.attempts} attempts, ${generated.marks} marks) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
        );
        const token = await api.login('instructor@demo.test');
        const base = `/api/courses/${courseId}`;
        const first = await api.call('GET', `${base}/students/rating`, { token });
        if (first.status !== 200) throw new Error(`rating answered ${first.status}: ${JSON.stringify(first.body).slice(0, 300)}`);
        const someTask = first.body.lessons[50].tasks[0].taskId;
        const scenarios = [
          ['whole table (1,000 rows)', `${base}/students/rating`],
          ['whole table by total', `${base}/students/rating?sort=total`],
          ['page of 50 by a task column', `${base}/students/rating?sort=task:${someTask}&size=50&page=3`],
          ['search a name', `${base}/students/rating?search=${encodeURIComponent('ан')}`],
          ['group rating of the course', `${base}/groups/rating`],
        ];
        results[kind] = {};
        for (const [label, url] of scenarios) {
          for (let i = 0; i < WARMUP; i++) await api.call('GET', url, { token });
          const samples = [];
          const cpu = [];
          let errors = 0;
          let bytes = 0;
          let rows = 0;
          for (let i = 0; i < REQUESTS; i++) {
            const c0 = process.cpuUsage();
            const t0 = performance.now();
            const res = await fetch(`${api.base}${url}`, { headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' } });
            const text = await res.text();
            samples.push(performance.now() - t0);
            const c = process.cpuUsage(c0);
            cpu.push((c.user + c.system) / 1000);
            if (res.status !== 200) errors++;
            bytes = text.length;
            const body = JSON.parse(text);
            rows = (body.students ?? body.objects ?? []).length;
          }
          results[kind][label] = { ...percentiles(samples), cpuP50: percentiles(cpu).p50, errors, bytes, rows, load1: os.loadavg()[0] };
        }
        writes[kind] = await timeWrites(api, token, courseId, first.body);
      } finally {
        await api.close();
      }
    }
    const labels = Object.keys(results[kinds[0]]);
    ctx.print(
      `\n${STUDENTS} students × ${LESSONS} lessons (a task and a test each), ${generated.answers.toLocaleString('en-US')} answers, ${generated.attempts.toLocaleString('en-US')} attempts, ${EXAMS} exams; ${REQUESTS} sequential requests per row after ${WARMUP} warm-up, over loopback HTTP, body read (ms)`,
    );
    const columns = [{ title: 'request', align: 'left' }];
    for (const k of kinds)
      columns.push({ title: `${k} p50` }, { title: `${k} p95` }, { title: `p95/${TARGET_MS} ms` }, { title: `${k} CPU p50` });
    columns.push({ title: 'rows' }, { title: 'KiB' }, { title: 'errors' });
    const rows = labels.map((label) => {
      const row = [label];
      for (const k of kinds) {
        const r = results[k][label];
        row.push(ms(r.p50), ms(r.p95), `${(r.p95 / TARGET_MS).toFixed(2)}×`, ms(r.cpuP50));
      }
      row.push(
        results[kinds[0]][label].rows,
        kib(results[kinds[0]][label].bytes),
        kinds.reduce((n, k) => n + results[k][label].errors, 0),
      );
      return row;
    });
    ctx.print(table(columns, rows));
    ctx.print("CPU: this process per request (API + PGlite; on PostgreSQL the server's own CPU is not in it)");
    for (const k of kinds) {
      const whole = results[k][labels[0]];
      ctx.print(
        `${k}: whole table p95 ${ms(whole.p95)} ms = ${(whole.p95 / TARGET_MS).toFixed(2)}× the ${TARGET_MS} ms target (p50 ${ms(whole.p50)} ms, CPU p50 ${ms(whole.cpuP50)} ms; load average ${whole.load1.toFixed(1)} on ${os.cpus().length} cores)`,
      );
    }
    ctx.print(
      `\nWrites on the same course that change what the table counts, and one that does not (ms, p50 / p95 of ${WRITES}; course-wide: of ${COURSE_WRITES})`,
    );
    const writeLabels = Object.keys(writes[kinds[0]]);
    const writeColumns = [{ title: 'write', align: 'left' }];
    for (const k of kinds) writeColumns.push({ title: `${k} p50` }, { title: `${k} p95` });
    ctx.print(
      table(
        writeColumns,
        writeLabels.map((label) => [label, ...kinds.flatMap((k) => [ms(writes[k][label].p50), ms(writes[k][label].p95)])]),
      ),
    );
    return { students: STUDENTS, lessons: LESSONS, exams: EXAMS, ...results, writes };
  },
};

export { generateCourse };
