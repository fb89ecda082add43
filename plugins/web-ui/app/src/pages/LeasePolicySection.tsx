import { useState } from 'react';
import { Button, Form, Heading, Label, Radio, RadioGroup } from 'react-aria-components';
import { api, expect } from '../api/client.ts';
import type { paths } from '../api/schema.ts';
import { Field } from '../components/Field.tsx';
import { ProblemMessage } from '../components/ProblemMessage.tsx';
import { useLoad } from '../components/useLoad.ts';
import { useSubmit } from '../components/useSubmit.ts';
import { useSession } from '../session.tsx';
import { durationWords } from './LeaseSection.tsx';

type Policy = paths['/api/gateways/{gw}/lease-policy']['get']['responses'][200]['content']['application/json'];

/** Hours as typed (empty: none) to whole seconds. */
const seconds = (text: FormDataEntryValue | null) => (String(text ?? '').trim() === '' ? null : Math.round(Number(text) * 3600));
const hours = (value: number | null) => (value === null ? '' : String(value / 3600));

/** The gateway's lease policy: its default lease, its longest lease, the warning time (admins set it). */
export function LeasePolicySection({ gw }: { gw: string }) {
  const session = useSession();
  const policy = useLoad(() => expect(api.GET('/api/gateways/{gw}/lease-policy', { params: { path: { gw } } })), [gw]);
  return (
    <section aria-labelledby="lease-policy">
      <Heading level={2} id="lease-policy">
        Lease policy
      </Heading>
      <ProblemMessage error={policy.error} />
      {policy.value ? <PolicyFacts policy={policy.value} /> : null}
      {policy.value && session.canOn(gw, 'admin') ? <PolicyForm gw={gw} current={policy.value} onSaved={policy.reload} /> : null}
    </section>
  );
}

function PolicyFacts({ policy }: { policy: Policy }) {
  return (
    <p data-testid="lease-policy-state">
      {policy.default_ttl_seconds === null
        ? 'No default lease: sandboxes run until stopped.'
        : `Sandboxes without a lease get ${durationWords(policy.default_ttl_seconds)}, then are ${policy.default_action === 'delete' ? 'deleted' : 'stopped'}.`}{' '}
      {policy.max_ttl_seconds === null ? 'No longest lease.' : `Leases last at most ${durationWords(policy.max_ttl_seconds)}.`} Warned{' '}
      {durationWords(policy.warn_before_seconds)} before expiry.
    </p>
  );
}

function PolicyForm({ gw, current, onSaved }: { gw: string; current: Policy; onSaved(): void }) {
  const [action, setAction] = useState<Policy['default_action']>(current.default_action);
  const save = useSubmit(async (data) => {
    await expect(
      api.PUT('/api/gateways/{gw}/lease-policy', {
        params: { path: { gw } },
        body: {
          default_ttl_seconds: seconds(data.get('default')),
          max_ttl_seconds: seconds(data.get('max')),
          default_action: action,
          warn_before_seconds: Math.round(Number(data.get('warn')) * 60),
        },
      }),
    );
    onSaved();
  });
  return (
    <Form onSubmit={save.onSubmit} aria-label="Set lease policy">
      <Field label="Default lease (hours; empty: none)" name="default" type="number" defaultValue={hours(current.default_ttl_seconds)} />
      <Field label="Longest lease (hours; empty: no limit)" name="max" type="number" defaultValue={hours(current.max_ttl_seconds)} />
      <Field label="Warn before expiry (minutes)" name="warn" type="number" isRequired defaultValue={String(current.warn_before_seconds / 60)} />
      <RadioGroup value={action} onChange={(next) => setAction(next as Policy['default_action'])} orientation="horizontal">
        <Label>Default lease ends with</Label>
        <Radio value="stop">Stop</Radio>
        <Radio value="delete">Delete</Radio>
      </RadioGroup>
      <ProblemMessage error={save.error} />
      <Button type="submit" className="primary" isDisabled={save.busy}>
        Set lease policy
      </Button>
    </Form>
  );
}
