import type { PluginApi } from '@portcullis/core';
import { sandboxParams, workspaceQueryShape } from '@portcullis/plugin-gateways';
import { z } from 'zod';
import type { SandboxesConfig } from '../config.ts';

export function websocketRoute(api: PluginApi<SandboxesConfig>): void {
  api.websocket({
    path: '/ws/{gw}/{name}',
    access: 'viewer',
    summary: 'Live stream of one sandbox: {"type","data"} messages of type status, log, event, approval, heartbeat and error.',
    params: sandboxParams,
    query: z.object(workspaceQueryShape),
    handler: async (socket, request) => {
      // What a viewer sends is not read: the stream is one-way.
      socket.on('message', () => {});
      await request.resolve('sandboxLiveHub').attach(socket, { gateway: request.params.gw, workspace: request.query.workspace, name: request.params.name });
    },
  });
}
