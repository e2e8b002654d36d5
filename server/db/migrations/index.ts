import type { Migration, MigrationProvider } from 'kysely';
import * as m20261122_0001 from './20261122_0001_foundation.js';
import * as m20261122_0002 from './20261122_0002_admin.js';

/** Every migration, by name; names sort in the order they run. Append, never edit. */
const migrations: Record<string, Migration> = {
  '20261122_0001_foundation': m20261122_0001,
  '20261122_0002_admin': m20261122_0002,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
