import type { Clock, EventCatalog, Logger } from '@portcullis/core';
import type { DeliveryContext, DeliveryEvent, Verdict, WebhookChannel } from '../channels/channel.ts';
import { verdictOfError } from '../channels/http.ts';
import type { ChannelRegistry } from '../channels/registry.ts';
import { severityOf } from '../channels/render.ts';
import type { DeliveryJson, DeliveryStatus } from '../outbox/log.ts';
import type { Outbox, OutboxJob } from '../outbox/outbox.ts';
import type { DeliveryContexts } from '../refs.ts';
import type { WebhookEntity } from '../webhook/entity.ts';
import type { OpenedSecrets, WebhookStore } from '../webhook/store.ts';
import type { Recorder } from './recorder.ts';

export interface AttemptSettings {
  /** Wait after failed attempt n + 1 (a retryable failure past the last entry fails the delivery). */
  retryDelaysMs: number[];
}

/** `portcullis_webhook_deliveries_total{result}`: attempts by how they ended. */
export interface DeliveryCounter {
  inc(labels: { result: DeliveryStatus }): void;
}

export interface AttemptDeps {
  store: WebhookStore;
  outbox: Outbox;
  recorder: Recorder;
  channels: ChannelRegistry;
  catalog: EventCatalog;
  clock: Clock;
  contexts: DeliveryContexts;
  logger: Logger;
  deliveries: DeliveryCounter;
  settings: AttemptSettings;
}

/** Rejects as soon as the signal aborts: a channel that ignores its signal still cannot hold an attempt open. */
function bounded<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * One attempt of one claimed delivery: the webhook is read now (an update applies to the next attempt), its
 * channel delivers under the timeout, and the record of the attempt commits with the delivery's next state (due
 * again after the retry delay, or finished). A webhook switched off or deleted meanwhile gets no attempt.
 */
export class AttemptRunner {
  private readonly deps: AttemptDeps;
  private descriptions: Map<string, string> | null = null;

  constructor(deps: AttemptDeps) {
    this.deps = deps;
  }

  /**
   * The record of the attempt, or null when none was made (webhook gone or off, service stopping). `sent` is called
   * as soon as the receiver is done with it, before the record is written: the receiver's slot is free from then.
   */
  async run(job: OutboxJob, stopping: AbortSignal, sent: () => void = () => {}): Promise<DeliveryJson | null> {
    const { outbox, store } = this.deps;
    const webhook = await store.find(job.webhookId);
    if (!webhook?.active) {
      await outbox.drop(job.id);
      return null;
    }
    const startedAt = this.deps.clock.now();
    const started = performance.now();
    const context = this.deps.contexts.open(stopping);
    const verdict = await this.attempt(webhook, job, context);
    sent();
    if (stopping.aborted) {
      // Cut short by shutdown: not an attempt the receiver answered; the next process (or replica) makes it.
      await outbox.release([job.id]);
      return null;
    }
    return this.finish(job, verdict, startedAt, Math.round(performance.now() - started));
  }

  /** What delivering says, or why nothing could be sent (no such channel here, secrets unreadable): never retried. */
  private async attempt(webhook: WebhookEntity, job: OutboxJob, context: DeliveryContext): Promise<Verdict> {
    const refused = (error: string): Verdict => ({ ok: false, retry: false, responseCode: null, error });
    const channel = this.deps.channels.get(webhook.channelType);
    if (!channel) return refused(`channel type ${webhook.channelType} is not enabled on this service`);
    let secrets: OpenedSecrets;
    try {
      secrets = this.deps.store.openSecrets(webhook);
    } catch {
      return refused("the webhook's stored secrets cannot be decrypted (was SERVICE_SECRET_KEY changed?); delete the webhook and create it anew");
    }
    return this.deliver(channel, webhook, secrets, job, context);
  }

  private deliver(channel: WebhookChannel, webhook: WebhookEntity, secrets: OpenedSecrets, job: OutboxJob, context: DeliveryContext): Promise<Verdict> {
    const envelope = JSON.parse(job.payload) as { id: string; name: string; timestamp: string; data: Record<string, unknown> };
    const event: DeliveryEvent = { ...envelope, description: this.describe(envelope.name), severity: severityOf(envelope.name) };
    const target = {
      webhookId: webhook.id,
      deliveryId: job.id,
      attempt: job.attempts + 1,
      url: webhook.url,
      secret: secrets.secret,
      config: secrets.config,
      createdBy: webhook.createdBy,
    };
    return bounded(
      Promise.resolve().then(() => channel.deliver(event, target, context)),
      context.signal,
    ).catch((error: unknown) => verdictOfError(error, context.signal, context.timeoutMs));
  }

  private describe(name: string): string {
    this.descriptions ??= new Map(this.deps.catalog.list().map((declared) => [declared.name, declared.description]));
    return this.descriptions.get(name) ?? '';
  }

  private async finish(job: OutboxJob, verdict: Verdict, startedAt: number, durationMs: number): Promise<DeliveryJson | null> {
    const { clock, settings, logger } = this.deps;
    const attempt = job.attempts + 1;
    const delay = !verdict.ok && verdict.retry ? settings.retryDelaysMs[job.attempts] : undefined;
    const status: DeliveryStatus = verdict.ok ? 'success' : delay !== undefined ? 'retrying' : 'failed';
    const nextAttemptAt = delay !== undefined ? clock.now() + delay : null;
    const record = await this.deps.recorder.record({
      job,
      retryAt: nextAttemptAt,
      deactivate: !verdict.ok && verdict.deactivate ? verdict.deactivate : null,
      record: {
        deliveryId: job.id,
        webhookId: job.webhookId,
        eventId: job.eventId,
        event: job.event,
        attempt,
        status,
        responseCode: verdict.responseCode,
        error: verdict.ok ? null : verdict.error,
        durationMs,
        createdAt: startedAt,
        nextAttemptAt,
      },
    });
    if (!record) return null;
    this.deps.deliveries.inc({ result: status });
    // A delivered event is routine; one that failed is what an operator looks for.
    const line = { webhook: job.webhookId, delivery: job.id, event: job.event, attempt, status, response_code: verdict.responseCode, error: record.error };
    if (status === 'success') logger.debug(line, 'webhook delivered');
    else logger.info(line, 'webhook delivery attempt failed');
    return record;
  }
}
