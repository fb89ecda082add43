import type { CeilingJudge } from './ceilings/judge.ts';
import type { CeilingStore } from './ceilings/store.ts';
import type { DriftEnforcer } from './drift/enforcer.ts';
import type { DriftReport } from './drift/report.ts';

declare module '@portcullis/core' {
  interface EventMap {
    'policy.ceiling_updated': { gateway: string; sandbox_selector: string | null; action: 'set' | 'removed'; version: number; rule_keys: string[] };
  }
  interface ServiceMap {
    /** Which ceilings bind a sandbox, and judgements against them (exported). */
    policyCeilings: CeilingJudge;
    /** The stored ceilings (exported). */
    policyCeilingStore: CeilingStore;
    /** Private to the policy-ceilings plugin. */
    policyCeilingDrift: DriftReport;
    policyCeilingEnforcer: DriftEnforcer;
  }
}
