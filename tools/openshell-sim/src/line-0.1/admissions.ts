// request_id on the 0.1 line (docs/openshell-0.1.md §2.12, §3): an optional UUID that makes a mutation at-most-once.
// The first call with an id is admitted before its handler runs; its success is kept 24 h and a retry with the same
// payload gets that answer again (response metadata `openshell-replayed: true`) instead of a second effect. Admissions
// are scoped by caller identity, method and workspace. As upstream (its mutation admission fence):
//   - same id, other payload → FAILED_PRECONDITION, ErrorInfo REQUEST_ID_PAYLOAD_MISMATCH;
//   - same id while the first call has no confirmed success (still running, or it failed: a status code does not
//     prove the handler had no effect) → REQUEST_OUTCOME_UNCERTAIN;
//   - an exec whose stream already ran → REQUEST_STREAM_UNAVAILABLE (output is never replayed);
//   - a caller holding the limit of admissions (1000 by default) → RESOURCE_EXHAUSTED.
import { createHash } from 'node:crypto';
import { failedPreconditionBecause, invalidField, resourceExhausted } from '../grpc/errors.ts';
import { canonicalJson } from '../policy/canonical.ts';
import type { CallContext01 } from './context.ts';
import { scopeName } from './context.ts';

const SUCCESS_TTL_MS = 24 * 60 * 60 * 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NIL_UUID = '00000000-0000-0000-0000-000000000000';

interface Admission {
  payloadHash: string;
  /** Set once the handler succeeded: the answer a retry gets. */
  success: { response: unknown; completedAtMs: number } | undefined;
  /** A stream ran under this id: there is nothing to replay. */
  streamed: boolean;
}

export const payloadMismatch = () => failedPreconditionBecause('REQUEST_ID_PAYLOAD_MISMATCH', 'request_id was already used with a different payload');

export const outcomeUncertain = () =>
  failedPreconditionBecause(
    'REQUEST_OUTCOME_UNCERTAIN',
    'request is admitted but has no confirmed replayable success; reconcile effects before starting a new request',
  );

export const streamUnavailable = () =>
  failedPreconditionBecause(
    'REQUEST_STREAM_UNAVAILABLE',
    'request_id was already used for a stream whose output cannot be replayed; this request was not executed again',
  );

/** A retry's verdict: run it (a fresh admission), or answer with what the first call left. */
type Verdict = { kind: 'admitted'; admission: Admission } | { kind: 'replay'; response: unknown };

export class RequestAdmissions {
  private readonly byCaller = new Map<string, Map<string, Admission>>();
  private readonly limit: number;

  constructor(limitPerCaller: number) {
    this.limit = limitPerCaller;
  }

  /** Runs a unary mutation at most once per request_id; a request without one just runs. */
  async unary<R>(ctx: CallContext01, request: Record<string, unknown>, execute: () => R | Promise<R>): Promise<{ response: R; replayed: boolean }> {
    const requestId = request['request_id'];
    if (typeof requestId !== 'string' || requestId === '') return { response: await execute(), replayed: false };
    const verdict = this.admit(ctx, request, requestId);
    if (verdict.kind === 'replay') return { response: structuredClone(verdict.response) as R, replayed: true };
    const response = await execute(); // a failure leaves the admission unresolved, as upstream
    verdict.admission.success = { response: structuredClone(response), completedAtMs: Date.now() };
    return { response, replayed: false };
  }

  /**
   * Admits a stream (exec) before it starts; call `settled` once the command itself finished. A retry before then is
   * REQUEST_OUTCOME_UNCERTAIN, after it REQUEST_STREAM_UNAVAILABLE.
   */
  stream(ctx: CallContext01, request: Record<string, unknown>): { settled(): void } {
    const requestId = request['request_id'];
    if (typeof requestId !== 'string' || requestId === '') return { settled: () => {} };
    const verdict = this.admit(ctx, request, requestId);
    if (verdict.kind === 'replay') throw streamUnavailable();
    const { admission } = verdict;
    admission.streamed = true;
    return {
      settled: () => {
        admission.success = { response: null, completedAtMs: Date.now() };
      },
    };
  }

  private admit(ctx: CallContext01, request: Record<string, unknown>, requestId: string): Verdict {
    const id = validateRequestId(requestId);
    const admissions = this.callerAdmissions(ctx);
    const key = `${ctx.rpc}\u0000${admissionScope(ctx, request)}\u0000${id}`;
    const payloadHash = fingerprint(request);
    const previous = admissions.get(key);
    if (previous && !expired(previous)) {
      if (previous.payloadHash !== payloadHash) throw payloadMismatch();
      if (!previous.success) throw outcomeUncertain();
      if (previous.streamed) throw streamUnavailable();
      return { kind: 'replay', response: previous.success.response };
    }
    admissions.delete(key);
    this.pruneExpired(admissions);
    if (admissions.size >= this.limit) {
      throw resourceExhausted('caller has reached the durable mutation admission limit; unresolved requests require reconciliation');
    }
    const admission: Admission = { payloadHash, success: undefined, streamed: false };
    admissions.set(key, admission);
    return { kind: 'admitted', admission };
  }

  private callerAdmissions(ctx: CallContext01): Map<string, Admission> {
    const caller = `${ctx.principal.identityProvider}\u0000${ctx.principal.subject}`;
    let admissions = this.byCaller.get(caller);
    if (!admissions) {
      admissions = new Map();
      this.byCaller.set(caller, admissions);
    }
    return admissions;
  }

  private pruneExpired(admissions: Map<string, Admission>): void {
    for (const [key, admission] of admissions) if (expired(admission)) admissions.delete(key);
  }
}

function expired(admission: Admission): boolean {
  return admission.success !== undefined && Date.now() >= admission.success.completedAtMs + SUCCESS_TTL_MS;
}

function validateRequestId(value: string): string {
  if (value.length !== 36 || !UUID.test(value) || value === NIL_UUID) {
    throw invalidField('request_id', 'must be a nonzero hyphenated UUID (36 characters)');
  }
  return value.toLowerCase();
}

/** Workspace-less requests that create or delete a workspace are scoped by the workspace they name. */
function admissionScope(ctx: CallContext01, request: Record<string, unknown>): string {
  if (ctx.scope.kind === 'none' && typeof request['name'] === 'string') return request['name'];
  return scopeName(ctx.scope);
}

/** The payload without its request_id, canonicalised (sorted keys, defaults dropped) and hashed. */
function fingerprint(request: Record<string, unknown>): string {
  const { request_id: _requestId, ...payload } = request;
  return createHash('sha256').update(canonicalJson(payload)).digest('hex');
}
