import type { DecisionLinkSet } from '@portcullis/plugin-decision-links';
import { type DeliveryEvent, summaryLine } from '@portcullis/plugin-webhooks';

// What a service worker receives (decrypted): enough to show a notification (`title`, `body`) and to act on it
// (`event`, `data`, `url`). Push services accept about 4 KB per message; when the event's data would not fit, it is
// left out and `truncated` says so (the delivery log and the API have the whole event).

const MAX_BYTES = 3500;

/**
 * One tag per chunk for its approval events, so that the notification of a decision replaces the pending one on
 * the device (docs/decision-links.md §2).
 */
function tagOf(event: DeliveryEvent): string | undefined {
  const { gateway, workspace, sandbox, chunk_id: chunkId } = event.data;
  return event.name.startsWith('approval.') && chunkId ? `approval:${String(gateway)}/${String(workspace)}/${String(sandbox)}/${String(chunkId)}` : undefined;
}

export function pushPayload(event: DeliveryEvent, context: { deliveryId: string; publicUrl: string }, links?: DecisionLinkSet | null): string {
  const tag = tagOf(event);
  const notice = {
    title: `Portcullis: ${event.name}`,
    body: event.description ? `${summaryLine(event)}\n${event.description}` : summaryLine(event),
    event: event.name,
    severity: event.severity,
    timestamp: event.timestamp,
    delivery_id: context.deliveryId,
    url: links?.open ?? context.publicUrl,
    ...(tag ? { tag, renotify: true } : {}),
    ...(links ? { actions: { approve: links.approve, reject: links.reject, open: links.open }, links_expire_at: links.expires_at } : {}),
  };
  const full = JSON.stringify({ ...notice, data: event.data });
  return Buffer.byteLength(full) <= MAX_BYTES ? full : JSON.stringify({ ...notice, truncated: true });
}
