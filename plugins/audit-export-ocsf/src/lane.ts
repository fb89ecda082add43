import { VERSION } from '@portcullis/core';
import { type AuditExportLane, type AuditExportRecord, postBatch } from '@portcullis/plugin-audit';
import type { OcsfConfig } from './config.ts';
import { OCSF_VERSION, ocsfEvent } from './event.ts';

/**
 * POSTs each batch as newline-delimited JSON, one OCSF event a line; a 2xx is the receiver's acknowledgement.
 * HTTP rather than a local file: the export runs on whichever replica holds its lease, so a file would be split
 * across machines, and a file has no acknowledgement to move the cursor on (docs/audit-export.md).
 */
export function ocsfLane(config: OcsfConfig & { url: string }): AuditExportLane {
  const origin = new URL(config.url).origin;
  return {
    name: 'ocsf',
    description: `OCSF ${OCSF_VERSION} events, NDJSON over HTTP POST to ${origin}`,
    async send(batch: AuditExportRecord[], signal: AbortSignal) {
      const body = `${batch.map((record) => JSON.stringify(ocsfEvent(record, VERSION))).join('\n')}\n`;
      await postBatch(
        { url: config.url, contentType: 'application/x-ndjson', body, authorization: config.authorization, timeoutMs: config.timeout * 1000, signal },
        origin,
      );
    },
  };
}
