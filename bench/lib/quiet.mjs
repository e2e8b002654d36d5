// `npm run bench -- --quiet-wait`: before each run, wait until the machine's 1-minute load
// average drops below 1 (nobody else's build, test or bench is running) or a timeout passes.
// The load average decays slowly (about a minute per e-fold), so after a busy neighbour stops
// this waits a minute or two. The clock, the sleep and the reading can be passed in for tests.
import os from 'node:os';

export const QUIET_BELOW = 1;

/**
 * Polls load() every pollMs until it is below `below` or timeoutMs has passed. Answers
 * { quiet, waitedMs, from, to }: whether it got quiet, how long it waited, the first and last
 * readings. onPoll(reading, waitedMs) is told each reading that was not yet quiet.
 */
export async function waitForQuiet({
  below = QUIET_BELOW,
  timeoutMs,
  pollMs = 5_000,
  load = () => os.loadavg()[0],
  sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  now = Date.now,
  onPoll = () => {},
}) {
  const started = now();
  const from = load();
  let reading = from;
  while (reading >= below) {
    const waitedMs = now() - started;
    if (waitedMs >= timeoutMs) return { quiet: false, waitedMs, from, to: reading };
    onPoll(reading, waitedMs);
    await sleep(Math.min(pollMs, timeoutMs - waitedMs));
    reading = load();
  }
  return { quiet: true, waitedMs: now() - started, from, to: reading };
}
