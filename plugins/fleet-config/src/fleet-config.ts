import { type DeclarableKind, type EventBus, type FieldError, problems, type Role } from '@portcullis/core';
import { stringify } from 'yaml';
import type { z } from 'zod';
import { digestOf } from './canonical.ts';
import { DOCUMENT_VERSION, documentJsonSchema, documentOf, documentSchema, type FleetDocument } from './document.ts';
import { type DriftedObject, driftOf } from './drift.ts';
import { computePlan, liveState, type Plan } from './plan.ts';
import type { FleetConfigStore } from './state-store.ts';

export interface DriftReport {
  applied_at: string | null;
  applied_by: string | null;
  drifted: boolean;
  objects: DriftedObject[];
}

/** An object's name refused by its kind's rule says why, not only that the key is invalid. */
function messageOf(issue: z.core.$ZodIssue): string {
  return issue.code === 'invalid_key' ? (issue.issues[0]?.message ?? issue.message) : issue.message;
}

/**
 * The fleet document's engine (exported as `fleetConfig`): parses a document against the declarable kinds enabled
 * plugins contribute, plans it, records what was applied, and judges drift. It reads and changes objects only
 * through the kinds, never another plugin's tables.
 */
export class FleetConfig {
  private kinds: DeclarableKind[] = [];
  private schema: z.ZodType | null = null;
  private readonly store: FleetConfigStore;
  private readonly events: EventBus;

  constructor(deps: { store: FleetConfigStore; events: EventBus }) {
    this.store = deps.store;
    this.events = deps.events;
  }

  /** The kinds enabled plugins contribute (at start-up), in apply order. */
  install(kinds: readonly DeclarableKind[]): void {
    this.kinds = [...kinds].sort((a, b) => a.order - b.order);
    this.schema = null;
  }

  /**
   * The document's schema as the enabled kinds make it. Made on first use, once every plugin has started: a kind may
   * learn its secret fields from what its owner installs at start-up (webhook channels).
   */
  documentSchema(): z.ZodType {
    this.schema ??= documentSchema(this.kinds);
    return this.schema;
  }

  /** The document's JSON Schema as the enabled kinds make it. */
  jsonSchema(): Record<string, unknown> {
    return documentJsonSchema(this.kinds);
  }

  /** A parsed document (JSON or YAML body); 400 VALIDATION_ERROR naming every bad field under `body.`. */
  parse(value: unknown): FleetDocument {
    const result = this.documentSchema().safeParse(value);
    if (!result.success) {
      const errors: FieldError[] = result.error.issues.map((issue) => ({ path: ['body', ...issue.path.map(String)].join('.'), message: messageOf(issue) }));
      throw problems.validation(errors.slice(0, 50), 'The document is not valid.');
    }
    return documentOf(result.data as Record<string, unknown>, this.kinds);
  }

  plan(document: FleetDocument, prune: boolean, roleOn: (gateway: string | null) => Promise<Role | null>): Promise<Plan> {
    return computePlan({ kinds: this.kinds, document, prune, roleOn });
  }

  kindsNamed(): DeclarableKind[] {
    return this.kinds;
  }

  /** Records the document as applied and announces it. */
  async recordApplied(document: FleetDocument, prune: boolean, appliedBy: string, summary: { done: number; failed: number }): Promise<void> {
    await this.store.recordApplied(document.declared, prune, appliedBy);
    this.events.emit('config.applied', { kinds: Object.keys(document.declared), prune, done: summary.done, failed: summary.failed });
  }

  async drift(): Promise<DriftReport> {
    const applied = await this.store.current();
    if (!applied) return { applied_at: null, applied_by: null, drifted: false, objects: [] };
    const objects = await driftOf(this.kinds, applied.declared, applied.prune);
    return { applied_at: new Date(applied.appliedAt).toISOString(), applied_by: applied.appliedBy, drifted: objects.length > 0, objects };
  }

  /** The scheduled check: `config.drifted` once for each new difference (none when the live state is back). */
  async checkDrift(): Promise<DriftReport> {
    const applied = await this.store.current();
    const report = await this.drift();
    if (!applied) return report;
    const digest = report.drifted ? digestOf(report.objects) : null;
    if ((await this.store.swapDriftDigest(applied.driftDigest, digest)) && digest) {
      this.events.emit('config.drifted', {
        objects: report.objects.map((object) => ({
          kind: object.kind,
          name: object.name,
          state: object.state,
          fields: object.fields.map((diff) => diff.field),
        })),
      });
    }
    return report;
  }

  /** The live state as a document (secrets never: the kinds do not read them back). */
  async export(): Promise<string> {
    const live = await liveState(this.kinds);
    const document: Record<string, unknown> = { version: DOCUMENT_VERSION };
    for (const kind of this.kinds) {
      const names = Object.keys(live[kind.kind] ?? {}).sort();
      document[kind.kind] = Object.fromEntries(names.map((name) => [name, live[kind.kind]![name]]));
    }
    return stringify(document, { sortMapEntries: false });
  }
}
