import type { ReactNode } from 'react';
import { Heading } from 'react-aria-components';
import { ProblemMessage } from '../../components/ProblemMessage.tsx';

interface CardProps {
  id: string;
  title: string;
  error: unknown;
  empty: string | null;
  /** The card's data has not arrived yet: it says so (and is marked busy) instead of showing an answer. */
  loading?: boolean;
  children?: ReactNode;
}

/**
 * One question the overview answers: its heading, the problem when its data could not be loaded, and either the
 * answer or, when there is nothing to show, a sentence that says so and what to do next.
 */
export function OverviewCard({ id, title, error, empty, loading = false, children }: CardProps) {
  const waiting = loading && !error;
  return (
    <section className="overview-card" aria-labelledby={id} aria-busy={waiting}>
      <Heading level={2} id={id}>
        {title}
      </Heading>
      <ProblemMessage error={error} />
      {waiting ? <p className="muted">Loading…</p> : empty === null ? children : <p className="empty-state">{empty}</p>}
    </section>
  );
}
