import type { ReactNode } from 'react';
import { Heading } from 'react-aria-components';
import { ProblemMessage } from '../../components/ProblemMessage.tsx';

/**
 * One question the overview answers: its heading, the problem when its data could not be loaded, and either the
 * answer or, when there is nothing to show, a sentence that says so and what to do next.
 */
export function OverviewCard({ id, title, error, empty, children }: { id: string; title: string; error: unknown; empty: string | null; children?: ReactNode }) {
  return (
    <section className="overview-card" aria-labelledby={id}>
      <Heading level={2} id={id}>
        {title}
      </Heading>
      <ProblemMessage error={error} />
      {empty === null ? children : <p className="empty-state">{empty}</p>}
    </section>
  );
}
