import { definePlugin } from '@portcullis/core';
import './types.ts';
import { inferenceConfigSchema } from './config.ts';
import { inferenceRoutes } from './routes/inference.ts';

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
    inferenceRoutes(api);
  },
});
