import type { Command, Option } from 'commander';
import type { OperatorKey } from '../i18n/operator.js';
import type { Say } from './commands.js';

/** Commander's own headings, which it passes through styleTitle. */
const TITLES: Record<string, OperatorKey> = {
  'Usage:': 'cli.help.usage',
  'Options:': 'cli.help.options',
  'Commands:': 'cli.help.commands',
  'Arguments:': 'cli.help.arguments',
  'Global Options:': 'cli.help.globalOptions',
};

/**
 * Commander's own errors (it has no message catalogue), matched by their fixed English start;
 * the English entries of the dictionary repeat commander's words, so English output is unchanged.
 */
const ERRORS: [RegExp, OperatorKey][] = [
  [/^error: unknown command '([^']*)'/, 'cli.help.unknownCommand'],
  [/^error: unknown option '([^']*)'/, 'cli.help.unknownOption'],
  [/^error: required option '([^']*)' not specified/, 'cli.help.requiredOption'],
  [/^error: missing required argument '([^']*)'/, 'cli.help.missingArgument'],
  [/^error: option '([^']*)' argument missing/, 'cli.help.optionArgumentMissing'],
  [/^error: option '([^']*)' argument '([^']*)' is invalid\. Allowed choices are (.*)\.$/m, 'cli.help.invalidChoice'],
  [/^error: too many arguments( for '[^']*')?\. Expected (\d+) (arguments?) but got (\d+)\./, 'cli.help.tooManyArguments'],
  [/^\(Did you mean one of (.*)\?\)$/m, 'cli.help.didYouMeanOneOf'],
  [/^\(Did you mean (.*)\?\)$/m, 'cli.help.didYouMean'],
];

function translateError(text: string, say: Say): string {
  return ERRORS.reduce(
    (out, [pattern, key]) =>
      out.replace(pattern, (...groups: string[]) =>
        say(key, { a: groups[1] ?? '', b: groups[2] ?? '', c: groups[3] ?? '', d: groups[4] ?? '' }),
      ),
    text,
  );
}

/**
 * Puts commander's help and errors into the operator's language. Called on the program before
 * its commands are added, since each command copies these settings from it. The help of an
 * option shows only choices and defaults: no option here has a preset or an environment variable.
 */
export function localizeCommander(program: Command, say: Say): Command {
  return program
    .configureHelp({
      styleTitle: (title) => (TITLES[title] ? say(TITLES[title]) : title),
      optionDescription: (option: Option) => {
        const extra: string[] = [];
        if (option.argChoices) extra.push(say('cli.help.choices', { a: option.argChoices.map((c) => JSON.stringify(c)).join(', ') }));
        if (option.defaultValue !== undefined && (option.required || option.optional))
          extra.push(say('cli.help.default', { a: option.defaultValueDescription || JSON.stringify(option.defaultValue) }));
        return extra.length ? `${option.description} (${extra.join(', ')})` : option.description;
      },
    })
    .configureOutput({ outputError: (text, write) => write(translateError(text, say)) })
    .helpOption('-h, --help', say('cli.help.helpOption'))
    .helpCommand('help [command]', say('cli.help.helpCommand'))
    .showHelpAfterError(say('cli.help.afterError'));
}
