import type { Clock } from '@portcullis/core';
import type { AuditExportLane, AuditExportRecord } from '@portcullis/plugin-audit';
import type { OtlpConfig } from './config.ts';
import { encodeLogsRequest } from './protobuf.ts';
import { logRecordOf } from './records.ts';

const SCOPE = { name: '@portcullis/plugin-audit-export-otlp', version: '1' };

/**
 * Sends each batch as one OTLP/HTTP protobuf request; a 2xx is the collector's acknowledgement (OTLP/HTTP: a
 * partial success is still a 200 whose rejected records are not retryable). Any other answer or a network error
 * fails the batch, which the engine offers again.
 */
export function otlpLane(config: OtlpConfig & { endpoint: string }, clock: Clock): AuditExportLane {
  const url = `${config.endpoint.replace(/\/+$/, '')}/v1/logs`;
  return {
    name: 'otlp',
    description: `OpenTelemetry log records, OTLP/HTTP protobuf to ${url}`,
    async send(batch: AuditExportRecord[], signal: AbortSignal) {
      const now = clock.now();
      const body = encodeLogsRequest({
        resource: { 'service.name': config.service_name },
        scope: SCOPE,
        records: batch.map((record) => logRecordOf(record, now)),
      });
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-protobuf', ...(config.authorization ? { authorization: config.authorization } : {}) },
        body,
        signal: AbortSignal.any([signal, AbortSignal.timeout(config.timeout * 1000)]),
      });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    },
  };
}
