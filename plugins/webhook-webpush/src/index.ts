import { definePlugin } from '@portcullis/core';
import { decisionLinksRef } from '@portcullis/plugin-decision-links';
import { webhookChannels } from '@portcullis/plugin-webhooks';
import { z } from 'zod';
import './types.ts';
import { webPushChannel } from './channel.ts';
import { keyPairProblem, webPushConfigSchema } from './config.ts';
import { WebPushVapidKey } from './entity.ts';
import { webPushMigrations } from './migrations.ts';
import { VapidSubject } from './subject.ts';
import { VapidKeys } from './vapid.ts';

export default definePlugin({
  id: 'webhook-webpush',
  description: 'Webhook channel webpush: end-to-end encrypted push notifications to a browser subscription, signed with VAPID keys.',
  dependsOn: ['webhooks'],
  optionalDependsOn: ['users', 'decision-links'],
  config: { namespace: 'webpush', schema: webPushConfigSchema },
  entities: [WebPushVapidKey],
  migrations: webPushMigrations,
  register(api) {
    const config = api.config;
    const problem = keyPairProblem(config);
    if (problem) throw new Error(problem);
    const usersEnabled = api.isEnabled('users');
    api.provide(
      'webPushKeys',
      (s) =>
        new VapidKeys({
          database: s.database,
          secrets: s.secrets,
          clock: s.clock,
          publicKey: config.vapid_public_key,
          privateKey: config.vapid_private_key,
        }),
      { private: true },
    );
    api.provide(
      'webPushSubject',
      (s) =>
        new VapidSubject({
          configured: config.subject,
          users: usersEnabled ? () => s.users : null,
          database: s.database,
          publicUrl: api.kernelConfig.public_url,
        }),
      { private: true },
    );
    const withLinks = api.isEnabled('decision-links');
    api.contributeWith(webhookChannels, (s, resolve) =>
      webPushChannel({ keys: s.webPushKeys, subject: s.webPushSubject, links: withLinks ? resolve(decisionLinksRef) : null }),
    );

    api.route({
      method: 'GET',
      path: '/api/webhook-channels/webpush/vapid-public-key',
      access: 'admin',
      tags: ['webhooks'],
      summary: 'The VAPID public key a browser subscribes with (`applicationServerKey`), and whether it comes from settings or was generated.',
      response: z.object({ public_key: z.string(), source: z.enum(['settings', 'generated']) }),
      handler: async (request) => {
        const keys = await request.resolve('webPushKeys').current();
        return { public_key: keys.publicKey, source: keys.source };
      },
    });
  },
});
