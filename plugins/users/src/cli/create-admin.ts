import { randomBytes } from 'node:crypto';
import { type AuditWriter, type CliCommand, type CliInput, type CliIo, CliUsageError, type Database, isProblem } from '@portcullis/core';
import { passwordProblems } from '../passwords/policy.ts';
import { emailSchema } from '../schemas.ts';
import type { LoginGuard } from '../services/login-guard.ts';
import type { SessionService } from '../services/sessions.ts';
import type { UserDirectory } from '../services/user-directory.ts';

const CLI_ACTOR = { name: 'cli', type: 'system' } as const;

interface Options {
  email: string;
  password: 'stdin' | 'generate' | 'keep';
}

export interface CreateAdminDependencies {
  database: Database;
  audit: AuditWriter;
  users: UserDirectory;
  sessions: SessionService;
  loginGuard: LoginGuard;
  /** Reads the password piped in with --password-stdin (tests pass their own). */
  readStdin?: () => Promise<string>;
}

async function readAllStdin(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  return text;
}

function parseOptions(input: CliInput): Options {
  const { email, 'password-stdin': fromStdin, 'generate-password': generate } = input.options;
  if (typeof email !== 'string') throw new CliUsageError('--email is required');
  if (fromStdin && generate) throw new CliUsageError('give --password-stdin or --generate-password, not both');
  const parsed = emailSchema.safeParse(email);
  if (!parsed.success) throw new CliUsageError(`--email: ${parsed.error.issues[0]?.message ?? 'is not valid'}`);
  return { email: parsed.data, password: fromStdin ? 'stdin' : generate ? 'generate' : 'keep' };
}

/** A random password that passes the rules (shown once on the terminal, never logged). */
function generatedPassword(email: string): string {
  for (;;) {
    const candidate = randomBytes(18).toString('base64url');
    if (passwordProblems(candidate, email).length === 0) return candidate;
  }
}

async function chosenPassword(options: Options, deps: CreateAdminDependencies, isNewUser: boolean): Promise<{ value: string | null; generated: boolean }> {
  if (options.password === 'stdin') return { value: (await (deps.readStdin ?? readAllStdin)()).replace(/\r?\n$/, ''), generated: false };
  if (options.password === 'generate' || isNewUser) return { value: generatedPassword(options.email), generated: true };
  return { value: null, generated: false };
}

/**
 * `npm run portcullis -- users create-admin --email ...`: for operators locked out of the UI. Creates an admin,
 * or makes an existing user an admin again, clears its login lock and (when asked) sets a new password, which
 * also ends the user's sessions. Works directly on the configured database, with an audit row like any change.
 */
export function createAdminCommand(deps: CreateAdminDependencies): CliCommand {
  return {
    name: 'users create-admin',
    summary: 'Create an admin, or restore an existing user to admin, unlock it and optionally set a new password.',
    description: "A new account gets a generated password (shown once) unless --password-stdin gives one. Setting a password ends the account's sessions.",
    options: {
      email: { type: 'string', value: 'email', description: 'The account to create or restore.' },
      'password-stdin': { type: 'boolean', description: 'Read the new password from standard input.' },
      'generate-password': { type: 'boolean', description: 'Set a new random password and print it once.' },
    },
    run: async (input, io) => {
      const options = parseOptions(input);
      try {
        return await createOrRestore(options, deps, io);
      } catch (error) {
        if (!isProblem(error)) throw error;
        io.err(error.detail);
        return 1;
      }
    },
  };
}

async function createOrRestore(options: Options, deps: CreateAdminDependencies, io: CliIo): Promise<number> {
  const { users, sessions, loginGuard } = deps;
  const existing = await users.findByEmail(deps.database.fork(), options.email);
  const password = await chosenPassword(options, deps, existing === null);
  const outcome = await deps.database.transaction(async (em) => {
    const user = existing ? await users.findById(em, existing.id) : null;
    if (!user) {
      const created = await users.create(em, { email: options.email, role: 'admin', password: password.value });
      await deps.audit.append(em, {
        action: 'user.create',
        resourceType: 'user',
        resourceId: created.id,
        actor: CLI_ACTOR,
        detail: { email: created.email, role: 'admin', via: 'cli' },
      });
      return { user: created, created: true };
    }
    const before = user.role ?? null;
    await users.update(em, user, { role: 'admin' });
    if (password.value !== null) {
      await users.setPassword(em, user, password.value);
      await sessions.closeAllFor(em, user.id);
    }
    await loginGuard.unlock(em, user.email);
    await deps.audit.append(em, {
      action: 'user.update',
      resourceType: 'user',
      resourceId: user.id,
      actor: CLI_ACTOR,
      detail: { email: user.email, before: { role: before }, after: { role: 'admin' }, password_reset: password.value !== null, unlocked: true, via: 'cli' },
    });
    return { user, created: false };
  });
  io.out(outcome.created ? `Created admin ${outcome.user.email}.` : `${outcome.user.email} is an admin again; its login lock is cleared.`);
  if (password.generated) io.out(`Password (shown only now): ${password.value}`);
  else if (password.value !== null) io.out("The new password is set; the user's other sessions were ended.");
  else if (!outcome.user.passwordHash) io.out('This account has no local password: run again with --password-stdin or --generate-password.');
  return 0;
}
