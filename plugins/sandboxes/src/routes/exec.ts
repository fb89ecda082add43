import { accepted, type PluginApi, startsOperation } from '@portcullis/core';
import { resolveGatewayScope } from '@portcullis/plugin-gateways';
import type { SandboxesConfig } from '../config.ts';
import { execBody } from '../exec/schema.ts';
import { sandboxParams, scopeQuery } from '../sandbox/schemas.ts';
import { commandsRef } from '../services.ts';
import { idempotencyOf } from './idempotency-key.ts';

export function execRoute(api: PluginApi<SandboxesConfig>): void {
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
      const { operation } = await request
        .resolve('operations')
        .startOnce(idempotency, () => request.resolve(commandsRef).exec(scope, name, request.body, { idempotency, signal: request.signal }));
      return accepted(operation);
    },
  });
}
