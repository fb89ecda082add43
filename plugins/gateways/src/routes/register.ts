import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { problems, type PluginApi } from '@portcullis/core';
import type { GatewaysConfig } from '../config.ts';
import { credentialProblems } from '../credentials/rules.ts';
import { seal } from '../credentials/sealed.ts';
import { checkEndpointAllowed, parseOrThrow } from '../endpoint/check.ts';
import { gatewayJson, gatewayJsonSchema } from '../gateway/record.ts';
import { DEFAULT_WORKSPACE } from '../gateway/names.ts';
import { registerBody, type RegisterBody } from './schemas.ts';

function alreadyExists(name: string) {
  return problems.conflict('ALREADY_EXISTS', `A gateway named ${name} is already registered.`);
}

/** Which credentials a registration carries, by field name (never their values). */
export function credentialFields(body: Partial<Record<'ca_cert' | 'client_cert' | 'client_key' | 'api_key', unknown>>): string[] {
  return (['ca_cert', 'client_cert', 'client_key', 'api_key'] as const).filter((field) => typeof body[field] === 'string');
}

function connectionShape(body: RegisterBody, endpoint: { tls: boolean; host: string }) {
  return {
    authMode: body.auth_mode, tls: endpoint.tls, host: endpoint.host, tlsServerName: body.tls_server_name ?? null,
    has: { caCert: !!body.ca_cert, clientCert: !!body.client_cert, clientKey: !!body.client_key, apiKey: !!body.api_key },
  };
}

export function registerRoute(api: PluginApi<GatewaysConfig>): void {
  api.route({
    method: 'POST', path: '/api/gateway/register', access: 'admin', tags: ['gateways'], status: 201,
    summary: 'Register a gateway.',
    description: 'Endpoint `host:port` with optional https:// or http://; private addresses only in local mode; credentials are write-only.',
    body: registerBody, response: gatewayJsonSchema,
    handler: async (request) => {
      const { body } = request;
      const endpoint = parseOrThrow(body.endpoint, body.auth_mode !== 'none');
      const errors = credentialProblems(connectionShape(body, endpoint));
      if (errors.length > 0) throw problems.validation(errors);
      const registry = request.resolve('gatewayRegistry');
      if (await registry.exists(body.name)) throw alreadyExists(body.name);
      await checkEndpointAllowed(endpoint, request.resolve('gatewayEndpointPolicy'));
      const secrets = request.resolve('secrets');
      const record = await request.audit({
        action: 'gateway.register', resourceType: 'gateway', resourceId: body.name, gateway: body.name,
        detail: { endpoint: endpoint.endpoint, auth_mode: body.auth_mode, labels: body.labels ?? {}, credential_fields: credentialFields(body) },
      }, (em) => registry.insert(em, {
        name: body.name, endpoint: endpoint.endpoint, host: endpoint.host, port: endpoint.port, tls: endpoint.tls,
        authMode: body.auth_mode, tlsServerName: body.tls_server_name ?? null, defaultWorkspace: body.default_workspace ?? DEFAULT_WORKSPACE,
        description: body.description ?? null, labels: body.labels ?? {},
        caCertSealed: seal(secrets, body.ca_cert ?? null), clientCertSealed: seal(secrets, body.client_cert ?? null),
        clientKeySealed: seal(secrets, body.client_key ?? null), apiKeySealed: seal(secrets, body.api_key ?? null),
      })).catch((error: unknown) => {
        throw error instanceof UniqueConstraintViolationException ? alreadyExists(body.name) : error;
      });
      request.resolve('events').emit('gateway.registered', { gateway: record.name, endpoint: record.endpoint, auth_mode: record.authMode, labels: { ...record.labels } });
      return gatewayJson(record);
    },
  });
}
