import { useState } from 'react';
import { Button, Form, Heading } from 'react-aria-components';
import { api, expect, expectOptional } from '../api/client.ts';
import type { paths } from '../api/schema.ts';
import { ConfirmAction } from '../components/ConfirmAction.tsx';
import { DataList, type ListColumn, type Paging } from '../components/DataList.tsx';
import { Field } from '../components/Field.tsx';
import { ProblemMessage } from '../components/ProblemMessage.tsx';
import { useLoad } from '../components/useLoad.ts';
import { useSubmit } from '../components/useSubmit.ts';
import { useSession } from '../session.tsx';

/** `HH:MM` ↔ minutes after midnight, as the curfew API counts them. */
const toMinutes = (text: string) => {
  const [hours, minutes] = text.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
};
const toClock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The gateway's daily curfew (admin): every sandbox's kill switch is engaged inside the window. */
export function CurfewSection({ gw }: { gw: string }) {
  const session = useSession();
  const curfew = useLoad(async () => ({ current: await expectOptional(api.GET('/api/gateway/{name}/curfew', { params: { path: { name: gw } } })) }), [gw]);
  const save = useSubmit(async (data) => {
    await expect(
      api.PUT('/api/gateway/{name}/curfew', {
        params: { path: { name: gw } },
        body: {
          enabled: true,
          start_minute: toMinutes(String(data.get('start'))),
          end_minute: toMinutes(String(data.get('end'))),
          timezone: String(data.get('timezone')),
        },
      }),
    );
    curfew.reload();
  });
  const current = curfew.value?.current;
  return (
    <section aria-labelledby="curfew">
      <Heading level={2} id="curfew">
        Curfew
      </Heading>
      <ProblemMessage error={curfew.error} />
      {curfew.value ? (
        <p>
          {current?.enabled ? (
            <>
              Daily {toClock(current.start_minute)}–{toClock(current.end_minute)} ({current.timezone}){current.in_window ? '; in force now' : ''}.
            </>
          ) : (
            'No curfew.'
          )}
        </p>
      ) : null}
      {session.canOn(gw, 'admin') && curfew.value ? (
        <Form onSubmit={save.onSubmit} className="inline-form">
          <Field label="From (HH:MM)" name="start" isRequired defaultValue={current ? toClock(current.start_minute) : '22:00'} />
          <Field label="Until (HH:MM)" name="end" isRequired defaultValue={current ? toClock(current.end_minute) : '06:00'} />
          <Field label="Time zone" name="timezone" isRequired defaultValue={current?.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone} />
          <Button type="submit" isDisabled={save.busy}>
            Set curfew
          </Button>
        </Form>
      ) : null}
      <ProblemMessage error={save.error} />
    </section>
  );
}

type Ceiling = paths['/api/gateways/{gw}/policy-ceilings']['get']['responses'][200]['content']['application/json']['items'][number];

/** The gateway's policy ceilings (the most any policy there may allow), and their removal (admin). */
export function CeilingsSection({ gw }: { gw: string }) {
  const session = useSession();
  const [version, setVersion] = useState(0);
  const columns: ListColumn<Ceiling>[] = [
    { title: 'Applies to', render: (ceiling) => ceiling.sandbox_selector ?? 'every sandbox' },
    { title: 'Allowed network rules', render: (ceiling) => Object.keys(ceiling.network_policies).join(', ') || 'none' },
    { title: 'Version', render: (ceiling) => ceiling.version },
    { title: 'Updated', render: (ceiling) => `${ceiling.updated_at} by ${ceiling.updated_by}` },
  ];
  if (session.canOn(gw, 'admin')) {
    columns.push({
      title: 'Remove',
      render: (ceiling) => (
        <ConfirmAction
          label="Remove"
          question="Remove this ceiling? Policies it bounded may then allow more."
          action={() =>
            expect(
              api.DELETE('/api/gateways/{gw}/policy-ceiling', {
                params: { path: { gw }, query: ceiling.sandbox_selector ? { sandbox_selector: ceiling.sandbox_selector } : {} },
              }),
            )
          }
          onDone={() => setVersion((v) => v + 1)}
        />
      ),
    });
  }
  return (
    <section aria-labelledby="ceilings">
      <Heading level={2} id="ceilings">
        Policy ceilings
      </Heading>
      <DataList
        label="Policy ceilings"
        version={version}
        keyOf={(ceiling) => ceiling.sandbox_selector ?? '*'}
        columns={columns}
        load={(paging: Paging) => expect(api.GET('/api/gateways/{gw}/policy-ceilings', { params: { path: { gw }, query: paging } }))}
        empty="No ceiling: policies here may allow anything."
      />
    </section>
  );
}
