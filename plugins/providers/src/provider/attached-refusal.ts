import { isProblem, Problem } from '@portcullis/core';

// DeleteProvider on a provider still attached answers FAILED_PRECONDITION
// `provider 'x' is attached to sandbox(es): a, b`. The 409 keeps that message and adds the sandbox names as data,
// so a client can offer to detach them without parsing text.
const ATTACHED = /attached to sandbox\(es\):\s*(.+)$/;

export function attachedSandboxes(message: string): string[] | null {
  const match = ATTACHED.exec(message);
  if (!match?.[1]) return null;
  return match[1]
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name.length > 0);
}

/** Adds `attached_sandboxes` to the gateway's refusal; any other error passes through unchanged. */
export function withAttachedSandboxes(error: unknown): unknown {
  if (!isProblem(error) || error.code !== 'GATEWAY_PRECONDITION_FAILED') return error;
  const sandboxes = attachedSandboxes(error.detail);
  if (!sandboxes) return error;
  return new Problem(409, error.code, { detail: error.detail, extensions: { ...error.extensions, attached_sandboxes: sandboxes }, cause: error });
}
