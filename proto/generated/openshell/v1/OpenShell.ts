// Original file: openshell/openshell.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { ApproveAllDraftChunksRequest as _openshell_v1_ApproveAllDraftChunksRequest, ApproveAllDraftChunksRequest__Output as _openshell_v1_ApproveAllDraftChunksRequest__Output } from '../../openshell/v1/ApproveAllDraftChunksRequest.ts';
import type { ApproveAllDraftChunksResponse as _openshell_v1_ApproveAllDraftChunksResponse, ApproveAllDraftChunksResponse__Output as _openshell_v1_ApproveAllDraftChunksResponse__Output } from '../../openshell/v1/ApproveAllDraftChunksResponse.ts';
import type { ApproveDraftChunkRequest as _openshell_v1_ApproveDraftChunkRequest, ApproveDraftChunkRequest__Output as _openshell_v1_ApproveDraftChunkRequest__Output } from '../../openshell/v1/ApproveDraftChunkRequest.ts';
import type { ApproveDraftChunkResponse as _openshell_v1_ApproveDraftChunkResponse, ApproveDraftChunkResponse__Output as _openshell_v1_ApproveDraftChunkResponse__Output } from '../../openshell/v1/ApproveDraftChunkResponse.ts';
import type { AttachSandboxProviderRequest as _openshell_v1_AttachSandboxProviderRequest, AttachSandboxProviderRequest__Output as _openshell_v1_AttachSandboxProviderRequest__Output } from '../../openshell/v1/AttachSandboxProviderRequest.ts';
import type { AttachSandboxProviderResponse as _openshell_v1_AttachSandboxProviderResponse, AttachSandboxProviderResponse__Output as _openshell_v1_AttachSandboxProviderResponse__Output } from '../../openshell/v1/AttachSandboxProviderResponse.ts';
import type { ClearDraftChunksRequest as _openshell_v1_ClearDraftChunksRequest, ClearDraftChunksRequest__Output as _openshell_v1_ClearDraftChunksRequest__Output } from '../../openshell/v1/ClearDraftChunksRequest.ts';
import type { ClearDraftChunksResponse as _openshell_v1_ClearDraftChunksResponse, ClearDraftChunksResponse__Output as _openshell_v1_ClearDraftChunksResponse__Output } from '../../openshell/v1/ClearDraftChunksResponse.ts';
import type { CreateProviderRequest as _openshell_v1_CreateProviderRequest, CreateProviderRequest__Output as _openshell_v1_CreateProviderRequest__Output } from '../../openshell/v1/CreateProviderRequest.ts';
import type { CreateSandboxRequest as _openshell_v1_CreateSandboxRequest, CreateSandboxRequest__Output as _openshell_v1_CreateSandboxRequest__Output } from '../../openshell/v1/CreateSandboxRequest.ts';
import type { CreateSshSessionRequest as _openshell_v1_CreateSshSessionRequest, CreateSshSessionRequest__Output as _openshell_v1_CreateSshSessionRequest__Output } from '../../openshell/v1/CreateSshSessionRequest.ts';
import type { CreateSshSessionResponse as _openshell_v1_CreateSshSessionResponse, CreateSshSessionResponse__Output as _openshell_v1_CreateSshSessionResponse__Output } from '../../openshell/v1/CreateSshSessionResponse.ts';
import type { DeleteProviderRequest as _openshell_v1_DeleteProviderRequest, DeleteProviderRequest__Output as _openshell_v1_DeleteProviderRequest__Output } from '../../openshell/v1/DeleteProviderRequest.ts';
import type { DeleteProviderResponse as _openshell_v1_DeleteProviderResponse, DeleteProviderResponse__Output as _openshell_v1_DeleteProviderResponse__Output } from '../../openshell/v1/DeleteProviderResponse.ts';
import type { DeleteSandboxRequest as _openshell_v1_DeleteSandboxRequest, DeleteSandboxRequest__Output as _openshell_v1_DeleteSandboxRequest__Output } from '../../openshell/v1/DeleteSandboxRequest.ts';
import type { DeleteSandboxResponse as _openshell_v1_DeleteSandboxResponse, DeleteSandboxResponse__Output as _openshell_v1_DeleteSandboxResponse__Output } from '../../openshell/v1/DeleteSandboxResponse.ts';
import type { DetachSandboxProviderRequest as _openshell_v1_DetachSandboxProviderRequest, DetachSandboxProviderRequest__Output as _openshell_v1_DetachSandboxProviderRequest__Output } from '../../openshell/v1/DetachSandboxProviderRequest.ts';
import type { DetachSandboxProviderResponse as _openshell_v1_DetachSandboxProviderResponse, DetachSandboxProviderResponse__Output as _openshell_v1_DetachSandboxProviderResponse__Output } from '../../openshell/v1/DetachSandboxProviderResponse.ts';
import type { EditDraftChunkRequest as _openshell_v1_EditDraftChunkRequest, EditDraftChunkRequest__Output as _openshell_v1_EditDraftChunkRequest__Output } from '../../openshell/v1/EditDraftChunkRequest.ts';
import type { EditDraftChunkResponse as _openshell_v1_EditDraftChunkResponse, EditDraftChunkResponse__Output as _openshell_v1_EditDraftChunkResponse__Output } from '../../openshell/v1/EditDraftChunkResponse.ts';
import type { ExecSandboxEvent as _openshell_v1_ExecSandboxEvent, ExecSandboxEvent__Output as _openshell_v1_ExecSandboxEvent__Output } from '../../openshell/v1/ExecSandboxEvent.ts';
import type { ExecSandboxRequest as _openshell_v1_ExecSandboxRequest, ExecSandboxRequest__Output as _openshell_v1_ExecSandboxRequest__Output } from '../../openshell/v1/ExecSandboxRequest.ts';
import type { GetCurrentUserRequest as _openshell_v1_GetCurrentUserRequest, GetCurrentUserRequest__Output as _openshell_v1_GetCurrentUserRequest__Output } from '../../openshell/v1/GetCurrentUserRequest.ts';
import type { GetCurrentUserResponse as _openshell_v1_GetCurrentUserResponse, GetCurrentUserResponse__Output as _openshell_v1_GetCurrentUserResponse__Output } from '../../openshell/v1/GetCurrentUserResponse.ts';
import type { GetDraftHistoryRequest as _openshell_v1_GetDraftHistoryRequest, GetDraftHistoryRequest__Output as _openshell_v1_GetDraftHistoryRequest__Output } from '../../openshell/v1/GetDraftHistoryRequest.ts';
import type { GetDraftHistoryResponse as _openshell_v1_GetDraftHistoryResponse, GetDraftHistoryResponse__Output as _openshell_v1_GetDraftHistoryResponse__Output } from '../../openshell/v1/GetDraftHistoryResponse.ts';
import type { GetDraftPolicyRequest as _openshell_v1_GetDraftPolicyRequest, GetDraftPolicyRequest__Output as _openshell_v1_GetDraftPolicyRequest__Output } from '../../openshell/v1/GetDraftPolicyRequest.ts';
import type { GetDraftPolicyResponse as _openshell_v1_GetDraftPolicyResponse, GetDraftPolicyResponse__Output as _openshell_v1_GetDraftPolicyResponse__Output } from '../../openshell/v1/GetDraftPolicyResponse.ts';
import type { GetGatewayConfigRequest as _openshell_sandbox_v1_GetGatewayConfigRequest, GetGatewayConfigRequest__Output as _openshell_sandbox_v1_GetGatewayConfigRequest__Output } from '../../openshell/sandbox/v1/GetGatewayConfigRequest.ts';
import type { GetGatewayConfigResponse as _openshell_sandbox_v1_GetGatewayConfigResponse, GetGatewayConfigResponse__Output as _openshell_sandbox_v1_GetGatewayConfigResponse__Output } from '../../openshell/sandbox/v1/GetGatewayConfigResponse.ts';
import type { GetGatewayInfoRequest as _openshell_v1_GetGatewayInfoRequest, GetGatewayInfoRequest__Output as _openshell_v1_GetGatewayInfoRequest__Output } from '../../openshell/v1/GetGatewayInfoRequest.ts';
import type { GetGatewayInfoResponse as _openshell_v1_GetGatewayInfoResponse, GetGatewayInfoResponse__Output as _openshell_v1_GetGatewayInfoResponse__Output } from '../../openshell/v1/GetGatewayInfoResponse.ts';
import type { GetProviderRequest as _openshell_v1_GetProviderRequest, GetProviderRequest__Output as _openshell_v1_GetProviderRequest__Output } from '../../openshell/v1/GetProviderRequest.ts';
import type { GetSandboxConfigRequest as _openshell_sandbox_v1_GetSandboxConfigRequest, GetSandboxConfigRequest__Output as _openshell_sandbox_v1_GetSandboxConfigRequest__Output } from '../../openshell/sandbox/v1/GetSandboxConfigRequest.ts';
import type { GetSandboxConfigResponse as _openshell_sandbox_v1_GetSandboxConfigResponse, GetSandboxConfigResponse__Output as _openshell_sandbox_v1_GetSandboxConfigResponse__Output } from '../../openshell/sandbox/v1/GetSandboxConfigResponse.ts';
import type { GetSandboxLogsRequest as _openshell_v1_GetSandboxLogsRequest, GetSandboxLogsRequest__Output as _openshell_v1_GetSandboxLogsRequest__Output } from '../../openshell/v1/GetSandboxLogsRequest.ts';
import type { GetSandboxLogsResponse as _openshell_v1_GetSandboxLogsResponse, GetSandboxLogsResponse__Output as _openshell_v1_GetSandboxLogsResponse__Output } from '../../openshell/v1/GetSandboxLogsResponse.ts';
import type { GetSandboxPolicyStatusRequest as _openshell_v1_GetSandboxPolicyStatusRequest, GetSandboxPolicyStatusRequest__Output as _openshell_v1_GetSandboxPolicyStatusRequest__Output } from '../../openshell/v1/GetSandboxPolicyStatusRequest.ts';
import type { GetSandboxPolicyStatusResponse as _openshell_v1_GetSandboxPolicyStatusResponse, GetSandboxPolicyStatusResponse__Output as _openshell_v1_GetSandboxPolicyStatusResponse__Output } from '../../openshell/v1/GetSandboxPolicyStatusResponse.ts';
import type { GetSandboxProviderEnvironmentRequest as _openshell_v1_GetSandboxProviderEnvironmentRequest, GetSandboxProviderEnvironmentRequest__Output as _openshell_v1_GetSandboxProviderEnvironmentRequest__Output } from '../../openshell/v1/GetSandboxProviderEnvironmentRequest.ts';
import type { GetSandboxProviderEnvironmentResponse as _openshell_v1_GetSandboxProviderEnvironmentResponse, GetSandboxProviderEnvironmentResponse__Output as _openshell_v1_GetSandboxProviderEnvironmentResponse__Output } from '../../openshell/v1/GetSandboxProviderEnvironmentResponse.ts';
import type { GetSandboxRequest as _openshell_v1_GetSandboxRequest, GetSandboxRequest__Output as _openshell_v1_GetSandboxRequest__Output } from '../../openshell/v1/GetSandboxRequest.ts';
import type { HealthRequest as _openshell_v1_HealthRequest, HealthRequest__Output as _openshell_v1_HealthRequest__Output } from '../../openshell/v1/HealthRequest.ts';
import type { HealthResponse as _openshell_v1_HealthResponse, HealthResponse__Output as _openshell_v1_HealthResponse__Output } from '../../openshell/v1/HealthResponse.ts';
import type { ListProviderProfilesRequest as _openshell_v1_ListProviderProfilesRequest, ListProviderProfilesRequest__Output as _openshell_v1_ListProviderProfilesRequest__Output } from '../../openshell/v1/ListProviderProfilesRequest.ts';
import type { ListProviderProfilesResponse as _openshell_v1_ListProviderProfilesResponse, ListProviderProfilesResponse__Output as _openshell_v1_ListProviderProfilesResponse__Output } from '../../openshell/v1/ListProviderProfilesResponse.ts';
import type { ListProvidersRequest as _openshell_v1_ListProvidersRequest, ListProvidersRequest__Output as _openshell_v1_ListProvidersRequest__Output } from '../../openshell/v1/ListProvidersRequest.ts';
import type { ListProvidersResponse as _openshell_v1_ListProvidersResponse, ListProvidersResponse__Output as _openshell_v1_ListProvidersResponse__Output } from '../../openshell/v1/ListProvidersResponse.ts';
import type { ListSandboxPoliciesRequest as _openshell_v1_ListSandboxPoliciesRequest, ListSandboxPoliciesRequest__Output as _openshell_v1_ListSandboxPoliciesRequest__Output } from '../../openshell/v1/ListSandboxPoliciesRequest.ts';
import type { ListSandboxPoliciesResponse as _openshell_v1_ListSandboxPoliciesResponse, ListSandboxPoliciesResponse__Output as _openshell_v1_ListSandboxPoliciesResponse__Output } from '../../openshell/v1/ListSandboxPoliciesResponse.ts';
import type { ListSandboxProvidersRequest as _openshell_v1_ListSandboxProvidersRequest, ListSandboxProvidersRequest__Output as _openshell_v1_ListSandboxProvidersRequest__Output } from '../../openshell/v1/ListSandboxProvidersRequest.ts';
import type { ListSandboxProvidersResponse as _openshell_v1_ListSandboxProvidersResponse, ListSandboxProvidersResponse__Output as _openshell_v1_ListSandboxProvidersResponse__Output } from '../../openshell/v1/ListSandboxProvidersResponse.ts';
import type { ListSandboxesRequest as _openshell_v1_ListSandboxesRequest, ListSandboxesRequest__Output as _openshell_v1_ListSandboxesRequest__Output } from '../../openshell/v1/ListSandboxesRequest.ts';
import type { ListSandboxesResponse as _openshell_v1_ListSandboxesResponse, ListSandboxesResponse__Output as _openshell_v1_ListSandboxesResponse__Output } from '../../openshell/v1/ListSandboxesResponse.ts';
import type { ProviderResponse as _openshell_v1_ProviderResponse, ProviderResponse__Output as _openshell_v1_ProviderResponse__Output } from '../../openshell/v1/ProviderResponse.ts';
import type { RejectDraftChunkRequest as _openshell_v1_RejectDraftChunkRequest, RejectDraftChunkRequest__Output as _openshell_v1_RejectDraftChunkRequest__Output } from '../../openshell/v1/RejectDraftChunkRequest.ts';
import type { RejectDraftChunkResponse as _openshell_v1_RejectDraftChunkResponse, RejectDraftChunkResponse__Output as _openshell_v1_RejectDraftChunkResponse__Output } from '../../openshell/v1/RejectDraftChunkResponse.ts';
import type { RevokeSshSessionRequest as _openshell_v1_RevokeSshSessionRequest, RevokeSshSessionRequest__Output as _openshell_v1_RevokeSshSessionRequest__Output } from '../../openshell/v1/RevokeSshSessionRequest.ts';
import type { RevokeSshSessionResponse as _openshell_v1_RevokeSshSessionResponse, RevokeSshSessionResponse__Output as _openshell_v1_RevokeSshSessionResponse__Output } from '../../openshell/v1/RevokeSshSessionResponse.ts';
import type { SandboxResponse as _openshell_v1_SandboxResponse, SandboxResponse__Output as _openshell_v1_SandboxResponse__Output } from '../../openshell/v1/SandboxResponse.ts';
import type { SandboxStreamEvent as _openshell_v1_SandboxStreamEvent, SandboxStreamEvent__Output as _openshell_v1_SandboxStreamEvent__Output } from '../../openshell/v1/SandboxStreamEvent.ts';
import type { StartSandboxRequest as _openshell_v1_StartSandboxRequest, StartSandboxRequest__Output as _openshell_v1_StartSandboxRequest__Output } from '../../openshell/v1/StartSandboxRequest.ts';
import type { StopSandboxRequest as _openshell_v1_StopSandboxRequest, StopSandboxRequest__Output as _openshell_v1_StopSandboxRequest__Output } from '../../openshell/v1/StopSandboxRequest.ts';
import type { SubmitPolicyAnalysisRequest as _openshell_v1_SubmitPolicyAnalysisRequest, SubmitPolicyAnalysisRequest__Output as _openshell_v1_SubmitPolicyAnalysisRequest__Output } from '../../openshell/v1/SubmitPolicyAnalysisRequest.ts';
import type { SubmitPolicyAnalysisResponse as _openshell_v1_SubmitPolicyAnalysisResponse, SubmitPolicyAnalysisResponse__Output as _openshell_v1_SubmitPolicyAnalysisResponse__Output } from '../../openshell/v1/SubmitPolicyAnalysisResponse.ts';
import type { UndoDraftChunkRequest as _openshell_v1_UndoDraftChunkRequest, UndoDraftChunkRequest__Output as _openshell_v1_UndoDraftChunkRequest__Output } from '../../openshell/v1/UndoDraftChunkRequest.ts';
import type { UndoDraftChunkResponse as _openshell_v1_UndoDraftChunkResponse, UndoDraftChunkResponse__Output as _openshell_v1_UndoDraftChunkResponse__Output } from '../../openshell/v1/UndoDraftChunkResponse.ts';
import type { UpdateConfigRequest as _openshell_v1_UpdateConfigRequest, UpdateConfigRequest__Output as _openshell_v1_UpdateConfigRequest__Output } from '../../openshell/v1/UpdateConfigRequest.ts';
import type { UpdateConfigResponse as _openshell_v1_UpdateConfigResponse, UpdateConfigResponse__Output as _openshell_v1_UpdateConfigResponse__Output } from '../../openshell/v1/UpdateConfigResponse.ts';
import type { UpdateProviderRequest as _openshell_v1_UpdateProviderRequest, UpdateProviderRequest__Output as _openshell_v1_UpdateProviderRequest__Output } from '../../openshell/v1/UpdateProviderRequest.ts';
import type { WatchSandboxRequest as _openshell_v1_WatchSandboxRequest, WatchSandboxRequest__Output as _openshell_v1_WatchSandboxRequest__Output } from '../../openshell/v1/WatchSandboxRequest.ts';

