import type { LineOperations } from '@portcullis/plugin-gateways';
import { credentialRefresh } from './credential-refresh.ts';
import { drafts } from './drafts.ts';
import { gateway } from './gateway-info.ts';
import { policies } from './policies.ts';
import { profileImport, providers, receipts } from './providers.ts';
import { sandboxes } from './sandboxes.ts';
import { services } from './services.ts';
import { templates } from './templates.ts';
import { workspaces } from './workspaces.ts';

/**
 * The line-neutral operations in the 0.1 line's messages: request ids on mutations, provider-change receipts,
 * imported provider profiles, managed workspaces, exposed services, provider credential refresh and gateway-side
 * templates; no inference routes (inference goes through providers on this line).
 */
export const operations: LineOperations = {
  requestIds: true,
  gateway,
  sandboxes,
  policies,
  drafts,
  providers,
  receipts,
  profileImport,
  inference: null,
  workspaces,
  services,
  credentialRefresh,
  templates,
};
