// Wire compatibility: our .proto must match the upstream wire described in contract/wire.json field by field, and the
// 42 RPCs must sit at the exact method paths. Message names may differ upstream, field numbers and types may not.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import protobuf from 'protobufjs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { WireField, WireMessage } from '../src/index.ts';
import { loadProtoRoot, loadWireContract, packageDefinition, WIRE_CONTRACT_PATH } from '../src/index.ts';
import { fullChunk, fullSandbox } from './fixtures.ts';

const wire = loadWireContract();
const root = loadProtoRoot();

const _SCALARS = new Set([
  'double',
  'float',
  'int32',
  'int64',
  'uint32',
  'uint64',
  'sint32',
  'sint64',
  'fixed32',
  'fixed64',
  'sfixed32',
  'sfixed64',
  'bool',
  'string',
  'bytes',
]);

function fullName(reflected: protobuf.ReflectionObject): string {
  return reflected.fullName.replace(/^\./, '');
}

function typeNameOf(field: protobuf.Field): string {
  return field.resolvedType ? fullName(field.resolvedType) : field.type;
}

/** Describes one of our fields in wire.json's vocabulary so a mismatch reads like the contract. */
function describeOurField(field: protobuf.Field) {
  const partOf = field.partOf;
  const synthetic = field.options?.['proto3_optional'] === true;
  const oneof = partOf && !synthetic ? partOf.name : null;
  if (field instanceof protobuf.MapField) {
    return { number: field.id, label: 'map', type: `map<${field.keyType},${typeNameOf(field)}>`, oneof };
  }
  const label = field.repeated ? 'repeated' : synthetic ? 'optional' : 'singular';
  return { number: field.id, label, type: typeNameOf(field), oneof };
}

function describeWireField(field: WireField) {
  return { number: field.number, label: field.label, type: field.type, oneof: field.oneof };
}

function compareMessage(name: string, expected: WireMessage): string[] {
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
  const ourOneofs = (ours.oneofsArray ?? [])
    .filter((o) => !o.fieldsArray.every((f) => f.options?.['proto3_optional'] === true))
    .map((o) => `${o.name}[${o.oneof.join(',')}]`)
    .sort();
  const wireOneofs = expected.oneofs.map((o) => `${o.name}[${o.fields.join(',')}]`).sort();
  if (JSON.stringify(ourOneofs) !== JSON.stringify(wireOneofs)) {
    problems.push(`${name}: oneofs expected ${wireOneofs.join(' ')}, ours ${ourOneofs.join(' ')}`);
  }
  return problems;
}

function reservedOf(type: protobuf.Type): string[] {
  return (type.reserved ?? []).map((r) => (typeof r === 'string' ? `"${r}"` : `${r[0]}-${r[1]}`)).sort();
}

test('every message and field of the wire contract matches our .proto', () => {
  const problems = Object.entries(wire.messages).flatMap(([name, message]) => compareMessage(name, message));
  assert.equal(problems, [], `wire mismatches:\n  ${problems.join('\n  ')}`);
  assert.is(Object.keys(wire.messages).length, 147);
});

test('reserved numbers and names match', () => {
  const problems: string[] = [];
  for (const [name, message] of Object.entries(wire.messages)) {
    if (name.startsWith('google.')) continue;
    const want = message.reserved.map((r) => ('name' in r ? `"${r.name}"` : `${r.from}-${r.to}`)).sort();
    const got = reservedOf(root.lookupType(name));
    if (JSON.stringify(want) !== JSON.stringify(got)) problems.push(`${name}: expected ${want}, ours ${got}`);
  }
  assert.equal(problems, []);
});

test('every enum has the same values and numbers', () => {
  const problems: string[] = [];
  for (const [name, expected] of Object.entries(wire.enums)) {
    const ours = root.lookupEnum(name);
    const want = Object.fromEntries(expected.values.map((v) => [v.name, v.number]));
    if (JSON.stringify(ours.values) !== JSON.stringify(want)) {
      problems.push(`${name}: expected ${JSON.stringify(want)}, ours ${JSON.stringify(ours.values)}`);
    }
  }
  assert.equal(problems, []);
  assert.is(Object.keys(wire.enums).length, 8);
});

test('we define no message or enum outside the contract', () => {
  const known = new Set([...Object.keys(wire.messages), ...Object.keys(wire.enums)]);
  const extras: string[] = [];
  const walk = (ns: protobuf.NamespaceBase) => {
    for (const nested of ns.nestedArray) {
      if ((nested instanceof protobuf.Type || nested instanceof protobuf.Enum) && !known.has(fullName(nested))) {
        if (!fullName(nested).startsWith('google.')) extras.push(fullName(nested));
      }
      if (nested instanceof protobuf.Namespace) walk(nested);
    }
  };
  walk(root);
  assert.equal(extras, []);
});

