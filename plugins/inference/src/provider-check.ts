import { isProblem, problems } from '@portcullis/core';
import type { GatewayApi, GatewayProvider, GatewayScope } from '@portcullis/plugin-gateways';

// SetInferenceRoute refuses, before any probe and even with no_verify, a provider whose type cannot serve inference
// or that holds no usable API key (docs/openshell-0.0.md §g.7). The gateway decides this from its own table of provider
// types, copied here (upstream openshell-server, inference route validation) so that the refusal is a 400 naming the
// field before the write is attempted, audited or counted as a failed route change.

/** How the router finds the key it authenticates with: only the named ones, the named ones then any, or none. */
type KeyLookup = 'preferred' | 'preferred-then-any' | 'none';

const INFERENCE_TYPES: Record<string, { keys: string[]; lookup: KeyLookup }> = {
  openai: { keys: ['OPENAI_API_KEY'], lookup: 'preferred-then-any' },
  anthropic: { keys: ['ANTHROPIC_API_KEY'], lookup: 'preferred-then-any' },
  nvidia: { keys: ['NVIDIA_API_KEY'], lookup: 'preferred-then-any' },
  deepinfra: { keys: ['DEEPINFRA_API_KEY'], lookup: 'preferred-then-any' },
  // Never "any credential": that would pick up service-account JSON instead of a bearer token.
  'google-vertex-ai': { keys: ['GOOGLE_VERTEX_AI_SERVICE_ACCOUNT_TOKEN', 'VERTEX_AI_SERVICE_ACCOUNT_TOKEN', 'GOOGLE_VERTEX_AI_TOKEN'], lookup: 'preferred' },
  // Fronted by a bridge that authenticates itself.
  'aws-bedrock': { keys: [], lookup: 'none' },
};

const ALIASES: Record<string, string> = {
  vertex: 'google-vertex-ai',
  'vertex-ai': 'google-vertex-ai',
  'google-vertex': 'google-vertex-ai',
  'gcp-vertex': 'google-vertex-ai',
};

/** Credentials come back redacted, so a key being there is all that can be seen (an empty value removes a key). */
function hasUsableKey(held: string[], keys: string[], lookup: KeyLookup): boolean {
  if (lookup === 'none') return true;
  if (keys.some((key) => held.includes(key))) return true;
  return lookup === 'preferred-then-any' && held.length > 0;
}

/** Why the gateway would refuse this provider for an inference route, or null. */
export function inferenceProviderProblem(provider: GatewayProvider): string | null {
  const { name } = provider;
  const type = provider.type.trim();
  const normalized = type.toLowerCase();
  const profile = INFERENCE_TYPES[ALIASES[normalized] ?? normalized];
  if (!profile) return `provider '${name}' has type '${type}', which cannot serve inference (supported: ${Object.keys(INFERENCE_TYPES).join(', ')})`;
  if (!hasUsableKey(provider.credentialKeys, profile.keys, profile.lookup)) {
    return `provider '${name}' has no usable API key credential${profile.keys.length > 0 ? ` (expected ${profile.keys.join(' or ')})` : ''}`;
  }
  return null;
}

/**
 * 400 on body.provider when the gateway would refuse the provider. A provider the workspace lacks is left to the
 * gateway, whose refusal (409 with its message) is the answer, as before.
 */
export async function checkInferenceProvider(gateways: GatewayApi, scope: GatewayScope, providerName: string, signal: AbortSignal): Promise<void> {
  let provider: GatewayProvider;
  try {
    provider = await gateways.providers.get(scope, providerName, { signal });
  } catch (error) {
    if (isProblem(error) && error.status === 404) return;
    throw error;
  }
  const problem = inferenceProviderProblem(provider);
  if (problem) throw problems.validation([{ path: 'body.provider', message: problem }]);
}
