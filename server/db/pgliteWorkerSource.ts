/*
 * The code of the embedded database's thread (server/db/pgliteThread.ts), run with eval so it
 * needs no file of its own in src, dist or the tests' transform.
 *
 * Why statements are prepared by name here: PGlite's query() parses and plans every statement
 * afresh and crosses into WebAssembly six times for it (parse, describe, bind, describe, execute,
 * sync). The API sends the same few dozen statement texts thousands of times a minute in an
 * exam, and for them planning cost more than running: 0.55 ms against 0.11 ms for a test's
 * access check, measured on PGlite. Here each text is parsed and described once, and then runs
 * as bind, execute and sync in one crossing: a primary-key select took 0.38 ms through query()
 * and 0.13 ms this way, an update of a row's answers 0.43 and 0.19 ms.
 *
 * What stays as query() does it: each parameter is serialised by the type PostgreSQL inferred
 * for it, each column parsed by the connection's parsers, errors raised with their fields, the
 * files synced after each statement outside a transaction, notifications delivered (PGlite
 * queues them before the statement's answer, so a NOTIFY reaches the API's thread first).
 * PostgreSQL re-plans a prepared statement itself when a table it reads changes; when a change
 * alters a statement's result columns it refuses the old one, which is then prepared again.
 * Statements run one at a time, in the order they arrive.
 */
export const PGLITE_WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { PGlite, protocol, parse } = require('@electric-sql/pglite');
const { pg_trgm } = require('@electric-sql/pglite/contrib/pg_trgm');
const { serialize } = protocol;
// Distinct statement texts kept prepared; the least recently used is closed beyond this.
const MAX_PREPARED = 500;
// What PostgreSQL answers to a prepared statement a schema change made stale.
const STALE_PLAN = 'cached plan must not change result type';
const errorFields = (err) => {
  const fields = { message: String((err && err.message) || err), name: (err && err.name) || 'Error' };
  if (err && typeof err === 'object') for (const key of Object.keys(err)) if (typeof err[key] !== 'function' && typeof err[key] !== 'object') fields[key] = err[key];
  return fields;
};
const concat = (...parts) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};
(async () => {
  let db;
  try {
    db = new PGlite({ dataDir: workerData.dataDir, extensions: { pg_trgm }, parsers: { [workerData.dateOid]: (v) => v } });
    await db.waitReady;
  } catch (err) {
    parentPort.postMessage({ initError: errorFields(err) });
    return;
  }
  db.onNotification((channel, payload) => parentPort.postMessage({ notification: [channel, payload] }));

  const prepared = new Map();
  let named = 0;
  const forget = async (text) => {
    const statement = prepared.get(text);
    prepared.delete(text);
    await db.execProtocol(concat(serialize.close({ type: 'S', name: statement.name }), serialize.sync()), { syncToFs: false }).catch(() => {});
  };
  const prepare = async (text) => {
    const name = 'lms_' + ++named;
    const { messages } = await db.execProtocol(concat(serialize.parse({ name, text, types: [] }), serialize.describe({ type: 'S', name }), serialize.sync()), { syncToFs: false });
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages), rowDescription: messages.find((m) => m.name === 'rowDescription') };
    prepared.set(text, statement);
    if (prepared.size > MAX_PREPARED) await forget(prepared.keys().next().value);
    return statement;
  };
  const run = async (text, params) => {
    let statement = prepared.get(text);
    if (statement) {
      // Most recently used last: the Map's order is the eviction order.
      prepared.delete(text);
      prepared.set(text, statement);
    } else statement = await prepare(text);
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = db.serializers[statement.paramTypes[i]];
      return serializer ? serializer(value) : value.toString();
    });
    const { messages } = await db.execProtocol(concat(serialize.bind({ statement: statement.name, values }), serialize.execute({}), serialize.sync()), { syncToFs: false });
    if (!db.isInTransaction()) await db.syncToFs();
    const [result] = parse.parseResults(statement.rowDescription ? [statement.rowDescription, ...messages] : messages, db.parsers);
    return result;
  };
  const runPrepared = async (text, params) => {
    const cached = prepared.has(text);
    try {
      return await run(text, params);
    } catch (err) {
      // A statement prepared before a schema change altered its result columns: forget it, and
      // run it once more, newly prepared, unless a transaction was under way (the failure has
      // aborted it, and its caller must see the first error). The failed run wrote nothing.
      const stale = cached && ((err && err.code) === '0A000' && String(err.message).includes(STALE_PLAN) || (err && err.code) === '26000');
      if (!stale) throw err;
      await forget(text);
      if (db.isInTransaction()) throw err;
      return run(text, params);
    }
  };

  let queue = Promise.resolve();
  parentPort.on('message', (m) => {
    queue = queue.then(async () => {
      if (m.close) {
        try { await db.close(); } finally { parentPort.postMessage({ closed: true }); }
        return;
      }
      const started = performance.now();
      try {
        const result = await runPrepared(m.sql, m.params);
        parentPort.postMessage({ id: m.id, rows: result.rows, affectedRows: result.affectedRows, ms: performance.now() - started });
      } catch (err) {
        parentPort.postMessage({ id: m.id, error: errorFields(err), ms: performance.now() - started });
      }
    });
  });
  parentPort.postMessage({ ready: true });
})();
`;
