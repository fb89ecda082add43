import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { definePlugin } from '@portcullis/core';
import { auditExportLanes } from '@portcullis/plugin-audit';
import { parseTarget, syslogConfigSchema } from './config.ts';
import { syslogLane } from './lane.ts';

export default definePlugin({
  id: 'audit-export-syslog',
  description: 'Audit export lane syslog: every audit row, once acknowledged, as an RFC 5424 message over TLS (RFC 5425) to a syslog receiver or SIEM.',
  dependsOn: ['audit'],
  config: {
    namespace: 'audit_syslog',
    schema: syslogConfigSchema.superRefine((config, context) => {
      if (config.target !== undefined && !parseTarget(config.target))
        context.addIssue({ code: 'custom', path: ['target'], message: 'must be host:port (a v6 address in brackets)' });
    }),
    enabled: (config) => config.target !== undefined || 'SERVICE_AUDIT_SYSLOG_TARGET is unset',
  },
  register(api) {
    const target = api.config.target === undefined ? null : parseTarget(api.config.target);
    if (!target) return;
    // Read once at start-up: a missing CA file stops the service with the path in the message.
    const ca = api.config.ca_file === undefined ? null : readFileSync(api.config.ca_file, 'utf8');
    api.contribute(
      auditExportLanes,
      syslogLane(
        { ...target, ca, serverName: api.config.server_name ?? null, timeoutMs: api.config.timeout * 1000 },
        { facility: api.config.facility, hostname: api.config.hostname ?? hostname(), appName: api.config.app_name },
      ),
    );
  },
});
