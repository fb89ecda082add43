import { relativeTime } from './relative-time.ts';

const exact = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

/**
 * A moment as people read it at a glance (relative), with the exact local time on hover and the ISO instant in
 * `dateTime` for tools; text that is not a time (or none) is shown as `fallback`.
 */
export function RelativeTime({ value, fallback = 'never' }: { value: string | null | undefined; fallback?: string }) {
  const at = value ? new Date(value) : null;
  if (!at || Number.isNaN(at.getTime())) return <>{value || fallback}</>;
  return (
    <time dateTime={at.toISOString()} title={exact.format(at)}>
      {relativeTime(at)}
    </time>
  );
}
