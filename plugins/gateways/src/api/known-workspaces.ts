// Whether a gateway has a workspace, remembered for a few seconds: every gateway-scoped request that names a
// `?workspace=` is checked (plugins/gateways/README.md), and a burst of them must not each cost a gateway call. A workspace
// created or deleted through Portcullis is forgotten at once; one changed on the gateway directly is seen within
// the window.

/** How long an answer is kept. */
export const KNOWN_WORKSPACE_TTL_MS = 5_000;
// Names come from request parameters; a flood of distinct ones must not grow the memory without bound.
const MAX_ENTRIES = 2_000;

/** `true`: the gateway has it; `false`: it has not; `null`: the gateway could not say (nothing is remembered). */
export type WorkspaceVerdict = boolean | null;

interface Entry {
  expiresAt: number;
  verdict: Promise<WorkspaceVerdict>;
}

export class KnownWorkspaces {
  private readonly entries = new Map<string, Entry>();
  private readonly now: () => number;

  constructor(now: () => number = Date.now) {
    this.now = now;
  }

  /** The remembered verdict on `gateway`/`workspace`, or `lookup`'s (shared by concurrent askers). */
  verdict(gateway: string, workspace: string, lookup: () => Promise<WorkspaceVerdict>): Promise<WorkspaceVerdict> {
    const key = keyOf(gateway, workspace);
    const now = this.now();
    const known = this.entries.get(key);
    if (known && known.expiresAt > now) return known.verdict;
    this.makeRoom(now);
    const entry: Entry = { expiresAt: now + KNOWN_WORKSPACE_TTL_MS, verdict: Promise.resolve(null) };
    // Only this lookup's own entry goes: a newer one (after a `forget`) stays.
    const drop = () => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    };
    entry.verdict = lookup().then(
      (answer) => {
        if (answer === null) drop();
        return answer;
      },
      (error: unknown) => {
        drop();
        throw error;
      },
    );
    this.entries.set(key, entry);
    return entry.verdict;
  }

  forget(gateway: string, workspace: string): void {
    this.entries.delete(keyOf(gateway, workspace));
  }

  private makeRoom(now: number): void {
    if (this.entries.size < MAX_ENTRIES) return;
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
    // Still full of fresh answers: the oldest goes (a Map iterates in insertion order).
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
  }
}

function keyOf(gateway: string, workspace: string): string {
  return `${gateway}\u0000${workspace}`;
}
