import { type DeliveryEvent, summaryLine } from '@portcullis/plugin-webhooks';

// What a service worker receives (decrypted): enough to show a notification (`title`, `body`) and to act on it
// (`event`, `data`, `url`). Push services accept about 4 KB per message; when the event's data would not fit, it is
// left out and `truncated` says so (the delivery log and the API have the whole event).

const MAX_BYTES = 3500;

export function pushPayload(event: DeliveryEvent, context: { deliveryId: string; publicUrl: string }): string {
  const notice = {
    title: `Portcullis: ${event.name}`,
    body: event.description ? `${summaryLine(event)}\n${event.description}` : summaryLine(event),
    event: event.name,
    severity: event.severity,
    timestamp: event.timestamp,
    delivery_id: context.deliveryId,
    url: context.publicUrl,
  };
  const full = JSON.stringify({ ...notice, data: event.data });
  return Buffer.byteLength(full) <= MAX_BYTES ? full : JSON.stringify({ ...notice, truncated: true });
}
