// Turns our handler functions (request + context → response) into grpc-js handlers that run the call pipeline
// first and map thrown GatewayErrors onto gRPC statuses. Requests and responses pass through the profile's wire
// level, so an older gateway neither reads nor sends fields that appeared after it.
import type * as grpc from '@grpc/grpc-js';
import type { InferenceHandlers, OpenShellHandlers } from '@portcullis/proto';
import { droppedResponse } from './errors.ts';
import type { CallContext, PipelineDeps } from './pipeline.ts';
import { prepareCall, toServiceError } from './pipeline.ts';
import { rpcInfo } from './rpc-catalog.ts';
import { WireLevel } from './wire-level.ts';

export type Unary<Req, Res> = (request: Req, ctx: CallContext) => Res | Promise<Res>;
export type Streaming<Req, Res> = (request: Req, ctx: CallContext, stream: grpc.ServerWritableStream<Req, Res>) => Promise<void>;

type ImplOf<H> =
  H extends grpc.handleUnaryCall<infer Req, infer Res>
    ? Unary<Req, Res>
    : H extends grpc.handleServerStreamingCall<infer Req, infer Res>
      ? Streaming<Req, Res>
      : never;

type KnownKeys<T> = keyof { [K in keyof T as string extends K ? never : K]: T[K] };

export type OpenShellImpl = { [K in KnownKeys<OpenShellHandlers>]: ImplOf<OpenShellHandlers[K]> };
export type InferenceImpl = { [K in KnownKeys<InferenceHandlers>]: ImplOf<InferenceHandlers[K]> };

export function bindUnary<Req, Res>(deps: PipelineDeps, rpc: string, impl: Unary<Req, Res>, wire: WireLevel): grpc.handleUnaryCall<Req, Res> {
  const { request_type: requestType, response_type: responseType } = rpcInfo(rpc);
  return (call, callback) => {
    const request = wire.request(requestType, call.request);
    prepareCall(deps, rpc, call, request as Record<string, unknown>)
      .then((ctx) => impl(request, ctx))
      .then((response) => {
        if (deps.control.takeDroppedResponse(rpc)) throw droppedResponse();
        return response;
      })
      .then(
        (response) => callback(null, wire.response(responseType, response)),
        (error: unknown) => callback(toServiceError(error)),
      );
  };
}

export function bindStreaming<Req, Res>(deps: PipelineDeps, rpc: string, impl: Streaming<Req, Res>, wire: WireLevel): grpc.handleServerStreamingCall<Req, Res> {
  const { request_type: requestType, response_type: responseType } = rpcInfo(rpc);
  return (call) => {
    const request = wire.request(requestType, call.request);
    const write = call.write.bind(call);
    call.write = ((chunk: Res, ...rest: never[]) => write(wire.response(responseType, chunk), ...rest)) as typeof call.write;
    prepareCall(deps, rpc, call, request as Record<string, unknown>)
      .then((ctx) => impl(request, ctx, call))
      .catch((error: unknown) => {
        if (!call.cancelled) call.emit('error', toServiceError(error));
      });
  };
}

/** Binds every method of a service definition, choosing unary or streaming from the definition itself. */
export function bindService(
  deps: PipelineDeps,
  definition: grpc.ServiceDefinition,
  impl: Record<string, Unary<never, unknown> | Streaming<never, unknown>>,
): grpc.UntypedServiceImplementation {
  const handlers: grpc.UntypedServiceImplementation = {};
  const wire = new WireLevel(deps.gateway.options.profile.wireLevel);
  for (const [name, method] of Object.entries(definition)) {
    const fn = impl[name];
    if (!fn) throw new Error(`no simulator handler for ${name}`);
    handlers[name] = method.responseStream
      ? bindStreaming(deps, name, fn as Streaming<unknown, unknown>, wire)
      : bindUnary(deps, name, fn as Unary<unknown, unknown>, wire);
  }
  return handlers;
}
