import { setting } from '@portcullis/core';
import { z } from 'zod';

// Namespace `audit_otlp`: SERVICE_AUDIT_OTLP_*, named like the engine's SERVICE_AUDIT_EXPORT_* (docs/audit-export.md).
export const otlpConfigSchema = z.object({
  endpoint: setting.optionalString(
    'Base URL of an OpenTelemetry collector’s OTLP/HTTP receiver (http or https, e.g. http://collector:4318); the audit log is sent to <endpoint>/v1/logs as protobuf. Unset: this export lane is off.',
  ),
  authorization: setting.secret('Authorization header value sent with every export (e.g. "Bearer …"); unset: none.'),
  service_name: setting.string('portcullis', 'The service.name resource attribute of the exported log records.'),
  timeout: setting.int(30, 'Seconds one export request may take before it counts as failed (and is retried).', { min: 1, max: 600 }),
});

export type OtlpConfig = z.output<typeof otlpConfigSchema>;

export const endpointSchema = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });
