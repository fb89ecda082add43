// A library that only some requests need (a mail transport, a WebAuthn verifier, a tar writer, gRPC) costs idle
// memory for the whole life of the process when it is imported at start-up: its source, its compiled functions and
// whatever it builds at load stay in the old generation. `lazily` defers such an import to its first use.

/**
 * A loader that runs `load` on its first call and answers every later call with the same promise, so the module is
 * imported once per process. A failed load is forgotten, so the next call tries again. Write it beside the code that
 * uses the module, with a type-only import for the types:
 *
 *     const nodemailer = lazily(() => import('nodemailer'));
 *     const { createTransport } = await nodemailer();
 */
export function lazily<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
