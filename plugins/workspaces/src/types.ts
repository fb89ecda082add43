import type { WorkspaceRole } from '@portcullis/plugin-gateways';
import type { GatewayWorkspaces } from './service.ts';

declare module '@portcullis/core' {
  interface ServiceMap {
    /** Each gateway's workspaces and members: listed, created, deleted and changed with audit rows and events (exported). */
    gatewayWorkspaces: GatewayWorkspaces;
  }

  interface EventMap {
    'workspace.created': { gateway: string; workspace: string };
    'workspace.deleted': { gateway: string; workspace: string };
    'workspace.member_added': { gateway: string; workspace: string; subject: string; role: WorkspaceRole };
    'workspace.member_removed': { gateway: string; workspace: string; subject: string };
  }
}
