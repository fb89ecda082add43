// Shared test helpers: a kernel with the gateways and providers plugins, simulators on loopback, and a gateway
// registered against each.

import { type GatewayKernelOptions, gatewayTestKernel } from '@portcullis/plugin-gateways/testing';
import { jsonColumn, type TestKernel } from '@portcullis/testing';

export {
  closeTestSimulators as closeSimulators,
  registerSimulator as registerPlain,
  startTestSimulator as simulator,
} from '@portcullis/plugin-gateways/testing';
export { rows } from '@portcullis/testing';

export function bootProviders(options: GatewayKernelOptions = {}): Promise<TestKernel> {
  const { plugins = [], env = {}, ...rest } = options;
  return gatewayTestKernel({ ...rest, plugins: ['providers', ...plugins], env: { SERVICE_PROVIDER_ATTACH_RETRY_DELAY_MS: '5', ...env } });
}

/** Audit detail as an object on both dialects. */
export function detailOf(row: { detail: unknown }): Record<string, unknown> {
  return jsonColumn(row.detail) as Record<string, unknown>;
}
