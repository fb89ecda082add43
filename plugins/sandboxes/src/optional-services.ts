import { type FieldError, problems } from '@portcullis/core';
import type { GatewayScope } from '@portcullis/plugin-gateways';

// Services of plugins this one uses only when they are enabled (`optionalDependsOn`). Declared here, not imported,
// so that this package builds and runs without them; the plugins that provide them satisfy these shapes.

/** Exported by the `policies` plugin as `policyPresets`. */
export interface PolicyPresets {
  /** Whether the catalogue has a preset of that name (unknown names are a 400 before the 202). */
  has(preset: string): boolean;
  /** Applies one preset to a running sandbox; rejects with a Problem when the gateway refuses. */
  apply(scope: GatewayScope, sandbox: string, preset: string): Promise<unknown>;
}

export const POLICIES_PLUGIN = 'policies';

/** The optional plugins' services, or null when that plugin is not enabled in this deployment. */
export interface OptionalServices {
  presets: PolicyPresets | null;
}

/** Looked up only for enabled plugins: a disabled plugin's service does not exist (strict containers refuse it). */
export function optionalServices(services: Record<string, unknown>, isEnabled: (plugin: string) => boolean): OptionalServices {
  return {
    presets: isEnabled(POLICIES_PLUGIN) ? (services.policyPresets as PolicyPresets) : null,
  };
}

/** With the policies plugin enabled, a preset its catalogue does not have is a 400 naming it (`body.presets.<index>`). */
export function requireKnownPresets(names: string[], presets: PolicyPresets | null): void {
  if (!presets) return;
  const errors: FieldError[] = names.flatMap((preset, index) =>
    presets.has(preset) ? [] : [{ path: `body.presets.${index}`, message: `unknown preset ${preset}` }],
  );
  if (errors.length > 0) throw problems.validation(errors);
}
