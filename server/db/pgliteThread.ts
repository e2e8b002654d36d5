import { Worker } from 'node:worker_threads';
import { PGLITE_WORKER_SOURCE } from './pgliteWorkerSource.js';

/*
 * The embedded database on a thread of its own. PGlite is PostgreSQL compiled to WebAssembly:
 * every statement runs synchronously on the thread that owns it. On the API's thread, an exam
 * rush (thousands of starts, saves and submissions a minute) left the event loop blocked for
 * seconds: answers queued, sockets timed out, connections were reset. Here the database owns a
 * worker thread (the second core) and the API's thread only sends statements and receives rows,
 * so it keeps accepting, parsing and answering while the database works.
 *
 * PGliteThread offers what Kysely's PGlite dialect and the realtime listener use of PGlite:
 * query, onNotification and close. Statements are serialised by the dialect (one connection),
 * as before, and the thread runs them in order, each text prepared once
 * (server/db/pgliteWorkerSource.ts). Values cross threads by structured clone: Dates, typed
 * arrays, BigInts and plain objects arrive as they are; a database error arrives with its fields (code, constraint, ...),
 * which is what the app reads of it.
 */

interface Pending {
  resolve: (result: { rows: unknown[]; affectedRows?: number }) => void;
  reject: (err: Error) => void;
}

type Listener = (channel: string, payload: string) => void;

/** An error as the database raised it, its fields (code, constraint, detail, ...) kept. */
function databaseError(fields: Record<string, unknown>): Error {
  const err = new Error(String(fields.message));
  return Object.assign(err, fields);
}

export class PGliteThread {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private readonly listeners = new Set<Listener>();
  private nextId = 1;
  private busy = 0;
  private failure: Error | undefined;
  private closing: Promise<void> | undefined;
  /** Settles once the database is open (or failed to open). */
  readonly waitReady: Promise<void>;

  constructor(options: { dataDir?: string; dateOid: number }) {
    this.worker = new Worker(PGLITE_WORKER_SOURCE, { eval: true, workerData: { dataDir: options.dataDir, dateOid: options.dateOid } });
    // Idle, the thread must not keep the process alive; a statement in flight must (see send).
    this.worker.unref();
    let opened: () => void;
    let failed: (err: Error) => void;
    this.waitReady = new Promise<void>((resolve, reject) => {
      opened = resolve;
      failed = reject;
    });
    this.worker.on('message', (m) => {
      if (m.ready) opened();
      else if (m.initError) failed(databaseError(m.initError));
      else if (m.notification) for (const listener of this.listeners) listener(m.notification[0], m.notification[1]);
      else if (m.id !== undefined) {
        this.busy += m.ms;
        this.settle(m.id, m.error ? databaseError(m.error) : undefined, m);
      }
    });
    const end = (err: Error) => {
      this.failure ??= err;
      failed(err);
      for (const [id] of this.pending) this.settle(id, err);
    };
    this.worker.on('error', end);
    this.worker.on('exit', (code) => end(new Error(`the database thread stopped (exit code ${code})`)));
  }

  private settle(id: number, err: Error | undefined, result?: { rows: unknown[]; affectedRows?: number }) {
    const waiting = this.pending.get(id);
    if (!waiting) return;
    this.pending.delete(id);
    if (!this.pending.size) this.worker.unref();
    if (err) waiting.reject(err);
    else waiting.resolve({ rows: result!.rows, affectedRows: result!.affectedRows });
  }

  /**
   * Milliseconds the database thread has spent running statements since it opened: against the
   * time that passed, how busy the embedded database is (the exam rush bench prints it).
   */
  get busyMs(): number {
    return this.busy;
  }

  /** Statements sent and not yet answered: the embedded database's queue (metrics). */
  get queued(): number {
    return this.pending.size;
  }

  query<T = Record<string, unknown>>(sql: string, params: readonly unknown[] = []): Promise<{ rows: T[]; affectedRows?: number }> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as Pending['resolve'], reject });
      if (this.pending.size === 1) this.worker.ref();
      this.worker.postMessage({ id, sql, params });
    });
  }

  /** Calls `listener` for every NOTIFY the database sends on a channel this connection LISTENs to. */
  onNotification(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Closes the database (flushing it to its folder) and ends the thread. */
  close(): Promise<void> {
    this.closing ??= (async () => {
      if (!this.failure) {
        this.worker.ref();
        await new Promise<void>((resolve) => {
          const done = (m: { closed?: boolean }) => {
            if (!m.closed) return;
            this.worker.off('message', done);
            resolve();
          };
          this.worker.on('message', done);
          this.worker.once('exit', () => resolve());
          this.worker.postMessage({ close: true });
        });
      }
      await this.worker.terminate();
    })();
    return this.closing;
  }
}
