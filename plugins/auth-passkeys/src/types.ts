import type { Ceremonies } from './ceremonies.ts';
import type { Challenges } from './challenges.ts';
import type { PasskeyStore } from './store.ts';

declare module '@portcullis/core' {
  interface ServiceMap {
    /** Private to the auth-passkeys plugin. */
    passkeyStore: PasskeyStore;
    passkeyChallenges: Challenges;
    passkeyCeremonies: Ceremonies;
  }
}
