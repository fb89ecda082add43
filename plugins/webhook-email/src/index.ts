import { definePlugin } from '@portcullis/core';
import { hostOf, type WebhookChannel, webhookChannels } from '@portcullis/plugin-webhooks';
import { emailMessage } from './message.ts';
import { sendMail } from './send.ts';
import { type EmailSettings, emailSettings, SECRET_FIELDS, smtpHost } from './settings.ts';

/** The sender when `from_addr` is not set: portcullis@ the host of SERVICE_PUBLIC_URL. */
function defaultSender(publicUrl: string): string {
  const host = URL.canParse(publicUrl) ? hostOf(new URL(publicUrl)) : '';
  return `Portcullis <portcullis@${host || 'localhost'}>`;
}

/** Plain-text email over SMTP. The webhook's URL is a `mailto:` placeholder; the SMTP server is in extra_config. */
export const emailChannel: WebhookChannel<EmailSettings> = {
  type: 'email',
  description:
    'A plain-text email per event, sent over SMTP (extra_config: smtp_host and to_addrs required; smtp_port, smtp_user, smtp_pass (write-only), smtp_tls, from_addr). The URL is a mailto: placeholder.',
  extraConfig: emailSettings,
  signs: false,
  secretFields: SECRET_FIELDS,
  checkTarget: (url, settings) =>
    url.protocol === 'mailto:'
      ? { ok: true, hosts: [{ host: smtpHost(settings), path: 'extra_config.smtp_host' }] }
      : { ok: false, path: 'url', message: 'must be a mailto: placeholder URL for the email channel (the SMTP server is extra_config.smtp_host)' },
  deliver: (event, target, context) => {
    const settings = target.config;
    const message = emailMessage(event, { deliveryId: target.deliveryId, webhookId: target.webhookId, publicUrl: context.publicUrl });
    return sendMail(
      settings,
      {
        from: settings.from_addr ?? defaultSender(context.publicUrl),
        to: settings.to_addrs,
        ...message,
        headers: { 'X-Service-Event': event.name, 'X-Service-Delivery': target.deliveryId },
      },
      context,
    );
  },
};

export default definePlugin({
  id: 'webhook-email',
  description: 'Webhook channel email: a plain-text email per event over SMTP.',
  dependsOn: ['webhooks'],
  register(api) {
    api.contribute(webhookChannels, emailChannel);
  },
});
