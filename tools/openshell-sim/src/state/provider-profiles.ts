// A small static catalogue of provider types, enough for a management plane's "provider types" view.
import type { ProviderProfile } from '@portcullis/proto/generated/openshell/v1/ProviderProfile';
import type { ProviderProfile as ProviderProfile01 } from '@portcullis/proto/generated-0.1/openshell/v1/ProviderProfile';
import { invalidArgument } from '../grpc/errors.ts';
import type { ProviderRecord } from './types.ts';

interface ProfileSeed {
  id: string;
  name: string;
  category: string;
  description: string;
  envVar?: string;
  host?: string;
  inference?: boolean;
  binaries?: string[];
}

const SEEDS: ProfileSeed[] = [
  {
    id: 'claude',
    name: 'Claude Code',
    category: 'AGENT',
    description: 'Anthropic Claude Code agent credentials',
    envVar: 'ANTHROPIC_API_KEY',
    host: 'api.anthropic.com',
    binaries: ['/usr/local/bin/claude'],
  },
  { id: 'openai', name: 'OpenAI', category: 'INFERENCE', description: 'OpenAI API', envVar: 'OPENAI_API_KEY', host: 'api.openai.com', inference: true },
  {
    id: 'anthropic',
    name: 'Anthropic',
    category: 'INFERENCE',
    description: 'Anthropic Messages API',
    envVar: 'ANTHROPIC_API_KEY',
    host: 'api.anthropic.com',
    inference: true,
  },
  {
    id: 'nvidia',
    name: 'NVIDIA',
    category: 'INFERENCE',
    description: 'NVIDIA API catalog (build.nvidia.com)',
    envVar: 'NVIDIA_API_KEY',
    host: 'integrate.api.nvidia.com',
    inference: true,
  },
  {
    id: 'github',
    name: 'GitHub',
    category: 'SOURCE_CONTROL',
    description: 'GitHub token for git and the API',
    envVar: 'GITHUB_TOKEN',
    host: 'api.github.com',
    binaries: ['/usr/bin/git', '/usr/bin/gh'],
  },
  {
    id: 'gitlab',
    name: 'GitLab',
    category: 'SOURCE_CONTROL',
    description: 'GitLab personal access token',
    envVar: 'GITLAB_TOKEN',
    host: 'gitlab.com',
    binaries: ['/usr/bin/git'],
  },
  { id: 'slack', name: 'Slack', category: 'MESSAGING', description: 'Slack bot token', envVar: 'SLACK_BOT_TOKEN', host: 'slack.com' },
  { id: 'generic', name: 'Generic', category: 'OTHER', description: 'Arbitrary environment variables' },
];

/** Types whose profile has no required credential: a provider of that type may be created without credentials. */
export const TYPES_WITHOUT_REQUIRED_CREDENTIALS = new Set(['generic']);

function toProfile(seed: ProfileSeed): ProviderProfile {
  return {
    id: seed.id,
    display_name: seed.name,
    description: seed.description,
    category: `PROVIDER_PROFILE_CATEGORY_${seed.category}` as ProviderProfile['category'],
    credentials: seed.envVar
      ? [
          {
            name: 'api_key',
            description: `${seed.name} credential`,
            env_vars: [seed.envVar],
            required: true,
            auth_style: 'bearer',
            header_name: 'authorization',
          },
        ]
      : [],
    endpoints: seed.host ? [{ host: seed.host, port: 443, ports: [443] }] : [],
    binaries: (seed.binaries ?? []).map((path) => ({ path })),
    inference_capable: seed.inference ?? false,
    resource_version: 1,
    source: 'builtin',
    scope: 'gateway',
  };
}

export function providerProfiles(): ProviderProfile[] {
  return SEEDS.map(toProfile);
}

/**
 * The ids a 0.1 gateway's profiles go by: the 0.0 catalogue's, except that the 0.1 line has no aliases and names the
 * Claude Code agent `claude-code` (docs/openshell-0.1.md §2.10).
 */
const IDS_01: Record<string, string> = { 'claude-code': 'claude' };

