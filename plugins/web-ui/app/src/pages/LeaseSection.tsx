import { useState } from 'react';
import { Button, Form, Heading, Label, Radio, RadioGroup } from 'react-aria-components';
import { ApiError, api, expect } from '../api/client.ts';
import type { paths } from '../api/schema.ts';
import { ConfirmAction } from '../components/ConfirmAction.tsx';
import { Field } from '../components/Field.tsx';
import { ProblemMessage } from '../components/ProblemMessage.tsx';
import { RelativeTime } from '../components/RelativeTime.tsx';
import { useLoad } from '../components/useLoad.ts';
import { useSubmit } from '../components/useSubmit.ts';
import { useSession } from '../session.tsx';
import { useWorkspace } from '../workspace.ts';

type Lease = paths['/api/gateways/{gw}/sandboxes/{name}/lease']['get']['responses'][200]['content']['application/json'];
type LeaseAction = Lease['action'];

/** Whole seconds as hours, minutes and seconds (`1 h 5 min`), the way a countdown is read. */
export function durationWords(seconds: number): string {
  if (seconds <= 0) return 'none';
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return [hours ? `${hours} h` : '', minutes ? `${minutes} min` : '', rest && !hours ? `${rest} s` : ''].filter(Boolean).join(' ');
}

/** The sandbox's lease: the time left and what then happens, and (operators on the gateway) renew, set or remove it. */
export function LeaseSection({ gw, name }: { gw: string; name: string }) {
  const session = useSession();
  const workspace = useWorkspace();
  const path = { gw, name };
  const query = { workspace };
  const lease = useLoad(async () => {
    try {
      return { current: await expect(api.GET('/api/gateways/{gw}/sandboxes/{name}/lease', { params: { path, query } })) };
    } catch (error) {
      if (error instanceof ApiError && error.problem.code === 'LEASE_NOT_FOUND') return { current: null };
      throw error;
    }
  }, [gw, name, workspace]);
  const current = lease.value?.current ?? null;
  const operator = session.canOn(gw, 'operator');
  return (
    <section aria-labelledby="lease">
      <Heading level={2} id="lease">
        Lease
      </Heading>
      <ProblemMessage error={lease.error} />
      {lease.value ? <LeaseFacts lease={current} /> : null}
      {lease.value && operator ? (
        <>
          {current?.state === 'active' ? (
            <ConfirmAction
              label="Renew lease"
              destructive={false}
              question={`Extend the lease of ${name} by ${durationWords(current.ttl_seconds)}${current.max_ttl_seconds === null ? '' : `, to at most ${durationWords(current.max_ttl_seconds)} from now`}?`}
              action={() => expect(api.POST('/api/gateways/{gw}/sandboxes/{name}/lease/renew', { params: { path, query } }))}
              onDone={lease.reload}
            />
          ) : null}
          <LeaseForm gw={gw} name={name} current={current} onSaved={lease.reload} />
          {current && current.state !== 'expiring' ? (
            <ConfirmAction
              label="Remove lease"
              question={`Remove the lease of ${name}? Nothing happens to it at the old expiry.`}
              action={() => expect(api.DELETE('/api/gateways/{gw}/sandboxes/{name}/lease', { params: { path, query } }))}
              onDone={lease.reload}
            />
          ) : null}
        </>
      ) : null}
    </section>
  );
}

function LeaseFacts({ lease }: { lease: Lease | null }) {
  if (!lease) return <p data-testid="lease-state">No lease: the sandbox runs until someone stops it.</p>;
  if (lease.state !== 'active') {
    return (
      <p data-testid="lease-state">
        The lease expired <RelativeTime value={lease.expires_at} />:{' '}
        {lease.state === 'expiring' ? `${lease.action} under way` : `${lease.outcome ?? lease.action}`}.
      </p>
    );
  }
  return (
    <dl className="facts" data-testid="lease-state">
      <dt>Time left</dt>
      <dd>
        <span data-testid="lease-left">{durationWords(lease.seconds_left)}</span> (expires <RelativeTime value={lease.expires_at} />)
        {lease.warned ? <strong className="problem-inline"> · expiring soon</strong> : null}
      </dd>
      <dt>At expiry</dt>
      <dd>{lease.action === 'delete' ? 'the sandbox is deleted' : 'the sandbox is stopped'}</dd>
      <dt>Renewals</dt>
      <dd>{lease.renewals}</dd>
      <dt>Set by</dt>
      <dd>{lease.source === 'policy' ? "the gateway's default lease" : lease.updated_by}</dd>
    </dl>
  );
}

function LeaseForm({ gw, name, current, onSaved }: { gw: string; name: string; current: Lease | null; onSaved(): void }) {
  const workspace = useWorkspace();
  const [action, setAction] = useState<LeaseAction>(current?.action ?? 'stop');
  const save = useSubmit(async (data) => {
    await expect(
      api.PUT('/api/gateways/{gw}/sandboxes/{name}/lease', {
        params: { path: { gw, name }, query: { workspace } },
        body: { ttl_seconds: Math.round(Number(data.get('hours')) * 3600), action },
      }),
    );
    onSaved();
  });
  return (
    <Form onSubmit={save.onSubmit} aria-label="Set lease">
      <Field label="Lease (hours from now)" name="hours" type="number" isRequired defaultValue={String((current?.ttl_seconds ?? 3600 * 8) / 3600)} />
      <RadioGroup value={action} onChange={(next) => setAction(next as LeaseAction)} orientation="horizontal">
        <Label>At expiry</Label>
        <Radio value="stop">Stop</Radio>
        <Radio value="delete">Delete</Radio>
      </RadioGroup>
      <ProblemMessage error={save.error} />
      <Button type="submit" className="primary" isDisabled={save.busy}>
        {current ? 'Replace lease' : 'Set lease'}
      </Button>
    </Form>
  );
}
