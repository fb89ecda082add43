import {
  badGatewayAnswer,
  execStreamDeadlineMs,
  type GatewaySandbox,
  type LineCall,
  readTokenPages,
  type SandboxOperations,
  sandboxBriefDecoder,
  timestampMs,
  timestampOf,
  type WatchEvent,
} from '@portcullis/plugin-gateways';
import type { ExecSandboxEvent__Output } from '@portcullis/proto/generated-0.1/openshell/v1/ExecSandboxEvent';
import { SandboxPhase } from '@portcullis/proto/generated-0.1/openshell/v1/SandboxPhase';
import type { SandboxResponse__Output } from '@portcullis/proto/generated-0.1/openshell/v1/SandboxResponse';
import type { SandboxStreamEvent__Output } from '@portcullis/proto/generated-0.1/openshell/v1/SandboxStreamEvent';
import { rpc } from './methods.ts';
import { deletionOf, logLineOf, platformEventOf, sandboxOf } from './model.ts';
import { selectionScope, workspaceScope } from './selector.ts';

// Sandboxes on the 0.1 line: every RPC names the sandbox by name (exec, SSH, logs and watch too) within a workspace
// selector; lists follow page tokens; mutations carry the request id; a delete answers ACCEPTED and the sandbox
// lingers in DELETING until gone (docs/openshell-0.1.md §2.2–2.6, §3).

const SANDBOX = { notFound: 'SANDBOX_NOT_FOUND' };

/** ListSandboxes read for identities and phases only: Sandbox and ObjectMeta keep their 0.0 numbers (docs/openshell-0.1.md §2.4, §2.9). */
const listBriefs = {
  ...rpc.ListSandboxes,
  deserialize: sandboxBriefDecoder({
    response: { sandboxes: 1, nextPageToken: 2 },
    sandbox: { metadata: 1, status: 3 },
    metadata: { id: 1, name: 2, workspace: 7 },
    status: { phase: 6 },
    // The generated enum lists the values in number order, from 0.
    phases: Object.values(SandboxPhase),
  }),
};

function present(call: LineCall, name: string, response: SandboxResponse__Output): GatewaySandbox {
  if (!response.sandbox) throw badGatewayAnswer(call.gateway.name, `answered without sandbox ${name}`);
  return sandboxOf(response.sandbox, call.workspace, response.service_urls);
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

function execEventOf(event: ExecSandboxEvent__Output) {
  if (event.stdout) return { kind: 'stdout' as const, data: Buffer.from(event.stdout.data) };
  if (event.stderr) return { kind: 'stderr' as const, data: Buffer.from(event.stderr.data) };
  if (event.exit) return { kind: 'exit' as const, exitCode: event.exit.exit_code };
  return null;
}

export const sandboxes: SandboxOperations = {
  async get(call, name) {
    return present(call, name, await call.unary(rpc.GetSandbox, { name, ...workspaceScope(call) }, SANDBOX));
  },

  async list(call, selection) {
    const sandboxes = await readTokenPages(async (page_token, page_size) => {
      const page = await call.unary(rpc.ListSandboxes, { page_size, page_token, ...selectionScope(selection) });
      return { items: page.sandboxes, next: page.next_page_token };
    });
    return sandboxes.map((sandbox) => sandboxOf(sandbox, call.workspace));
  },

  async briefs(call, selection) {
    const briefs = await readTokenPages(async (page_token, page_size) => {
      const page = await call.unary(listBriefs, { page_size, page_token, ...selectionScope(selection) });
      return { items: page.sandboxes, next: page.nextPageToken };
    });
    return briefs.map((brief) => (brief.workspace ? brief : { ...brief, workspace: call.workspace }));
  },

  async create(call, spec, requestId) {
    const response = await call.unary(rpc.CreateSandbox, {
      name: spec.name,
      ...workspaceScope(call),
      request_id: requestId,
      ...(spec.labels ? { labels: spec.labels } : {}),
      ...(spec.workloadTemplate ? { workload_template: spec.workloadTemplate } : {}),
      ...(spec.services?.length ? { service_exposures: spec.services.map((service) => ({ service: service.name, target_port: service.port })) } : {}),
      spec: {
        template: { image: spec.image },
        providers: spec.providers,
        environment: spec.environment,
        ...(spec.gpu ? { resource_requirements: { gpu: spec.gpu.count === null ? {} : { count: spec.gpu.count } } } : {}),
      },
    });
    return present(call, spec.name, response);
  },

  async delete(call, name, requestId) {
    const response = await call.unary(rpc.DeleteSandbox, { name, ...workspaceScope(call), request_id: requestId }, SANDBOX);
    return deletionOf(call.gateway.name, response.outcome, `sandbox ${name}`);
  },

  async start(call, name, requestId) {
    return present(call, name, await call.unary(rpc.StartSandbox, { name, ...workspaceScope(call), request_id: requestId }, SANDBOX));
  },

  async stop(call, name, requestId) {
    return present(call, name, await call.unary(rpc.StopSandbox, { name, ...workspaceScope(call), request_id: requestId }, SANDBOX));
  },

  exec(call, target, request, requestId) {
    return call.serverStream(
      rpc.ExecSandbox,
      {
        sandbox: target.name,
        ...workspaceScope(call),
        command: request.command,
        workdir: request.workdir ?? '',
        environment: request.environment ?? {},
        execution_timeout: { seconds: request.timeoutSeconds, nanos: 0 },
        request_id: requestId,
        ...(request.stdin ? { stdin: request.stdin } : {}),
      },
      execEventOf,
      { ...SANDBOX, deadlineMs: execStreamDeadlineMs(request.timeoutSeconds) },
    );
  },

  async createSshSession(call, target) {
    const answer = await call.unary(rpc.CreateSshSession, { sandbox: target.name, ...workspaceScope(call) }, SANDBOX);
    return {
      sandboxId: answer.sandbox_id,
      token: answer.token,
      gatewayHost: answer.gateway_host,
      gatewayPort: answer.gateway_port,
      gatewayScheme: answer.gateway_scheme,
      hostKeyFingerprint: answer.host_key_fingerprint,
      expiresAt: timestampMs(answer.expiration_time),
    };
  },

  async revokeSshSession(call, token) {
    const response = await call.unary(rpc.RevokeSshSession, { token, allow_missing: true });
    return deletionOf(call.gateway.name, response.outcome, 'an SSH session') !== 'already_absent';
  },

  async logs(call, target, query) {
    const response = await call.unary(
      rpc.GetSandboxLogs,
      {
        sandbox: target.name,
        ...workspaceScope(call),
        lines: query.lines,
        ...(query.since > 0 ? { since_time: timestampOf(query.since) } : {}),
        sources: query.sources,
        min_level: query.minLevel,
      },
      SANDBOX,
    );
    return { lines: response.logs.map(logLineOf), bufferTotal: response.buffer_total };
  },

  watch(call, target, request) {
    return call.serverStream(
      rpc.WatchSandbox,
      {
        sandbox: target.name,
        ...workspaceScope(call),
        follow_status: request.followStatus,
        follow_logs: request.followLogs,
        follow_events: request.followEvents,
        log_tail_lines: request.logTailLines,
        event_tail: request.eventTail,
        ...(request.logsSince > 0 ? { since_time: timestampOf(request.logsSince) } : {}),
      },
      (event: SandboxStreamEvent__Output) => watchEventOf(event, call.workspace),
      SANDBOX,
    );
  },
};
