import { currentContext, problems } from '@portcullis/core';
import type { GatewayScope } from '@portcullis/plugin-gateways';
import type { PolicyDocument } from '../document/schema.ts';
import type { MergeOperation, PolicyGateway, WriteResult } from '../gateway/policy-gateway.ts';
import type { PolicyWriteChecks } from '../write-checks.ts';
import type { PolicyWriter, WriteOutcome } from '../writer.ts';
import { type ApplicationJson, applicationJson, type PresetApplications, type SandboxOf } from './applications.ts';
import { type Preset, presetCatalog } from './catalog.ts';
import { contributionsBetween, coverage, declaredContributions, type PresetCoverage, type RuleContribution, removalOperations } from './contributions.ts';

export interface PresetApplyOutcome extends WriteOutcome {
  preset: string;
  /** What the preset added, read back from the revision it wrote; null when that could not be read. */
  contributions: RuleContribution[] | null;
}

export interface PresetState extends PresetCoverage {
  name: string;
  title: string;
  /** What Portcullis recorded when it applied the preset to this sandbox, or null. */
  application: ApplicationJson | null;
}

interface Deps {
  writer: PolicyWriter;
  gateway: PolicyGateway;
  applications: PresetApplications;
  checks: PolicyWriteChecks;
}

/**
 * Presets compiled to add_rule operations under their stable keys (`preset-<name>`). Exported as `policyPresets`
 * (the sandboxes plugin applies a create body's presets through it once the sandbox runs). Since a gateway may fold
 * a preset's rule into an existing one (docs/openshell-0.0.md §g.1), what each application added is read back and
 * recorded; removal takes out exactly that, and a preset's status comes from the live document.
 */
export class PolicyPresets {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
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

  async apply(scope: GatewayScope, sandbox: string, name: string, options: { waitLoaded?: boolean } = {}): Promise<PresetApplyOutcome> {
    const preset = this.require(name);
    const of = await this.sandboxOf(scope, sandbox);
    const rules = Object.entries(preset.rules).map(([key, rule]) => ({ key, rule }));
    // Here rather than in the route: the sandboxes plugin applies a create body's presets through this too.
    await this.deps.checks.enforce({ scope, sandbox, change: 'policy.preset.apply', mode: 'merge', rules });
    const operations: MergeOperation[] = rules.map(({ key, rule }) => ({ add_rule: { rule_name: key, rule } }));
    const outcome = await this.deps.writer.write<WriteResult & { contributions: RuleContribution[] | null }>(
      {
        scope,
        sandbox,
        action: 'policy.preset.apply',
        detail: { preset: name, rule_keys: Object.keys(preset.rules) },
        waitLoaded: options.waitLoaded ?? false,
        outcome: (written) => ({ contributions: written.contributions }),
        record: async (em, written) => {
          if (written.contributions?.length) await this.deps.applications.record(em, of, name, written.contributions, written.version, actorName());
        },
      },
      async (previous) => {
        const written = await this.deps.gateway.merge(scope, sandbox, operations, { 'portcullis.io/preset': name });
        return { ...written, contributions: written.version === previous ? [] : await this.addedBy(scope, sandbox, written.version) };
      },
    );
    return { ...outcome, preset: name };
  }

  async remove(scope: GatewayScope, sandbox: string, name: string, options: { waitLoaded?: boolean } = {}): Promise<WriteOutcome & { preset: string }> {
    const preset = this.require(name);
    const [of, active] = await Promise.all([this.sandboxOf(scope, sandbox), this.deps.gateway.active(scope, sandbox)]);
    const recorded = await this.deps.applications.find(of, name);
    const operations = removalOperations(recorded?.contributions ?? declaredContributions(preset, active.policy), active.policy);
    if (operations.length === 0) throw problems.notFound('PRESET_NOT_APPLIED', `Nothing that preset ${name} added is in the policy of sandbox ${sandbox}.`);
    const outcome = await this.deps.writer.write(
      {
        scope,
        sandbox,
        action: 'policy.preset.remove',
        waitLoaded: options.waitLoaded ?? false,
        detail: { preset: name, recorded: recorded !== null, operations: operations.map(describeOperation) },
        record: (em) => this.deps.applications.forget(em, of, name),
      },
      () => this.deps.gateway.merge(scope, sandbox, operations),
    );
    return { ...outcome, preset: name };
  }

  /** Every preset of the catalogue as the live policy of the sandbox stands. */
  async states(scope: GatewayScope, sandbox: string): Promise<PresetState[]> {
    const [of, active] = await Promise.all([this.sandboxOf(scope, sandbox), this.deps.gateway.active(scope, sandbox)]);
    const recorded = await this.deps.applications.ofSandbox(of);
    return this.names().map((name) => stateOf(this.require(name), active.policy, recorded.get(name) ? applicationJson(recorded.get(name)!) : null));
  }

  /** What the revision `version` added to the one before it; null when the gateway could not show them. */
  private async addedBy(scope: GatewayScope, sandbox: string, version: number): Promise<RuleContribution[] | null> {
    try {
      const [before, after] = await Promise.all([
        version > 1 ? this.deps.gateway.revision(scope, sandbox, version - 1).then((found) => found.policy) : Promise.resolve<PolicyDocument>({}),
        this.deps.gateway.revision(scope, sandbox, version).then((found) => found.policy),
      ]);
      return contributionsBetween(before, after);
    } catch {
      // The preset is applied either way; without the read-back its removal falls back to its own rule keys.
      return null;
    }
  }

  private async sandboxOf(scope: GatewayScope, sandbox: string): Promise<SandboxOf> {
    return { gateway: scope.gateway.name, workspace: scope.workspace, sandbox, sandboxId: await this.deps.gateway.sandboxId(scope, sandbox) };
  }
}

/** Who applied it: the caller of the current request or task. */
function actorName(): string {
  return currentContext()?.actor?.name ?? 'system';
}

function stateOf(preset: Preset, live: PolicyDocument, application: ApplicationJson | null): PresetState {
  return { name: preset.name, title: preset.title, ...coverage(preset, live), application };
}

/** A removal as the audit row shows it. */
function describeOperation(operation: MergeOperation): string {
  if ('remove_rule' in operation) return `remove rule ${operation.remove_rule.rule_name}`;
  if ('remove_binary' in operation) return `remove binary ${operation.remove_binary.binary_path} from ${operation.remove_binary.rule_name}`;
  if ('remove_endpoint' in operation)
    return `remove endpoint ${operation.remove_endpoint.host}:${operation.remove_endpoint.port} from ${operation.remove_endpoint.rule_name}`;
  return `add rule ${operation.add_rule.rule_name}`;
}
