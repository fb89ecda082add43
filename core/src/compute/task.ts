import { extname } from 'node:path';

// A compute task is a named, pure, exported function of a module that a worker thread loads by URL: its input and
// its result cross threads by structured cloning, so both are plain data (no classes, no functions).

export interface ComputeTask<Input, Output> {
  /** URL of the module that exports the function. */
  readonly module: string;
  /** Name of the exported function. */
  readonly name: string;
  /** Carries the types only. */
  readonly signature?: (input: Input) => Output;
}

/**
 * The task `name` exported by the module at `path` (relative to `importMetaUrl`, without an extension): the module is
 * named with the caller's own extension, so the sources (`.ts`, type-stripped) and the compiled service (`.js`)
 * each load their own kind.
 */
export function computeTask<Input, Output>(importMetaUrl: string, path: string, name: string): ComputeTask<Input, Output> {
  const extension = extname(new URL(importMetaUrl).pathname);
  return { module: new URL(`${path}${extension}`, importMetaUrl).href, name };
}
