// Original file: line-0.1/openshell/openshell.proto

import type { WorkspaceMember as _openshell_v1_WorkspaceMember, WorkspaceMember__Output as _openshell_v1_WorkspaceMember__Output } from '../../openshell/v1/WorkspaceMember.ts';

export interface ListWorkspaceMembersResponse {
  'members'?: (_openshell_v1_WorkspaceMember)[];
  /**
   * empty on the last page
   */
  'next_page_token'?: (string);
}

export interface ListWorkspaceMembersResponse__Output {
  'members': (_openshell_v1_WorkspaceMember__Output)[];
  /**
   * empty on the last page
   */
  'next_page_token': (string);
}
