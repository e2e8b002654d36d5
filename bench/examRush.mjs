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
// --processes=N (with --db=postgres: N API processes, each the compiled server in a child
// process, on one database behind the round-robin proxy of bench/lib/roundRobinProxy.mjs, which
// runs in this process; bench/lib/apiCluster.mjs).
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { sql } from 'kysely';
import { int, secs, table } from './lib/format.mjs';
import { startCluster } from './lib/apiCluster.mjs';
import { buildServer, DEFAULT_PG_URL, ms, percentiles, postgresReachable, startApi } from './lib/apiServer.mjs';
import { originOf, selfTime, startProfile } from './lib/cpuProfile.mjs';
import { canonicalAnswers } from './lib/examLoad.mjs';
import { EXAM_RUSH_TARGETS } from './lib/figures.mjs';
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
const STEPS = ['login', 'start', 'save', 'submit'];

/**
 * A school of n students in groups of GROUP_SIZE, all on one course whose one shown lesson
 * holds a QUESTIONS-question test (12 one-from-list with 4 options, 8 many-from-list with 5
 * options, 2 or 3 of them right), all with one precomputed password hash. Set-based SQL.
 */
async function generateExam(db, n, passwordHash) {
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
  await sql`
    insert into test_questions (test_id, position, text, type, points)
    select ${test.id}, q, 'Question ' || q || ': which of these statements hold for the example above?',
      case when q % 5 in (0, 3) then 'MANY' else 'ONE' end, 1 + q % 5
    from generate_series(1, ${QUESTIONS}) as q`.execute(db);
  await sql`
    insert into test_options (question_id, position, text, is_correct)
    select q.id, o, 'Option ' || o || ' of question ' || q.position,
      case when q.type = 'ONE' then o = 1 + q.position % 4 else (o + q.position) % 2 = 0 end
    from test_questions q cross join generate_series(1, 5) as o
    where q.test_id = ${test.id} and (q.type = 'MANY' or o <= 4)`.execute(db);
  // What autovacuum does after a bulk load (PGlite has none): visibility maps and statistics.
  for (const name of ['users', 'student_profiles', 'groups', 'course_groups', 'lessons', 'tests', 'test_questions', 'test_options']) {
    await sql`vacuum analyze ${sql.table(name)}`.execute(db);
  }
  const students = await db.selectFrom('users').select(['id', 'email']).where('school_id', '=', schoolId).orderBy('id').execute();
  return { testId: test.id, students };
}

/** The machine's CPU time in ms since boot: [busy, total] from /proc/stat (Linux). */
function machineCpu() {
  try {
    const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    const total = fields.slice(0, 8).reduce((a, b) => a + b, 0);
    const idle = fields[3] + fields[4];
    const tick = 1000 / 100;
    return { busy: (total - idle) * tick, total: total * tick };
  } catch {
    return { busy: NaN, total: NaN };
  }
}

const cpuMs = (c) => (c.user + c.system) / 1000;

