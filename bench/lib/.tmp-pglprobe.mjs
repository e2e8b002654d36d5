// scratch (not committed): per-query cost of the exam steps on PGlite, sequential.
import path from 'node:path';
import os from 'node:os';
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
const root = '/work/main';
const imp = (p) => import(pathToFileURL(path.join(root, p)).href);
const { openDb, migrate } = await imp('dist/node/server/db/index.js');
const { buildApp } = await imp('dist/node/server/app.js');
const { loadConfig } = await imp('dist/node/server/config.js');
const { openSession } = await imp('dist/node/server/routes/auth/repository.js');
const { generateExam } = await imp('bench/examRush.mjs');
const kind = process.argv[2] || 'pglite';
const N = Number(process.argv[3] || 300);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'probe-'));
const db = kind === 'pglite' ? await openDb({ pgliteDir: path.join(dataDir, 'db') }) : await openDb({ databaseUrl: process.env.PURL });
await migrate(db);
const stats = new Map();
let current = null;
const { Kysely } = await imp('node_modules/kysely/dist/esm/index.js');
const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, JOB_INTERVAL_SECONDS: '0', RATE_LIMITS: '0' });
// wrap the executor: time each query
const exec = db.getExecutor();
const orig = exec.executeQuery.bind(exec);
exec.executeQuery = async (q, ...rest) => {
  const t0 = performance.now();
  try { return await orig(q, ...rest); } finally {
    const ms = performance.now() - t0;
    const key = `${current}| ${q.sql.replace(/\s+/g, ' ').slice(0, 90)}`;
    const s = stats.get(key) ?? { n: 0, ms: 0 };
    s.n++; s.ms += ms; stats.set(key, s);
  }
};
const app = await buildApp({ config, db });
await app.ready();
const { testId, students } = await generateExam(db, N, 'x');
const tokens = [];
for (const s of students) tokens.push(await openSession(db, s.id, new Date()));
const totals = {};
async function step(name, fn) {
  current = name;
  const t0 = performance.now();
  for (let i = 0; i < students.length; i++) {
    const res = await fn(i);
    if (res.statusCode !== 200) throw new Error(`${name} ${res.statusCode} ${res.body}`);
  }
  totals[name] = (performance.now() - t0) / students.length;
}
const auth = (i) => ({ authorization: `Bearer ${tokens[i]}` });
let test;
await step('start', async (i) => { const r = await app.inject({ method: 'POST', url: `/api/lessons/students/tests/${testId}/start`, headers: auth(i) }); test ??= r.json(); return r; });
const answers = () => Object.fromEntries(test.questions.slice(0, 10).map((q) => [q.questionId, [q.options[0].optionId]]));
await step('save', (i) => app.inject({ method: 'PUT', url: `/api/lessons/students/tests/${testId}/answers`, headers: auth(i), payload: { answers: answers() } }));
await step('submit', (i) => app.inject({ method: 'POST', url: `/api/lessons/students/tests/pass`, headers: auth(i), payload: { testId, answers: answers() } }));
console.log('per request ms:', Object.fromEntries(Object.entries(totals).map(([k, v]) => [k, v.toFixed(2)])));
const rows = [...stats.entries()].map(([k, s]) => [k, s.n, s.ms / students.length]).sort((a, b) => b[2] - a[2]);
for (const [k, n, per] of rows.slice(0, 30)) console.log(per.toFixed(3).padStart(8), String(n).padStart(6), k);
await app.close();
fs.rmSync(dataDir, { recursive: true, force: true });
