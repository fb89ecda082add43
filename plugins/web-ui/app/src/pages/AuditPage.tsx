import { useState } from 'react';
import { Button, Heading } from 'react-aria-components';
import { api, expect } from '../api/client.ts';
import { DataList, type Paging } from '../components/DataList.tsx';
import { Field } from '../components/Field.tsx';
import { ProblemMessage } from '../components/ProblemMessage.tsx';
import { ScrollingText } from '../components/ScrollingText.tsx';
import { AuditExportLanesSection } from './AuditExportLanesSection.tsx';

/** The audit log (admin): filters, paging, export, and a check of its hash chain. */
export function AuditPage() {
  const [filters, setFilters] = useState({ actor: '', action: '', gateway: '' });
  const [verification, setVerification] = useState<{ result?: unknown; error?: unknown }>({});
  const query = Object.fromEntries(Object.entries(filters).filter(([, value]) => value.trim() !== ''));
  const exportQuery = new URLSearchParams(query).toString();
  return (
    <>
      <div className="page-head">
        <Heading level={1}>Audit log</Heading>
        <div className="toolbar">
          <a className="button" href={`/api/audit/export?${exportQuery}&format=csv`}>
            Export CSV
          </a>
          <a className="button" href={`/api/audit/export?${exportQuery}&format=json`}>
            Export JSON
          </a>
          <Button
            onPress={async () => {
              try {
                setVerification({ result: await expect(api.GET('/api/audit/verify')) });
              } catch (error) {
                setVerification({ error });
              }
            }}
          >
            Verify the chain
          </Button>
        </div>
      </div>
      <ProblemMessage error={verification.error} />
      {verification.result ? <ScrollingText role="status">{JSON.stringify(verification.result, null, 2)}</ScrollingText> : null}
      <div className="inline-form">
        <Field label="Actor" value={filters.actor} onChange={(actor) => setFilters({ ...filters, actor })} />
        <Field label="Action" value={filters.action} onChange={(action) => setFilters({ ...filters, action })} />
        <Field label="Gateway" value={filters.gateway} onChange={(gateway) => setFilters({ ...filters, gateway })} />
      </div>
      <DataList
        label="Audit entries"
        version={JSON.stringify(query)}
        keyOf={(entry) => String(entry.id)}
        load={(paging: Paging) => expect(api.GET('/api/audit', { params: { query: { ...query, ...paging } } }))}
        columns={[
          { title: 'When', render: (entry) => entry.timestamp },
          { title: 'Actor', render: (entry) => entry.actor },
          { title: 'Action', render: (entry) => <code>{entry.action}</code> },
          { title: 'Resource', render: (entry) => `${entry.resource_type}${entry.resource_id ? ` ${entry.resource_id}` : ''}` },
          { title: 'Gateway', render: (entry) => entry.gateway ?? '—' },
          { title: 'Outcome', render: (entry) => entry.outcome ?? '—' },
        ]}
      />
      <AuditExportLanesSection />
    </>
  );
}
