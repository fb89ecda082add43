// What ImportProviderProfiles, UpdateProviderProfiles and LintProviderProfiles check in a provider profile (0.1 wire
// shape), as diagnostics rather than errors: the import of a batch with any error imports nothing.
import type { ProviderProfile } from '@portcullis/proto/generated-0.1/openshell/v1/ProviderProfile';
import { hostViolation } from '../policy/validate.ts';
import { ENV_KEY } from './validation.ts';

export interface ProfileDiagnostic {
  source: string;
  profile_id: string;
  field: string;
  message: string;
  severity: 'error' | 'warning';
}

export interface ProfileItem {
  profile: ProviderProfile | null | undefined;
  source: string;
}

const PROFILE_ID = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/;
const DEPRECATED_TLS = new Set(['NETWORK_TLS_MODE_TERMINATE', 'NETWORK_TLS_MODE_PASSTHROUGH']);

function credentialProblems(profile: ProviderProfile): [string, string][] {
  return (profile.credentials ?? []).flatMap((credential, i): [string, string][] => {
    const at = `credentials[${i}]`;
    const problems: [string, string][] = credential.name ? [] : [[`${at}.name`, 'credential name is required']];
    for (const envVar of credential.env_vars ?? []) {
      if (!ENV_KEY.test(envVar)) problems.push([`${at}.env_vars`, `'${envVar}' is not a valid environment variable name`]);
      else if (envVar.startsWith('OPENSHELL_')) problems.push([`${at}.env_vars`, `'${envVar}' uses the reserved OPENSHELL_ prefix`]);
    }
    return problems;
  });
}

function endpointProblems(profile: ProviderProfile): [string, string][] {
  return (profile.endpoints ?? []).flatMap((endpoint, i): [string, string][] => {
    const at = `endpoints[${i}]`;
    const problems: [string, string][] = [];
    const host = hostViolation(endpoint.host ?? '');
    if (host) problems.push([`${at}.host`, host]);
    const ports = [...(endpoint.ports ?? []), ...(endpoint.port ? [endpoint.port] : [])].map(Number);
    if (ports.length === 0) problems.push([`${at}.port`, 'an endpoint needs a port']);
    if (ports.some((port) => port < 1 || port > 65535)) problems.push([`${at}.ports`, 'ports must be between 1 and 65535']);
    if (DEPRECATED_TLS.has(String(endpoint.tls))) problems.push([`${at}.tls`, `${endpoint.tls} is deprecated and no longer accepted`]);
    return problems;
  });
}

function lintOne(item: ProfileItem): ProfileDiagnostic[] {
  const profile = item.profile;
  const diagnostic = (field: string, message: string, severity: ProfileDiagnostic['severity'] = 'error'): ProfileDiagnostic => ({
    source: item.source,
    profile_id: profile?.id ?? '',
    field,
    message,
    severity,
  });
  if (!profile) return [diagnostic('profile', 'profile is required')];
  const diagnostics: ProfileDiagnostic[] = [];
  if (!profile.id) diagnostics.push(diagnostic('id', 'id is required'));
  else if (profile.id.length > 63 || !PROFILE_ID.test(profile.id)) {
    diagnostics.push(diagnostic('id', `id '${profile.id}' must be lowercase letters, digits and '-' (at most 63 characters)`));
  }
  if (!profile.display_name) diagnostics.push(diagnostic('display_name', 'display_name is required'));
  if (!profile.category || profile.category === 'PROVIDER_PROFILE_CATEGORY_UNSPECIFIED') {
    diagnostics.push(diagnostic('category', 'category is unspecified; the profile is listed as OTHER', 'warning'));
  }
  for (const [field, message] of [...credentialProblems(profile), ...endpointProblems(profile)]) diagnostics.push(diagnostic(field, message));
  return diagnostics;
}

/** Diagnostics of a batch: each profile's own, plus ids given twice. */
export function lintProfiles(items: readonly ProfileItem[]): ProfileDiagnostic[] {
  const diagnostics = items.flatMap(lintOne);
  const seen = new Set<string>();
  for (const item of items) {
    const id = item.profile?.id;
    if (!id) continue;
    if (seen.has(id)) {
      diagnostics.push({ source: item.source, profile_id: id, field: 'id', message: `profile id '${id}' appears more than once`, severity: 'error' });
    }
    seen.add(id);
  }
  return diagnostics;
}

export function hasErrors(diagnostics: readonly ProfileDiagnostic[]): boolean {
  return diagnostics.some((diagnostic) => diagnostic.severity === 'error');
}
