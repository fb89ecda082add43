import { type ReactNode, useEffect } from 'react';
import { RouterProvider } from 'react-aria-components';
import { ToastProvider } from './components/Toasts.tsx';
import { ExtensionView } from './extensions/ExtensionView.tsx';
import { ApprovalsPage } from './pages/ApprovalsPage.tsx';
import { AuditPage } from './pages/AuditPage.tsx';
import { BudgetRulesPage } from './pages/BudgetRulesPage.tsx';
import { DecisionLinkPage } from './pages/DecisionLinkPage.tsx';
import { FleetConfigPage } from './pages/FleetConfigPage.tsx';
import { FleetPage } from './pages/FleetPage.tsx';
import { GatewayDetailPage } from './pages/GatewayDetailPage.tsx';
import { GatewaysPage } from './pages/GatewaysPage.tsx';
import { GroupsPage } from './pages/GroupsPage.tsx';
import { LoginPage } from './pages/LoginPage.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import { OverviewPage } from './pages/OverviewPage.tsx';
import { PolicyPage } from './pages/PolicyPage.tsx';
import { PresetRulesPage } from './pages/PresetRulesPage.tsx';
import { ProfilePage } from './pages/ProfilePage.tsx';
import { SandboxDetailPage } from './pages/SandboxDetailPage.tsx';
import { SandboxesPage } from './pages/SandboxesPage.tsx';
import { ServicePrincipalsPage } from './pages/ServicePrincipalsPage.tsx';
import { SetupPage } from './pages/SetupPage.tsx';
import { SystemPage } from './pages/SystemPage.tsx';
import { UsagePage } from './pages/UsagePage.tsx';
import { UsersPage } from './pages/UsersPage.tsx';
import { WebhooksPage } from './pages/WebhooksPage.tsx';
import { matchPath, navigate, useLocation } from './router.tsx';
import { Shell } from './Shell.tsx';
import { SessionProvider, useSession } from './session.tsx';

type PageOf = (params: Record<string, string>) => ReactNode;

/** Path patterns to pages, first match wins. */
const PAGES: [string, PageOf][] = [
  ['/', () => <OverviewPage />],
  ['/gateways', () => <GatewaysPage />],
  ['/gateways/:gw', ({ gw }) => <GatewayDetailPage gw={gw!} />],
  ['/gateways/:gw/:tab', ({ gw, tab }) => <GatewayDetailPage gw={gw!} tab={tab!} />],
  ['/gateways/:gw/sandboxes/:name', ({ gw, name }) => <SandboxDetailPage gw={gw!} name={name!} />],
  ['/sandboxes', () => <SandboxesPage />],
  ['/gateways/:gw/sandboxes/:name/policy', ({ gw, name }) => <PolicyPage gw={gw!} name={name!} />],
  ['/approvals', () => <ApprovalsPage />],
  ['/usage', () => <UsagePage />],
  ['/budget-rules', () => <BudgetRulesPage />],
  ['/preset-rules', () => <PresetRulesPage />],
  ['/fleet', () => <FleetPage />],
  ['/fleet-config', () => <FleetConfigPage />],
  ['/users', () => <UsersPage />],
  ['/groups', () => <GroupsPage />],
  ['/service-principals', () => <ServicePrincipalsPage />],
  ['/audit', () => <AuditPage />],
  ['/webhooks', () => <WebhooksPage />],
  ['/decide/:token', ({ token }) => <DecisionLinkPage token={token!} />],
  ['/profile', () => <ProfilePage />],
  ['/system', () => <SystemPage />],
];

/** Marks the first page the console can be used on, for the benchmark's time to interactive. */
const INTERACTIVE_MARK = 'portcullis:interactive';

function CurrentPage() {
  const session = useSession();
  const { path } = useLocation();
  useEffect(() => {
    if (performance.getEntriesByName(INTERACTIVE_MARK).length === 0) performance.mark(INTERACTIVE_MARK);
  }, []);
  if (session.check.needs_setup) return <SetupPage />;
  if (!session.check.authenticated) return <LoginPage />;
  for (const [pattern, page] of PAGES) {
    const params = matchPath(pattern, path);
    if (params) return <Shell>{page(params)}</Shell>;
  }
  for (const extension of session.extensions) {
    for (const page of extension.pages) {
      const params = session.can(page.role) ? matchPath(page.path, path) : null;
      if (params) {
        return (
          <Shell>
            <ExtensionView key={page.path} module={extension.module} pick={(components) => components.pages?.[page.path]} props={{ params }} />
          </Shell>
        );
      }
    }
  }
  return (
    <Shell>
      <NotFoundPage />
    </Shell>
  );
}

export function App() {
  return (
    <RouterProvider navigate={navigate}>
      <ToastProvider>
        <SessionProvider
          fallback={
            <p className="loading" role="status">
              Loading…
            </p>
          }
        >
          <CurrentPage />
        </SessionProvider>
      </ToastProvider>
    </RouterProvider>
  );
}
