import { isoInstant, pagingQueryShape } from '@portcullis/core';
import { z } from 'zod';
import { certificateProblem, keyPairProblems, privateKeyProblem } from '../credentials/pem.ts';
import { parseIssuer } from '../endpoint/issuer.ts';
import { AUTH_MODES } from '../gateway/entity.ts';
import { labelFilterSchema, labelsSchema } from '../gateway/labels.ts';
import { gatewayNameSchema, workspaceSchema } from '../gateway/names.ts';

export const DESCRIPTION_MAX = 1000;
const PEM_MAX = 65_536;
const API_KEY_MAX = 8192;

const description = z.string({ error: 'must be a string' }).max(DESCRIPTION_MAX, { error: `must be at most ${DESCRIPTION_MAX} characters` });

const certificate = z
  .string({ error: 'must be a string' })
  .min(1, { error: 'must not be empty' })
  .max(PEM_MAX, { error: `must be at most ${PEM_MAX} characters` })
  .superRefine((pem, ctx) => {
    const problem = certificateProblem(pem);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

const privateKey = z
  .string({ error: 'must be a string' })
  .min(1, { error: 'must not be empty' })
  .max(PEM_MAX, { error: `must be at most ${PEM_MAX} characters` })
  .superRefine((pem, ctx) => {
    const problem = privateKeyProblem(pem);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

// Sent as gRPC metadata, so it must be a legal header value: printable ASCII without spaces.
const apiKey = z
  .string({ error: 'must be a string' })
  .min(1, { error: 'must not be empty' })
  .max(API_KEY_MAX, { error: `must be at most ${API_KEY_MAX} characters` })
  .regex(/^[\x21-\x7e]+$/, { error: 'must be printable ASCII without spaces' });

const serverName = z
  .string({ error: 'must be a string' })
  .max(253, { error: 'must be at most 253 characters' })
  .regex(/^[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/, {
    error: 'must be a DNS name the gateway certificate covers',
  });

const issuer = z
  .string({ error: 'must be a string' })
  .min(1, { error: 'must not be empty' })
  .superRefine((raw, ctx) => {
    const parsed = parseIssuer(raw);
    if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.message });
  });

const clientId = z
  .string({ error: 'must be a string' })
  .min(1, { error: 'must not be empty' })
  .max(255, { error: 'must be at most 255 characters' })
  .regex(/^[\x21-\x7e]+$/, { error: 'must be printable ASCII without spaces' });

const clientSecret = z
  .string({ error: 'must be a string' })
  .min(1, { error: 'must not be empty' })
  .max(4096, { error: 'must be at most 4096 characters' })
  .regex(/^[^\x00-\x1f\x7f]+$/, { error: 'must not contain control characters' });

// RFC 6749 §3.3: scope tokens are printable ASCII without spaces, double quotes or backslashes.
const scopes = z
  .array(
    z
      .string({ error: 'must be a string' })
      .min(1, { error: 'must not be empty' })
      .max(255, { error: 'must be at most 255 characters' })
      .regex(/^[\x21\x23-\x5b\x5d-\x7e]+$/, { error: 'must be an OAuth scope (printable ASCII without spaces, quotes or backslashes)' }),
    { error: 'must be an array of scopes' },
  )
  .max(32, { error: 'at most 32 scopes' });

const endpoint = z.string({ error: 'must be a string' }).min(1, { error: 'is required' }).max(300, { error: 'must be at most 300 characters' });

/** The client certificate must belong to the client key when both arrive together. */
function matchingKeyPair(body: { client_cert?: string | null | undefined; client_key?: string | null | undefined }, ctx: z.RefinementCtx): void {
  if (typeof body.client_cert !== 'string' || typeof body.client_key !== 'string') return;
  for (const error of keyPairProblems(body.client_cert, body.client_key)) ctx.addIssue({ code: 'custom', path: ['client_key'], message: error.message });
}

/** What a fleet document declares of a gateway: the registration without its name and its credentials. */
export const declaredGatewayShape = {
  endpoint,
  auth_mode: z.enum(AUTH_MODES, { error: `must be one of ${AUTH_MODES.join(', ')}` }),
  oidc_issuer: issuer.nullish(),
  oidc_client_id: clientId.nullish(),
  oidc_scopes: scopes.optional(),
  oidc_audience: clientId.nullish(),
  tls_server_name: serverName.nullish(),
  default_workspace: workspaceSchema.optional(),
  description: description.nullish(),
  labels: labelsSchema.optional(),
};

/** A declared gateway's credentials, each given to a fleet document by reference. */
export const declaredGatewaySecretShape = {
  ca_cert: certificate,
  client_cert: certificate,
  client_key: privateKey,
  api_key: apiKey,
  oidc_client_secret: clientSecret,
};

/** A registration: the fields a fleet document declares, its name, and the credentials sent inline (write-only). */
export const registerBody = z
  .strictObject({
    name: gatewayNameSchema,
    ...declaredGatewayShape,
    ca_cert: declaredGatewaySecretShape.ca_cert.nullish(),
    client_cert: declaredGatewaySecretShape.client_cert.nullish(),
    client_key: declaredGatewaySecretShape.client_key.nullish(),
    api_key: declaredGatewaySecretShape.api_key.nullish(),
    oidc_client_secret: declaredGatewaySecretShape.oidc_client_secret.nullish(),
  })
  .superRefine(matchingKeyPair);

export type RegisterBody = z.output<typeof registerBody>;

/** PATCH: absent = unchanged, null = cleared (docs/decisions.md §2); an empty body is a 400. */
export const patchBody = z
  .strictObject({
    endpoint: endpoint.optional(),
    auth_mode: z.enum(AUTH_MODES, { error: `must be one of ${AUTH_MODES.join(', ')}` }).optional(),
    ca_cert: certificate.nullable().optional(),
    client_cert: certificate.nullable().optional(),
    client_key: privateKey.nullable().optional(),
    api_key: apiKey.nullable().optional(),
    oidc_issuer: issuer.nullable().optional(),
    oidc_client_id: clientId.nullable().optional(),
    oidc_client_secret: clientSecret.nullable().optional(),
    oidc_scopes: scopes.nullable().optional(),
    oidc_audience: clientId.nullable().optional(),
    tls_server_name: serverName.nullable().optional(),
    default_workspace: workspaceSchema.nullable().optional(),
    description: description.nullable().optional(),
    labels: labelsSchema.nullable().optional(),
  })
  .superRefine((body, ctx) => {
    if (Object.keys(body).length === 0) ctx.addIssue({ code: 'custom', message: 'send at least one field to change' });
    matchingKeyPair(body, ctx);
  });

export type PatchBody = z.output<typeof patchBody>;

export const listQuery = z.object({
  label: labelFilterSchema,
  ...pagingQueryShape,
});

/** The health history's query: `since` (inclusive) and paging. */
export const historyQuery = z.object({ since: isoInstant.optional(), ...pagingQueryShape });

/** One probe of the health history. */
export const historySchema = z.object({
  id: z.number().int(),
  gateway: z.string(),
  probed_at: z.string(),
  status: z.enum(['connected', 'degraded', 'unreachable']),
  latency_ms: z.number().int().nullable(),
  error: z.string().nullable(),
});
