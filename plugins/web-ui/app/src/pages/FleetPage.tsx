import { useState } from 'react';
import { Button, Checkbox, CheckboxGroup, Heading, Label, ListBox, ListBoxItem, Popover, Radio, RadioGroup, Select, SelectValue } from 'react-aria-components';
import { api, expect } from '../api/client.ts';
import { operationId } from '../api/operations.ts';
import { ConfirmAction } from '../components/ConfirmAction.tsx';
import { Field } from '../components/Field.tsx';
import { OperationProgress } from '../components/OperationProgress.tsx';
import { ProblemMessage } from '../components/ProblemMessage.tsx';
import { useLoad } from '../components/useLoad.ts';
import { useOperation } from '../live/useOperation.ts';
import { useLocation } from '../router.tsx';
import { useSession } from '../session.tsx';
import { FleetHistory } from './FleetHistory.tsx';
import { FleetTargets } from './FleetTargets.tsx';
import { FLEET_ACTIONS, type FleetForm, type FleetResult, type FleetTarget, fleetBody, SANDBOX_STATES, type SandboxState } from './fleet-actions.ts';

const EMPTY_FORM: FleetForm = {
  action: 'stop',
  gateways: '',
  gatewayLabels: '',
  sandboxLabels: '',
  sandboxes: '',
  states: [],
  preset: '',
  reason: '',
  expiresAt: '',
  templateName: '',
  templateImage: '',
  leaseHours: '8',
  leaseAction: 'stop',
};

/**
 * One action across many sandboxes (fleet): a selector, a preview of what it finds (anyone may look), a confirmed
 * run followed over its operation (operators), and the past runs (admins, from the audit log).
 */
export function FleetPage() {
  const session = useSession();
  const { query } = useLocation();
  // The sandboxes page sends its selection as `?sandbox=gateway/name` (repeated).
  const [form, setForm] = useState<FleetForm>(() => ({ ...EMPTY_FORM, sandboxes: query.getAll('sandbox').join(', ') }));
  const [preview, setPreview] = useState<{ targets?: FleetTarget[]; of?: string; error?: unknown; version: number }>({ version: 0 });
  const [running, setRunning] = useState<string | null>(null);
  const [runs, setRuns] = useState(0);
  const operation = useOperation(running, () => setRuns((n) => n + 1));
  const actions = FLEET_ACTIONS.filter((action) => !action.plugin || session.plugins.has(action.plugin));
  const chosen = actions.find((action) => action.id === form.action) ?? actions[0]!;
  const set = (part: Partial<FleetForm>) => setForm({ ...form, ...part });
  const result = operation?.result as FleetResult | null | undefined;
  const wouldRun = preview.targets?.filter((target) => target.outcome === 'would_run').length;

  const runPreview = async () => {
    try {
      const answer = await expect(api.POST('/api/fleet/actions', { body: fleetBody(form, true) }));
      setPreview({ targets: (answer as { targets: FleetTarget[] }).targets, of: chosen.label, version: preview.version + 1 });
    } catch (error) {
      setPreview({ error, version: preview.version + 1 });
    }
  };

  return (
    <>
      <Heading level={1}>Fleet actions</Heading>
      <section aria-labelledby="fleet-action">
        <Heading level={2} id="fleet-action">
          Action and selector
        </Heading>
        <Select className="field" selectedKey={chosen.id} onSelectionChange={(key) => set({ action: key as FleetForm['action'] })}>
          <Label>Action</Label>
          <Button>
            <SelectValue />
          </Button>
          <Popover>
            <ListBox>
              {actions.map((action) => (
                <ListBoxItem key={action.id} id={action.id}>
                  {action.label}
                </ListBoxItem>
              ))}
            </ListBox>
          </Popover>
        </Select>
        {chosen.params === 'preset' ? <PresetPicker value={form.preset} onChange={(preset) => set({ preset })} /> : null}
        {chosen.params === 'pin' ? (
          <>
            <Field label="Reason for the pin" isRequired value={form.reason} onChange={(reason) => set({ reason })} />
            <Field
              label="Pinned until (ISO 8601, optional)"
              placeholder="2026-12-01T00:00:00Z"
              value={form.expiresAt}
              onChange={(expiresAt) => set({ expiresAt })}
            />
          </>
        ) : null}
        {chosen.params === 'lease' ? (
          <>
            <Field label="Lease (hours from now)" type="number" isRequired value={form.leaseHours} onChange={(leaseHours) => set({ leaseHours })} />
            <RadioGroup
              value={form.leaseAction}
              onChange={(leaseAction) => set({ leaseAction: leaseAction as FleetForm['leaseAction'] })}
              orientation="horizontal"
            >
              <Label>At expiry</Label>
              <Radio value="stop">Stop</Radio>
              <Radio value="delete">Delete</Radio>
            </RadioGroup>
          </>
        ) : null}
        {chosen.params === 'template' ? (
          <>
            <Field label="Template name" isRequired value={form.templateName} onChange={(templateName) => set({ templateName })} />
            <Field label="Template image" isRequired value={form.templateImage} onChange={(templateImage) => set({ templateImage })} />
            <p className="muted">Stored on every selected gateway (admins of each); gateways without templates (OpenShell 0.0) are skipped.</p>
          </>
        ) : null}
        <p className="muted">Every part narrows the selection; an empty part selects everything.</p>
        <Field label="Gateways (names, comma-separated)" value={form.gateways} onChange={(gateways) => set({ gateways })} />
        <Field label="Gateway labels (key:value, comma-separated)" value={form.gatewayLabels} onChange={(gatewayLabels) => set({ gatewayLabels })} />
        {chosen.onGateways ? null : (
          <>
            <Field label="Sandbox labels (key:value, comma-separated)" value={form.sandboxLabels} onChange={(sandboxLabels) => set({ sandboxLabels })} />
            <Field label="Sandboxes (gateway/name, comma-separated)" value={form.sandboxes} onChange={(sandboxes) => set({ sandboxes })} />
            <CheckboxGroup value={form.states} onChange={(states) => set({ states: states as SandboxState[] })}>
              <Label>Sandbox states</Label>
              {SANDBOX_STATES.map((state) => (
                <Checkbox key={state} value={state}>
                  {state}
                </Checkbox>
              ))}
            </CheckboxGroup>
          </>
        )}
        <div className="toolbar">
          <Button onPress={runPreview}>Preview</Button>
          {session.canSomewhere('operator') ? (
            <ConfirmAction
              label="Run fleet action"
              question={`${chosen.label} on every ${chosen.onGateways ? 'gateway' : 'sandbox'} this selector finds${wouldRun !== undefined ? ` (the preview found ${wouldRun} to change)` : ''}? It may touch many sandboxes across gateways.`}
              destructive={chosen.id === 'delete' || chosen.id === 'stop' || chosen.id === 'kill_switch_engage'}
              action={async () => setRunning(operationId(await expect(api.POST('/api/fleet/actions', { body: fleetBody(form, false) }))))}
            />
          ) : null}
        </div>
      </section>
      <ProblemMessage error={preview.error} />
      {preview.targets ? (
        <section aria-labelledby="fleet-preview">
          <Heading level={2} id="fleet-preview">
            Preview of {preview.of}: {wouldRun} would change, {preview.targets.length - wouldRun!} left alone
          </Heading>
          <FleetTargets key={preview.version} label="Preview targets" targets={preview.targets} />
        </section>
      ) : null}
      {running ? <FleetRun id={running} operation={operation} result={result ?? null} /> : null}
      {session.can('admin') && session.plugins.has('audit') ? <FleetHistory version={runs} /> : null}
    </>
  );
}

