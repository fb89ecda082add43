// @portcullis/otlp-receiver: an OTLP/HTTP (protobuf) receiver for tests, decoding `/v1/logs` and `/v1/traces` the way
// an OpenTelemetry collector would. See README.md.
export type { AnyValue, Attributes, ReceivedLogRecord, ReceivedSpan } from './flatten.ts';
export { type OtlpReceiver, type OtlpReceiverOptions, type ReceivedRequest, startOtlpReceiver } from './receiver.ts';
export { ExportLogsServiceRequest, ExportTraceServiceRequest } from './schema.ts';
