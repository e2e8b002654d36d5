// exam-rush: N students (default 3,000) log in, start the same 20-question test within 10 s,
// save their answers every 15 s and submit at the end, on PostgreSQL and on PGlite.
// Prints p50/p95/p99 per step (login, start, save, submit), errors, lost answers (after the
// run every student's last acknowledged save or submission is compared with what the server
// stored: must be 0), the CPU each party used and the machine's load average.
// Targets on this 2-core machine, 3,000 students, 0 errors (EXAM_RUSH_TARGETS):
// PostgreSQL p99 start < 200 ms, save < 50 ms, submit < 500 ms; PGlite < 500, 100, 2,000 ms.
//
// What runs where: the API (Fastify, and PGlite when that is the database) in this process,
// as bench/lib/apiServer.mjs starts it; the load generator in a child process
// (bench/lib/examLoad.mjs) with its own event loop, talking real HTTP/1.1 over keep-alive
// connections; PostgreSQL in its own server processes. All share the machine's cores.
//
// Schedule: phase 1 (lobby), every student logs in, arrivals uniform over 10 s; phase 2
// (exam), once all are in, the starts are spread uniformly over 10 s, each student saves every
// 15 s ± 20% with answers that grow (and sometimes change an earlier one), and submits all 20
// answers 90 s after their start. Logging in is a separate phase so that the starts really
// are synchronised: 3,000 scrypt hashes (N=16384, r=8) take more than 10 s of CPU on two
// cores, so logins queue behind each other and their latency mostly measures that queue.
//
// Flags: --students=N (or EXAM_RUSH_STUDENTS), --pglite-students=N (default: the same; PGlite
// runs every query on the API's one thread, so on a busy machine fewer may be all it takes),
// --exam-seconds=S (default 90), --db=postgres|pglite (default both), --skip-login (sessions
// opened in the database instead of 3,000 scrypt logins: for iterating on the exam steps), --profile (a CPU profile
// of the server's main thread per phase: where its time goes, printed and saved in .bench/),
// --test=own|bank|both (default both: the test's own 20 questions, and/or 20 drawn per student
// from the course's question bank of mixed kinds, answered with responses (lib/examBank.mjs);
// both doubles the runs), --processes=N (with --db=postgres: N API processes, each the compiled server in a child
// process, on one database behind the round-robin proxy of bench/lib/roundRobinProxy.mjs, which
// runs in this process; bench/lib/apiCluster.mjs).
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'kysely';
import { int, secs } from './lib/format.mjs';
import { startCluster } from './lib/apiCluster.mjs';
import { buildServer, DEFAULT_PG_URL, percentiles, postgresReachable, startApi } from './lib/apiServer.mjs';
import { originOf, selfTime } from './lib/cpuProfile.mjs';
import { bankTestText, insertBankTest } from './lib/examBank.mjs';
import { checkAnswers } from './lib/examCheck.mjs';
import { drive, followPostgresCpu } from './lib/examDrive.mjs';
import { report, STEPS } from './lib/examReport.mjs';
import { groupNames, makePeople } from './lib/people.mjs';

const DEFAULT_STUDENTS = 3_000;
const GROUP_SIZE = 30;
const QUESTIONS = 20;
const LOGIN_WINDOW_MS = 10_000;
const START_WINDOW_MS = 10_000;
const SAVE_EVERY_MS = 15_000;
const SAVE_JITTER = 0.2;
const DEFAULT_EXAM_SECONDS = 90;
const TIME_LIMIT_SECONDS = 30 * 60;
const PASSWORD = 'exam-rush-2026';

/**
 * A school of n students in groups of GROUP_SIZE, all on one course whose one shown lesson
 * holds a QUESTIONS-question test (12 one-from-list with 4 options, 8 many-from-list with 5
 * options, 2 or 3 of them right), all with one precomputed password hash. Set-based SQL.
 * variant 'bank': the test is instead RANDOM slots drawn from the course's bank (lib/examBank.mjs).
 */
