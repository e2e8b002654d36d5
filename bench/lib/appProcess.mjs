// One app process as deployments run it (server/main.ts: migrate, seed when asked, listen), as a
// real child process on a port of its own on loopback. The exam-rush bench runs the compiled
// server (dist/node/server/main.js); the chaos test runs the source through tsx. Several of
// them on one PostgreSQL database behind bench/lib/roundRobinProxy.mjs make a cluster.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';

const READY_TIMEOUT_MS = 60_000;
const OUTPUT_KEPT = 8_000;

/** A port free on 127.0.0.1 now (the app binds it a moment later; nothing else here races for it). */
async function freePort() {
  const server = net.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Starts `node ...args` in `cwd` with the environment plus `env` (PORT and HOST are set here)
 * and waits until GET /api/health answers 200. Answers { pid, port, url, exited, output(),
 * kill(signal), stop() }: exited resolves with the exit code or signal; stop() sends SIGTERM
 * (the app finishes what is in flight) and waits for the exit.
 */
export async function startAppProcess({ cwd, args, env = {}, name = 'app' }) {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
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
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let gone = false;
  void exited.then(() => (gone = true));
  for (;;) {
    if (gone) throw new Error(`${name} exited before it was ready (${await exited}):\n${output}`);
    const ok = await fetch(`${url}/api/health`).then(
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
      return exited;
    },
  };
}
