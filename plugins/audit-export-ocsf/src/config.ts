import { setting } from '@portcullis/core';
import { z } from 'zod';

// Namespace `audit_ocsf`: SERVICE_AUDIT_OCSF_*, named like the engine's SERVICE_AUDIT_EXPORT_* (docs/audit-export.md).
export const ocsfConfigSchema = z.object({
  url: setting.optionalString(
    'http(s) URL that takes the audit log as OCSF events, newline-delimited JSON in POST bodies (a collector’s HTTP input, e.g. Vector http_server or Fluent Bit http). Unset: this export lane is off.',
  ),
  authorization: setting.secret('Authorization header value sent with every POST (e.g. "Bearer …"); unset: none.'),
  timeout: setting.int(30, 'Seconds one POST may take before it counts as failed (and is retried).', { min: 1, max: 600 }),
});

export type OcsfConfig = z.output<typeof ocsfConfigSchema>;

export const urlSchema = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });
