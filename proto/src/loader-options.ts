import type { Options } from '@grpc/proto-loader';
import { PROTO_INCLUDE_DIR } from './paths.ts';

/**
 * Options for @grpc/proto-loader. The same values are passed to proto-loader-gen-types (see package.json "generate"),
 * so the generated TypeScript types describe exactly the objects grpc-js hands us.
 *
 * - keepCase: field names stay snake_case as in the proto and in the upstream docs (`resource_version`, not
 *   `resourceVersion`), so code, logs and the contract read the same.
 * - longs: Number: the 64-bit fields are millisecond timestamps, counters and versions that stay far below 2^53;
 *   plain numbers are easier to compare and serialise than Long objects.
 * - enums: String: phases and statuses arrive as their names (`SANDBOX_PHASE_READY`). Enums are open upstream: a
 *   value this proto does not know arrives as its number, so consumers must tolerate `string | number`.
 * - defaults: true: proto3 has no presence for plain scalars, so absent means default; filling defaults gives every
 *   decoded object its full shape (an empty list instead of undefined). Fields declared `optional` keep presence.
 * - oneofs: true: each oneof gets a virtual property naming the member that is set (`payload: 'exit'`), which makes
 *   switch statements over stream events straightforward.
 */
export const LOADER_OPTIONS = {
  keepCase: true,
  longs: Number,
  enums: String,
  defaults: true,
  oneofs: true,
  includeDirs: [PROTO_INCLUDE_DIR],
} as const satisfies Options;
