import { useSession } from '../session.tsx';

/**
 * Said where a page's changes reach every gateway at once (identities, webhooks, backups) and the caller's role is
 * lowered on some gateway: they may read here, not change (docs/roles.md).
 */
export function DemotedNotice({ what }: { what: string }) {
  const session = useSession();
  if (!session.can('admin') || session.canEverywhere('admin')) return null;
  return (
    <p role="note" className="muted" data-testid="demoted-notice">
      Read only: your role is lowered on {session.check.demoted_on.join(', ')}, and changing {what} needs the admin role on every gateway.
    </p>
  );
}
