// ExecSandbox argument limits (contract §b.3).
import { invalidArgument } from '../grpc/errors.ts';

const MAX_ARGS = 1024;
const MAX_ARG_BYTES = 32 * 1024;
const MAX_WORKDIR = 4096;
const MAX_ENV_VALUE = 32 * 1024;
const MAX_ASSEMBLED = 256 * 1024;
const ENV_KEY = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** What the gateway would run over SSH: `cd <workdir> && KEY=value ... 'arg' 'arg'`. */
function assembledLength(command: string[], workdir: string, environment: Record<string, string>): number {
  const quoted = command.map((arg) => `'${arg.replaceAll("'", "'\\''")}'`).join(' ');
  const env = Object.keys(environment).sort().map((key) => `${key}='${environment[key]}'`).join(' ');
  return Buffer.byteLength(`${workdir ? `cd '${workdir}' && ` : ''}${env} ${quoted}`);
}

export function validateExecRequest(command: string[], workdir: string, environment: Record<string, string>): void {
  if (command.length === 0) throw invalidArgument('command is required');
  if (command.length > MAX_ARGS) throw invalidArgument(`command exceeds maximum argument count (${command.length} > ${MAX_ARGS})`);
  for (const arg of command) {
    if (Buffer.byteLength(arg) > MAX_ARG_BYTES) throw invalidArgument(`command argument exceeds ${MAX_ARG_BYTES} bytes`);
    if (arg.includes('\0')) throw invalidArgument('command arguments must not contain NUL bytes');
  }
  if (workdir.length > MAX_WORKDIR) throw invalidArgument(`workdir exceeds maximum length (${MAX_WORKDIR})`);
  if (/[\x00-\x1f\x7f]/.test(workdir)) throw invalidArgument('workdir must not contain control characters');
  for (const [key, value] of Object.entries(environment)) {
    if (!ENV_KEY.test(key)) throw invalidArgument(`environment key '${key}' must match ^[A-Za-z_][A-Za-z0-9_]*$`);
    if (value.length > MAX_ENV_VALUE) throw invalidArgument(`environment value for '${key}' exceeds ${MAX_ENV_VALUE} bytes`);
    if (/[\r\n]/.test(value)) throw invalidArgument(`environment value for '${key}' must not contain newlines`);
  }
  if (assembledLength(command, workdir, environment) > MAX_ASSEMBLED) {
    throw invalidArgument(`assembled command exceeds ${MAX_ASSEMBLED} bytes`);
  }
}
