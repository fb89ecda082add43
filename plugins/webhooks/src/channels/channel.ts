import { defineExtensionPoint, type Egress } from '@portcullis/core';
import { z } from 'zod';
import type { Severity } from './render.ts';

// The contract between the engine and a channel plugin. The engine owns subscriptions, the outbox, retries, the
// delivery log and the outbound-address rule; a channel knows one kind of target: what its `extra_config` holds,
// which hosts its URL makes the service connect to, and how to deliver one event there. The engine names no channel.

/** An event as a channel receives it: the bus envelope plus what the engine knows about its name. */
export interface DeliveryEvent {
  id: string;
  name: string;
  timestamp: string;
  /** `gateway`, `sandbox` (where there is one), `actor`, plus the event's own fields. */
  data: Record<string, unknown>;
  /** When the event fires, as its plugin declares it ('' for an event no enabled plugin declares). */
  description: string;
  severity: Severity;
}

/** One webhook as its channel sees it, with its secrets in clear (never log them). */
export interface ChannelTarget<C> {
  webhookId: string;
  /** Stable across the attempts of one delivery (receivers deduplicate on it). */
  deliveryId: string;
  /** 1 for the first attempt. */
  attempt: number;
  url: string;
  /** The webhook's signing secret; null unless the channel signs. */
  secret: string | null;
  /** `extra_config` as the channel's schema produced it, secret fields included. */
  config: C;
  /** Who created the webhook (a push subscription is its creator's own: links in it are bound to them). */
  createdBy: string;
}

/** How an attempt ended: delivered, or not (retried unless `retry` is false). */
export type Verdict =
  | { ok: true; responseCode: number | null }
  | {
      ok: false;
      retry: boolean;
      responseCode: number | null;
      /** Shown in the delivery record: never a secret, a URL path or a response body. */
      error: string;
      /** The target is gone for good (a push subscription the push service no longer knows): the webhook is deactivated. */
      deactivate?: string;
    };

/** An HTTP request to a target; the engine sends it (see DeliveryContext.post). */
export interface OutboundRequest {
  url: string;
  method?: 'POST' | 'PUT';
  headers: Record<string, string>;
  body: string | Buffer;
}

export interface DeliveryContext {
  /** Aborted at the attempt's timeout or when the service stops. */
  signal: AbortSignal;
  timeoutMs: number;
  /** The kernel's outbound-address rule, for channels that open connections themselves (SMTP). */
  egress: Egress;
  /**
   * Sends an HTTP request under the engine's rules: addresses judged at connect time (private addresses refused
   * outside local mode, DNS rebinding included), redirects not followed, the timeout applied. 2xx is delivered,
   * 5xx and network errors are retried, anything else is not.
   */
  post(request: OutboundRequest): Promise<Verdict>;
  /** SERVICE_PUBLIC_URL, for links and default sender names. */
  publicUrl: string;
}

/** A host the service will connect to for a webhook, and the request field that names it (for error paths). */
export interface TargetHost {
  host: string;
  /** Field path below `body`, e.g. `url` or `extra_config.smtp_host`. */
  path: string;
}

export type TargetCheck = { ok: true; hosts: TargetHost[] } | { ok: false; path: string; message: string };

export interface WebhookChannel<C = any> {
  /** The `channel_type` value: lower case, digits and underscores. */
  type: string;
  description: string;
  /** Validates (and may default) `extra_config`; its output is what is stored and what `deliver` receives. */
  extraConfig: z.ZodType<C>;
  /**
   * Whether deliveries are signed with the webhook's secret (the spec's generic channel). Only then is a secret made
   * at create and shown in its answer; a channel whose receivers cannot check a signature (chat, email, push) gets none.
   */
  signs: boolean;
  /** Top-level `extra_config` keys that are write-only: stored encrypted, never shown, kept when an update omits them. */
  secretFields?: readonly string[];
  /**
   * Whether `url` (parsed) is a target of this kind, and which hosts delivering to it connects to; the engine checks
   * those against the outbound-address rule at create and update. `localMode` relaxes what a channel may allow
   * (plain http push services on loopback).
   */
  checkTarget(url: URL, config: C, context: { localMode: boolean }): TargetCheck;
  deliver(event: DeliveryEvent, target: ChannelTarget<C>, context: DeliveryContext): Promise<Verdict>;
}

const CHANNEL_TYPE_PATTERN = /^[a-z][a-z0-9_]{0,31}$/;

const isFunction = (value: unknown) => typeof value === 'function';
// Duck-typed: a third-party channel may bring its own copy of zod.
const isSchema = (value: unknown) => typeof (value as { safeParse?: unknown } | null)?.safeParse === 'function';

/** A channel plugin contributes one of these per channel type: `api.contribute(webhookChannels, channel)`. */
export const webhookChannels = defineExtensionPoint<WebhookChannel>('webhooks.channel', {
  schema: z.object({
    type: z.string().regex(CHANNEL_TYPE_PATTERN, 'must be lower case letters, digits and underscores, starting with a letter (at most 32)'),
    description: z.string().min(1),
    extraConfig: z.custom(isSchema, 'must be a zod schema'),
    signs: z.boolean({ error: 'must say whether deliveries are signed (true or false)' }),
    secretFields: z.array(z.string()).optional(),
    checkTarget: z.custom(isFunction, 'must be a function'),
    deliver: z.custom(isFunction, 'must be a function'),
  }),
});
