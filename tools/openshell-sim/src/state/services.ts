// Exposed services (0.1 ExposeService, docs/openshell-0.1.md §2.14): a routed endpoint per sandbox and service name (""
// is the unnamed one) for a loopback port inside the sandbox. They go with their sandbox.
import { randomUUID } from 'node:crypto';
import type { SandboxRecord } from './types.ts';

export interface ServiceRecord {
  id: string;
  name: string;
  workspace: string;
  sandboxId: string;
  sandbox: string;
  targetPort: number;
  domain: boolean;
  authorizationMode: string;
  createdAtMs: number;
  resourceVersion: number;
}

export interface ExposeInput {
  name: string;
  targetPort: number;
  domain: boolean;
  authorizationMode: string;
}

export class ServiceStore {
  private readonly records = new Map<string, ServiceRecord>();

  private static key(sandboxId: string, name: string): string {
    return `${sandboxId}/${name}`;
  }

  /** Creates the endpoint, or updates the one of that name (resource_version + 1). */
  expose(sandbox: SandboxRecord, input: ExposeInput): ServiceRecord {
    const key = ServiceStore.key(sandbox.id, input.name);
    const existing = this.records.get(key);
    if (existing) {
      Object.assign(existing, { targetPort: input.targetPort, domain: input.domain, authorizationMode: input.authorizationMode });
      existing.resourceVersion += 1;
      return existing;
    }
    const record: ServiceRecord = {
      ...input,
      id: randomUUID(),
      workspace: sandbox.workspace,
      sandboxId: sandbox.id,
      sandbox: sandbox.name,
      createdAtMs: Date.now(),
      resourceVersion: 1,
    };
    this.records.set(key, record);
    return record;
  }

  find(sandboxId: string, name: string): ServiceRecord | undefined {
    return this.records.get(ServiceStore.key(sandboxId, name));
  }

  delete(sandboxId: string, name: string): boolean {
    return this.records.delete(ServiceStore.key(sandboxId, name));
  }

  list(filter: { workspace?: string; sandboxId?: string }): ServiceRecord[] {
    return [...this.records.values()].filter(
      (record) =>
        (filter.workspace === undefined || record.workspace === filter.workspace) && (filter.sandboxId === undefined || record.sandboxId === filter.sandboxId),
    );
  }

  forgetSandbox(sandboxId: string): void {
    for (const [key, record] of this.records) if (record.sandboxId === sandboxId) this.records.delete(key);
  }
}
