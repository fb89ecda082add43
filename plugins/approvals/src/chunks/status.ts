// Our status of a chunk versus the gateway's. Upstream knows pending, approved and rejected; two moves of the
// spec's state table have no upstream record and live in our table as an override:
//   dismissed — cleared (ClearDraftChunks deletes the chunk upstream; we keep the snapshot),
//   reopened  — an undone rejection (upstream cannot undo a rejection; the chunk stays rejected there and is
//               shown pending here until it is approved, which upstream allows from rejected).

export type ShownStatus = 'pending' | 'approved' | 'rejected' | 'dismissed';
export type Override = 'dismissed' | 'reopened';

export function shownStatus(upstream: string, override: Override | null | undefined): ShownStatus {
  if (override === 'dismissed') return 'dismissed';
  if (override === 'reopened' && upstream === 'rejected') return 'pending';
  if (upstream === 'approved' || upstream === 'rejected') return upstream;
  return 'pending';
}
