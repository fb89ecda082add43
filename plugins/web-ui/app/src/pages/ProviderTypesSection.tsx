import { useState } from 'react';
import { Button, Form, Heading, Label, TextArea, TextField } from 'react-aria-components';
import { api, expect } from '../api/client.ts';
import type { paths } from '../api/schema.ts';
import { ConfirmAction } from '../components/ConfirmAction.tsx';
import { DataList, type ListColumn, type Paging } from '../components/DataList.tsx';
import { ProblemMessage } from '../components/ProblemMessage.tsx';
import { ScrollingText } from '../components/ScrollingText.tsx';
import { useSession } from '../session.tsx';

type ProviderType = paths['/api/gateways/{gw}/providers/types']['get']['responses'][200]['content']['application/json']['items'][number];
type Profiles = paths['/api/gateways/{gw}/providers/types/import']['post']['requestBody']['content']['application/json'];

const EXAMPLE = `{"profiles": [{"id": "nvidia", "display_name": "NVIDIA", "category": "inference", "inference_capable": true,
  "credentials": [{"name": "api_key", "env_vars": ["NVIDIA_API_KEY"], "required": true}],
  "endpoints": [{"host": "integrate.api.nvidia.com", "port": 443}]}]}`;

/** `{"profiles": [...]}` or the bare list. */
function profilesOf(text: string): Profiles {
  const parsed: unknown = JSON.parse(text);
  return (Array.isArray(parsed) ? { profiles: parsed } : parsed) as Profiles;
}

/**
 * The gateway's catalogue of provider types. OpenShell 0.1 gateways start with an empty one and take only providers
 * of imported types, so operators import profiles here (checked by the gateway first) and remove unused ones.
 */
export function ProviderTypesSection({ gw, importsProfiles }: { gw: string; importsProfiles: boolean }) {
  const session = useSession();
  const [version, setVersion] = useState(0);
  const [text, setText] = useState('');
  const [outcome, setOutcome] = useState<{ result?: unknown; error?: unknown }>({});
  const operate = session.canOn(gw, 'operator') && importsProfiles;
  const send = async (step: 'lint' | 'import') => {
    try {
      const body = profilesOf(text);
      const path = step === 'lint' ? '/api/gateways/{gw}/providers/types/lint' : '/api/gateways/{gw}/providers/types/import';
      setOutcome({ result: await expect(api.POST(path, { params: { path: { gw } }, body })) });
      if (step === 'import') setVersion((v) => v + 1);
    } catch (error) {
      setOutcome({ error });
    }
  };
  const columns: ListColumn<ProviderType>[] = [
    { title: 'Type', render: (type) => <code>{type.id}</code> },
    { title: 'Name', render: (type) => type.display_name },
    { title: 'Category', render: (type) => type.category },
    { title: 'Credentials', render: (type) => type.credentials.flatMap((credential) => credential.env_vars).join(', ') || '—' },
  ];
  if (operate) {
    columns.push({
      title: 'Remove',
      render: (type) => (
        <ConfirmAction
          label="Remove"
          question={`Remove provider type ${type.id} from ${gw}? Providers of this type can no longer be created or attached.`}
          action={() => expect(api.DELETE('/api/gateways/{gw}/providers/types/{id}', { params: { path: { gw, id: type.id } } }))}
          onDone={() => setVersion((v) => v + 1)}
        />
      ),
    });
  }
  return (
    <section aria-labelledby="provider-types">
      <Heading level={3} id="provider-types">
        Provider types
      </Heading>
      {importsProfiles ? <p className="muted">This gateway takes only providers of imported types.</p> : null}
      <DataList
        label="Provider types"
        empty="No provider type in this gateway's catalogue yet: import a provider profile."
        version={version}
        keyOf={(type) => type.id}
        load={(paging: Paging) => expect(api.GET('/api/gateways/{gw}/providers/types', { params: { path: { gw }, query: paging } }))}
        columns={columns}
      />
      {operate ? (
        <Form
          onSubmit={(event) => {
            event.preventDefault();
            void send('lint');
          }}
        >
          <TextField className="field wide" value={text} onChange={setText} isRequired>
            <Label>Provider profiles (JSON)</Label>
            <TextArea rows={6} spellCheck={false} placeholder={EXAMPLE} />
          </TextField>
          <div className="toolbar">
            <Button type="submit">Check</Button>
            <Button onPress={() => void send('import')}>Import</Button>
          </div>
        </Form>
      ) : null}
      <ProblemMessage error={outcome.error} />
      {outcome.result ? <ScrollingText role="status">{JSON.stringify(outcome.result, null, 2)}</ScrollingText> : null}
    </section>
  );
}
