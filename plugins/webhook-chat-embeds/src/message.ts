import type { DecisionLinkSet } from '@portcullis/plugin-decision-links';
import { type DeliveryEvent, eventFields, SEVERITY_COLOURS, summaryLine } from '@portcullis/plugin-webhooks';

// An embed (Discord-style chat webhooks): the summary as title, the event's description, its data as fields, the
// severity as the embed's colour. Mentions are switched off (`allowed_mentions`), so `@everyone` or a role mention
// inside event data (an agent's request, a label) stays text.

// Embed limits: title 256, description 4096, 25 fields, field name 256 and value 1024 characters.
const TITLE_MAX = 256;
const DESCRIPTION_MAX = 4096;
const FIELDS_MAX = 25;
const NAME_MAX = 256;
const VALUE_MAX = 1024;
// Short values sit side by side; longer ones get a line of their own.
const INLINE_MAX = 40;

function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** `#rrggbb` as the integer embeds take. */
export function colourValue(hex: string): number {
  return Number.parseInt(hex.slice(1), 16);
}

/** The decision links as a field of their own, first: each opens the console, where the reader decides as themself. */
function linksField(links: DecisionLinkSet) {
  return { name: 'Decide', value: `[Approve](${links.approve}) · [Reject](${links.reject}) · [Review first](${links.open})`, inline: false };
}

export function embedMessage(event: DeliveryEvent, links?: DecisionLinkSet | null): Record<string, unknown> {
  const fields = [
    ...(links ? [linksField(links)] : []),
    ...eventFields(event, { maxValueLength: VALUE_MAX }).map((field) => ({
      name: cut(field.label, NAME_MAX),
      value: field.value,
      inline: field.value.length <= INLINE_MAX,
    })),
  ].slice(0, FIELDS_MAX);
  return {
    username: 'Portcullis',
    allowed_mentions: { parse: [] },
    embeds: [
      {
        title: cut(summaryLine(event), TITLE_MAX),
        ...(event.description ? { description: cut(event.description, DESCRIPTION_MAX) } : {}),
        color: colourValue(SEVERITY_COLOURS[event.severity]),
        fields,
        timestamp: event.timestamp,
        footer: { text: `Portcullis · ${event.name} · ${event.severity}` },
      },
    ],
  };
}
