import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config.js';
import { ConfigError } from './configError.js';
import { operatorLanguage, operatorText } from './i18n/operator.js';
import { migrate, openDb } from './db/index.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from './db/seed/demo.js';
import { buildApp } from './app.js';
import { createFileStorage } from './lib/fileStorage.js';
import { exitOnSignals } from './lib/shutdown.js';

const here = path.dirname(fileURLToPath(import.meta.url));

async function main() {
  const lang = operatorLanguage(process.env);
  let config;
  try {
    config = loadConfig(process.env);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(operatorText(lang, 'config.error', { message: err }));
      process.exit(2);
    }
    throw err;
  }
  // The built client sits in dist/client beside the compiled server (dist/node/server).
  config.clientDir ??= path.resolve(here, '../../client');

  const db = await openDb({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'db') });
  const applied = await migrate(db);
  const storage = createFileStorage(config);
  // One storage for the app and the demo seed; closed last, once jobs and requests are done with it.
  const app = await buildApp({ config, db, storage, afterClose: async () => storage.close?.() });
  if (applied.length) app.log.info({ migrations: applied }, 'database migrated');
  if (config.demo && (await seedDemo(db, { storage }))) {
    const lines = DEMO_ACCOUNTS.map((a) => `  ${a.role.padEnd(10)} ${a.email} / ${DEMO_PASSWORD}`);
    console.log(`${operatorText(lang, 'server.demoSeeded')}\n${lines.join('\n')}`);
  }

  // Before listening: a signal during the start still ends the process.
  exitOnSignals(app);

  await app.listen({ port: config.port, host: config.host });
  const database = config.databaseUrl ? 'PostgreSQL' : operatorText(lang, 'server.pglite', { dir: path.join(config.dataDir, 'db') });
  console.log(operatorText(lang, 'server.running', { url: config.publicUrl, database }));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
