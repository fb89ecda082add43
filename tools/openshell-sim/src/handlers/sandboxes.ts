// Sandbox CRUD and Start/Stop (docs/openshell-0.0.md §b.2, §f.3).

import type { OpenShellImpl } from '../grpc/bind.ts';
import { invalidArgument, requireField } from '../grpc/errors.ts';
import type { CallContext } from '../grpc/pipeline.ts';
import { toWire } from '../state/sandboxes.ts';
import type { SandboxRecord } from '../state/types.ts';
import { PHASE } from '../state/types.ts';
import { parseLabelSelector } from '../state/validation.ts';

const DEFAULT_PAGE = 100;
const MAX_PAGE = 1000;

export function page<T>(items: T[], limit: number, offset: number, defaultLimit = DEFAULT_PAGE): T[] {
  const size = Math.min(limit || defaultLimit, MAX_PAGE);
  return items.slice(offset, offset + size);
}

/** Name-keyed lookup within the request's workspace. */
export function sandboxByName(ctx: CallContext, name: string, workspace: string, field = 'name'): SandboxRecord {
  const resolved = ctx.gateway.workspaces.require(workspace);
  return ctx.gateway.sandboxes.requireByName(resolved, requireField(name, field));
}

function matchesSelector(record: SandboxRecord, selector: Record<string, string>): boolean {
  return Object.entries(selector).every(([key, value]) => record.labels[key] === value);
}

export function sandboxHandlers(): Pick<OpenShellImpl, 'CreateSandbox' | 'GetSandbox' | 'ListSandboxes' | 'DeleteSandbox' | 'StartSandbox' | 'StopSandbox'> {
  return {
    CreateSandbox: (request, ctx) => {
      if (!request.spec) throw invalidArgument('spec is required');
      const record = ctx.gateway.createSandbox({
        name: request.name,
        workspace: request.workspace,
        spec: request.spec,
        labels: request.labels,
        annotations: request.annotations,
      });
      return { sandbox: toWire(record) };
    },
    GetSandbox: (request, ctx) => ({ sandbox: toWire(sandboxByName(ctx, request.name, request.workspace)) }),
    ListSandboxes: (request, ctx) => {
      const selector = parseLabelSelector(request.label_selector);
      const workspace = request.all_workspaces ? undefined : ctx.gateway.workspaces.require(request.workspace);
      const matching = ctx.gateway.sandboxes.all().filter((s) => (workspace === undefined || s.workspace === workspace) && matchesSelector(s, selector));
      return { sandboxes: page(matching, request.limit, request.offset).map(toWire) };
    },
    DeleteSandbox: (request, ctx) => {
      const record = sandboxByName(ctx, request.name, request.workspace);
      if (record.phase !== PHASE.DELETING) ctx.gateway.lifecycle.delete(record);
      return { deleted: true };
    },
    StopSandbox: async (request, ctx) => {
      const record = sandboxByName(ctx, request.name, request.workspace);
      await ctx.gateway.lifecycle.stop(record);
      return { sandbox: toWire(record) };
    },
    StartSandbox: (request, ctx) => {
      const record = sandboxByName(ctx, request.name, request.workspace);
      ctx.gateway.lifecycle.start(record);
      return { sandbox: toWire(record) };
    },
  };
}
