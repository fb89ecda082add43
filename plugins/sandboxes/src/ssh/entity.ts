import { defineEntity, p } from '@mikro-orm/core';

/**
 * An SSH session this service created. The token itself is never stored in clear: `tokenHash` (SHA-256) finds a
 * session by the token a caller presents, and `tokenSealed` (encrypted with the kernel's SecretBox) lets a
 * revoke-all call RevokeSshSession for each one.
 */
export const SshSession = defineEntity({
  name: 'SshSession',
  tableName: 'sandbox_ssh_sessions',
  properties: {
    id: p.string().primary(),
    gateway: p.string(),
    workspace: p.string(),
    sandbox: p.string(),
    sandboxId: p.string(),
    tokenHash: p.string(),
    tokenSealed: p.text(),
    createdBy: p.string(),
    expiresAt: p.datetime().nullable(),
    createdAt: p.datetime(),
  },
  indexes: [
    { name: 'sandbox_ssh_sessions_token', properties: ['tokenHash'] },
    { name: 'sandbox_ssh_sessions_sandbox', properties: ['gateway', 'workspace', 'sandbox'] },
    { name: 'sandbox_ssh_sessions_expiry', properties: ['expiresAt'] },
  ],
});

export type SshSessionEntity = InstanceType<typeof SshSession.class>;
