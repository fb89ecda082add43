import { Component, type ReactNode } from 'react';
import { ProblemMessage } from '../components/ProblemMessage.tsx';

/**
 * Keeps a console extension's failure to itself: a component that throws while rendering shows its error where it
 * would have been, and the rest of the page (the console's own) goes on working.
 */
export class ExtensionBoundary extends Component<{ module: string; children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error };
  }

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    return (
      <ProblemMessage error={new Error(`The console extension ${this.props.module} failed: ${(this.state.error as Error).message ?? this.state.error}`)} />
    );
  }
}
