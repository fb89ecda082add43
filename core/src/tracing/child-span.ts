import { currentContext } from '../context.ts';
import type { SpanAttributes, SpanKindName, TraceSpan } from './span.ts';

/**
 * A span below the one of the request, task or operation being served, or null when there is none (tracing off,
 * or work outside any). The caller ends it.
 */
export function startChildSpan(name: string, kind: SpanKindName, attributes?: SpanAttributes): TraceSpan | null {
  return currentContext()?.span?.child(name, kind, attributes) ?? null;
}
