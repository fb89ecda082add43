import { wireMethodsOf } from '@portcullis/plugin-gateways';
import { openShell01ServiceDefinition } from '@portcullis/proto/line-0.1';

// The RPCs of the 0.1 line, from our .proto of it (proto/line-0.1/); importing this module parses them.
export const rpc = wireMethodsOf(openShell01ServiceDefinition);
