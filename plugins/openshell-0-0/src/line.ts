import { parseRelease, type WireLine } from '@portcullis/plugin-gateways';

// The 0.0 line (docs/wire-lines.md): every `0.0.N` release up to v0.0.116 speaks it. Releases before v0.0.105 still
// decode, but lack StartSandbox/StopSandbox and the STOPPED phases: they are shown degraded.
const LAST_PATCH = 116;
const OLDEST_SUPPORTED_PATCH = 105;

function patchOf(version: string): number | null {
  const release = parseRelease(version);
  return release && release.major === 0 && release.minor === 0 ? release.patch : null;
}

export const line00: WireLine = {
  id: '0.0',
  releases: `0.0.${OLDEST_SUPPORTED_PATCH}–0.0.${LAST_PATCH}`,
  speaks: (version) => {
    const patch = patchOf(version);
    return patch !== null && patch <= LAST_PATCH;
  },
  supports: (version) => (patchOf(version) ?? -1) >= OLDEST_SUPPORTED_PATCH,
  // The protos are loaded with the first call to a gateway of this line.
  load: async () => (await import('./operations.ts')).operations,
};
