import type { paths } from '../api/schema.ts';

/** What `GET /api/gateways/{gw}/info` says about a gateway: the facts every tab of its page may need. */
export type GatewayInfo = paths['/api/gateways/{gw}/info']['get']['responses'][200]['content']['application/json'];
