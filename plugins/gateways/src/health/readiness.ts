import type { ReadinessCheck } from '@portcullis/core';
import type { WireLineRegistry } from '../api/wire-lines.ts';
import type { GatewayRegistry } from '../registry/registry.ts';

/**
 * The `gateways` part of /readyz: counts by status (per-gateway detail with `?verbose=true`: what the last probe
 * stored, with the wire line its version speaks and the extensions it negotiated). Informational: a gateway being
 * down never makes Portcullis itself unready.
 */
export function gatewaysReadiness(registry: GatewayRegistry, lines: WireLineRegistry): ReadinessCheck {
  return {
    name: 'gateways',
    async check({ verbose }) {
      const counts = await registry.countByStatus();
      const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
      const detail: Record<string, unknown> = {
        total,
        connected: counts.connected,
        degraded: counts.degraded,
        unreachable: counts.unreachable,
        unknown: counts.unknown,
      };
      if (verbose) {
        detail.items = (await registry.list()).map((record) => ({
          name: record.name,
          status: record.status,
          last_seen: record.lastSeen?.toISOString() ?? null,
          last_probe_at: record.lastProbeAt?.toISOString() ?? null,
          version: record.version,
          wire_line: record.version === null ? null : (lines.verdict(record.version).line?.id ?? null),
          extensions: record.extensions,
          latency_ms: record.latencyMs,
          error: record.lastError,
        }));
      }
      return { ok: true, detail };
    },
  };
}
