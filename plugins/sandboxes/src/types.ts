import type { GpuJson } from './sandbox/json.ts';
import type { Sandboxes } from './sandbox/sandboxes.ts';
import type { MetadataStore } from './sandbox/metadata-store.ts';
import type { SshSessions } from './ssh/sessions.ts';
import type { LiveHub } from './live/hub.ts';
import type { SandboxesConfig } from './config.ts';
import type { OptionalServices } from './optional-services.ts';
import type { DetailFieldContributors } from './sandbox/detail-fields.ts';

declare module '@portcullis/core' {
  interface ServiceMap {
    /** Sandboxes as the REST API shows them: fetch / fetchAll (upstream records), get / list / view (exported). */
    sandboxes: Sandboxes;
    /** Private to the sandboxes plugin. */
    sandboxMetadata: MetadataStore;
    sandboxSshSessions: SshSessions;
    sandboxLiveHub: LiveHub;
    sandboxesConfig: SandboxesConfig;
    sandboxOptionalServices: OptionalServices;
    sandboxDetailContributors: DetailFieldContributors;
  }

  interface EventMap {
    /** A sandbox was created on its gateway; `image`, `gpu` and `providers` are the request's. */
    'sandbox.created': { gateway: string; sandbox: string; workspace: string; image: string; gpu: GpuJson; providers: string[] };
    'sandbox.deleted': { gateway: string; sandbox: string; workspace: string };
  }
}
