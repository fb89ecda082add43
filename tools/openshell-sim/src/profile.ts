// Version profiles: which upstream gateway's behaviour the simulator reproduces. `head` is upstream HEAD (2f7fb65,
// after v0.0.111); `v0.0.105` is the oldest release Portcullis supports (Start/Stop exist from it). Behaviour that
// is the same in both (asynchronous delete, image baseline policy, merge rules, validation) is not listed here.

export type VersionProfile = 'head' | 'v0.0.105';

export const VERSION_PROFILES: readonly VersionProfile[] = ['head', 'v0.0.105'];

export interface ProfileBehaviour {
  name: VersionProfile;
  /** Health/GetGatewayInfo version unless `version` is given (HEAD reports its newest release tag). */
  defaultVersion: string;
  /** Newest wire the gateway speaks: fields that appeared later are neither sent nor read (contract wire.json). */
  wireLevel: string;
  /** Chunks carry a stored review_token; approvals must echo it and are refused once the inputs changed. */
  reviewTokens: boolean;
  /** ApproveAllDraftChunks honours `approvals[]`, skips stale or conflicting chunks and writes one revision. */
  selectiveBulkApproval: boolean;
  /** Mechanistic proposals adopt the existing endpoint contract for their destination (and its rule key). */
  canonicalizesAdvisorProposals: boolean;
  /** Pending chunks the active policy already covers are auto-rejected ("covered by active policy revision N"). */
  rejectsCoveredChunks: boolean;
}

const PROFILES: Record<VersionProfile, ProfileBehaviour> = {
  head: {
    name: 'head',
    defaultVersion: '0.0.111',
    wireLevel: 'HEAD',
    reviewTokens: true,
    selectiveBulkApproval: true,
    canonicalizesAdvisorProposals: true,
    rejectsCoveredChunks: true,
  },
  'v0.0.105': {
    name: 'v0.0.105',
    defaultVersion: '0.0.105',
    wireLevel: 'v0.0.105',
    reviewTokens: false,
    selectiveBulkApproval: false,
    canonicalizesAdvisorProposals: false,
    rejectsCoveredChunks: false,
  },
};

export function profileBehaviour(profile: VersionProfile): ProfileBehaviour {
  const behaviour = PROFILES[profile];
  if (!behaviour) throw new TypeError(`unknown version profile '${profile}' (expected ${VERSION_PROFILES.join(' or ')})`);
  return behaviour;
}
