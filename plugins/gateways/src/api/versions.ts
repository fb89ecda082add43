// Release numbers as gateways report them in Health.version: `0.1.2`, `v0.0.116`, development builds
// `0.1.3-dev.84` and `0.0.117-dev.259+gbed9e5eaf`. Wire lines decide with these whether they speak a version.

export interface Release {
  major: number;
  minor: number;
  patch: number;
  /** `dev.84` for a development build; null for a release. */
  prerelease: string | null;
}

/** The release a version string names, or null when it names none. */
export function parseRelease(version: string): Release | null {
  const match = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/.exec(version.trim());
  if (!match) return null;
  return { major: Number(match[1]), minor: Number(match[2]), patch: Number(match[3]), prerelease: match[4] ?? null };
}
