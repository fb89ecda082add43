import { randomUUID } from 'node:crypto';
import type { Database } from '@portcullis/core';
import { hostOf, type TargetCheck, type WebhookChannel } from '@portcullis/plugin-webhooks';
import { z } from 'zod';
import { syslogMessage } from './message.ts';
import { SentMessage } from './sent-message.ts';
import type { Settings } from './settings.ts';
import { type Destination, send } from './transport.ts';

export const SYSLOG_CHANNEL_TYPE = 'syslog';

const DEFAULT_PORT: Record<Destination['transport'], number> = { udp: 514, tcp: 601 };

/** `udp://host[:port]` or `tcp://host[:port]`, nothing else: no credentials, path, query or fragment. */
function destinationOf(url: URL): Destination | { path: string; message: string } {
  const transport = url.protocol.slice(0, -1);
  if (transport !== 'udp' && transport !== 'tcp') return { path: 'url', message: 'must be udp://host:port or tcp://host:port for the syslog channel' };
  if (!url.hostname) return { path: 'url', message: 'must name a host' };
  if (url.username || url.password || (url.pathname !== '' && url.pathname !== '/') || url.search || url.hash) {
    return { path: 'url', message: 'must be only a host and a port' };
  }
  return { transport, host: hostOf(url), port: url.port ? Number(url.port) : DEFAULT_PORT[transport] };
}

function checkTarget(url: URL): TargetCheck {
  const destination = destinationOf(url);
  return 'message' in destination ? { ok: false, ...destination } : { ok: true, hosts: [{ host: destination.host, path: 'url' }] };
}

/** The channel; it keeps each message it sent (for GET /api/webhook-syslog/messages), so it needs the database. */
export function syslogChannel(settings: Settings, database: Database): WebhookChannel<Record<string, never>> {
  return {
    type: SYSLOG_CHANNEL_TYPE,
    description: 'An RFC 5424 syslog message per event, over UDP (udp://host:514) or TCP with octet counting (tcp://host:601).',
    extraConfig: z.strictObject({}),
    // A syslog receiver has no way to check a signature: the webhook gets no signing secret.
    signs: false,
    checkTarget,
    deliver: async (event, target, context) => {
      const destination = destinationOf(new URL(target.url));
      if ('message' in destination) return { ok: false, retry: false, responseCode: null, error: `the target URL ${destination.message}` };
      const hostname = URL.canParse(context.publicUrl) ? new URL(context.publicUrl).hostname : '-';
      const line = syslogMessage(event, { hostname, deliveryId: target.deliveryId, webhookId: target.webhookId, attempt: target.attempt }, settings);
      const verdict = await send(destination, line, context);
      if (verdict.ok) {
        const em = database.fork();
        em.create(SentMessage, {
          id: randomUUID(),
          webhookId: target.webhookId,
          deliveryId: target.deliveryId,
          transport: destination.transport,
          line,
          sentAt: new Date(),
        });
        await em.flush();
      }
      return verdict;
    },
  };
}
