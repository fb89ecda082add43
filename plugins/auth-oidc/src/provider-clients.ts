import { type Clock, describeRefusal, type Egress, EgressRefused } from '@portcullis/core';
import type * as client from 'openid-client';
import type { ProviderSettings } from './config.ts';
import { egressFetch } from './egress-fetch.ts';
import { openidClient } from './openid.ts';
import { plainHttpAllowed, transportProblem } from './transport-rule.ts';

/** A discovery document is used this long before it is fetched again (keys rotate; endpoints rarely move). */
const DISCOVERY_TTL_MS = 60 * 60_000;
/** Seconds any single request to a provider may take. */
const REQUEST_TIMEOUT_SECONDS = 10;

/** The endpoints of a discovery document that this service itself connects to. */
const FETCHED_ENDPOINTS = ['token_endpoint', 'jwks_uri', 'userinfo_endpoint'] as const;

/** A provider's discovery document names a URL this service may not use. */
export class ProviderRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProviderRefused';
  }
}

/**
 * The openid-client configuration of each provider: discovered on first use (never at start-up, so an identity
 * provider that is down does not stop the service), kept for an hour, discovered again after a failure. Every
 * request goes through the egress rule (egress-fetch.ts); the URLs the document names are judged by the same rules
 * before the configuration is used.
 */
export class ProviderClients {
  private readonly providers: Map<string, ProviderSettings>;
  private readonly egress: Egress;
  private readonly clock: Clock;
  private readonly cache = new Map<string, { configuration: Promise<client.Configuration>; until: number }>();

  constructor(providers: ProviderSettings[], egress: Egress, clock: Clock) {
    this.providers = new Map(providers.map((provider) => [provider.name, provider]));
    this.egress = egress;
    this.clock = clock;
  }

  get(name: string): ProviderSettings | undefined {
    return this.providers.get(name);
  }

  list(): ProviderSettings[] {
    return [...this.providers.values()];
  }

  configuration(provider: ProviderSettings): Promise<client.Configuration> {
    const now = this.clock.now();
    const cached = this.cache.get(provider.name);
    if (cached && cached.until > now) return cached.configuration;
    const configuration = this.discover(provider);
    this.cache.set(provider.name, { configuration, until: now + DISCOVERY_TTL_MS });
    configuration.catch(() => this.cache.delete(provider.name));
    return configuration;
  }

  private async discover(provider: ProviderSettings): Promise<client.Configuration> {
    const issuer = new URL(provider.issuer);
    const insecure = plainHttpAllowed(issuer, this.egress.localMode);
    const oidc = await openidClient();
    const configuration = await oidc.discovery(
      issuer,
      provider.client_id,
      undefined,
      provider.client_secret ? oidc.ClientSecretBasic(provider.client_secret) : oidc.None(),
      {
        [oidc.customFetch]: egressFetch(this.egress),
        timeout: REQUEST_TIMEOUT_SECONDS,
        // The spec verifies the ID token's signature against the provider's key set, not only TLS to its token
        // endpoint. Plain http only to a provider on this machine in local mode (development): transport-rule.ts.
        execute: [oidc.enableNonRepudiationChecks, ...(insecure ? [oidc.allowInsecureRequests] : [])],
      },
    );
    await judgeEndpoints(configuration.serverMetadata(), this.egress);
    return configuration;
  }
}

/**
 * The spec's private-address check on the URLs of a discovery document (the ones this service connects to) and
 * https for all of them: a provider's document must not send the service to an internal address.
 */
export async function judgeEndpoints(
  metadata: Pick<client.ServerMetadata, 'authorization_endpoint' | (typeof FETCHED_ENDPOINTS)[number]>,
  egress: Egress,
): Promise<void> {
  const problem = transportProblem(String(metadata.authorization_endpoint), egress.localMode);
  if (problem) throw new ProviderRefused(`authorization_endpoint: ${problem}`);
  for (const field of FETCHED_ENDPOINTS) {
    const value = metadata[field];
    if (value === undefined) continue;
    const transport = transportProblem(String(value), egress.localMode);
    if (transport) throw new ProviderRefused(`${field}: ${transport}`);
    const host = new URL(String(value)).hostname.replace(/^\[(.*)\]$/, '$1');
    const inspection = await egress.inspect(host);
    if (inspection.kind === 'refused') throw new EgressRefused(`${field}: ${describeRefusal(host, inspection)}`);
  }
}
