import { Option, type Command } from 'commander';
import { INVITE_TOKEN_TTL_DAYS, LANGUAGES, RESET_TOKEN_TTL_MINUTES, type Language } from '../../src/api/constants.js';
import type { OperatorKey, OperatorParams } from '../i18n/operator.js';
import { JOBS } from '../plugins/jobs.js';
import { checkConfiguration } from './checkConfig.js';
import { EXIT_FAILED, withContext, type CliIo } from './context.js';
import { runJob } from './jobs.js';
import { resetPassword } from './passwords.js';
import { exportSchool } from './schoolExport.js';
import { importSchool } from './schoolImport.js';
import { checkNewSchool, createSchool, listSchools, type SchoolRow } from './schools.js';

/** Words an operator message in the language the command runs in. */
export type Say = (key: OperatorKey, params?: OperatorParams) => string;

function table(rows: SchoolRow[], say: Say): string {
  const header = say('cli.schools.header').split('|');
  const cells = rows.map((r) => [r.id, r.domain, r.name, r.tariff, r.students, r.instructors, r.courses, r.storageBytes].map(String));
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((row) => row[i]!.length)));
  return (
    [header, ...cells]
      .map((row) =>
        row
          .map((cell, i) => cell.padEnd(widths[i]!))
          .join('  ')
          .trimEnd(),
      )
      .join('\n') + '\n'
  );
}

interface NewSchoolOptions {
  domain: string;
  name: string;
  adminEmail: string;
  adminFirstName: string;
  adminLastName: string;
  password?: string;
  tariff?: string;
  timezone: string;
  language: string;
}

/** create-school, schools, export-school and import-school. */
export function addSchoolCommands(program: Command, io: CliIo, say: Say): void {
  program
    .command('create-school')
    .description(say('cli.createSchool.description'))
    .requiredOption('--domain <domain>', say('cli.createSchool.domain'))
    .requiredOption('--name <name>', say('cli.createSchool.name'))
    .requiredOption('--admin-email <email>', say('cli.createSchool.adminEmail'))
    .requiredOption('--admin-first-name <name>', say('cli.createSchool.adminFirstName'))
    .requiredOption('--admin-last-name <name>', say('cli.createSchool.adminLastName'))
    .option('--password <password>', say('cli.createSchool.password'))
    .option('--tariff <code>', say('cli.createSchool.tariff'))
    .option('--timezone <zone>', say('cli.createSchool.timezone'), 'UTC')
    .addOption(new Option('--language <lang>', say('cli.createSchool.language')).choices(LANGUAGES).default('en'))
    .action(async (opts: NewSchoolOptions) => {
      const checked = checkNewSchool(opts);
      const created = await withContext(io, (ctx) => createSchool(ctx, checked));
      const ids = { schoolId: String(created.schoolId), adminId: String(created.adminId) };
      io.out(`${say('cli.createSchool.created', { domain: checked.domain, email: checked.email, ...ids })}\n`);
      if (created.inviteLink) io.out(`${say('cli.createSchool.inviteLink', { days: INVITE_TOKEN_TTL_DAYS })}\n${created.inviteLink}\n`);
      else io.out(`${say('cli.createSchool.passwordSet')}\n`);
    });

  program
    .command('schools')
    .description(say('cli.schools.description'))
    .option('--json', say('cli.schools.json'))
    .action(async (opts: { json?: boolean }) => {
      const rows = await withContext(io, listSchools);
      io.out(opts.json ? `${JSON.stringify(rows, null, 2)}\n` : table(rows, say));
    });

  program
    .command('export-school')
    .description(say('cli.exportSchool.description'))
    .argument('<domain>', say('cli.exportSchool.domain'))
    .requiredOption('--out <file>', say('cli.exportSchool.out'))
    .action(async (domain: string, opts: { out: string }) => {
      const done = await withContext(io, (ctx) => exportSchool(ctx, domain, opts.out));
      const rows = Object.values(done.counts).reduce((sum, n) => sum + n, 0);
      io.out(`${say('cli.exportSchool.done', { domain: done.domain, out: opts.out, rows, files: done.files })}\n`);
      if (done.missingFiles.length)
        io.out(`${say('cli.exportSchool.missing', { count: done.missingFiles.length, names: done.missingFiles.join(', ') })}\n`);
    });

  program
    .command('import-school')
    .description(say('cli.importSchool.description'))
    .argument('<file>', say('cli.importSchool.file'))
    .option('--domain <domain>', say('cli.importSchool.domain'))
    .action(async (file: string, opts: { domain?: string }) => {
      const done = await withContext(io, (ctx) => importSchool(ctx, file, opts.domain));
      const counts = Object.entries(done.counts)
        .filter(([, n]) => n > 0)
        .map(([name, n]) => `${name} ${n}`)
        .join(', ');
      const schoolId = String(done.schoolId);
      io.out(`${say('cli.importSchool.done', { domain: done.domain, schoolId, files: done.files, counts })}\n`);
      if (done.missingFiles) io.out(`${say('cli.importSchool.missing', { count: done.missingFiles })}\n`);
      io.out(`${say('cli.importSchool.afterwards')}\n`);
    });
}

/** reset-password. */
export function addAccountCommands(program: Command, io: CliIo, say: Say): void {
  program
    .command('reset-password')
    .description(say('cli.resetPassword.description'))
    .argument('<email>', say('cli.resetPassword.email'))
    .option('--password <password>', say('cli.resetPassword.password'))
    .action(async (email: string, opts: { password?: string }) => {
      const reset = await withContext(io, (ctx) => resetPassword(ctx, email, opts.password));
      if (reset.resetLink)
        io.out(`${say('cli.resetPassword.link', { email: reset.email, minutes: RESET_TOKEN_TTL_MINUTES })}\n${reset.resetLink}\n`);
      else io.out(`${say('cli.resetPassword.set', { email: reset.email })}\n`);
      if (reset.blocked) io.out(`${say('cli.resetPassword.blocked', { email: reset.email })}\n`);
    });
}

/** run-job and check-config. */
export function addServiceCommands(program: Command, io: CliIo, lang: Language, say: Say, setExitCode: (code: number) => void): void {
  program
    .command('run-job')
    .description(say('cli.runJob.description', { jobs: JOBS.map((j) => j.name).join(', ') }))
    .argument('<name>', say('cli.runJob.name'))
    .action(async (name: string) => {
      const count = await withContext(io, (ctx) => runJob(ctx, name));
      io.out(`${say('cli.runJob.done', { name, count })}\n`);
    });

  program
    .command('check-config')
    .description(say('cli.checkConfig.description'))
    .action(async () => {
      const checks = await checkConfiguration(io, lang);
      const width = Math.max(...checks.map((c) => c.what.length));
      const mark = { ok: say('cli.checkConfig.ok'), fail: say('cli.checkConfig.fail') };
      for (const check of checks) io.out(`${check.ok ? mark.ok : mark.fail}  ${check.what.padEnd(width)}  ${check.detail}\n`);
      if (checks.some((check) => !check.ok)) setExitCode(EXIT_FAILED);
    });
}
