// SSH relay sessions (contract §b.4). Responses keep to the character-set contract clients re-check.
import { failedPrecondition, requireField } from '../grpc/errors.ts';
import type { OpenShellImpl } from '../grpc/bind.ts';
import { PHASE } from '../state/types.ts';

/** The address clients should dial: a wildcard bind becomes loopback, IPv6 gets brackets. */
export function advertisedHost(host: string): string {
  if (host === '0.0.0.0' || host === '') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
}

export function sshHandlers(): Pick<OpenShellImpl, 'CreateSshSession' | 'RevokeSshSession'> {
  return {
    CreateSshSession: (request, ctx) => {
      const record = ctx.gateway.sandboxes.requireById(requireField(request.sandbox_id, 'sandbox_id'));
      ctx.requireSandboxAccess(record);
      if (record.phase !== PHASE.READY) throw failedPrecondition('sandbox is not ready');
      const { token, expiresAtMs } = ctx.gateway.ssh.create(record.id, ctx.gateway.options.sshSessionTtlMs);
      return {
        sandbox_id: record.id,
        token,
        gateway_host: advertisedHost(ctx.gateway.options.host),
        gateway_port: ctx.gateway.boundPort,
        gateway_scheme: ctx.gateway.options.tls ? 'https' : 'http',
        host_key_fingerprint: '',
        expires_at_ms: expiresAtMs,
      };
    },
    RevokeSshSession: (request, ctx) => ({
      revoked: ctx.gateway.ssh.revoke(requireField(request.token, 'token')),
    }),
  };
}
