import { type Actor, problems } from '@portcullis/core';

// Who a link was sent to, and who may therefore use it (docs/decision-links.md §2). An e-mail goes to an address:
// only the user whose account has that e-mail may use its links. A push subscription belongs to the user who
// subscribed (the webhook's creator). A chat message is read by everyone in the chat: its links are bound to that
// destination, and any signed-in user may use them, deciding with their own role.

export type Recipient = { kind: 'email'; address: string } | { kind: 'user'; name: string } | { kind: 'destination'; webhookId: string };

export function recipientKey(recipient: Recipient): string {
  switch (recipient.kind) {
    case 'email':
      return `email:${recipient.address.toLowerCase()}`;
    case 'user':
      return `user:${recipient.name.toLowerCase()}`;
    case 'destination':
      return `destination:${recipient.webhookId}`;
  }
}

/** 403 LINK_NOT_YOURS unless `actor` is who the link was sent to. */
export function requireRecipient(key: string, actor: Actor): void {
  if (key.startsWith('destination:')) return;
  const bound = key.slice(key.indexOf(':') + 1);
  if (actor.name.toLowerCase() === bound) return;
  throw problems.forbidden('This decision link was sent to someone else; sign in as its recipient, or decide in the console.', 'LINK_NOT_YOURS');
}
