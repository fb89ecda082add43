// Release comparisons for the version profile: a gateway of release X answers UNIMPLEMENTED for RPCs that appeared
// after X, and an older wire level neither sends nor reads fields that appeared later.

/** What an untagged source build reports (Cargo's workspace version); it has everything of its source tree. */
const UNTAGGED_BUILD_VERSION = '0.0.0';

/**
 * Parses "0.0.111", "v0.0.111" or "<=v0.0.35" into comparable numbers; "HEAD", "dev" and the untagged "0.0.0" sort
 * after every release.
 */
function parse(version: string): number[] {
  const cleaned = version.replace(/^<=/, '').replace(/^v/, '').trim();
  if (/^(head|dev)/i.test(cleaned) || cleaned === UNTAGGED_BUILD_VERSION) return [Infinity];
  return cleaned
    .split(/[.-]/)
    .slice(0, 3)
    .map((part) => Number.parseInt(part, 10) || 0);
}

export function compareVersions(a: string, b: string): number {
  const left = parse(a);
  const right = parse(b);
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const diff = (left[i] ?? 0) - (right[i] ?? 0);
    if (diff !== 0) return diff > 0 ? 1 : -1;
  }
  return 0;
}

/** True when something marked `availableSince` exists on a gateway of `gatewayVersion`. */
export function isAvailable(availableSince: string, gatewayVersion: string): boolean {
  return compareVersions(availableSince, gatewayVersion) <= 0;
}
