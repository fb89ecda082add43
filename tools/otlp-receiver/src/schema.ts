// The OTLP message types, loaded with protobufjs from the upstream-shaped subset under proto/ (field numbers as in
// opentelemetry-proto), so the receiver decodes exactly what a collector would.
import { join } from 'node:path';
import protobuf from 'protobufjs';

const PROTO_ROOT = join(import.meta.dirname, '..', 'proto');

function loadRoot(): protobuf.Root {
  const root = new protobuf.Root();
  root.resolvePath = (_origin, target) => join(PROTO_ROOT, target);
  root.loadSync(['opentelemetry/proto/collector/logs/v1/logs_service.proto', 'opentelemetry/proto/collector/trace/v1/trace_service.proto']);
  return root;
}

const root = loadRoot();

export const ExportLogsServiceRequest = root.lookupType('opentelemetry.proto.collector.logs.v1.ExportLogsServiceRequest');
export const ExportLogsServiceResponse = root.lookupType('opentelemetry.proto.collector.logs.v1.ExportLogsServiceResponse');
export const ExportTraceServiceRequest = root.lookupType('opentelemetry.proto.collector.trace.v1.ExportTraceServiceRequest');
export const ExportTraceServiceResponse = root.lookupType('opentelemetry.proto.collector.trace.v1.ExportTraceServiceResponse');
