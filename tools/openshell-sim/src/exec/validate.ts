// ExecSandbox argument limits (docs/openshell-0.0.md §b.3, §g.7), in the gateway's order and words.
import { invalidArgument } from '../grpc/errors.ts';
import { ENV_KEY, rejectControlCharacters, validateEnvEntries } from '../state/validation.ts';

const MAX_ARGS = 1024;
const MAX_ARG_BYTES = 32 * 1024;
const MAX_WORKDIR = 4096;
const MAX_ASSEMBLED = 256 * 1024;
/** The Python SDK's exec_python() ships its callable in this reserved variable. */
const EXEC_ALLOWED_RESERVED = ['OPENSHELL_PYFUNC_B64'];

function shellQuote(value: string): string {
  if (value === '') return "''";
  return /^[A-Za-z0-9./_-]+$/.test(value) ? value : `'${value.replaceAll("'", `'"'"'`)}'`;
}

/** What the gateway runs over SSH: `cd <workdir> && KEY=value ... arg arg`. */
function assembledLength(command: string[], workdir: string, environment: Record<string, string>): number {
  const env = Object.keys(environment)
    .sort()
    .map((key) => `${key}=${shellQuote(environment[key]!)}`);
  const line = [...env, ...command.map(shellQuote)].join(' ');
  return Buffer.byteLength(workdir ? `cd ${shellQuote(workdir)} && ${line}` : line);
}

export function validateExecRequest(command: string[], workdir: string, environment: Record<string, string>): void {
  if (command.length === 0) throw invalidArgument('command is required');
  if (Object.keys(environment).some((key) => !ENV_KEY.test(key))) {
    throw invalidArgument('environment keys must match ^[A-Za-z_][A-Za-z0-9_]*$');
  }
  if (command.length > MAX_ARGS) throw invalidArgument(`command array exceeds ${MAX_ARGS} argument limit`);
  command.forEach((arg, i) => {
    if (Buffer.byteLength(arg) > MAX_ARG_BYTES) throw invalidArgument(`command argument ${i} exceeds ${MAX_ARG_BYTES} byte limit`);
    if (arg.includes('\0')) throw invalidArgument(`command argument ${i} contains null bytes`);
  });
  for (const [key, value] of Object.entries(environment)) {
    if (Buffer.byteLength(value) > MAX_ARG_BYTES) {
      throw invalidArgument(`environment value for '${key}' exceeds ${MAX_ARG_BYTES} byte limit`);
    }
  }
  validateEnvEntries(environment, 'environment', EXEC_ALLOWED_RESERVED);
  if (workdir) {
    if (workdir.length > MAX_WORKDIR) throw invalidArgument(`workdir exceeds ${MAX_WORKDIR} byte limit`);
    rejectControlCharacters(workdir, 'workdir');
  }
  if (assembledLength(command, workdir, environment) > MAX_ASSEMBLED) {
    throw invalidArgument(`command construction failed: assembled command string exceeds ${MAX_ASSEMBLED} byte limit`);
  }
}
