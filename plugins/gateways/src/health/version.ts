// The oldest gateway release Portcullis supports (contract §0: StartSandbox/StopSandbox and the STOPPING/STOPPED
// phases arrived in v0.0.105; the wire is compatible from v0.0.88 on).
export const SUPPORTED_VERSION_FLOOR = '0.0.105';

/** `v0.0.111`, `0.0.111-dev.3+abc` → [0, 0, 111]; null when the string carries no release number. */
export function parseVersion(version: string): [number, number, number] | null {
  const match = /^v?(\d+)\.(\d+)\.(\d+)/.exec(version.trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

/** true / false against the floor; null when the version cannot be read (a dev build): not judged. */
export function isSupportedVersion(version: string, floor = SUPPORTED_VERSION_FLOOR): boolean | null {
  const given = parseVersion(version);
  const minimum = parseVersion(floor)!;
  if (!given) return null;
  for (let i = 0; i < 3; i += 1) {
    if (given[i]! !== minimum[i]!) return given[i]! > minimum[i]!;
  }
  return true;
}
