// Original file: line-0.1/openshell/openshell.proto

import type { DenialGroupCount as _openshell_v1_DenialGroupCount, DenialGroupCount__Output as _openshell_v1_DenialGroupCount__Output } from '../../openshell/v1/DenialGroupCount.ts';

/**
 * Anonymous counters: no hosts, paths, binaries or sandbox ids.
 */
export interface NetworkActivitySummary {
  'network_activity_count'?: (number);
  'denied_action_count'?: (number);
  'denials_by_group'?: (_openshell_v1_DenialGroupCount)[];
}

/**
 * Anonymous counters: no hosts, paths, binaries or sandbox ids.
 */
export interface NetworkActivitySummary__Output {
  'network_activity_count': (number);
  'denied_action_count': (number);
  'denials_by_group': (_openshell_v1_DenialGroupCount__Output)[];
}
