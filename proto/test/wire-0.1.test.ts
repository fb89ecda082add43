// Wire compatibility of the 0.1 line: our .proto files under line-0.1/ must match the upstream 0.1.x wire described in
// contract/wire-0.1.json field by field, and the 82 RPCs must sit at the exact method paths. Message names may differ
// upstream, field numbers and types may not. The last test shows that the two lines really are different wires.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import protobuf from 'protobufjs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { WireField01, WireMessage01 } from '../src/line-0.1.ts';
import { loadProtoRoot01, loadWireContract01, openShell01ServiceDefinition, packageDefinition01, WIRE_CONTRACT_01_PATH } from '../src/line-0.1.ts';
import { loadProtoRoot } from '../src/reflection.ts';
import { fullChunk01, fullReadinessStatus, fullReceipt, fullSandbox01 } from './fixtures-0.1.ts';

const wire = loadWireContract01();
const root = loadProtoRoot01();

function fullName(reflected: protobuf.ReflectionObject): string {
  return reflected.fullName.replace(/^\./, '');
}

function typeNameOf(field: protobuf.Field): string {
  return field.resolvedType ? fullName(field.resolvedType) : field.type;
}

function isSyntheticOptional(field: protobuf.Field): boolean {
  return field.options?.['proto3_optional'] === true;
}

/** Describes one of our fields in wire-0.1.json's vocabulary so a mismatch reads like the contract. */
function describeOurField(field: protobuf.Field) {
  const oneof = field.partOf && !isSyntheticOptional(field) ? field.partOf.name : null;
  if (field instanceof protobuf.MapField) {
    return { number: field.id, label: 'map', type: `map<${field.keyType},${typeNameOf(field)}>`, oneof };
  }
  const label = field.repeated ? 'repeated' : isSyntheticOptional(field) ? 'optional' : 'singular';
  return { number: field.id, label, type: typeNameOf(field), oneof };
}

function describeWireField(field: WireField01) {
  return { number: field.number, label: field.label, type: field.type, oneof: field.oneof };
}

/** A message's real oneofs as `name[member,...]`; a proto3 `optional` field's synthetic oneof is not one. */
function ourOneofs(type: protobuf.Type): string[] {
  return type.oneofsArray
    .filter((o) => !o.fieldsArray.every(isSyntheticOptional))
    .map((o) => `${o.name}[${o.oneof.join(',')}]`)
    .sort();
}

function wireOneofs(message: WireMessage01): string[] {
  return message.oneofs
    .map((name) => {
      const members = message.fields.filter((f) => f.oneof === name).map((f) => f.name);
      return `${name}[${members.join(',')}]`;
    })
    .sort();
}

function compareMessage(name: string, expected: WireMessage01): string[] {
  const problems: string[] = [];
  let ours: protobuf.Type;
  try {
    ours = root.lookupType(name);
  } catch {
    return [`message ${name}: missing from our .proto`];
  }
  const wireNames = new Set(expected.fields.map((f) => f.name));
  for (const field of expected.fields) {
    const mine = ours.fields[field.name];
    if (!mine) {
      problems.push(`${name}.${field.name} (#${field.number}): missing`);
      continue;
    }
    const want = JSON.stringify(describeWireField(field));
    const got = JSON.stringify(describeOurField(mine));
    if (want !== got) problems.push(`${name}.${field.name}: expected ${want}, ours ${got}`);
  }
  for (const extra of Object.keys(ours.fields).filter((n) => !wireNames.has(n))) {
    problems.push(`${name}.${extra}: not in the wire contract`);
  }
  const [got, want] = [ourOneofs(ours), wireOneofs(expected)];
  if (JSON.stringify(got) !== JSON.stringify(want)) problems.push(`${name}: oneofs expected ${want.join(' ')}, ours ${got.join(' ')}`);
  return problems;
}

test('every message and field of the 0.1 wire contract matches our .proto', () => {
  const problems = Object.entries(wire.messages).flatMap(([name, message]) => compareMessage(name, message));
  assert.equal(problems, [], `wire mismatches:\n  ${problems.join('\n  ')}`);
  assert.is(Object.keys(wire.messages).length, 266);
});

test('reserved numbers and names match', () => {
  // wire-0.1.json lists every reserved number singly; protobufjs keeps `reserved 4, 5;` as [[4, 4], [5, 5]].
  const describe = (reserved: (number | string | number[])[]) =>
    reserved.map((r) => (typeof r === 'string' ? `"${r}"` : Array.isArray(r) ? `${r[0]}-${r[1]}` : `${r}-${r}`)).sort();
  const problems: string[] = [];
  for (const [name, message] of Object.entries(wire.messages)) {
    const want = describe(message.reserved);
    const got = describe(root.lookupType(name).reserved ?? []);
    if (JSON.stringify(want) !== JSON.stringify(got)) problems.push(`${name}: expected ${want}, ours ${got}`);
  }
  assert.equal(problems, []);
});

