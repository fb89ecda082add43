// `npm run portcullis -- <command> [args]`: operator commands against the configured database.
import { Kernel } from './kernel/kernel.ts';
import { StartupError } from './errors.ts';
import { cliCommands, type CliCommand } from './system/extension-points.ts';
import { appliedMigrations } from './db/migrate.ts';
import type { ChainRange } from './audit/verify.ts';
import { pluginNew, PLUGIN_NEW_USAGE } from './scaffold/plugin-new.ts';

const BUILT_IN: CliCommand[] = [
  {
    name: 'migrate', usage: 'migrate', description: 'Apply pending database migrations (start-up does this too) and list what is applied.',
    run: async (_args, io) => {
      for (const id of await appliedMigrations(io.resolve('database'))) io.out(id);
      return 0;
    },
  },
  {
    name: 'tasks run', usage: 'tasks run <task-id>', description: 'Run one background task now.',
    run: async (args, io) => {
      if (!args[0]) { io.err('usage: tasks run <task-id>'); return 2; }
      await io.resolve('scheduler').runNow(args[0]);
      return 0;
    },
  },
  {
    name: 'audit verify', usage: 'audit verify [--from <id>] [--to <id>]',
    description: 'Check the audit log\'s hash chain with this service\'s key; prints the verdict, exits 1 when broken.',
    run: async (args, io) => {
      const range = chainRange(args);
      if (!range) { io.err('usage: audit verify [--from <id>] [--to <id>]'); return 2; }
      const verdict = await io.resolve('audit').verify(range);
      io.out(JSON.stringify(verdict));
      return verdict.ok ? 0 : 1;
    },
  },
];

/** `--from N --to N` (both optional, positive integers), or null when anything else is given. */
function chainRange(args: string[]): ChainRange | null {
  const range: ChainRange = {};
  for (let index = 0; index < args.length; index += 2) {
    const value = Number(args[index + 1]);
    if (!Number.isSafeInteger(value) || value < 1) return null;
    if (args[index] === '--from') range.fromId = value;
    else if (args[index] === '--to') range.toId = value;
    else return null;
  }
  return range;
}

function usage(commands: CliCommand[]): string {
  const lines = [...commands.map((c) => `  ${c.usage.padEnd(48)} ${c.description}`), `  ${PLUGIN_NEW_USAGE.padEnd(48)} Write a new plugin package (no database needed).`];
  return ['usage: npm run portcullis -- <command> [args]', '', 'commands:', ...lines].join('\n');
}

async function main(argv: string[]): Promise<number> {
  let kernel: Kernel;
  try {
    kernel = await Kernel.boot({ mode: 'cli', env: { SERVICE_LOG_LEVEL: 'warn', ...process.env } });
  } catch (error) {
    process.stderr.write(`${error instanceof StartupError ? error.message : (error as Error).stack}\n`);
    return 1;
  }
  try {
    const commands = [...BUILT_IN, ...kernel.contributions(cliCommands)];
    const command = commands
      .filter((candidate) => candidate.name.split(' ').every((word, index) => argv[index] === word))
      .sort((a, b) => b.name.length - a.name.length)[0];
    if (!command) {
      process.stderr.write(`${usage(commands)}\n`);
      return argv.length === 0 || argv[0] === 'help' ? 0 : 2;
    }
    const args = argv.slice(command.name.split(' ').length);
    return await command.run(args, {
      out: (line) => process.stdout.write(`${line}\n`),
      err: (line) => process.stderr.write(`${line}\n`),
      resolve: (name) => kernel.resolve(name),
    });
  } finally {
    await kernel.stop();
  }
}

const argv = process.argv.slice(2);
// Writing a new plugin touches no configuration or database, so it runs before (and without) the kernel. A
// relative --dir is relative to where npm was run (INIT_CWD), not to the project root the script runs in.
process.exitCode = argv[0] === 'plugin' && argv[1] === 'new'
  ? pluginNew(argv.slice(2), { out: (line) => process.stdout.write(`${line}\n`), err: (line) => process.stderr.write(`${line}\n`), cwd: process.env.INIT_CWD ?? process.cwd() })
  : await main(argv);
