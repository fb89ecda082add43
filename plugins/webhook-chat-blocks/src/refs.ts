import { createServiceRef } from '@portcullis/core';
import type { ChatCallbacks } from './inbound/callbacks.ts';
import type { ChatDecisions } from './inbound/decisions.ts';
import type { ClickedMessages } from './inbound/messages.ts';
import type { ChatResponder } from './inbound/responder.ts';
import type { SeenRequests } from './inbound/seen-requests.ts';
import type { ChatLinks } from './linking/links.ts';

// The plugin's own services, behind refs its package does not export (docs/plugins.md, "Services and dependencies").

export const chatLinksRef = createServiceRef<ChatLinks>({ id: 'webhook-chat-blocks.links' });
export const chatCallbacksRef = createServiceRef<ChatCallbacks>({ id: 'webhook-chat-blocks.callbacks' });
export const chatDecisionsRef = createServiceRef<ChatDecisions>({ id: 'webhook-chat-blocks.decisions' });
export const clickedMessagesRef = createServiceRef<ClickedMessages>({ id: 'webhook-chat-blocks.messages' });
export const chatResponderRef = createServiceRef<ChatResponder>({ id: 'webhook-chat-blocks.responder' });
export const seenRequestsRef = createServiceRef<SeenRequests>({ id: 'webhook-chat-blocks.seen' });
