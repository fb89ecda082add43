import { useState } from 'react';
import { Button, Heading, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import { api, expect } from '../api/client.ts';
import { ConfirmAction } from '../components/ConfirmAction.tsx';
import { CreateSection } from '../components/CreateSection.tsx';
import { DataList, type Paging } from '../components/DataList.tsx';
import { DemotedNotice } from '../components/DemotedNotice.tsx';
import { Field } from '../components/Field.tsx';
import { ProblemMessage } from '../components/ProblemMessage.tsx';
import { ScrollingText } from '../components/ScrollingText.tsx';
import { SecretOnce } from '../components/SecretOnce.tsx';
import { useLoad } from '../components/useLoad.ts';
import { useSubmit } from '../components/useSubmit.ts';
import { useSession } from '../session.tsx';
import { commaList } from './comma-list.ts';
import { WebhookDeliveries } from './WebhookDeliveries.tsx';
import { WebhookNameSection } from './WebhookNameSection.tsx';

/** Webhooks (admin): subscriptions to events over a channel; the signing secret is shown once; a test send. */
export function WebhooksPage() {
  const writable = useSession().canEverywhere('admin');
  const [version, setVersion] = useState(0);
  const [secret, setSecret] = useState<string | null>(null);
  const [tested, setTested] = useState<{ result?: unknown; error?: unknown }>({});
  const [channel, setChannel] = useState('generic');
  const [shown, setShown] = useState<{ id: string; url: string } | null>(null);
  const [naming, setNaming] = useState<{ id: string; url: string; name: string | null } | null>(null);
  const channels = useLoad(() => expect(api.GET('/api/webhook-channels', { params: { query: { limit: 100 } } })), []);
  const reload = () => setVersion((v) => v + 1);
  const create = useSubmit(async (data) => {
    const events = commaList(String(data.get('events')));
    const name = String(data.get('name')).trim();
    const body = { url: String(data.get('url')), event_types: events, channel_type: channel, ...(name === '' ? {} : { name }) };
    const created = await expect(api.POST('/api/webhooks', { body }));
    setSecret(created.secret ?? null);
    reload();
  });
  const test = async (id: string) => {
    try {
      setTested({ result: await expect(api.POST('/api/webhooks/{id}/test', { params: { path: { id } } })) });
    } catch (error) {
      setTested({ error });
    }
    reload();
  };
  return (
    <>
      <Heading level={1}>Webhooks</Heading>
      <DemotedNotice what="webhooks" />
      {secret ? <SecretOnce label="The signing secret of the new webhook" secret={secret} /> : null}
      <ProblemMessage error={tested.error} />
      {tested.result ? <ScrollingText role="status">{JSON.stringify(tested.result, null, 2)}</ScrollingText> : null}
      <DataList
        label="Webhooks"
        empty="No webhook yet: add one below to have events delivered to a URL or a chat."
        version={version}
        keyOf={(hook) => hook.id}
        load={(paging: Paging) => expect(api.GET('/api/webhooks', { params: { query: paging } }))}
        columns={[
          { title: 'Name', render: (hook) => hook.name ?? '—' },
          { title: 'URL', render: (hook) => <code>{hook.url}</code> },
          { title: 'Channel', render: (hook) => hook.channel_type },
          { title: 'Events', render: (hook) => hook.event_types.join(', ') },
          { title: 'Active', render: (hook) => (hook.active ? 'yes' : `no — ${hook.deactivated_reason ?? ''}`) },
          {
            title: 'Actions',
            render: (hook) => (
              <div className="toolbar">
                <Button onPress={() => test(hook.id)}>Send test</Button>
                <Button onPress={() => setShown({ id: hook.id, url: hook.url })}>Deliveries</Button>
                {writable ? <Button onPress={() => setNaming({ id: hook.id, url: hook.url, name: hook.name })}>Rename</Button> : null}
                <ConfirmAction
                  label="Delete"
                  question={`Delete the webhook to ${hook.url}? Deliveries still queued are dropped.`}
                  action={() => expect(api.DELETE('/api/webhooks/{id}', { params: { path: { id: hook.id } } }))}
                  onDone={reload}
                />
              </div>
            ),
          },
        ]}
      />
      {shown ? <WebhookDeliveries id={shown.id} url={shown.url} version={version} /> : null}
      {naming ? (
        <WebhookNameSection
          key={naming.id}
          {...naming}
          onSaved={() => {
            setNaming(null);
            reload();
          }}
        />
      ) : null}
      {writable ? (
        <CreateSection id="new-webhook" title="New webhook" submit={create} submitLabel="Create webhook" error={create.error ?? channels.error}>
          <Field label="Name (optional: how a fleet document names it)" name="name" />
          <Field label="URL" name="url" type="url" isRequired />
          <Field label="Events (comma-separated, * patterns allowed)" name="events" isRequired placeholder="approval.pending, sandbox.*" />
          <Select className="field" selectedKey={channel} onSelectionChange={(key) => setChannel(String(key))}>
            <Label>Channel</Label>
            <Button>
              <SelectValue />
            </Button>
            <Popover>
              <ListBox>
                {(channels.value?.items ?? [{ type: 'generic', description: 'generic', signs: true, secret_fields: [] }]).map((item) => (
                  <ListBoxItem key={item.type} id={item.type}>
                    {item.type}
                  </ListBoxItem>
                ))}
              </ListBox>
            </Popover>
          </Select>
        </CreateSection>
      ) : null}
    </>
  );
}