/** CPU ms a process has used, from /proc/<pid>/stat (utime + stime); undefined once it is gone. */
function processCpu(pid) {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/**
 * Follows the CPU of the PostgreSQL backends serving this database (a local server), once a
 * second: total() is the CPU they have used since, a backend that ended counting with its
 * last reading. Answers null when the server is not local or /proc is not readable.
 */
async function followPostgresCpu(db) {
  const seen = new Map();
  const sample = async () => {
    const { rows } = await sql`select pid from pg_stat_activity where datname = current_database()`.execute(db);
    for (const { pid } of rows) {
      const ms = processCpu(pid);
      if (ms === undefined) continue;
      if (!seen.has(pid)) seen.set(pid, { first: ms, last: ms });
      else seen.get(pid).last = ms;
    }
  };
  try {
    await sample();
  } catch {
    return null;
  }
  if (!seen.size) return null;
  // A backend that starts between readings has its first reading as baseline: a little is lost.
  const timer = setInterval(() => sample().catch(() => {}), 1000);
  return {
    total: () => [...seen.values()].reduce((n, v) => n + v.last - v.first, 0),
    sample,
    stop: () => clearInterval(timer),
  };
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

/**
 * Runs the load generator child on a plan; samples the API's CPU at each phase: this process's,
 * or with several API processes (api.pids) theirs, this process then being the proxy.
 */
function drive(ctx, plan, pgCpu, dbThread, api) {
  const apiCpu = api.pids ? () => api.pids.reduce((sum, pid) => sum + (processCpu(pid) ?? 0), 0) : () => cpuMs(process.cpuUsage());
  return new Promise((resolve, reject) => {
    const child = fork(path.join(ctx.bench, 'lib', 'examLoad.mjs'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    const phases = [];
    const loop = monitorEventLoopDelay({ resolution: 10 });
    let current;
    let profiling = Promise.resolve();
    let stopProfile;
    const profiles = {};
    const closeProfile = (name) => {
      if (!stopProfile) return;
      const stop = stopProfile;
      stopProfile = undefined;
      profiling = profiling.then(async () => {
        const { profile } = await stop(path.join(ctx.dir, `${plan.kind}-${name}.cpuprofile`));
        profiles[name] = profile;
      });
    };
    const close = () => {
      if (!current) return;
      if (plan.profile) closeProfile(current.name);
      const cpu = process.cpuUsage(current.cpu);
      const machine = machineCpu();
      phases.push({
        name: current.name,
        wallMs: performance.now() - current.t0,
        serverCpuMs: apiCpu() - current.api,
        proxyCpuMs: api.pids ? cpuMs(cpu) : null,
        machineBusyMs: machine.busy - current.machine.busy,
        postgresCpuMs: pgCpu ? pgCpu.total() - current.pg : null,
        dbThreadBusyMs: dbThread ? dbThread.busyMs - current.dbThread : null,
        machineTotalMs: machine.total - current.machine.total,
        load1: os.loadavg()[0],
        // The loop sampled is this process's: the API's only when it runs here.
        serverLoopP99: api.pids ? null : loop.percentile(99) / 1e6,
        serverLoopMax: api.pids ? null : loop.max / 1e6,
      });
      current = undefined;
    };
    child.on('message', (message) => {
      if (message.type === 'phase') {
        close();
        loop.reset();
        loop.enable();
        current = {
          name: message.name,
          t0: performance.now(),
          cpu: process.cpuUsage(),
          api: apiCpu(),
          machine: machineCpu(),
          pg: pgCpu?.total() ?? 0,
          dbThread: dbThread?.busyMs ?? 0,
        };
        if (plan.profile) profiling = profiling.then(async () => (stopProfile = await startProfile()));
        ctx.log(
          `${plan.kind}: ${message.name} phase (load average ${os
            .loadavg()
            .map((x) => x.toFixed(1))
            .join(' ')})`,
        );
      } else if (message.type === 'progress') {
        ctx.log(`${plan.kind}: ${message.text} (load average ${os.loadavg()[0].toFixed(1)})`);
      } else if (message.type === 'done') {
        close();
        loop.disable();
        profiling.then(() => resolve({ ...message.result, phases, profiles }), reject);
      } else if (message.type === 'failed') reject(new Error(`load generator: ${message.error}`));
    });
    child.on('exit', (code) => {
      if (code) reject(new Error(`load generator exited with ${code}`));
    });
    child.send({ type: 'plan', plan });
  });
}

/** Compares every student's last acknowledged write with the stored attempt. */
async function checkAnswers(db, testId, outcome) {
  const rows = await db
    .selectFrom('test_attempts')
    .select(['student_id', 'answers', 'closed_reason'])
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
    const text = row ? canonicalAnswers(typeof row.answers === 'string' ? JSON.parse(row.answers) : row.answers) : null;
    const same = text === o.acked || o.unsure.includes(text);
    const submittedKept = o.ackedKind !== 'submit' || row?.closed_reason === 'SUBMITTED';
    if (!same || !submittedKept) {
      lost++;
      if (examples.length < 3) examples.push({ student: o.id, expected: o.acked, stored: text, closed: row?.closed_reason ?? null });
    }
  }
  return { attempts: rows.length, checked, lost, unsure, examples, submitted: rows.filter((r) => r.closed_reason === 'SUBMITTED').length };
}

/** --skip-login: a session per student opened in the database, so a run goes straight to the exam. */
async function openSessions(root, db, students) {
  const { openSession } = await import(pathToFileURL(path.join(root, 'dist/node/server/routes/auth/repository.js')).href);
  const now = new Date();
  const out = [];
  for (const s of students) out.push({ id: s.id, email: s.email, token: await openSession(db, s.id, now) });
  return out;
}

async function runOne(ctx, kind, n, examSeconds, scrypt) {
  const processes = Number(ctx.options.processes ?? 1);
  const api = processes > 1 ? await startCluster(ctx.root, processes, ctx.log) : await startApi(ctx.root, kind, ctx.log);
  try {
    const t0 = Date.now();
    const { testId, students } = await generateExam(api.db, n, scrypt.hash);
    ctx.log(
      `${kind}: generated ${int(n)} students, ${Math.ceil(n / GROUP_SIZE)} groups, a ${QUESTIONS}-question test in ${secs(Date.now() - t0)}`,
    );
    const saves = Math.max(1, Math.floor((examSeconds * 1000 - SAVE_EVERY_MS * SAVE_JITTER) / SAVE_EVERY_MS));
    const plan = {
      kind,
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

function report(ctx, r, scrypt) {
  const cluster = r.processes > 1;
  ctx.print(
    `\n${r.kind}${cluster ? ` × ${r.processes} API processes` : ''}: ${int(r.students)} students; ${r.saves} saves each every ${SAVE_EVERY_MS / 1000} s ± ${SAVE_JITTER * 100}%, submit at ${r.examSeconds} s after the start (ms, from sending the request to the end of the response body)`,
  );
  const rows = STEPS.map((step) => {
    const s = r.steps[step];
    const target = EXAM_RUSH_TARGETS[r.kind][step];
    return [
      step,
      s.n,
      s.errors,
      ms(s.p50),
      ms(s.p95),
      ms(s.p99),
      ms(s.mean),
      target ? `${target}` : '–',
      target && s.n ? `${(s.p99 / target).toFixed(2)}×` : '–',
    ];
  });
  ctx.print(
    table(
      [
        { title: 'step', align: 'left' },
        { title: 'count' },
        { title: 'errors' },
        { title: 'p50' },
        { title: 'p95' },
        { title: 'p99' },
        { title: 'mean' },
        { title: 'p99 target' },
        { title: 'p99/target' },
      ],
      rows,
    ),
  );
  for (const step of STEPS) {
    const kinds = Object.entries(r.steps[step].errorKinds);
    if (kinds.length) ctx.print(`  ${step} errors: ${kinds.map(([k, v]) => `${v}× ${k}`).join('; ')}`);
  }
  const c = r.check;
  ctx.print(
    `lost answers: ${c.lost} of ${int(c.checked)} students with an acknowledged write (attempts stored ${int(c.attempts)}, submitted ${int(c.submitted)}${c.unsure ? `, ${c.unsure} with an unanswered write` : ''})`,
  );
  for (const e of c.examples) ctx.print(`  lost: student ${e.student} expected ${e.expected} stored ${e.stored} (${e.closed})`);
  const login = r.phases.find((p) => p.name === 'login');
  if (login) {
    ctx.print(
      `login phase: ${int(r.students)} logins in ${secs(r.loginWallMs)} = ${(r.students / (r.loginWallMs / 1000)).toFixed(1)}/s; one scrypt check costs ${ms(scrypt.ms)} ms here, so ${int(r.students)} need ≥ ${secs((r.students * scrypt.ms) / os.cpus().length)} on ${os.cpus().length} cores: scrypt dominates login`,
    );
  }
  ctx.print(
    table(
      [
        { title: 'phase', align: 'left' },
        { title: 'wall s' },
        { title: 'server CPU s' },
        { title: 'PostgreSQL CPU s' },
        { title: 'generator CPU s' },
        { title: 'other work CPU s' },
        { title: 'machine busy' },
        { title: 'server loop p99 ms' },
        { title: 'load avg after' },
      ],
      r.phases.map((p) => {
        const gen = r.generatorCpuMs[p.name] ?? 0;
        const pg = p.postgresCpuMs ?? 0;
        const proxy = p.proxyCpuMs ?? 0;
        return [
          p.name,
          (p.wallMs / 1000).toFixed(1),
          (p.serverCpuMs / 1000).toFixed(1),
          p.postgresCpuMs == null ? '–' : (pg / 1000).toFixed(1),
          (gen / 1000).toFixed(1),
          ((p.machineBusyMs - p.serverCpuMs - gen - pg - proxy) / 1000).toFixed(1),
          `${((100 * p.machineBusyMs) / p.machineTotalMs).toFixed(0)}%`,
          ms(p.serverLoopP99),
          p.load1.toFixed(1),
        ];
      }),
    ),
  );
  const exam = r.phases.find((p) => p.name === 'exam');
  const requests = r.steps.start.n + r.steps.save.n + r.steps.submit.n;
  const proxyCpu = r.phases.map((p) => `${p.name} ${((p.proxyCpuMs ?? 0) / 1000).toFixed(1)} s`).join(', ');
  ctx.print(
    `CPU: server = ${cluster ? `the ${r.processes} API processes (all threads; server loop p99 not sampled there); the round-robin proxy in this process used ${proxyCpu}, not counted as other work` : `this process (API${r.kind === 'pglite' ? ' + PGlite' : ''}, all threads; scrypt runs on libuv's pool)`}; PostgreSQL = the backends of this database; other work = the rest of the machine (other benches, CI), load average before the run ${r.load1Before.toFixed(1)} on ${os.cpus().length} cores.`,
  );
  if (exam && requests) {
    ctx.print(
      `exam phase CPU per request (start, save, submit together): server ${ms(exam.serverCpuMs / requests)} ms${exam.postgresCpuMs != null ? `, PostgreSQL ${ms(exam.postgresCpuMs / requests)} ms` : ''}${exam.dbThreadBusyMs != null ? `, of it PGlite's thread running statements ${ms(exam.dbThreadBusyMs / requests)} ms (busy ${((100 * exam.dbThreadBusyMs) / exam.wallMs).toFixed(0)}% of the phase)` : ''}; generator issue lag p99 ${ms(r.generatorIssueLagP99)} ms; calls sent late because the previous one was still running: ${r.late.save} saves, ${r.late.submit} submits`,
    );
  }
  for (const [step, target] of Object.entries(EXAM_RUSH_TARGETS[r.kind])) {
    const s = r.steps[step];
    if (s.n) ctx.print(`${r.kind}: ${step} p99 ${ms(s.p99)} ms = ${(s.p99 / target).toFixed(2)}× the ${target} ms target`);
  }
  for (const [phase, p] of Object.entries(r.profiles)) {
    const share = (v) => `${((100 * v) / p.totalMs).toFixed(1)}%`;
    ctx.print(
      `\n${r.kind} ${phase} phase, the server's main thread (${secs(p.totalMs)} sampled; .bench/exam-rush/${r.kind}-${phase}.cpuprofile): self time by origin`,
    );
    ctx.print(
      table(
        [{ title: 'origin', align: 'left' }, { title: 'ms' }, { title: 'share' }],
        p.byOrigin.map(([k, v]) => [k, v.toFixed(0), share(v)]),
      ),
    );
    ctx.print('top functions by self time');
    ctx.print(
      table(
        [{ title: 'function', align: 'left' }, { title: 'ms' }, { title: 'share' }],
        p.byFunction.map(([k, v]) => [k, v.toFixed(0), share(v)]),
      ),
    );
  }
  ctx.print(
    `${r.kind}: ${r.steps.login.errors + r.steps.start.errors + r.steps.save.errors + r.steps.submit.errors} errors in all (target 0)`,
  );
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
      `Schedule: logins arrive uniformly over ${LOGIN_WINDOW_MS / 1000} s (lobby); once all are in, starts uniformly over ${START_WINDOW_MS / 1000} s; saves every ${SAVE_EVERY_MS / 1000} s; submit ${examSeconds} s after the start. Test: ${QUESTIONS} questions (12 one-from-list, 8 many-from-list), limit ${TIME_LIMIT_SECONDS / 60} min.`,
    );
    if (kinds.includes('pglite') && pgliteN !== n) ctx.print(`PGlite runs ${int(pgliteN)} students (--pglite-students).`);
    const results = {};
    for (const kind of kinds) {
      results[kind] = await runOne(ctx, kind, kind === 'pglite' ? pgliteN : n, examSeconds, scrypt);
      report(ctx, results[kind], scrypt);
    }
    return { scryptMs: scrypt.ms, cores: os.cpus().length, ...results };
  },
};

export { checkAnswers, generateExam };
