import { Button, Form, Heading } from 'react-aria-components';
import { api, expect } from '../api/client.ts';
import type { paths } from '../api/schema.ts';
import { DataList, type Paging } from '../components/DataList.tsx';
import { Field } from '../components/Field.tsx';
import { ProblemMessage } from '../components/ProblemMessage.tsx';
import { StatusBadge } from '../components/StatusBadge.tsx';
import { useLoad } from '../components/useLoad.ts';
import { useSubmit } from '../components/useSubmit.ts';
import { useSession } from '../session.tsx';
import { commaList } from './comma-list.ts';

type DiscoveryStatus = paths['/api/gateways/discovery/status']['get']['responses'][200]['content']['application/json'];

/**
 * Gateways found in DNS (discovery): the configured domains, the last scan with what it found, registered and
 * skipped, lookups that failed, and (operators) a scan now, of the configured domains or of others.
 */
export function DiscoverySection({ onRegistered }: { onRegistered(): void }) {
  const session = useSession();
  const status = useLoad(() => expect(api.GET('/api/gateways/discovery/status')), []);
  const scan = useSubmit(async (data) => {
    const domains = commaList(String(data.get('domains') ?? ''));
    await expect(api.POST('/api/gateways/discover', domains.length ? { body: { domains } } : {}));
    status.reload();
    onRegistered();
  });
  const value = status.value;
  return (
    <section aria-labelledby="discovery">
      <Heading level={2} id="discovery">
        Discovery
      </Heading>
      <ProblemMessage error={status.error} />
      {value ? <DiscoveryFacts status={value} /> : null}
      {value && session.can('operator') ? (
        <Form onSubmit={scan.onSubmit} className="inline-form" aria-label="Discover gateways">
          <Field label="Domains (comma-separated; empty: the configured ones)" name="domains" placeholder={value.domains.join(', ') || 'example.com'} />
          <Button type="submit" isDisabled={scan.busy}>
            {scan.busy ? 'Discovering…' : 'Discover now'}
          </Button>
        </Form>
      ) : null}
      <ProblemMessage error={scan.error} />
      {value && value.candidates.length > 0 ? <Candidates status={value} /> : null}
    </section>
  );
}

function DiscoveryFacts({ status }: { status: DiscoveryStatus }) {
  return (
    <dl className="facts" data-testid="discovery-status">
      <dt>Background scan</dt>
      <dd>{status.enabled ? `every ${status.interval_seconds} s` : 'off'}</dd>
      <dt>Domains</dt>
      <dd>{status.domains.join(', ') || 'none configured'}</dd>
      <dt>Last scan</dt>
      <dd data-testid="discovery-last-scan">{status.scanned_at ? `${status.scanned_at} (${status.trigger})` : 'never'}</dd>
      <dt>Found</dt>
      <dd data-testid="discovery-counts">
        {status.found} found, {status.registered} registered, {status.skipped} skipped
        {status.auto_register ? '' : ' (report only: new gateways are not registered)'}
      </dd>
      {status.domain_errors.length > 0 ? (
        <>
          <dt>Lookups that failed</dt>
          <dd>
            <ul>
              {status.domain_errors.map((failure) => (
                <li key={failure.domain} className="problem-inline">
                  {failure.domain}: {failure.error}
                </li>
              ))}
            </ul>
          </dd>
        </>
      ) : null}
    </dl>
  );
}

function Candidates({ status }: { status: DiscoveryStatus }) {
  const candidates = status.candidates;
  return (
    <DataList
      label="Discovered candidates"
      empty="No candidate in the last scan: check the configured domains publish SRV records, then discover again."
      version={status.scanned_at}
      keyOf={(candidate) => `${candidate.domain}/${candidate.host}:${candidate.port}`}
      load={(paging: Paging) => Promise.resolve({ items: candidates.slice(paging.offset, paging.offset + paging.limit), total: candidates.length })}
      columns={[
        { title: 'Name', render: (candidate) => candidate.name },
        { title: 'Endpoint', render: (candidate) => <code>{candidate.endpoint}</code> },
        { title: 'Domain', render: (candidate) => candidate.domain },
        { title: 'Outcome', render: (candidate) => <StatusBadge status={candidate.outcome} /> },
        { title: 'Detail', render: (candidate) => [candidate.reason, candidate.detail].filter(Boolean).join(': ') || '—' },
      ]}
    />
  );
}
