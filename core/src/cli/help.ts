import type { CliCommandSpec } from '../system/extension-points.ts';

// What `--help` prints: the command list, and per command its usage, flags and arguments.

/** How the operator runs the CLI: `npm run portcullis --` in a checkout; the distribution's command says `npx portcullis`. */
export const PREFIX = process.env.PORTCULLIS_CLI || 'npm run portcullis --';

export function usageLine(command: CliCommandSpec, prefix = PREFIX): string {
  const flags = Object.entries(command.options ?? {}).map(([name, option]) =>
    option.type === 'string' ? `[--${name} <${option.value ?? 'value'}>]` : `[--${name}]`,
  );
  const positionals = (command.positionals ?? []).map((positional) => (positional.optional ? `[<${positional.name}>]` : `<${positional.name}>`));
  return [`usage: ${prefix} ${command.name}`, ...flags, ...positionals].join(' ');
}

export function commandHelp(command: CliCommandSpec, prefix = PREFIX): string {
  const lines = [usageLine(command, prefix), '', command.summary];
  if (command.description) lines.push('', command.description);
  const rows = [
    ...(command.positionals ?? []).map((positional) => [`<${positional.name}>`, positional.description]),
    ...Object.entries(command.options ?? {}).map(([name, option]) => [
      option.type === 'string' ? `--${name} <${option.value ?? 'value'}>` : `--${name}`,
      option.description,
    ]),
    ['--help', 'Show this help.'],
  ] as Array<[string, string]>;
  const width = Math.max(...rows.map(([left]) => left.length));
  lines.push('', ...rows.map(([left, right]) => `  ${left.padEnd(width)}  ${right}`));
  return lines.join('\n');
}

export function overview(commands: CliCommandSpec[]): string {
  const sorted = [...commands].sort((a, b) => a.name.localeCompare(b.name));
  const width = Math.max(...sorted.map((command) => command.name.length));
  return [
    `usage: ${PREFIX} <command> [flags] [arguments]`,
    '',
    'Operator commands. They work directly on the configured database (SERVICE_DATABASE_URL, or SQLite in',
    'SERVICE_DATA_DIR) with the service running or stopped, unless their help says otherwise.',
    '',
    'commands:',
    ...sorted.map((command) => `  ${command.name.padEnd(width)}  ${command.summary}`),
    '',
    `${PREFIX} <command> --help shows a command's flags.`,
  ].join('\n');
}
