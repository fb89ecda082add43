import { createServiceRef } from '@portcullis/core';
import type { GatewayProviders } from './provider/gateway-providers.ts';

// Private: the provider routes reach the gateway through this service, never through `gatewayApi` themselves.
export const gatewayProvidersRef = createServiceRef<GatewayProviders>({ id: 'providers.gatewayProviders' });
