import { isProblem, StartupError } from '../errors.ts';
import { type CliCommandSpec, type CliInput, CliUsageError } from '../system/extension-points.ts';
import { parseCommandArguments, wantsHelp } from './arguments.ts';
import { commandHelp, PREFIX, usageLine } from './help.ts';

// One command's run, shared by the `portcullis` command and create-portcullis-plugin (@portcullis/create-plugin).

export interface RunOptions {
  out(text: string): void;
  err(text: string): void;
  /** How the command is invoked, for its usage line (default: the `portcullis` command's). */
  prefix?: string;
  logFailure?(error: unknown): void;
}

/** Help, then the arguments, then the command; every failure is a message and an exit status, never a stack. */
export async function runCommand(
  command: CliCommandSpec,
  rest: string[],
  run: (input: CliInput) => Promise<number> | number,
  { out, err, prefix = PREFIX, logFailure = () => {} }: RunOptions,
): Promise<number> {
  if (wantsHelp(rest)) {
    out(commandHelp(command, prefix));
    return 0;
  }
  try {
    return await run(parseCommandArguments(command, rest));
  } catch (error) {
    if (error instanceof CliUsageError) {
      err(`${command.name}: ${error.message}\n${usageLine(command, prefix)}\n(--help explains the flags)`);
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
