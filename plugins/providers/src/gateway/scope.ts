import type { GatewayRecord } from '@portcullis/plugin-gateways';

/** A gateway and the workspace every RPC of one request or one service call goes to. */
export interface ProviderScope {
  gateway: GatewayRecord;
  workspace: string;
}