test('every enum has the same values and numbers', () => {
  const problems: string[] = [];
  for (const [name, expected] of Object.entries(wire.enums)) {
    let ours: protobuf.Enum;
    try {
      ours = root.lookupEnum(name);
    } catch {
      problems.push(`enum ${name}: missing from our .proto`);
      continue;
    }
    const want = Object.fromEntries(expected.values.map((v) => [v.name, v.number]));
    if (JSON.stringify(ours.values) !== JSON.stringify(want)) {
      problems.push(`${name}: expected ${JSON.stringify(want)}, ours ${JSON.stringify(ours.values)}`);
    }
  }
  assert.equal(problems, []);
  assert.is(Object.keys(wire.enums).length, 27);
});

test('we define no message or enum outside the contract, the google.protobuf types included', () => {
  const known = new Set([...Object.keys(wire.messages), ...Object.keys(wire.enums)]);
  const extras: string[] = [];
  const walk = (ns: protobuf.NamespaceBase) => {
    for (const nested of ns.nestedArray) {
      if ((nested instanceof protobuf.Type || nested instanceof protobuf.Enum) && !known.has(fullName(nested))) extras.push(fullName(nested));
      if (nested instanceof protobuf.Namespace) walk(nested);
    }
  };
  walk(root);
  assert.equal(extras, []);
});

test('each package lives in its own file', () => {
  const files: Record<string, string> = {
    'openshell.v1': 'openshell/openshell.proto',
    'openshell.datamodel.v1': 'openshell/datamodel.proto',
    'openshell.sandbox.v1': 'openshell/sandbox.proto',
  };
  const misplaced: string[] = [];
  for (const name of [...Object.keys(wire.messages), ...Object.keys(wire.enums)]) {
    const pkg = name.slice(0, name.lastIndexOf('.'));
    if (!files[pkg]) continue; // google.protobuf comes from protobufjs
    const filename = root.lookup(name)?.filename ?? '';
    if (!filename.endsWith(`line-0.1/${files[pkg]}`)) misplaced.push(`${name}: ${filename}`);
  }
  assert.equal(misplaced, []);
});

test('all 82 RPCs exist with the exact path, types and streaming flags, in protobufjs and in grpc-js', () => {
  assert.is(wire.rpcs.length, 82);
  const problems: string[] = [];
  const service = root.lookupService('openshell.v1.OpenShell');
  for (const rpc of wire.rpcs) {
    const serviceName = `${rpc.package}.${rpc.service}`;
    const method = serviceName === 'openshell.v1.OpenShell' ? service.methods[rpc.rpc] : undefined;
    if (!method) {
      problems.push(`${rpc.grpc_path}: missing`);
      continue;
    }
    method.resolve();
    const got = {
      path: `/${serviceName}/${method.name}`,
      request: fullName(method.resolvedRequestType!),
      response: fullName(method.resolvedResponseType!),
      clientStreaming: method.requestStream === true,
      serverStreaming: method.responseStream === true,
    };
    const want = {
      path: rpc.grpc_path,
      request: rpc.request_type,
      response: rpc.response_type,
      clientStreaming: rpc.client_streaming,
      serverStreaming: rpc.server_streaming,
    };
    if (JSON.stringify(got) !== JSON.stringify(want)) problems.push(`${rpc.rpc}: expected ${JSON.stringify(want)}, ours ${JSON.stringify(got)}`);
    const loaded = (packageDefinition01[serviceName] as Record<string, { path: string; requestStream: boolean; responseStream: boolean }>)[rpc.rpc];
    if (loaded?.path !== rpc.grpc_path) problems.push(`${rpc.rpc}: grpc-js path ${loaded?.path}`);
    if (loaded && (loaded.requestStream !== rpc.client_streaming || loaded.responseStream !== rpc.server_streaming)) {
      problems.push(`${rpc.rpc}: grpc-js streaming ${loaded.requestStream}/${loaded.responseStream}`);
    }
    const defined = (openShell01ServiceDefinition as unknown as Record<string, { path: string }>)[rpc.rpc];
    if (defined?.path !== rpc.grpc_path) problems.push(`${rpc.rpc}: service definition path ${defined?.path}`);
  }
  const wirePaths = new Set(wire.rpcs.map((r) => r.grpc_path));
  const ourPaths = service.methodsArray.map((m) => `/openshell.v1.OpenShell/${m.name}`);
  for (const path of ourPaths) if (!wirePaths.has(path)) problems.push(`${path}: not in the contract`);
  assert.is(ourPaths.length, 82);
  assert.equal(
    Object.keys(packageDefinition01).filter((name) => !('format' in packageDefinition01[name]!)),
    ['openshell.v1.OpenShell'],
    'the only service of the 0.1 line (openshell.inference.v1 is gone)',
  );
  assert.equal(problems, []);
});

