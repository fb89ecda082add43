import { Field } from '../components/Field.tsx';
import { commaList } from './comma-list.ts';

// Budget rules and preset rules select sandboxes by two label selectors (docs/fleet-config.md, "Label rules"): the
// labels their gateway must have and the labels the sandbox must have. Both are edited as `key:value, ...`.

type Labels = Record<string, string>;

export interface LabelSelectors {
  gateways: Labels;
  sandboxes: Labels;
}

/** `{team: 'ml', env: 'prod'}` → `team:ml, env:prod`: how a selector is written in an editor. */
function pairsText(labels: Labels): string {
  return Object.entries(labels)
    .map(([key, value]) => `${key}:${value}`)
    .join(', ');
}

/** A selector as a list shows it; an empty one selects everything. */
export function selectorText(labels: Labels): string {
  return pairsText(labels) || 'every';
}

/** `team:ml, env:prod` → `{team: 'ml', env: 'prod'}` (split at the first colon, as label filters are). */
function labelsOf(text: string): Labels {
  return Object.fromEntries(
    commaList(text).map((pair) => {
      const colon = pair.indexOf(':');
      return colon < 0 ? [pair, ''] : [pair.slice(0, colon).trim(), pair.slice(colon + 1).trim()];
    }),
  );
}

/** The selectors a rule editor's form holds. */
export function selectorsOf(data: FormData): LabelSelectors {
  return { gateways: labelsOf(String(data.get('gateways') ?? '')), sandboxes: labelsOf(String(data.get('sandboxes') ?? '')) };
}

/** The rule name (fixed once the rule exists) and both selectors of a rule editor. */
export function LabelRuleFields({ current }: { current: ({ name: string } & LabelSelectors) | null }) {
  return (
    <>
      <Field label="Name" name="name" isRequired isReadOnly={current !== null} defaultValue={current?.name ?? ''} />
      <Field label="Gateway labels" name="gateways" placeholder="env:prod (empty: every gateway)" defaultValue={current ? pairsText(current.gateways) : ''} />
      <Field label="Sandbox labels" name="sandboxes" placeholder="team:ml (empty: every sandbox)" defaultValue={current ? pairsText(current.sandboxes) : ''} />
    </>
  );
}
