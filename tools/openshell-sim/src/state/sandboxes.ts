// Sandbox records: lookups by name (within a workspace) or by UUID, resource_version bookkeeping, and the wire
// snapshot every read and watch sends.
import type { Sandbox } from '@portcullis/proto/generated/openshell/v1/Sandbox';
import { notFound } from '../grpc/errors.ts';
import { wireMetadata } from './metadata.ts';
import type { PHASE, Phase, SandboxRecord } from './types.ts';
import type { WatchHub } from './watch-hub.ts';

export class SandboxStore {
  private readonly byId = new Map<string, SandboxRecord>();
  private readonly watch: WatchHub;

  constructor(watch: WatchHub) {
    this.watch = watch;
  }

  add(record: SandboxRecord): void {
    this.byId.set(record.id, record);
  }

  remove(id: string): void {
    this.byId.delete(id);
  }

  findByName(workspace: string, name: string): SandboxRecord | undefined {
    for (const record of this.byId.values()) if (record.workspace === workspace && record.name === name) return record;
    return undefined;
  }

  findById(id: string): SandboxRecord | undefined {
    return this.byId.get(id);
  }

  requireByName(workspace: string, name: string): SandboxRecord {
    const record = this.findByName(workspace, name);
    if (!record) throw notFound('sandbox not found');
    return record;
  }

  requireById(id: string): SandboxRecord {
    const record = this.byId.get(id);
    if (!record) throw notFound('sandbox not found');
    return record;
  }

  /** Hooks and the control API name sandboxes by UUID, "name" (default workspace) or "workspace/name". */
  resolve(ref: string): SandboxRecord {
    const byId = this.byId.get(ref);
    if (byId) return byId;
    const [workspace, name] = ref.includes('/') ? ref.split('/', 2) : ['default', ref];
    return this.requireByName(workspace ?? 'default', name ?? '');
  }

  all(): SandboxRecord[] {
    return [...this.byId.values()].sort((a, b) => a.createdAtMs - b.createdAtMs);
  }

  /** Records a write: bumps resource_version and tells watchers. */
  written(record: SandboxRecord): void {
    record.resourceVersion += 1;
    this.notify(record);
  }

  /** Sends a fresh snapshot without a write (draft activity signals the watch bus the same way upstream). */
  notify(record: SandboxRecord): void {
    this.watch.publish(record.id, { kind: 'sandbox', sandbox: toWire(record), record });
  }
}

export function toWire(record: SandboxRecord): Sandbox {
  return {
    metadata: wireMetadata(record),
    // Frozen when it was set (sealSpec), so every snapshot and watch event can share it without a copy.
    spec: record.spec,
    status: {
      sandbox_name: record.name,
      agent_pod: `openshell-sandbox-${record.name}`,
      agent_fd: '',
      sandbox_fd: '',
      conditions: record.conditions.map((c) => ({ ...c })),
      // COMPLETED is the 0.1 line's (exitMainProcess never produces it on the 0.0 line); the 0.1 line converts this
      phase: record.phase as Exclude<Phase, typeof PHASE.COMPLETED>,
      current_policy_version: record.currentPolicyVersion,
      main_process_instance_id: record.mainProcessInstanceId,
      ...(record.exitCode === undefined ? {} : { exit_code: record.exitCode }),
    },
  };
}

/**
 * A sandbox's spec is replaced whole, never edited: it is frozen all the way down so a reply or watch event that
 * shares it can neither change the record nor be changed by a later write.
 */
export function sealSpec(spec: SandboxRecord['spec']): SandboxRecord['spec'] {
  return deepFreeze(spec);
}

function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  for (const child of Object.values(value)) deepFreeze(child);
  return Object.freeze(value);
}
