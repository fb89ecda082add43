// Shared test helpers: a kernel with the gateways and inference plugins and simulators on loopback.
import { jsonColumn, type TestKernel } from '@portcullis/core/testing';
import { gatewayTestKernel } from '@portcullis/plugin-gateways/testing';

export { startTestSimulator as simulator, closeTestSimulators as closeSimulators, registerSimulator as registerPlain } from '@portcullis/plugin-gateways/testing';
export { rows } from '@portcullis/core/testing';

export function bootInference(): Promise<TestKernel> {
  return gatewayTestKernel({ plugins: ['inference'] });
}

export function detailOf(row: { detail: unknown }): Record<string, unknown> {
  return jsonColumn(row.detail) as Record<string, unknown>;
}
