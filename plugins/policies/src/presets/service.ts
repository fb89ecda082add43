import { problems } from '@portcullis/core';
import type { GatewayScope } from '@portcullis/plugin-gateways';
import type { MergeOperation } from '../gateway/policy-gateway.ts';
import type { PolicyGateway } from '../gateway/policy-gateway.ts';
import type { PolicyWriter, WriteOutcome } from '../writer.ts';
import { presetCatalog, type Preset } from './catalog.ts';

/**
 * Presets compiled to merge operations under their stable keys: apply = add_rule for each rule, remove =
 * remove_rule for each key. Exported as `policyPresets` (the sandboxes plugin applies a create body's presets
 * through it once the sandbox runs).
 */
export class PolicyPresets {
  private readonly writer: PolicyWriter;
  private readonly gateway: PolicyGateway;

  constructor(deps: { writer: PolicyWriter; gateway: PolicyGateway }) {
    this.writer = deps.writer;
    this.gateway = deps.gateway;
  }

  names(): string[] {
    return [...presetCatalog().keys()];
  }

  has(name: string): boolean {
    return presetCatalog().has(name);
  }

  require(name: string): Preset {
    const preset = presetCatalog().get(name);
    if (!preset) throw problems.notFound('PRESET_NOT_FOUND', `No preset named ${name}; known: ${this.names().join(', ')}.`);
    return preset;
  }

  async apply(scope: GatewayScope, sandbox: string, name: string, options: { waitLoaded?: boolean } = {}): Promise<WriteOutcome> {
    const preset = this.require(name);
    const operations: MergeOperation[] = Object.entries(preset.rules).map(([key, rule]) => ({ add_rule: { rule_name: key, rule } }));
    return this.writer.write({ scope, sandbox, action: 'policy.preset.apply', detail: { preset: name, rule_keys: Object.keys(preset.rules) }, waitLoaded: options.waitLoaded ?? false },
      () => this.gateway.merge(scope, sandbox, operations, { 'portcullis.io/preset': name }));
  }

  async remove(scope: GatewayScope, sandbox: string, name: string, options: { waitLoaded?: boolean } = {}): Promise<WriteOutcome> {
    const preset = this.require(name);
    const active = await this.gateway.active(scope, sandbox);
    const present = Object.keys(preset.rules).filter((key) => key in (active.policy.network_policies ?? {}));
    if (present.length === 0) throw problems.notFound('PRESET_NOT_APPLIED', `Preset ${name} is not applied to sandbox ${sandbox}.`);
    const operations: MergeOperation[] = present.map((key) => ({ remove_rule: { rule_name: key } }));
    return this.writer.write({ scope, sandbox, action: 'policy.preset.remove', detail: { preset: name, rule_keys: present }, waitLoaded: options.waitLoaded ?? false },
      () => this.gateway.merge(scope, sandbox, operations));
  }
}
