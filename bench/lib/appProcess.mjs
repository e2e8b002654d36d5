// One app process as deployments run it (server/main.ts: migrate, seed when asked, listen), as a
// real child process on a port of its own on loopback. The exam-rush bench and the e2e harness
// run the compiled server (dist/node/server/main.js); the chaos test runs the source through
// tsx. Several of them on one PostgreSQL database behind bench/lib/roundRobinProxy.mjs make a
// cluster.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';

// A busy machine (a shared CI box) may need longer for the first start, which migrates and seeds.
const READY_TIMEOUT_MS = Number(process.env.APP_READY_TIMEOUT_MS) || 60_000;
const OUTPUT_KEPT = 20_000;

/** A port free on 127.0.0.1 now (the app binds it a moment later; nothing else here races for it). */
async function freePort() {
  const server = net.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Resolves true when the child has exited, false after timeoutMs. */
function exitWithin(exited, timeoutMs) {
  let timer;
  const late = new Promise((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
  return Promise.race([exited.then(() => true), late]).finally(() => clearTimeout(timer));
}

/**
 * Starts `node ...args` in `cwd` with the environment plus `env` (PORT and HOST are set here;
 * `env` may be a function of the app's URL, for PUBLIC_URL; an undefined value removes a
 * variable) and waits until GET /api/health answers 200. Answers { pid, port, url, exited,
 * output(), kill(signal), stop() }: exited resolves with the exit code or signal; stop() sends
 * SIGTERM (the app finishes what is in flight) and waits for the exit, at most stopTimeoutMs
 * when given: then the process is killed and stop() throws.
 */
export async function startAppProcess({ cwd, args, env = {}, name = 'app', stopTimeoutMs }) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const extra = typeof env === 'function' ? env(url) : env;
  const child = spawn(process.execPath, args, {
    cwd,
    // spawn leaves out variables whose value is undefined.
    env: { ...process.env, ...extra, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The tail of what it printed, for the error when it fails; the pipes are drained either way.
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-OUTPUT_KEPT);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let gone = false;
  void exited.then(() => (gone = true));
  for (;;) {
    if (gone) throw new Error(`${name} exited before it was ready (${await exited}):\n${output}`);
    const ok = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) }).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${name} did not answer /api/health within ${READY_TIMEOUT_MS / 1000} s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    pid: child.pid,
    port,
    url,
    exited,
    output: () => output,
    kill: (signal = 'SIGKILL') => child.kill(signal),
    async stop() {
      if (!gone) child.kill('SIGTERM');
      if (stopTimeoutMs === undefined || (await exitWithin(exited, stopTimeoutMs))) return exited;
      child.kill('SIGKILL');
      await exitWithin(exited, 5_000);
      throw new Error(`${name} did not exit within ${stopTimeoutMs / 1000} s of SIGTERM:\n${output}`);
    },
  };
}
