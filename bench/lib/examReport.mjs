// The exam-rush bench's printout of one run (bench/examRush.mjs): the steps against
// EXAM_RUSH_TARGETS, lost answers, where the CPU went per phase, and the profiles when taken.
import os from 'node:os';
import { ms } from './apiServer.mjs';
import { EXAM_RUSH_TARGETS } from './figures.mjs';
import { int, secs, table } from './format.mjs';

export const STEPS = ['login', 'start', 'save', 'submit'];

/** Prints run r; schedule: { saveEveryMs, saveJitter } as the plan had them. */
export function report(ctx, r, scrypt, { saveEveryMs, saveJitter }) {
  const cluster = r.processes > 1;
  ctx.print(
    `\n${r.label}${cluster ? ` × ${r.processes} API processes` : ''}: ${int(r.students)} students; ${r.saves} saves each every ${saveEveryMs / 1000} s ± ${saveJitter * 100}%, submit at ${r.examSeconds} s after the start (ms, from sending the request to the end of the response body)`,
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
    if (s.n) ctx.print(`${r.label}: ${step} p99 ${ms(s.p99)} ms = ${(s.p99 / target).toFixed(2)}× the ${target} ms target`);
  }
  for (const [phase, p] of Object.entries(r.profiles)) {
    const share = (v) => `${((100 * v) / p.totalMs).toFixed(1)}%`;
    ctx.print(
      `\n${r.label} ${phase} phase, the server's main thread (${secs(p.totalMs)} sampled; .bench/exam-rush/${r.label}-${phase}.cpuprofile): self time by origin`,
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
    `${r.label}: ${r.steps.login.errors + r.steps.start.errors + r.steps.save.errors + r.steps.submit.errors} errors in all (target 0)`,
  );
}
