import { useEffect, useRef, useState } from 'react';

export interface LogLine {
  timestamp: string;
  level?: string;
  source?: string;
  message: string;
  target?: string;
}
export interface LiveEvent {
  timestamp: string;
  type: string;
  reason: string;
  message: string;
}

export interface SandboxLive {
  /** `ended`: the service closed the stream because this session or its role no longer allows it (no reconnecting). */
  connection: 'connecting' | 'live' | 'reconnecting' | 'ended';
  /** Why the service ended the stream (`ended`). */
  endedReason: string | null;
  /** The last error the service reported about the upstream gateway (`reconnecting` while it retries). */
  upstreamError: string | null;
  logs: LogLine[];
  events: LiveEvent[];
  /** Messages the service dropped for this viewer (it was too slow), from the heartbeats. */
  dropped: number;
  /** The latest `status` message (the sandbox JSON). */
  status: Record<string, unknown> | null;
  /** Bumped on every `approval` message, so an inbox can reload. */
  approvals: number;
}

const KEEP_LINES = 500;
/** Close codes of a stream whose caller lost access: 4401 credential no longer valid, 4403 right lost. */
const ACCESS_LOST = new Set([4401, 4403]);
/** The service sends a heartbeat after 15 s of silence; three missed mean the connection is dead. */
const WATCHDOG_MS = 45_000;
const MAX_BACKOFF_MS = 15_000;

/**
 * The sandbox's WebSocket (`/ws/{gw}/{name}`, in its workspace): logs, events, status and approvals as they happen, reconnecting
 * with backoff when the connection drops or goes silent, but not when the service ended it for lost access.
 */
export function useSandboxLive(gateway: string, sandbox: string, workspace: string | undefined): SandboxLive {
  const [live, setLive] = useState<SandboxLive>({
    connection: 'connecting',
    endedReason: null,
    upstreamError: null,
    logs: [],
    events: [],
    dropped: 0,
    status: null,
    approvals: 0,
  });
  const attempts = useRef(0);
  useEffect(() => {
    let socket: WebSocket | null = null;
    let watchdog: number | undefined;
    let retry: number | undefined;
    let stopped = false;
    const update = (change: (current: SandboxLive) => Partial<SandboxLive>) => setLive((current) => ({ ...current, ...change(current) }));

    const armWatchdog = () => {
      window.clearTimeout(watchdog);
      watchdog = window.setTimeout(() => socket?.close(), WATCHDOG_MS);
    };
    const connect = () => {
      const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
      const query = workspace ? `?workspace=${encodeURIComponent(workspace)}` : '';
      socket = new WebSocket(`${scheme}://${window.location.host}/ws/${encodeURIComponent(gateway)}/${encodeURIComponent(sandbox)}${query}`);
      socket.onopen = () => {
        attempts.current = 0;
        update(() => ({ connection: 'live' }));
        armWatchdog();
      };
      socket.onmessage = (message) => {
        armWatchdog();
        const { type, data } = JSON.parse(String(message.data)) as { type: string; data: any };
        if (type === 'log') update((c) => ({ logs: [...c.logs, data as LogLine].slice(-KEEP_LINES), upstreamError: null }));
        else if (type === 'event') update((c) => ({ events: [...c.events, data as LiveEvent].slice(-KEEP_LINES) }));
        else if (type === 'status') update(() => ({ status: data, upstreamError: null }));
        else if (type === 'approval') update((c) => ({ approvals: c.approvals + 1 }));
        else if (type === 'heartbeat') update(() => ({ dropped: data.dropped_events ?? 0 }));
        else if (type === 'error') update(() => ({ upstreamError: `${data.message}${data.reconnecting ? ' (retrying)' : ''}` }));
      };
      socket.onclose = (event) => {
        window.clearTimeout(watchdog);
        if (stopped) return;
        if (ACCESS_LOST.has(event.code)) {
          update(() => ({ connection: 'ended', endedReason: event.reason || 'Access to this sandbox ended.' }));
          return;
        }
        update(() => ({ connection: 'reconnecting' }));
        const delay = Math.min(MAX_BACKOFF_MS, 500 * 2 ** attempts.current);
        attempts.current += 1;
        retry = window.setTimeout(connect, delay);
      };
    };
    connect();
    return () => {
      stopped = true;
      window.clearTimeout(watchdog);
      window.clearTimeout(retry);
      socket?.close();
    };
  }, [gateway, sandbox, workspace]);
  return live;
}
