// `npm start`: builds what is missing or out of date, then runs the compiled server, which
// migrates the database, seeds the demo school on an empty one, and serves on PORT (8080).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newest(...entries) {
  let latest = 0;
  const walk = (p) => {
    if (!fs.existsSync(p)) return;
    const stat = fs.statSync(p);
    if (stat.isDirectory()) for (const name of fs.readdirSync(p)) walk(path.join(p, name));
    else latest = Math.max(latest, stat.mtimeMs);
  };
  entries.forEach((e) => walk(path.join(root, e)));
  return latest;
}

function mtime(file) {
  const p = path.join(root, file);
  return fs.existsSync(p) ? fs.statSync(p).mtimeMs : 0;
}

function run(script) {
  console.log(`> npm run ${script}`);
  const result = spawnSync('npm', ['run', script], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const shared = ['src/api', 'package.json'];
if (mtime('dist/client/index.html') < newest('src', 'index.html', 'public', 'vite.config.ts', ...shared)) run('build:client');
if (mtime('dist/node/server/main.js') < newest('server', 'tsconfig.server.json', ...shared)) run('build:server');

await import(path.join(root, 'dist/node/server/main.js'));
