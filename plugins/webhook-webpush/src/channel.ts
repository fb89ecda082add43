import type { DecisionLinks } from '@portcullis/plugin-decision-links';
import { hostOf, type WebhookChannel } from '@portcullis/plugin-webhooks';
import { z } from 'zod';
import { pushPayload } from './payload.ts';
import type { VapidSubject } from './subject.ts';
import type { VapidKeys } from './vapid.ts';
import { webPush } from './web-push.ts';

// Push notifications to one browser subscription: the payload encrypted end to end for the subscription's keys
// (aes128gcm), the request signed with the VAPID key pair, and sent by the engine's HTTP sender (so the push
// service's address is judged like any webhook target). A push service that no longer knows the subscription
// (404, 410) has the webhook switched off.

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;
const URGENCIES = ['very-low', 'low', 'normal', 'high'] as const;

export const webPushSettings = z.strictObject({
  /** `PushSubscription.toJSON()` from the browser; other members are dropped. */
  subscription: z.object(
    {
      endpoint: z.string({ error: 'is required: the push service URL of the subscription' }).min(1).max(2048, { error: 'must be at most 2048 characters' }),
      expirationTime: z.number().nullable().optional(),
      keys: z.object(
        {
          p256dh: z.string({ error: 'is required' }).max(200).regex(BASE64URL, { error: 'must be base64url' }),
          auth: z.string({ error: 'is required' }).max(100).regex(BASE64URL, { error: 'must be base64url' }),
        },
        { error: 'is required: the subscription keys p256dh and auth' },
      ),
    },
    { error: 'is required: the browser subscription (PushSubscription.toJSON())' },
  ),
  ttl_seconds: z.number().int().min(0).max(2_419_200, { error: 'must be at most 28 days' }).default(86_400),
  urgency: z.enum(URGENCIES, { error: `must be one of ${URGENCIES.join(', ')}` }).default('normal'),
});

export type WebPushSettings = z.output<typeof webPushSettings>;

const GONE = new Set([404, 410]);

/** `links`: the decision-links plugin when enabled; a subscription's links are bound to the webhook's creator. */
export function webPushChannel(deps: { keys: VapidKeys; subject: VapidSubject; links: DecisionLinks | null }): WebhookChannel<WebPushSettings> {
  return {
    type: 'webpush',
    description:
      'A push notification to one browser subscription (extra_config.subscription, write-only), end-to-end encrypted and signed with the VAPID keys. The URL is a webpush: placeholder.',
    extraConfig: webPushSettings,
    signs: false,
    secretFields: ['subscription'],
    checkTarget: (url, settings, { localMode }) => {
      if (url.protocol !== 'webpush:')
        return {
          ok: false,
          path: 'url',
          message: 'must be a webpush: placeholder URL for the webpush channel (the push service is extra_config.subscription.endpoint)',
        };
      const path = 'extra_config.subscription.endpoint';
      if (!URL.canParse(settings.subscription.endpoint)) return { ok: false, path, message: 'must be an absolute URL' };
      const endpoint = new URL(settings.subscription.endpoint);
      // Push services speak https; a plain-http one only exists on a developer's machine (a local test service).
      if (endpoint.protocol !== 'https:' && !(localMode && endpoint.protocol === 'http:'))
        return { ok: false, path, message: 'must be an https:// URL (http:// only in local mode)' };
      return { ok: true, hosts: [{ host: hostOf(endpoint), path }] };
    },
    deliver: async (event, target, context) => {
      const settings = target.config;
      const [keys, subject] = await Promise.all([deps.keys.current(), deps.subject.current()]);
      const links = deps.links ? await deps.links.linksFor(event, { kind: 'user', name: target.createdBy }) : null;
      const request = (await webPush()).generateRequestDetails(
        settings.subscription,
        pushPayload(event, { deliveryId: target.deliveryId, publicUrl: context.publicUrl }, links),
        {
          vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
          TTL: settings.ttl_seconds,
          urgency: settings.urgency,
          contentEncoding: 'aes128gcm',
        },
      );
      const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
      const verdict = await context.post({ url: request.endpoint, headers, body: request.body ?? Buffer.alloc(0) });
      if (verdict.ok || verdict.responseCode === null || !GONE.has(verdict.responseCode)) return verdict;
      return {
        ...verdict,
        retry: false,
        deactivate: `the push service no longer knows this subscription (HTTP ${verdict.responseCode}); subscribe the browser again and update the webhook`,
      };
    },
  };
}
