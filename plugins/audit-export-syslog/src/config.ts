import { setting } from '@portcullis/core';
import { z } from 'zod';

// Namespace `audit_syslog`: SERVICE_AUDIT_SYSLOG_*, named like the engine's SERVICE_AUDIT_EXPORT_* (docs/audit-export.md).
export const syslogConfigSchema = z.object({
  target: setting.optionalString(
    'host:port of a syslog receiver speaking TLS (RFC 5425, usually port 6514); the audit log is sent as RFC 5424 messages with octet-counting framing. Unset: this export lane is off.',
  ),
  ca_file: setting.optionalString('PEM file of the certificate authorities that may sign the receiver’s certificate; unset: the system’s.'),
  server_name: setting.optionalString('Name the receiver’s certificate must carry (and the TLS SNI); unset: the host of SERVICE_AUDIT_SYSLOG_TARGET.'),
  hostname: setting.optionalString('HOSTNAME field of the messages (RFC 5424 §6.2.4); unset: this machine’s name.'),
  app_name: setting.string('portcullis', 'APP-NAME field of the messages (RFC 5424 §6.2.5), at most 48 printable characters.'),
  facility: setting.int(13, 'Syslog facility of the messages (RFC 5424 §6.2.1); 13 is "log audit".', { min: 0, max: 23 }),
  timeout: setting.int(30, 'Seconds one batch (connect, handshake, send) may take before it counts as failed (and is retried).', { min: 1, max: 600 }),
});

export type SyslogConfig = z.output<typeof syslogConfigSchema>;

/** `host:port`, `[v6]:port`. */
export function parseTarget(target: string): { host: string; port: number } | null {
  const match = /^(?:\[([0-9a-fA-F:.]+)\]|([^\s:[\]]+)):(\d{1,5})$/.exec(target.trim());
  if (!match) return null;
  const port = Number(match[3]);
  if (port < 1 || port > 65_535) return null;
  return { host: (match[1] ?? match[2])!, port };
}
