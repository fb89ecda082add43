import type { GatewayApi, GatewayScope, LogPage, LogQuery } from '@portcullis/plugin-gateways';
import type { Sandboxes } from '../sandbox/sandboxes.ts';

/** A sandbox's recent log lines, read from its gateway's in-memory ring (GetSandboxLogs). */
export class SandboxLogs {
  private readonly gateways: GatewayApi;
  private readonly sandboxes: Sandboxes;

  constructor(deps: { gateways: GatewayApi; sandboxes: Sandboxes }) {
    this.gateways = deps.gateways;
    this.sandboxes = deps.sandboxes;
  }

  /** The lines `query` picks (404 SANDBOX_NOT_FOUND for an unknown sandbox). */
  async recent(scope: GatewayScope, name: string, query: LogQuery, signal: AbortSignal): Promise<LogPage> {
    const sandbox = await this.sandboxes.fetch(scope, name, signal);
    return this.gateways.sandboxes.logs(scope, sandbox, query, { signal });
  }
}
