import { useState } from 'react';
import { Button, Form, Heading } from 'react-aria-components';
import { api, expect } from '../api/client.ts';
import type { paths } from '../api/schema.ts';
import { ConfirmAction } from '../components/ConfirmAction.tsx';
import { DataList, type ListColumn, type Paging } from '../components/DataList.tsx';
import { Field } from '../components/Field.tsx';
import { ProblemMessage } from '../components/ProblemMessage.tsx';
import { useSubmit } from '../components/useSubmit.ts';
import { useSession } from '../session.tsx';
import { CredentialStatusList } from './CredentialStatusList.tsx';
import { ProviderTypesSection } from './ProviderTypesSection.tsx';

type Provider = paths['/api/gateways/{gw}/providers']['get']['responses'][200]['content']['application/json']['items'][number];

/** A gateway's provider credentials (write-only: the API never returns them), added and removed by operators. */
export function ProvidersSection({ gw, workspace, importsProfiles }: { gw: string; workspace: string | undefined; importsProfiles: boolean }) {
  const session = useSession();
  const [version, setVersion] = useState(0);
  const reload = () => setVersion((v) => v + 1);
  const add = useSubmit(async (data) => {
    await expect(
      api.POST('/api/gateways/{gw}/providers', {
        params: { path: { gw }, query: { workspace } },
        body: { name: String(data.get('name')), type: String(data.get('type')), api_key: String(data.get('api_key')) },
      }),
    );
    reload();
  });
  const columns: ListColumn<Provider>[] = [
    { title: 'Name', render: (provider) => provider.name },
    { title: 'Type', render: (provider) => provider.type },
    { title: 'Credentials', render: (provider) => [provider.has_api_key ? 'API key' : null, ...provider.credential_keys].filter(Boolean).join(', ') || '—' },
    {
      title: 'Credential refresh',
      render: (provider) => (
        <CredentialStatusList statuses={provider.credential_status} gw={gw} workspace={workspace} provider={provider.name} onDone={reload} />
      ),
    },
  ];
  if (session.canOn(gw, 'operator')) {
    columns.push({
      title: 'Remove',
      render: (provider) => (
        <ConfirmAction
          label="Remove"
          question={`Remove provider ${provider.name} from ${gw}? Sandboxes using it lose its credentials.`}
          action={() => expect(api.DELETE('/api/gateways/{gw}/providers/{name}', { params: { path: { gw, name: provider.name }, query: { workspace } } }))}
          onDone={reload}
        />
      ),
    });
  }
  return (
    <section aria-labelledby="providers">
      <Heading level={2} id="providers">
        Providers
      </Heading>
      <DataList
        label="Providers"
        empty="No provider on this gateway yet: add one below (a name, its type and its key), then attach it to sandboxes."
        version={`${workspace}/${version}`}
        keyOf={(provider) => provider.name}
        load={(paging: Paging) => expect(api.GET('/api/gateways/{gw}/providers', { params: { path: { gw }, query: { ...paging, workspace } } }))}
        columns={columns}
      />
      {session.canOn(gw, 'operator') ? (
        <Form onSubmit={add.onSubmit} className="inline-form">
          <Field label="Provider name" name="name" isRequired />
          <Field label="Type" name="type" isRequired placeholder="openai" />
          <Field label="API key" name="api_key" type="password" isRequired />
          <Button type="submit" isDisabled={add.busy}>
            Add provider
          </Button>
        </Form>
      ) : null}
      <ProblemMessage error={add.error} />
      <ProviderTypesSection gw={gw} importsProfiles={importsProfiles} />
    </section>
  );
}