/** A preset of the policies plugin's catalogue. */
function PresetPicker({ value, onChange }: { value: string; onChange(preset: string): void }) {
  const presets = useLoad(() => expect(api.GET('/api/policies/presets', { params: { query: { limit: 100 } } })), []);
  return (
    <>
      {/* A select with no options yet does not open: the picker waits for the catalogue. */}
      <Select className="field" selectedKey={value || null} onSelectionChange={(key) => onChange(String(key))} isDisabled={presets.value === null} isRequired>
        <Label>Preset</Label>
        <Button>
          <SelectValue />
        </Button>
        <Popover>
          <ListBox>
            {(presets.value?.items ?? []).map((preset) => (
              <ListBoxItem key={preset.name} id={preset.name}>
                {preset.title}
              </ListBoxItem>
            ))}
          </ListBox>
        </Popover>
      </Select>
      <ProblemMessage error={presets.error} />
    </>
  );
}

function FleetRun({ id, operation, result }: { id: string; operation: ReturnType<typeof useOperation>; result: FleetResult | null }) {
  const [cancelError, setCancelError] = useState<unknown>(null);
  const active = !operation || operation.status === 'pending' || operation.status === 'running';
  return (
    <section aria-labelledby="fleet-run">
      <Heading level={2} id="fleet-run">
        Run
      </Heading>
      <OperationProgress label="Fleet action" operation={operation} />
      {active ? (
        <Button
          onPress={async () => {
            try {
              await expect(api.POST('/api/operations/{id}/cancel', { params: { path: { id } } }));
            } catch (error) {
              setCancelError(error);
            }
          }}
        >
          Cancel the rest
        </Button>
      ) : null}
      <ProblemMessage error={cancelError} />
      {result ? (
        <>
          <p data-testid="fleet-summary">
            {result.summary.done} done, {result.summary.skipped} skipped, {result.summary.failed} failed.
          </p>
          <FleetTargets label="Run targets" targets={result.targets} />
        </>
      ) : null}
    </section>
  );
}
