import { definePlugin } from '@portcullis/core';
import { loginMethods } from '@portcullis/plugin-users';
import './types.ts';
import { Ceremonies } from './ceremonies.ts';
import { Challenges } from './challenges.ts';
import { passkeysConfigSchema, relyingParty } from './config.ts';
import { PasskeyChallenge, PasskeyCredential } from './entities.ts';
import { passkeysMigrations } from './migrations/index.ts';
import { passkeyRoutes } from './routes.ts';
import { PasskeyStore } from './store.ts';

export type { PasskeysConfig } from './config.ts';

export default definePlugin({
  id: 'auth-passkeys',
  description: 'Passkeys (WebAuthn): register them from the profile, log in with them with or without an email; on unless SERVICE_PASSKEYS_ENABLED=false.',
  dependsOn: ['users'],
  config: {
    namespace: 'passkey',
    schema: passkeysConfigSchema,
    enabled: (config) => config.enabled || 'SERVICE_PASSKEYS_ENABLED is false',
  },
  entities: [PasskeyCredential, PasskeyChallenge],
  migrations: passkeysMigrations,
  register(api) {
    const rp = relyingParty(api.config, api.kernelConfig.public_url);
    api.provide('passkeyStore', (s) => new PasskeyStore(s.database, s.clock), { private: true });
    api.provide('passkeyChallenges', (s) => new Challenges({ database: s.database, clock: s.clock, lifetimeSeconds: api.config.challenge_seconds }), {
      private: true,
    });
    api.provide('passkeyCeremonies', (s) => new Ceremonies({ rp, challenges: s.passkeyChallenges, store: s.passkeyStore }), { private: true });
    api.contribute(loginMethods, { id: 'passkey', advertise: () => ({ passkeys_enabled: true }) });
    passkeyRoutes(api);
    api.task({
      id: 'passkeys.challenges.purge',
      every: '1h',
      scope: 'global',
      run: async ({ resolve }) => {
        await resolve('passkeyChallenges').purgeExpired();
      },
    });
  },
});
