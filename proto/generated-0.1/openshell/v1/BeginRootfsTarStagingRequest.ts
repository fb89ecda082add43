// Original file: line-0.1/openshell/openshell.proto

import type { WorkspaceSelector as _openshell_datamodel_v1_WorkspaceSelector, WorkspaceSelector__Output as _openshell_datamodel_v1_WorkspaceSelector__Output } from '../../openshell/datamodel/v1/WorkspaceSelector.ts';
import type { Long } from '@grpc/proto-loader';

/**
 * Asks for a staging slot; the token goes into template.driver_config.<driver>.rootfs_tar_staging_token on
 * CreateSandbox.
 */
export interface BeginRootfsTarStagingRequest {
  /**
   * base name only
   */
  'file_name'?: (string);
  'size_bytes'?: (number | string | Long);
  /**
   * named workspace only
   */
  'workspace_scope'?: (_openshell_datamodel_v1_WorkspaceSelector | null);
}

/**
 * Asks for a staging slot; the token goes into template.driver_config.<driver>.rootfs_tar_staging_token on
 * CreateSandbox.
 */
export interface BeginRootfsTarStagingRequest__Output {
  /**
   * base name only
   */
  'file_name': (string);
  'size_bytes': (number);
  /**
   * named workspace only
   */
  'workspace_scope': (_openshell_datamodel_v1_WorkspaceSelector__Output | null);
}
