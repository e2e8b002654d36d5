/**
 * Vitest globalSetup of the e2e project: starts the built server once on an empty data folder,
 * so it migrates and seeds the demo school, and stops it. Each test file's server then starts on
 * a copy of that folder (useE2E in harness.ts) instead of creating, migrating and seeding a
 * database of its own: seconds a file. Every file still has a data folder of its own.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { assertBuilt, startServer } from './harness.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data folder holding the migrated database with the demo school, to copy. */
    e2eSeededDataDir: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  assertBuilt();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'lms-e2e-seeded-'));
  try {
    const server = await startServer(dataDir);
    await server.stop();
  } catch (err) {
    await fs.rm(dataDir, { recursive: true, force: true });
    throw err;
  }
  project.provide('e2eSeededDataDir', dataDir);
  return () => fs.rm(dataDir, { recursive: true, force: true });
}
