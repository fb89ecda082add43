import { isIP } from 'node:net';
import { describeRefusal, lazily } from '@portcullis/core';
import type { DeliveryContext, Verdict } from '@portcullis/plugin-webhooks';
import type { NodemailerError } from 'nodemailer';
import { type EmailSettings, portOf, smtpHost } from './settings.ts';

// SMTP under the outbound-address rule: the server's name is judged by every address it resolves to, and the
// connection dials the first judged address (nodemailer is given the address, never the name, so it cannot resolve
// the name again to somewhere else); TLS still verifies the certificate against the name.

/** nodemailer is loaded with the first mail, not at start-up. */
const nodemailer = lazily(() => import('nodemailer'));

/** Errors that say the settings are wrong, not that the server is busy: retrying would fail the same way. */
const SETTINGS_ERRORS = new Set(['EAUTH', 'ENOAUTH', 'ETLS', 'EREQUIRETLS', 'ECONFIG', 'EENVELOPE']);

export interface OutgoingMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  headers: Record<string, string>;
}

function smtpVerdict(error: NodemailerError): Verdict {
  const responseCode = typeof error.responseCode === 'number' ? error.responseCode : null;
  const message = error.message || error.code || 'sending failed';
  if (responseCode !== null)
    return { ok: false, retry: error.permanent === false || (error.permanent === undefined && responseCode < 500), responseCode, error: message };
  return { ok: false, retry: !SETTINGS_ERRORS.has(error.code ?? ''), responseCode: null, error: message };
}

/** The SMTP code of the final reply (`250 2.0.0 Ok: queued`), or 250. */
function replyCode(response: unknown): number {
  const code = typeof response === 'string' ? Number.parseInt(response, 10) : Number.NaN;
  return Number.isInteger(code) ? code : 250;
}

export async function sendMail(settings: EmailSettings, mail: OutgoingMail, context: DeliveryContext): Promise<Verdict> {
  const host = smtpHost(settings);
  const inspection = await context.egress.inspect(host);
  if (inspection.kind === 'refused') return { ok: false, retry: false, responseCode: null, error: `not allowed: ${describeRefusal(host, inspection)}` };
  if (inspection.kind === 'unresolved') return { ok: false, retry: true, responseCode: null, error: inspection.message };
  const { createTransport } = await nodemailer();
  const transport = createTransport({
    host: inspection.addresses[0]!,
    port: portOf(settings),
    secure: settings.smtp_tls === 'tls',
    requireTLS: settings.smtp_tls === 'starttls',
    ignoreTLS: settings.smtp_tls === 'none',
    ...(settings.smtp_user !== undefined ? { auth: { user: settings.smtp_user, pass: settings.smtp_pass ?? '' } } : {}),
    ...(isIP(host) === 0 ? { tls: { servername: host } } : {}),
    connectionTimeout: context.timeoutMs,
    greetingTimeout: context.timeoutMs,
    socketTimeout: context.timeoutMs,
  });
  try {
    const info = await transport.sendMail({ ...mail, signal: context.signal });
    return { ok: true, responseCode: replyCode(info.response) };
  } catch (error) {
    return smtpVerdict(error as NodemailerError);
  } finally {
    transport.close();
  }
}
