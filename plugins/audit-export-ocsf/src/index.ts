import { definePlugin } from '@portcullis/core';
import { auditExportLanes } from '@portcullis/plugin-audit';
import { ocsfConfigSchema, urlSchema } from './config.ts';
import { ocsfLane } from './lane.ts';

export { classify } from './classes.ts';
export { OCSF_VERSION, ocsfEvent } from './event.ts';

export default definePlugin({
  id: 'audit-export-ocsf',
  description:
    'Audit export lane OCSF: every audit row, once acknowledged, as an OCSF 1.3 event (API Activity, Account Change, Authorize Session), NDJSON over HTTP POST.',
  dependsOn: ['audit'],
  config: {
    namespace: 'audit_ocsf',
    schema: ocsfConfigSchema.superRefine((config, context) => {
      if (config.url !== undefined && !urlSchema.safeParse(config.url).success)
        context.addIssue({ code: 'custom', path: ['url'], message: 'must be an http(s) URL' });
    }),
    enabled: (config) => config.url !== undefined || 'SERVICE_AUDIT_OCSF_URL is unset',
  },
  register(api) {
    const url = api.config.url;
    if (url === undefined) return;
    api.contribute(auditExportLanes, ocsfLane({ ...api.config, url }));
  },
});
