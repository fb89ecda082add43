import { useState } from 'react';
import { Checkbox, CheckboxGroup, Label } from 'react-aria-components';
import { api, expect } from '../api/client.ts';
import type { paths } from '../api/schema.ts';
import { CreateSection } from '../components/CreateSection.tsx';
import type { Paging } from '../components/DataList.tsx';
import { ProblemMessage } from '../components/ProblemMessage.tsx';
import { useLoad } from '../components/useLoad.ts';
import { useSubmit } from '../components/useSubmit.ts';
import { LabelRuleFields, selectorsOf } from './LabelRuleFields.tsx';
import { LabelRulesPage } from './LabelRulesPage.tsx';

type PresetRule = paths['/api/preset-rules/{name}']['get']['responses'][200]['content']['application/json'];

/** Preset rules: the list with what each applied where (viewers) and, for admins, an editor. */
export function PresetRulesPage() {
  return (
    <LabelRulesPage<PresetRule>
      title="Preset rules"
      intro="Every running sandbox whose gateway has a rule's gateway labels and which has its sandbox labels gets the rule's presets, once each. A rule never removes a preset, so one removed by hand stays removed."
      empty="No preset rule yet: presets are applied only by hand or when a sandbox is created."
      load={(paging: Paging) => expect(api.GET('/api/preset-rules', { params: { query: paging } }))}
      columns={[
        { title: 'Presets', render: (rule) => rule.presets.join(', ') },
        { title: 'Applied', render: (rule) => rule.applied.map((row) => `${row.preset} on ${row.gateway}/${row.sandbox}`).join(', ') || 'nothing yet' },
      ]}
      removeQuestion={(rule) => `Delete preset rule ${rule.name}? The presets it applied stay in the sandboxes' policies.`}
      remove={(name) => expect(api.DELETE('/api/preset-rules/{name}', { params: { path: { name } } }))}
      editor={(current, onSaved) => <PresetRuleEditor current={current} onSaved={onSaved} />}
    />
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
