import type { GatewayDiscovery } from './scanner.ts';

declare module '@portcullis/core' {
  interface ServiceMap {
    /** Runs scans and reads the last result (exported). */
    gatewayDiscovery: GatewayDiscovery;
  }
}
