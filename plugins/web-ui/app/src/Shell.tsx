import type { ReactNode } from 'react';
import { Button, Link } from 'react-aria-components';
import { api } from './api/client.ts';
import { CommandPalette } from './components/CommandPalette.tsx';
import { visibleNavItems } from './navigation.ts';
import { navigate, useLocation } from './router.tsx';
import { useSession } from './session.tsx';

/** Header, navigation (what the enabled plugins and the caller's role offer) and the current page. */
export function Shell({ children }: { children: ReactNode }) {
  const session = useSession();
  const { path } = useLocation();
  const current = (item: string) => (item === '/' ? path === '/' : path === item || path.startsWith(`${item}/`));
  return (
    <div className="shell">
      <a className="skip-link" href="#content">
        Skip to the page
      </a>
      <header className="topbar">
        <Link href="/" className="brand">
          Portcullis
        </Link>
        <CommandPalette />
        <span className="who">
          <Link href="/profile">{session.check.user?.name}</Link> <span className="role-badge">{session.check.role}</span>
        </span>
        <Button
          onPress={async () => {
            await api.POST('/api/auth/logout');
            await session.refresh();
            navigate('/');
          }}
        >
          Log out
        </Button>
      </header>
      <nav className="sidebar" aria-label="Sections">
        <ul>
          {visibleNavItems(session).map((item) => (
            <li key={item.path}>
              <Link href={item.path} aria-current={current(item.path) ? 'page' : undefined}>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <main className="content" id="content" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
