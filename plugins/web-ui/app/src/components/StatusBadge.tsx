/** A gateway's or sandbox's state in words and colour (the words carry the meaning; colour only helps). */
export function StatusBadge({ status }: { status: string }) {
  return <span className={`status status-${status.toLowerCase()}`}>{status}</span>;
}
