import { useState } from 'react';
import { Button, Heading, type Key, Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { api, expect } from '../api/client.ts';
import { ConfirmAction } from '../components/ConfirmAction.tsx';
import { ProblemMessage } from '../components/ProblemMessage.tsx';
import { ScrollingText } from '../components/ScrollingText.tsx';
import { useLoad } from '../components/useLoad.ts';
import { ExtensionView } from '../extensions/ExtensionView.tsx';
import { navigate } from '../router.tsx';
import { useSession } from '../session.tsx';
import { useWorkspace } from '../workspace.ts';
import { GatewayFacts } from './GatewayFacts.tsx';
import { CeilingsSection } from './GatewayGuards.tsx';
import { GatewaySandboxesTab } from './GatewaySandboxesTab.tsx';
import { GatewaySettingsSection } from './GatewaySettingsSection.tsx';
import type { GatewayInfo } from './gateway-info.ts';
import { type GatewayTab, gatewayTabs } from './gateway-tabs.ts';
import { HealthHistorySection } from './HealthHistorySection.tsx';
import { InferenceSection } from './InferenceSection.tsx';
import { LeasePolicySection } from './LeasePolicySection.tsx';
import { LocalGatewaySection } from './LocalGatewaySection.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';
import { ProvidersSection } from './ProvidersSection.tsx';
import { gatewayTabPage } from './paths.ts';
import { useGatewayWorkspaces, WorkspaceSwitcher, WorkspacesSection } from './WorkspacesSection.tsx';

interface TabContext {
  gw: string;
  workspace: string | undefined;
  info: GatewayInfo | null;
  reload(): void;
  workspaces: ReturnType<typeof useGatewayWorkspaces>;
}

/** What each built-in tab shows; a plugin's tab is its extension's component. */
function TabContent({ tab, context }: { tab: GatewayTab; context: TabContext }) {
  const session = useSession();
  const { gw, workspace, info } = context;
  if (tab.module) {
    return <ExtensionView module={tab.module} pick={(components) => components.gatewayTabs?.[tab.id]} props={{ gw, workspace }} />;
  }
  switch (tab.id) {
    case 'overview':
      return (
        <>
          {info ? <GatewayFacts gw={gw} value={info} /> : null}
          <HealthHistorySection gw={gw} />
        </>
      );
    case 'sandboxes':
      return <GatewaySandboxesTab gw={gw} workspace={workspace} info={info} />;
    case 'providers':
      return (
        <>
          {session.plugins.has('providers') ? (
            <ProvidersSection gw={gw} workspace={workspace} importsProfiles={info?.capabilities?.profile_import === true} />
          ) : null}
          {session.plugins.has('inference') ? <InferenceSection gw={gw} /> : null}
        </>
      );
    case 'guards':
      return (
        <>
          {session.plugins.has('policy-ceilings') ? <CeilingsSection gw={gw} /> : null}
          {session.plugins.has('sandbox-leases') ? <LeasePolicySection gw={gw} /> : null}
        </>
      );
    case 'settings':
      return (
        <>
          <GatewaySettingsSection gw={gw} />
          {info && session.canOn(gw, 'admin') ? <LocalGatewaySection gw={gw} local={info.local} onChanged={context.reload} /> : null}
          {context.workspaces.value ? <WorkspacesSection gw={gw} listing={context.workspaces.value} onChanged={context.workspaces.reload} /> : null}
        </>
      );
    default:
      return null;
  }
}

/**
 * One gateway: its name, test connection and removal above tabs (ARIA tabs: arrow keys move between them), each
 * tab at its own address (`/gateways/{gw}/{tab}`) so that a link or a reload opens it.
 */
export function GatewayDetailPage({ gw, tab = 'overview' }: { gw: string; tab?: string }) {
  const session = useSession();
  const gateway = useLoad(() => expect(api.GET('/api/gateways/{gw}/info', { params: { path: { gw } } })), [gw]);
  const workspaces = useGatewayWorkspaces(gw, session.plugins.has('workspaces'));
  // The workspace the gateway's tabs show, kept in the URL so that links and reloads keep it; undefined: the
  // gateway's default_workspace.
  const workspace = useWorkspace();
  const defaultWorkspace = workspaces.value?.items.find((item) => item.default)?.name;
  const showWorkspace = (chosen: string) => navigate(gatewayTabPage(gw, tab, chosen === defaultWorkspace ? undefined : chosen), { replace: true });
  const [probe, setProbe] = useState<{ result?: unknown; error?: unknown }>({});
  const tabs = gatewayTabs(session, gw);
  if (!tabs.some((each) => each.id === tab)) return <NotFoundPage />;
  const context: TabContext = { gw, workspace, info: gateway.value, reload: gateway.reload, workspaces };
  return (
    <>
      <div className="page-head">
        <Heading level={1}>Gateway {gw}</Heading>
        <div className="toolbar">
          <Button
            onPress={async () => {
              try {
                setProbe({ result: await expect(api.POST('/api/gateways/{gw}/test-connection', { params: { path: { gw } } })) });
              } catch (error) {
                setProbe({ error });
              }
              gateway.reload();
            }}
          >
            Test connection
          </Button>
          {session.canOn(gw, 'admin') ? (
            <ConfirmAction
              label="Remove gateway"
              question={`Remove gateway ${gw} from Portcullis? Its sandboxes keep running on the gateway.`}
              action={() => expect(api.DELETE('/api/gateways/{gw}', { params: { path: { gw } } }))}
              onDone={() => navigate('/gateways')}
            />
          ) : null}
        </div>
      </div>
      <ProblemMessage error={gateway.error ?? probe.error} />
      {probe.result ? <ScrollingText role="status">{JSON.stringify(probe.result, null, 2)}</ScrollingText> : null}
      {workspaces.value ? <WorkspaceSwitcher listing={workspaces.value} value={workspace ?? defaultWorkspace ?? ''} onChange={showWorkspace} /> : null}
      <ProblemMessage error={workspaces.error} />
      <Tabs selectedKey={tab} onSelectionChange={(key: Key) => navigate(gatewayTabPage(gw, String(key), workspace))}>
        <TabList aria-label={`Gateway ${gw}`} className="tab-list">
          {tabs.map((each) => (
            <Tab key={each.id} id={each.id}>
              {each.label}
            </Tab>
          ))}
        </TabList>
        {tabs.map((each) => (
          <TabPanel key={each.id} id={each.id} className="tab-panel">
            <TabContent tab={each} context={context} />
          </TabPanel>
        ))}
      </Tabs>
    </>
  );
}
