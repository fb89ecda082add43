import { wireMethodsOf } from '@portcullis/plugin-gateways';
import { inferenceServiceDefinition, openShellServiceDefinition } from '@portcullis/proto';

// The RPCs of the 0.0 line, from our .proto of it (proto/openshell/); importing this module parses them.
export const rpc = wireMethodsOf(openShellServiceDefinition);
export const inferenceRpc = wireMethodsOf(inferenceServiceDefinition);
