import { Button, Checkbox, Form, Heading } from 'react-aria-components';
import { ApiError, api, expect } from '../api/client.ts';
import type { paths } from '../api/schema.ts';
import { ConfirmAction } from '../components/ConfirmAction.tsx';
import { DataList, type ListColumn, type Paging } from '../components/DataList.tsx';
import { Field } from '../components/Field.tsx';
import { ProblemMessage } from '../components/ProblemMessage.tsx';
import { useLoad } from '../components/useLoad.ts';
import { useSubmit } from '../components/useSubmit.ts';
import { useSession } from '../session.tsx';
import { useWorkspace } from '../workspace.ts';

type Service = paths['/api/gateways/{gw}/sandboxes/{name}/services']['get']['responses'][200]['content']['application/json']['items'][number];

// The API's largest page: a sandbox exposes a handful of ports, never more than a page.
const ALL_SERVICES = { limit: 1000 };
// In a path, the sandbox's unnamed service (plugins/services/README.md).
const UNNAMED_IN_PATH = '_';

function unavailable(error: unknown): boolean {
  return error instanceof ApiError && error.problem.code === 'GATEWAY_CAPABILITY_UNAVAILABLE';
}

/**
 * The ports the sandbox exposes through its gateway, each with its URL; operators expose and remove them. A gateway
 * whose line cannot expose services (OpenShell 0.0) gets a sentence saying so, and nothing to press.
 */
export function ServicesSection({ gw, name }: { gw: string; name: string }) {
  const session = useSession();
  const workspace = useWorkspace();
  const listing = useLoad(
    () => expect(api.GET('/api/gateways/{gw}/sandboxes/{name}/services', { params: { path: { gw, name }, query: { ...ALL_SERVICES, workspace } } })),
    [gw, name, workspace],
  );
  const expose = useSubmit(async (data) => {
    const serviceName = String(data.get('name') ?? '').trim();
    const body = { port: Number(data.get('port')), domain: data.get('domain') !== null, ...(serviceName ? { name: serviceName } : {}) };
    await expect(api.POST('/api/gateways/{gw}/sandboxes/{name}/services', { params: { path: { gw, name }, query: { workspace } }, body }));
    listing.reload();
  });
  const columns: ListColumn<Service>[] = [
    { title: 'Name', render: (service) => service.name || '(unnamed)' },
    { title: 'Port', render: (service) => service.port },
    { title: 'Browser-facing', render: (service) => (service.domain ? 'yes' : 'no') },
    { title: 'URL', render: (service) => (service.url ? <a href={service.url}>{service.url}</a> : '—') },
  ];
  if (session.canOn(gw, 'operator')) {
    columns.push({
      title: 'Remove',
      render: (service) => (
        <ConfirmAction
          label="Remove"
          question={`Stop exposing ${service.name ? `service ${service.name}` : 'the unnamed service'} of ${name}? Its URL stops answering.`}
          action={() =>
            expect(
              api.DELETE('/api/gateways/{gw}/sandboxes/{name}/services/{service}', {
                params: { path: { gw, name, service: service.name || UNNAMED_IN_PATH }, query: { workspace } },
              }),
            )
          }
          onDone={listing.reload}
        />
      ),
    });
  }
  return (
    <section aria-labelledby="services">
      <Heading level={2} id="services">
        Services
      </Heading>
      {unavailable(listing.error) ? (
        <p className="muted" data-testid="services-unavailable">
          Services are not available on this gateway: its OpenShell line cannot expose a sandbox's ports.
        </p>
      ) : (
        <>
          <ProblemMessage error={listing.error} />
          {listing.value ? (
            <DataList
              label="Services"
              version={listing.value}
              keyOf={(service) => service.name}
              load={async (paging: Paging) => ({ items: listing.value!.items.slice(paging.offset, paging.offset + paging.limit), total: listing.value!.total })}
              empty="No port of this sandbox is exposed."
              columns={columns}
            />
          ) : null}
          {listing.value && session.canOn(gw, 'operator') ? (
            <Form onSubmit={expose.onSubmit} className="inline-form" aria-label="Expose a port">
              <Field label="Service name" name="name" placeholder="unnamed" />
              <Field label="Port" name="port" type="number" isRequired />
              <Checkbox name="domain">Browser-facing domain URL</Checkbox>
              <Button type="submit" isDisabled={expose.busy}>
                Expose
              </Button>
            </Form>
          ) : null}
          <ProblemMessage error={expose.error} />
        </>
      )}
    </section>
  );
}
