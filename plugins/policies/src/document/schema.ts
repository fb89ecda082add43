import { boundedJson } from '@portcullis/core';
import { z } from 'zod';
import { checkEndpoint } from './endpoint-rules.ts';
import { checkFilesystem, checkProcessId } from './static-rules.ts';

// The policy document as our API accepts it: the wire field names of openshell.sandbox.v1.SandboxPolicy
// (docs/openshell-0.0.md §c.1), with the upstream YAML conveniences (`filesystem_policy` for `filesystem`, a bare
// string for a `glob` query matcher). Unknown fields are refused: the wire would drop them silently.

const queryMatcher = z.union(
  [
    z
      .string()
      .min(1)
      .transform((glob) => ({ glob })),
    z.strictObject({ glob: z.string().min(1) }),
    z.strictObject({ any: z.array(z.string().min(1)).min(1, 'needs at least one pattern') }),
  ],
  { error: 'a query matcher is a glob string, {"glob": "..."} or {"any": ["...", ...]}' },
);

const l7Match = {
  method: z.string().max(16).optional(),
  path: z.string().max(4096).optional(),
  command: z.string().max(4096).optional(),
  query: z.record(z.string().min(1), queryMatcher).optional(),
  operation_type: z.string().optional(),
  operation_name: z.string().optional(),
  fields: z.array(z.string()).optional(),
  params: z.record(z.string().min(1), queryMatcher).optional(),
};

const l7Rule = z.strictObject({ allow: z.strictObject(l7Match) });
const l7DenyRule = z.strictObject(l7Match);
const port = z.number().int().min(1, 'ports are 1-65535').max(65535, 'ports are 1-65535');

export const endpointSchema = z
  .strictObject({
    host: z.string().max(253).optional(),
    port: port.optional(),
    ports: z.array(port).optional(),
    path: z.string().max(4096).optional(),
    protocol: z.enum(['', 'tcp', 'rest', 'websocket', 'graphql', 'sql', 'json-rpc', 'mcp']).optional(),
    tls: z.string().optional(),
    enforcement: z.enum(['', 'enforce', 'audit']).optional(),
    access: z.enum(['', 'read-only', 'read-write', 'full']).optional(),
    rules: z.array(l7Rule).optional(),
    deny_rules: z.array(l7DenyRule).optional(),
    allowed_ips: z.array(z.string().min(1)).optional(),
    allow_encoded_slash: z.boolean().optional(),
    persisted_queries: z.string().optional(),
    graphql_persisted_queries: z
      .record(
        z.string(),
        z.strictObject({ operation_type: z.string().optional(), operation_name: z.string().optional(), fields: z.array(z.string()).optional() }),
      )
      .optional(),
    graphql_max_body_bytes: z.number().int().min(0).optional(),
    websocket_credential_rewrite: z.boolean().optional(),
    request_body_credential_rewrite: z.boolean().optional(),
    advisor_proposed: z.boolean().optional(),
    credential_signing: z.string().optional(),
    signing_service: z.string().optional(),
    signing_region: z.string().optional(),
    json_rpc_max_body_bytes: z.number().int().min(0).optional(),
    mcp: z.strictObject({ strict_tool_names: z.boolean().optional(), allow_all_known_mcp_methods: z.boolean().optional() }).optional(),
    credential_binding: z.strictObject({ provider: z.string() }).optional(),
    allow_uninspected_credentials: z.boolean().optional(),
    provider_credentialed: z.boolean().optional(),
  })
  .superRefine(checkEndpoint);

export const binarySchema = z.strictObject({ path: z.string().min(1, 'a binary path is required').max(4096), harness: z.boolean().optional() });

export const networkRuleSchema = z.strictObject({
  name: z.string().max(253).optional(),
  endpoints: z.array(endpointSchema).min(1, 'a rule needs at least one endpoint'),
  binaries: z.array(binarySchema).optional(),
});

/** Why a rule key is refused, or null. */
export function ruleKeyProblem(key: string): string | null {
  if (key.startsWith('_provider_')) return 'keys starting with _provider_ are reserved for the gateway';
  if (key.length === 0 || key.length > 253) return 'rule keys are 1-253 characters';
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(key)) return 'rule keys use letters, digits, ".", "_" and "-", starting with a letter or digit';
  return null;
}

export const ruleKeySchema = z.string().superRefine((key, ctx) => {
  const problem = ruleKeyProblem(key);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** Rule keys are checked here rather than as record keys so that the error names the key itself. */
const networkPolicies = z.record(z.string(), networkRuleSchema).superRefine((rules, ctx) => {
  for (const key of Object.keys(rules)) {
    const problem = ruleKeyProblem(key);
    if (problem) ctx.addIssue({ code: 'custom', path: [key], message: problem });
  }
});

// A middleware's config is free-form JSON that travels as a google.protobuf.Struct: every JSON level costs two
// or three protobuf message levels, and protobuf codecs stop at 100 (prost in the gateway; our own encoder gives
// up past about 45 JSON levels, which used to surface as a 502). 30 levels fit both, around the policy messages.
export const MIDDLEWARE_CONFIG_MAX_DEPTH = 30;

const middlewareSchema = z.strictObject({
  name: z.string().optional(),
  middleware: z.string().min(1),
  config: boundedJson(z.record(z.string(), z.unknown()), MIDDLEWARE_CONFIG_MAX_DEPTH).optional(),
  on_error: z.string().optional(),
  endpoints: z.strictObject({ include: z.array(z.string()).optional(), exclude: z.array(z.string()).optional() }).optional(),
  order: z.number().int().optional(),
});

export const filesystemSchema = z
  .strictObject({
    include_workdir: z.boolean().optional(),
    read_only: z.array(z.string()).max(256).optional(),
    read_write: z.array(z.string()).max(256).optional(),
  })
  .superRefine(checkFilesystem);

const processId = z.string().superRefine(checkProcessId);

export const processSchema = z.strictObject({ run_as_user: processId.optional(), run_as_group: processId.optional() });

const documentFields = {
  version: z.number().int().min(0).optional(),
  filesystem: filesystemSchema.optional(),
  landlock: z.strictObject({ compatibility: z.enum(['', 'best_effort', 'hard_requirement']).optional() }).optional(),
  process: processSchema.optional(),
  network_policies: networkPolicies.optional(),
  network_middlewares: z
    .record(z.string().min(1), middlewareSchema)
    .refine((m) => Object.keys(m).length <= 10, 'at most 10 network middlewares')
    .optional(),
};

/** Accepts `filesystem_policy` (the upstream YAML spelling) as well as `filesystem`, never both. */
export const policyDocumentSchema = z.preprocess(
  (value) => {
    if (!value || typeof value !== 'object' || Array.isArray(value) || !('filesystem_policy' in value)) return value;
    const { filesystem_policy: alias, ...rest } = value as Record<string, unknown>;
    if ('filesystem' in rest) return { ...rest, filesystem_policy: alias };
    return { ...rest, filesystem: alias };
  },
  z.strictObject(documentFields, {
    error: (issue) =>
      issue.code === 'unrecognized_keys' && issue.keys.includes('filesystem_policy') ? 'give either filesystem or filesystem_policy, not both' : undefined,
  }),
);

export type PolicyDocument = z.output<typeof policyDocumentSchema>;
export type NetworkRule = z.output<typeof networkRuleSchema>;
export type NetworkEndpoint = z.output<typeof endpointSchema>;
