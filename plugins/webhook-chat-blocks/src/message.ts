import type { DecisionLinkSet } from '@portcullis/plugin-decision-links';
import { type DeliveryEvent, eventFields, SEVERITY_COLOURS, summaryLine } from '@portcullis/plugin-webhooks';
import { actionsBlock, type ButtonValue } from './buttons.ts';

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

/**
 * Link buttons to the console's decision page, where the reader decides as themself (docs/decision-links.md §2).
 * Beside approve / reject buttons that decide from the chat, only the link to review the chunk first is offered.
 */
function linkButtons(links: DecisionLinkSet, reviewOnly: boolean): Record<string, unknown> {
  const button = (text: string, url: string, style?: 'primary' | 'danger') => ({
    type: 'button',
    text: { type: 'plain_text', text },
    url,
    ...(style ? { style } : {}),
  });
  return {
    type: 'actions',
    elements: reviewOnly
      ? [button('Review in Portcullis', links.open)]
      : [button('Approve', links.approve, 'primary'), button('Reject', links.reject, 'danger'), button('Review first', links.open)],
  };
}

/** What an approval.pending message offers: `decision` for buttons whose clicks come back signed, `links` to the console. */
export interface DecisionControls {
  decision?: ButtonValue | null;
  links?: DecisionLinkSet | null;
}

export function blocksMessage(event: DeliveryEvent, controls: DecisionControls = {}): Record<string, unknown> {
  const fields = eventFields(event, { maxValueLength: FIELD_VALUE_MAX }).slice(0, FIELDS_MAX);
  const blocks: Array<Record<string, unknown>> = [{ type: 'header', text: { type: 'plain_text', text: cut(event.name, HEADER_MAX) } }];
  if (event.description) blocks.push({ type: 'section', text: { type: 'mrkdwn', text: escapeMrkdwn(event.description) } });
  if (fields.length > 0) {
    blocks.push({ type: 'section', fields: fields.map((field) => ({ type: 'mrkdwn', text: `*${escapeMrkdwn(field.label)}*\n${escapeMrkdwn(field.value)}` })) });
  }
  const buttons = controls.decision ? actionsBlock(controls.decision) : null;
  if (buttons) blocks.push(buttons);
  if (controls.links) blocks.push(linkButtons(controls.links, buttons !== null));
  blocks.push({ type: 'context', elements: [{ type: 'mrkdwn', text: `Portcullis · ${event.severity} · ${event.timestamp}` }] });
  return { text: escapeMrkdwn(summaryLine(event)), attachments: [{ color: SEVERITY_COLOURS[event.severity], blocks }] };
}
