import { startChildSpan, type TraceSpan } from '@portcullis/core';
import type { GatewayRecord } from '../gateway/record.ts';
import { grpcStatusName } from './errors.ts';
import { GrpcStatus } from './grpc-status.ts';

/**
 * The span of one gRPC call to a gateway, below the request, task or operation that makes it, named and described
 * as OpenTelemetry names RPC spans (`openshell.v1.OpenShell/GetSandbox`, `rpc.*`), plus which gateway and wire line.
 * Null while tracing is off (docs/observability.md).
 */
export function startCallSpan(record: GatewayRecord, method: { path: string }, line: string | undefined): TraceSpan | null {
  const name = method.path.slice(1);
  const slash = name.lastIndexOf('/');
  return startChildSpan(name, 'client', {
    'rpc.system': 'grpc',
    'rpc.service': name.slice(0, slash),
    'rpc.method': name.slice(slash + 1),
    'server.address': record.host,
    'server.port': record.port,
    'portcullis.gateway': record.name,
    ...(line ? { 'portcullis.wire_line': line } : {}),
  });
}

/** Ends a call's span with the status the call ended with; any status but OK marks it failed. */
export function endCallSpan(span: TraceSpan | null, code: number): void {
  if (!span) return;
  span.setAttributes({ 'rpc.grpc.status_code': code });
  span.end(code === GrpcStatus.OK ? undefined : grpcStatusName(code));
}
