import { parseRelease, type WireLine } from '@portcullis/plugin-gateways';

// The 0.1 line (docs/wire-lines.md): every `0.1.*` release, development builds of it included. 0.1.0, 0.1.1 and 0.1.2
// send the same request wire for everything Portcullis calls.

function isLine01(version: string): boolean {
  const release = parseRelease(version);
  return release !== null && release.major === 0 && release.minor === 1;
}

export const line01: WireLine = {
  id: '0.1',
  releases: '0.1.0–0.1.2',
  speaks: isLine01,
  supports: isLine01,
  // The protos are loaded with the first call to a gateway of this line.
  load: async () => (await import('./operations.ts')).operations,
};
