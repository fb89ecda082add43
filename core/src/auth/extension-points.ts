import { defineExtensionPoint } from '../plugins/extension-point.ts';
import type { Authenticator, RoleResolver } from './chain.ts';

/** Links of the auth chain (sessions, service-principal keys, proxy headers, ...). */
export const authMethods = defineExtensionPoint<Authenticator>('auth.method');

/** The per-gateway role resolution (one provider; without it, actors keep their global role). */
export const roleResolvers = defineExtensionPoint<RoleResolver>('auth.role-resolver', { single: true });
