// Realistic log lines, shaped like those a HEAD gateway keeps for a sandbox: gateway lines (source "gateway",
// openshell_server targets, empty fields), supervisor lines (source "sandbox") and OCSF audit lines.
import type { LogInput } from './logs.ts';

export function gatewayLine(module: string, message: string, level = 'INFO'): LogInput {
  return { source: 'gateway', target: `openshell_server::${module}`, level, message, fields: {} };
}

export function supervisorLine(target: string, message: string, fields: Record<string, string> = {}): LogInput {
  return { source: 'sandbox', target, level: 'INFO', message, fields };
}

export function ocsfLine(message: string): LogInput {
  return { source: 'sandbox', target: 'ocsf', level: 'OCSF', message, fields: {} };
}

/** Lines the supervisor pushes when it comes up; they share one millisecond, as bursts do upstream. */
export function supervisorStartup(policyVersion: number): LogInput[] {
  return [
    supervisorLine('openshell_sandbox::supervisor', 'Starting sandbox supervisor'),
    supervisorLine('openshell_supervisor_network::proxy', 'Network proxy listening', { addr: '10.200.0.1:3128' }),
    supervisorLine('openshell_sandbox::policy', 'Policy loaded', { version: String(policyVersion) }),
    supervisorLine('openshell_sandbox::session', 'Supervisor session connected to gateway'),
  ];
}

export function networkAllowed(binary: string, pid: number, host: string, port: number, rule: string): LogInput {
  return ocsfLine(`NET:OPEN [INFO] ALLOWED ${binary}(${pid}) -> ${host}:${port} [policy:${rule} engine:opa]`);
}

export function networkDenied(binary: string, pid: number, host: string, port: number): LogInput {
  return ocsfLine(`NET:OPEN [MED] DENIED ${binary}(${pid}) -> ${host}:${port} [policy:- engine:opa]`);
}

export function httpDenied(binary: string, pid: number, method: string, url: string): LogInput {
  return ocsfLine(`HTTP:${method} [MED] DENIED ${binary}(${pid}) -> ${method} ${url} [policy:- engine:l7]`);
}

export interface InferenceCall {
  model: string;
  provider: string;
  latencyMs: number;
  endpoint: string;
  protocol: string;
}

/** One routed model call as a real gateway records it: router line, interception line, OCSF API line. */
export function realisticInference(call: InferenceCall): LogInput[] {
  return [
    supervisorLine('openshell_router', 'routing proxy inference request', {
      protocols: call.protocol,
      endpoint: call.endpoint,
      method: 'POST',
      path: '/v1/chat/completions',
    }),
    ocsfLine('NET:OPEN [INFO] ALLOWED node(77) -> inference.local:443 [policy:inference engine:router]'),
    ocsfLine(`API:INFERENCE [INFO] SUCCESS ${call.model} via ${call.provider} ${call.latencyMs}ms [POST /v1/chat/completions]`),
  ];
}

/** The shape the Portcullis spec's metering rule expects (source inference/proxy, targets mentioning inference). */
export function specStyleInference(call: InferenceCall): LogInput[] {
  return [
    {
      source: 'inference',
      target: 'openshell_inference::router',
      level: 'INFO',
      message: 'inference request completed',
      fields: { model: call.model, provider: call.provider, latency_ms: String(call.latencyMs) },
    },
    {
      source: 'proxy',
      target: 'openshell_proxy::inference',
      level: 'INFO',
      message: 'proxied inference request',
      fields: { host: 'inference.local', method: 'POST', path: '/v1/chat/completions' },
    },
  ];
}
