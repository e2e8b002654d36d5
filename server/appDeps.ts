import type { Config } from './config.js';
import type { Db } from './db/index.js';
import type { Mailer } from './plugins/mail.js';
import type { FileStorage } from './lib/storage.js';
import type { MailQueue } from './lib/mailQueue.js';
import type { Announcer } from './lib/announcer.js';

/**
 * What every route module receives: the database, the clock, mail and configuration. Apart from
 * app.ts, which imports every route, so that a route importing it closes no cycle.
 */
export interface AppDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  /** Uploaded files' bytes. */
  storage: FileStorage;
  /** Emails queued in the database (enqueueMail) go out when kicked, and by the jobs. */
  mailQueue: MailQueue;
  /** Pushes of notifications that a hot path announces after its commit (lib/announcer.ts). */
  announcer: Announcer;
  /** The server's clock; tests pass a controllable one. */
  now: () => Date;
}
