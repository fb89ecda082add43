import type { DecisionLinkSet } from '@portcullis/plugin-decision-links';
import { type DeliveryEvent, eventFields, SEVERITY_COLOURS, summaryLine } from '@portcullis/plugin-webhooks';

// A Block Kit message: a header with the event name, the event's description, its data as mrkdwn fields, and a
// context line; the attachment's colour bar carries the severity. Event data is text from many sources (an agent's
// request, a label), so it is escaped: `<!channel>` or `<@U123>` in a value stays text and pings nobody.

// Block Kit limits: header text 150 characters, 10 fields per section, 2000 characters per field.
const HEADER_MAX = 150;
const FIELDS_MAX = 10;
const FIELD_VALUE_MAX = 1900;

/** Slack's mrkdwn control characters. */
export function escapeMrkdwn(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** Link buttons to the console's decision page, where the reader decides as themself (docs/decision-links.md §2). */
function linkButtons(links: DecisionLinkSet): Record<string, unknown> {
  const button = (text: string, url: string, style?: 'primary' | 'danger') => ({
    type: 'button',
    text: { type: 'plain_text', text },
    url,
    ...(style ? { style } : {}),
  });
  return {
    type: 'actions',
    elements: [button('Approve', links.approve, 'primary'), button('Reject', links.reject, 'danger'), button('Review first', links.open)],
  };
}

export function blocksMessage(event: DeliveryEvent, links?: DecisionLinkSet | null): Record<string, unknown> {
  const fields = eventFields(event, { maxValueLength: FIELD_VALUE_MAX }).slice(0, FIELDS_MAX);
  const blocks: Array<Record<string, unknown>> = [{ type: 'header', text: { type: 'plain_text', text: cut(event.name, HEADER_MAX) } }];
  if (event.description) blocks.push({ type: 'section', text: { type: 'mrkdwn', text: escapeMrkdwn(event.description) } });
  if (fields.length > 0) {
    blocks.push({ type: 'section', fields: fields.map((field) => ({ type: 'mrkdwn', text: `*${escapeMrkdwn(field.label)}*\n${escapeMrkdwn(field.value)}` })) });
  }
  if (links) blocks.push(linkButtons(links));
  blocks.push({ type: 'context', elements: [{ type: 'mrkdwn', text: `Portcullis · ${event.severity} · ${event.timestamp}` }] });
  return { text: escapeMrkdwn(summaryLine(event)), attachments: [{ color: SEVERITY_COLOURS[event.severity], blocks }] };
}
