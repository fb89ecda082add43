import type { LogLine, PlatformEvent } from '@portcullis/plugin-gateways';
import { logLineJsonOf } from '../logs/query.ts';
import type { SandboxJson } from '../sandbox/json.ts';

// WebSocket messages are `{"type", "data"}` (docs/decisions.md §3). Each is encoded once, as bytes, and the same buffer
// goes to every viewer of the sandbox: fan-out costs a queue slot per client, not a JSON.stringify per client.
export type MessageType = 'status' | 'log' | 'event' | 'approval' | 'heartbeat' | 'error';

export type Frame = Buffer;

export function frame(type: MessageType, data: unknown): Frame {
  return Buffer.from(JSON.stringify({ type, data }));
}

export function statusFrame(sandbox: SandboxJson): Frame {
  return frame('status', sandbox);
}

export function logFrame(line: LogLine): Frame {
  return frame('log', logLineJsonOf(line));
}

export function eventFrame(event: PlatformEvent): Frame {
  return frame('event', {
    timestamp: new Date(event.time).toISOString(),
    source: event.source,
    type: event.type,
    reason: event.reason,
    message: event.message,
    metadata: { ...(event.metadata ?? {}) },
  });
}

export function heartbeatFrame(droppedEvents: number): Frame {
  return frame('heartbeat', { dropped_events: droppedEvents });
}

export interface StreamError {
  code: string;
  message: string;
  /** True while the service keeps trying to reach the gateway again. */
  reconnecting: boolean;
}

export function errorFrame(error: StreamError): Frame {
  return frame('error', error);
}

/** Close codes: 1000 normal (sandbox deleted), 1001 going away (shutdown), 1013 try again later (too slow). */
export const CLOSE = { normal: 1000, goingAway: 1001, tooSlow: 1013, notFound: 4404 } as const;
