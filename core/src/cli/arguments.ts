import { type ParseArgsConfig, parseArgs } from 'node:util';
import { type CliCommandSpec, type CliInput, CliUsageError } from '../system/extension-points.ts';
import { didYouMean } from '../text/closest.ts';

// How `npm run portcullis -- <command> [flags] [arguments]` is read: the longest run of leading words that names
// a command selects it; node:util parseArgs reads the rest strictly (an unknown flag is an error, never ignored).

export interface Selected<C extends CliCommandSpec> {
  command: C;
  /** What follows the command's words. */
  rest: string[];
}

const HELP_FLAGS = new Set(['--help', '-h']);

export function wantsHelp(argv: string[]): boolean {
  return argv.some((arg) => HELP_FLAGS.has(arg));
}

/** The command whose words start `argv` (the longest such name wins: `audit` never hides `audit list`). */
export function selectCommand<C extends CliCommandSpec>(commands: C[], argv: string[]): Selected<C> | null {
  const matches = commands.filter((command) => command.name.split(' ').every((word, index) => argv[index] === word));
  const command = matches.sort((a, b) => b.name.length - a.name.length)[0];
  return command ? { command, rest: argv.slice(command.name.split(' ').length) } : null;
}

/** Why no command matched, with the nearest command name when the words look like a typo. */
export function unknownCommand(commands: CliCommandSpec[], argv: string[]): string {
  const words = argv.filter((arg) => !arg.startsWith('-'));
  const names = commands.map((command) => command.name);
  const group = names.filter((name) => name.startsWith(`${words[0]} `));
  if (group.length > 0) {
    if (words.length === 1) return `'${words[0]}' needs a subcommand: ${group.join(', ')}`;
    const typed = words.slice(0, 2).join(' ');
    return `unknown command '${typed}'${didYouMean(typed, group)}: ${group.join(', ')}`;
  }
  const pair = words.slice(0, 2).join(' ');
  const nearPair =
    words.length > 1
      ? didYouMean(
          pair,
          names.filter((name) => name.includes(' ')),
        )
      : '';
  if (nearPair) return `unknown command '${pair}'${nearPair}`;
  return `unknown command '${words[0] ?? argv[0]}'${didYouMean(words[0] ?? '', names)}`;
}

/** Flags and positional arguments of one command, or a CliUsageError saying exactly what is wrong. */
export function parseCommandArguments(command: CliCommandSpec, rest: string[]): CliInput {
  const declared = command.options ?? {};
  const options: NonNullable<ParseArgsConfig['options']> = {};
  for (const [name, option] of Object.entries(declared)) options[name] = { type: option.type };
  let parsed;
  try {
    parsed = parseArgs({ args: rest, options, strict: true, allowPositionals: true });
  } catch (error) {
    throw new CliUsageError(parseErrorMessage(error, Object.keys(declared)));
  }
  const positionals = parsed.positionals;
  const declaredPositionals = command.positionals ?? [];
  if (positionals.length > declaredPositionals.length) throw new CliUsageError(`unexpected argument '${positionals[declaredPositionals.length]}'`);
  const missing = declaredPositionals.slice(positionals.length).find((positional) => !positional.optional);
  if (missing) throw new CliUsageError(`missing <${missing.name}>`);
  return { options: parsed.values as CliInput['options'], positionals };
}

function parseErrorMessage(error: unknown, known: string[]): string {
  const { code, message } = error as { code?: string; message: string };
  const flag = /'(-{1,2}[^' ]+)/.exec(message)?.[1] ?? '';
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return `unknown option ${flag}${didYouMean(flag.replace(/^-+/, ''), known).replace('mean ', 'mean --')}`;
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
    return known.includes(flag.replace(/^-+/, '')) && /argument missing/.test(message) ? `${flag} needs a value` : `${flag} takes no value`;
  }
  return message;
}
