import { useState } from 'react';
import { Button, Form, Heading, Label, TextArea, TextField } from 'react-aria-components';
import { api, expect } from '../api/client.ts';
import { ConfirmAction } from '../components/ConfirmAction.tsx';
import { DataList, type Paging } from '../components/DataList.tsx';
import { ProblemMessage } from '../components/ProblemMessage.tsx';
import { RelativeTime } from '../components/RelativeTime.tsx';
import { ScrollingText } from '../components/ScrollingText.tsx';
import { useWorkspace } from '../workspace.ts';
import { RevisionDiff } from './RevisionDiff.tsx';

interface Target {
  gw: string;
  name: string;
  onChanged(): void;
}

/** Named bundles of rules (npm, pypi, ...) an operator adds to the policy in one move. */
export function PresetsSection({ gw, name, onChanged }: Target) {
  const workspace = useWorkspace();
  return (
    <section aria-labelledby="presets">
      <Heading level={2} id="presets">
        Presets
      </Heading>
      <DataList
        label="Presets"
        keyOf={(preset) => preset.name}
        load={(paging: Paging) => expect(api.GET('/api/policies/presets', { params: { query: paging } }))}
        columns={[
          { title: 'Preset', render: (preset) => preset.title },
          { title: 'What it allows', render: (preset) => preset.description },
          {
            title: 'Apply',
            render: (preset) => (
              <ConfirmAction
                label={`Apply ${preset.name}`}
                destructive={false}
                question={`Add the rules of ${preset.title} (${preset.rule_keys.join(', ')}) to the policy of ${name}?`}
                action={() =>
                  expect(
                    api.POST('/api/gateways/{gw}/sandboxes/{name}/policy/presets/{preset}', {
                      params: { path: { gw, name, preset: preset.name }, query: { workspace } },
                    }),
                  )
                }
                onDone={onChanged}
              />
            ),
          },
        ]}
      />
    </section>
  );
}

/** The policy's versions as the gateway recorded them. */
export function RevisionsSection({ gw, name, version }: { gw: string; name: string; version: unknown }) {
  const workspace = useWorkspace();
  return (
    <section aria-labelledby="revisions">
      <Heading level={2} id="revisions">
        Revisions
      </Heading>
      <DataList
        label="Revisions"
        version={version}
        keyOf={(revision) => String(revision.version)}
        load={(paging: Paging) =>
          expect(api.GET('/api/gateways/{gw}/sandboxes/{name}/policy/revisions', { params: { path: { gw, name }, query: { ...paging, workspace } } }))
        }
        columns={[
          { title: 'Version', render: (revision) => revision.version },
          { title: 'Status', render: (revision) => revision.status },
          { title: 'Created', render: (revision) => <RelativeTime value={revision.created_at} fallback="—" /> },
          { title: 'Loaded', render: (revision) => revision.loaded_at ?? revision.load_error ?? '—' },
        ]}
      />
      <RevisionDiff gw={gw} name={name} />
    </section>
  );
}

/** Apply a policy written as YAML: a dry run shows what would change; applying asks first. */
export function ApplyYaml({ gw, name, onChanged }: Target) {
  const workspace = useWorkspace();
  const [yaml, setYaml] = useState('');
  const [outcome, setOutcome] = useState<{ result?: unknown; error?: unknown }>({});
  const apply = (dryRun: boolean) =>
    expect(
      api.POST('/api/gateways/{gw}/sandboxes/{name}/policy/apply', {
        params: { path: { gw, name }, query: { dry_run: dryRun ? 'true' : 'false', mode: 'merge', workspace } },
        body: yaml as never,
        bodySerializer: (body: unknown) => body as string,
        headers: { 'content-type': 'application/yaml' },
      }),
    );
  const run = (dryRun: boolean) => async () => {
    try {
      setOutcome({ result: await apply(dryRun) });
      if (!dryRun) onChanged();
    } catch (error) {
      setOutcome({ error });
    }
  };
  return (
    <section aria-labelledby="apply-yaml">
      <Heading level={2} id="apply-yaml">
        Apply YAML (merged into the policy)
      </Heading>
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          void run(true)();
        }}
      >
        <TextField className="field wide" value={yaml} onChange={setYaml} isRequired>
          <Label>Policy YAML</Label>
          <TextArea rows={8} spellCheck={false} />
        </TextField>
        <div className="toolbar">
          <Button type="submit">Dry run</Button>
          <ConfirmAction label="Apply" destructive={false} question={`Merge this document into the policy of ${name}?`} action={run(false)} />
        </div>
      </Form>
      <ProblemMessage error={outcome.error} />
      {outcome.result ? <ScrollingText role="status">{JSON.stringify(outcome.result, null, 2)}</ScrollingText> : null}
    </section>
  );
}
