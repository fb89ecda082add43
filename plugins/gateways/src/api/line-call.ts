import type { GatewayClientPool } from '../client/pool.ts';
import type { GatewayRecord } from '../gateway/record.ts';
import type { LineCall, WireCallOptions, WireMethod } from './line.ts';
import { type GatewayStream, mappedStream, type WireStream } from './stream.ts';

export interface PooledCallOptions {
  signal?: AbortSignal | undefined;
  /** For unary calls without a deadline of their own (default: the pool's call timeout). */
  deadlineMs?: number;
  /** The id of the wire line spoken, for the calls' trace spans. */
  line?: string;
}

/** A line's calls on the gateway's pooled channel, for one workspace, cancelled by `signal`. */
export function pooledLineCall(pool: GatewayClientPool, gateway: GatewayRecord, workspace: string, pooled: PooledCallOptions = {}): LineCall {
  const { signal, deadlineMs, line } = pooled;
  const withSignal = (options: WireCallOptions = {}) => ({ ...options, ...(signal ? { signal } : {}), ...(line ? { line } : {}) });
  const withDeadline = (options: WireCallOptions = {}) => (deadlineMs === undefined || options.deadlineMs !== undefined ? options : { ...options, deadlineMs });
  return {
    gateway,
    workspace,
    signal,
    unary: <Request, Response>(method: WireMethod<Request, Response>, request: Request, options?: WireCallOptions) =>
      pool.unary(gateway, method, request, withSignal(withDeadline(options))),
    serverStream: async <Request, Response, Item>(
      method: WireMethod<Request, Response>,
      request: Request,
      map: (message: Response) => Item | null,
      options: WireCallOptions = {},
    ): Promise<GatewayStream<Item>> => {
      const stream = await pool.serverStream(gateway, method, request, withSignal(options));
      return mappedStream(stream as unknown as WireStream, map as (message: unknown) => Item | null, (error) =>
        pool.problemFor(gateway.name, error, options.notFound ? { notFound: options.notFound } : {}),
      );
    },
  };
}
