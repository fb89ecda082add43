import type { Logger } from 'pino';
import { defineExtensionPoint } from '../plugins/extension-point.ts';
import type { AuditWriter, OrphanedIntent } from './writer.ts';

// An intent left open by a crash is resolved by the next process: reconciled against the gateway where the
// plugin that made the effect can tell whether it happened (a sandbox create: does the sandbox exist?), otherwise
// recorded as `unknown` (interrupted). Either way the log says what was attempted and that nobody saw it end.

export interface EffectReconciler {
  /** The audit action whose intents it can settle (`sandbox.create`). */
  action: string;
  /** Looks upstream: did the effect happen? `null` when it cannot tell (the gateway does not answer, ...). */
  reconcile(intent: OrphanedIntent, signal: AbortSignal): Promise<{ outcome: 'succeeded' | 'failed'; detail?: Record<string, unknown> } | null>;
}

export const effectReconcilers = defineExtensionPoint<EffectReconciler>('audit.effect-reconciler');

/** One recovery pass; returns how many intents it resolved. */
export async function recoverOpenIntents(options: {
  audit: AuditWriter;
  reconcilers: EffectReconciler[];
  logger: Logger;
  signal: AbortSignal;
}): Promise<number> {
  const byAction = new Map(options.reconcilers.map((reconciler) => [reconciler.action, reconciler]));
  let resolved = 0;
  for (const intent of await options.audit.orphanedIntents()) {
    if (options.signal.aborted) break;
    const verdict = await reconcile(byAction.get(intent.action), intent, options);
    const done = verdict
      ? await options.audit.resolveOrphan(intent, verdict.outcome, { ...verdict.detail, resolution: 'reconciled' })
      : await options.audit.resolveOrphan(intent, 'unknown', { resolution: 'interrupted' });
    if (done) resolved += 1;
  }
  if (resolved > 0) options.logger.warn({ resolved }, 'upstream effects left open by a stopped process were resolved in the audit log');
  return resolved;
}

async function reconcile(reconciler: EffectReconciler | undefined, intent: OrphanedIntent, options: { logger: Logger; signal: AbortSignal }) {
  if (!reconciler) return null;
  try {
    return await reconciler.reconcile(intent, options.signal);
  } catch (error) {
    options.logger.warn({ err: error, intent: intent.id, action: intent.action }, 'could not reconcile an open intent; recording it as unknown');
    return null;
  }
}
