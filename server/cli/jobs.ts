import { JOBS } from '../plugins/jobs.js';
import { CliError, type CliContext } from './context.js';

/** Runs one scheduled job now, as the server's timer would; returns what it reports having done. */
export async function runJob(ctx: CliContext, name: string): Promise<number> {
  const job = JOBS.find((candidate) => candidate.name === name);
  if (!job) throw new CliError('cli.runJob.noJob', { name, jobs: JOBS.map((j) => j.name).join(', ') });
  return job.run(ctx.db, ctx.now(), ctx.storage);
}
