import { Problem } from '@portcullis/core';

// Live gateways refuse changes to the static sections (filesystem removals, include_workdir, landlock, process)
// with INVALID_ARGUMENT. The request itself was well formed; the sandbox's state is what forbids it, so the caller
// gets 409 GATEWAY_PRECONDITION_FAILED with the gateway's reason (docs/decisions.md §4).
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

// A merge that would widen access is refused upstream with FAILED_PRECONDITION (docs/openshell-0.0.md §g.1), in
// merge.rs' words: "merge operation 0 add-rule 'x' would grant binary '/usr/bin/curl' undeclared authorization for
// a.example.com on ports [443]". The answer names the rule and the kind of widening, with a hint on what to do instead.
const MERGE_REFUSAL = /^merge operation (\d+) add-rule '([^']*)' (.+)$/s;

const WIDENINGS: Array<{ pattern: RegExp; conflict: string; hint: string }> = [
  {
    pattern: /would grant existing binaries/,
    conflict: 'existing_binaries_would_inherit',
    hint: "the rule's binaries would reach the new endpoints as well: list them in the rule too, or add it under a key of its own",
  },
  {
    pattern: /undeclared authorization/,
    conflict: 'new_binary_would_inherit',
    hint: 'a binary added to a rule reaches every endpoint of that rule: declare them all, or add it under a key of its own',
  },
  { pattern: /undeclared ports/, conflict: 'undeclared_port_would_change', hint: '' },
];

export function asMergeRefusal(error: unknown, sandbox: string): unknown {
  if (!(error instanceof Problem) || error.code !== 'GATEWAY_PRECONDITION_FAILED') return error;
  const match = MERGE_REFUSAL.exec(error.detail);
  if (!match) return error;
  const [, index, ruleKey, what] = match;
  const widening = WIDENINGS.find((candidate) => candidate.pattern.test(what!));
  const hint = widening?.hint ? ` (${widening.hint})` : '';
  return new Problem(409, 'GATEWAY_PRECONDITION_FAILED', {
    detail: `Rule '${ruleKey}' was not merged into the policy of sandbox ${sandbox}: the gateway refuses a merge that widens access, and this one ${what!.replace(/\.$/, '')}${hint}.`,
    extensions: {
      ...error.extensions,
      rule_key: ruleKey,
      merge_conflict: widening?.conflict ?? 'conflict',
      operation_index: Number(index),
      gateway_message: error.detail,
    },
    cause: error,
  });
}
