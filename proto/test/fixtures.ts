// Fully populated messages for round-trip tests: every field carries a non-default value so a wrong wire type or
// number cannot hide behind a default.
export function fullEndpoint() {
  return {
    host: 'api.example.com',
    port: 443,
    protocol: 'rest',
    tls: 'skip',
    enforcement: 'enforce',
    access: 'read-only', // wire test only: access and rules are exclusive in a real policy
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
    mcp: { strict_tool_names: true, allow_all_known_mcp_methods: false },
    credential_binding: { provider: 'openai' },
    allow_uninspected_credentials: true,
    provider_credentialed: true,
  };
}

export function fullRule() {
  return { name: 'github', endpoints: [fullEndpoint()], binaries: [{ path: '/usr/bin/curl', harness: true }] };
}

export function fullPolicy() {
  return {
    version: 1,
    filesystem: { include_workdir: true, read_only: ['/usr'], read_write: ['/tmp'] },
    landlock: { compatibility: 'best_effort' },
    process: { run_as_user: 'sandbox', run_as_group: 'sandbox' },
    network_policies: { allow_api_example_com_443: fullRule() },
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

export function fullSandbox() {
  return {
    metadata: {
      id: '6f1c2f4e-1c57-4b0e-9d1a-2f1e7c7b9a10',
      name: 'demo',
      created_at_ms: 1_755_000_000_123,
      labels: { team: 'a' },
      resource_version: 7,
      annotations: { note: 'x' },
      workspace: 'default',
      deletion_timestamp_ms: 1_755_000_999_000,
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
      policy: fullPolicy(),
      providers: ['openai'],
      resource_requirements: { gpu: { count: 1 } },
      command: ['/bin/bash', '-l'],
      tty: true,
    },
    status: {
      sandbox_name: 'demo',
      agent_pod: 'pod-1',
      agent_fd: '3',
      sandbox_fd: '4',
      conditions: [
        { type: 'Ready', status: 'True', reason: 'DependenciesReady', message: 'Supervisor session connected', last_transition_time: '2026-08-21T19:50:00Z' },
      ],
      phase: 'SANDBOX_PHASE_READY',
      current_policy_version: 2,
      main_process_instance_id: 'inst-1',
      exit_code: 3,
    },
  };
}

export function fullChunk() {
  return {
    id: '0b0b3d6c-1111-4222-8333-944455556666',
    status: 'pending',
    rule_name: 'allow_api_example_com_443',
    proposed_rule: fullRule(),
    rationale: 'Allow curl to connect to api.example.com:443 (HTTPS).',
    security_notes: 'Port 5432 is a well-known database port.',
    confidence: 0.75,
    denial_summary_ids: ['d1', 'd2'],
    created_at_ms: 1_755_000_000_000,
    decided_at_ms: 1_755_000_000_500,
    stage: 'l7_deny',
    supersedes_chunk_id: 'c0',
    hit_count: 12,
    first_seen_ms: 1_754_999_999_000,
    last_seen_ms: 1_755_000_000_000,
    binary: '/usr/bin/curl',
    validation_result: 'ok',
    rejection_reason: 'no',
    application_error: 'stale',
    review_token: 'tok-1',
    current_effective_policy_hash: 'aa',
    candidate_effective_policy_hash: 'bb',
    current_effective_policy: fullPolicy(),
    candidate_effective_policy: fullPolicy(),
  };
}
