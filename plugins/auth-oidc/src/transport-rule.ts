import { isLoopbackHost } from '@portcullis/core';

// Identity providers are reached over https. Local mode (development) also allows plain http to a provider on
// this machine; the private-address rule for every connection is the kernel's egress rule (see egress-fetch.ts).

function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

/** Whether plain http may be used for this URL: only to a loopback host, only in local mode. */
export function plainHttpAllowed(url: URL, localMode: boolean): boolean {
  return localMode && isLoopbackHost(hostOf(url));
}

/** Why a provider URL may not be used, or null. */
export function transportProblem(text: string, localMode: boolean): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return `${text} is not a URL`;
  }
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && plainHttpAllowed(url, localMode)) return null;
  return url.protocol === 'http:'
    ? `${text} is plain http: identity providers must use https (http only to a loopback address, in local mode)`
    : `${text} is not an https URL`;
}
