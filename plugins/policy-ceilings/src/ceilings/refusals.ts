import { Problem } from '@portcullis/core';
import type { Counterexample } from '../containment/check.ts';
import type { CeilingCounterexample } from './judge.ts';

// How a ceiling says no: 409 POLICY_CEILING_EXCEEDED naming one concrete request the write would allow and the
// ceiling does not (all of them, up to twenty, in `counterexamples`), or 422 POLICY_CEILING_UNDECIDED when the
// patterns are too intricate to decide within the check's budget (refused: a ceiling does not guess).

/** `source`: what the write adds (`change`), or what the policy in force already allows (`in_force`, drift). */
export interface SourcedCounterexample extends CeilingCounterexample {
  source: 'change' | 'in_force';
}

/** A counterexample in words: `GET /a on api.example.com:443 from /usr/bin/curl`. */
export function describeRequest(example: Counterexample): string {
  const where = `${example.host}:${example.port}${example.private_address ? ` (private address ${example.private_address})` : ''}`;
  const what = example.method ? `${example.method} ${example.path} on ${where}` : `an uninspected connection to ${where}`;
  return `${what} from ${example.binary}`;
}

export function ceilingName(gateway: string, selector: string | null): string {
  return selector ? `the policy ceiling of gateway ${gateway} for sandboxes ${selector}` : `the policy ceiling of gateway ${gateway}`;
}

export function ceilingExceeded(gateway: string, sandbox: string, counterexamples: SourcedCounterexample[], ceilings: Array<string | null>): Problem {
  const first = counterexamples[0]!;
  const request = `${describeRequest(first)} (rule ${first.rule})`;
  const ceiling = ceilingName(gateway, first.ceiling);
  const detail =
    first.source === 'change'
      ? `This would allow sandbox ${sandbox} ${request}, which ${ceiling} does not allow. Nothing was sent to the gateway.`
      : `The policy in force on sandbox ${sandbox} already allows ${request}, which ${ceiling} does not allow (drift); a write that keeps it is refused. Narrow the policy first. Nothing was sent to the gateway.`;
  return new Problem(409, 'POLICY_CEILING_EXCEEDED', { detail, extensions: { counterexample: first, counterexamples, ceilings } });
}

export function ceilingUndecided(sandbox: string | null): Problem {
  return new Problem(422, 'POLICY_CEILING_UNDECIDED', {
    title: 'Unprocessable Content',
    detail: `Whether ${sandbox ? `the policy of sandbox ${sandbox}` : 'the document'} stays within its policy ceiling could not be decided within the check's budget (its patterns are too intricate); it is refused. Simplify the wildcards.`,
  });
}
