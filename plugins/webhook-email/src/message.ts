import type { DecisionLinkSet } from '@portcullis/plugin-decision-links';
import { type DeliveryEvent, eventFields, summaryLine } from '@portcullis/plugin-webhooks';

// The plain-text email of an event: the summary as subject, the description, the event's data as labelled lines,
// and where it came from. Header values are single lines (nodemailer encodes them; line breaks in event data are
// flattened first so that no text can start a header of its own).

const SUBJECT_MAX = 200;

const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ');

export interface EmailMessage {
  subject: string;
  text: string;
}

/** The decision links of one recipient (docs/decision-links.md §2): first, where a reviewer looks. */
function linkLines(links: DecisionLinkSet | null | undefined): string[] {
  if (!links) return [];
  return [
    `Decide as yourself (you sign in to Portcullis and confirm; each link works once, until ${links.expires_at}):`,
    `Approve: ${links.approve}`,
    `Reject: ${links.reject}`,
    `Review first: ${links.open}`,
    '',
  ];
}

export function emailMessage(
  event: DeliveryEvent,
  context: { deliveryId: string; webhookId: string; publicUrl: string },
  links?: DecisionLinkSet | null,
): EmailMessage {
  const subject = oneLine(`[Portcullis] ${summaryLine(event)}`);
  const lines = [
    ...(event.description ? [event.description, ''] : []),
    ...linkLines(links),
    ...eventFields(event, { maxValueLength: 2000 }).map((field) => `${field.label}: ${field.value}`),
    '',
    `Event: ${event.name} (${event.severity})`,
    `Time: ${event.timestamp}`,
    `Delivery: ${context.deliveryId}`,
    '',
    '-- ',
    `Sent by Portcullis (${context.publicUrl}) for webhook ${context.webhookId}.`,
  ];
  return { subject: subject.length > SUBJECT_MAX ? `${subject.slice(0, SUBJECT_MAX - 1)}…` : subject, text: `${lines.join('\n')}\n` };
}
