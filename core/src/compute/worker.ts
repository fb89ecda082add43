import { constants, setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';

// The body of every compute worker: loads a task's module once, runs the named export on the input it is sent and
// posts back the result or the error. One task at a time: the pool sends the next only after an answer.

// The worker's own thread runs at a lower CPU priority (on Linux a priority is a thread's, and 0 names the
// calling one): on a machine with few cores, heavy checks yield the CPU to the event loop that answers everyone else.
lowerOwnPriority();

function lowerOwnPriority(): void {
  try {
    setPriority(0, constants.priority.PRIORITY_BELOW_NORMAL);
  } catch {
    // A platform that refuses leaves the worker at the service's priority: slower answers elsewhere, nothing worse.
  }
}

export interface TaskMessage {
  id: number;
  module: string;
  name: string;
  input: unknown;
}

export type AnswerMessage = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: { name: string; message: string } };

const modules = new Map<string, Promise<Record<string, unknown>>>();

function loaded(module: string): Promise<Record<string, unknown>> {
  let found = modules.get(module);
  if (!found) {
    found = import(module) as Promise<Record<string, unknown>>;
    modules.set(module, found);
  }
  return found;
}

async function answer(message: TaskMessage): Promise<AnswerMessage> {
  try {
    const task = (await loaded(message.module))[message.name];
    if (typeof task !== 'function') throw new Error(`${message.module} exports no function ${message.name}`);
    return { id: message.id, ok: true, result: await task(message.input) };
  } catch (error) {
    const { name, message: text } = error instanceof Error ? error : new Error(String(error));
    return { id: message.id, ok: false, error: { name, message: text } };
  }
}

parentPort?.on('message', (message: TaskMessage) => {
  void answer(message).then((reply) => parentPort!.postMessage(reply));
});
