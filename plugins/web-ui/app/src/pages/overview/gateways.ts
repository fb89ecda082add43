import { api, expect } from '../../api/client.ts';
import type { paths } from '../../api/schema.ts';

export type GatewaySummary = paths['/api/gateways']['get']['responses'][200]['content']['application/json']['items'][number];

/** The gateways the caller can see (the overview asks each of them about approvals and curfews). */
export async function visibleGateways(): Promise<GatewaySummary[]> {
  return (await expect(api.GET('/api/gateways', { params: { query: { limit: 500, label: [] } } }))).items;
}

/** Each gateway's answer to `ask`, flattened; a gateway that fails adds nothing (its own page shows why). */
export async function fromEachGateway<T>(gateways: GatewaySummary[], ask: (gateway: string) => Promise<T[]>): Promise<T[]> {
  const answers = await Promise.all(gateways.map((gateway) => ask(gateway.name).catch(() => [] as T[])));
  return answers.flat();
}
