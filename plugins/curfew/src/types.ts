import type { CurfewCheck } from './check.ts';
import type { CurfewStore } from './store.ts';

declare module '@portcullis/core' {
  interface ServiceMap {
    /** Curfews by gateway (exported). */
    curfews: CurfewStore;
    /** Private to the curfew plugin. */
    curfewCheck: CurfewCheck;
  }
}