export interface OpenShellClient extends grpc.Client {
  /**
   * Approves the pending chunks in one revision, skipping flagged ones unless asked. (since <=v0.0.35)
   */
  ApproveAllDraftChunks(argument: _openshell_v1_ApproveAllDraftChunksRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ApproveAllDraftChunksResponse__Output>): grpc.ClientUnaryCall;
  ApproveAllDraftChunks(argument: _openshell_v1_ApproveAllDraftChunksRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_ApproveAllDraftChunksResponse__Output>): grpc.ClientUnaryCall;
  ApproveAllDraftChunks(argument: _openshell_v1_ApproveAllDraftChunksRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ApproveAllDraftChunksResponse__Output>): grpc.ClientUnaryCall;
  ApproveAllDraftChunks(argument: _openshell_v1_ApproveAllDraftChunksRequest, callback: grpc.requestCallback<_openshell_v1_ApproveAllDraftChunksResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Approves the pending chunks in one revision, skipping flagged ones unless asked. (since <=v0.0.35)
   */
  approveAllDraftChunks(argument: _openshell_v1_ApproveAllDraftChunksRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ApproveAllDraftChunksResponse__Output>): grpc.ClientUnaryCall;
  approveAllDraftChunks(argument: _openshell_v1_ApproveAllDraftChunksRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_ApproveAllDraftChunksResponse__Output>): grpc.ClientUnaryCall;
  approveAllDraftChunks(argument: _openshell_v1_ApproveAllDraftChunksRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ApproveAllDraftChunksResponse__Output>): grpc.ClientUnaryCall;
  approveAllDraftChunks(argument: _openshell_v1_ApproveAllDraftChunksRequest, callback: grpc.requestCallback<_openshell_v1_ApproveAllDraftChunksResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Merges a pending or rejected chunk into a new policy revision. HEAD wants the review token. (since
   * <=v0.0.35)
   */
  ApproveDraftChunk(argument: _openshell_v1_ApproveDraftChunkRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ApproveDraftChunkResponse__Output>): grpc.ClientUnaryCall;
  ApproveDraftChunk(argument: _openshell_v1_ApproveDraftChunkRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_ApproveDraftChunkResponse__Output>): grpc.ClientUnaryCall;
  ApproveDraftChunk(argument: _openshell_v1_ApproveDraftChunkRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ApproveDraftChunkResponse__Output>): grpc.ClientUnaryCall;
  ApproveDraftChunk(argument: _openshell_v1_ApproveDraftChunkRequest, callback: grpc.requestCallback<_openshell_v1_ApproveDraftChunkResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Merges a pending or rejected chunk into a new policy revision. HEAD wants the review token. (since
   * <=v0.0.35)
   */
  approveDraftChunk(argument: _openshell_v1_ApproveDraftChunkRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ApproveDraftChunkResponse__Output>): grpc.ClientUnaryCall;
  approveDraftChunk(argument: _openshell_v1_ApproveDraftChunkRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_ApproveDraftChunkResponse__Output>): grpc.ClientUnaryCall;
  approveDraftChunk(argument: _openshell_v1_ApproveDraftChunkRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ApproveDraftChunkResponse__Output>): grpc.ClientUnaryCall;
  approveDraftChunk(argument: _openshell_v1_ApproveDraftChunkRequest, callback: grpc.requestCallback<_openshell_v1_ApproveDraftChunkResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Attaches a provider to a sandbox. Idempotent (attached=false when already there). (since v0.0.37)
   */
  AttachSandboxProvider(argument: _openshell_v1_AttachSandboxProviderRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_AttachSandboxProviderResponse__Output>): grpc.ClientUnaryCall;
  AttachSandboxProvider(argument: _openshell_v1_AttachSandboxProviderRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_AttachSandboxProviderResponse__Output>): grpc.ClientUnaryCall;
  AttachSandboxProvider(argument: _openshell_v1_AttachSandboxProviderRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_AttachSandboxProviderResponse__Output>): grpc.ClientUnaryCall;
  AttachSandboxProvider(argument: _openshell_v1_AttachSandboxProviderRequest, callback: grpc.requestCallback<_openshell_v1_AttachSandboxProviderResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Attaches a provider to a sandbox. Idempotent (attached=false when already there). (since v0.0.37)
   */
  attachSandboxProvider(argument: _openshell_v1_AttachSandboxProviderRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_AttachSandboxProviderResponse__Output>): grpc.ClientUnaryCall;
  attachSandboxProvider(argument: _openshell_v1_AttachSandboxProviderRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_AttachSandboxProviderResponse__Output>): grpc.ClientUnaryCall;
  attachSandboxProvider(argument: _openshell_v1_AttachSandboxProviderRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_AttachSandboxProviderResponse__Output>): grpc.ClientUnaryCall;
  attachSandboxProvider(argument: _openshell_v1_AttachSandboxProviderRequest, callback: grpc.requestCallback<_openshell_v1_AttachSandboxProviderResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Deletes every pending chunk of a sandbox. (since <=v0.0.35)
   */
  ClearDraftChunks(argument: _openshell_v1_ClearDraftChunksRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ClearDraftChunksResponse__Output>): grpc.ClientUnaryCall;
  ClearDraftChunks(argument: _openshell_v1_ClearDraftChunksRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_ClearDraftChunksResponse__Output>): grpc.ClientUnaryCall;
  ClearDraftChunks(argument: _openshell_v1_ClearDraftChunksRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ClearDraftChunksResponse__Output>): grpc.ClientUnaryCall;
  ClearDraftChunks(argument: _openshell_v1_ClearDraftChunksRequest, callback: grpc.requestCallback<_openshell_v1_ClearDraftChunksResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Deletes every pending chunk of a sandbox. (since <=v0.0.35)
   */
  clearDraftChunks(argument: _openshell_v1_ClearDraftChunksRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ClearDraftChunksResponse__Output>): grpc.ClientUnaryCall;
  clearDraftChunks(argument: _openshell_v1_ClearDraftChunksRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_ClearDraftChunksResponse__Output>): grpc.ClientUnaryCall;
  clearDraftChunks(argument: _openshell_v1_ClearDraftChunksRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ClearDraftChunksResponse__Output>): grpc.ClientUnaryCall;
  clearDraftChunks(argument: _openshell_v1_ClearDraftChunksRequest, callback: grpc.requestCallback<_openshell_v1_ClearDraftChunksResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * --- provider ---
   * Stores a credential provider. Answers with credential values redacted. (since <=v0.0.35)
   */
  CreateProvider(argument: _openshell_v1_CreateProviderRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ProviderResponse__Output>): grpc.ClientUnaryCall;
  CreateProvider(argument: _openshell_v1_CreateProviderRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_ProviderResponse__Output>): grpc.ClientUnaryCall;
  CreateProvider(argument: _openshell_v1_CreateProviderRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ProviderResponse__Output>): grpc.ClientUnaryCall;
  CreateProvider(argument: _openshell_v1_CreateProviderRequest, callback: grpc.requestCallback<_openshell_v1_ProviderResponse__Output>): grpc.ClientUnaryCall;
  /**
   * --- provider ---
   * Stores a credential provider. Answers with credential values redacted. (since <=v0.0.35)
   */
  createProvider(argument: _openshell_v1_CreateProviderRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ProviderResponse__Output>): grpc.ClientUnaryCall;
  createProvider(argument: _openshell_v1_CreateProviderRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_ProviderResponse__Output>): grpc.ClientUnaryCall;
  createProvider(argument: _openshell_v1_CreateProviderRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ProviderResponse__Output>): grpc.ClientUnaryCall;
  createProvider(argument: _openshell_v1_CreateProviderRequest, callback: grpc.requestCallback<_openshell_v1_ProviderResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * --- sandbox ---
   * Creates a sandbox and returns at once in PROVISIONING; readiness is observed later. (since <=v0.0.35)
   */
  CreateSandbox(argument: _openshell_v1_CreateSandboxRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_SandboxResponse__Output>): grpc.ClientUnaryCall;
  CreateSandbox(argument: _openshell_v1_CreateSandboxRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_SandboxResponse__Output>): grpc.ClientUnaryCall;
  CreateSandbox(argument: _openshell_v1_CreateSandboxRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_SandboxResponse__Output>): grpc.ClientUnaryCall;
  CreateSandbox(argument: _openshell_v1_CreateSandboxRequest, callback: grpc.requestCallback<_openshell_v1_SandboxResponse__Output>): grpc.ClientUnaryCall;
  /**
   * --- sandbox ---
   * Creates a sandbox and returns at once in PROVISIONING; readiness is observed later. (since <=v0.0.35)
   */
  createSandbox(argument: _openshell_v1_CreateSandboxRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_SandboxResponse__Output>): grpc.ClientUnaryCall;
  createSandbox(argument: _openshell_v1_CreateSandboxRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_SandboxResponse__Output>): grpc.ClientUnaryCall;
  createSandbox(argument: _openshell_v1_CreateSandboxRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_SandboxResponse__Output>): grpc.ClientUnaryCall;
  createSandbox(argument: _openshell_v1_CreateSandboxRequest, callback: grpc.requestCallback<_openshell_v1_SandboxResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Mints an SSH relay token for a READY sandbox (by UUID). (since <=v0.0.35)
   */
  CreateSshSession(argument: _openshell_v1_CreateSshSessionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_CreateSshSessionResponse__Output>): grpc.ClientUnaryCall;
  CreateSshSession(argument: _openshell_v1_CreateSshSessionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_CreateSshSessionResponse__Output>): grpc.ClientUnaryCall;
  CreateSshSession(argument: _openshell_v1_CreateSshSessionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_CreateSshSessionResponse__Output>): grpc.ClientUnaryCall;
  CreateSshSession(argument: _openshell_v1_CreateSshSessionRequest, callback: grpc.requestCallback<_openshell_v1_CreateSshSessionResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Mints an SSH relay token for a READY sandbox (by UUID). (since <=v0.0.35)
   */
  createSshSession(argument: _openshell_v1_CreateSshSessionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_CreateSshSessionResponse__Output>): grpc.ClientUnaryCall;
  createSshSession(argument: _openshell_v1_CreateSshSessionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_CreateSshSessionResponse__Output>): grpc.ClientUnaryCall;
  createSshSession(argument: _openshell_v1_CreateSshSessionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_CreateSshSessionResponse__Output>): grpc.ClientUnaryCall;
  createSshSession(argument: _openshell_v1_CreateSshSessionRequest, callback: grpc.requestCallback<_openshell_v1_CreateSshSessionResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Deletes a provider. Unknown names answer deleted=false; attached providers are refused. (since <=v0.0.35)
   */
  DeleteProvider(argument: _openshell_v1_DeleteProviderRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_DeleteProviderResponse__Output>): grpc.ClientUnaryCall;
  DeleteProvider(argument: _openshell_v1_DeleteProviderRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_DeleteProviderResponse__Output>): grpc.ClientUnaryCall;
  DeleteProvider(argument: _openshell_v1_DeleteProviderRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_DeleteProviderResponse__Output>): grpc.ClientUnaryCall;
  DeleteProvider(argument: _openshell_v1_DeleteProviderRequest, callback: grpc.requestCallback<_openshell_v1_DeleteProviderResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Deletes a provider. Unknown names answer deleted=false; attached providers are refused. (since <=v0.0.35)
   */
  deleteProvider(argument: _openshell_v1_DeleteProviderRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_DeleteProviderResponse__Output>): grpc.ClientUnaryCall;
  deleteProvider(argument: _openshell_v1_DeleteProviderRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_DeleteProviderResponse__Output>): grpc.ClientUnaryCall;
  deleteProvider(argument: _openshell_v1_DeleteProviderRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_DeleteProviderResponse__Output>): grpc.ClientUnaryCall;
  deleteProvider(argument: _openshell_v1_DeleteProviderRequest, callback: grpc.requestCallback<_openshell_v1_DeleteProviderResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Moves the sandbox to DELETING, then removes it. Watch streams end with OK. (since <=v0.0.35)
   */
  DeleteSandbox(argument: _openshell_v1_DeleteSandboxRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_DeleteSandboxResponse__Output>): grpc.ClientUnaryCall;
  DeleteSandbox(argument: _openshell_v1_DeleteSandboxRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_DeleteSandboxResponse__Output>): grpc.ClientUnaryCall;
  DeleteSandbox(argument: _openshell_v1_DeleteSandboxRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_DeleteSandboxResponse__Output>): grpc.ClientUnaryCall;
  DeleteSandbox(argument: _openshell_v1_DeleteSandboxRequest, callback: grpc.requestCallback<_openshell_v1_DeleteSandboxResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Moves the sandbox to DELETING, then removes it. Watch streams end with OK. (since <=v0.0.35)
   */
  deleteSandbox(argument: _openshell_v1_DeleteSandboxRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_DeleteSandboxResponse__Output>): grpc.ClientUnaryCall;
  deleteSandbox(argument: _openshell_v1_DeleteSandboxRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_DeleteSandboxResponse__Output>): grpc.ClientUnaryCall;
  deleteSandbox(argument: _openshell_v1_DeleteSandboxRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_DeleteSandboxResponse__Output>): grpc.ClientUnaryCall;
  deleteSandbox(argument: _openshell_v1_DeleteSandboxRequest, callback: grpc.requestCallback<_openshell_v1_DeleteSandboxResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Detaches a provider from a sandbox. Idempotent (detached=false when absent). (since v0.0.37)
   */
  DetachSandboxProvider(argument: _openshell_v1_DetachSandboxProviderRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_DetachSandboxProviderResponse__Output>): grpc.ClientUnaryCall;
  DetachSandboxProvider(argument: _openshell_v1_DetachSandboxProviderRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_DetachSandboxProviderResponse__Output>): grpc.ClientUnaryCall;
  DetachSandboxProvider(argument: _openshell_v1_DetachSandboxProviderRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_DetachSandboxProviderResponse__Output>): grpc.ClientUnaryCall;
  DetachSandboxProvider(argument: _openshell_v1_DetachSandboxProviderRequest, callback: grpc.requestCallback<_openshell_v1_DetachSandboxProviderResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Detaches a provider from a sandbox. Idempotent (detached=false when absent). (since v0.0.37)
   */
  detachSandboxProvider(argument: _openshell_v1_DetachSandboxProviderRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_DetachSandboxProviderResponse__Output>): grpc.ClientUnaryCall;
  detachSandboxProvider(argument: _openshell_v1_DetachSandboxProviderRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_DetachSandboxProviderResponse__Output>): grpc.ClientUnaryCall;
  detachSandboxProvider(argument: _openshell_v1_DetachSandboxProviderRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_DetachSandboxProviderResponse__Output>): grpc.ClientUnaryCall;
  detachSandboxProvider(argument: _openshell_v1_DetachSandboxProviderRequest, callback: grpc.requestCallback<_openshell_v1_DetachSandboxProviderResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Replaces the proposed rule of a pending chunk; it stays pending with a new review token. (since <=v0.0.35)
   */
  EditDraftChunk(argument: _openshell_v1_EditDraftChunkRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_EditDraftChunkResponse__Output>): grpc.ClientUnaryCall;
  EditDraftChunk(argument: _openshell_v1_EditDraftChunkRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_EditDraftChunkResponse__Output>): grpc.ClientUnaryCall;
  EditDraftChunk(argument: _openshell_v1_EditDraftChunkRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_EditDraftChunkResponse__Output>): grpc.ClientUnaryCall;
  EditDraftChunk(argument: _openshell_v1_EditDraftChunkRequest, callback: grpc.requestCallback<_openshell_v1_EditDraftChunkResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Replaces the proposed rule of a pending chunk; it stays pending with a new review token. (since <=v0.0.35)
   */
  editDraftChunk(argument: _openshell_v1_EditDraftChunkRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_EditDraftChunkResponse__Output>): grpc.ClientUnaryCall;
  editDraftChunk(argument: _openshell_v1_EditDraftChunkRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_EditDraftChunkResponse__Output>): grpc.ClientUnaryCall;
  editDraftChunk(argument: _openshell_v1_EditDraftChunkRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_EditDraftChunkResponse__Output>): grpc.ClientUnaryCall;
  editDraftChunk(argument: _openshell_v1_EditDraftChunkRequest, callback: grpc.requestCallback<_openshell_v1_EditDraftChunkResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Runs a command in a READY sandbox (by UUID): stdout/stderr chunks, then exactly one exit event. (since
   * <=v0.0.35)
   */
  ExecSandbox(argument: _openshell_v1_ExecSandboxRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_openshell_v1_ExecSandboxEvent__Output>;
  ExecSandbox(argument: _openshell_v1_ExecSandboxRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_openshell_v1_ExecSandboxEvent__Output>;
  /**
   * Runs a command in a READY sandbox (by UUID): stdout/stderr chunks, then exactly one exit event. (since
   * <=v0.0.35)
   */
  execSandbox(argument: _openshell_v1_ExecSandboxRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_openshell_v1_ExecSandboxEvent__Output>;
  execSandbox(argument: _openshell_v1_ExecSandboxRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_openshell_v1_ExecSandboxEvent__Output>;
  
  /**
   * Who the gateway thinks the caller is (subject, roles, scopes). (since v0.0.95)
   */
  GetCurrentUser(argument: _openshell_v1_GetCurrentUserRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_GetCurrentUserResponse__Output>): grpc.ClientUnaryCall;
  GetCurrentUser(argument: _openshell_v1_GetCurrentUserRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_GetCurrentUserResponse__Output>): grpc.ClientUnaryCall;
  GetCurrentUser(argument: _openshell_v1_GetCurrentUserRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_GetCurrentUserResponse__Output>): grpc.ClientUnaryCall;
  GetCurrentUser(argument: _openshell_v1_GetCurrentUserRequest, callback: grpc.requestCallback<_openshell_v1_GetCurrentUserResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Who the gateway thinks the caller is (subject, roles, scopes). (since v0.0.95)
   */
  getCurrentUser(argument: _openshell_v1_GetCurrentUserRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_GetCurrentUserResponse__Output>): grpc.ClientUnaryCall;
  getCurrentUser(argument: _openshell_v1_GetCurrentUserRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_GetCurrentUserResponse__Output>): grpc.ClientUnaryCall;
  getCurrentUser(argument: _openshell_v1_GetCurrentUserRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_GetCurrentUserResponse__Output>): grpc.ClientUnaryCall;
  getCurrentUser(argument: _openshell_v1_GetCurrentUserRequest, callback: grpc.requestCallback<_openshell_v1_GetCurrentUserResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * A timeline derived from the chunk rows. (since <=v0.0.35)
   */
  GetDraftHistory(argument: _openshell_v1_GetDraftHistoryRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_GetDraftHistoryResponse__Output>): grpc.ClientUnaryCall;
  GetDraftHistory(argument: _openshell_v1_GetDraftHistoryRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_GetDraftHistoryResponse__Output>): grpc.ClientUnaryCall;
  GetDraftHistory(argument: _openshell_v1_GetDraftHistoryRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_GetDraftHistoryResponse__Output>): grpc.ClientUnaryCall;
  GetDraftHistory(argument: _openshell_v1_GetDraftHistoryRequest, callback: grpc.requestCallback<_openshell_v1_GetDraftHistoryResponse__Output>): grpc.ClientUnaryCall;
  /**
   * A timeline derived from the chunk rows. (since <=v0.0.35)
   */
  getDraftHistory(argument: _openshell_v1_GetDraftHistoryRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_GetDraftHistoryResponse__Output>): grpc.ClientUnaryCall;
  getDraftHistory(argument: _openshell_v1_GetDraftHistoryRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_GetDraftHistoryResponse__Output>): grpc.ClientUnaryCall;
  getDraftHistory(argument: _openshell_v1_GetDraftHistoryRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_GetDraftHistoryResponse__Output>): grpc.ClientUnaryCall;
  getDraftHistory(argument: _openshell_v1_GetDraftHistoryRequest, callback: grpc.requestCallback<_openshell_v1_GetDraftHistoryResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * --- draft ---
   * Proposed rule chunks (the approval inbox), newest first. (since <=v0.0.35)
   */
  GetDraftPolicy(argument: _openshell_v1_GetDraftPolicyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_GetDraftPolicyResponse__Output>): grpc.ClientUnaryCall;
  GetDraftPolicy(argument: _openshell_v1_GetDraftPolicyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_GetDraftPolicyResponse__Output>): grpc.ClientUnaryCall;
  GetDraftPolicy(argument: _openshell_v1_GetDraftPolicyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_GetDraftPolicyResponse__Output>): grpc.ClientUnaryCall;
  GetDraftPolicy(argument: _openshell_v1_GetDraftPolicyRequest, callback: grpc.requestCallback<_openshell_v1_GetDraftPolicyResponse__Output>): grpc.ClientUnaryCall;
  /**
   * --- draft ---
   * Proposed rule chunks (the approval inbox), newest first. (since <=v0.0.35)
   */
  getDraftPolicy(argument: _openshell_v1_GetDraftPolicyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_GetDraftPolicyResponse__Output>): grpc.ClientUnaryCall;
  getDraftPolicy(argument: _openshell_v1_GetDraftPolicyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_GetDraftPolicyResponse__Output>): grpc.ClientUnaryCall;
  getDraftPolicy(argument: _openshell_v1_GetDraftPolicyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_GetDraftPolicyResponse__Output>): grpc.ClientUnaryCall;
  getDraftPolicy(argument: _openshell_v1_GetDraftPolicyRequest, callback: grpc.requestCallback<_openshell_v1_GetDraftPolicyResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Gateway-wide settings and their revision. (since <=v0.0.35)
   */
  GetGatewayConfig(argument: _openshell_sandbox_v1_GetGatewayConfigRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_sandbox_v1_GetGatewayConfigResponse__Output>): grpc.ClientUnaryCall;
  GetGatewayConfig(argument: _openshell_sandbox_v1_GetGatewayConfigRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_sandbox_v1_GetGatewayConfigResponse__Output>): grpc.ClientUnaryCall;
  GetGatewayConfig(argument: _openshell_sandbox_v1_GetGatewayConfigRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_sandbox_v1_GetGatewayConfigResponse__Output>): grpc.ClientUnaryCall;
  GetGatewayConfig(argument: _openshell_sandbox_v1_GetGatewayConfigRequest, callback: grpc.requestCallback<_openshell_sandbox_v1_GetGatewayConfigResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Gateway-wide settings and their revision. (since <=v0.0.35)
   */
  getGatewayConfig(argument: _openshell_sandbox_v1_GetGatewayConfigRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_sandbox_v1_GetGatewayConfigResponse__Output>): grpc.ClientUnaryCall;
  getGatewayConfig(argument: _openshell_sandbox_v1_GetGatewayConfigRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_sandbox_v1_GetGatewayConfigResponse__Output>): grpc.ClientUnaryCall;
  getGatewayConfig(argument: _openshell_sandbox_v1_GetGatewayConfigRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_sandbox_v1_GetGatewayConfigResponse__Output>): grpc.ClientUnaryCall;
  getGatewayConfig(argument: _openshell_sandbox_v1_GetGatewayConfigRequest, callback: grpc.requestCallback<_openshell_sandbox_v1_GetGatewayConfigResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Gateway version and compute drivers. Platform admins only; a cheap way to prove credentials work. (since
   * v0.0.85)
   */
  GetGatewayInfo(argument: _openshell_v1_GetGatewayInfoRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_GetGatewayInfoResponse__Output>): grpc.ClientUnaryCall;
  GetGatewayInfo(argument: _openshell_v1_GetGatewayInfoRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_GetGatewayInfoResponse__Output>): grpc.ClientUnaryCall;
  GetGatewayInfo(argument: _openshell_v1_GetGatewayInfoRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_GetGatewayInfoResponse__Output>): grpc.ClientUnaryCall;
  GetGatewayInfo(argument: _openshell_v1_GetGatewayInfoRequest, callback: grpc.requestCallback<_openshell_v1_GetGatewayInfoResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Gateway version and compute drivers. Platform admins only; a cheap way to prove credentials work. (since
   * v0.0.85)
   */
  getGatewayInfo(argument: _openshell_v1_GetGatewayInfoRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_GetGatewayInfoResponse__Output>): grpc.ClientUnaryCall;
  getGatewayInfo(argument: _openshell_v1_GetGatewayInfoRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_GetGatewayInfoResponse__Output>): grpc.ClientUnaryCall;
  getGatewayInfo(argument: _openshell_v1_GetGatewayInfoRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_GetGatewayInfoResponse__Output>): grpc.ClientUnaryCall;
  getGatewayInfo(argument: _openshell_v1_GetGatewayInfoRequest, callback: grpc.requestCallback<_openshell_v1_GetGatewayInfoResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * One provider by name, credentials redacted. (since <=v0.0.35)
   */
  GetProvider(argument: _openshell_v1_GetProviderRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ProviderResponse__Output>): grpc.ClientUnaryCall;
  GetProvider(argument: _openshell_v1_GetProviderRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_ProviderResponse__Output>): grpc.ClientUnaryCall;
  GetProvider(argument: _openshell_v1_GetProviderRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ProviderResponse__Output>): grpc.ClientUnaryCall;
  GetProvider(argument: _openshell_v1_GetProviderRequest, callback: grpc.requestCallback<_openshell_v1_ProviderResponse__Output>): grpc.ClientUnaryCall;
  /**
   * One provider by name, credentials redacted. (since <=v0.0.35)
   */
  getProvider(argument: _openshell_v1_GetProviderRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ProviderResponse__Output>): grpc.ClientUnaryCall;
  getProvider(argument: _openshell_v1_GetProviderRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_ProviderResponse__Output>): grpc.ClientUnaryCall;
  getProvider(argument: _openshell_v1_GetProviderRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ProviderResponse__Output>): grpc.ClientUnaryCall;
  getProvider(argument: _openshell_v1_GetProviderRequest, callback: grpc.requestCallback<_openshell_v1_ProviderResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * One sandbox by name within a workspace. (since <=v0.0.35)
   */
  GetSandbox(argument: _openshell_v1_GetSandboxRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_SandboxResponse__Output>): grpc.ClientUnaryCall;
  GetSandbox(argument: _openshell_v1_GetSandboxRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_SandboxResponse__Output>): grpc.ClientUnaryCall;
  GetSandbox(argument: _openshell_v1_GetSandboxRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_SandboxResponse__Output>): grpc.ClientUnaryCall;
  GetSandbox(argument: _openshell_v1_GetSandboxRequest, callback: grpc.requestCallback<_openshell_v1_SandboxResponse__Output>): grpc.ClientUnaryCall;
  /**
   * One sandbox by name within a workspace. (since <=v0.0.35)
   */
  getSandbox(argument: _openshell_v1_GetSandboxRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_SandboxResponse__Output>): grpc.ClientUnaryCall;
  getSandbox(argument: _openshell_v1_GetSandboxRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_SandboxResponse__Output>): grpc.ClientUnaryCall;
  getSandbox(argument: _openshell_v1_GetSandboxRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_SandboxResponse__Output>): grpc.ClientUnaryCall;
  getSandbox(argument: _openshell_v1_GetSandboxRequest, callback: grpc.requestCallback<_openshell_v1_SandboxResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * --- policy ---
   * The effective policy and settings a sandbox (by UUID) runs with. (since <=v0.0.35)
   */
  GetSandboxConfig(argument: _openshell_sandbox_v1_GetSandboxConfigRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_sandbox_v1_GetSandboxConfigResponse__Output>): grpc.ClientUnaryCall;
  GetSandboxConfig(argument: _openshell_sandbox_v1_GetSandboxConfigRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_sandbox_v1_GetSandboxConfigResponse__Output>): grpc.ClientUnaryCall;
  GetSandboxConfig(argument: _openshell_sandbox_v1_GetSandboxConfigRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_sandbox_v1_GetSandboxConfigResponse__Output>): grpc.ClientUnaryCall;
  GetSandboxConfig(argument: _openshell_sandbox_v1_GetSandboxConfigRequest, callback: grpc.requestCallback<_openshell_sandbox_v1_GetSandboxConfigResponse__Output>): grpc.ClientUnaryCall;
  /**
   * --- policy ---
   * The effective policy and settings a sandbox (by UUID) runs with. (since <=v0.0.35)
   */
  getSandboxConfig(argument: _openshell_sandbox_v1_GetSandboxConfigRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_sandbox_v1_GetSandboxConfigResponse__Output>): grpc.ClientUnaryCall;
  getSandboxConfig(argument: _openshell_sandbox_v1_GetSandboxConfigRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_sandbox_v1_GetSandboxConfigResponse__Output>): grpc.ClientUnaryCall;
  getSandboxConfig(argument: _openshell_sandbox_v1_GetSandboxConfigRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_sandbox_v1_GetSandboxConfigResponse__Output>): grpc.ClientUnaryCall;
  getSandboxConfig(argument: _openshell_sandbox_v1_GetSandboxConfigRequest, callback: grpc.requestCallback<_openshell_sandbox_v1_GetSandboxConfigResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * --- observability ---
   * Reads the in-memory log ring of a sandbox (by UUID). No cursor. (since <=v0.0.35)
   */
  GetSandboxLogs(argument: _openshell_v1_GetSandboxLogsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_GetSandboxLogsResponse__Output>): grpc.ClientUnaryCall;
  GetSandboxLogs(argument: _openshell_v1_GetSandboxLogsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_GetSandboxLogsResponse__Output>): grpc.ClientUnaryCall;
  GetSandboxLogs(argument: _openshell_v1_GetSandboxLogsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_GetSandboxLogsResponse__Output>): grpc.ClientUnaryCall;
  GetSandboxLogs(argument: _openshell_v1_GetSandboxLogsRequest, callback: grpc.requestCallback<_openshell_v1_GetSandboxLogsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * --- observability ---
   * Reads the in-memory log ring of a sandbox (by UUID). No cursor. (since <=v0.0.35)
   */
  getSandboxLogs(argument: _openshell_v1_GetSandboxLogsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_GetSandboxLogsResponse__Output>): grpc.ClientUnaryCall;
  getSandboxLogs(argument: _openshell_v1_GetSandboxLogsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_GetSandboxLogsResponse__Output>): grpc.ClientUnaryCall;
  getSandboxLogs(argument: _openshell_v1_GetSandboxLogsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_GetSandboxLogsResponse__Output>): grpc.ClientUnaryCall;
  getSandboxLogs(argument: _openshell_v1_GetSandboxLogsRequest, callback: grpc.requestCallback<_openshell_v1_GetSandboxLogsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * One policy revision (0 = latest) with its body, plus the active version. (since <=v0.0.35)
   */
  GetSandboxPolicyStatus(argument: _openshell_v1_GetSandboxPolicyStatusRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_GetSandboxPolicyStatusResponse__Output>): grpc.ClientUnaryCall;
  GetSandboxPolicyStatus(argument: _openshell_v1_GetSandboxPolicyStatusRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_GetSandboxPolicyStatusResponse__Output>): grpc.ClientUnaryCall;
  GetSandboxPolicyStatus(argument: _openshell_v1_GetSandboxPolicyStatusRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_GetSandboxPolicyStatusResponse__Output>): grpc.ClientUnaryCall;
  GetSandboxPolicyStatus(argument: _openshell_v1_GetSandboxPolicyStatusRequest, callback: grpc.requestCallback<_openshell_v1_GetSandboxPolicyStatusResponse__Output>): grpc.ClientUnaryCall;
  /**
   * One policy revision (0 = latest) with its body, plus the active version. (since <=v0.0.35)
   */
  getSandboxPolicyStatus(argument: _openshell_v1_GetSandboxPolicyStatusRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_GetSandboxPolicyStatusResponse__Output>): grpc.ClientUnaryCall;
  getSandboxPolicyStatus(argument: _openshell_v1_GetSandboxPolicyStatusRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_GetSandboxPolicyStatusResponse__Output>): grpc.ClientUnaryCall;
  getSandboxPolicyStatus(argument: _openshell_v1_GetSandboxPolicyStatusRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_GetSandboxPolicyStatusResponse__Output>): grpc.ClientUnaryCall;
  getSandboxPolicyStatus(argument: _openshell_v1_GetSandboxPolicyStatusRequest, callback: grpc.requestCallback<_openshell_v1_GetSandboxPolicyStatusResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * --- provider ---
   * Supervisor only: the provider environment a sandbox receives. (since <=v0.0.35)
   */
  GetSandboxProviderEnvironment(argument: _openshell_v1_GetSandboxProviderEnvironmentRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_GetSandboxProviderEnvironmentResponse__Output>): grpc.ClientUnaryCall;
  GetSandboxProviderEnvironment(argument: _openshell_v1_GetSandboxProviderEnvironmentRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_GetSandboxProviderEnvironmentResponse__Output>): grpc.ClientUnaryCall;
  GetSandboxProviderEnvironment(argument: _openshell_v1_GetSandboxProviderEnvironmentRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_GetSandboxProviderEnvironmentResponse__Output>): grpc.ClientUnaryCall;
  GetSandboxProviderEnvironment(argument: _openshell_v1_GetSandboxProviderEnvironmentRequest, callback: grpc.requestCallback<_openshell_v1_GetSandboxProviderEnvironmentResponse__Output>): grpc.ClientUnaryCall;
  /**
   * --- provider ---
   * Supervisor only: the provider environment a sandbox receives. (since <=v0.0.35)
   */
  getSandboxProviderEnvironment(argument: _openshell_v1_GetSandboxProviderEnvironmentRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_GetSandboxProviderEnvironmentResponse__Output>): grpc.ClientUnaryCall;
  getSandboxProviderEnvironment(argument: _openshell_v1_GetSandboxProviderEnvironmentRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_GetSandboxProviderEnvironmentResponse__Output>): grpc.ClientUnaryCall;
  getSandboxProviderEnvironment(argument: _openshell_v1_GetSandboxProviderEnvironmentRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_GetSandboxProviderEnvironmentResponse__Output>): grpc.ClientUnaryCall;
  getSandboxProviderEnvironment(argument: _openshell_v1_GetSandboxProviderEnvironmentRequest, callback: grpc.requestCallback<_openshell_v1_GetSandboxProviderEnvironmentResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * --- gateway ---
   * Liveness and build version. Never needs credentials. (since <=v0.0.35)
   */
  Health(argument: _openshell_v1_HealthRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_HealthResponse__Output>): grpc.ClientUnaryCall;
  Health(argument: _openshell_v1_HealthRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_HealthResponse__Output>): grpc.ClientUnaryCall;
  Health(argument: _openshell_v1_HealthRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_HealthResponse__Output>): grpc.ClientUnaryCall;
  Health(argument: _openshell_v1_HealthRequest, callback: grpc.requestCallback<_openshell_v1_HealthResponse__Output>): grpc.ClientUnaryCall;
  /**
   * --- gateway ---
   * Liveness and build version. Never needs credentials. (since <=v0.0.35)
   */
  health(argument: _openshell_v1_HealthRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_HealthResponse__Output>): grpc.ClientUnaryCall;
  health(argument: _openshell_v1_HealthRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_HealthResponse__Output>): grpc.ClientUnaryCall;
  health(argument: _openshell_v1_HealthRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_HealthResponse__Output>): grpc.ClientUnaryCall;
  health(argument: _openshell_v1_HealthRequest, callback: grpc.requestCallback<_openshell_v1_HealthResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * The static catalogue of provider types. (since v0.0.37)
   */
  ListProviderProfiles(argument: _openshell_v1_ListProviderProfilesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ListProviderProfilesResponse__Output>): grpc.ClientUnaryCall;
  ListProviderProfiles(argument: _openshell_v1_ListProviderProfilesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_ListProviderProfilesResponse__Output>): grpc.ClientUnaryCall;
  ListProviderProfiles(argument: _openshell_v1_ListProviderProfilesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ListProviderProfilesResponse__Output>): grpc.ClientUnaryCall;
  ListProviderProfiles(argument: _openshell_v1_ListProviderProfilesRequest, callback: grpc.requestCallback<_openshell_v1_ListProviderProfilesResponse__Output>): grpc.ClientUnaryCall;
  /**
   * The static catalogue of provider types. (since v0.0.37)
   */
  listProviderProfiles(argument: _openshell_v1_ListProviderProfilesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ListProviderProfilesResponse__Output>): grpc.ClientUnaryCall;
  listProviderProfiles(argument: _openshell_v1_ListProviderProfilesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_ListProviderProfilesResponse__Output>): grpc.ClientUnaryCall;
  listProviderProfiles(argument: _openshell_v1_ListProviderProfilesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ListProviderProfilesResponse__Output>): grpc.ClientUnaryCall;
  listProviderProfiles(argument: _openshell_v1_ListProviderProfilesRequest, callback: grpc.requestCallback<_openshell_v1_ListProviderProfilesResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Providers of a workspace, credentials redacted. (since <=v0.0.35)
   */
  ListProviders(argument: _openshell_v1_ListProvidersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ListProvidersResponse__Output>): grpc.ClientUnaryCall;
  ListProviders(argument: _openshell_v1_ListProvidersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_ListProvidersResponse__Output>): grpc.ClientUnaryCall;
  ListProviders(argument: _openshell_v1_ListProvidersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ListProvidersResponse__Output>): grpc.ClientUnaryCall;
  ListProviders(argument: _openshell_v1_ListProvidersRequest, callback: grpc.requestCallback<_openshell_v1_ListProvidersResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Providers of a workspace, credentials redacted. (since <=v0.0.35)
   */
  listProviders(argument: _openshell_v1_ListProvidersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ListProvidersResponse__Output>): grpc.ClientUnaryCall;
  listProviders(argument: _openshell_v1_ListProvidersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_ListProvidersResponse__Output>): grpc.ClientUnaryCall;
  listProviders(argument: _openshell_v1_ListProvidersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ListProvidersResponse__Output>): grpc.ClientUnaryCall;
  listProviders(argument: _openshell_v1_ListProvidersRequest, callback: grpc.requestCallback<_openshell_v1_ListProvidersResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Policy revisions, newest first, without bodies. (since <=v0.0.35)
   */
  ListSandboxPolicies(argument: _openshell_v1_ListSandboxPoliciesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ListSandboxPoliciesResponse__Output>): grpc.ClientUnaryCall;
  ListSandboxPolicies(argument: _openshell_v1_ListSandboxPoliciesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_ListSandboxPoliciesResponse__Output>): grpc.ClientUnaryCall;
  ListSandboxPolicies(argument: _openshell_v1_ListSandboxPoliciesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ListSandboxPoliciesResponse__Output>): grpc.ClientUnaryCall;
  ListSandboxPolicies(argument: _openshell_v1_ListSandboxPoliciesRequest, callback: grpc.requestCallback<_openshell_v1_ListSandboxPoliciesResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Policy revisions, newest first, without bodies. (since <=v0.0.35)
   */
  listSandboxPolicies(argument: _openshell_v1_ListSandboxPoliciesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ListSandboxPoliciesResponse__Output>): grpc.ClientUnaryCall;
  listSandboxPolicies(argument: _openshell_v1_ListSandboxPoliciesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_ListSandboxPoliciesResponse__Output>): grpc.ClientUnaryCall;
  listSandboxPolicies(argument: _openshell_v1_ListSandboxPoliciesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ListSandboxPoliciesResponse__Output>): grpc.ClientUnaryCall;
  listSandboxPolicies(argument: _openshell_v1_ListSandboxPoliciesRequest, callback: grpc.requestCallback<_openshell_v1_ListSandboxPoliciesResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * The provider records attached to a sandbox, redacted. (since v0.0.37)
   */
  ListSandboxProviders(argument: _openshell_v1_ListSandboxProvidersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ListSandboxProvidersResponse__Output>): grpc.ClientUnaryCall;
  ListSandboxProviders(argument: _openshell_v1_ListSandboxProvidersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_ListSandboxProvidersResponse__Output>): grpc.ClientUnaryCall;
  ListSandboxProviders(argument: _openshell_v1_ListSandboxProvidersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ListSandboxProvidersResponse__Output>): grpc.ClientUnaryCall;
  ListSandboxProviders(argument: _openshell_v1_ListSandboxProvidersRequest, callback: grpc.requestCallback<_openshell_v1_ListSandboxProvidersResponse__Output>): grpc.ClientUnaryCall;
  /**
   * The provider records attached to a sandbox, redacted. (since v0.0.37)
   */
  listSandboxProviders(argument: _openshell_v1_ListSandboxProvidersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ListSandboxProvidersResponse__Output>): grpc.ClientUnaryCall;
  listSandboxProviders(argument: _openshell_v1_ListSandboxProvidersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_ListSandboxProvidersResponse__Output>): grpc.ClientUnaryCall;
  listSandboxProviders(argument: _openshell_v1_ListSandboxProvidersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ListSandboxProvidersResponse__Output>): grpc.ClientUnaryCall;
  listSandboxProviders(argument: _openshell_v1_ListSandboxProvidersRequest, callback: grpc.requestCallback<_openshell_v1_ListSandboxProvidersResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Sandboxes of a workspace (or all, for platform admins), optionally filtered by labels. (since <=v0.0.35)
   */
  ListSandboxes(argument: _openshell_v1_ListSandboxesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ListSandboxesResponse__Output>): grpc.ClientUnaryCall;
  ListSandboxes(argument: _openshell_v1_ListSandboxesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_ListSandboxesResponse__Output>): grpc.ClientUnaryCall;
  ListSandboxes(argument: _openshell_v1_ListSandboxesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ListSandboxesResponse__Output>): grpc.ClientUnaryCall;
  ListSandboxes(argument: _openshell_v1_ListSandboxesRequest, callback: grpc.requestCallback<_openshell_v1_ListSandboxesResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Sandboxes of a workspace (or all, for platform admins), optionally filtered by labels. (since <=v0.0.35)
   */
  listSandboxes(argument: _openshell_v1_ListSandboxesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ListSandboxesResponse__Output>): grpc.ClientUnaryCall;
  listSandboxes(argument: _openshell_v1_ListSandboxesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_ListSandboxesResponse__Output>): grpc.ClientUnaryCall;
  listSandboxes(argument: _openshell_v1_ListSandboxesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ListSandboxesResponse__Output>): grpc.ClientUnaryCall;
  listSandboxes(argument: _openshell_v1_ListSandboxesRequest, callback: grpc.requestCallback<_openshell_v1_ListSandboxesResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Rejects a pending or approved chunk; rejecting an approved one removes its binary again. (since <=v0.0.35)
   */
  RejectDraftChunk(argument: _openshell_v1_RejectDraftChunkRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_RejectDraftChunkResponse__Output>): grpc.ClientUnaryCall;
  RejectDraftChunk(argument: _openshell_v1_RejectDraftChunkRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_RejectDraftChunkResponse__Output>): grpc.ClientUnaryCall;
  RejectDraftChunk(argument: _openshell_v1_RejectDraftChunkRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_RejectDraftChunkResponse__Output>): grpc.ClientUnaryCall;
  RejectDraftChunk(argument: _openshell_v1_RejectDraftChunkRequest, callback: grpc.requestCallback<_openshell_v1_RejectDraftChunkResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Rejects a pending or approved chunk; rejecting an approved one removes its binary again. (since <=v0.0.35)
   */
  rejectDraftChunk(argument: _openshell_v1_RejectDraftChunkRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_RejectDraftChunkResponse__Output>): grpc.ClientUnaryCall;
  rejectDraftChunk(argument: _openshell_v1_RejectDraftChunkRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_RejectDraftChunkResponse__Output>): grpc.ClientUnaryCall;
  rejectDraftChunk(argument: _openshell_v1_RejectDraftChunkRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_RejectDraftChunkResponse__Output>): grpc.ClientUnaryCall;
  rejectDraftChunk(argument: _openshell_v1_RejectDraftChunkRequest, callback: grpc.requestCallback<_openshell_v1_RejectDraftChunkResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Revokes an SSH token. An unknown token is not an error (revoked=false). (since <=v0.0.35)
   */
  RevokeSshSession(argument: _openshell_v1_RevokeSshSessionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_RevokeSshSessionResponse__Output>): grpc.ClientUnaryCall;
  RevokeSshSession(argument: _openshell_v1_RevokeSshSessionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_RevokeSshSessionResponse__Output>): grpc.ClientUnaryCall;
  RevokeSshSession(argument: _openshell_v1_RevokeSshSessionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_RevokeSshSessionResponse__Output>): grpc.ClientUnaryCall;
  RevokeSshSession(argument: _openshell_v1_RevokeSshSessionRequest, callback: grpc.requestCallback<_openshell_v1_RevokeSshSessionResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Revokes an SSH token. An unknown token is not an error (revoked=false). (since <=v0.0.35)
   */
  revokeSshSession(argument: _openshell_v1_RevokeSshSessionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_RevokeSshSessionResponse__Output>): grpc.ClientUnaryCall;
  revokeSshSession(argument: _openshell_v1_RevokeSshSessionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_RevokeSshSessionResponse__Output>): grpc.ClientUnaryCall;
  revokeSshSession(argument: _openshell_v1_RevokeSshSessionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_RevokeSshSessionResponse__Output>): grpc.ClientUnaryCall;
  revokeSshSession(argument: _openshell_v1_RevokeSshSessionRequest, callback: grpc.requestCallback<_openshell_v1_RevokeSshSessionResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Restarts a STOPPED sandbox; answers while still STARTING. (since v0.0.105)
   */
  StartSandbox(argument: _openshell_v1_StartSandboxRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_SandboxResponse__Output>): grpc.ClientUnaryCall;
  StartSandbox(argument: _openshell_v1_StartSandboxRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_SandboxResponse__Output>): grpc.ClientUnaryCall;
  StartSandbox(argument: _openshell_v1_StartSandboxRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_SandboxResponse__Output>): grpc.ClientUnaryCall;
  StartSandbox(argument: _openshell_v1_StartSandboxRequest, callback: grpc.requestCallback<_openshell_v1_SandboxResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Restarts a STOPPED sandbox; answers while still STARTING. (since v0.0.105)
   */
  startSandbox(argument: _openshell_v1_StartSandboxRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_SandboxResponse__Output>): grpc.ClientUnaryCall;
  startSandbox(argument: _openshell_v1_StartSandboxRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_SandboxResponse__Output>): grpc.ClientUnaryCall;
  startSandbox(argument: _openshell_v1_StartSandboxRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_SandboxResponse__Output>): grpc.ClientUnaryCall;
  startSandbox(argument: _openshell_v1_StartSandboxRequest, callback: grpc.requestCallback<_openshell_v1_SandboxResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Stops a READY sandbox and answers with the STOPPED snapshot; clears SSH sessions. (since v0.0.105)
   */
  StopSandbox(argument: _openshell_v1_StopSandboxRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_SandboxResponse__Output>): grpc.ClientUnaryCall;
  StopSandbox(argument: _openshell_v1_StopSandboxRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_SandboxResponse__Output>): grpc.ClientUnaryCall;
  StopSandbox(argument: _openshell_v1_StopSandboxRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_SandboxResponse__Output>): grpc.ClientUnaryCall;
  StopSandbox(argument: _openshell_v1_StopSandboxRequest, callback: grpc.requestCallback<_openshell_v1_SandboxResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Stops a READY sandbox and answers with the STOPPED snapshot; clears SSH sessions. (since v0.0.105)
   */
  stopSandbox(argument: _openshell_v1_StopSandboxRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_SandboxResponse__Output>): grpc.ClientUnaryCall;
  stopSandbox(argument: _openshell_v1_StopSandboxRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_SandboxResponse__Output>): grpc.ClientUnaryCall;
  stopSandbox(argument: _openshell_v1_StopSandboxRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_SandboxResponse__Output>): grpc.ClientUnaryCall;
  stopSandbox(argument: _openshell_v1_StopSandboxRequest, callback: grpc.requestCallback<_openshell_v1_SandboxResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Supervisor only: submits denial summaries and proposed chunks. (since <=v0.0.35)
   */
  SubmitPolicyAnalysis(argument: _openshell_v1_SubmitPolicyAnalysisRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_SubmitPolicyAnalysisResponse__Output>): grpc.ClientUnaryCall;
  SubmitPolicyAnalysis(argument: _openshell_v1_SubmitPolicyAnalysisRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_SubmitPolicyAnalysisResponse__Output>): grpc.ClientUnaryCall;
  SubmitPolicyAnalysis(argument: _openshell_v1_SubmitPolicyAnalysisRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_SubmitPolicyAnalysisResponse__Output>): grpc.ClientUnaryCall;
  SubmitPolicyAnalysis(argument: _openshell_v1_SubmitPolicyAnalysisRequest, callback: grpc.requestCallback<_openshell_v1_SubmitPolicyAnalysisResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Supervisor only: submits denial summaries and proposed chunks. (since <=v0.0.35)
   */
  submitPolicyAnalysis(argument: _openshell_v1_SubmitPolicyAnalysisRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_SubmitPolicyAnalysisResponse__Output>): grpc.ClientUnaryCall;
  submitPolicyAnalysis(argument: _openshell_v1_SubmitPolicyAnalysisRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_SubmitPolicyAnalysisResponse__Output>): grpc.ClientUnaryCall;
  submitPolicyAnalysis(argument: _openshell_v1_SubmitPolicyAnalysisRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_SubmitPolicyAnalysisResponse__Output>): grpc.ClientUnaryCall;
  submitPolicyAnalysis(argument: _openshell_v1_SubmitPolicyAnalysisRequest, callback: grpc.requestCallback<_openshell_v1_SubmitPolicyAnalysisResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Puts an approved chunk back to pending and removes its binary from the policy. (since <=v0.0.35)
   */
  UndoDraftChunk(argument: _openshell_v1_UndoDraftChunkRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_UndoDraftChunkResponse__Output>): grpc.ClientUnaryCall;
  UndoDraftChunk(argument: _openshell_v1_UndoDraftChunkRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_UndoDraftChunkResponse__Output>): grpc.ClientUnaryCall;
  UndoDraftChunk(argument: _openshell_v1_UndoDraftChunkRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_UndoDraftChunkResponse__Output>): grpc.ClientUnaryCall;
  UndoDraftChunk(argument: _openshell_v1_UndoDraftChunkRequest, callback: grpc.requestCallback<_openshell_v1_UndoDraftChunkResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Puts an approved chunk back to pending and removes its binary from the policy. (since <=v0.0.35)
   */
  undoDraftChunk(argument: _openshell_v1_UndoDraftChunkRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_UndoDraftChunkResponse__Output>): grpc.ClientUnaryCall;
  undoDraftChunk(argument: _openshell_v1_UndoDraftChunkRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_UndoDraftChunkResponse__Output>): grpc.ClientUnaryCall;
  undoDraftChunk(argument: _openshell_v1_UndoDraftChunkRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_UndoDraftChunkResponse__Output>): grpc.ClientUnaryCall;
  undoDraftChunk(argument: _openshell_v1_UndoDraftChunkRequest, callback: grpc.requestCallback<_openshell_v1_UndoDraftChunkResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Exactly one of: a full policy, one setting, or a list of merge operations. (since <=v0.0.35)
   */
  UpdateConfig(argument: _openshell_v1_UpdateConfigRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_UpdateConfigResponse__Output>): grpc.ClientUnaryCall;
  UpdateConfig(argument: _openshell_v1_UpdateConfigRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_UpdateConfigResponse__Output>): grpc.ClientUnaryCall;
  UpdateConfig(argument: _openshell_v1_UpdateConfigRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_UpdateConfigResponse__Output>): grpc.ClientUnaryCall;
  UpdateConfig(argument: _openshell_v1_UpdateConfigRequest, callback: grpc.requestCallback<_openshell_v1_UpdateConfigResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Exactly one of: a full policy, one setting, or a list of merge operations. (since <=v0.0.35)
   */
  updateConfig(argument: _openshell_v1_UpdateConfigRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_UpdateConfigResponse__Output>): grpc.ClientUnaryCall;
  updateConfig(argument: _openshell_v1_UpdateConfigRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_UpdateConfigResponse__Output>): grpc.ClientUnaryCall;
  updateConfig(argument: _openshell_v1_UpdateConfigRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_UpdateConfigResponse__Output>): grpc.ClientUnaryCall;
  updateConfig(argument: _openshell_v1_UpdateConfigRequest, callback: grpc.requestCallback<_openshell_v1_UpdateConfigResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Merge update: an empty value deletes a key, missing keys are kept. The type cannot change. (since <=v0.0.35)
   */
  UpdateProvider(argument: _openshell_v1_UpdateProviderRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ProviderResponse__Output>): grpc.ClientUnaryCall;
  UpdateProvider(argument: _openshell_v1_UpdateProviderRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_ProviderResponse__Output>): grpc.ClientUnaryCall;
  UpdateProvider(argument: _openshell_v1_UpdateProviderRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ProviderResponse__Output>): grpc.ClientUnaryCall;
  UpdateProvider(argument: _openshell_v1_UpdateProviderRequest, callback: grpc.requestCallback<_openshell_v1_ProviderResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Merge update: an empty value deletes a key, missing keys are kept. The type cannot change. (since <=v0.0.35)
   */
  updateProvider(argument: _openshell_v1_UpdateProviderRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ProviderResponse__Output>): grpc.ClientUnaryCall;
  updateProvider(argument: _openshell_v1_UpdateProviderRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_ProviderResponse__Output>): grpc.ClientUnaryCall;
  updateProvider(argument: _openshell_v1_UpdateProviderRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ProviderResponse__Output>): grpc.ClientUnaryCall;
  updateProvider(argument: _openshell_v1_UpdateProviderRequest, callback: grpc.requestCallback<_openshell_v1_ProviderResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Snapshot, log tail, event tail, then live updates for one sandbox (by UUID). (since <=v0.0.35)
   */
  WatchSandbox(argument: _openshell_v1_WatchSandboxRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_openshell_v1_SandboxStreamEvent__Output>;
  WatchSandbox(argument: _openshell_v1_WatchSandboxRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_openshell_v1_SandboxStreamEvent__Output>;
  /**
   * Snapshot, log tail, event tail, then live updates for one sandbox (by UUID). (since <=v0.0.35)
   */
  watchSandbox(argument: _openshell_v1_WatchSandboxRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_openshell_v1_SandboxStreamEvent__Output>;
  watchSandbox(argument: _openshell_v1_WatchSandboxRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_openshell_v1_SandboxStreamEvent__Output>;
  
}

export interface OpenShellHandlers extends grpc.UntypedServiceImplementation {
  /**
   * Approves the pending chunks in one revision, skipping flagged ones unless asked. (since <=v0.0.35)
   */
  ApproveAllDraftChunks: grpc.handleUnaryCall<_openshell_v1_ApproveAllDraftChunksRequest__Output, _openshell_v1_ApproveAllDraftChunksResponse>;
  
  /**
   * Merges a pending or rejected chunk into a new policy revision. HEAD wants the review token. (since
   * <=v0.0.35)
   */
  ApproveDraftChunk: grpc.handleUnaryCall<_openshell_v1_ApproveDraftChunkRequest__Output, _openshell_v1_ApproveDraftChunkResponse>;
  
  /**
   * Attaches a provider to a sandbox. Idempotent (attached=false when already there). (since v0.0.37)
   */
  AttachSandboxProvider: grpc.handleUnaryCall<_openshell_v1_AttachSandboxProviderRequest__Output, _openshell_v1_AttachSandboxProviderResponse>;
  
  /**
   * Deletes every pending chunk of a sandbox. (since <=v0.0.35)
   */
  ClearDraftChunks: grpc.handleUnaryCall<_openshell_v1_ClearDraftChunksRequest__Output, _openshell_v1_ClearDraftChunksResponse>;
  
  /**
   * --- provider ---
   * Stores a credential provider. Answers with credential values redacted. (since <=v0.0.35)
   */
  CreateProvider: grpc.handleUnaryCall<_openshell_v1_CreateProviderRequest__Output, _openshell_v1_ProviderResponse>;
  
  /**
   * --- sandbox ---
   * Creates a sandbox and returns at once in PROVISIONING; readiness is observed later. (since <=v0.0.35)
   */
  CreateSandbox: grpc.handleUnaryCall<_openshell_v1_CreateSandboxRequest__Output, _openshell_v1_SandboxResponse>;
  
  /**
   * Mints an SSH relay token for a READY sandbox (by UUID). (since <=v0.0.35)
   */
  CreateSshSession: grpc.handleUnaryCall<_openshell_v1_CreateSshSessionRequest__Output, _openshell_v1_CreateSshSessionResponse>;
  
  /**
   * Deletes a provider. Unknown names answer deleted=false; attached providers are refused. (since <=v0.0.35)
   */
  DeleteProvider: grpc.handleUnaryCall<_openshell_v1_DeleteProviderRequest__Output, _openshell_v1_DeleteProviderResponse>;
  
  /**
   * Moves the sandbox to DELETING, then removes it. Watch streams end with OK. (since <=v0.0.35)
   */
  DeleteSandbox: grpc.handleUnaryCall<_openshell_v1_DeleteSandboxRequest__Output, _openshell_v1_DeleteSandboxResponse>;
  
  /**
   * Detaches a provider from a sandbox. Idempotent (detached=false when absent). (since v0.0.37)
   */
  DetachSandboxProvider: grpc.handleUnaryCall<_openshell_v1_DetachSandboxProviderRequest__Output, _openshell_v1_DetachSandboxProviderResponse>;
  
  /**
   * Replaces the proposed rule of a pending chunk; it stays pending with a new review token. (since <=v0.0.35)
   */
  EditDraftChunk: grpc.handleUnaryCall<_openshell_v1_EditDraftChunkRequest__Output, _openshell_v1_EditDraftChunkResponse>;
  
  /**
   * Runs a command in a READY sandbox (by UUID): stdout/stderr chunks, then exactly one exit event. (since
   * <=v0.0.35)
   */
  ExecSandbox: grpc.handleServerStreamingCall<_openshell_v1_ExecSandboxRequest__Output, _openshell_v1_ExecSandboxEvent>;
  
  /**
   * Who the gateway thinks the caller is (subject, roles, scopes). (since v0.0.95)
   */
  GetCurrentUser: grpc.handleUnaryCall<_openshell_v1_GetCurrentUserRequest__Output, _openshell_v1_GetCurrentUserResponse>;
  
  /**
   * A timeline derived from the chunk rows. (since <=v0.0.35)
   */
  GetDraftHistory: grpc.handleUnaryCall<_openshell_v1_GetDraftHistoryRequest__Output, _openshell_v1_GetDraftHistoryResponse>;
  
  /**
   * --- draft ---
   * Proposed rule chunks (the approval inbox), newest first. (since <=v0.0.35)
   */
  GetDraftPolicy: grpc.handleUnaryCall<_openshell_v1_GetDraftPolicyRequest__Output, _openshell_v1_GetDraftPolicyResponse>;
  
  /**
   * Gateway-wide settings and their revision. (since <=v0.0.35)
   */
  GetGatewayConfig: grpc.handleUnaryCall<_openshell_sandbox_v1_GetGatewayConfigRequest__Output, _openshell_sandbox_v1_GetGatewayConfigResponse>;
  
  /**
   * Gateway version and compute drivers. Platform admins only; a cheap way to prove credentials work. (since
   * v0.0.85)
   */
  GetGatewayInfo: grpc.handleUnaryCall<_openshell_v1_GetGatewayInfoRequest__Output, _openshell_v1_GetGatewayInfoResponse>;
  
  /**
   * One provider by name, credentials redacted. (since <=v0.0.35)
   */
  GetProvider: grpc.handleUnaryCall<_openshell_v1_GetProviderRequest__Output, _openshell_v1_ProviderResponse>;
  
  /**
   * One sandbox by name within a workspace. (since <=v0.0.35)
   */
  GetSandbox: grpc.handleUnaryCall<_openshell_v1_GetSandboxRequest__Output, _openshell_v1_SandboxResponse>;
  
  /**
   * --- policy ---
   * The effective policy and settings a sandbox (by UUID) runs with. (since <=v0.0.35)
   */
  GetSandboxConfig: grpc.handleUnaryCall<_openshell_sandbox_v1_GetSandboxConfigRequest__Output, _openshell_sandbox_v1_GetSandboxConfigResponse>;
  
  /**
   * --- observability ---
   * Reads the in-memory log ring of a sandbox (by UUID). No cursor. (since <=v0.0.35)
   */
  GetSandboxLogs: grpc.handleUnaryCall<_openshell_v1_GetSandboxLogsRequest__Output, _openshell_v1_GetSandboxLogsResponse>;
  
  /**
   * One policy revision (0 = latest) with its body, plus the active version. (since <=v0.0.35)
   */
  GetSandboxPolicyStatus: grpc.handleUnaryCall<_openshell_v1_GetSandboxPolicyStatusRequest__Output, _openshell_v1_GetSandboxPolicyStatusResponse>;
  
  /**
   * --- provider ---
   * Supervisor only: the provider environment a sandbox receives. (since <=v0.0.35)
   */
  GetSandboxProviderEnvironment: grpc.handleUnaryCall<_openshell_v1_GetSandboxProviderEnvironmentRequest__Output, _openshell_v1_GetSandboxProviderEnvironmentResponse>;
  
  /**
   * --- gateway ---
   * Liveness and build version. Never needs credentials. (since <=v0.0.35)
   */
  Health: grpc.handleUnaryCall<_openshell_v1_HealthRequest__Output, _openshell_v1_HealthResponse>;
  
  /**
   * The static catalogue of provider types. (since v0.0.37)
   */
  ListProviderProfiles: grpc.handleUnaryCall<_openshell_v1_ListProviderProfilesRequest__Output, _openshell_v1_ListProviderProfilesResponse>;
  
  /**
   * Providers of a workspace, credentials redacted. (since <=v0.0.35)
   */
  ListProviders: grpc.handleUnaryCall<_openshell_v1_ListProvidersRequest__Output, _openshell_v1_ListProvidersResponse>;
  
  /**
   * Policy revisions, newest first, without bodies. (since <=v0.0.35)
   */
  ListSandboxPolicies: grpc.handleUnaryCall<_openshell_v1_ListSandboxPoliciesRequest__Output, _openshell_v1_ListSandboxPoliciesResponse>;
  
  /**
   * The provider records attached to a sandbox, redacted. (since v0.0.37)
   */
  ListSandboxProviders: grpc.handleUnaryCall<_openshell_v1_ListSandboxProvidersRequest__Output, _openshell_v1_ListSandboxProvidersResponse>;
  
  /**
   * Sandboxes of a workspace (or all, for platform admins), optionally filtered by labels. (since <=v0.0.35)
   */
  ListSandboxes: grpc.handleUnaryCall<_openshell_v1_ListSandboxesRequest__Output, _openshell_v1_ListSandboxesResponse>;
  
  /**
   * Rejects a pending or approved chunk; rejecting an approved one removes its binary again. (since <=v0.0.35)
   */
  RejectDraftChunk: grpc.handleUnaryCall<_openshell_v1_RejectDraftChunkRequest__Output, _openshell_v1_RejectDraftChunkResponse>;
  
  /**
   * Revokes an SSH token. An unknown token is not an error (revoked=false). (since <=v0.0.35)
   */
  RevokeSshSession: grpc.handleUnaryCall<_openshell_v1_RevokeSshSessionRequest__Output, _openshell_v1_RevokeSshSessionResponse>;
  
  /**
   * Restarts a STOPPED sandbox; answers while still STARTING. (since v0.0.105)
   */
  StartSandbox: grpc.handleUnaryCall<_openshell_v1_StartSandboxRequest__Output, _openshell_v1_SandboxResponse>;
  
  /**
   * Stops a READY sandbox and answers with the STOPPED snapshot; clears SSH sessions. (since v0.0.105)
   */
  StopSandbox: grpc.handleUnaryCall<_openshell_v1_StopSandboxRequest__Output, _openshell_v1_SandboxResponse>;
  
  /**
   * Supervisor only: submits denial summaries and proposed chunks. (since <=v0.0.35)
   */
  SubmitPolicyAnalysis: grpc.handleUnaryCall<_openshell_v1_SubmitPolicyAnalysisRequest__Output, _openshell_v1_SubmitPolicyAnalysisResponse>;
  
  /**
   * Puts an approved chunk back to pending and removes its binary from the policy. (since <=v0.0.35)
   */
  UndoDraftChunk: grpc.handleUnaryCall<_openshell_v1_UndoDraftChunkRequest__Output, _openshell_v1_UndoDraftChunkResponse>;
  
  /**
   * Exactly one of: a full policy, one setting, or a list of merge operations. (since <=v0.0.35)
   */
  UpdateConfig: grpc.handleUnaryCall<_openshell_v1_UpdateConfigRequest__Output, _openshell_v1_UpdateConfigResponse>;
  
  /**
   * Merge update: an empty value deletes a key, missing keys are kept. The type cannot change. (since <=v0.0.35)
   */
  UpdateProvider: grpc.handleUnaryCall<_openshell_v1_UpdateProviderRequest__Output, _openshell_v1_ProviderResponse>;
  
  /**
   * Snapshot, log tail, event tail, then live updates for one sandbox (by UUID). (since <=v0.0.35)
   */
  WatchSandbox: grpc.handleServerStreamingCall<_openshell_v1_WatchSandboxRequest__Output, _openshell_v1_SandboxStreamEvent>;
  
}

export interface OpenShellDefinition extends grpc.ServiceDefinition {
  ApproveAllDraftChunks: MethodDefinition<_openshell_v1_ApproveAllDraftChunksRequest, _openshell_v1_ApproveAllDraftChunksResponse, _openshell_v1_ApproveAllDraftChunksRequest__Output, _openshell_v1_ApproveAllDraftChunksResponse__Output>
  ApproveDraftChunk: MethodDefinition<_openshell_v1_ApproveDraftChunkRequest, _openshell_v1_ApproveDraftChunkResponse, _openshell_v1_ApproveDraftChunkRequest__Output, _openshell_v1_ApproveDraftChunkResponse__Output>
  AttachSandboxProvider: MethodDefinition<_openshell_v1_AttachSandboxProviderRequest, _openshell_v1_AttachSandboxProviderResponse, _openshell_v1_AttachSandboxProviderRequest__Output, _openshell_v1_AttachSandboxProviderResponse__Output>
  ClearDraftChunks: MethodDefinition<_openshell_v1_ClearDraftChunksRequest, _openshell_v1_ClearDraftChunksResponse, _openshell_v1_ClearDraftChunksRequest__Output, _openshell_v1_ClearDraftChunksResponse__Output>
  CreateProvider: MethodDefinition<_openshell_v1_CreateProviderRequest, _openshell_v1_ProviderResponse, _openshell_v1_CreateProviderRequest__Output, _openshell_v1_ProviderResponse__Output>
  CreateSandbox: MethodDefinition<_openshell_v1_CreateSandboxRequest, _openshell_v1_SandboxResponse, _openshell_v1_CreateSandboxRequest__Output, _openshell_v1_SandboxResponse__Output>
  CreateSshSession: MethodDefinition<_openshell_v1_CreateSshSessionRequest, _openshell_v1_CreateSshSessionResponse, _openshell_v1_CreateSshSessionRequest__Output, _openshell_v1_CreateSshSessionResponse__Output>
  DeleteProvider: MethodDefinition<_openshell_v1_DeleteProviderRequest, _openshell_v1_DeleteProviderResponse, _openshell_v1_DeleteProviderRequest__Output, _openshell_v1_DeleteProviderResponse__Output>
  DeleteSandbox: MethodDefinition<_openshell_v1_DeleteSandboxRequest, _openshell_v1_DeleteSandboxResponse, _openshell_v1_DeleteSandboxRequest__Output, _openshell_v1_DeleteSandboxResponse__Output>
  DetachSandboxProvider: MethodDefinition<_openshell_v1_DetachSandboxProviderRequest, _openshell_v1_DetachSandboxProviderResponse, _openshell_v1_DetachSandboxProviderRequest__Output, _openshell_v1_DetachSandboxProviderResponse__Output>
  EditDraftChunk: MethodDefinition<_openshell_v1_EditDraftChunkRequest, _openshell_v1_EditDraftChunkResponse, _openshell_v1_EditDraftChunkRequest__Output, _openshell_v1_EditDraftChunkResponse__Output>
  ExecSandbox: MethodDefinition<_openshell_v1_ExecSandboxRequest, _openshell_v1_ExecSandboxEvent, _openshell_v1_ExecSandboxRequest__Output, _openshell_v1_ExecSandboxEvent__Output>
  GetCurrentUser: MethodDefinition<_openshell_v1_GetCurrentUserRequest, _openshell_v1_GetCurrentUserResponse, _openshell_v1_GetCurrentUserRequest__Output, _openshell_v1_GetCurrentUserResponse__Output>
  GetDraftHistory: MethodDefinition<_openshell_v1_GetDraftHistoryRequest, _openshell_v1_GetDraftHistoryResponse, _openshell_v1_GetDraftHistoryRequest__Output, _openshell_v1_GetDraftHistoryResponse__Output>
  GetDraftPolicy: MethodDefinition<_openshell_v1_GetDraftPolicyRequest, _openshell_v1_GetDraftPolicyResponse, _openshell_v1_GetDraftPolicyRequest__Output, _openshell_v1_GetDraftPolicyResponse__Output>
  GetGatewayConfig: MethodDefinition<_openshell_sandbox_v1_GetGatewayConfigRequest, _openshell_sandbox_v1_GetGatewayConfigResponse, _openshell_sandbox_v1_GetGatewayConfigRequest__Output, _openshell_sandbox_v1_GetGatewayConfigResponse__Output>
  GetGatewayInfo: MethodDefinition<_openshell_v1_GetGatewayInfoRequest, _openshell_v1_GetGatewayInfoResponse, _openshell_v1_GetGatewayInfoRequest__Output, _openshell_v1_GetGatewayInfoResponse__Output>
  GetProvider: MethodDefinition<_openshell_v1_GetProviderRequest, _openshell_v1_ProviderResponse, _openshell_v1_GetProviderRequest__Output, _openshell_v1_ProviderResponse__Output>
  GetSandbox: MethodDefinition<_openshell_v1_GetSandboxRequest, _openshell_v1_SandboxResponse, _openshell_v1_GetSandboxRequest__Output, _openshell_v1_SandboxResponse__Output>
  GetSandboxConfig: MethodDefinition<_openshell_sandbox_v1_GetSandboxConfigRequest, _openshell_sandbox_v1_GetSandboxConfigResponse, _openshell_sandbox_v1_GetSandboxConfigRequest__Output, _openshell_sandbox_v1_GetSandboxConfigResponse__Output>
  GetSandboxLogs: MethodDefinition<_openshell_v1_GetSandboxLogsRequest, _openshell_v1_GetSandboxLogsResponse, _openshell_v1_GetSandboxLogsRequest__Output, _openshell_v1_GetSandboxLogsResponse__Output>
  GetSandboxPolicyStatus: MethodDefinition<_openshell_v1_GetSandboxPolicyStatusRequest, _openshell_v1_GetSandboxPolicyStatusResponse, _openshell_v1_GetSandboxPolicyStatusRequest__Output, _openshell_v1_GetSandboxPolicyStatusResponse__Output>
  GetSandboxProviderEnvironment: MethodDefinition<_openshell_v1_GetSandboxProviderEnvironmentRequest, _openshell_v1_GetSandboxProviderEnvironmentResponse, _openshell_v1_GetSandboxProviderEnvironmentRequest__Output, _openshell_v1_GetSandboxProviderEnvironmentResponse__Output>
  Health: MethodDefinition<_openshell_v1_HealthRequest, _openshell_v1_HealthResponse, _openshell_v1_HealthRequest__Output, _openshell_v1_HealthResponse__Output>
  ListProviderProfiles: MethodDefinition<_openshell_v1_ListProviderProfilesRequest, _openshell_v1_ListProviderProfilesResponse, _openshell_v1_ListProviderProfilesRequest__Output, _openshell_v1_ListProviderProfilesResponse__Output>
  ListProviders: MethodDefinition<_openshell_v1_ListProvidersRequest, _openshell_v1_ListProvidersResponse, _openshell_v1_ListProvidersRequest__Output, _openshell_v1_ListProvidersResponse__Output>
  ListSandboxPolicies: MethodDefinition<_openshell_v1_ListSandboxPoliciesRequest, _openshell_v1_ListSandboxPoliciesResponse, _openshell_v1_ListSandboxPoliciesRequest__Output, _openshell_v1_ListSandboxPoliciesResponse__Output>
  ListSandboxProviders: MethodDefinition<_openshell_v1_ListSandboxProvidersRequest, _openshell_v1_ListSandboxProvidersResponse, _openshell_v1_ListSandboxProvidersRequest__Output, _openshell_v1_ListSandboxProvidersResponse__Output>
  ListSandboxes: MethodDefinition<_openshell_v1_ListSandboxesRequest, _openshell_v1_ListSandboxesResponse, _openshell_v1_ListSandboxesRequest__Output, _openshell_v1_ListSandboxesResponse__Output>
  RejectDraftChunk: MethodDefinition<_openshell_v1_RejectDraftChunkRequest, _openshell_v1_RejectDraftChunkResponse, _openshell_v1_RejectDraftChunkRequest__Output, _openshell_v1_RejectDraftChunkResponse__Output>
  RevokeSshSession: MethodDefinition<_openshell_v1_RevokeSshSessionRequest, _openshell_v1_RevokeSshSessionResponse, _openshell_v1_RevokeSshSessionRequest__Output, _openshell_v1_RevokeSshSessionResponse__Output>
  StartSandbox: MethodDefinition<_openshell_v1_StartSandboxRequest, _openshell_v1_SandboxResponse, _openshell_v1_StartSandboxRequest__Output, _openshell_v1_SandboxResponse__Output>
  StopSandbox: MethodDefinition<_openshell_v1_StopSandboxRequest, _openshell_v1_SandboxResponse, _openshell_v1_StopSandboxRequest__Output, _openshell_v1_SandboxResponse__Output>
  SubmitPolicyAnalysis: MethodDefinition<_openshell_v1_SubmitPolicyAnalysisRequest, _openshell_v1_SubmitPolicyAnalysisResponse, _openshell_v1_SubmitPolicyAnalysisRequest__Output, _openshell_v1_SubmitPolicyAnalysisResponse__Output>
  UndoDraftChunk: MethodDefinition<_openshell_v1_UndoDraftChunkRequest, _openshell_v1_UndoDraftChunkResponse, _openshell_v1_UndoDraftChunkRequest__Output, _openshell_v1_UndoDraftChunkResponse__Output>
  UpdateConfig: MethodDefinition<_openshell_v1_UpdateConfigRequest, _openshell_v1_UpdateConfigResponse, _openshell_v1_UpdateConfigRequest__Output, _openshell_v1_UpdateConfigResponse__Output>
  UpdateProvider: MethodDefinition<_openshell_v1_UpdateProviderRequest, _openshell_v1_ProviderResponse, _openshell_v1_UpdateProviderRequest__Output, _openshell_v1_ProviderResponse__Output>
  WatchSandbox: MethodDefinition<_openshell_v1_WatchSandboxRequest, _openshell_v1_SandboxStreamEvent, _openshell_v1_WatchSandboxRequest__Output, _openshell_v1_SandboxStreamEvent__Output>
}