test('the 0.0 entry reaches no module of the 0.1 line, so importing it never loads the 0.1 files', () => {
  const reached = new Set<string>();
  const visit = (file: string) => {
    if (reached.has(file)) return;
    reached.add(file);
    for (const [, target] of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s+'(\.[^']+)'/g)) visit(fileURLToPath(new URL(target!, pathToFileURL(file))));
  };
  visit(fileURLToPath(new URL('../src/index.ts', import.meta.url)));
  const line01 = [...reached].filter((file) => /-0\.1[/.]/.test(file));
  assert.equal(line01, []);
  assert.ok(reached.size > 5, 'the walk followed the imports');
});

test('the vendored 0.1 contract equals the shared one when it is reachable', () => {
  const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
  const candidates = [`${repoRoot}../shared/openshell/wire-0.1.json`, '/work/shared/openshell/wire-0.1.json'];
  const shared = candidates.find((p) => existsSync(p));
  if (!shared) return; // a clone without shared/ beside it: the vendored copy is all there is
  assert.ok(
    readFileSync(shared).equals(readFileSync(WIRE_CONTRACT_01_PATH)),
    `proto/contract/wire-0.1.json differs from ${shared}: copy the new contract and fix the 0.1 .proto`,
  );
});

const TO_OBJECT = { longs: Number, enums: String, defaults: true, oneofs: true } as const;

/**
 * Lists every field left at its default, so "fully populated" is checked rather than assumed: an implicit-presence
 * scalar at zero, an enum at its zero value, an empty list, map, string or message, and a real oneof with no member.
 * An explicit-presence (`optional`) field set to false or 0 counts as set.
 */
function emptyFields(type: protobuf.Type, value: Record<string, unknown>, path: string): string[] {
  const missing: string[] = [];
  for (const oneof of ourOneofs(type)) {
    const members = type.oneofs[oneof.slice(0, oneof.indexOf('['))]!.oneof;
    if (!members.some((m) => value[m] !== undefined && value[m] !== null)) missing.push(`${path}.${oneof} (no member set)`);
  }
  for (const field of type.fieldsArray) {
    const inRealOneof = field.partOf !== null && !isSyntheticOptional(field);
    const v = value[field.name];
    const nested = field.resolvedType;
    const zeroEnum = nested instanceof protobuf.Enum && !field.repeated && !isSyntheticOptional(field) && (v === 0 || v === nested.valuesById[0]);
    const emptyMessage =
      typeof v === 'object' &&
      v !== null &&
      !Array.isArray(v) &&
      Object.keys(v).length === 0 &&
      !(nested instanceof protobuf.Type && nested.fieldsArray.length === 0);
    const isDefault =
      v === undefined ||
      v === null ||
      v === '' ||
      zeroEnum ||
      emptyMessage ||
      (!isSyntheticOptional(field) && (v === 0 || v === false)) ||
      (Array.isArray(v) && v.length === 0);
    if (isDefault) {
      if (!inRealOneof) missing.push(`${path}.${field.name}`);
      continue;
    }
    if (!(nested instanceof protobuf.Type) || fullName(nested).startsWith('google.')) continue;
    const items = field instanceof protobuf.MapField ? Object.values(v as object) : field.repeated ? (v as object[]) : [v];
    for (const item of items) missing.push(...emptyFields(nested, item as Record<string, unknown>, `${path}.${field.name}`));
  }
  return missing;
}

function roundTrip(typeName: string, value: object) {
  const type = root.lookupType(typeName);
  assert.equal(emptyFields(type, value as Record<string, unknown>, typeName), [], 'fixture must set every field');
  const bytes = type.encode(type.fromObject(value)).finish();
  const decoded = type.toObject(type.decode(bytes), TO_OBJECT);
  assert.equal(decoded, type.toObject(type.fromObject(value), TO_OBJECT));
  return decoded;
}

