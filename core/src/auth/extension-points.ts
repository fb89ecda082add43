import { z } from 'zod';
import { defineExtensionPoint } from '../plugins/extension-point.ts';
import type { Authenticator, RoleResolver } from './chain.ts';

/** Links of the auth chain (sessions, service-principal keys, proxy headers, ...). */
export const authMethods = defineExtensionPoint<Authenticator>('auth.method');

/** The per-gateway role resolution (one provider; without it, actors keep their global role). */
export const roleResolvers = defineExtensionPoint<RoleResolver>('auth.role-resolver', { single: true });

/**
 * Events after which access may have been withdrawn (a key rotated, a session ended, a role removed), as names or
 * `prefix.*` patterns: every replica then checks its open streams again (docs/streams.md).
 */
export const accessChangeEvents = defineExtensionPoint<string>('auth.access-changes', { schema: z.string().min(1) });
