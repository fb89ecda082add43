import type { FieldError } from '@portcullis/core';
import { isLoopbackHost } from '@portcullis/core';
import type { AuthMode } from '../gateway/entity.ts';

/** Everything the consistency rules look at: the connection as it will be after the change. */
export interface ConnectionShape {
  authMode: AuthMode;
  tls: boolean;
  host: string;
  tlsServerName: string | null;
  has: {
    caCert: boolean;
    clientCert: boolean;
    clientKey: boolean;
    apiKey: boolean;
    oidcIssuer: boolean;
    oidcClientId: boolean;
    oidcClientSecret: boolean;
    oidcScopes: boolean;
    oidcAudience: boolean;
  };
}

const OIDC_FIELDS = [
  ['oidc_issuer', 'oidcIssuer'],
  ['oidc_client_id', 'oidcClientId'],
  ['oidc_client_secret', 'oidcClientSecret'],
  ['oidc_scopes', 'oidcScopes'],
  ['oidc_audience', 'oidcAudience'],
] as const;
const REQUIRED_OIDC_FIELDS = OIDC_FIELDS.slice(0, 3);

/**
 * Which credentials fit which mode (docs/decisions.md §2, docs/openshell-0.0.md §a.3, §g.6). A field that is required
 * but missing, or given but unused, is a 400 on that field, so nothing half-configured is ever stored.
 */
export function credentialProblems(shape: ConnectionShape): FieldError[] {
  const errors: FieldError[] = [];
  const add = (field: string, message: string) => errors.push({ path: `body.${field}`, message });
  const { has } = shape;
  if (has.clientCert !== has.clientKey) add(has.clientCert ? 'client_key' : 'client_cert', 'client_cert and client_key go together');
  if (!shape.tls) {
    if (has.caCert) add('ca_cert', 'has no effect over plaintext (http://); use an https:// endpoint');
    if (has.clientCert) add('client_cert', 'has no effect over plaintext (http://); use an https:// endpoint');
    if (shape.tlsServerName !== null) add('tls_server_name', 'has no effect over plaintext (http://)');
  }
  if (shape.authMode !== 'oidc_client_credentials') {
    for (const [field, flag] of OIDC_FIELDS) if (has[flag]) add(field, 'is only used with auth_mode oidc_client_credentials');
  }
  switch (shape.authMode) {
    case 'mtls':
      if (!shape.tls) add('endpoint', 'auth_mode mtls needs TLS (https://)');
      if (!has.clientCert && !has.clientKey) add('client_cert', 'is required with auth_mode mtls (with client_key)');
      if (has.apiKey) add('api_key', 'is not used with auth_mode mtls (use auth_mode api_key, which may also present a client certificate)');
      break;
    case 'api_key':
      if (!has.apiKey) add('api_key', 'is required with auth_mode api_key');
      if (!shape.tls && !isLoopbackHost(shape.host))
        add('endpoint', 'auth_mode api_key sends a bearer token; over plaintext that is only allowed to a loopback address');
      break;
    case 'oidc_client_credentials':
      for (const [field, flag] of REQUIRED_OIDC_FIELDS) if (!has[flag]) add(field, 'is required with auth_mode oidc_client_credentials');
      if (has.apiKey) add('api_key', 'is not used with auth_mode oidc_client_credentials (its access tokens come from oidc_issuer)');
      if (!shape.tls && !isLoopbackHost(shape.host))
        add('endpoint', 'auth_mode oidc_client_credentials sends a bearer token; over plaintext that is only allowed to a loopback address');
      break;
    case 'none':
      if (has.apiKey) add('api_key', 'is not used with auth_mode none');
      if (has.clientCert) add('client_cert', 'is not used with auth_mode none');
      if (has.clientKey && !has.clientCert) add('client_key', 'is not used with auth_mode none');
      break;
  }
  return dedupe(errors);
}

function dedupe(errors: FieldError[]): FieldError[] {
  const seen = new Set<string>();
  return errors.filter((error) => {
    const key = `${error.path}\n${error.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
