import type { SandboxSnapshotObserver } from '@portcullis/plugin-gateways';
import type { SandboxesConfig } from './config.ts';
import type { SandboxInventory } from './inventory/inventory.ts';
import type { LiveHub } from './live/hub.ts';
import type { OptionalServices } from './optional-services.ts';
import type { PresetRuleReconciler } from './preset-rules/reconciler.ts';
import type { PresetRuleStore } from './preset-rules/store.ts';
import type { DetailFieldContributors } from './sandbox/detail-fields.ts';
import type { GpuJson } from './sandbox/json.ts';
import type { SandboxLifecycle } from './sandbox/lifecycle.ts';
import type { MetadataStore } from './sandbox/metadata-store.ts';
import type { Sandboxes } from './sandbox/sandboxes.ts';
import type { SshSessions } from './ssh/sessions.ts';

declare module '@portcullis/core' {
  interface ServiceMap {
    /** Sandboxes as the REST API shows them: fetch / fetchAll (upstream records), get / list / view (exported). */
    sandboxes: Sandboxes;
    /** Audited stop / start / delete of one sandbox (exported: fleet actions use it). */
    sandboxLifecycle: SandboxLifecycle;
    /** Private to the sandboxes plugin. */
    sandboxMetadata: MetadataStore;
    /** Every sandbox of every gateway the caller can see (GET /api/sandboxes). */
    sandboxInventory: SandboxInventory;
    sandboxSshSessions: SshSessions;
    sandboxLiveHub: LiveHub;
    sandboxesConfig: SandboxesConfig;
    sandboxOptionalServices: OptionalServices;
    sandboxDetailContributors: DetailFieldContributors;
    /** Private: who the live hub tells of each snapshot (contributions to gateways.sandbox-snapshot). */
    sandboxSnapshotObserverList: { list: readonly SandboxSnapshotObserver[] };
    sandboxPresetRules: PresetRuleStore;
    sandboxPresetRuleReconciler: PresetRuleReconciler;
  }

  interface EventMap {
    /** A sandbox was created on its gateway; `image`, `gpu` and `providers` are the request's. */
    'sandbox.created': {
      gateway: string;
      sandbox: string;
      workspace: string;
      image: string;
      gpu: GpuJson;
      providers: string[];
      /** Exposed with the sandbox (0.1 gateways); `name` `''` is the unnamed service. */
      services: Array<{ name: string; port: number }>;
    };
    'sandbox.deleted': { gateway: string; sandbox: string; workspace: string };
    'sandbox.preset_rule_updated': { name: string; action: 'set' | 'removed' };
  }
}
