import { createServiceRef } from '@portcullis/core';
import type { InferenceConfiguration } from './configuration.ts';

// Private: the routes reach the gateway through this service, never through `gatewayApi` themselves.
export const configurationRef = createServiceRef<InferenceConfiguration>({ id: 'inference.configuration' });
