// A proposal's evaluation against the live policy (upstream `evaluate_proposal_candidate`): the candidate policy an
// approval would produce, why it cannot apply (application_error), the verdict shown to the reviewer and the
// review_token tying a review to exactly these inputs. HEAD stores the evaluation with the chunk and serves it as
// stored; approvals re-evaluate and compare tokens (docs/openshell-0.0.md §g.2).
import { createHash } from 'node:crypto';
import { canonicalJson, policyHash } from '../policy/canonical.ts';
import { canonicalizeAdvisorAddRule } from '../policy/merge/advisor.ts';
import { PolicyMergeError } from '../policy/merge/errors.ts';
import { mergePolicy } from '../policy/merge/operations.ts';
import { safetyViolations } from '../policy/validate.ts';
import type { ChunkEvaluation, NetworkPolicyRule, SandboxPolicy } from '../state/types.ts';
import { securityNotes } from './security-notes.ts';

export interface ProposalEvaluation extends ChunkEvaluation {
  /** The rule key and rule the proposal merges as (HEAD may rewrite a mechanistic one onto an existing rule). */
  ruleName: string;
  rule: NetworkPolicyRule;
}

/**
 * `mechanistic`: a fresh denial-derived proposal, which HEAD first rewrites onto an existing endpoint contract;
 * `stored`: a chunk's rule as stored (re-evaluations and edits).
 */
export type EvaluationMode = 'mechanistic' | 'stored';

export const NO_NEW_FINDINGS = 'prover: no new findings';

const oneLine = (text: string) => text.split(/\s*\n\s*/).join(' ');

function digest(parts: string[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
}

/**
 * The simulator has no prover: a proposal's security findings stand in for the prover's new findings, so an
 * unflagged proposal reads "no new findings" (the verdict auto-approval requires).
 */
function proverVerdict(rule: NetworkPolicyRule): string {
  const notes = securityNotes(rule);
  if (!notes) return NO_NEW_FINDINGS;
  const findings = notes.split(/(?<=\.) /);
  return `prover: ${findings.length} new finding${findings.length === 1 ? '' : 's'}${findings.map((f) => `\n  ${f}`).join('')}`;
}

function failed(ruleName: string, rule: NetworkPolicyRule, current: SandboxPolicy, applicationError: string): ProposalEvaluation {
  return {
    ruleName,
    rule,
    currentEffectivePolicy: current,
    candidateEffectivePolicy: undefined,
    validationResult: '',
    applicationError,
    reviewToken: digest(['openshell-proposal-evaluator-v2-failed', ruleName, canonicalJson(rule), policyHash(current), applicationError]),
  };
}

function canonicalProposal(
  current: SandboxPolicy,
  ruleName: string,
  rule: NetworkPolicyRule,
  canonicalize: boolean,
): { ruleName: string; rule: NetworkPolicyRule } | { error: string } {
  if (!canonicalize) return { ruleName, rule };
  try {
    return canonicalizeAdvisorAddRule(current, current, ruleName, rule);
  } catch (error) {
    return { error: `candidate canonicalization failed: ${(error as Error).message}` };
  }
}

/** Evaluates `rule` under `requestedRuleName` against `current` (the sandbox's policy; no provider layers). */
export function evaluateProposal(
  current: SandboxPolicy,
  requestedRuleName: string,
  rule: NetworkPolicyRule,
  mode: EvaluationMode,
  canonicalize: boolean,
): ProposalEvaluation {
  const proposal = canonicalProposal(current, requestedRuleName, rule, mode === 'mechanistic' && canonicalize);
  if ('error' in proposal) return failed(requestedRuleName, rule, current, proposal.error);
  let candidate: SandboxPolicy;
  try {
    candidate = mergePolicy(current, [{ kind: 'add_rule', ruleName: proposal.ruleName, rule: proposal.rule }]).policy;
  } catch (error) {
    if (!(error instanceof PolicyMergeError)) throw error;
    return failed(proposal.ruleName, proposal.rule, current, `merge failed: ${oneLine(error.message)}`);
  }
  const unsafe = safetyViolations(candidate);
  if (unsafe.length > 0) {
    return failed(proposal.ruleName, proposal.rule, current, `candidate invalid: policy contains unsafe content: ${unsafe.join('; ')}`);
  }
  return {
    ruleName: proposal.ruleName,
    rule: proposal.rule,
    currentEffectivePolicy: current,
    candidateEffectivePolicy: candidate,
    validationResult: proverVerdict(proposal.rule),
    applicationError: '',
    reviewToken: digest(['openshell-proposal-evaluator-v2', proposal.ruleName, canonicalJson(proposal.rule), policyHash(current), policyHash(candidate)]),
  };
}
