import { defineExtensionPoint } from '../plugins/extension-point.ts';
import type { ServiceMap } from '../services.ts';

export interface ReadinessCheck {
  /** Key under `checks` in the /readyz body. */
  name: string;
  check(options: { verbose: boolean; timeoutMs: number }): Promise<{ ok: boolean; detail: unknown }>;
}

/** Parts of /readyz contributed by plugins (the gateway health summary, for instance). */
export const readinessChecks = defineExtensionPoint<ReadinessCheck>('readiness.check');

export interface CliCommand {
  /** Words that select it: `users create-admin`. */
  name: string;
  usage: string;
  description: string;
  run(args: string[], io: CliIo): Promise<number>;
}

export interface CliIo {
  out(line: string): void;
  err(line: string): void;
  resolve<K extends keyof ServiceMap>(name: K): ServiceMap[K];
}

/** Operator commands for `npm run portcullis -- <command>`. */
export const cliCommands = defineExtensionPoint<CliCommand>('cli.command');
