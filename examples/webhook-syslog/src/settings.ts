import { setting } from '@portcullis/core';
import { z } from 'zod';

export const FACILITIES = ['local0', 'local1', 'local2', 'local3', 'local4', 'local5', 'local6', 'local7'] as const;

// SERVICE_SYSLOG_APP_NAME and so on in the environment, or `syslog:` in the YAML configuration file.
export const settings = z
  .object({
    app_name: setting.string('portcullis', 'APP-NAME of every message (RFC 5424: 1 to 48 printable ASCII characters).'),
    facility: setting.oneOf(FACILITIES, 'local0', 'Syslog facility of every message.'),
    keep_days: setting.int(7, 'Days a sent message stays in GET /api/webhook-syslog/messages.', { min: 1, max: 365 }),
  })
  .superRefine((values, context) => {
    if (!/^[\x21-\x7e]{1,48}$/.test(values.app_name)) {
      context.addIssue({ code: 'custom', path: ['app_name'], message: 'must be 1 to 48 printable ASCII characters without spaces' });
    }
  });

export type Settings = z.output<typeof settings>;
