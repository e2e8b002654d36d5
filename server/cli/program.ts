import { Command, CommanderError, Option } from 'commander';
import { INVITE_TOKEN_TTL_DAYS, LANGUAGES, RESET_TOKEN_TTL_MINUTES } from '../../src/api/constants.js';
import { JOBS } from '../plugins/jobs.js';
import { checkConfiguration } from './checkConfig.js';
import { AppError } from '../lib/errors.js';
import { CliError, describeAppError, EXIT_FAILED, withContext, type CliIo } from './context.js';
import { runJob } from './jobs.js';
import { resetPassword } from './passwords.js';
import { exportSchool } from './schoolExport.js';
import { importSchool } from './schoolImport.js';
import { checkNewSchool, createSchool, listSchools, type SchoolRow } from './schools.js';

/*
 * `npx lms <command>`: the operator's tool. It works on the installation the environment names
 * (DATA_DIR, DATABASE_URL, PUBLIC_URL: the server's own variables, .env.example), so run it with
 * the server's environment. Embedded PGlite admits one process at a time: stop the server first.
 */

function table(rows: SchoolRow[]): string {
  const header = ['ID', 'DOMAIN', 'NAME', 'PLAN', 'STUDENTS', 'INSTRUCTORS', 'COURSES', 'STORAGE BYTES'];
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

function buildProgram(io: CliIo, setExitCode: (code: number) => void): Command {
  const program = new Command('lms')
    .description('Administers an Online School LMS installation: the one DATA_DIR and DATABASE_URL name.')
    .exitOverride()
    .configureOutput({ writeOut: io.out, writeErr: io.err })
    .showHelpAfterError('(add --help for usage)');

  program
    .command('create-school')
    .description("Creates a school and its admin; prints the admin's invitation link unless --password is given")
    .requiredOption('--domain <domain>', "the school's domain (its address and login name)")
    .requiredOption('--name <name>', "the school's name")
    .requiredOption('--admin-email <email>', "the admin's email")
    .requiredOption('--admin-first-name <name>', "the admin's first name")
    .requiredOption('--admin-last-name <name>', "the admin's last name")
    .option('--password <password>', "set the admin's password instead of printing an invitation link")
    .option('--tariff <code>', "the plan's code (default: the free plan)")
    .option('--timezone <zone>', 'IANA timezone', 'UTC')
    .addOption(new Option('--language <lang>', "the school's language").choices(LANGUAGES).default('en'))
    .action(
      async (opts: {
        domain: string;
        name: string;
        adminEmail: string;
        adminFirstName: string;
        adminLastName: string;
        password?: string;
        tariff?: string;
        timezone: string;
        language: string;
      }) => {
        const checked = checkNewSchool(opts);
        const created = await withContext(io, (ctx) => createSchool(ctx, checked));
        io.out(`Created school ${checked.domain} (id ${created.schoolId}) and its admin ${checked.email} (id ${created.adminId}).\n`);
        if (created.inviteLink)
          io.out(`The admin chooses a password at this link (single use, valid ${INVITE_TOKEN_TTL_DAYS} days):\n${created.inviteLink}\n`);
        else io.out('The admin can log in with the password given.\n');
      },
    );

  program
    .command('reset-password')
    .description('Prints a password reset link for a user, or sets the password given')
    .argument('<email>', "the user's email")
    .option('--password <password>', 'set this password now; ends the sessions of the user')
    .action(async (email: string, opts: { password?: string }) => {
      const reset = await withContext(io, (ctx) => resetPassword(ctx, email, opts.password));
      if (reset.resetLink)
        io.out(`Reset link for ${reset.email} (single use, valid ${RESET_TOKEN_TTL_MINUTES} minutes):\n${reset.resetLink}\n`);
      else io.out(`Password of ${reset.email} set; their sessions are ended.\n`);
      if (reset.blocked) io.out(`Note: ${reset.email} is blocked and cannot log in until unblocked.\n`);
    });

  program
    .command('schools')
    .description('Lists the schools with their students, instructors, courses and stored bytes')
    .option('--json', 'print JSON')
    .action(async (opts: { json?: boolean }) => {
      const rows = await withContext(io, listSchools);
      io.out(opts.json ? `${JSON.stringify(rows, null, 2)}\n` : table(rows));
    });

  program
    .command('export-school')
    .description("Writes one school's data and stored files into one archive, for import-school")
    .argument('<domain>', "the school's domain")
    .requiredOption('--out <file>', 'the archive to write (a zip; it must not exist yet)')
    .action(async (domain: string, opts: { out: string }) => {
      const done = await withContext(io, (ctx) => exportSchool(ctx, domain, opts.out));
      const rows = Object.values(done.counts).reduce((sum, n) => sum + n, 0);
      io.out(`Exported school ${done.domain} to ${opts.out}: ${rows} row(s), ${done.files} file(s).\n`);
      if (done.missingFiles.length)
        io.out(
          `Note: ${done.missingFiles.length} file(s) were missing from the storage and are exported without their bytes: ${done.missingFiles.join(', ')}\n`,
        );
    });

  program
    .command('import-school')
    .description('Imports a school from an export-school archive, with new ids, in one transaction')
    .argument('<file>', 'the archive')
    .option('--domain <domain>', "the school's domain here (default: its domain in the archive)")
    .action(async (file: string, opts: { domain?: string }) => {
      const done = await withContext(io, (ctx) => importSchool(ctx, file, opts.domain));
      const counts = Object.entries(done.counts)
        .filter(([, n]) => n > 0)
        .map(([table, n]) => `${table} ${n}`)
        .join(', ');
      io.out(`Imported school ${done.domain} (id ${done.schoolId}) with ${done.files} file(s); rows: ${counts}.\n`);
      if (done.missingFiles)
        io.out(`Note: ${done.missingFiles} file(s) had no bytes in the archive (missing from the source's storage at export).\n`);
      io.out('Users log in with their old passwords; sessions, reset and invitation links were not carried over.\n');
    });

  program
    .command('run-job')
    .description(`Runs a scheduled job now: ${JOBS.map((j) => j.name).join(', ')}`)
    .argument('<name>', 'the job')
    .action(async (name: string) => {
      const count = await withContext(io, (ctx) => runJob(ctx, name));
      io.out(`${name} done: ${count} item(s) handled.\n`);
    });

  program
    .command('check-config')
    .description('Reads the configuration, reaches the database and mail server, and reports problems (exit 1 if any)')
    .action(async () => {
      const checks = await checkConfiguration(io);
      const width = Math.max(...checks.map((c) => c.what.length));
      for (const check of checks) io.out(`${check.ok ? 'ok  ' : 'FAIL'}  ${check.what.padEnd(width)}  ${check.detail}\n`);
      if (checks.some((check) => !check.ok)) setExitCode(EXIT_FAILED);
    });

  return program;
}

/** Runs one command line (without the `node lms` part); resolves to the exit code. */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  let exitCode = 0;
  const program = buildProgram(io, (code) => {
    exitCode = code;
  });
  try {
    await program.parseAsync(argv, { from: 'user' });
    return exitCode;
  } catch (err) {
    // Commander has printed its own message (unknown command, missing option) or the help.
    if (err instanceof CommanderError) return err.exitCode;
    // The app's own rules (a malformed domain, a weak password) in the operator's words.
    if (err instanceof AppError) {
      io.err(`Error: ${describeAppError(err)}\n`);
      return EXIT_FAILED;
    }
    if (err instanceof CliError) {
      io.err(`Error: ${err.message}\n`);
      return err.exitCode;
    }
    io.err(`Error: ${(err as Error).message ?? String(err)}\n`);
    return EXIT_FAILED;
  }
}
