// Runs the server suite on embedded PGlite, then again on real PostgreSQL when
// TEST_DATABASE_URL is set (each test file creates and drops its own database there).
import { spawnSync } from 'node:child_process';

const extra = process.argv.slice(2);
const runs = [{ label: 'PGlite (embedded)', env: { ...process.env, TEST_DATABASE_URL: '' } }];
if (process.env.TEST_DATABASE_URL) {
  runs.push({ label: `PostgreSQL (${process.env.TEST_DATABASE_URL.replace(/\/\/[^@]*@/, '//')})`, env: process.env });
}
for (const run of runs) {
  console.log(`\n=== server suite on ${run.label} ===`);
  const result = spawnSync('npx', ['vitest', 'run', '--project', 'server', ...extra], { stdio: 'inherit', env: run.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