test('all 42 RPCs exist with the exact path, types and streaming flags', () => {
  assert.is(wire.rpcs.length, 42);
  const problems: string[] = [];
  for (const rpc of wire.rpcs) {
    const serviceName = `${rpc.package}.${rpc.service}`;
    const method = root.lookupService(serviceName).methods[rpc.rpc];
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
    if (JSON.stringify(got) !== JSON.stringify(want)) {
      problems.push(`${rpc.rpc}: expected ${JSON.stringify(want)}, ours ${JSON.stringify(got)}`);
    }
    const loaded = (packageDefinition[serviceName] as Record<string, { path: string }> | undefined)?.[rpc.rpc];
    if (loaded?.path !== rpc.grpc_path) problems.push(`${rpc.rpc}: grpc-js path ${loaded?.path}`);
  }
  const ourMethods = ['openshell.v1.OpenShell', 'openshell.inference.v1.Inference'].flatMap((s) =>
    root.lookupService(s).methodsArray.map((m) => `/${s}/${m.name}`),
  );
  const wirePaths = new Set(wire.rpcs.map((r) => r.grpc_path));
  for (const path of ourMethods) if (!wirePaths.has(path)) problems.push(`${path}: not in the contract`);
  assert.is(ourMethods.length, 42);
  assert.equal(problems, []);
});

test('the vendored contract equals the shared one when it is reachable', () => {
  const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
  const candidates = [`${repoRoot}../shared/openshell/wire.json`, '/work/shared/openshell/wire.json'];
  const shared = candidates.find((p) => existsSync(p));
  if (!shared) return; // a clone without shared/ beside it: the vendored copy is all there is
  assert.ok(
    readFileSync(shared, 'utf8') === readFileSync(WIRE_CONTRACT_PATH, 'utf8'),
    `proto/contract/wire.json differs from ${shared}: copy the new contract and fix the .proto`,
  );
});

const TO_OBJECT = { longs: Number, enums: String, defaults: true, oneofs: true } as const;

/** Fails on any field left at its default, so "fully populated" is checked rather than assumed. */
function emptyFields(type: protobuf.Type, value: Record<string, unknown>, path: string): string[] {
  const missing: string[] = [];
  for (const field of type.fieldsArray) {
    const optional = field.options?.['proto3_optional'] === true;
    const inRealOneof = field.partOf !== null && !optional;
    const v = value[field.name];
    // An explicit-presence field set to false/0 is still "set"; an implicit-presence one is not.
    const isDefault =
      v === undefined ||
      v === null ||
      v === '' ||
      (!optional && (v === 0 || v === false)) ||
      (Array.isArray(v) && v.length === 0) ||
      (typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length === 0);
    if (isDefault) {
      if (!inRealOneof) missing.push(`${path}.${field.name}`);
      continue;
    }
    const nested = field.resolvedType;
    if (!(nested instanceof protobuf.Type) || fullName(nested).startsWith('google.')) continue;
    const items = field instanceof protobuf.MapField ? Object.values(v as object) : field.repeated ? (v as object[]) : [v];
    for (const item of items) missing.push(...emptyFields(nested, item as Record<string, unknown>, `${path}.${field.name}`));
  }
  return missing;
}

function roundTrip(typeName: string, value: Record<string, unknown>) {
  const type = root.lookupType(typeName);
  assert.equal(emptyFields(type, value, typeName), [], 'fixture must set every field');
  const bytes = type.encode(type.fromObject(value)).finish();
  const decoded = type.toObject(type.decode(bytes), TO_OBJECT);
  assert.equal(decoded, type.toObject(type.fromObject(value), TO_OBJECT));
  return decoded;
}

test('round trip: a fully populated Sandbox', () => {
  const decoded = roundTrip('openshell.v1.Sandbox', fullSandbox());
  assert.is(decoded['metadata'].resource_version, 7);
  assert.is(decoded['metadata'].created_at_ms, 1_755_000_000_123);
  assert.is(decoded['status'].phase, 'SANDBOX_PHASE_READY');
  assert.is(decoded['status'].exit_code, 3);
  assert.is(decoded['spec'].resource_requirements.gpu.count, 1);
  assert.is(decoded['spec'].policy.network_policies.allow_api_example_com_443.endpoints[0].ports[1], 8443);
});

test('round trip: a fully populated PolicyChunk', () => {
  const decoded = roundTrip('openshell.v1.PolicyChunk', fullChunk());
  assert.is(decoded['review_token'], 'tok-1');
  assert.is(decoded['hit_count'], 12);
  assert.ok(Math.abs(decoded['confidence'] - 0.75) < 1e-6);
  assert.is(decoded['candidate_effective_policy'].landlock.compatibility, 'best_effort');
});

test('grpc-js serializers of the loaded package agree with protobufjs', () => {
  const method = (
    packageDefinition['openshell.v1.OpenShell'] as Record<
      string,
      {
        responseSerialize(v: unknown): Buffer;
        responseDeserialize(b: Buffer): any;
      }
    >
  )['GetSandbox']!;
  const bytes = method.responseSerialize({ sandbox: fullSandbox() });
  const viaProtobufjs = root.lookupType('openshell.v1.SandboxResponse').decode(bytes);
  assert.is((viaProtobufjs as any).sandbox.metadata.name, 'demo');
  const back = method.responseDeserialize(bytes);
  assert.is(back.sandbox.status.phase, 'SANDBOX_PHASE_READY');
  assert.is(back.sandbox.metadata.resource_version, 7);
  assert.is(back.sandbox.spec.resource_requirements.gpu.count, 1);
});

test.run();
