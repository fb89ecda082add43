// Version profiles: which upstream gateway's behaviour the simulator reproduces. `head` is upstream HEAD (2f7fb65,
// after v0.0.111); `v0.0.111` is that release; `v0.0.105` is the oldest release Portcullis supports (Start/Stop exist
// from it); `v0.1.2` is the GA release of the 0.1 wire line, whose messages differ from the 0.0 line's (the repo's
// proto/contract/wire-0.1.json; docs/openshell-0.1.md §2). Behaviour that is the same in all of them (asynchronous
// delete, image baseline policy, merge rules, validation) is not listed here.

export type VersionProfile = 'head' | 'v0.0.111' | 'v0.0.105' | 'v0.1.2';

export const VERSION_PROFILES: readonly VersionProfile[] = ['head', 'v0.0.111', 'v0.0.105', 'v0.1.2'];

/** The two incompatible wire lines: same package and method paths, other messages. */
export type WireLine = '0.0' | '0.1';

export interface ProfileBehaviour {
  name: VersionProfile;
  /** Which .proto files the port speaks: the 0.0 line (`@portcullis/proto`) or the 0.1 line (`.../line-0.1`). */
  wireLine: WireLine;
  /** Health/GetGatewayInfo version unless `version` is given (HEAD reports its newest release tag). */
  defaultVersion: string;
  /** Newest 0.0 wire the gateway speaks: fields that appeared later are neither sent nor read (contract wire.json). */
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

/** What upstream changed after v0.0.111 (commit #2850) and kept in the 0.1 line. */
const HEAD_DRAFT_BEHAVIOUR = {
  reviewTokens: true,
  selectiveBulkApproval: true,
  canonicalizesAdvisorProposals: true,
  rejectsCoveredChunks: true,
} as const;

const RELEASED_DRAFT_BEHAVIOUR = {
  reviewTokens: false,
  selectiveBulkApproval: false,
  canonicalizesAdvisorProposals: false,
  rejectsCoveredChunks: false,
} as const;

const PROFILES: Record<VersionProfile, ProfileBehaviour> = {
  head: { name: 'head', wireLine: '0.0', defaultVersion: '0.0.111', wireLevel: 'HEAD', ...HEAD_DRAFT_BEHAVIOUR },
  'v0.0.111': { name: 'v0.0.111', wireLine: '0.0', defaultVersion: '0.0.111', wireLevel: 'v0.0.111', ...RELEASED_DRAFT_BEHAVIOUR },
  'v0.0.105': { name: 'v0.0.105', wireLine: '0.0', defaultVersion: '0.0.105', wireLevel: 'v0.0.105', ...RELEASED_DRAFT_BEHAVIOUR },
  // The 0.1 line is read with its own protos; wireLevel only matters to the 0.0 line, where HEAD means "everything".
  'v0.1.2': { name: 'v0.1.2', wireLine: '0.1', defaultVersion: '0.1.2', wireLevel: 'HEAD', ...HEAD_DRAFT_BEHAVIOUR },
};

export function profileBehaviour(profile: VersionProfile): ProfileBehaviour {
  const behaviour = PROFILES[profile];
  if (!behaviour) throw new TypeError(`unknown version profile '${profile}' (expected one of ${VERSION_PROFILES.join(', ')})`);
  return behaviour;
}
