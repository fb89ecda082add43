// Clients of long-lived streams for tests: a WebSocket and a server-sent event stream that record what they receive
// and how they ended, and a plugin whose streams stay open until the server ends them.
import { definePlugin, HANDLED, openSse } from '@portcullis/core';
import type { TestKernel } from '@portcullis/testing';

/** Streams that stay open (a WebSocket and an SSE route needing `operator` on `{gw}`) and an operation that waits. */
export const followProbe = definePlugin({
  id: 'follow-probe',
  description: 'test streams that stay open until the server ends them',
  register(api) {
    api.websocket({
      path: '/ws/follow/{gw}',
      access: 'operator',
      summary: 'follow',
      handler: (socket, request) => {
        socket.send(JSON.stringify({ actor: request.actor.name }));
      },
    });
    api.route({
      method: 'GET',
      path: '/api/follow/{gw}',
      access: 'operator',
      summary: 'follow',
      produces: ['text/event-stream'],
      handler: (request) => {
        openSse(request.ctx, request.resolve('streams')).send('hello', { actor: request.actor!.name });
        return HANDLED;
      },
    });
    api.route({
      method: 'POST',
      path: '/api/follow/{gw}/operation',
      access: 'operator',
      summary: 'an operation that runs until the service stops',
      status: 202,
      handler: async (request) => {
        const { operation } = await request
          .resolve('operations')
          .start(
            { type: 'follow.wait', gateway: (request.params as { gw: string }).gw },
            (handle) => new Promise((resolve) => handle.signal.addEventListener('abort', resolve)),
          );
        return { id: operation.id };
      },
    });
  },
});

export interface Ending {
  code: number;
  reason: string;
}

export interface OpenSocket {
  /** The first message (the server accepted the socket). */
  opened: Promise<unknown>;
  ended: Promise<Ending>;
  readonly isOpen: boolean;
  close(): void;
}

/** A WebSocket with the headers a browser (cookie, Origin) or a script would send. */
export function openSocket(t: TestKernel, path: string, headers: Record<string, string> = {}): OpenSocket {
  // Node's WebSocket (undici) takes headers beside the protocols, as browsers do not.
  const socket = new WebSocket(`${t.url.replace('http', 'ws')}${path}`, { headers } as never);
  let isOpen = false;
  const opened = new Promise<unknown>((resolve, reject) => {
    socket.onmessage = (message) => {
      isOpen = true;
      resolve(JSON.parse(String(message.data)));
    };
    socket.onerror = () => reject(new Error(`the WebSocket ${path} was refused`));
  });
  const ended = new Promise<Ending>((resolve) => {
    socket.onclose = (event) => {
      isOpen = false;
      resolve({ code: event.code, reason: event.reason });
    };
  });
  return {
    opened,
    ended,
    get isOpen() {
      return isOpen;
    },
    close: () => socket.close(),
  };
}

export interface SseEvent {
  event: string;
  data: unknown;
}

export interface OpenEventStream {
  /** The first event (the server accepted the stream). */
  opened: Promise<SseEvent>;
  /** Every event received, once the server ended the stream. */
  ended: Promise<SseEvent[]>;
  readonly isOpen: boolean;
  close(): void;
}

/** A server-sent event stream read with fetch, parsed event by event. */
export function openEventStream(t: TestKernel, path: string, headers: Record<string, string> = {}): OpenEventStream {
  const abort = new AbortController();
  const received: SseEvent[] = [];
  let isOpen = true;
  // Replaced by `opened` below, before the first chunk can arrive.
  let first: (event: SseEvent) => void = () => undefined;
  const ended = (async () => {
    const response = await fetch(`${t.url}${path}`, { headers, signal: abort.signal });
    if (response.status !== 200) throw new Error(`the stream ${path} was refused: ${response.status} ${await response.text()}`);
    let buffered = '';
    const decoder = new TextDecoder();
    for await (const chunk of response.body!) {
      buffered += decoder.decode(chunk as Uint8Array, { stream: true });
      let end = buffered.indexOf('\n\n');
      while (end >= 0) {
        const parsed = parseEvent(buffered.slice(0, end));
        buffered = buffered.slice(end + 2);
        if (parsed) {
          received.push(parsed);
          first(parsed);
        }
        end = buffered.indexOf('\n\n');
      }
    }
    isOpen = false;
    return received;
  })();
  const opened = new Promise<SseEvent>((resolve, reject) => {
    first = resolve;
    ended.then(() => reject(new Error(`the stream ${path} ended without an event`)), reject);
  });
  return {
    opened,
    ended,
    get isOpen() {
      return isOpen;
    },
    close: () => abort.abort(),
  };
}

function parseEvent(block: string): SseEvent | null {
  const lines = block.split('\n').filter((line) => !line.startsWith(':'));
  const event = lines.find((line) => line.startsWith('event: '))?.slice(7);
  const data = lines.find((line) => line.startsWith('data: '))?.slice(6);
  return event && data !== undefined ? { event, data: JSON.parse(data) } : null;
}