test('round trip: a fully populated Sandbox with status, admission and provisioning', () => {
  const decoded = roundTrip('openshell.v1.Sandbox', fullSandbox01());
  assert.equal(decoded['metadata'].created_time, { seconds: 1_755_000_000, nanos: 123_000_000 });
  assert.is(decoded['metadata'].resource_version, 7);
  assert.is(decoded['spec'].policy.network_policies.allow_api_example_com_443.endpoints[0].tls, 'NETWORK_TLS_MODE_SKIP');
  assert.is(decoded['spec'].restart_policy, 'SANDBOX_RESTART_POLICY_ON_FAILURE');
  assert.is(decoded['status'].configuration_admission.state, 'CONFIGURATION_ADMISSION_STATE_REJECTED');
  assert.is(decoded['status'].configuration_activated, false, 'explicit presence keeps false');
  assert.is(decoded['status'].provisioning.cleanup_retry_time.seconds, 1_755_000_303);
  assert.is(decoded['status'].endpoint_statuses[0].last_result, 'ENDPOINT_RESULT_POLICY_DENIED');
  assert.is(decoded['created_from_workload_template'].name, 'python-dev');
});

test('round trip: a fully populated PolicyChunk', () => {
  const decoded = roundTrip('openshell.v1.PolicyChunk', fullChunk01());
  assert.is(decoded['review_token'], 'tok-1');
  assert.is(decoded['hit_count'], 12);
  assert.ok(Math.abs(decoded['confidence'] - 0.75) < 1e-6);
  assert.is(decoded['first_seen_time'].seconds, 1_754_999_940);
  assert.is(decoded['candidate_effective_policy'].network_policies.allow_api_example_com_443.endpoints[0].mcp.versions[0], '2025-06-18');
});

test('round trip: a fully populated ProviderMutationReceipt and ProviderReadinessStatus', () => {
  const receipt = roundTrip('openshell.v1.ProviderMutationReceipt', fullReceipt());
  assert.is(receipt['kind'], 'PROVIDER_MUTATION_KIND_DETACH');
  assert.is(receipt['desired'].provider_env_revision, 6);
  const status = roundTrip('openshell.v1.ProviderReadinessStatus', fullReadinessStatus());
  assert.is(status['state'], 'PROVIDER_READINESS_STATE_REVOKED');
  assert.is(status['operation'].target_revision.component, 'provider_target');
  assert.is(status['operation'].target_revision.provider_target.sandbox, 'demo');
});

test('grpc-js serializers of the 0.1 package agree with protobufjs', () => {
  const method = (
    packageDefinition01['openshell.v1.OpenShell'] as Record<string, { responseSerialize(v: unknown): Buffer; responseDeserialize(b: Buffer): any }>
  )['GetSandbox']!;
  const bytes = method.responseSerialize({ sandbox: fullSandbox01(), service_urls: { '': 'https://demo.example' } });
  const viaProtobufjs = root.lookupType('openshell.v1.SandboxResponse').decode(bytes) as any;
  assert.is(viaProtobufjs.sandbox.metadata.name, 'demo');
  assert.is(viaProtobufjs.service_urls[''], 'https://demo.example');
  const back = method.responseDeserialize(bytes);
  assert.is(back.sandbox.status.phase, 'SANDBOX_PHASE_PROVISIONING');
  assert.is(back.sandbox.metadata.deletion_time.seconds, 1_755_000_999);
  assert.is(back.sandbox.status.provisioning.attempt_id, 'attempt-1');
});

test('the lines differ: the same GetSandboxRequest means other things on the other line', () => {
  const root00 = loadProtoRoot();
  const request00 = root00.lookupType('openshell.v1.GetSandboxRequest');
  const request01 = root.lookupType('openshell.v1.GetSandboxRequest');

  // 0.0 sends the workspace as a string in field 2; the 0.1 reader expects a WorkspaceSelector there and parses the
  // string's bytes as one, where "d" (0x64) is the tag of field 12 with the invalid wire type 4.
  const bytes00 = request00.encode(request00.fromObject({ name: 'demo', workspace: 'default' })).finish();
  assert.throws(() => request01.decode(bytes00), /invalid wire type 4/);

  // 0.1 sends the selector message in field 2; the 0.0 reader takes its bytes for the workspace name, which is how a
  // 0.1 client on a 0.0 gateway meets `workspace '\n\adefault' not found` (docs/openshell-0.1.md §1).
  const bytes01 = request01.encode(request01.fromObject({ name: 'demo', workspace_scope: { workspace: 'default' } })).finish();
  const as00 = request00.toObject(request00.decode(bytes01), TO_OBJECT);
  assert.is(as00['name'], 'demo');
  assert.is(as00['workspace'], '\n\u0007default');
});

test.run();
