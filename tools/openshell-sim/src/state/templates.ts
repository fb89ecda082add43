// Stored workload templates (0.1 SandboxWorkloadTemplate, docs/openshell-0.1.md §2.14): named per workspace, used by
// CreateSandbox{workload_template}. Kept in the 0.1 wire shape: only the 0.1 line has them.
import { randomUUID } from 'node:crypto';
import type { SandboxWorkloadTemplateSpec } from '@portcullis/proto/generated-0.1/openshell/v1/SandboxWorkloadTemplateSpec';
import { alreadyExists, notFound } from '../grpc/errors.ts';

export interface TemplateRecord {
  id: string;
  name: string;
  workspace: string;
  labels: Record<string, string>;
  annotations: Record<string, string>;
  createdAtMs: number;
  resourceVersion: number;
  spec: SandboxWorkloadTemplateSpec;
}

export class TemplateStore {
  private readonly records = new Map<string, TemplateRecord>();

  private static key(workspace: string, name: string): string {
    return `${workspace}/${name}`;
  }

  create(input: Omit<TemplateRecord, 'id' | 'createdAtMs' | 'resourceVersion'>): TemplateRecord {
    const key = TemplateStore.key(input.workspace, input.name);
    if (this.records.has(key)) throw alreadyExists(`sandbox template '${input.name}' already exists`);
    const record: TemplateRecord = { ...structuredClone(input), id: randomUUID(), createdAtMs: Date.now(), resourceVersion: 1 };
    this.records.set(key, record);
    return record;
  }

  find(workspace: string, name: string): TemplateRecord | undefined {
    return this.records.get(TemplateStore.key(workspace, name));
  }

  require(workspace: string, name: string): TemplateRecord {
    const record = this.find(workspace, name);
    if (!record) throw notFound(`sandbox template '${name}' not found`);
    return record;
  }

  delete(workspace: string, name: string): boolean {
    return this.records.delete(TemplateStore.key(workspace, name));
  }

  list(workspace: string | undefined): TemplateRecord[] {
    return [...this.records.values()].filter((record) => workspace === undefined || record.workspace === workspace);
  }
}
