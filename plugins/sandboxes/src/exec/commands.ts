import type { AuditWriter, PreparedOperation } from '@portcullis/core';
import { type GatewayApi, type GatewayScope, requestIdFor } from '@portcullis/plugin-gateways';
import type { Sandboxes } from '../sandbox/sandboxes.ts';
import type { StartRequest } from '../sandbox/start-request.ts';
import { type ExecWork, runExecOperation } from './operation.ts';
import type { ExecBody } from './schema.ts';

interface Deps {
  gateways: GatewayApi;
  audit: AuditWriter;
  sandboxes: Sandboxes;
  defaultTimeoutSeconds: number;
  maxOutputBytes: number;
}

/** Commands run in a sandbox, each as an operation that audits it (`sandbox.exec`) and streams it from the gateway. */
export class SandboxCommands {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  /** What `operations.startOnce` starts for a command: the sandbox is looked up now, so an unknown one is a 404, not a failed operation. */
  async exec(scope: GatewayScope, name: string, body: ExecBody, request: StartRequest): Promise<PreparedOperation> {
    const sandbox = await this.deps.sandboxes.fetch(scope, name, request.signal);
    const { idempotency } = request;
    const work: ExecWork = {
      gateways: this.deps.gateways,
      audit: this.deps.audit,
      scope,
      sandbox: name,
      sandboxId: sandbox.id,
      body,
      defaultTimeoutSeconds: this.deps.defaultTimeoutSeconds,
      maxOutputBytes: this.deps.maxOutputBytes,
      requestId: idempotency ? requestIdFor(idempotency.scope, idempotency.key) : null,
    };
    return {
      type: 'sandbox.exec',
      gateway: scope.gateway.name,
      resource: name,
      message: `Running ${body.command[0]}`,
      work: (handle) => runExecOperation(work, handle),
    };
  }
}
