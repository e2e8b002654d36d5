import { Command, CommanderError } from 'commander';
import type { Language } from '../../src/api/constants.js';
import { operatorLanguage, operatorText, type OperatorKey, type OperatorParams } from '../i18n/operator.js';
import { AppError } from '../lib/errors.js';
import { addAccountCommands, addSchoolCommands, addServiceCommands, type Say } from './commands.js';
import { localizeCommander } from './help.js';
import { CliError, describeAppError, EXIT_FAILED, type CliIo } from './context.js';

/*
 * `npx lms <command>`: the operator's tool. It works on the installation the environment names
 * (DATA_DIR, DATABASE_URL, PUBLIC_URL: the server's own variables, .env.example), so run it with
 * the server's environment. Embedded PGlite admits one process at a time: stop the server first.
 * It speaks the language of the operator's locale (LC_ALL, LC_MESSAGES, LANG).
 */

function buildProgram(io: CliIo, lang: Language, setExitCode: (code: number) => void): Command {
  const say: Say = (key: OperatorKey, params?: OperatorParams) => operatorText(lang, key, params);
  const program = new Command('lms')
    .description(say('cli.help.program'))
    .exitOverride()
    .configureOutput({ writeOut: io.out, writeErr: io.err });
  localizeCommander(program, say);
  addSchoolCommands(program, io, say);
  addAccountCommands(program, io, say);
  addServiceCommands(program, io, lang, say, setExitCode);
  return program;
}

/** Runs one command line (without the `node lms` part); resolves to the exit code. */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  const lang = operatorLanguage(io.env);
  let exitCode = 0;
  const program = buildProgram(io, lang, (code) => {
    exitCode = code;
  });
  const fail = (message: string) => io.err(`${operatorText(lang, 'cli.error', { message })}\n`);
  try {
    await program.parseAsync(argv, { from: 'user' });
    return exitCode;
  } catch (err) {
    // Commander has printed its own message (unknown command, missing option) or the help.
    if (err instanceof CommanderError) return err.exitCode;
    // The app's own rules (a malformed domain, a weak password) in the operator's words.
    if (err instanceof AppError) {
      fail(describeAppError(lang, err));
      return EXIT_FAILED;
    }
    if (err instanceof CliError) {
      fail(err.describe(lang));
      return err.exitCode;
    }
    fail((err as Error).message ?? String(err));
    return EXIT_FAILED;
  }
}