async function generateExam(db, n, passwordHash, variant = 'own') {
  const school = await db
    .insertInto('schools')
    .values({ name: 'Exam Rush School', domain: 'exam-rush' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const schoolId = school.id;
  const course = await db
    .insertInto('courses')
    .values({ school_id: schoolId, name: 'Final exams' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const groups = await db
    .insertInto('groups')
    .values(groupNames(Math.ceil(n / GROUP_SIZE)).map((name) => ({ school_id: schoolId, name })))
    .returning('id')
    .execute();
  const groupIds = groups.map((g) => g.id);
  await db
    .insertInto('course_groups')
    .values(groupIds.map((group_id) => ({ course_id: course.id, group_id })))
    .execute();
  const people = makePeople(n, 5150).map((p, i) => ({ ...p, email: `exam${i}.${p.email}` }));
  const col = (f) => sql.val(people.map(f));
  await sql`
    insert into users (school_id, role, first_name, last_name, email, phone, password_hash)
    select ${schoolId}, 'STUDENT', f, l, e, p, ${passwordHash}
    from unnest(${col((p) => p.first)}::text[], ${col((p) => p.last)}::text[], ${col((p) => p.email)}::text[], ${col((p) => p.phone)}::text[]) as x(f, l, e, p)`.execute(
    db,
  );
  await sql`
    insert into student_profiles (user_id, study_format, group_id)
    select u.id, 'ONLINE', (${sql.val(groupIds)}::int[])[1 + (x.n - 1) / ${GROUP_SIZE}]
    from unnest(${col((p) => p.email)}::text[]) with ordinality as x(email, n)
    join users u on u.email = x.email`.execute(db);
  const lesson = await db
    .insertInto('lessons')
    .values({ school_id: schoolId, course_id: course.id, name: 'Exam week', show_date: new Date(Date.now() - 86_400_000), position: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const test = await db
    .insertInto('tests')
    .values({
      school_id: schoolId,
      lesson_id: lesson.id,
      name: 'Final exam',
      time_limit_seconds: TIME_LIMIT_SECONDS,
      published_at: new Date(Date.now() - 86_400_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const bankTables = variant === 'bank' ? await insertBankTest(db, { schoolId, courseId: course.id, testId: test.id }) : [];
  if (variant !== 'bank') await ownQuestions(db, test.id);
  // What autovacuum does after a bulk load (PGlite has none): visibility maps and statistics.
  for (const name of [
    'users',
    'student_profiles',
    'groups',
    'course_groups',
    'lessons',
    'tests',
    'test_questions',
    'test_options',
    ...bankTables,
  ]) {
    await sql`vacuum analyze ${sql.table(name)}`.execute(db);
  }
  const students = await db.selectFrom('users').select(['id', 'email']).where('school_id', '=', schoolId).orderBy('id').execute();
  return { testId: test.id, students };
}

/** The test's own QUESTIONS questions (12 one-from-list, 8 many-from-list). */
async function ownQuestions(db, testId) {
  await sql`
    insert into test_questions (test_id, position, text, type, points)
    select ${testId}, q, 'Question ' || q || ': which of these statements hold for the example above?',
      case when q % 5 in (0, 3) then 'MANY' else 'ONE' end, 1 + q % 5
    from generate_series(1, ${QUESTIONS}) as q`.execute(db);
  await sql`
    insert into test_options (question_id, position, text, is_correct)
    select q.id, o, 'Option ' || o || ' of question ' || q.position,
      case when q.type = 'ONE' then o = 1 + q.position % 4 else (o + q.position) % 2 = 0 end
    from test_questions q cross join generate_series(1, 5) as o
    where q.test_id = ${testId} and (q.type = 'MANY' or o <= 4)`.execute(db);
}

/** One scrypt password check as the server does it, timed here (ms, best of 5). */
async function scryptCost(root) {
  const { verifyPassword, hashPassword } = await import(pathToFileURL(path.join(root, 'dist/node/server/lib/crypto.js')).href);
  const hash = await hashPassword(PASSWORD);
  let best = Infinity;
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    await verifyPassword(PASSWORD, hash);
    best = Math.min(best, performance.now() - t0);
  }
  return { hash, ms: best };
}

/** --skip-login: a session per student opened in the database, so a run goes straight to the exam. */
async function openSessions(root, db, students) {
  const { openSession } = await import(pathToFileURL(path.join(root, 'dist/node/server/routes/auth/repository.js')).href);
  const now = new Date();
  const out = [];
  for (const s of students) out.push({ id: s.id, email: s.email, token: await openSession(db, s.id, now) });
  return out;
}

/** A run's name in logs, tables and profile files: the database, and the bank test's variant. */
const labelOf = (kind, variant) => (variant === 'bank' ? `${kind}-bank` : kind);

async function runOne(ctx, kind, n, examSeconds, scrypt, variant) {
  const processes = Number(ctx.options.processes ?? 1);
  const api = processes > 1 ? await startCluster(ctx.root, processes, ctx.log) : await startApi(ctx.root, kind, ctx.log);
  try {
    const t0 = Date.now();
    const { testId, students } = await generateExam(api.db, n, scrypt.hash, variant);
    ctx.log(
      `${labelOf(kind, variant)}: generated ${int(n)} students, ${Math.ceil(n / GROUP_SIZE)} groups, a ${variant === 'bank' ? 'bank-drawn' : `${QUESTIONS}-question`} test in ${secs(Date.now() - t0)}`,
    );
    const saves = Math.max(1, Math.floor((examSeconds * 1000 - SAVE_EVERY_MS * SAVE_JITTER) / SAVE_EVERY_MS));
    const plan = {
      kind: labelOf(kind, variant),
      base: api.base,
      students: ctx.options['skip-login']
        ? await openSessions(ctx.root, api.db, students)
        : students.map((s) => ({ id: s.id, email: s.email })),
      password: PASSWORD,
      testId,
      loginWindowMs: LOGIN_WINDOW_MS,
      startWindowMs: START_WINDOW_MS,
      saveEveryMs: SAVE_EVERY_MS,
      saveJitter: SAVE_JITTER,
      saves,
      submitAfterMs: examSeconds * 1000,
      timeoutMs: 120_000,
      maxSockets: Math.min(n, 1024),
      seed: 4711,
      profile: Boolean(ctx.options.profile),
    };
    const load1Before = os.loadavg()[0];
    const pgCpu = kind === 'postgres' ? await followPostgresCpu(api.db) : null;
    // PGlite's thread: the time it spent running statements (server/db/pgliteThread.ts).
    const { dbSource } = await import(pathToFileURL(path.join(ctx.root, 'dist/node/server/db/index.js')).href);
    const dbThread = kind === 'pglite' ? dbSource(api.db).pglite : null;
    let run;
    try {
      run = await drive(ctx, plan, pgCpu, dbThread, api);
    } finally {
      pgCpu?.stop();
    }
    const check = await checkAnswers(api.db, testId, run.outcome);
    const steps = {};
    for (const step of STEPS) {
      const samples = run.steps[step];
      const errors = Object.values(run.errors[step]).reduce((a, b) => a + b, 0);
      steps[step] = { ...(samples.length ? percentiles(samples) : { n: 0 }), errors, errorKinds: run.errors[step] };
    }
    const lagSorted = [...run.issueLag].sort((a, b) => a - b);
    const profiles = {};
    for (const [phase, profile] of Object.entries(run.profiles)) {
      const byOrigin = selfTime(profile, (f) => originOf(f));
      const byFunction = selfTime(profile);
      profiles[phase] = { totalMs: byOrigin.total, byOrigin: byOrigin.rows.slice(0, 12), byFunction: byFunction.rows.slice(0, 20) };
    }
    return {
      kind,
      test: variant,
      label: labelOf(kind, variant),
      processes,
      students: n,
      saves,
      examSeconds,
      steps,
      check,
      phases: run.phases,
      load1Before,
      late: run.late,
      loginWallMs: run.loginWallMs,
      examWallMs: run.examWallMs,
      generatorCpuMs: run.generatorCpuMs,
      generatorLoopDelayP99: run.generatorLoopDelayP99,
      profiles,
      generatorIssueLagP99: lagSorted[Math.floor(0.99 * (lagSorted.length - 1))] ?? 0,
    };
  } finally {
    await api.close();
  }
}

export default {
  name: 'exam-rush',
  title: 'N students (3,000) log in, start one 20-question test within 10 s, save every 15 s, submit: p50/p95/p99 per step, lost answers',
  async run(ctx) {
    // scripts/bench.mjs has checked --processes: a whole number, above 1 only with --db=postgres.
    const processes = Number(ctx.options.processes ?? 1);
    if (processes > 1 && ctx.options.profile)
      throw new Error('--profile samples an API in the bench process: it does not go with --processes');
    if (processes > 1 && !(await postgresReachable(ctx.root)))
      throw new Error(`--processes=${processes} needs PostgreSQL, which does not answer at ${DEFAULT_PG_URL} (BENCH_DATABASE_URL)`);
    buildServer(ctx.root, ctx.log);
    const n = Number(ctx.options.students ?? process.env.EXAM_RUSH_STUDENTS ?? DEFAULT_STUDENTS);
    const pgliteN = Number(ctx.options['pglite-students'] ?? n);
    const examSeconds = Number(ctx.options['exam-seconds'] ?? DEFAULT_EXAM_SECONDS);
    if (!(n > 0) || !(pgliteN > 0) || !(examSeconds >= 20))
      throw new Error('--students, --pglite-students must be positive and --exam-seconds at least 20');
    const tests = String(ctx.options.test ?? 'both');
    if (!['own', 'bank', 'both'].includes(tests)) throw new Error('--test must be own, bank or both');
    const variants = tests === 'both' ? ['own', 'bank'] : [tests];
    let kinds = ctx.options.db ? String(ctx.options.db).split(',') : ['postgres', 'pglite'];
    if (kinds.includes('postgres') && !(await postgresReachable(ctx.root))) {
      ctx.log('PostgreSQL not reachable: PGlite only');
      kinds = kinds.filter((k) => k !== 'postgres');
    }
    const scrypt = await scryptCost(ctx.root);
    ctx.print(
      `What runs where (${os.cpus().length} cores): ${processes > 1 ? `${processes} API processes (the compiled server, each a child process) behind a round-robin HTTP proxy in the bench process` : `the API${kinds.includes('pglite') ? ' (and PGlite)' : ''} in the bench process`}; the load generator in a child process over keep-alive HTTP/1.1 (up to 1,024 connections); PostgreSQL in its own processes.`,
    );
    ctx.print(
      `Schedule: logins arrive uniformly over ${LOGIN_WINDOW_MS / 1000} s (lobby); once all are in, starts uniformly over ${START_WINDOW_MS / 1000} s; saves every ${SAVE_EVERY_MS / 1000} s; submit ${examSeconds} s after the start. Tests (--test=${tests}): ${variants.map((v) => (v === 'bank' ? `bank, ${bankTestText()}` : `own, ${QUESTIONS} questions (12 one-from-list, 8 many-from-list)`)).join('; ')}; limit ${TIME_LIMIT_SECONDS / 60} min.`,
    );
    if (kinds.includes('pglite') && pgliteN !== n) ctx.print(`PGlite runs ${int(pgliteN)} students (--pglite-students).`);
    // The own test's runs keep their place (and figure names); the bank test's go under `bank`.
    const results = {};
    for (const kind of kinds) {
      for (const variant of variants) {
        const run = await runOne(ctx, kind, kind === 'pglite' ? pgliteN : n, examSeconds, scrypt, variant);
        if (variant === 'bank') (results.bank ??= {})[kind] = run;
        else results[kind] = run;
        report(ctx, run, scrypt, { saveEveryMs: SAVE_EVERY_MS, saveJitter: SAVE_JITTER });
      }
    }
    return { scryptMs: scrypt.ms, cores: os.cpus().length, ...results };
  },
};

export { checkAnswers, generateExam };
