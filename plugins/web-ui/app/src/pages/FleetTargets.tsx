import { Link } from 'react-aria-components';
import { DataList, type Paging } from '../components/DataList.tsx';
import { StatusBadge } from '../components/StatusBadge.tsx';
import type { FleetTarget } from './fleet-actions.ts';
import { gatewayPage, sandboxPage } from './paths.ts';

/** The targets of a preview or a run, paged in the browser (the API answers them all at once). */
export function FleetTargets({ label, targets }: { label: string; targets: FleetTarget[] }) {
  return (
    <DataList
      label={label}
      version={targets}
      keyOf={(target) => `${target.gateway}/${target.sandbox ?? ''}`}
      load={(paging: Paging) => Promise.resolve({ items: targets.slice(paging.offset, paging.offset + paging.limit), total: targets.length })}
      columns={[
        {
          title: 'Sandbox',
          render: (target) => (target.sandbox ? <Link href={sandboxPage(target.gateway, target.sandbox)}>{target.sandbox}</Link> : 'the whole gateway'),
        },
        { title: 'Gateway', render: (target) => <Link href={gatewayPage(target.gateway)}>{target.gateway}</Link> },
        { title: 'Outcome', render: (target) => <StatusBadge status={target.outcome} /> },
        { title: 'Why', render: (target) => [target.code, target.reason].filter(Boolean).join(': ') || '—' },
      ]}
      empty="The selector finds no sandbox."
    />
  );
}
