import type { ReactNode } from 'react';

interface Props {
  children: ReactNode;
  className?: 'code-block' | 'log';
  role?: 'status' | 'log' | 'region';
  'aria-label'?: string;
  'data-testid'?: string;
}

/** Preformatted text that may scroll (JSON answers, command output, logs). */
export function ScrollingText({ children, className = 'code-block', ...props }: Props) {
  return (
    // A region that scrolls must be reachable from the keyboard to be read (WCAG 2.1.1, axe scrollable-region-focusable).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the focus is what lets a keyboard user scroll it
    <pre className={className} tabIndex={0} {...props}>
      {children}
    </pre>
  );
}
