import { definePlugin } from '@portcullis/core';
import { auditExportLanes } from '@portcullis/plugin-audit';
import { endpointSchema, otlpConfigSchema } from './config.ts';
import { otlpLane } from './lane.ts';

export default definePlugin({
  id: 'audit-export-otlp',
  description: 'Audit export lane OTLP: every audit row, once acknowledged, as an OpenTelemetry log record to a collector (OTLP/HTTP protobuf).',
  dependsOn: ['audit'],
  config: {
    namespace: 'audit_otlp',
    schema: otlpConfigSchema.superRefine((config, context) => {
      if (config.endpoint !== undefined && !endpointSchema.safeParse(config.endpoint).success)
        context.addIssue({ code: 'custom', path: ['endpoint'], message: 'must be an http(s) URL' });
    }),
    enabled: (config) => config.endpoint !== undefined || 'SERVICE_AUDIT_OTLP_ENDPOINT is unset',
  },
  register(api) {
    const endpoint = api.config.endpoint;
    if (endpoint === undefined) return;
    api.contributeWith(auditExportLanes, (s) => otlpLane({ ...api.config, endpoint }, s.clock));
  },
});
