import { useState } from 'react';
import { Button, Heading, Link } from 'react-aria-components';
import { api, expect } from '../api/client.ts';
import { DataList, type Paging } from '../components/DataList.tsx';
import { StatusBadge } from '../components/StatusBadge.tsx';
import { navigate } from '../router.tsx';
import { useSession } from '../session.tsx';
import { CreateSandbox } from './CreateSandbox.tsx';
import { GatewayTemplatesSection } from './GatewayTemplatesSection.tsx';
import type { GatewayInfo } from './gateway-info.ts';
import { sandboxPage } from './paths.ts';

/** The gateway's sandboxes in the chosen workspace, their creation (operators) and the gateway's own templates. */
export function GatewaySandboxesTab({ gw, workspace, info }: { gw: string; workspace: string | undefined; info: GatewayInfo | null }) {
  const session = useSession();
  const [version, setVersion] = useState(0);
  return (
    <>
      <div className="page-head">
        <Heading level={2}>Sandboxes</Heading>
        {session.canOn(gw, 'operator') ? (
          <CreateSandbox
            gw={gw}
            workspace={workspace}
            capabilities={info?.capabilities ?? null}
            onCreated={(name) => navigate(sandboxPage(gw, name, workspace))}
          />
        ) : null}
      </div>
      <DataList
        label="Sandboxes"
        version={`${workspace}/${version}`}
        keyOf={(sandbox) => sandbox.name}
        load={(paging: Paging) => expect(api.GET('/api/gateways/{gw}/sandboxes', { params: { path: { gw }, query: { ...paging, label: [], workspace } } }))}
        columns={[
          { title: 'Name', render: (sandbox) => <Link href={sandboxPage(gw, sandbox.name, workspace)}>{sandbox.name}</Link> },
          { title: 'State', render: (sandbox) => <StatusBadge status={sandbox.state} /> },
          { title: 'Why not running', render: (sandbox) => sandbox.not_ready?.reason ?? '' },
          { title: 'Image', render: (sandbox) => <code>{sandbox.image}</code> },
          { title: 'Policy version', render: (sandbox) => sandbox.current_policy_version },
        ]}
      />
      <Button onPress={() => setVersion((v) => v + 1)}>Refresh sandboxes</Button>
      {session.plugins.has('gateway-templates') && info?.capabilities ? (
        <GatewayTemplatesSection gw={gw} workspace={workspace} offered={info.capabilities.templates} />
      ) : null}
    </>
  );
}
