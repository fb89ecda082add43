import type { Context } from 'koa';
import { z } from 'zod';
import { defineExtensionPoint } from '../plugins/extension-point.ts';
import type { ServiceMap } from '../services.ts';

export interface ReadinessCheck {
  /** Key under `checks` in the /readyz body. */
  name: string;
  check(options: { verbose: boolean; timeoutMs: number }): Promise<{ ok: boolean; detail: unknown }>;
}

/** Parts of /readyz contributed by plugins (the gateway health summary, for instance). */
export const readinessChecks = defineExtensionPoint<ReadinessCheck>('readiness.check');

/** A flag of a CLI command (`--out <file>`, `--force`), parsed by node:util parseArgs. */
export interface CliOption {
  type: 'string' | 'boolean';
  description: string;
  /** How a string option's value is shown in the help: `--out <file>`. */
  value?: string;
}

export interface CliPositional {
  name: string;
  description: string;
  optional?: boolean;
}

/** What a command receives: its flags (strings as typed, booleans when present) and positional arguments. */
export interface CliInput {
  options: Record<string, string | boolean | undefined>;
  positionals: string[];
}

/** What a command is, as help and argument parsing see it. */
export interface CliCommandSpec {
  /** Words that select it: `users create-admin`. */
  name: string;
  /** One line for the command list. */
  summary: string;
  /** More for `<command> --help`: what it does, what it needs (the service stopped, say), what it prints. */
  description?: string;
  options?: Record<string, CliOption>;
  positionals?: CliPositional[];
}

export interface CliCommand extends CliCommandSpec {
  /** 0 on success (after printing a result line), 1 when it failed, 2 for a usage error (or throw CliUsageError). */
  run(input: CliInput, io: CliIo): Promise<number>;
}

export interface CliIo {
  out(line: string): void;
  err(line: string): void;
  resolve<K extends keyof ServiceMap>(name: K): ServiceMap[K];
}

/** A command given wrong arguments: printed with the command's usage, exit status 2. */
export class CliUsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CliUsageError';
  }
}

/** Operator commands for `npm run portcullis -- <command>`. */
export const cliCommands = defineExtensionPoint<CliCommand>('cli.command');

/**
 * What answers a GET or HEAD whose path no route declares: a web console's pages and assets. Fallbacks are asked in
 * turn; one that answers writes the response on `ctx` and returns true. Paths a route declares (with any method)
 * never reach them, so the API keeps its own 404 and 405 answers.
 */
export interface PageFallback {
  serve(ctx: Context): Promise<boolean> | boolean;
}

export const pageFallbacks = defineExtensionPoint<PageFallback>('http.page-fallback');

/** A page a console extension adds, with its entry in the console's navigation. */
export interface ConsolePage {
  /** The page's path in the console: `/acme-notes`, or with parameters `/acme-notes/:id`. */
  path: string;
  /** The navigation entry's text. */
  label: string;
  /** The least global role that sees it (everyone logged in when absent). */
  role?: 'viewer' | 'operator' | 'admin';
}

/** A tab a console extension adds to the gateway page, at `/gateways/{gw}/{id}`. */
export interface ConsoleGatewayTab {
  id: string;
  label: string;
  /** The least role on that gateway that sees it (everyone who sees the gateway when absent). */
  role?: 'viewer' | 'operator' | 'admin';
}

/** A section a console extension adds to every sandbox's page, below the page's own. */
export interface ConsoleSandboxSection {
  id: string;
  /** The least role on the sandbox's gateway that sees it (everyone who sees the sandbox when absent). */
  role?: 'viewer' | 'operator' | 'admin';
}

/**
 * Pages, gateway tabs and sandbox sections a plugin adds to a web console without rebuilding it: an ES module built into
 * `directory` (served from memory at `/console-extensions/{id}/...`, so the console's `script-src 'self'` admits
 * it), which the console imports at run time and hands its host API (docs/plugins.md, "Console pages").
 */
export interface ConsoleExtension {
  /** kebab-case; names the URL the files are served under. Usually the plugin's id. */
  id: string;
  /** Absolute path of the built files. */
  directory: string;
  /** The module the console imports, relative to `directory` (`index.js`). */
  module: string;
  pages?: ConsolePage[];
  gatewayTabs?: ConsoleGatewayTab[];
  sandboxSections?: ConsoleSandboxSection[];
}

const kebab = z.string().regex(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/, 'must be kebab-case');
const consoleRole = z.enum(['viewer', 'operator', 'admin']).optional();

export const consoleExtensionSchema = z.object({
  id: kebab,
  directory: z.string().min(1),
  module: z.string().regex(/^[\w.-]+(\/[\w.-]+)*\.js$/, 'must be a relative path to a .js file'),
  pages: z.array(z.object({ path: z.string().regex(/^(\/[a-z0-9-]+|\/:[a-z]+)+$/), label: z.string().min(1), role: consoleRole })).optional(),
  gatewayTabs: z.array(z.object({ id: kebab, label: z.string().min(1), role: consoleRole })).optional(),
  sandboxSections: z.array(z.object({ id: kebab, role: consoleRole })).optional(),
});

export const consoleExtensions = defineExtensionPoint<ConsoleExtension>('console.extension', { schema: consoleExtensionSchema });
