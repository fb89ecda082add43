// Shared test helpers: a kernel with the gateways and inference plugins and simulators on loopback.

import { gatewayTestKernel } from '@portcullis/plugin-gateways/testing';
import { jsonColumn, type TestKernel } from '@portcullis/testing';

export {
  closeTestSimulators as closeSimulators,
  registerSimulator as registerPlain,
  startTestSimulator as simulator,
} from '@portcullis/plugin-gateways/testing';
export { rows } from '@portcullis/testing';

export function bootInference(): Promise<TestKernel> {
  return gatewayTestKernel({ plugins: ['inference'] });
}

export function detailOf(row: { detail: unknown }): Record<string, unknown> {
  return jsonColumn(row.detail) as Record<string, unknown>;
}
