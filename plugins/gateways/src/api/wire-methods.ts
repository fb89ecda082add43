import type { WireMethod } from './line.ts';

// A line turns its generated grpc-js service definition into the methods it sends; each method keeps the request
// type it encodes and the decoded (`__Output`) type it reads, so a line's operations stay typed end to end.

interface MethodDefinition {
  path: string;
  requestSerialize(value: never): Buffer;
  responseDeserialize(bytes: Buffer): unknown;
}

type MethodOf<D> = D extends { requestSerialize(value: infer Request): Buffer; responseDeserialize(bytes: Buffer): infer Output }
  ? WireMethod<Request, Output>
  : never;

export type WireMethods<Definition> = { readonly [Name in keyof Definition]: MethodOf<Definition[Name]> };

export function wireMethodsOf<Definition extends object>(definition: Definition): WireMethods<Definition> {
  return Object.fromEntries(
    Object.entries(definition as Record<string, MethodDefinition>).map(([name, method]) => [
      name,
      { path: method.path, serialize: method.requestSerialize, deserialize: method.responseDeserialize },
    ]),
  ) as WireMethods<Definition>;
}
