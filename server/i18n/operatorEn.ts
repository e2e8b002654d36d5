import { operatorEnCli } from './operatorEnCli.js';
import { operatorEnConfig } from './operatorEnConfig.js';

/** The operator's messages in English: the source of truth; operatorRu.ts must match its shape. */
export const operatorEn = {
  config: operatorEnConfig,
  cli: operatorEnCli,
  // What the server prints when it starts.
  server: {
    demoSeeded: 'Demo school seeded. Log in with:',
    running: 'Online school LMS is running on %{url} (database: %{database})',
    pglite: 'PGlite in %{dir}',
  },
};

export type OperatorMessages = typeof operatorEn;
