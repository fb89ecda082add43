import { Problem } from '@portcullis/core';

// Live gateways refuse changes to the static sections (filesystem removals, include_workdir, landlock, process)
// with INVALID_ARGUMENT. The request itself was well formed; the sandbox's state is what forbids it, so the caller
// gets 409 GATEWAY_PRECONDITION_FAILED with the gateway's reason (decisions §4).
const STATIC_REFUSAL = /on a live sandbox|applied at startup/i;

export function asPreconditionRefusal(error: unknown): unknown {
  if (error instanceof Problem && error.code === 'VALIDATION_ERROR' && STATIC_REFUSAL.test(error.detail)) {
    return new Problem(409, 'GATEWAY_PRECONDITION_FAILED', { detail: error.detail, extensions: error.extensions, cause: error });
  }
  return error;
}

export async function refusingStaticChanges<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw asPreconditionRefusal(error);
  }
}