export const BUILTIN_PROFILE_IDS_01: readonly string[] = SEEDS.map((seed) => Object.entries(IDS_01).find(([, old]) => old === seed.id)?.[0] ?? seed.id);

/**
 * One of the simulator's built-in profiles under its 0.1 id, for seeding a 0.1 gateway's (otherwise empty) catalogue.
 * Its endpoints set no tls/enforcement/access, so the value reads the same on both lines.
 */
export function builtinProfile01(id: string): (ProviderProfile01 & { id: string }) | undefined {
  const seed = SEEDS.find((candidate) => candidate.id === (IDS_01[id] ?? (Object.values(IDS_01).includes(id) ? undefined : id)));
  // the endpoints carry only host and ports, whose fields are the same on both lines
  return seed && ({ ...toProfile(seed), id, source: 'user', scope: 'platform' } as ProviderProfile01 & { id: string });
}

type KeyLookup = 'preferred' | 'preferred-then-any' | 'none';

/** Provider types an inference route can use, with the credential the router authenticates with. */
const INFERENCE_TYPES: Record<string, { keys: string[]; lookup: KeyLookup }> = {
  openai: { keys: ['OPENAI_API_KEY'], lookup: 'preferred-then-any' },
  anthropic: { keys: ['ANTHROPIC_API_KEY'], lookup: 'preferred-then-any' },
  nvidia: { keys: ['NVIDIA_API_KEY'], lookup: 'preferred-then-any' },
  deepinfra: { keys: ['DEEPINFRA_API_KEY'], lookup: 'preferred-then-any' },
  // Vertex never falls back to "any credential": that would pick up service-account JSON, not a bearer token
  'google-vertex-ai': {
    keys: ['GOOGLE_VERTEX_AI_SERVICE_ACCOUNT_TOKEN', 'VERTEX_AI_SERVICE_ACCOUNT_TOKEN', 'GOOGLE_VERTEX_AI_TOKEN'],
    lookup: 'preferred',
  },
  // Bedrock is fronted by a bridge that authenticates itself
  'aws-bedrock': { keys: [], lookup: 'none' },
};

const INFERENCE_ALIASES: Record<string, string> = {
  vertex: 'google-vertex-ai',
  'vertex-ai': 'google-vertex-ai',
  'google-vertex': 'google-vertex-ai',
  'gcp-vertex': 'google-vertex-ai',
};

function hasUsableKey(credentials: Record<string, string>, keys: string[], lookup: KeyLookup): boolean {
  if (lookup === 'none') return true;
  if (keys.some((key) => credentials[key]?.trim())) return true;
  return lookup === 'preferred-then-any' && Object.values(credentials).some((value) => value.trim());
}

/**
 * SetInferenceRoute refuses, before any probe and even with no_verify, a provider whose type cannot serve
 * inference or that has no usable API key (docs/openshell-0.0.md §g.7).
 */
export function assertInferenceCapable(provider: ProviderRecord): void {
  const normalized = provider.type.trim().toLowerCase();
  const profile = INFERENCE_TYPES[INFERENCE_ALIASES[normalized] ?? normalized];
  if (!profile) {
    throw invalidArgument(
      `provider '${provider.name}' has unsupported type '${provider.type.trim()}' for cluster ` +
        `inference (supported: ${Object.keys(INFERENCE_TYPES).join(', ')})`,
    );
  }
  if (!hasUsableKey(provider.credentials, profile.keys, profile.lookup)) {
    throw invalidArgument(`provider '${provider.name}' has no usable API key credential`);
  }
}

/** The upstream endpoint an inference route would call for a provider type. */
export function inferenceEndpoint(type: string, config: Record<string, string>): { url: string; protocol: string } {
  const custom = config['base_url'] ?? config['endpoint'];
  if (custom) return { url: custom, protocol: 'openai_chat_completions' };
  switch (type) {
    case 'anthropic':
    case 'claude':
      return { url: 'https://api.anthropic.com/v1', protocol: 'anthropic_messages' };
    case 'nvidia':
      return { url: 'https://integrate.api.nvidia.com/v1', protocol: 'openai_chat_completions' };
    default:
      return { url: 'https://api.openai.com/v1', protocol: 'openai_chat_completions' };
  }
}
