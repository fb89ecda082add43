import { anyJson, type PluginApi } from '@portcullis/core';
import { resolveGatewayScope } from '@portcullis/plugin-gateways';
import { z } from 'zod';
import { policyApplyGates } from '../apply-gate.ts';
import { diffPolicies } from '../document/diff.ts';
import { applyChunkId } from '../document/fingerprint.ts';
import { type PolicyDocument, policyDocumentSchema } from '../document/schema.ts';
import { keepingStaticSections } from '../document/static-sections.ts';
import type { MergeOperation } from '../gateway/policy-gateway.ts';
import { refusingStaticChanges } from '../gateway/refusals.ts';
import { rulesOf } from '../write-checks.ts';
import type { WriteOutcome } from '../writer.ts';
import { flag, pinGuard, sandboxParams, writeQuery } from './params.ts';

const BASE = '/api/gateways/{gw}/sandboxes/{name}';

/**
 * What the policy would be after the apply (merge previews a rule key's merge as its replacement). A replacement
 * keeps the static sections it leaves out, as PUT does.
 */
function target(current: PolicyDocument, document: PolicyDocument, mode: 'replace' | 'merge'): PolicyDocument {
  if (mode === 'replace') return keepingStaticSections(document, current);
  return { ...current, network_policies: { ...current.network_policies, ...document.network_policies } };
}

export function applyRoute(api: PluginApi<unknown>): void {
  api.route({
    method: 'POST',
    path: `${BASE}/policy/apply`,
    access: 'operator',
    tags: ['policies'],
    summary: 'Apply a policy document (JSON, or YAML with Content-Type: application/yaml).',
    description: [
      "`?mode=replace` (default) replaces the whole document (static sections it leaves out are kept); `?mode=merge` adds the document's network rules to the active policy (rules under existing keys are merged by the gateway) and leaves the rest unchanged.",
      '`?dry_run=true` returns the diff and changes nothing (plus what each policy write check reports, e.g. `ceiling`). Re-applying an identical document creates no new revision (`changed: false`).',
      'While an approval workflow is active the apply counts as one vote on `policy.apply:<sha16>` and answers 202 until quorum.',
    ].join(' '),
    params: sandboxParams,
    query: writeQuery.extend({ dry_run: flag.default(false), mode: z.enum(['replace', 'merge']).default('replace') }),
    guards: [pinGuard],
    bodyTypes: ['json', 'yaml'],
    body: policyDocumentSchema,
    // 202 when an approval workflow counted the apply as a vote; the shapes differ by mode and gate.
    status: [200, 202],
    response: anyJson,
    problems: [422, 423],
    handler: async (request) => {
      const scope = await resolveGatewayScope(request);
      const sandbox = request.params.name;
      const { mode } = request.query;
      const policies = request.resolve('policyGateway');
      const current = await policies.active(scope, sandbox);
      const proposed = target(current.policy, request.body, mode);
      const diff = diffPolicies(current.policy, proposed);
      const chunkId = applyChunkId(request.body);
      // Merge is read as the rules side by side (the gateway merges by add_rule), not as the preview's replacement.
      const write = { scope, sandbox, change: 'policy.apply', mode, rules: rulesOf(mode === 'replace' ? proposed : request.body), current: current.policy };
      const checks = request.resolve('policyWriteChecks');
      if (request.query.dry_run) {
        return {
          dry_run: true,
          mode,
          chunk_id: chunkId,
          active_version: current.active_version,
          changed: !diff.unchanged,
          diff,
          ...(await checks.report(write)),
        };
      }
      // Before the gates: a workflow must not count a vote for an apply that can never be written.
      await checks.enforce(write);
      const after: Array<(outcome: WriteOutcome) => Promise<void>> = [];
      const onError: Array<(error: unknown) => Promise<void>> = [];
      for (const gate of request.contributions(policyApplyGates)) {
        const verdict = await gate.check({ scope, sandbox, document: request.body, chunkId, mode, actor: request.actor! });
        if (!verdict.proceed) return verdict.reply;
        if (verdict.afterApply) after.push(verdict.afterApply);
        if (verdict.onError) onError.push(verdict.onError);
      }
      const operations: MergeOperation[] = Object.entries(request.body.network_policies ?? {}).map(([key, rule]) => ({ add_rule: { rule_name: key, rule } }));
      let written = false;
      const outcome = await request
        .resolve('policyWriter')
        .write({ scope, sandbox, action: 'policy.apply', detail: { mode, chunk_id: chunkId }, waitLoaded: request.query.wait_loaded }, async () => {
          const result = await refusingStaticChanges(() =>
            mode === 'replace'
              ? policies.replace(scope, sandbox, proposed, { 'portcullis.io/apply': chunkId })
              : policies.merge(scope, sandbox, operations, { 'portcullis.io/apply': chunkId }),
          );
          written = true;
          return result;
        })
        .catch(async (error: unknown) => {
          // Gates get their claims back only when nothing was written (a slow load after the write is no refusal).
          if (!written) for (const callback of onError) await callback(error);
          throw error;
        });
      for (const callback of after) await callback(outcome);
      return { dry_run: false, mode, chunk_id: chunkId, ...outcome, diff };
    },
  });
}
