// The exam-rush bench's driver (bench/examRush.mjs): runs the load generator child
// (lib/examLoad.mjs) on a plan and samples at each of its phases the CPU of every party (the
// API, PostgreSQL's backends, PGlite's thread, the machine) and the API's event loop.
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'kysely';
import { startProfile } from './cpuProfile.mjs';

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
export async function followPostgresCpu(db) {
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

/**
 * Runs the load generator child on a plan; samples the API's CPU at each phase: this process's,
 * or with several API processes (api.pids) theirs, this process then being the proxy.
 */
export function drive(ctx, plan, pgCpu, dbThread, api) {
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
