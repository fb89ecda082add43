import { api, expect } from '../api/client.ts';

export interface FieldDiff {
  field: string;
  from: unknown;
  to: unknown;
}

export interface PlannedObject {
  kind: string;
  name: string;
  action: 'create' | 'change' | 'unchanged' | 'delete' | 'kept';
  fields: FieldDiff[];
  secrets: string[];
  refusal: string | null;
}

export interface PlanAnswer {
  plan_hash: string;
  prune: boolean;
  objects: PlannedObject[];
  summary: { create: number; change: number; unchanged: number; delete: number; kept: number; refused: number };
}

export interface DriftedObject {
  kind: string;
  name: string;
  state: 'changed' | 'missing' | 'extra';
  fields: FieldDiff[];
}

export interface ApplyOutcome {
  kind: string;
  name: string;
  action: string;
  outcome: 'done' | 'failed';
  code: string | null;
  detail: string | null;
}

/** A YAML document sent as it was written (the service parses it, within its limits). */
function yamlBody(document: string) {
  return { body: document as never, bodySerializer: (body: unknown) => body as string, headers: { 'content-type': 'application/yaml' } };
}

export function planDocument(document: string, prune: boolean): Promise<PlanAnswer> {
  return expect(api.POST('/api/config/plan', { params: { query: { prune: prune ? 'true' : 'false' } }, ...yamlBody(document) })) as Promise<PlanAnswer>;
}

export function applyDocument(document: string, plan: PlanAnswer): Promise<unknown> {
  return expect(
    api.POST('/api/config/apply', { params: { query: { prune: plan.prune ? 'true' : 'false', plan_hash: plan.plan_hash } }, ...yamlBody(document) }),
  );
}

export async function exportDocument(): Promise<string> {
  const response = await fetch('/api/config/export', { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
  return response.text();
}

/** A value as the diff shows it: JSON, `—` for none. */
export function shown(value: unknown): string {
  return value === null || value === undefined ? '—' : JSON.stringify(value);
}
