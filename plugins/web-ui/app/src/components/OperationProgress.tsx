import type { OperationState } from '../live/useOperation.ts';

/** Long work as it goes: a progress bar, the latest message, and how it ended. */
export function OperationProgress({ label, operation }: { label: string; operation: OperationState | null }) {
  if (!operation) return <p role="status">{label}: starting…</p>;
  return (
    <div className="operation" role="status">
      <label>
        {label}: <span className={`status status-${operation.status}`}>{operation.status}</span>{' '}
        <progress max={100} value={operation.progress}>
          {operation.progress}%
        </progress>
      </label>
      {operation.message ? <span className="muted"> {operation.message}</span> : null}
      {operation.error ? (
        <p className="problem">
          {operation.error.code}: {operation.error.message}
        </p>
      ) : null}
      {operation.revoked ? <p className="problem">No longer following this operation: {operation.revoked}</p> : null}
    </div>
  );
}
