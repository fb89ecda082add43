// Original file: line-0.1/openshell/openshell.proto

import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from '../../google/protobuf/Struct.ts';

/**
 * How to run the sandbox, inline in its spec (not the stored SandboxWorkloadTemplate).
 */
export interface SandboxTemplate {
  'image'?: (string);
  'runtime_class_name'?: (string);
  'agent_socket'?: (string);
  'labels'?: ({[key: string]: string});
  'annotations'?: ({[key: string]: string});
  'environment'?: ({[key: string]: string});
  /**
   * platform-specific requests and limits
   */
  'resources'?: (_google_protobuf_Struct | null);
  'user_namespaces'?: (boolean);
  /**
   * keyed by driver name; only the active driver's block is used
   */
  'driver_config'?: (_google_protobuf_Struct | null);
  '_user_namespaces'?: "user_namespaces";
}

/**
 * How to run the sandbox, inline in its spec (not the stored SandboxWorkloadTemplate).
 */
export interface SandboxTemplate__Output {
  'image': (string);
  'runtime_class_name': (string);
  'agent_socket': (string);
  'labels': ({[key: string]: string});
  'annotations': ({[key: string]: string});
  'environment': ({[key: string]: string});
  /**
   * platform-specific requests and limits
   */
  'resources': (_google_protobuf_Struct__Output | null);
  'user_namespaces'?: (boolean);
  /**
   * keyed by driver name; only the active driver's block is used
   */
  'driver_config': (_google_protobuf_Struct__Output | null);
  '_user_namespaces'?: "user_namespaces";
}
