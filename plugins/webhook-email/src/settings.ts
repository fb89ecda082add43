import { z } from 'zod';

// extra_config of an email webhook. The spec names smtp_host and to_addrs (required), smtp_port, smtp_user,
// smtp_pass and from_addr; smtp_tls chooses how the connection is protected. smtp_pass is write-only: stored
// sealed, never shown, kept when an update leaves it out.

export const TLS_MODES = ['starttls', 'tls', 'none'] as const;
export type TlsMode = (typeof TLS_MODES)[number];

export const SECRET_FIELDS = ['smtp_pass'] as const;

const RECIPIENTS_MAX = 50;
// A host name, an IPv4 address, or an IPv6 address (brackets allowed).
const HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?\.?|\[?[0-9A-Fa-f:.]+\]?)$/;

const address = z.email({ error: 'must be an email address' }).max(320, { error: 'must be at most 320 characters' });

export const emailSettings = z
  .strictObject({
    smtp_host: z.string({ error: 'is required: the SMTP server to send through' }).regex(HOST, { error: 'must be a host name or an IP address' }),
    smtp_port: z
      .number({ error: 'must be a port number' })
      .int({ error: 'must be a port number' })
      .min(1, { error: 'must be 1-65535' })
      .max(65535, { error: 'must be 1-65535' })
      .optional(),
    smtp_user: z.string({ error: 'must be a string' }).min(1, { error: 'must not be empty' }).max(320, { error: 'must be at most 320 characters' }).optional(),
    smtp_pass: z
      .string({ error: 'must be a string' })
      .min(1, { error: 'must not be empty' })
      .max(1024, { error: 'must be at most 1024 characters' })
      .optional(),
    smtp_tls: z.enum(TLS_MODES, { error: `must be one of ${TLS_MODES.join(', ')}` }).default('starttls'),
    from_addr: address.optional(),
    to_addrs: z
      .array(address, { error: 'is required: a list of recipient addresses' })
      .min(1, { error: 'must name at least one recipient' })
      .max(RECIPIENTS_MAX, { error: `must have at most ${RECIPIENTS_MAX} recipients` }),
  })
  .refine((settings) => (settings.smtp_user === undefined) === (settings.smtp_pass === undefined), {
    error: 'smtp_user and smtp_pass go together (both for AUTH, or neither)',
    path: ['smtp_pass'],
  });

export type EmailSettings = z.output<typeof emailSettings>;

/** The port the TLS mode implies when none is given: 465 for implicit TLS, 587 (submission) otherwise. */
export function portOf(settings: EmailSettings): number {
  return settings.smtp_port ?? (settings.smtp_tls === 'tls' ? 465 : 587);
}

/** The SMTP host as the outbound-address rule reads it (IPv6 without brackets, no trailing dot). */
export function smtpHost(settings: Pick<EmailSettings, 'smtp_host'>): string {
  return settings.smtp_host
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '')
    .toLowerCase();
}
