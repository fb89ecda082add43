// What chat, email and push channels show for an event besides its raw data: a severity (for colour), a one-line
// summary and labelled fields. Derived from the event name and data alone, so events of plugins that arrive later
// (budgets, kill switch) are rendered without a change here.

export type Severity = 'critical' | 'warning' | 'success' | 'info';

// The last part of an event name says how it reads to an operator; the first rule that matches decides.
const SEVERITY_BY_ENDING: Array<[Severity, string[]]> = [
  ['critical', ['unreachable', 'exceeded', 'engaged', 'failed']],
  ['warning', ['pending', 'escalated', 'rejected', 'deleted', 'unregistered', 'expired', 'cleared']],
  ['success', ['recovered', 'approved', 'quorum_met', 'released', 'created', 'registered']],
];

export function severityOf(eventName: string): Severity {
  const ending = eventName.slice(eventName.lastIndexOf('.') + 1);
  return SEVERITY_BY_ENDING.find(([, endings]) => endings.includes(ending))?.[0] ?? 'info';
}

/** Colours per severity (red, amber, green, blue), as `#rrggbb`. */
export const SEVERITY_COLOURS: Record<Severity, string> = {
  critical: '#d92d20',
  warning: '#f79009',
  success: '#12b76a',
  info: '#2e90fa',
};

interface Renderable {
  name: string;
  data: Record<string, unknown>;
}

const text = (value: unknown) => (typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value));

/** `sandbox.created · gateway gw-1 · sandbox web-1 · by alice@example.com` */
export function summaryLine(event: Renderable): string {
  const parts = [event.name];
  if (text(event.data.gateway)) parts.push(`gateway ${text(event.data.gateway)}`);
  if (text(event.data.sandbox)) parts.push(`sandbox ${text(event.data.sandbox)}`);
  if (text(event.data.actor)) parts.push(`by ${text(event.data.actor)}`);
  return parts.join(' · ');
}

export interface EventField {
  /** `Gateway`, `Previous version` */
  label: string;
  value: string;
}

const LEADING = ['gateway', 'sandbox', 'actor'];

function label(key: string): string {
  const words = key.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function shown(value: unknown, maxLength: number): string {
  if (value === null || value === undefined) return '';
  const plain =
    typeof value === 'string'
      ? value
      : Array.isArray(value) && value.every((item) => typeof item !== 'object' || item === null)
        ? value.join(', ')
        : (JSON.stringify(value) ?? '');
  return plain.length > maxLength ? `${plain.slice(0, maxLength - 1)}…` : plain;
}

/** The event's data as labelled fields: gateway, sandbox and actor first, then the rest in order; empty values left out. */
export function eventFields(event: Renderable, options: { maxValueLength?: number } = {}): EventField[] {
  const maxLength = options.maxValueLength ?? 200;
  const keys = [...LEADING.filter((key) => key in event.data), ...Object.keys(event.data).filter((key) => !LEADING.includes(key))];
  return keys
    .map((key) => ({ label: label(key), value: shown(event.data[key], maxLength) }))
    .filter((field) => field.value !== '' && field.value !== '[]' && field.value !== '{}');
}
