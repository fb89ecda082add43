import { VERSION } from '@portcullis/core';
import type { AuditExportLane, AuditExportRecord } from '@portcullis/plugin-audit';
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
      const response = await fetch(config.url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-ndjson', ...(config.authorization ? { authorization: config.authorization } : {}) },
        body,
        signal: AbortSignal.any([signal, AbortSignal.timeout(config.timeout * 1000)]),
      });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`${origin} answered ${response.status}`);
    },
  };
}
