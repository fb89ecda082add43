import { definePlugin, setting } from '@portcullis/core';
import { z } from 'zod';
import './events.ts';
import { policyApplyGates } from './apply-gate.ts';
import { PolicyGateway } from './gateway/policy-gateway.ts';
import { policiesMigrations } from './migrations/index.ts';
import { PolicyPin } from './pins/entity.ts';
import { PolicyPins } from './pins/service.ts';
import { PresetApplication } from './presets/application-entity.ts';
import { PresetApplications } from './presets/applications.ts';
import { PolicyPresets } from './presets/service.ts';
import { applyRoute } from './routes/apply.ts';
import { pinRoutes } from './routes/pin.ts';
import { presetRoutes } from './routes/presets.ts';
import { readRoutes } from './routes/read.ts';
import { writeRoutes } from './routes/write.ts';
import { PolicyWriteChecks, policyWriteChecks } from './write-checks.ts';
import { PolicyWriter } from './writer.ts';

// What other plugins build on: the pin check (approvals), presets (sandboxes), the apply gate (quorum), the write
// checks (approvals ask them; ceilings contribute one).
export { type ApplyGate, type ApplyGateInput, type ApplyGateVerdict, policyApplyGates } from './apply-gate.ts';
export { diffPolicies, type PolicyDiff } from './document/diff.ts';
export { applyChunkId } from './document/fingerprint.ts';
export { type NetworkRule, networkRuleSchema, type PolicyDocument, policyDocumentSchema, ruleKeySchema } from './document/schema.ts';
export type { ActivePolicy, MergeOperation, PolicyGateway } from './gateway/policy-gateway.ts';
export type { PolicyPins } from './pins/service.ts';
export type { PresetStatus, RuleContribution } from './presets/contributions.ts';
export type { PolicyPresets, PresetApplyOutcome, PresetState } from './presets/service.ts';
export {
  type NamedRule,
  type PolicyWrite,
  type PolicyWriteCheck,
  type PolicyWriteCheckInput,
  type PolicyWriteChecks,
  type PolicyWriteJudgement,
  policyWriteChecks,
  rulesOf,
} from './write-checks.ts';
export type { PolicyWriter, WriteOutcome } from './writer.ts';

const configSchema = z.object({
  pin_check_seconds: setting.int(30, 'How often lapsed policy pins are removed (a lapsed pin never blocks, even before that).', { min: 1, max: 3600 }),
  load_timeout_seconds: setting.int(30, 'How long ?wait_loaded=true waits for the gateway to report a new revision loaded.', { min: 1, max: 600 }),
});

export default definePlugin({
  id: 'policies',
  description: 'Sandbox policies: document, revisions and diff, rules, filesystem, process, presets, export/apply, pins.',
  dependsOn: ['gateways'],
  config: { namespace: 'policy', schema: configSchema },
  events: {
    'policy.updated': 'A sandbox policy changed (a new revision was created), by any write path or an approval.',
    'policy.pin_expired': 'A policy pin lapsed at its expiry time.',
  },
  entities: [PolicyPin, PresetApplication],
  migrations: policiesMigrations,
  register(api) {
    api.extensionPoint(policyApplyGates);
    api.extensionPoint(policyWriteChecks);
    api.provide('policyPins', (s) => new PolicyPins({ database: s.database, clock: s.clock, audit: s.audit, events: s.events }));
    api.provide('policyGateway', (s) => new PolicyGateway(s.gatewayApi));
    api.provide(
      'policyWriter',
      (s) => new PolicyWriter({ gateway: s.policyGateway, audit: s.audit, events: s.events, loadTimeoutMs: api.config.load_timeout_seconds * 1000 }),
    );
    api.provide('policyWriteChecks', (s) => new PolicyWriteChecks(s.policyGateway));
    api.provide('policyPresetApplications', (s) => new PresetApplications({ database: s.database, clock: s.clock }), { private: true });
    api.provide(
      'policyPresets',
      (s) => new PolicyPresets({ writer: s.policyWriter, gateway: s.policyGateway, applications: s.policyPresetApplications, checks: s.policyWriteChecks }),
    );
    readRoutes(api);
    writeRoutes(api);
    applyRoute(api);
    pinRoutes(api);
    presetRoutes(api);
    api.task({
      id: 'policies.pin-expiry',
      every: api.config.pin_check_seconds * 1000,
      scope: 'global',
      run: async ({ resolve }) => {
        await resolve('policyPins').expire();
      },
    });
  },
  start(runtime) {
    runtime.resolve('policyWriteChecks').use(runtime.contributions(policyWriteChecks));
  },
});
