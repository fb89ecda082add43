// Original file: line-0.1/openshell/openshell.proto

import type { WorkspaceMember as _openshell_v1_WorkspaceMember, WorkspaceMember__Output as _openshell_v1_WorkspaceMember__Output } from '../../openshell/v1/WorkspaceMember.ts';

export interface AddWorkspaceMemberResponse {
  'member'?: (_openshell_v1_WorkspaceMember | null);
}

export interface AddWorkspaceMemberResponse__Output {
  'member': (_openshell_v1_WorkspaceMember__Output | null);
}
