// `npm run portcullis -- <command> [flags] [arguments]`: operator commands against the configured database.
// Exit status: 0 done, 1 failed (the reason on stderr), 2 usage error. Never a stack trace (SERVICE_LOG_LEVEL=debug
// logs it).

import { parseCommandArguments, selectCommand, unknownCommand, wantsHelp } from './cli/arguments.ts';
import { BUILT_IN_COMMANDS } from './cli/built-in.ts';
import { commandHelp, overview, PREFIX, usageLine } from './cli/help.ts';
import { restore, restoreCommand } from './cli/restore.ts';
import { isProblem, StartupError } from './errors.ts';
import { Kernel } from './kernel/kernel.ts';
import { pluginNew, pluginNewCommand } from './scaffold/plugin-new.ts';
import { type CliCommand, type CliCommandSpec, type CliInput, CliUsageError, cliCommands } from './system/extension-points.ts';

// `portcullis audit list | head -1`: once the reader of standard output has gone, nothing more can be shown, and
// the command stops quietly as a pipeline expects (Node ignores SIGPIPE, so the write fails with EPIPE instead).
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit(0);
});

const out = (text: string) => process.stdout.write(`${text}\n`);
const err = (text: string) => process.stderr.write(`${text}\n`);

async function main(argv: string[]): Promise<number> {
  const words = argv[0] === 'help' ? argv.slice(1) : argv;
  // restore replaces the database, so it runs before anything opens it; writing a new plugin needs no
  // configuration or database at all (a relative --dir is relative to where npm was run: INIT_CWD).
  const standalone = selectCommand([restoreCommand, pluginNewCommand], words);
  if (standalone) {
    const run =
      standalone.command === restoreCommand
        ? (input: CliInput) => restore(input, { out, err }, process.env)
        : async (input: CliInput) => pluginNew(input, { out, err, cwd: process.env.INIT_CWD ?? process.cwd() });
    return runCommand(standalone.command, argv[0] === 'help' ? ['--help'] : standalone.rest, run);
  }
  let kernel: Kernel;
  try {
    kernel = await Kernel.boot({ mode: 'cli', env: { SERVICE_LOG_LEVEL: 'warn', ...process.env } });
  } catch (error) {
    err(error instanceof StartupError ? error.message : `Portcullis could not open its database: ${(error as Error).message}`);
    return 1;
  }
  try {
    return await dispatch(kernel, [...BUILT_IN_COMMANDS, ...kernel.contributions(cliCommands)], argv);
  } finally {
    await kernel.stop();
  }
}

async function dispatch(kernel: Kernel, commands: CliCommand[], argv: string[]): Promise<number> {
  const words = argv[0] === 'help' ? argv.slice(1) : argv;
  const listed: CliCommandSpec[] = [...commands, restoreCommand, pluginNewCommand];
  const selected = selectCommand(commands, words);
  if (!selected) {
    if (words.length === 0 || words.every((word) => word === '--help' || word === '-h')) {
      out(overview(listed));
      return 0;
    }
    err(`${unknownCommand(listed, words)}\n(${PREFIX} --help lists the commands)`);
    return 2;
  }
  const { command, rest } = selected;
  return runCommand(
    command,
    argv[0] === 'help' ? ['--help'] : rest,
    (input) => command.run(input, { out, err, resolve: (name) => kernel.resolve(name) }),
    (error) => kernel.logger.debug({ err: error, command: command.name }, 'command failed'),
  );
}

/** Help, then the arguments, then the command; every failure is a message and an exit status, never a stack. */
async function runCommand(
  command: CliCommandSpec,
  rest: string[],
  run: (input: CliInput) => Promise<number>,
  logFailure: (error: unknown) => void = () => {},
): Promise<number> {
  if (wantsHelp(rest)) {
    out(commandHelp(command));
    return 0;
  }
  try {
    return await run(parseCommandArguments(command, rest));
  } catch (error) {
    if (error instanceof CliUsageError) {
      err(`${command.name}: ${error.message}\n${usageLine(command)}\n(--help explains the flags)`);
      return 2;
    }
    if (error instanceof StartupError) {
      err(error.message);
      return 1;
    }
    logFailure(error);
    err(`${command.name} failed: ${isProblem(error) ? error.detail : (error as Error).message}`);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
