import { defineExtensionPoint } from '@portcullis/core';

/** A sandbox of a gateway workspace. */
export interface StreamedSandbox {
  gateway: string;
  workspace: string;
  sandbox: string;
}

/**
 * Sandboxes whose new approval requests matter at once (a voting workflow waits on them): approval detection keeps a
 * watch stream open on each, on the replica that owns its gateway, instead of polling it (docs/plugins.md).
 */
export interface DraftStreamInterest {
  id: string;
  /** Those on these gateways. */
  sandboxes(gateways: readonly string[]): Promise<StreamedSandbox[]>;
}

export const draftStreamInterest = defineExtensionPoint<DraftStreamInterest>('approvals.draft-stream-interest');
