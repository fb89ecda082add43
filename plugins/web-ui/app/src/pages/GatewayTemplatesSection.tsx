import { useState } from 'react';
import { Button, Form, Heading } from 'react-aria-components';
import { api, expect } from '../api/client.ts';
import type { paths } from '../api/schema.ts';
import { ConfirmAction } from '../components/ConfirmAction.tsx';
import { DataList, type ListColumn, type Paging } from '../components/DataList.tsx';
import { Field } from '../components/Field.tsx';
import { ProblemMessage } from '../components/ProblemMessage.tsx';
import { useSubmit } from '../components/useSubmit.ts';
import { navigate } from '../router.tsx';
import { useSession } from '../session.tsx';
import { sandboxPage } from './paths.ts';

type GatewayTemplate = paths['/api/gateways/{gw}/templates']['get']['responses'][200]['content']['application/json']['items'][number];

/**
 * The sandbox templates stored on the gateway in the shown workspace (OpenShell 0.1): admins store and delete them,
 * operators create sandboxes from them. On a gateway whose line stores none, the section says so and offers nothing.
 */
export function GatewayTemplatesSection({ gw, workspace, offered }: { gw: string; workspace: string | undefined; offered: boolean }) {
  const session = useSession();
  const [version, setVersion] = useState(0);
  const [chosen, setChosen] = useState<string | null>(null);
  const reload = () => setVersion((v) => v + 1);
  const query = workspace === undefined ? {} : { workspace };
  const store = useSubmit(async (data) => {
    const body = { name: String(data.get('name')), image: String(data.get('image')) };
    await expect(api.POST('/api/gateways/{gw}/templates', { params: { path: { gw }, query }, body }));
    reload();
  });
  const columns: ListColumn<GatewayTemplate>[] = [
    { title: 'Name', render: (template) => template.name },
    { title: 'Image', render: (template) => <code>{template.image}</code> },
    {
      title: 'Resources',
      render: (template) => [template.cpu && `CPU ${template.cpu}`, template.memory && `memory ${template.memory}`].filter(Boolean).join(', ') || '—',
    },
  ];
  if (session.canOn(gw, 'operator')) {
    columns.push({
      title: 'Sandbox',
      render: (template) => (
        <Button onPress={() => setChosen(template.name)} aria-label={`New sandbox from ${template.name}`}>
          New sandbox
        </Button>
      ),
    });
  }
  if (session.canOn(gw, 'admin')) {
    columns.push({
      title: 'Delete',
      render: (template) => (
        <ConfirmAction
          label="Delete"
          question={`Delete template ${template.name} from ${gw}? Sandboxes created from it stay.`}
          action={() => expect(api.DELETE('/api/gateways/{gw}/templates/{name}', { params: { path: { gw, name: template.name }, query } }))}
          onDone={reload}
        />
      ),
    });
  }
  return (
    <section aria-labelledby="gateway-templates">
      <Heading level={2} id="gateway-templates">
        Gateway templates
      </Heading>
      {offered ? (
        <>
          <DataList
            label="Gateway templates"
            version={`${workspace}/${version}`}
            keyOf={(template) => template.name}
            load={(paging: Paging) => expect(api.GET('/api/gateways/{gw}/templates', { params: { path: { gw }, query: { ...paging, ...query } } }))}
            empty="No templates stored on this gateway in this workspace."
            columns={columns}
          />
          {session.canOn(gw, 'admin') ? (
            <Form onSubmit={store.onSubmit} className="inline-form" aria-label="Store a gateway template">
              <Field label="Template name" name="name" isRequired />
              <Field label="Template image" name="image" isRequired />
              <Button type="submit" isDisabled={store.busy}>
                Store template
              </Button>
            </Form>
          ) : null}
          <ProblemMessage error={store.error} />
          {chosen !== null ? <SandboxFromTemplate gw={gw} template={chosen} query={query} /> : null}
        </>
      ) : (
        <p className="muted" data-testid="gateway-templates-unavailable">
          This gateway (OpenShell 0.0) stores no sandbox templates: storing them and creating sandboxes from them are not available here.
        </p>
      )}
    </section>
  );
}

/** A sandbox created from the gateway's template (it fills the image and the rest); its page follows the creation. */
function SandboxFromTemplate({ gw, template, query }: { gw: string; template: string; query: { workspace?: string } }) {
  const create = useSubmit(async (data) => {
    const name = String(data.get('name'));
    await expect(api.POST('/api/gateways/{gw}/sandboxes', { params: { path: { gw }, query }, body: { name, gateway_template: template } }));
    navigate(sandboxPage(gw, name, query.workspace));
  });
  return (
    <Form onSubmit={create.onSubmit} className="inline-form" aria-label={`Create a sandbox from ${template}`}>
      <Field label="Sandbox name" name="name" isRequired />
      <Button type="submit" isDisabled={create.busy}>
        Create from {template}
      </Button>
      <ProblemMessage error={create.error} />
    </Form>
  );
}
