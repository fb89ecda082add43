import type { CliCommandSpec, CliInput } from '../system/extension-points.ts';
import { selectCommand } from './arguments.ts';
import { runCommand } from './run-command.ts';

// The commands only a plugin author runs (`plugin new`) are in @portcullis/create-plugin, so that the kernel package
// is the plugin API and the runtime only. The `portcullis` command runs them when that package is installed beside
// the kernel (a checkout and the `portcullis` distribution package have it), and otherwise says how to install it.

const DEVELOPER_PACKAGE = '@portcullis/create-plugin';

export interface DeveloperIo {
  out(line: string): void;
  err(line: string): void;
  /** Where a relative path starts. */
  cwd: string;
}

/** A command that needs no configuration or database; @portcullis/create-plugin exports its own as `developerCommands`. */
export interface DeveloperCommand extends CliCommandSpec {
  run(input: CliInput, io: DeveloperIo): Promise<number> | number;
}

/** The developer commands as listed and selected when their package is missing. */
export const DEVELOPER_COMMANDS: CliCommandSpec[] = [{ name: 'plugin new', summary: `Write a new plugin package (needs ${DEVELOPER_PACKAGE}).` }];

/** The package's commands, or null when it is not installed (a broken installation of it still fails loudly). */
export async function developerCommands(specifier = DEVELOPER_PACKAGE): Promise<DeveloperCommand[] | null> {
  try {
    // Imported by name at run time: the package depends on the kernel, never the other way round.
    return ((await import(specifier)) as { developerCommands: DeveloperCommand[] }).developerCommands;
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    if (code === 'ERR_MODULE_NOT_FOUND' && message.includes(`'${specifier}'`)) return null;
    throw error;
  }
}

function notInstalled(name: string, specifier = DEVELOPER_PACKAGE): string {
  return [
    `${name} is a plugin author's command, in ${specifier}, which is not installed beside @portcullis/core.`,
    `Install it where the kernel is installed: npm install ${specifier} (from the distribution's tarballs:`,
    `npm install <dir>/portcullis-create-plugin-<version>.tgz; in a checkout: pnpm install).`,
  ].join('\n');
}

/** Runs the developer command `words` select (help included), or says how to install its package; the exit status. */
export async function runDeveloperCommand(words: string[], help: boolean, io: DeveloperIo, specifier = DEVELOPER_PACKAGE): Promise<number> {
  const commands = await developerCommands(specifier);
  const selected = commands && selectCommand(commands, words);
  if (!selected) {
    io.err(notInstalled(selectCommand(DEVELOPER_COMMANDS, words)?.command.name ?? words.join(' '), specifier));
    return 1;
  }
  const { command, rest } = selected;
  return runCommand(command, help ? ['--help'] : rest, (input) => command.run(input, io), io);
}
