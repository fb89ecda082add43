import { type PluginApi, problems } from '@portcullis/core';
import { resolveGatewayScope } from '@portcullis/plugin-gateways';
import { z } from 'zod';
import { networkRuleSchema, type PolicyDocument, policyDocumentSchema, processSchema, ruleKeySchema } from '../document/schema.ts';
import { pathProblem } from '../document/static-rules.ts';
import { keepingStaticSections } from '../document/static-sections.ts';
import { refusingStaticChanges } from '../gateway/refusals.ts';
import { rulesOf } from '../write-checks.ts';
import { pinGuard, sandboxParams, writeOutcomeSchema, writeQuery } from './params.ts';
import { contributionSchema } from './presets.ts';

const BASE = '/api/gateways/{gw}/sandboxes/{name}';
const WAIT =
  'With `?wait_loaded=true` the call returns once the gateway reports the revision loaded (504 GATEWAY_TIMEOUT if it does not in time; 409 SANDBOX_NOT_RUNNING, before any change, when the sandbox is not running: a revision only loads while it runs).';

const filesystemPath = z.string().superRefine((path, ctx) => {
  const problem = pathProblem(path);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

function withPath(document: PolicyDocument, path: string, access: 'read_only' | 'read_write'): PolicyDocument {
  const filesystem = { ...document.filesystem };
  const list = filesystem[access] ?? [];
  filesystem[access] = list.includes(path) ? list : [...list, path];
  return { ...document, filesystem };
}

function withoutPath(document: PolicyDocument, path: string): PolicyDocument {
  const filesystem = document.filesystem ?? {};
  const present = [...(filesystem.read_only ?? []), ...(filesystem.read_write ?? [])].includes(path);
  if (!present) throw problems.notFound('PATH_NOT_FOUND', `${path} is not in the policy's filesystem section.`);
  return {
    ...document,
    filesystem: {
      ...filesystem,
      read_only: (filesystem.read_only ?? []).filter((p) => p !== path),
      read_write: (filesystem.read_write ?? []).filter((p) => p !== path),
    },
  };
}

export function writeRoutes(api: PluginApi<unknown>): void {
  // 423 while the policy is pinned; 422 when a policy write check cannot decide.
  const writeRoute = {
    params: sandboxParams,
    query: writeQuery,
    guards: [pinGuard],
    response: writeOutcomeSchema,
    problems: [422, 423],
    tags: ['policies'],
    access: 'operator' as const,
  };

  api.route({
    ...writeRoute,
    method: 'PUT',
    path: `${BASE}/policy`,
    bodyTypes: ['json', 'yaml'],
    body: policyDocumentSchema,
    summary: 'Replace the whole policy document.',
    description: `On a live sandbox only network rules may change and filesystem paths may only be added. Static sections the document leaves out (filesystem, landlock, process) are kept as the active policy has them, such as a baseline synced from the image. ${WAIT}`,
    handler: async (request) => {
      const scope = await resolveGatewayScope(request);
      const policies = request.resolve('policyGateway');
      const document = keepingStaticSections(request.body, (await policies.active(scope, request.params.name)).policy);
      await request
        .resolve('policyWriteChecks')
        .enforce({ scope, sandbox: request.params.name, change: 'policy.replace', mode: 'replace', rules: rulesOf(document) });
      return request
        .resolve('policyWriter')
        .write({ scope, sandbox: request.params.name, action: 'policy.replace', waitLoaded: request.query.wait_loaded }, () =>
          refusingStaticChanges(() => policies.replace(scope, request.params.name, document)),
        );
    },
  });

  api.route({
    ...writeRoute,
    method: 'POST',
    path: `${BASE}/policy/network-rules`,
    status: 201,
    body: z.object({ key: ruleKeySchema, rule: networkRuleSchema }),
    summary: 'Add a network rule (merged into an existing rule with the same key).',
    description: WAIT,
    handler: async (request) => {
      const scope = await resolveGatewayScope(request);
      const { key, rule } = request.body;
      await request
        .resolve('policyWriteChecks')
        .enforce({ scope, sandbox: request.params.name, change: 'policy.rule.add', mode: 'merge', rules: [{ key, rule }] });
      return request
        .resolve('policyWriter')
        .write({ scope, sandbox: request.params.name, action: 'policy.rule.add', detail: { rule_key: key }, waitLoaded: request.query.wait_loaded }, () =>
          request.resolve('policyGateway').merge(scope, request.params.name, [{ add_rule: { rule_name: key, rule } }]),
        );
    },
  });

  api.route({
    ...writeRoute,
    method: 'DELETE',
    path: `${BASE}/policy/network-rules/{key}`,
    params: sandboxParams.extend({ key: ruleKeySchema }),
    summary: 'Delete a network rule.',
    description: WAIT,
    handler: async (request) => {
      const scope = await resolveGatewayScope(request);
      const gateway = request.resolve('policyGateway');
      const { key } = request.params;
      const active = await gateway.active(scope, request.params.name);
      if (!(key in (active.policy.network_policies ?? {})))
        throw problems.notFound('RULE_NOT_FOUND', `Sandbox ${request.params.name} has no network rule ${key}.`);
      return request
        .resolve('policyWriter')
        .write({ scope, sandbox: request.params.name, action: 'policy.rule.remove', detail: { rule_key: key }, waitLoaded: request.query.wait_loaded }, () =>
          gateway.merge(scope, request.params.name, [{ remove_rule: { rule_name: key } }]),
        );
    },
  });

  api.route({
    ...writeRoute,
    method: 'POST',
    path: `${BASE}/policy/filesystem`,
    status: 201,
    body: z.object({ path: filesystemPath, access: z.enum(['read_only', 'read_write']) }),
    summary: 'Add a filesystem path (read_only or read_write).',
    description: `Paths are fixed at sandbox start upstream; adding one is allowed, the sandbox picks it up on restart. ${WAIT}`,
    handler: async (request) => {
      const scope = await resolveGatewayScope(request);
      const { path, access } = request.body;
      return request
        .resolve('policyWriter')
        .write({ scope, sandbox: request.params.name, action: 'policy.filesystem.add', detail: { path, access }, waitLoaded: request.query.wait_loaded }, () =>
          refusingStaticChanges(() => request.resolve('policyGateway').modify(scope, request.params.name, (current) => withPath(current, path, access))),
        );
    },
  });

  api.route({
    ...writeRoute,
    method: 'DELETE',
    path: `${BASE}/policy/filesystem`,
    query: writeQuery.extend({ path: filesystemPath.optional() }),
    body: z.object({ path: filesystemPath }),
    bodyOptional: true,
    summary: 'Remove a filesystem path (body {"path"} or ?path=).',
    description: `Live sandboxes refuse removals: 409 GATEWAY_PRECONDITION_FAILED with the gateway's reason. ${WAIT}`,
    handler: async (request) => {
      const path = request.body?.path ?? request.query.path;
      if (!path) throw problems.validation([{ path: 'body.path', message: 'give the path in the body or as ?path=' }]);
      const scope = await resolveGatewayScope(request);
      return request
        .resolve('policyWriter')
        .write({ scope, sandbox: request.params.name, action: 'policy.filesystem.remove', detail: { path }, waitLoaded: request.query.wait_loaded }, () =>
          refusingStaticChanges(() => request.resolve('policyGateway').modify(scope, request.params.name, (current) => withoutPath(current, path))),
        );
    },
  });

  api.route({
    ...writeRoute,
    method: 'PUT',
    path: `${BASE}/policy/process`,
    body: processSchema,
    summary: 'Set the process user and group.',
    description: `Live sandboxes refuse process changes: 409 GATEWAY_PRECONDITION_FAILED with the gateway's reason. ${WAIT}`,
    handler: async (request) => {
      const scope = await resolveGatewayScope(request);
      return request
        .resolve('policyWriter')
        .write(
          { scope, sandbox: request.params.name, action: 'policy.process.update', detail: { ...request.body }, waitLoaded: request.query.wait_loaded },
          () =>
            refusingStaticChanges(() =>
              request.resolve('policyGateway').modify(scope, request.params.name, (current) => ({ ...current, process: request.body })),
            ),
        );
    },
  });

  const presetParams = sandboxParams.extend({ preset: z.string().min(1).max(63) });
  api.route({
    ...writeRoute,
    method: 'POST',
    path: `${BASE}/policy/presets/{preset}`,
    params: presetParams,
    status: 201,
    response: writeOutcomeSchema.extend({ preset: z.string(), contributions: z.array(contributionSchema).nullable() }),
    summary: 'Apply a preset: its rules are added under stable keys (preset-<name>).',
    description: `The gateway may fold a rule into an existing one whose endpoint overlaps (then the preset's key never appears): \`contributions\` is what the preset actually added, read back from the revision it wrote and recorded for its removal. ${WAIT}`,
    handler: async (request) =>
      request
        .resolve('policyPresets')
        .apply(await resolveGatewayScope(request), request.params.name, request.params.preset, { waitLoaded: request.query.wait_loaded }),
  });

  api.route({
    ...writeRoute,
    method: 'DELETE',
    path: `${BASE}/policy/presets/{preset}`,
    params: presetParams,
    response: writeOutcomeSchema.extend({ preset: z.string() }),
    summary: 'Remove a preset: exactly what it added goes (binaries and endpoints of the rules it touched); what approvals or the image added stays.',
    description: `A preset applied before Portcullis recorded applications counts as having added its own rule keys. 404 PRESET_NOT_APPLIED when nothing it added is left. ${WAIT}`,
    handler: async (request) =>
      request
        .resolve('policyPresets')
        .remove(await resolveGatewayScope(request), request.params.name, request.params.preset, { waitLoaded: request.query.wait_loaded }),
  });
}
