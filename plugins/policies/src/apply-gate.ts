import { type Actor, defineExtensionPoint, type Reply } from '@portcullis/core';
import type { GatewayScope } from '@portcullis/plugin-gateways';
import type { PolicyDocument } from './document/schema.ts';
import type { WriteOutcome } from './writer.ts';

export interface ApplyGateInput {
  scope: GatewayScope;
  sandbox: string;
  document: PolicyDocument;
  /** `policy.apply:<sha16>`: the same document always gives the same id. */
  chunkId: string;
  mode: 'replace' | 'merge';
  actor: Actor;
}

export type ApplyGateVerdict =
  | {
      proceed: true;
      afterApply?: (outcome: WriteOutcome) => Promise<void>;
      /** The write failed: give back whatever the gate holds for it (a quorum vote's claim). */
      onError?: (error: unknown) => Promise<void>;
    }
  | { proceed: false; reply: Reply };

/** Something that may hold back a policy apply (the quorum workflow counts it as a vote and answers 202). */
export interface ApplyGate {
  id: string;
  check(input: ApplyGateInput): Promise<ApplyGateVerdict>;
}

export const policyApplyGates = defineExtensionPoint<ApplyGate>('policies.apply-gate');
