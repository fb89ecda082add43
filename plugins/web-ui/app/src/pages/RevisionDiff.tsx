import { useState } from 'react';
import { Button, Form } from 'react-aria-components';
import { api, expect } from '../api/client.ts';
import type { paths } from '../api/schema.ts';
import { Field } from '../components/Field.tsx';
import { ProblemMessage } from '../components/ProblemMessage.tsx';
import { ScrollingText } from '../components/ScrollingText.tsx';
import { useSubmit } from '../components/useSubmit.ts';
import { useWorkspace } from '../workspace.ts';

type PolicyDiff = paths['/api/gateways/{gw}/sandboxes/{name}/policy/diff']['get']['responses'][200]['content']['application/json'];
type KeyedChanges = PolicyDiff['network_rules'];

const json = (value: unknown) => JSON.stringify(value, null, 2);

/** Added, removed and changed entries of a keyed part of the policy, each marked by sign and colour. */
function KeyedDiff({ title, changes }: { title: string; changes: KeyedChanges }) {
  if (changes.added.length + changes.removed.length + changes.changed.length === 0) return null;
  return (
    <li>
      {title}
      <ul className="diff">
        {changes.added.map((entry) => (
          <li key={`+${entry.key}`} className="diff-added">
            <ins>+ {entry.key}</ins>
            <ScrollingText>{json(entry.value)}</ScrollingText>
          </li>
        ))}
        {changes.removed.map((entry) => (
          <li key={`-${entry.key}`} className="diff-removed">
            <del>− {entry.key}</del>
            <ScrollingText>{json(entry.value)}</ScrollingText>
          </li>
        ))}
        {changes.changed.map((entry) => (
          <li key={`~${entry.key}`} className="diff-changed">
            ~ {entry.key}
            <div className="diff-sides">
              <ScrollingText aria-label={`${entry.key} before`}>{json(entry.before)}</ScrollingText>
              <ScrollingText aria-label={`${entry.key} after`}>{json(entry.after)}</ScrollingText>
            </div>
          </li>
        ))}
      </ul>
    </li>
  );
}

function PathsDiff({ title, changes }: { title: string; changes: { added: string[]; removed: string[] } }) {
  if (changes.added.length + changes.removed.length === 0) return null;
  return (
    <li>
      {title}
      <ul className="diff">
        {changes.added.map((path) => (
          <li key={`+${path}`} className="diff-added">
            <ins>+ {path}</ins>
          </li>
        ))}
        {changes.removed.map((path) => (
          <li key={`-${path}`} className="diff-removed">
            <del>− {path}</del>
          </li>
        ))}
      </ul>
    </li>
  );
}

function BeforeAfter({ title, change }: { title: string; change: { before: unknown; after: unknown } | null }) {
  if (!change) return null;
  return (
    <li className="diff-changed">
      ~ {title}: <del>{json(change.before)}</del> → <ins>{json(change.after)}</ins>
    </li>
  );
}

/** Two revisions side by side: what a change to the policy added, removed and changed. */
export function RevisionDiff({ gw, name }: { gw: string; name: string }) {
  const workspace = useWorkspace();
  const [diff, setDiff] = useState<PolicyDiff | null>(null);
  const compare = useSubmit(async (data) => {
    const version = (field: string) => (String(data.get(field) ?? '').trim() ? Number(data.get(field)) : undefined);
    const query = { from: version('from'), to: version('to'), workspace };
    setDiff(await expect(api.GET('/api/gateways/{gw}/sandboxes/{name}/policy/diff', { params: { path: { gw, name }, query } })));
  });
  return (
    <div className="revision-diff">
      <Form onSubmit={compare.onSubmit} className="inline-form" aria-label="Compare revisions">
        <Field label="From version" name="from" type="number" placeholder="previous" />
        <Field label="To version" name="to" type="number" placeholder="latest" />
        <Button type="submit" isDisabled={compare.busy}>
          Compare
        </Button>
      </Form>
      <ProblemMessage error={compare.error} />
      {diff ? (
        <section aria-label={`Changes from version ${diff.from.version} to ${diff.to.version}`} data-testid="diff">
          <p>
            Version {diff.from.version} → {diff.to.version}
            {diff.unchanged ? ': no difference.' : ''}
          </p>
          <ul className="diff">
            <KeyedDiff title="Network rules" changes={diff.network_rules} />
            <KeyedDiff title="Network middlewares" changes={diff.network_middlewares} />
            <PathsDiff title="Read-only paths" changes={diff.filesystem.read_only} />
            <PathsDiff title="Read-write paths" changes={diff.filesystem.read_write} />
            <BeforeAfter title="Working directory included" change={diff.filesystem.include_workdir} />
            <BeforeAfter title="Process" change={diff.process} />
            <BeforeAfter title="Landlock" change={diff.landlock} />
          </ul>
        </section>
      ) : null}
    </div>
  );
}
