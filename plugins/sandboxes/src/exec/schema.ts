import { z } from 'zod';
import { environmentEntryProblems } from '../create/schema.ts';
import { CommandSplitError, splitCommand } from './split.ts';

// The exec body (docs/decisions.md §3). Every limit of ExecSandbox (docs/openshell-0.0.md §b.3) is checked here, so a
// command the gateway would refuse is a 400 before the 202 and no operation is created for it.
export const MAX_ARGS = 1024;
export const MAX_ARG_BYTES = 32 * 1024;
const MAX_WORKDIR = 4096;
const MAX_ENV_VALUE_BYTES = 32 * 1024;
const MAX_ASSEMBLED_BYTES = 256 * 1024;
const MAX_STDIN_BYTES = 1024 * 1024;
const MAX_TIMEOUT_SECONDS = 86_400;

type Issue = { path: Array<string | number>; message: string };

function argumentIssues(args: string[], fromString: boolean): Issue[] {
  if (args.length === 0) return [{ path: [], message: 'must not be empty' }];
  if (args.length > MAX_ARGS) return [{ path: [], message: `at most ${MAX_ARGS} arguments (got ${args.length})` }];
  const at = (index: number) => (fromString ? [] : [index]);
  const issues: Issue[] = [];
  if (args[0] === '') issues.push({ path: at(0), message: 'the program name must not be empty' });
  args.forEach((arg, index) => {
    if (arg.includes('\0')) issues.push({ path: at(index), message: `argument ${index} contains a NUL byte` });
    else if (Buffer.byteLength(arg) > MAX_ARG_BYTES) issues.push({ path: at(index), message: `argument ${index} is longer than ${MAX_ARG_BYTES} bytes` });
  });
  return issues;
}

/** An array of strings, or one string split shell-style; the output is always the argument list. */
export const commandSchema = z
  .union([z.string(), z.array(z.string({ error: 'must be a string' }))], { error: 'must be an array of strings or a string' })
  .transform((command, ctx) => {
    let args: string[];
    try {
      args = typeof command === 'string' ? splitCommand(command) : command;
    } catch (error) {
      if (!(error instanceof CommandSplitError)) throw error;
      ctx.addIssue({ code: 'custom', message: error.message });
      return z.NEVER;
    }
    for (const issue of argumentIssues(args, typeof command === 'string')) ctx.addIssue({ code: 'custom', ...issue });
    return args;
  });

const execEnvironment = z
  .record(z.string(), z.unknown(), { error: 'must be an object of string values' })
  .superRefine((environment, ctx) => {
    for (const [key, value] of Object.entries(environment)) {
      if (typeof value !== 'string') {
        ctx.addIssue({ code: 'custom', path: [key], message: 'value must be a string' });
        continue;
      }
      for (const problem of environmentEntryProblems(key, value)) ctx.addIssue({ code: 'custom', path: [key], ...problem });
      if (Buffer.byteLength(value) > MAX_ENV_VALUE_BYTES)
        ctx.addIssue({ code: 'custom', path: [key], message: `value must be at most ${MAX_ENV_VALUE_BYTES} bytes` });
    }
  })
  .transform((environment) => environment as Record<string, string>);

/** What the gateway assembles and runs over SSH (`cd dir && K=v ... 'arg' ...`) must stay within its limit. */
function assembledBytes(body: { command: string[]; workdir?: string | undefined; environment: Record<string, string> }): number {
  const quote = (text: string) => `'${text.replaceAll("'", "'\\''")}'`;
  const environment = Object.keys(body.environment)
    .sort()
    .map((key) => `${key}=${quote(body.environment[key]!)}`)
    .join(' ');
  return Buffer.byteLength(`${body.workdir ? `cd ${quote(body.workdir)} && ` : ''}${environment} ${body.command.map(quote).join(' ')}`);
}

export const execBody = z
  .strictObject({
    command: commandSchema,
    timeout_seconds: z
      .number({ error: 'must be a number' })
      .int({ error: 'must be an integer' })
      .min(1, { error: 'must be at least 1' })
      .max(MAX_TIMEOUT_SECONDS, { error: `must be at most ${MAX_TIMEOUT_SECONDS}` })
      .optional(),
    workdir: z
      .string({ error: 'must be a string' })
      .max(MAX_WORKDIR, { error: `must be at most ${MAX_WORKDIR} characters` })
      .regex(/^[^\x00-\x1f\x7f]*$/, { error: 'must not contain control characters' })
      .optional(),
    environment: execEnvironment.default({}),
    stdin: z
      .string({ error: 'must be a string' })
      .refine((text) => Buffer.byteLength(text) <= MAX_STDIN_BYTES, { error: `must be at most ${MAX_STDIN_BYTES} bytes` })
      .optional(),
  })
  .superRefine(
    (body, ctx) => {
      if (assembledBytes(body) > MAX_ASSEMBLED_BYTES) {
        ctx.addIssue({
          code: 'custom',
          path: ['command'],
          message: `the command with its environment and workdir must stay under ${MAX_ASSEMBLED_BYTES} bytes`,
        });
      }
      // Only once every field is valid: zod runs object refinements after field refinements failed, and a
      // non-string environment value must be a 400 naming it, not a TypeError here.
    },
    { when: (payload) => payload.issues.length === 0 },
  );

export type ExecBody = z.output<typeof execBody>;
