// A CPU profile of this process's main thread (node:inspector), for benches that need to say
// where the server's time goes. Work done on other threads (libuv's pool: scrypt, zlib) does
// not show in it. Summaries group self time by function and by where the code comes from.
import fs from 'node:fs';
import inspector from 'node:inspector';

const post = (session, method, params) =>
  new Promise((resolve, reject) => session.post(method, params, (err, result) => (err ? reject(err) : resolve(result))));

/** Starts sampling every intervalUs; answers stop(file?) -> { profile, totalMs }. */
export async function startProfile(intervalUs = 1000) {
  const session = new inspector.Session();
  session.connect();
  await post(session, 'Profiler.enable');
  await post(session, 'Profiler.setSamplingInterval', { interval: intervalUs });
  await post(session, 'Profiler.start');
  return async function stop(file) {
    const { profile } = await post(session, 'Profiler.stop');
    session.disconnect();
    if (file) fs.writeFileSync(file, JSON.stringify(profile));
    return { profile, totalMs: (profile.endTime - profile.startTime) / 1000 };
  };
}

/** The origin of a frame's code, for grouping: a package, the app, node itself, or a V8 pseudo-frame. */
export function originOf(frame) {
  const url = frame.url ?? '';
  if (!url) return frame.functionName.startsWith('(') ? frame.functionName : '(native / V8 builtins)';
  if (url.startsWith('node:')) return 'node internals';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  const app = /dist\/node\/(server\/[^/]+(?:\/[^/]+)?)/.exec(url);
  if (app) return app[1].replace(/\.js$/, '');
  return url;
}

/**
 * Self time (ms) of a profile, grouped by key(frame): [[key, ms]] from the most expensive,
 * and the total sampled time.
 */
export function selfTime(profile, key = (f) => `${f.functionName || '(anonymous)'} ${originOf(f)}:${f.lineNumber + 1}`) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const totals = new Map();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const dt = (profile.timeDeltas[i] ?? 0) / 1000;
    total += dt;
    const k = key(byId.get(id).callFrame);
    totals.set(k, (totals.get(k) ?? 0) + dt);
  });
  return { rows: [...totals].sort((a, b) => b[1] - a[1]), total };
}
