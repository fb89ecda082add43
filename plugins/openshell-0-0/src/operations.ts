import type { LineOperations } from '@portcullis/plugin-gateways';
import { drafts } from './drafts.ts';
import { gateway } from './gateway-info.ts';
import { inference } from './inference.ts';
import { policies } from './policies.ts';
import { providers } from './providers.ts';
import { sandboxes } from './sandboxes.ts';

/**
 * The line-neutral operations in the 0.0 line's messages: no request ids, receipts, profile import, credential
 * refresh, workspace management (its gateways have workspaces, but no RPCs for them), exposed services or
 * gateway-side templates; inference routes.
 */
export const operations: LineOperations = {
  requestIds: false,
  gateway,
  sandboxes,
  policies,
  drafts,
  providers,
  receipts: null,
  profileImport: null,
  inference,
  workspaces: null,
  services: null,
  credentialRefresh: null,
  templates: null,
};
