// Fully populated messages of the 0.1 line for round-trip tests: every field carries a non-default value (and every
// oneof one member) so a wrong wire type or number cannot hide behind a default. Typed with the generated 0.1 types,
// so a field that is misspelt or gone from the .proto fails the type check as well as the test.

import type { NetworkEndpoint } from '../generated-0.1/openshell/sandbox/v1/NetworkEndpoint.ts';
import type { NetworkPolicyRule } from '../generated-0.1/openshell/sandbox/v1/NetworkPolicyRule.ts';
import type { SandboxPolicy } from '../generated-0.1/openshell/sandbox/v1/SandboxPolicy.ts';
import type { PolicyChunk } from '../generated-0.1/openshell/v1/PolicyChunk.ts';
import type { ProviderDesiredIdentity } from '../generated-0.1/openshell/v1/ProviderDesiredIdentity.ts';
import type { ProviderMutationReceipt } from '../generated-0.1/openshell/v1/ProviderMutationReceipt.ts';
import type { ProviderReadinessStatus } from '../generated-0.1/openshell/v1/ProviderReadinessStatus.ts';
import type { Sandbox } from '../generated-0.1/openshell/v1/Sandbox.ts';

/** A Timestamp `seconds` after 2025-08-12, with nanos set so both fields are checked. */
export function at(seconds: number) {
  return { seconds: 1_755_000_000 + seconds, nanos: 123_000_000 };
}

export function fullEndpoint01(): NetworkEndpoint {
  return {
    host: 'api.example.com',
    port: 443,
    protocol: 'rest',
    tls: 'NETWORK_TLS_MODE_SKIP',
    enforcement: 'NETWORK_ENFORCEMENT_MODE_AUDIT',
    access: 'NETWORK_ACCESS_PRESET_READ_ONLY', // wire test only: access and rules are exclusive in a real policy
    rules: [
      {
        allow: {
          method: 'GET',
          path: '/v1/**',
          command: 'SELECT',
          query: { q: { glob: 'a*', any: ['b', 'c'] } },
          operation_type: 'query',
          operation_name: 'Op',
          fields: ['f1'],
          params: { tool: { glob: 'x', any: ['y'] } },
        },
      },
    ],
    allowed_ips: ['10.0.0.0/8'],
    ports: [443, 8443],
    deny_rules: [
      {
        method: 'DELETE',
        path: '/admin',
        command: 'DROP',
        query: { k: { glob: 'v', any: ['w'] } },
        operation_type: 'mutation',
        operation_name: 'Del',
        fields: ['g'],
        params: { p: { glob: 'q', any: ['r'] } },
      },
    ],
    allow_encoded_slash: true,
    persisted_queries: 'allow',
    graphql_persisted_queries: { h1: { operation_type: 'query', operation_name: 'Q', fields: ['a', 'b'] } },
    graphql_max_body_bytes: 65536,
    path: '/v1/*',
    websocket_credential_rewrite: true,
    request_body_credential_rewrite: true,
    advisor_proposed: true,
    credential_signing: 'sigv4',
    signing_service: 'bedrock',
    signing_region: 'us-east-1',
    json_rpc_max_body_bytes: 1024,
    mcp: { strict_tool_names: true, allow_all_known_mcp_methods: false, versions: ['2025-06-18'] },
    credential_binding: { provider: 'openai' },
    allow_uninspected_credentials: true,
    provider_credentialed: true,
  };
}

export function fullRule01(): NetworkPolicyRule {
  return { name: 'github', endpoints: [fullEndpoint01()], binaries: [{ path: '/usr/bin/curl' }] };
}

export function fullPolicy01(): SandboxPolicy {
  return {
    version: 1,
    filesystem: { include_workdir: true, read_only: ['/usr'], read_write: ['/tmp'] },
    landlock: { compatibility: 'best_effort' },
    process: { run_as_user: 'sandbox', run_as_group: 'sandbox' },
    network_policies: { allow_api_example_com_443: fullRule01() },
    network_middlewares: {
      audit: {
        name: 'audit',
        middleware: 'logger',
        config: { fields: { level: { stringValue: 'info' }, n: { numberValue: 2 } } },
        on_error: 'fail_closed',
        endpoints: { include: ['a'], exclude: ['b'] },
        order: 3,
      },
    },
  };
}

