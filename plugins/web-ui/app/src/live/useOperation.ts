import { useEffect, useState } from 'react';
import { useToast } from '../components/Toasts.tsx';

export interface OperationState {
  id: string;
  type: string;
  status: 'pending' | 'running' | 'succeeded' | 'failed' | 'cancelled';
  progress: number;
  message: string | null;
  result: unknown;
  error: { code: string; message: string } | null;
  /** Set here, not by the service: why the service stopped the stream (this session or its role lost access). */
  revoked?: string;
}

const TERMINAL = new Set(['succeeded', 'failed', 'cancelled']);

/** How an operation ended, in a sentence for its toast: `sandbox.create succeeded.` */
function ending(operation: OperationState): string {
  const detail = operation.error ? `: ${operation.error.message}` : '';
  return `${operation.type} ${operation.status}${detail}.`;
}

/**
 * An operation followed over its SSE stream (`operation` events; the stream ends after the terminal one, or with a
 * `revoked` event when the caller lost access to it); how it ended is also said in a toast.
 */
export function useOperation(id: string | null, onDone?: (operation: OperationState) => void): OperationState | null {
  const [operation, setOperation] = useState<OperationState | null>(null);
  const toast = useToast();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new id is a new stream; onDone (a new closure every render) is read when the operation ends
  useEffect(() => {
    if (!id) return undefined;
    setOperation(null);
    const source = new EventSource(`/api/operations/${encodeURIComponent(id)}/stream`);
    source.addEventListener('operation', (event) => {
      const next = JSON.parse((event as MessageEvent<string>).data) as OperationState;
      setOperation(next);
      if (TERMINAL.has(next.status)) {
        source.close();
        toast(ending(next));
        onDone?.(next);
      }
    });
    source.addEventListener('revoked', (event) => {
      const { reason } = JSON.parse((event as MessageEvent<string>).data) as { reason: string };
      source.close();
      setOperation((current) => (current ? { ...current, revoked: reason } : current));
    });
    return () => source.close();
  }, [id]);
  return operation;
}
