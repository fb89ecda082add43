import { accepted, type PluginApi, startsOperation } from '@portcullis/core';
import { requestIdFor, resolveGatewayScope } from '@portcullis/plugin-gateways';
import type { SandboxesConfig } from '../config.ts';
import { runExecOperation } from '../exec/operation.ts';
import { execBody } from '../exec/schema.ts';
import { sandboxParams, scopeQuery } from '../sandbox/schemas.ts';
import { idempotencyOf } from './idempotency-key.ts';

export function execRoute(api: PluginApi<SandboxesConfig>): void {
  const { exec_timeout_seconds: defaultTimeoutSeconds, exec_output_max_bytes: maxOutputBytes } = api.config;
  api.route({
    method: 'POST',
    path: '/api/gateways/{gw}/sandboxes/{name}/exec',
    access: 'operator',
    tags: ['sandboxes'],
    ...startsOperation,
    summary: 'Run a command: 202 with an operation whose result is {exit_code, stdout, stderr, truncated}.',
    description:
      '`command` is an array of strings, or one string split shell-style (quotes and backslashes; no variables, globs or pipes). Unbalanced quotes, an empty command, NUL bytes or more than 1024 arguments are a 400 and start nothing. A command that outlives `timeout_seconds` (default SERVICE_EXEC_TIMEOUT_SECONDS) ends with exit code 124.',
    params: sandboxParams,
    query: scopeQuery,
    body: execBody,
    handler: async (request) => {
      const scope = await resolveGatewayScope(request);
      const name = request.params.name;
      const idempotency = idempotencyOf(request, 'sandbox.exec', scope, { sandbox: name, ...request.body });
      const { operation } = await request.resolve('operations').startOnce(idempotency, async () => {
        // Name → UUID now: an unknown sandbox is a 404 here, not a failed operation.
        const sandbox = await request.resolve('sandboxes').fetch(scope, name, request.signal);
        const work = {
          gateways: request.resolve('gatewayApi'),
          audit: request.resolve('audit'),
          scope,
          sandbox: name,
          sandboxId: sandbox.id,
          body: request.body,
          defaultTimeoutSeconds,
          maxOutputBytes,
          requestId: idempotency ? requestIdFor(idempotency.scope, idempotency.key) : null,
        };
        return {
          type: 'sandbox.exec',
          gateway: scope.gateway.name,
          resource: name,
          message: `Running ${request.body.command[0]}`,
          work: (handle) => runExecOperation(work, handle),
        };
      });
      return accepted(operation);
    },
  });
}
