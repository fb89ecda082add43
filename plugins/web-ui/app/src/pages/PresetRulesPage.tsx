import { useState } from 'react';
import { Button, Checkbox, CheckboxGroup, Heading, Label } from 'react-aria-components';
import { api, expect } from '../api/client.ts';
import type { paths } from '../api/schema.ts';
import { ConfirmAction } from '../components/ConfirmAction.tsx';
import { CreateSection } from '../components/CreateSection.tsx';
import { DataList, type Paging } from '../components/DataList.tsx';
import { ProblemMessage } from '../components/ProblemMessage.tsx';
import { useLoad } from '../components/useLoad.ts';
import { useSubmit } from '../components/useSubmit.ts';
import { useSession } from '../session.tsx';
import { LabelRuleFields, selectorsOf, selectorText } from './LabelRuleFields.tsx';

type PresetRule = paths['/api/preset-rules/{name}']['get']['responses'][200]['content']['application/json'];

/** Preset rules: the list with what each applied where (viewers) and, for admins, an editor. */
export function PresetRulesPage() {
  const writable = useSession().canEverywhere('admin');
  const [version, setVersion] = useState(0);
  const [editing, setEditing] = useState<PresetRule | null>(null);
  const reload = () => setVersion((v) => v + 1);
  return (
    <>
      <Heading level={1}>Preset rules</Heading>
      <p>
        Every running sandbox whose gateway has a rule's gateway labels and which has its sandbox labels gets the rule's presets, once each. A rule never
        removes a preset, so one removed by hand stays removed.
      </p>
      <DataList
        label="Preset rules"
        empty="No preset rule yet: presets are applied only by hand or when a sandbox is created."
        version={version}
        keyOf={(rule) => rule.name}
        load={(paging: Paging) => expect(api.GET('/api/preset-rules', { params: { query: paging } }))}
        columns={[
          { title: 'Rule', render: (rule) => rule.name },
          { title: 'Gateways', render: (rule) => selectorText(rule.gateways) },
          { title: 'Sandboxes', render: (rule) => selectorText(rule.sandboxes) },
          { title: 'Presets', render: (rule) => rule.presets.join(', ') },
          { title: 'Applied', render: (rule) => rule.applied.map((row) => `${row.preset} on ${row.gateway}/${row.sandbox}`).join(', ') || 'nothing yet' },
          {
            title: 'Actions',
            render: (rule) =>
              writable ? (
                <div className="toolbar">
                  <Button onPress={() => setEditing(rule)}>Edit</Button>
                  <ConfirmAction
                    label="Delete"
                    question={`Delete preset rule ${rule.name}? The presets it applied stay in the sandboxes' policies.`}
                    action={() => expect(api.DELETE('/api/preset-rules/{name}', { params: { path: { name: rule.name } } }))}
                    onDone={reload}
                  />
                </div>
              ) : null,
          },
        ]}
      />
      {writable ? (
        <PresetRuleEditor
          key={editing?.name ?? ''}
          current={editing}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      ) : null}
    </>
  );
}

function PresetRuleEditor({ current, onSaved }: { current: PresetRule | null; onSaved(): void }) {
  const catalogue = useLoad(() => expect(api.GET('/api/policies/presets', { params: { query: { limit: 100 } } })), []);
  const [presets, setPresets] = useState<string[]>(current?.presets ?? []);
  const save = useSubmit(async (data) => {
    await expect(api.PUT('/api/preset-rules/{name}', { params: { path: { name: String(data.get('name')) } }, body: { ...selectorsOf(data), presets } }));
    onSaved();
  });
  return (
    <CreateSection id="preset-rule-editor" title={current ? `Edit preset rule ${current.name}` : 'New preset rule'} submit={save} submitLabel="Save rule">
      <LabelRuleFields current={current} />
      <CheckboxGroup value={presets} onChange={setPresets}>
        <Label>Presets</Label>
        {(catalogue.value?.items ?? []).map((preset) => (
          <Checkbox key={preset.name} value={preset.name}>
            {preset.title}
          </Checkbox>
        ))}
      </CheckboxGroup>
      <ProblemMessage error={catalogue.error} />
    </CreateSection>
  );
}
