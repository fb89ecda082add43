// SSH relay sessions (docs/openshell-0.0.md §b.4). `gateway_host` is the gateway's raw bind address, `0.0.0.0` when it
// listens on every interface (docs/openshell-0.0.md §g.5): clients must put the host they reached the gateway on in its
// place.

import type { OpenShellImpl } from '../grpc/bind.ts';
import { failedPrecondition, requireField } from '../grpc/errors.ts';
import { PHASE } from '../state/types.ts';

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
        gateway_host: ctx.gateway.options.host,
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
