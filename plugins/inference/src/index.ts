import { definePlugin } from '@portcullis/core';
import './types.ts';
import { inferenceConfigSchema } from './config.ts';
import { InferenceConfiguration } from './configuration.ts';
import { inferenceRoutes } from './routes/inference.ts';
import { configurationRef } from './services.ts';

export type { InferenceConfig } from './config.ts';
export {
  DEFAULT_ROUTE,
  GATEWAY_DEFAULT_TIMEOUT_SECS,
  MAX_TIMEOUT_SECS,
  ROUTE_NAMES,
  type RouteJson,
  type RouteName,
  routeJsonSchema,
  setResultSchema,
} from './route-json.ts';

export default definePlugin({
  id: 'inference',
  description: "Inference configuration per gateway: the provider, model and timeout of the gateway's inference routes.",
  dependsOn: ['gateways'],
  config: { namespace: 'inference', schema: inferenceConfigSchema },
  events: {
    'inference.updated': 'The inference configuration of a gateway changed.',
  },
  register(api) {
    const setDeadlineMs = api.config.set_timeout_seconds * 1000;
    api.provide(configurationRef, (s) => new InferenceConfiguration({ gateways: s.gatewayApi, audit: s.audit, events: s.events, setDeadlineMs }), {
      private: true,
    });
    inferenceRoutes(api);
  },
});
