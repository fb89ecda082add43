import type { paths } from '../api/schema.ts';

/** What `GET /api/gateway/{name}/info` says about a gateway: the facts every tab of its page may need. */
export type GatewayInfo = paths['/api/gateway/{name}/info']['get']['responses'][200]['content']['application/json'];
