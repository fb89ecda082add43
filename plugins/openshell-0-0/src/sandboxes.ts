import {
  badGatewayAnswer,
  execStreamDeadlineMs,
  type GatewaySandbox,
  type LineCall,
  readOffsetPages,
  type SandboxOperations,
  sandboxBriefDecoder,
  type WatchEvent,
  type WorkspaceSelection,
} from '@portcullis/plugin-gateways';
import type { ExecSandboxEvent__Output } from '@portcullis/proto/generated/openshell/v1/ExecSandboxEvent';
import { SandboxPhase } from '@portcullis/proto/generated/openshell/v1/SandboxPhase';
import type { SandboxStreamEvent__Output } from '@portcullis/proto/generated/openshell/v1/SandboxStreamEvent';
import { rpc } from './methods.ts';
import { logLineOf, platformEventOf, sandboxOf } from './model.ts';

// Sandboxes on the 0.0 line: addressed by name for the lifecycle, by UUID for exec, SSH, logs and watch; deletes
// answer `deleted` (asynchronous on every supported release: the sandbox lingers in DELETING, docs/openshell-0.0.md
// §g.3).

const SANDBOX = { notFound: 'SANDBOX_NOT_FOUND' };

/** ListSandboxes read for identities and phases only (the Sandbox and ObjectMeta of docs/openshell-0.0.md §b.0, §b.2). */
const listBriefs = {
  ...rpc.ListSandboxes,
  deserialize: sandboxBriefDecoder({
    response: { sandboxes: 1, nextPageToken: null },
    sandbox: { metadata: 1, status: 3 },
    metadata: { id: 1, name: 2, workspace: 7 },
    status: { phase: 6 },
    // The generated enum lists the values in number order, from 0.
    phases: Object.values(SandboxPhase),
  }),
};

function listScope(selection: WorkspaceSelection) {
  return 'allWorkspaces' in selection ? { all_workspaces: true } : { workspace: selection.workspace };
}

function present(call: LineCall, name: string, sandbox: Parameters<typeof sandboxOf>[0]): GatewaySandbox {
  if (!sandbox) throw badGatewayAnswer(call.gateway.name, `answered without sandbox ${name}`);
  return sandboxOf(sandbox, call.workspace);
}

function watchEventOf(event: SandboxStreamEvent__Output, workspace: string): WatchEvent | null {
  if (event.sandbox) return { kind: 'sandbox', sandbox: sandboxOf(event.sandbox, workspace) };
  if (event.log) return { kind: 'log', line: logLineOf(event.log) };
  if (event.event) return { kind: 'event', event: platformEventOf(event.event) };
  if (event.warning) return { kind: 'warning', message: event.warning.message };
  if (event.draft_policy_update) {
    const update = event.draft_policy_update;
    return { kind: 'draft', draftVersion: Number(update.draft_version), newChunks: update.new_chunks, totalPending: update.total_pending };
  }
  return null;
}

export const sandboxes: SandboxOperations = {
  async get(call, name) {
    const response = await call.unary(rpc.GetSandbox, { name, workspace: call.workspace }, SANDBOX);
    return present(call, name, response.sandbox);
  },

  async list(call, selection) {
    const sandboxes = await readOffsetPages(
      async (offset, limit) => (await call.unary(rpc.ListSandboxes, { limit, offset, ...listScope(selection) })).sandboxes,
    );
    return sandboxes.map((sandbox) => sandboxOf(sandbox, call.workspace));
  },

  async briefs(call, selection) {
    const briefs = await readOffsetPages(async (offset, limit) => (await call.unary(listBriefs, { limit, offset, ...listScope(selection) })).sandboxes);
    return briefs.map((brief) => (brief.workspace ? brief : { ...brief, workspace: call.workspace }));
  },

  async create(call, spec) {
    const response = await call.unary(rpc.CreateSandbox, {
      name: spec.name,
      workspace: call.workspace,
      ...(spec.labels ? { labels: spec.labels } : {}),
      spec: {
        template: { image: spec.image },
        providers: spec.providers,
        environment: spec.environment,
        ...(spec.gpu ? { resource_requirements: { gpu: spec.gpu.count === null ? {} : { count: spec.gpu.count } } } : {}),
      },
    });
    return present(call, spec.name, response.sandbox);
  },

  async delete(call, name) {
    const response = await call.unary(rpc.DeleteSandbox, { name, workspace: call.workspace }, SANDBOX);
    // `deleted` is true for a sandbox that goes away asynchronously as for one that is gone at once.
    return response.deleted ? 'accepted' : 'already_absent';
  },

  async start(call, name) {
    return present(call, name, (await call.unary(rpc.StartSandbox, { name, workspace: call.workspace }, SANDBOX)).sandbox);
  },

  async stop(call, name) {
    return present(call, name, (await call.unary(rpc.StopSandbox, { name, workspace: call.workspace }, SANDBOX)).sandbox);
  },

  exec(call, target, request) {
    return call.serverStream(
      rpc.ExecSandbox,
      {
        sandbox_id: target.id,
        command: request.command,
        workdir: request.workdir ?? '',
        environment: request.environment ?? {},
        timeout_seconds: request.timeoutSeconds,
        ...(request.stdin ? { stdin: request.stdin } : {}),
      },
      (event: ExecSandboxEvent__Output) => {
        if (event.stdout) return { kind: 'stdout', data: Buffer.from(event.stdout.data) };
        if (event.stderr) return { kind: 'stderr', data: Buffer.from(event.stderr.data) };
        if (event.exit) return { kind: 'exit', exitCode: event.exit.exit_code };
        return null;
      },
      { ...SANDBOX, deadlineMs: execStreamDeadlineMs(request.timeoutSeconds) },
    );
  },

  async createSshSession(call, target) {
    const answer = await call.unary(rpc.CreateSshSession, { sandbox_id: target.id }, SANDBOX);
    return {
      sandboxId: answer.sandbox_id,
      token: answer.token,
      gatewayHost: answer.gateway_host,
      gatewayPort: answer.gateway_port,
      gatewayScheme: answer.gateway_scheme,
      hostKeyFingerprint: answer.host_key_fingerprint,
      expiresAt: Number(answer.expires_at_ms) > 0 ? Number(answer.expires_at_ms) : null,
    };
  },

  async revokeSshSession(call, token) {
    return (await call.unary(rpc.RevokeSshSession, { token })).revoked;
  },

  async logs(call, target, query) {
    const response = await call.unary(
      rpc.GetSandboxLogs,
      { sandbox_id: target.id, workspace: call.workspace, lines: query.lines, since_ms: query.since, sources: query.sources, min_level: query.minLevel },
      SANDBOX,
    );
    return { lines: response.logs.map(logLineOf), bufferTotal: response.buffer_total };
  },

  watch(call, target, request) {
    return call.serverStream(
      rpc.WatchSandbox,
      {
        id: target.id,
        follow_status: request.followStatus,
        follow_logs: request.followLogs,
        follow_events: request.followEvents,
        log_tail_lines: request.logTailLines,
        event_tail: request.eventTail,
        log_since_ms: request.logsSince,
      },
      (event: SandboxStreamEvent__Output) => watchEventOf(event, call.workspace),
      SANDBOX,
    );
  },
};
