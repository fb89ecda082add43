import { createServiceRef } from '@portcullis/core';
import type { DecisionLinks } from './links.ts';
import type { LinkStore } from './store.ts';

// Channel plugins (e-mail, push, chat) resolve `decisionLinksRef` to put links in their approval.pending
// notifications (with optionalDependsOn: ['decision-links']); the store is this plugin's own.

export const decisionLinksRef = createServiceRef<DecisionLinks>({ id: 'decision-links.links' });
export const linkStoreRef = createServiceRef<LinkStore>({ id: 'decision-links.store' });
