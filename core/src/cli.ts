// `npm run portcullis -- <command> [flags] [arguments]`: operator commands against the configured database.
// Exit status: 0 done, 1 failed (the reason on stderr), 2 usage error. Never a stack trace (SERVICE_LOG_LEVEL=debug
// logs it).

import { selectCommand, unknownCommand } from './cli/arguments.ts';
import { BUILT_IN_COMMANDS } from './cli/built-in.ts';
import { DEVELOPER_COMMANDS, developerCommands, runDeveloperCommand } from './cli/developer.ts';
import { overview, PREFIX } from './cli/help.ts';
import { restore, restoreCommand } from './cli/restore.ts';
import { runCommand } from './cli/run-command.ts';
import { StartupError } from './errors.ts';
import { Kernel } from './kernel/kernel.ts';
import { type CliCommand, type CliCommandSpec, cliCommands } from './system/extension-points.ts';

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
  // restore replaces the database, so it runs before anything opens it.
  const restoring = selectCommand([restoreCommand], words);
  if (restoring) {
    return runCommand(restoreCommand, argv[0] === 'help' ? ['--help'] : restoring.rest, (input) => restore(input, { out, err }, process.env), {
      out,
      err,
    });
  }
  // A plugin author's commands need no configuration or database at all (a relative --dir is relative to where npm
  // was run: INIT_CWD).
  if (selectCommand(DEVELOPER_COMMANDS, words)) {
    return runDeveloperCommand(words, argv[0] === 'help', { out, err, cwd: process.env.INIT_CWD ?? process.cwd() });
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
  const selected = selectCommand(commands, words);
  if (!selected) {
    const listed: CliCommandSpec[] = [...commands, restoreCommand, ...((await developerCommands()) ?? DEVELOPER_COMMANDS)];
    if (words.length === 0 || words.every((word) => word === '--help' || word === '-h')) {
      out(overview(listed));
      return 0;
    }
    err(`${unknownCommand(listed, words)}\n(${PREFIX} --help lists the commands)`);
    return 2;
  }
  const { command, rest } = selected;
  return runCommand(command, argv[0] === 'help' ? ['--help'] : rest, (input) => command.run(input, { out, err, resolve: (name) => kernel.resolve(name) }), {
    out,
    err,
    logFailure: (error) => kernel.logger.debug({ err: error, command: command.name }, 'command failed'),
  });
}

process.exitCode = await main(process.argv.slice(2));
