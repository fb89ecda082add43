import type { Egress } from '@portcullis/core';
import type { DeliveryContexts } from '../refs.ts';
import type { DeliveryContext } from './channel.ts';
import type { OutboundHttp } from './http.ts';

/** Delivery contexts under the engine's rules: an attempt opens one, and so may a channel (deliveryContextRef). */
export class BoundedDeliveryContexts implements DeliveryContexts {
  private readonly deps: { http: OutboundHttp; egress: Egress; timeoutMs: number; publicUrl: string };

  constructor(deps: BoundedDeliveryContexts['deps']) {
    this.deps = deps;
  }

  open(signal?: AbortSignal): DeliveryContext {
    const { http, egress, timeoutMs, publicUrl } = this.deps;
    const timeout = AbortSignal.timeout(timeoutMs);
    const bounded = signal ? AbortSignal.any([timeout, signal]) : timeout;
    return { signal: bounded, timeoutMs, egress, publicUrl, post: (request) => http.post(request, bounded, timeoutMs) };
  }
}
