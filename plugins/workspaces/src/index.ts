import { definePlugin } from '@portcullis/core';
import './types.ts';
import { workspaceRoutes } from './routes.ts';
import { GatewayWorkspaces } from './service.ts';

export type { GatewayOutcome, GatewayWorkspaceList, GatewayWorkspaces, WorkspaceView } from './service.ts';

export default definePlugin({
  id: 'workspaces',
  description: "Each gateway's workspaces and their members (OpenShell 0.1), listed across gateways, created, deleted and managed.",
  dependsOn: ['gateways'],
  events: {
    'workspace.created': 'A workspace was created on a gateway.',
    'workspace.deleted': 'A workspace was deleted from a gateway.',
    'workspace.member_added': 'A subject was added to a workspace, or given another role in it.',
    'workspace.member_removed': 'A member was removed from a workspace.',
  },
  register(api) {
    api.provide(
      'gatewayWorkspaces',
      (s) => new GatewayWorkspaces({ gateways: s.gatewayApi, registry: s.gatewayRegistry, access: s.access, audit: s.audit, events: s.events }),
    );
    workspaceRoutes(api);
  },
});
