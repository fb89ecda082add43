import { readFile } from 'node:fs/promises';
import { type AuditWriter, type CliCommand, type CliIo, CliUsageError, type Database, isProblem, type Logger } from '@portcullis/core';
import { parse } from 'yaml';
import { applyChanges } from './apply.ts';
import type { FleetConfig } from './fleet-config.ts';
import type { Plan, PlannedObject } from './plan.ts';
import { resolveSecrets } from './secrets.ts';

/** As many anchors and aliases as a hand-written file has; an alias bomb stops here. */
const MAX_ALIASES = 100;
const FILE_MAX_BYTES = 1024 * 1024;

const OPTIONS = { prune: { type: 'boolean' as const, description: 'Delete objects of the declared kinds that the file does not declare.' } };
const POSITIONALS = [{ name: 'file', description: 'The fleet document (YAML or JSON).' }];

async function readDocument(fleet: FleetConfig, file: string | undefined) {
  if (!file) throw new CliUsageError('name the fleet document');
  const text = await readFile(file, 'utf8');
  if (Buffer.byteLength(text) > FILE_MAX_BYTES) throw new Error(`${file} is larger than ${FILE_MAX_BYTES} bytes`);
  return fleet.parse(parse(text, { maxAliasCount: MAX_ALIASES }));
}

function line(object: PlannedObject): string {
  const fields = object.fields.map((diff) => `${diff.field}: ${JSON.stringify(diff.from)} -> ${JSON.stringify(diff.to)}`).join('; ');
  const refusal = object.refusal ? ` REFUSED: ${object.refusal}` : '';
  return `${object.action.padEnd(9)} ${object.kind}/${object.name}${fields && object.action === 'change' ? ` (${fields})` : ''}${refusal}`;
}

function printPlan(io: CliIo, plan: Plan): void {
  for (const object of plan.json.objects) io.out(line(object));
  const { summary } = plan.json;
  io.out(
    `plan ${plan.json.plan_hash}: ${summary.create} to create, ${summary.change} to change, ${summary.delete} to delete, ${summary.unchanged} unchanged, ${summary.kept} kept, ${summary.refused} refused`,
  );
}

/** Problems print as their detail and field errors, not as a stack. */
async function reported(io: CliIo, work: () => Promise<number>): Promise<number> {
  try {
    return await work();
  } catch (error) {
    if (!isProblem(error)) throw error;
    io.err(`${error.code}: ${error.detail}`);
    for (const field of error.errors ?? []) io.err(`  ${field.path}: ${field.message}`);
    return 1;
  }
}

export function planCommand(fleet: FleetConfig): CliCommand {
  return {
    name: 'plan',
    summary: 'Show what applying a fleet document would change (read-only).',
    options: OPTIONS,
    positionals: POSITIONALS,
    run: (input, io) =>
      reported(io, async () => {
        const document = await readDocument(fleet, input.positionals[0]);
        printPlan(io, await fleet.plan(document, input.options.prune === true, async () => 'admin'));
        return 0;
      }),
  };
}

export function applyCommand(fleet: FleetConfig, audit: AuditWriter, database: Database, logger: Logger): CliCommand {
  return {
    name: 'apply',
    summary: 'Apply a fleet document: each change through the plugin owning the object, audited.',
    description: 'Prints the plan, then each outcome. Exit status 1 when an object is refused or fails. Secrets are read from their references.',
    options: OPTIONS,
    positionals: POSITIONALS,
    run: (input, io) =>
      reported(io, async () => {
        const document = await readDocument(fleet, input.positionals[0]);
        const plan = await fleet.plan(document, input.options.prune === true, async () => 'admin');
        printPlan(io, plan);
        if (plan.json.summary.refused > 0) return 1;
        const creates = plan.changes.filter(({ change }) => change.action === 'create').map(({ kind, change }) => ({ kind, name: change.name }));
        const secrets = await resolveSecrets(document.secrets, creates);
        const applying = {
          action: 'config.apply',
          resourceType: 'fleet_config',
          detail: { plan_hash: plan.json.plan_hash, prune: plan.json.prune, summary: plan.json.summary },
        };
        await database.transaction((em) => audit.append(em, applying));
        const result = await applyChanges(
          plan.changes,
          secrets,
          async (_done, outcome) =>
            io.out(
              `${outcome.outcome.padEnd(6)} ${outcome.kind}/${outcome.name} ${outcome.action}${outcome.code ? ` ${outcome.code}: ${outcome.detail}` : ''}`,
            ),
          logger,
        );
        await fleet.recordApplied(document, plan.json.prune, 'cli', result.summary);
        io.out(`applied: ${result.summary.done} done, ${result.summary.failed} failed`);
        return result.summary.failed > 0 ? 1 : 0;
      }),
  };
}