export function fullSandbox01(): Sandbox {
  return {
    metadata: {
      id: '6f1c2f4e-1c57-4b0e-9d1a-2f1e7c7b9a10',
      name: 'demo',
      labels: { team: 'a' },
      resource_version: 7,
      annotations: { note: 'x' },
      workspace: 'default',
      created_time: at(0),
      deletion_time: at(999),
    },
    spec: {
      log_level: 'info',
      environment: { FOO: 'bar' },
      template: {
        image: 'ghcr.io/example/agent:1',
        runtime_class_name: 'runc',
        agent_socket: '/run/agent.sock',
        labels: { l: '1' },
        annotations: { a: '2' },
        environment: { E: '3' },
        resources: { fields: { cpu: { stringValue: '2' } } },
        user_namespaces: true,
        driver_config: { fields: { privileged: { boolValue: false } } },
      },
      policy: fullPolicy01(),
      providers: ['openai'],
      resource_requirements: { gpu: { count: 1 } },
      command: ['/bin/bash', '-l'],
      tty: true,
      provider_attachment_epoch: 'epoch-3',
      restart_policy: 'SANDBOX_RESTART_POLICY_ON_FAILURE',
    },
    status: {
      agent_pod: 'pod-1',
      agent_fd: '3',
      sandbox_fd: '4',
      conditions: [{ type: 'Ready', status: 'False', reason: 'ConfigurationRejected', message: 'policy rejected', transition_time: at(5) }],
      phase: 'SANDBOX_PHASE_PROVISIONING',
      current_policy_version: 2,
      main_process_instance_id: 'inst-1',
      exit_code: 3,
      endpoint_statuses: [
        {
          endpoint_id: 'ep-1',
          host: 'mcp.example.com',
          ports: [443],
          path: '/mcp',
          last_result: 'ENDPOINT_RESULT_POLICY_DENIED',
          last_reported_time: at(6),
        },
      ],
      configuration_admission: {
        instance_id: 'inst-1',
        state: 'CONFIGURATION_ADMISSION_STATE_REJECTED',
        policy_version: 2,
        policy_hash: 'sha256:aa',
        config_revision: 11,
        provider_env_revision: 12,
        error: 'endpoint api.example.com: tls terminate is not supported',
      },
      configuration_activated: false,
      provisioning: {
        attempt_id: 'attempt-1',
        configuration_change_id: 'change-1',
        configuration_change_time: at(1),
        first_rejection_time: at(2),
        deadline: at(300),
        timeout_time: at(301),
        cleanup_completed_time: at(302),
        cleanup_error: 'workload still terminating',
        cleanup_retry_time: at(303),
        attachment_change_id: 'attach-1',
        attachment_change_time: at(3),
      },
      restart_count: 2,
      next_restart_time: at(10),
      main_process_started_time: at(4),
    },
    created_from_workload_template: { name: 'python-dev', resource_version: '4' },
  };
}

export function fullChunk01(): PolicyChunk {
  return {
    id: '0b0b3d6c-1111-4222-8333-944455556666',
    status: 'pending',
    rule_name: 'allow_api_example_com_443',
    proposed_rule: fullRule01(),
    rationale: 'Allow curl to connect to api.example.com:443 (HTTPS).',
    security_notes: 'Port 5432 is a well-known database port.',
    confidence: 0.75,
    denial_summary_ids: ['d1', 'd2'],
    created_time: at(0),
    decided_time: at(1),
    stage: 'refined',
    supersedes_chunk_id: 'c0',
    hit_count: 12,
    first_seen_time: at(-60),
    last_seen_time: at(-1),
    binary: '/usr/bin/curl',
    validation_result: 'ok',
    rejection_reason: 'no',
    application_error: 'stale',
    review_token: 'tok-1',
    current_effective_policy_hash: 'aa',
    candidate_effective_policy_hash: 'bb',
    current_effective_policy: fullPolicy01(),
    candidate_effective_policy: fullPolicy01(),
  };
}

export function fullDesiredIdentity(): ProviderDesiredIdentity {
  return {
    sandbox_id: '6f1c2f4e-1c57-4b0e-9d1a-2f1e7c7b9a10',
    sandbox: 'demo',
    attachment_epoch: 'epoch-3',
    provider_id: '9d9e0c4b-5a55-4e0e-8c3d-0a1b2c3d4e5f',
    provider_resource_version: 5,
    provider_env_revision: 6,
    config_revision: 7,
    policy_hash: 'sha256:bb',
  };
}

export function fullReceipt(): ProviderMutationReceipt {
  return {
    receipt_id: 'rcpt-1',
    mutation_id: 'mut-1',
    provider: 'openai',
    workspace: 'default',
    kind: 'PROVIDER_MUTATION_KIND_DETACH',
    desired: fullDesiredIdentity(),
    persisted_time: at(20),
  };
}

export function fullReadinessStatus(): ProviderReadinessStatus {
  return {
    receipt: fullReceipt(),
    state: 'PROVIDER_READINESS_STATE_REVOKED',
    reason: 'PROVIDER_READINESS_REASON_DESIRED_STATE_CHANGED',
    observed: {
      session_id: 'sess-1',
      sequence: 42,
      attachment_epoch: 'epoch-3',
      provider_env_revision: 6,
      config_revision: 7,
      policy_hash: 'sha256:bb',
      credentials_installed: true,
      policy_active: true,
      launch_environment_installed: true,
      process_instance_id: 'inst-1',
      reason: 'PROVIDER_READINESS_REASON_WAITING_FOR_PROCESS',
    },
    network_instance_id: 'net-1',
    observed_time: at(22),
    evaluated_time: at(23),
    operation: {
      operation_id: 'op-1',
      sandbox_id: '6f1c2f4e-1c57-4b0e-9d1a-2f1e7c7b9a10',
      component: 'CONFIG_COMPONENT_PROVIDER_ENVIRONMENT',
      target_revision: { provider_target: fullDesiredIdentity() },
      state: 'CONFIG_UPDATE_OPERATION_STATE_APPLIED',
      outcome: 'CONFIG_APPLY_OUTCOME_APPLIED',
      sanitized_error: 'none',
      created_time: at(20),
      updated_time: at(21),
      completed_time: at(23),
    },
  };
}
