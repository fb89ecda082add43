import { definePlugin } from '@portcullis/core';
import { type DecisionLinks, decisionLinksRef } from '@portcullis/plugin-decision-links';
import {
  type ChannelTarget,
  type DeliveryContext,
  type DeliveryEvent,
  hostOf,
  type Verdict,
  type WebhookChannel,
  webhookChannels,
} from '@portcullis/plugin-webhooks';
import { emailMessage } from './message.ts';
import { sendMail } from './send.ts';
import { type EmailSettings, emailSettings, SECRET_FIELDS, smtpHost } from './settings.ts';

/** The sender when `from_addr` is not set: portcullis@ the host of SERVICE_PUBLIC_URL. */
function defaultSender(publicUrl: string): string {
  const host = URL.canParse(publicUrl) ? hostOf(new URL(publicUrl)) : '';
  return `Portcullis <portcullis@${host || 'localhost'}>`;
}

function send(event: DeliveryEvent, target: ChannelTarget<EmailSettings>, context: DeliveryContext, to: string[], message: { subject: string; text: string }) {
  const settings = target.config;
  return sendMail(
    settings,
    {
      from: settings.from_addr ?? defaultSender(context.publicUrl),
      to,
      ...message,
      headers: { 'X-Service-Event': event.name, 'X-Service-Delivery': target.deliveryId },
    },
    context,
  );
}

/**
 * An approval.pending mail with decision links goes to each address alone, with links bound to that address
 * (docs/decision-links.md §2). A retry sends every one of them again.
 */
async function sendWithLinks(
  links: DecisionLinks,
  event: DeliveryEvent,
  target: ChannelTarget<EmailSettings>,
  context: DeliveryContext,
): Promise<Verdict | null> {
  const meta = { deliveryId: target.deliveryId, webhookId: target.webhookId, publicUrl: context.publicUrl };
  let verdict: Verdict | null = null;
  for (const address of target.config.to_addrs) {
    const set = await links.linksFor(event, { kind: 'email', address });
    if (!set) return null;
    verdict = await send(event, target, context, [address], emailMessage(event, meta, set));
    if (!verdict.ok) return verdict;
  }
  return verdict;
}

/**
 * Plain-text email over SMTP. The webhook's URL is a `mailto:` placeholder; the SMTP server is in extra_config.
 * With the decision-links plugin, approval.pending mails carry approve / reject links.
 */
export const emailChannel = (links: DecisionLinks | null): WebhookChannel<EmailSettings> => ({
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
  deliver: async (event, target, context) => {
    const linked = links ? await sendWithLinks(links, event, target, context) : null;
    if (linked) return linked;
    const message = emailMessage(event, { deliveryId: target.deliveryId, webhookId: target.webhookId, publicUrl: context.publicUrl });
    return send(event, target, context, target.config.to_addrs, message);
  },
});

export default definePlugin({
  id: 'webhook-email',
  description: 'Webhook channel email: a plain-text email per event over SMTP.',
  dependsOn: ['webhooks'],
  optionalDependsOn: ['decision-links'],
  register(api) {
    const withLinks = api.isEnabled('decision-links');
    api.contributeWith(webhookChannels, (_services, resolve) => emailChannel(withLinks ? resolve(decisionLinksRef) : null));
  },
});
