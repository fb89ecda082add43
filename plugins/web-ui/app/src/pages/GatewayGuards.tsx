import { useState } from 'react';
import { Heading } from 'react-aria-components';
import { api, expect } from '../api/client.ts';
import type { paths } from '../api/schema.ts';
import { ConfirmAction } from '../components/ConfirmAction.tsx';
import { DataList, type ListColumn, type Paging } from '../components/DataList.tsx';
import { useSession } from '../session.tsx';

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
