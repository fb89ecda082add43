// Binds the 0.1 handlers to grpc-js. Unary calls run the 0.1 pipeline, then (for requests that carry a request_id)
// the admission fence, then the handler; response metadata (x-request-id, and `openshell-replayed: true` for a
// replayed answer) goes out with the outcome. Streams send their metadata when they start. Client and bidirectional
// streams (supervisor sessions, relays, interactive exec, TCP forwarding) only ever answer an error here.
import * as grpc from '@grpc/grpc-js';
import type { OpenShell01Handlers } from '@portcullis/proto/line-0.1';
import { droppedResponse, unimplemented } from '../grpc/errors.ts';
import type { PipelineDeps } from '../grpc/pipeline.ts';
import { applyCallControls, authorizeCaller, requestIdOf } from '../grpc/pipeline.ts';
import type { SurfaceCall } from '../grpc/surface-call.ts';
import type { CallContext01, Line01State } from './context.ts';
import { prepareCall01 } from './pipeline.ts';
import { rpc01Info } from './rpc-catalog.ts';
import { toServiceError01 } from './status.ts';

export type Unary01<Req, Res> = (request: Req, ctx: CallContext01) => Res | Promise<Res>;
export type Streaming01<Req, Res> = (request: Req, ctx: CallContext01, stream: grpc.ServerWritableStream<Req, Res>) => Promise<void>;

type ImplOf<H> =
  H extends grpc.handleUnaryCall<infer Req, infer Res>
    ? Unary01<Req, Res>
    : H extends grpc.handleServerStreamingCall<infer Req, infer Res>
      ? Streaming01<Req, Res>
      : never;

type KnownKeys<T> = keyof { [K in keyof T as string extends K ? never : K]: T[K] };
type StreamingKeys = {
  [K in KnownKeys<OpenShell01Handlers>]: OpenShell01Handlers[K] extends
    | grpc.handleClientStreamingCall<never, never>
    | grpc.handleBidiStreamingCall<never, never>
    ? K
    : never;
}[KnownKeys<OpenShell01Handlers>];

/** Every unary and server-streaming RPC of the 0.1 service; client and bidi streams are refused generically. */
export type OpenShell01Impl = { [K in Exclude<KnownKeys<OpenShell01Handlers>, StreamingKeys>]: ImplOf<OpenShell01Handlers[K]> };

export interface Bind01Deps extends PipelineDeps, Line01State {}

function responseMetadata(requestId: string, replayed: boolean): grpc.Metadata {
  const metadata = new grpc.Metadata();
  metadata.set('x-request-id', requestId);
  if (replayed) metadata.set('openshell-replayed', 'true');
  return metadata;
}

export function bindUnary01<Req, Res>(deps: Bind01Deps, rpc: string, impl: Unary01<Req, Res>): grpc.handleUnaryCall<Req, Res> {
  return (call, callback) => {
    const requestId = requestIdOf(call);
    const request = call.request as Record<string, unknown>;
    const run = async () => {
      const ctx = await prepareCall01(deps, rpc, call, request, requestId);
      const outcome = await deps.admissions.unary(ctx, request, () => impl(call.request, ctx));
      if (outcome.replayed) deps.control.countReplay(rpc);
      if (deps.control.takeDroppedResponse(rpc)) throw droppedResponse();
      return outcome;
    };
    run().then(
      ({ response, replayed }) => {
        call.sendMetadata(responseMetadata(requestId, replayed));
        callback(null, response);
      },
      (error: unknown) => {
        call.sendMetadata(responseMetadata(requestId, false));
        callback(toServiceError01(error));
      },
    );
  };
}

export function bindStreaming01<Req, Res>(deps: Bind01Deps, rpc: string, impl: Streaming01<Req, Res>): grpc.handleServerStreamingCall<Req, Res> {
  return (call) => {
    const requestId = requestIdOf(call);
    call.sendMetadata(responseMetadata(requestId, false));
    prepareCall01(deps, rpc, call, call.request as Record<string, unknown>, requestId)
      .then((ctx) => impl(call.request, ctx, call))
      .catch((error: unknown) => {
        if (!call.cancelled) call.emit('error', toServiceError01(error));
      });
  };
}

/**
 * RPCs the simulator does not run (client and bidirectional streams, the replica calls): after
 * authentication (a user calling a supervisor RPC gets PERMISSION_DENIED `this method requires a sandbox principal`)
 * they answer UNIMPLEMENTED `not simulated: <Rpc>`.
 */
function refusal(deps: Bind01Deps, rpc: string, call: SurfaceCall): Promise<never> {
  call.sendMetadata(responseMetadata(requestIdOf(call), false));
  deps.control.count(rpc, call.metadata);
  return applyCallControls(deps, rpc).then(() => {
    authorizeCaller(deps, rpc01Info(rpc).authorization, call);
    throw unimplemented(`not simulated: ${rpc}`);
  });
}

/** A handler of any kind that only ever refuses (see refusal()). */
export function bindRefusal(deps: Bind01Deps, rpc: string, method: { requestStream: boolean; responseStream: boolean }): grpc.UntypedHandleCall {
  if (!method.requestStream && !method.responseStream) {
    return ((call: grpc.ServerUnaryCall<unknown, unknown>, callback: grpc.sendUnaryData<unknown>) => {
      refusal(deps, rpc, call).catch((error: unknown) => callback(toServiceError01(error)));
    }) as grpc.handleUnaryCall<unknown, unknown>;
  }
  if (method.requestStream && !method.responseStream) {
    return ((call: grpc.ServerReadableStream<unknown, unknown>, callback: grpc.sendUnaryData<unknown>) => {
      refusal(deps, rpc, call).catch((error: unknown) => callback(toServiceError01(error)));
    }) as grpc.handleClientStreamingCall<unknown, unknown>;
  }
  return ((call: grpc.ServerWritableStream<unknown, unknown> | grpc.ServerDuplexStream<unknown, unknown>) => {
    refusal(deps, rpc, call).catch((error: unknown) => call.emit('error', toServiceError01(error)));
  }) as grpc.handleServerStreamingCall<unknown, unknown>;
}
