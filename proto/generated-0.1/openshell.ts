import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type { Duration as _google_protobuf_Duration, Duration__Output as _google_protobuf_Duration__Output } from './google/protobuf/Duration.ts';
import type { ListValue as _google_protobuf_ListValue, ListValue__Output as _google_protobuf_ListValue__Output } from './google/protobuf/ListValue.ts';
import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from './google/protobuf/Struct.ts';
import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from './google/protobuf/Timestamp.ts';
import type { Value as _google_protobuf_Value, Value__Output as _google_protobuf_Value__Output } from './google/protobuf/Value.ts';
import type { AllWorkspaces as _openshell_datamodel_v1_AllWorkspaces, AllWorkspaces__Output as _openshell_datamodel_v1_AllWorkspaces__Output } from './openshell/datamodel/v1/AllWorkspaces.ts';
import type { CredentialHandle as _openshell_datamodel_v1_CredentialHandle, CredentialHandle__Output as _openshell_datamodel_v1_CredentialHandle__Output } from './openshell/datamodel/v1/CredentialHandle.ts';
import type { ObjectMeta as _openshell_datamodel_v1_ObjectMeta, ObjectMeta__Output as _openshell_datamodel_v1_ObjectMeta__Output } from './openshell/datamodel/v1/ObjectMeta.ts';
import type { Provider as _openshell_datamodel_v1_Provider, Provider__Output as _openshell_datamodel_v1_Provider__Output } from './openshell/datamodel/v1/Provider.ts';
import type { Workspace as _openshell_datamodel_v1_Workspace, Workspace__Output as _openshell_datamodel_v1_Workspace__Output } from './openshell/datamodel/v1/Workspace.ts';
import type { WorkspaceSelector as _openshell_datamodel_v1_WorkspaceSelector, WorkspaceSelector__Output as _openshell_datamodel_v1_WorkspaceSelector__Output } from './openshell/datamodel/v1/WorkspaceSelector.ts';
import type { WorkspaceStatus as _openshell_datamodel_v1_WorkspaceStatus, WorkspaceStatus__Output as _openshell_datamodel_v1_WorkspaceStatus__Output } from './openshell/datamodel/v1/WorkspaceStatus.ts';
import type { EffectiveSetting as _openshell_sandbox_v1_EffectiveSetting, EffectiveSetting__Output as _openshell_sandbox_v1_EffectiveSetting__Output } from './openshell/sandbox/v1/EffectiveSetting.ts';
import type { FilesystemPolicy as _openshell_sandbox_v1_FilesystemPolicy, FilesystemPolicy__Output as _openshell_sandbox_v1_FilesystemPolicy__Output } from './openshell/sandbox/v1/FilesystemPolicy.ts';
import type { GetGatewayConfigRequest as _openshell_sandbox_v1_GetGatewayConfigRequest, GetGatewayConfigRequest__Output as _openshell_sandbox_v1_GetGatewayConfigRequest__Output } from './openshell/sandbox/v1/GetGatewayConfigRequest.ts';
import type { GetGatewayConfigResponse as _openshell_sandbox_v1_GetGatewayConfigResponse, GetGatewayConfigResponse__Output as _openshell_sandbox_v1_GetGatewayConfigResponse__Output } from './openshell/sandbox/v1/GetGatewayConfigResponse.ts';
import type { GetSandboxConfigRequest as _openshell_sandbox_v1_GetSandboxConfigRequest, GetSandboxConfigRequest__Output as _openshell_sandbox_v1_GetSandboxConfigRequest__Output } from './openshell/sandbox/v1/GetSandboxConfigRequest.ts';
import type { GetSandboxConfigResponse as _openshell_sandbox_v1_GetSandboxConfigResponse, GetSandboxConfigResponse__Output as _openshell_sandbox_v1_GetSandboxConfigResponse__Output } from './openshell/sandbox/v1/GetSandboxConfigResponse.ts';
import type { GraphqlOperation as _openshell_sandbox_v1_GraphqlOperation, GraphqlOperation__Output as _openshell_sandbox_v1_GraphqlOperation__Output } from './openshell/sandbox/v1/GraphqlOperation.ts';
import type { L7Allow as _openshell_sandbox_v1_L7Allow, L7Allow__Output as _openshell_sandbox_v1_L7Allow__Output } from './openshell/sandbox/v1/L7Allow.ts';
import type { L7DenyRule as _openshell_sandbox_v1_L7DenyRule, L7DenyRule__Output as _openshell_sandbox_v1_L7DenyRule__Output } from './openshell/sandbox/v1/L7DenyRule.ts';
import type { L7QueryMatcher as _openshell_sandbox_v1_L7QueryMatcher, L7QueryMatcher__Output as _openshell_sandbox_v1_L7QueryMatcher__Output } from './openshell/sandbox/v1/L7QueryMatcher.ts';
import type { L7Rule as _openshell_sandbox_v1_L7Rule, L7Rule__Output as _openshell_sandbox_v1_L7Rule__Output } from './openshell/sandbox/v1/L7Rule.ts';
import type { LandlockPolicy as _openshell_sandbox_v1_LandlockPolicy, LandlockPolicy__Output as _openshell_sandbox_v1_LandlockPolicy__Output } from './openshell/sandbox/v1/LandlockPolicy.ts';
import type { McpOptions as _openshell_sandbox_v1_McpOptions, McpOptions__Output as _openshell_sandbox_v1_McpOptions__Output } from './openshell/sandbox/v1/McpOptions.ts';
import type { MiddlewareEndpointSelector as _openshell_sandbox_v1_MiddlewareEndpointSelector, MiddlewareEndpointSelector__Output as _openshell_sandbox_v1_MiddlewareEndpointSelector__Output } from './openshell/sandbox/v1/MiddlewareEndpointSelector.ts';
import type { NetworkBinary as _openshell_sandbox_v1_NetworkBinary, NetworkBinary__Output as _openshell_sandbox_v1_NetworkBinary__Output } from './openshell/sandbox/v1/NetworkBinary.ts';
import type { NetworkCredentialBinding as _openshell_sandbox_v1_NetworkCredentialBinding, NetworkCredentialBinding__Output as _openshell_sandbox_v1_NetworkCredentialBinding__Output } from './openshell/sandbox/v1/NetworkCredentialBinding.ts';
import type { NetworkEndpoint as _openshell_sandbox_v1_NetworkEndpoint, NetworkEndpoint__Output as _openshell_sandbox_v1_NetworkEndpoint__Output } from './openshell/sandbox/v1/NetworkEndpoint.ts';
import type { NetworkMiddlewareConfig as _openshell_sandbox_v1_NetworkMiddlewareConfig, NetworkMiddlewareConfig__Output as _openshell_sandbox_v1_NetworkMiddlewareConfig__Output } from './openshell/sandbox/v1/NetworkMiddlewareConfig.ts';
import type { NetworkPolicyRule as _openshell_sandbox_v1_NetworkPolicyRule, NetworkPolicyRule__Output as _openshell_sandbox_v1_NetworkPolicyRule__Output } from './openshell/sandbox/v1/NetworkPolicyRule.ts';
import type { ProcessPolicy as _openshell_sandbox_v1_ProcessPolicy, ProcessPolicy__Output as _openshell_sandbox_v1_ProcessPolicy__Output } from './openshell/sandbox/v1/ProcessPolicy.ts';
import type { SandboxPolicy as _openshell_sandbox_v1_SandboxPolicy, SandboxPolicy__Output as _openshell_sandbox_v1_SandboxPolicy__Output } from './openshell/sandbox/v1/SandboxPolicy.ts';
import type { SettingValue as _openshell_sandbox_v1_SettingValue, SettingValue__Output as _openshell_sandbox_v1_SettingValue__Output } from './openshell/sandbox/v1/SettingValue.ts';
import type { SupervisorMiddlewareService as _openshell_sandbox_v1_SupervisorMiddlewareService, SupervisorMiddlewareService__Output as _openshell_sandbox_v1_SupervisorMiddlewareService__Output } from './openshell/sandbox/v1/SupervisorMiddlewareService.ts';
import type { AddAllowRules as _openshell_v1_AddAllowRules, AddAllowRules__Output as _openshell_v1_AddAllowRules__Output } from './openshell/v1/AddAllowRules.ts';
import type { AddDenyRules as _openshell_v1_AddDenyRules, AddDenyRules__Output as _openshell_v1_AddDenyRules__Output } from './openshell/v1/AddDenyRules.ts';
import type { AddNetworkRule as _openshell_v1_AddNetworkRule, AddNetworkRule__Output as _openshell_v1_AddNetworkRule__Output } from './openshell/v1/AddNetworkRule.ts';
import type { AddWorkspaceMemberRequest as _openshell_v1_AddWorkspaceMemberRequest, AddWorkspaceMemberRequest__Output as _openshell_v1_AddWorkspaceMemberRequest__Output } from './openshell/v1/AddWorkspaceMemberRequest.ts';
import type { AddWorkspaceMemberResponse as _openshell_v1_AddWorkspaceMemberResponse, AddWorkspaceMemberResponse__Output as _openshell_v1_AddWorkspaceMemberResponse__Output } from './openshell/v1/AddWorkspaceMemberResponse.ts';
import type { ApproveAllDraftChunksRequest as _openshell_v1_ApproveAllDraftChunksRequest, ApproveAllDraftChunksRequest__Output as _openshell_v1_ApproveAllDraftChunksRequest__Output } from './openshell/v1/ApproveAllDraftChunksRequest.ts';
import type { ApproveAllDraftChunksResponse as _openshell_v1_ApproveAllDraftChunksResponse, ApproveAllDraftChunksResponse__Output as _openshell_v1_ApproveAllDraftChunksResponse__Output } from './openshell/v1/ApproveAllDraftChunksResponse.ts';
import type { ApproveDraftChunkRequest as _openshell_v1_ApproveDraftChunkRequest, ApproveDraftChunkRequest__Output as _openshell_v1_ApproveDraftChunkRequest__Output } from './openshell/v1/ApproveDraftChunkRequest.ts';
import type { ApproveDraftChunkResponse as _openshell_v1_ApproveDraftChunkResponse, ApproveDraftChunkResponse__Output as _openshell_v1_ApproveDraftChunkResponse__Output } from './openshell/v1/ApproveDraftChunkResponse.ts';
import type { AttachSandboxProviderRequest as _openshell_v1_AttachSandboxProviderRequest, AttachSandboxProviderRequest__Output as _openshell_v1_AttachSandboxProviderRequest__Output } from './openshell/v1/AttachSandboxProviderRequest.ts';
import type { AttachSandboxProviderResponse as _openshell_v1_AttachSandboxProviderResponse, AttachSandboxProviderResponse__Output as _openshell_v1_AttachSandboxProviderResponse__Output } from './openshell/v1/AttachSandboxProviderResponse.ts';
import type { BeginRootfsTarStagingRequest as _openshell_v1_BeginRootfsTarStagingRequest, BeginRootfsTarStagingRequest__Output as _openshell_v1_BeginRootfsTarStagingRequest__Output } from './openshell/v1/BeginRootfsTarStagingRequest.ts';
import type { BeginRootfsTarStagingResponse as _openshell_v1_BeginRootfsTarStagingResponse, BeginRootfsTarStagingResponse__Output as _openshell_v1_BeginRootfsTarStagingResponse__Output } from './openshell/v1/BeginRootfsTarStagingResponse.ts';
import type { ClearDraftChunksRequest as _openshell_v1_ClearDraftChunksRequest, ClearDraftChunksRequest__Output as _openshell_v1_ClearDraftChunksRequest__Output } from './openshell/v1/ClearDraftChunksRequest.ts';
import type { ClearDraftChunksResponse as _openshell_v1_ClearDraftChunksResponse, ClearDraftChunksResponse__Output as _openshell_v1_ClearDraftChunksResponse__Output } from './openshell/v1/ClearDraftChunksResponse.ts';
import type { ComputeDriverCapabilities as _openshell_v1_ComputeDriverCapabilities, ComputeDriverCapabilities__Output as _openshell_v1_ComputeDriverCapabilities__Output } from './openshell/v1/ComputeDriverCapabilities.ts';
import type { ComputeDriverInfo as _openshell_v1_ComputeDriverInfo, ComputeDriverInfo__Output as _openshell_v1_ComputeDriverInfo__Output } from './openshell/v1/ComputeDriverInfo.ts';
import type { ConfigSnapshotRevision as _openshell_v1_ConfigSnapshotRevision, ConfigSnapshotRevision__Output as _openshell_v1_ConfigSnapshotRevision__Output } from './openshell/v1/ConfigSnapshotRevision.ts';
import type { ConfigUpdateOperation as _openshell_v1_ConfigUpdateOperation, ConfigUpdateOperation__Output as _openshell_v1_ConfigUpdateOperation__Output } from './openshell/v1/ConfigUpdateOperation.ts';
import type { ConfigureProviderRefreshRequest as _openshell_v1_ConfigureProviderRefreshRequest, ConfigureProviderRefreshRequest__Output as _openshell_v1_ConfigureProviderRefreshRequest__Output } from './openshell/v1/ConfigureProviderRefreshRequest.ts';
import type { ConfigureProviderRefreshResponse as _openshell_v1_ConfigureProviderRefreshResponse, ConfigureProviderRefreshResponse__Output as _openshell_v1_ConfigureProviderRefreshResponse__Output } from './openshell/v1/ConfigureProviderRefreshResponse.ts';
import type { CpuResourceCapabilities as _openshell_v1_CpuResourceCapabilities, CpuResourceCapabilities__Output as _openshell_v1_CpuResourceCapabilities__Output } from './openshell/v1/CpuResourceCapabilities.ts';
import type { CreateProviderRequest as _openshell_v1_CreateProviderRequest, CreateProviderRequest__Output as _openshell_v1_CreateProviderRequest__Output } from './openshell/v1/CreateProviderRequest.ts';
import type { CreateSandboxRequest as _openshell_v1_CreateSandboxRequest, CreateSandboxRequest__Output as _openshell_v1_CreateSandboxRequest__Output } from './openshell/v1/CreateSandboxRequest.ts';
import type { CreateSandboxTemplateRequest as _openshell_v1_CreateSandboxTemplateRequest, CreateSandboxTemplateRequest__Output as _openshell_v1_CreateSandboxTemplateRequest__Output } from './openshell/v1/CreateSandboxTemplateRequest.ts';
import type { CreateSshSessionRequest as _openshell_v1_CreateSshSessionRequest, CreateSshSessionRequest__Output as _openshell_v1_CreateSshSessionRequest__Output } from './openshell/v1/CreateSshSessionRequest.ts';
import type { CreateSshSessionResponse as _openshell_v1_CreateSshSessionResponse, CreateSshSessionResponse__Output as _openshell_v1_CreateSshSessionResponse__Output } from './openshell/v1/CreateSshSessionResponse.ts';
import type { CreateWorkspaceRequest as _openshell_v1_CreateWorkspaceRequest, CreateWorkspaceRequest__Output as _openshell_v1_CreateWorkspaceRequest__Output } from './openshell/v1/CreateWorkspaceRequest.ts';
import type { CreateWorkspaceResponse as _openshell_v1_CreateWorkspaceResponse, CreateWorkspaceResponse__Output as _openshell_v1_CreateWorkspaceResponse__Output } from './openshell/v1/CreateWorkspaceResponse.ts';
import type { DeleteProviderProfileRequest as _openshell_v1_DeleteProviderProfileRequest, DeleteProviderProfileRequest__Output as _openshell_v1_DeleteProviderProfileRequest__Output } from './openshell/v1/DeleteProviderProfileRequest.ts';
import type { DeleteProviderProfileResponse as _openshell_v1_DeleteProviderProfileResponse, DeleteProviderProfileResponse__Output as _openshell_v1_DeleteProviderProfileResponse__Output } from './openshell/v1/DeleteProviderProfileResponse.ts';
import type { DeleteProviderRefreshRequest as _openshell_v1_DeleteProviderRefreshRequest, DeleteProviderRefreshRequest__Output as _openshell_v1_DeleteProviderRefreshRequest__Output } from './openshell/v1/DeleteProviderRefreshRequest.ts';
import type { DeleteProviderRefreshResponse as _openshell_v1_DeleteProviderRefreshResponse, DeleteProviderRefreshResponse__Output as _openshell_v1_DeleteProviderRefreshResponse__Output } from './openshell/v1/DeleteProviderRefreshResponse.ts';
import type { DeleteProviderRequest as _openshell_v1_DeleteProviderRequest, DeleteProviderRequest__Output as _openshell_v1_DeleteProviderRequest__Output } from './openshell/v1/DeleteProviderRequest.ts';
import type { DeleteProviderResponse as _openshell_v1_DeleteProviderResponse, DeleteProviderResponse__Output as _openshell_v1_DeleteProviderResponse__Output } from './openshell/v1/DeleteProviderResponse.ts';
import type { DeleteSandboxRequest as _openshell_v1_DeleteSandboxRequest, DeleteSandboxRequest__Output as _openshell_v1_DeleteSandboxRequest__Output } from './openshell/v1/DeleteSandboxRequest.ts';
import type { DeleteSandboxResponse as _openshell_v1_DeleteSandboxResponse, DeleteSandboxResponse__Output as _openshell_v1_DeleteSandboxResponse__Output } from './openshell/v1/DeleteSandboxResponse.ts';
import type { DeleteSandboxTemplateRequest as _openshell_v1_DeleteSandboxTemplateRequest, DeleteSandboxTemplateRequest__Output as _openshell_v1_DeleteSandboxTemplateRequest__Output } from './openshell/v1/DeleteSandboxTemplateRequest.ts';
import type { DeleteSandboxTemplateResponse as _openshell_v1_DeleteSandboxTemplateResponse, DeleteSandboxTemplateResponse__Output as _openshell_v1_DeleteSandboxTemplateResponse__Output } from './openshell/v1/DeleteSandboxTemplateResponse.ts';
import type { DeleteServiceRequest as _openshell_v1_DeleteServiceRequest, DeleteServiceRequest__Output as _openshell_v1_DeleteServiceRequest__Output } from './openshell/v1/DeleteServiceRequest.ts';
import type { DeleteServiceResponse as _openshell_v1_DeleteServiceResponse, DeleteServiceResponse__Output as _openshell_v1_DeleteServiceResponse__Output } from './openshell/v1/DeleteServiceResponse.ts';
import type { DeleteWorkspaceRequest as _openshell_v1_DeleteWorkspaceRequest, DeleteWorkspaceRequest__Output as _openshell_v1_DeleteWorkspaceRequest__Output } from './openshell/v1/DeleteWorkspaceRequest.ts';
import type { DeleteWorkspaceResponse as _openshell_v1_DeleteWorkspaceResponse, DeleteWorkspaceResponse__Output as _openshell_v1_DeleteWorkspaceResponse__Output } from './openshell/v1/DeleteWorkspaceResponse.ts';
import type { DenialGroupCount as _openshell_v1_DenialGroupCount, DenialGroupCount__Output as _openshell_v1_DenialGroupCount__Output } from './openshell/v1/DenialGroupCount.ts';
import type { DenialSummary as _openshell_v1_DenialSummary, DenialSummary__Output as _openshell_v1_DenialSummary__Output } from './openshell/v1/DenialSummary.ts';
import type { DetachSandboxProviderRequest as _openshell_v1_DetachSandboxProviderRequest, DetachSandboxProviderRequest__Output as _openshell_v1_DetachSandboxProviderRequest__Output } from './openshell/v1/DetachSandboxProviderRequest.ts';
import type { DetachSandboxProviderResponse as _openshell_v1_DetachSandboxProviderResponse, DetachSandboxProviderResponse__Output as _openshell_v1_DetachSandboxProviderResponse__Output } from './openshell/v1/DetachSandboxProviderResponse.ts';
import type { DraftChunkApproval as _openshell_v1_DraftChunkApproval, DraftChunkApproval__Output as _openshell_v1_DraftChunkApproval__Output } from './openshell/v1/DraftChunkApproval.ts';
import type { DraftHistoryEntry as _openshell_v1_DraftHistoryEntry, DraftHistoryEntry__Output as _openshell_v1_DraftHistoryEntry__Output } from './openshell/v1/DraftHistoryEntry.ts';
import type { DraftPolicyUpdate as _openshell_v1_DraftPolicyUpdate, DraftPolicyUpdate__Output as _openshell_v1_DraftPolicyUpdate__Output } from './openshell/v1/DraftPolicyUpdate.ts';
import type { EditDraftChunkRequest as _openshell_v1_EditDraftChunkRequest, EditDraftChunkRequest__Output as _openshell_v1_EditDraftChunkRequest__Output } from './openshell/v1/EditDraftChunkRequest.ts';
import type { EditDraftChunkResponse as _openshell_v1_EditDraftChunkResponse, EditDraftChunkResponse__Output as _openshell_v1_EditDraftChunkResponse__Output } from './openshell/v1/EditDraftChunkResponse.ts';
import type { EndpointObservation as _openshell_v1_EndpointObservation, EndpointObservation__Output as _openshell_v1_EndpointObservation__Output } from './openshell/v1/EndpointObservation.ts';
import type { EndpointStatus as _openshell_v1_EndpointStatus, EndpointStatus__Output as _openshell_v1_EndpointStatus__Output } from './openshell/v1/EndpointStatus.ts';
import type { ExchangeProviderSubjectTokenRequest as _openshell_v1_ExchangeProviderSubjectTokenRequest, ExchangeProviderSubjectTokenRequest__Output as _openshell_v1_ExchangeProviderSubjectTokenRequest__Output } from './openshell/v1/ExchangeProviderSubjectTokenRequest.ts';
import type { ExchangeProviderSubjectTokenResponse as _openshell_v1_ExchangeProviderSubjectTokenResponse, ExchangeProviderSubjectTokenResponse__Output as _openshell_v1_ExchangeProviderSubjectTokenResponse__Output } from './openshell/v1/ExchangeProviderSubjectTokenResponse.ts';
import type { ExecSandboxEvent as _openshell_v1_ExecSandboxEvent, ExecSandboxEvent__Output as _openshell_v1_ExecSandboxEvent__Output } from './openshell/v1/ExecSandboxEvent.ts';
import type { ExecSandboxExit as _openshell_v1_ExecSandboxExit, ExecSandboxExit__Output as _openshell_v1_ExecSandboxExit__Output } from './openshell/v1/ExecSandboxExit.ts';
import type { ExecSandboxInput as _openshell_v1_ExecSandboxInput, ExecSandboxInput__Output as _openshell_v1_ExecSandboxInput__Output } from './openshell/v1/ExecSandboxInput.ts';
import type { ExecSandboxRequest as _openshell_v1_ExecSandboxRequest, ExecSandboxRequest__Output as _openshell_v1_ExecSandboxRequest__Output } from './openshell/v1/ExecSandboxRequest.ts';
import type { ExecSandboxStderr as _openshell_v1_ExecSandboxStderr, ExecSandboxStderr__Output as _openshell_v1_ExecSandboxStderr__Output } from './openshell/v1/ExecSandboxStderr.ts';
import type { ExecSandboxStdout as _openshell_v1_ExecSandboxStdout, ExecSandboxStdout__Output as _openshell_v1_ExecSandboxStdout__Output } from './openshell/v1/ExecSandboxStdout.ts';
import type { ExecSandboxWindowResize as _openshell_v1_ExecSandboxWindowResize, ExecSandboxWindowResize__Output as _openshell_v1_ExecSandboxWindowResize__Output } from './openshell/v1/ExecSandboxWindowResize.ts';
import type { ExposeServiceRequest as _openshell_v1_ExposeServiceRequest, ExposeServiceRequest__Output as _openshell_v1_ExposeServiceRequest__Output } from './openshell/v1/ExposeServiceRequest.ts';
import type { ExtensionServiceCredential as _openshell_v1_ExtensionServiceCredential, ExtensionServiceCredential__Output as _openshell_v1_ExtensionServiceCredential__Output } from './openshell/v1/ExtensionServiceCredential.ts';
import type { FinalizeMainProcessExitRequest as _openshell_v1_FinalizeMainProcessExitRequest, FinalizeMainProcessExitRequest__Output as _openshell_v1_FinalizeMainProcessExitRequest__Output } from './openshell/v1/FinalizeMainProcessExitRequest.ts';
import type { FinalizeMainProcessExitResponse as _openshell_v1_FinalizeMainProcessExitResponse, FinalizeMainProcessExitResponse__Output as _openshell_v1_FinalizeMainProcessExitResponse__Output } from './openshell/v1/FinalizeMainProcessExitResponse.ts';
import type { GatewayHeartbeat as _openshell_v1_GatewayHeartbeat, GatewayHeartbeat__Output as _openshell_v1_GatewayHeartbeat__Output } from './openshell/v1/GatewayHeartbeat.ts';
import type { GatewayMessage as _openshell_v1_GatewayMessage, GatewayMessage__Output as _openshell_v1_GatewayMessage__Output } from './openshell/v1/GatewayMessage.ts';
import type { GetCurrentUserRequest as _openshell_v1_GetCurrentUserRequest, GetCurrentUserRequest__Output as _openshell_v1_GetCurrentUserRequest__Output } from './openshell/v1/GetCurrentUserRequest.ts';
import type { GetCurrentUserResponse as _openshell_v1_GetCurrentUserResponse, GetCurrentUserResponse__Output as _openshell_v1_GetCurrentUserResponse__Output } from './openshell/v1/GetCurrentUserResponse.ts';
import type { GetDraftHistoryRequest as _openshell_v1_GetDraftHistoryRequest, GetDraftHistoryRequest__Output as _openshell_v1_GetDraftHistoryRequest__Output } from './openshell/v1/GetDraftHistoryRequest.ts';
import type { GetDraftHistoryResponse as _openshell_v1_GetDraftHistoryResponse, GetDraftHistoryResponse__Output as _openshell_v1_GetDraftHistoryResponse__Output } from './openshell/v1/GetDraftHistoryResponse.ts';
import type { GetDraftPolicyRequest as _openshell_v1_GetDraftPolicyRequest, GetDraftPolicyRequest__Output as _openshell_v1_GetDraftPolicyRequest__Output } from './openshell/v1/GetDraftPolicyRequest.ts';
import type { GetDraftPolicyResponse as _openshell_v1_GetDraftPolicyResponse, GetDraftPolicyResponse__Output as _openshell_v1_GetDraftPolicyResponse__Output } from './openshell/v1/GetDraftPolicyResponse.ts';
import type { GetGatewayInfoRequest as _openshell_v1_GetGatewayInfoRequest, GetGatewayInfoRequest__Output as _openshell_v1_GetGatewayInfoRequest__Output } from './openshell/v1/GetGatewayInfoRequest.ts';
import type { GetGatewayInfoResponse as _openshell_v1_GetGatewayInfoResponse, GetGatewayInfoResponse__Output as _openshell_v1_GetGatewayInfoResponse__Output } from './openshell/v1/GetGatewayInfoResponse.ts';
import type { GetProviderProfileRequest as _openshell_v1_GetProviderProfileRequest, GetProviderProfileRequest__Output as _openshell_v1_GetProviderProfileRequest__Output } from './openshell/v1/GetProviderProfileRequest.ts';
import type { GetProviderRefreshStatusRequest as _openshell_v1_GetProviderRefreshStatusRequest, GetProviderRefreshStatusRequest__Output as _openshell_v1_GetProviderRefreshStatusRequest__Output } from './openshell/v1/GetProviderRefreshStatusRequest.ts';
import type { GetProviderRefreshStatusResponse as _openshell_v1_GetProviderRefreshStatusResponse, GetProviderRefreshStatusResponse__Output as _openshell_v1_GetProviderRefreshStatusResponse__Output } from './openshell/v1/GetProviderRefreshStatusResponse.ts';
import type { GetProviderRequest as _openshell_v1_GetProviderRequest, GetProviderRequest__Output as _openshell_v1_GetProviderRequest__Output } from './openshell/v1/GetProviderRequest.ts';
import type { GetSandboxLogsRequest as _openshell_v1_GetSandboxLogsRequest, GetSandboxLogsRequest__Output as _openshell_v1_GetSandboxLogsRequest__Output } from './openshell/v1/GetSandboxLogsRequest.ts';
import type { GetSandboxLogsResponse as _openshell_v1_GetSandboxLogsResponse, GetSandboxLogsResponse__Output as _openshell_v1_GetSandboxLogsResponse__Output } from './openshell/v1/GetSandboxLogsResponse.ts';
import type { GetSandboxPolicyStatusRequest as _openshell_v1_GetSandboxPolicyStatusRequest, GetSandboxPolicyStatusRequest__Output as _openshell_v1_GetSandboxPolicyStatusRequest__Output } from './openshell/v1/GetSandboxPolicyStatusRequest.ts';
import type { GetSandboxPolicyStatusResponse as _openshell_v1_GetSandboxPolicyStatusResponse, GetSandboxPolicyStatusResponse__Output as _openshell_v1_GetSandboxPolicyStatusResponse__Output } from './openshell/v1/GetSandboxPolicyStatusResponse.ts';
import type { GetSandboxProviderEnvironmentRequest as _openshell_v1_GetSandboxProviderEnvironmentRequest, GetSandboxProviderEnvironmentRequest__Output as _openshell_v1_GetSandboxProviderEnvironmentRequest__Output } from './openshell/v1/GetSandboxProviderEnvironmentRequest.ts';
import type { GetSandboxProviderEnvironmentResponse as _openshell_v1_GetSandboxProviderEnvironmentResponse, GetSandboxProviderEnvironmentResponse__Output as _openshell_v1_GetSandboxProviderEnvironmentResponse__Output } from './openshell/v1/GetSandboxProviderEnvironmentResponse.ts';
import type { GetSandboxProviderStatusRequest as _openshell_v1_GetSandboxProviderStatusRequest, GetSandboxProviderStatusRequest__Output as _openshell_v1_GetSandboxProviderStatusRequest__Output } from './openshell/v1/GetSandboxProviderStatusRequest.ts';
import type { GetSandboxProviderStatusResponse as _openshell_v1_GetSandboxProviderStatusResponse, GetSandboxProviderStatusResponse__Output as _openshell_v1_GetSandboxProviderStatusResponse__Output } from './openshell/v1/GetSandboxProviderStatusResponse.ts';
import type { GetSandboxRequest as _openshell_v1_GetSandboxRequest, GetSandboxRequest__Output as _openshell_v1_GetSandboxRequest__Output } from './openshell/v1/GetSandboxRequest.ts';
import type { GetSandboxTemplateRequest as _openshell_v1_GetSandboxTemplateRequest, GetSandboxTemplateRequest__Output as _openshell_v1_GetSandboxTemplateRequest__Output } from './openshell/v1/GetSandboxTemplateRequest.ts';
import type { GetServiceRequest as _openshell_v1_GetServiceRequest, GetServiceRequest__Output as _openshell_v1_GetServiceRequest__Output } from './openshell/v1/GetServiceRequest.ts';
import type { GetWorkspaceRequest as _openshell_v1_GetWorkspaceRequest, GetWorkspaceRequest__Output as _openshell_v1_GetWorkspaceRequest__Output } from './openshell/v1/GetWorkspaceRequest.ts';
import type { GetWorkspaceResponse as _openshell_v1_GetWorkspaceResponse, GetWorkspaceResponse__Output as _openshell_v1_GetWorkspaceResponse__Output } from './openshell/v1/GetWorkspaceResponse.ts';
import type { GpuResourceCapabilities as _openshell_v1_GpuResourceCapabilities, GpuResourceCapabilities__Output as _openshell_v1_GpuResourceCapabilities__Output } from './openshell/v1/GpuResourceCapabilities.ts';
import type { GpuResourceRequirements as _openshell_v1_GpuResourceRequirements, GpuResourceRequirements__Output as _openshell_v1_GpuResourceRequirements__Output } from './openshell/v1/GpuResourceRequirements.ts';
import type { HealthRequest as _openshell_v1_HealthRequest, HealthRequest__Output as _openshell_v1_HealthRequest__Output } from './openshell/v1/HealthRequest.ts';
import type { HealthResponse as _openshell_v1_HealthResponse, HealthResponse__Output as _openshell_v1_HealthResponse__Output } from './openshell/v1/HealthResponse.ts';
import type { ImportProviderProfilesRequest as _openshell_v1_ImportProviderProfilesRequest, ImportProviderProfilesRequest__Output as _openshell_v1_ImportProviderProfilesRequest__Output } from './openshell/v1/ImportProviderProfilesRequest.ts';
import type { ImportProviderProfilesResponse as _openshell_v1_ImportProviderProfilesResponse, ImportProviderProfilesResponse__Output as _openshell_v1_ImportProviderProfilesResponse__Output } from './openshell/v1/ImportProviderProfilesResponse.ts';
import type { IssueSandboxTokenRequest as _openshell_v1_IssueSandboxTokenRequest, IssueSandboxTokenRequest__Output as _openshell_v1_IssueSandboxTokenRequest__Output } from './openshell/v1/IssueSandboxTokenRequest.ts';
import type { IssueSandboxTokenResponse as _openshell_v1_IssueSandboxTokenResponse, IssueSandboxTokenResponse__Output as _openshell_v1_IssueSandboxTokenResponse__Output } from './openshell/v1/IssueSandboxTokenResponse.ts';
import type { L7RequestSample as _openshell_v1_L7RequestSample, L7RequestSample__Output as _openshell_v1_L7RequestSample__Output } from './openshell/v1/L7RequestSample.ts';
import type { L7RuleTarget as _openshell_v1_L7RuleTarget, L7RuleTarget__Output as _openshell_v1_L7RuleTarget__Output } from './openshell/v1/L7RuleTarget.ts';
import type { LintProviderProfilesRequest as _openshell_v1_LintProviderProfilesRequest, LintProviderProfilesRequest__Output as _openshell_v1_LintProviderProfilesRequest__Output } from './openshell/v1/LintProviderProfilesRequest.ts';
import type { LintProviderProfilesResponse as _openshell_v1_LintProviderProfilesResponse, LintProviderProfilesResponse__Output as _openshell_v1_LintProviderProfilesResponse__Output } from './openshell/v1/LintProviderProfilesResponse.ts';
import type { ListProviderProfilesRequest as _openshell_v1_ListProviderProfilesRequest, ListProviderProfilesRequest__Output as _openshell_v1_ListProviderProfilesRequest__Output } from './openshell/v1/ListProviderProfilesRequest.ts';
import type { ListProviderProfilesResponse as _openshell_v1_ListProviderProfilesResponse, ListProviderProfilesResponse__Output as _openshell_v1_ListProviderProfilesResponse__Output } from './openshell/v1/ListProviderProfilesResponse.ts';
import type { ListProvidersRequest as _openshell_v1_ListProvidersRequest, ListProvidersRequest__Output as _openshell_v1_ListProvidersRequest__Output } from './openshell/v1/ListProvidersRequest.ts';
import type { ListProvidersResponse as _openshell_v1_ListProvidersResponse, ListProvidersResponse__Output as _openshell_v1_ListProvidersResponse__Output } from './openshell/v1/ListProvidersResponse.ts';
import type { ListSandboxPoliciesRequest as _openshell_v1_ListSandboxPoliciesRequest, ListSandboxPoliciesRequest__Output as _openshell_v1_ListSandboxPoliciesRequest__Output } from './openshell/v1/ListSandboxPoliciesRequest.ts';
import type { ListSandboxPoliciesResponse as _openshell_v1_ListSandboxPoliciesResponse, ListSandboxPoliciesResponse__Output as _openshell_v1_ListSandboxPoliciesResponse__Output } from './openshell/v1/ListSandboxPoliciesResponse.ts';
import type { ListSandboxProvidersRequest as _openshell_v1_ListSandboxProvidersRequest, ListSandboxProvidersRequest__Output as _openshell_v1_ListSandboxProvidersRequest__Output } from './openshell/v1/ListSandboxProvidersRequest.ts';
import type { ListSandboxProvidersResponse as _openshell_v1_ListSandboxProvidersResponse, ListSandboxProvidersResponse__Output as _openshell_v1_ListSandboxProvidersResponse__Output } from './openshell/v1/ListSandboxProvidersResponse.ts';
import type { ListSandboxTemplatesRequest as _openshell_v1_ListSandboxTemplatesRequest, ListSandboxTemplatesRequest__Output as _openshell_v1_ListSandboxTemplatesRequest__Output } from './openshell/v1/ListSandboxTemplatesRequest.ts';
import type { ListSandboxTemplatesResponse as _openshell_v1_ListSandboxTemplatesResponse, ListSandboxTemplatesResponse__Output as _openshell_v1_ListSandboxTemplatesResponse__Output } from './openshell/v1/ListSandboxTemplatesResponse.ts';
import type { ListSandboxesRequest as _openshell_v1_ListSandboxesRequest, ListSandboxesRequest__Output as _openshell_v1_ListSandboxesRequest__Output } from './openshell/v1/ListSandboxesRequest.ts';
import type { ListSandboxesResponse as _openshell_v1_ListSandboxesResponse, ListSandboxesResponse__Output as _openshell_v1_ListSandboxesResponse__Output } from './openshell/v1/ListSandboxesResponse.ts';
import type { ListServicesRequest as _openshell_v1_ListServicesRequest, ListServicesRequest__Output as _openshell_v1_ListServicesRequest__Output } from './openshell/v1/ListServicesRequest.ts';
import type { ListServicesResponse as _openshell_v1_ListServicesResponse, ListServicesResponse__Output as _openshell_v1_ListServicesResponse__Output } from './openshell/v1/ListServicesResponse.ts';
import type { ListWorkspaceMembersRequest as _openshell_v1_ListWorkspaceMembersRequest, ListWorkspaceMembersRequest__Output as _openshell_v1_ListWorkspaceMembersRequest__Output } from './openshell/v1/ListWorkspaceMembersRequest.ts';
import type { ListWorkspaceMembersResponse as _openshell_v1_ListWorkspaceMembersResponse, ListWorkspaceMembersResponse__Output as _openshell_v1_ListWorkspaceMembersResponse__Output } from './openshell/v1/ListWorkspaceMembersResponse.ts';
import type { ListWorkspacesRequest as _openshell_v1_ListWorkspacesRequest, ListWorkspacesRequest__Output as _openshell_v1_ListWorkspacesRequest__Output } from './openshell/v1/ListWorkspacesRequest.ts';
import type { ListWorkspacesResponse as _openshell_v1_ListWorkspacesResponse, ListWorkspacesResponse__Output as _openshell_v1_ListWorkspacesResponse__Output } from './openshell/v1/ListWorkspacesResponse.ts';
import type { MemoryResourceCapabilities as _openshell_v1_MemoryResourceCapabilities, MemoryResourceCapabilities__Output as _openshell_v1_MemoryResourceCapabilities__Output } from './openshell/v1/MemoryResourceCapabilities.ts';
import type { NegotiatedExtensionInfo as _openshell_v1_NegotiatedExtensionInfo, NegotiatedExtensionInfo__Output as _openshell_v1_NegotiatedExtensionInfo__Output } from './openshell/v1/NegotiatedExtensionInfo.ts';
import type { NetworkActivitySummary as _openshell_v1_NetworkActivitySummary, NetworkActivitySummary__Output as _openshell_v1_NetworkActivitySummary__Output } from './openshell/v1/NetworkActivitySummary.ts';
import type { OpenShellClient as _openshell_v1_OpenShellClient, OpenShellDefinition as _openshell_v1_OpenShellDefinition } from './openshell/v1/OpenShell.ts';
import type { PeerRelayFrame as _openshell_v1_PeerRelayFrame, PeerRelayFrame__Output as _openshell_v1_PeerRelayFrame__Output } from './openshell/v1/PeerRelayFrame.ts';
import type { PeerRelayInit as _openshell_v1_PeerRelayInit, PeerRelayInit__Output as _openshell_v1_PeerRelayInit__Output } from './openshell/v1/PeerRelayInit.ts';
import type { PlatformEvent as _openshell_v1_PlatformEvent, PlatformEvent__Output as _openshell_v1_PlatformEvent__Output } from './openshell/v1/PlatformEvent.ts';
import type { PolicyChunk as _openshell_v1_PolicyChunk, PolicyChunk__Output as _openshell_v1_PolicyChunk__Output } from './openshell/v1/PolicyChunk.ts';
import type { PolicyMergeOperation as _openshell_v1_PolicyMergeOperation, PolicyMergeOperation__Output as _openshell_v1_PolicyMergeOperation__Output } from './openshell/v1/PolicyMergeOperation.ts';
import type { ProviderCredentialRefresh as _openshell_v1_ProviderCredentialRefresh, ProviderCredentialRefresh__Output as _openshell_v1_ProviderCredentialRefresh__Output } from './openshell/v1/ProviderCredentialRefresh.ts';
import type { ProviderCredentialRefreshMaterial as _openshell_v1_ProviderCredentialRefreshMaterial, ProviderCredentialRefreshMaterial__Output as _openshell_v1_ProviderCredentialRefreshMaterial__Output } from './openshell/v1/ProviderCredentialRefreshMaterial.ts';
import type { ProviderCredentialRefreshOutput as _openshell_v1_ProviderCredentialRefreshOutput, ProviderCredentialRefreshOutput__Output as _openshell_v1_ProviderCredentialRefreshOutput__Output } from './openshell/v1/ProviderCredentialRefreshOutput.ts';
import type { ProviderCredentialRefreshStatus as _openshell_v1_ProviderCredentialRefreshStatus, ProviderCredentialRefreshStatus__Output as _openshell_v1_ProviderCredentialRefreshStatus__Output } from './openshell/v1/ProviderCredentialRefreshStatus.ts';
import type { ProviderCredentialTokenGrant as _openshell_v1_ProviderCredentialTokenGrant, ProviderCredentialTokenGrant__Output as _openshell_v1_ProviderCredentialTokenGrant__Output } from './openshell/v1/ProviderCredentialTokenGrant.ts';
import type { ProviderCredentialTokenGrantAudienceOverride as _openshell_v1_ProviderCredentialTokenGrantAudienceOverride, ProviderCredentialTokenGrantAudienceOverride__Output as _openshell_v1_ProviderCredentialTokenGrantAudienceOverride__Output } from './openshell/v1/ProviderCredentialTokenGrantAudienceOverride.ts';
import type { ProviderCredentialTokenGrantSubjectToken as _openshell_v1_ProviderCredentialTokenGrantSubjectToken, ProviderCredentialTokenGrantSubjectToken__Output as _openshell_v1_ProviderCredentialTokenGrantSubjectToken__Output } from './openshell/v1/ProviderCredentialTokenGrantSubjectToken.ts';
import type { ProviderDesiredIdentity as _openshell_v1_ProviderDesiredIdentity, ProviderDesiredIdentity__Output as _openshell_v1_ProviderDesiredIdentity__Output } from './openshell/v1/ProviderDesiredIdentity.ts';
import type { ProviderMutationReceipt as _openshell_v1_ProviderMutationReceipt, ProviderMutationReceipt__Output as _openshell_v1_ProviderMutationReceipt__Output } from './openshell/v1/ProviderMutationReceipt.ts';
import type { ProviderProfile as _openshell_v1_ProviderProfile, ProviderProfile__Output as _openshell_v1_ProviderProfile__Output } from './openshell/v1/ProviderProfile.ts';
import type { ProviderProfileCredential as _openshell_v1_ProviderProfileCredential, ProviderProfileCredential__Output as _openshell_v1_ProviderProfileCredential__Output } from './openshell/v1/ProviderProfileCredential.ts';
import type { ProviderProfileDiagnostic as _openshell_v1_ProviderProfileDiagnostic, ProviderProfileDiagnostic__Output as _openshell_v1_ProviderProfileDiagnostic__Output } from './openshell/v1/ProviderProfileDiagnostic.ts';
import type { ProviderProfileDiscovery as _openshell_v1_ProviderProfileDiscovery, ProviderProfileDiscovery__Output as _openshell_v1_ProviderProfileDiscovery__Output } from './openshell/v1/ProviderProfileDiscovery.ts';
import type { ProviderProfileImportItem as _openshell_v1_ProviderProfileImportItem, ProviderProfileImportItem__Output as _openshell_v1_ProviderProfileImportItem__Output } from './openshell/v1/ProviderProfileImportItem.ts';
import type { ProviderProfileResponse as _openshell_v1_ProviderProfileResponse, ProviderProfileResponse__Output as _openshell_v1_ProviderProfileResponse__Output } from './openshell/v1/ProviderProfileResponse.ts';
import type { ProviderReadinessObservation as _openshell_v1_ProviderReadinessObservation, ProviderReadinessObservation__Output as _openshell_v1_ProviderReadinessObservation__Output } from './openshell/v1/ProviderReadinessObservation.ts';
import type { ProviderReadinessStatus as _openshell_v1_ProviderReadinessStatus, ProviderReadinessStatus__Output as _openshell_v1_ProviderReadinessStatus__Output } from './openshell/v1/ProviderReadinessStatus.ts';
import type { ProviderResponse as _openshell_v1_ProviderResponse, ProviderResponse__Output as _openshell_v1_ProviderResponse__Output } from './openshell/v1/ProviderResponse.ts';
import type { PushSandboxLogsRequest as _openshell_v1_PushSandboxLogsRequest, PushSandboxLogsRequest__Output as _openshell_v1_PushSandboxLogsRequest__Output } from './openshell/v1/PushSandboxLogsRequest.ts';
import type { PushSandboxLogsResponse as _openshell_v1_PushSandboxLogsResponse, PushSandboxLogsResponse__Output as _openshell_v1_PushSandboxLogsResponse__Output } from './openshell/v1/PushSandboxLogsResponse.ts';
import type { RefreshSandboxTokenRequest as _openshell_v1_RefreshSandboxTokenRequest, RefreshSandboxTokenRequest__Output as _openshell_v1_RefreshSandboxTokenRequest__Output } from './openshell/v1/RefreshSandboxTokenRequest.ts';
import type { RefreshSandboxTokenResponse as _openshell_v1_RefreshSandboxTokenResponse, RefreshSandboxTokenResponse__Output as _openshell_v1_RefreshSandboxTokenResponse__Output } from './openshell/v1/RefreshSandboxTokenResponse.ts';
import type { RejectDraftChunkRequest as _openshell_v1_RejectDraftChunkRequest, RejectDraftChunkRequest__Output as _openshell_v1_RejectDraftChunkRequest__Output } from './openshell/v1/RejectDraftChunkRequest.ts';
import type { RejectDraftChunkResponse as _openshell_v1_RejectDraftChunkResponse, RejectDraftChunkResponse__Output as _openshell_v1_RejectDraftChunkResponse__Output } from './openshell/v1/RejectDraftChunkResponse.ts';
import type { RelayClose as _openshell_v1_RelayClose, RelayClose__Output as _openshell_v1_RelayClose__Output } from './openshell/v1/RelayClose.ts';
import type { RelayFrame as _openshell_v1_RelayFrame, RelayFrame__Output as _openshell_v1_RelayFrame__Output } from './openshell/v1/RelayFrame.ts';
import type { RelayInit as _openshell_v1_RelayInit, RelayInit__Output as _openshell_v1_RelayInit__Output } from './openshell/v1/RelayInit.ts';
import type { RelayOpen as _openshell_v1_RelayOpen, RelayOpen__Output as _openshell_v1_RelayOpen__Output } from './openshell/v1/RelayOpen.ts';
import type { RelayOpenResult as _openshell_v1_RelayOpenResult, RelayOpenResult__Output as _openshell_v1_RelayOpenResult__Output } from './openshell/v1/RelayOpenResult.ts';
import type { RemoveNetworkBinary as _openshell_v1_RemoveNetworkBinary, RemoveNetworkBinary__Output as _openshell_v1_RemoveNetworkBinary__Output } from './openshell/v1/RemoveNetworkBinary.ts';
import type { RemoveNetworkEndpoint as _openshell_v1_RemoveNetworkEndpoint, RemoveNetworkEndpoint__Output as _openshell_v1_RemoveNetworkEndpoint__Output } from './openshell/v1/RemoveNetworkEndpoint.ts';
import type { RemoveNetworkRule as _openshell_v1_RemoveNetworkRule, RemoveNetworkRule__Output as _openshell_v1_RemoveNetworkRule__Output } from './openshell/v1/RemoveNetworkRule.ts';
import type { RemoveWorkspaceMemberRequest as _openshell_v1_RemoveWorkspaceMemberRequest, RemoveWorkspaceMemberRequest__Output as _openshell_v1_RemoveWorkspaceMemberRequest__Output } from './openshell/v1/RemoveWorkspaceMemberRequest.ts';
import type { RemoveWorkspaceMemberResponse as _openshell_v1_RemoveWorkspaceMemberResponse, RemoveWorkspaceMemberResponse__Output as _openshell_v1_RemoveWorkspaceMemberResponse__Output } from './openshell/v1/RemoveWorkspaceMemberResponse.ts';
import type { ReportEndpointStatusRequest as _openshell_v1_ReportEndpointStatusRequest, ReportEndpointStatusRequest__Output as _openshell_v1_ReportEndpointStatusRequest__Output } from './openshell/v1/ReportEndpointStatusRequest.ts';
import type { ReportEndpointStatusResponse as _openshell_v1_ReportEndpointStatusResponse, ReportEndpointStatusResponse__Output as _openshell_v1_ReportEndpointStatusResponse__Output } from './openshell/v1/ReportEndpointStatusResponse.ts';
import type { ReportMainProcessExitRequest as _openshell_v1_ReportMainProcessExitRequest, ReportMainProcessExitRequest__Output as _openshell_v1_ReportMainProcessExitRequest__Output } from './openshell/v1/ReportMainProcessExitRequest.ts';
import type { ReportMainProcessExitResponse as _openshell_v1_ReportMainProcessExitResponse, ReportMainProcessExitResponse__Output as _openshell_v1_ReportMainProcessExitResponse__Output } from './openshell/v1/ReportMainProcessExitResponse.ts';
import type { ReportPolicyStatusRequest as _openshell_v1_ReportPolicyStatusRequest, ReportPolicyStatusRequest__Output as _openshell_v1_ReportPolicyStatusRequest__Output } from './openshell/v1/ReportPolicyStatusRequest.ts';
import type { ReportPolicyStatusResponse as _openshell_v1_ReportPolicyStatusResponse, ReportPolicyStatusResponse__Output as _openshell_v1_ReportPolicyStatusResponse__Output } from './openshell/v1/ReportPolicyStatusResponse.ts';
import type { ReportProviderReadinessRequest as _openshell_v1_ReportProviderReadinessRequest, ReportProviderReadinessRequest__Output as _openshell_v1_ReportProviderReadinessRequest__Output } from './openshell/v1/ReportProviderReadinessRequest.ts';
import type { ReportProviderReadinessResponse as _openshell_v1_ReportProviderReadinessResponse, ReportProviderReadinessResponse__Output as _openshell_v1_ReportProviderReadinessResponse__Output } from './openshell/v1/ReportProviderReadinessResponse.ts';
import type { ReportSandboxConfigurationRequest as _openshell_v1_ReportSandboxConfigurationRequest, ReportSandboxConfigurationRequest__Output as _openshell_v1_ReportSandboxConfigurationRequest__Output } from './openshell/v1/ReportSandboxConfigurationRequest.ts';
import type { ReportSandboxConfigurationResponse as _openshell_v1_ReportSandboxConfigurationResponse, ReportSandboxConfigurationResponse__Output as _openshell_v1_ReportSandboxConfigurationResponse__Output } from './openshell/v1/ReportSandboxConfigurationResponse.ts';
import type { ResourceCapabilities as _openshell_v1_ResourceCapabilities, ResourceCapabilities__Output as _openshell_v1_ResourceCapabilities__Output } from './openshell/v1/ResourceCapabilities.ts';
import type { ResourceRequirements as _openshell_v1_ResourceRequirements, ResourceRequirements__Output as _openshell_v1_ResourceRequirements__Output } from './openshell/v1/ResourceRequirements.ts';
import type { RevokeSshSessionRequest as _openshell_v1_RevokeSshSessionRequest, RevokeSshSessionRequest__Output as _openshell_v1_RevokeSshSessionRequest__Output } from './openshell/v1/RevokeSshSessionRequest.ts';
import type { RevokeSshSessionResponse as _openshell_v1_RevokeSshSessionResponse, RevokeSshSessionResponse__Output as _openshell_v1_RevokeSshSessionResponse__Output } from './openshell/v1/RevokeSshSessionResponse.ts';
import type { RotateProviderCredentialRequest as _openshell_v1_RotateProviderCredentialRequest, RotateProviderCredentialRequest__Output as _openshell_v1_RotateProviderCredentialRequest__Output } from './openshell/v1/RotateProviderCredentialRequest.ts';
import type { RotateProviderCredentialResponse as _openshell_v1_RotateProviderCredentialResponse, RotateProviderCredentialResponse__Output as _openshell_v1_RotateProviderCredentialResponse__Output } from './openshell/v1/RotateProviderCredentialResponse.ts';
import type { Sandbox as _openshell_v1_Sandbox, Sandbox__Output as _openshell_v1_Sandbox__Output } from './openshell/v1/Sandbox.ts';
import type { SandboxCondition as _openshell_v1_SandboxCondition, SandboxCondition__Output as _openshell_v1_SandboxCondition__Output } from './openshell/v1/SandboxCondition.ts';
import type { SandboxConfigRevision as _openshell_v1_SandboxConfigRevision, SandboxConfigRevision__Output as _openshell_v1_SandboxConfigRevision__Output } from './openshell/v1/SandboxConfigRevision.ts';
import type { SandboxConfigurationAdmission as _openshell_v1_SandboxConfigurationAdmission, SandboxConfigurationAdmission__Output as _openshell_v1_SandboxConfigurationAdmission__Output } from './openshell/v1/SandboxConfigurationAdmission.ts';
import type { SandboxLogLine as _openshell_v1_SandboxLogLine, SandboxLogLine__Output as _openshell_v1_SandboxLogLine__Output } from './openshell/v1/SandboxLogLine.ts';
import type { SandboxPolicyRevision as _openshell_v1_SandboxPolicyRevision, SandboxPolicyRevision__Output as _openshell_v1_SandboxPolicyRevision__Output } from './openshell/v1/SandboxPolicyRevision.ts';
import type { SandboxProvisioning as _openshell_v1_SandboxProvisioning, SandboxProvisioning__Output as _openshell_v1_SandboxProvisioning__Output } from './openshell/v1/SandboxProvisioning.ts';
import type { SandboxResources as _openshell_v1_SandboxResources, SandboxResources__Output as _openshell_v1_SandboxResources__Output } from './openshell/v1/SandboxResources.ts';
import type { SandboxResponse as _openshell_v1_SandboxResponse, SandboxResponse__Output as _openshell_v1_SandboxResponse__Output } from './openshell/v1/SandboxResponse.ts';
import type { SandboxServiceExposure as _openshell_v1_SandboxServiceExposure, SandboxServiceExposure__Output as _openshell_v1_SandboxServiceExposure__Output } from './openshell/v1/SandboxServiceExposure.ts';
import type { SandboxServiceLevel as _openshell_v1_SandboxServiceLevel, SandboxServiceLevel__Output as _openshell_v1_SandboxServiceLevel__Output } from './openshell/v1/SandboxServiceLevel.ts';
import type { SandboxSpec as _openshell_v1_SandboxSpec, SandboxSpec__Output as _openshell_v1_SandboxSpec__Output } from './openshell/v1/SandboxSpec.ts';
import type { SandboxStartup as _openshell_v1_SandboxStartup, SandboxStartup__Output as _openshell_v1_SandboxStartup__Output } from './openshell/v1/SandboxStartup.ts';
import type { SandboxStatus as _openshell_v1_SandboxStatus, SandboxStatus__Output as _openshell_v1_SandboxStatus__Output } from './openshell/v1/SandboxStatus.ts';
import type { SandboxStreamEvent as _openshell_v1_SandboxStreamEvent, SandboxStreamEvent__Output as _openshell_v1_SandboxStreamEvent__Output } from './openshell/v1/SandboxStreamEvent.ts';
import type { SandboxStreamWarning as _openshell_v1_SandboxStreamWarning, SandboxStreamWarning__Output as _openshell_v1_SandboxStreamWarning__Output } from './openshell/v1/SandboxStreamWarning.ts';
import type { SandboxTemplate as _openshell_v1_SandboxTemplate, SandboxTemplate__Output as _openshell_v1_SandboxTemplate__Output } from './openshell/v1/SandboxTemplate.ts';
import type { SandboxTemplateResponse as _openshell_v1_SandboxTemplateResponse, SandboxTemplateResponse__Output as _openshell_v1_SandboxTemplateResponse__Output } from './openshell/v1/SandboxTemplateResponse.ts';
import type { SandboxWorkloadConfig as _openshell_v1_SandboxWorkloadConfig, SandboxWorkloadConfig__Output as _openshell_v1_SandboxWorkloadConfig__Output } from './openshell/v1/SandboxWorkloadConfig.ts';
import type { SandboxWorkloadTemplate as _openshell_v1_SandboxWorkloadTemplate, SandboxWorkloadTemplate__Output as _openshell_v1_SandboxWorkloadTemplate__Output } from './openshell/v1/SandboxWorkloadTemplate.ts';
import type { SandboxWorkloadTemplateProvenance as _openshell_v1_SandboxWorkloadTemplateProvenance, SandboxWorkloadTemplateProvenance__Output as _openshell_v1_SandboxWorkloadTemplateProvenance__Output } from './openshell/v1/SandboxWorkloadTemplateProvenance.ts';
import type { SandboxWorkloadTemplateSpec as _openshell_v1_SandboxWorkloadTemplateSpec, SandboxWorkloadTemplateSpec__Output as _openshell_v1_SandboxWorkloadTemplateSpec__Output } from './openshell/v1/SandboxWorkloadTemplateSpec.ts';
import type { ServiceEndpoint as _openshell_v1_ServiceEndpoint, ServiceEndpoint__Output as _openshell_v1_ServiceEndpoint__Output } from './openshell/v1/ServiceEndpoint.ts';
import type { ServiceEndpointResponse as _openshell_v1_ServiceEndpointResponse, ServiceEndpointResponse__Output as _openshell_v1_ServiceEndpointResponse__Output } from './openshell/v1/ServiceEndpointResponse.ts';
import type { SessionAccepted as _openshell_v1_SessionAccepted, SessionAccepted__Output as _openshell_v1_SessionAccepted__Output } from './openshell/v1/SessionAccepted.ts';
import type { SessionRejected as _openshell_v1_SessionRejected, SessionRejected__Output as _openshell_v1_SessionRejected__Output } from './openshell/v1/SessionRejected.ts';
import type { SshRelayTarget as _openshell_v1_SshRelayTarget, SshRelayTarget__Output as _openshell_v1_SshRelayTarget__Output } from './openshell/v1/SshRelayTarget.ts';
import type { SshSession as _openshell_v1_SshSession, SshSession__Output as _openshell_v1_SshSession__Output } from './openshell/v1/SshSession.ts';
import type { StartSandboxRequest as _openshell_v1_StartSandboxRequest, StartSandboxRequest__Output as _openshell_v1_StartSandboxRequest__Output } from './openshell/v1/StartSandboxRequest.ts';
import type { StaticCredentialBinding as _openshell_v1_StaticCredentialBinding, StaticCredentialBinding__Output as _openshell_v1_StaticCredentialBinding__Output } from './openshell/v1/StaticCredentialBinding.ts';
import type { StaticCredentialEndpointBinding as _openshell_v1_StaticCredentialEndpointBinding, StaticCredentialEndpointBinding__Output as _openshell_v1_StaticCredentialEndpointBinding__Output } from './openshell/v1/StaticCredentialEndpointBinding.ts';
import type { StopSandboxRequest as _openshell_v1_StopSandboxRequest, StopSandboxRequest__Output as _openshell_v1_StopSandboxRequest__Output } from './openshell/v1/StopSandboxRequest.ts';
import type { SubmitPolicyAnalysisRequest as _openshell_v1_SubmitPolicyAnalysisRequest, SubmitPolicyAnalysisRequest__Output as _openshell_v1_SubmitPolicyAnalysisRequest__Output } from './openshell/v1/SubmitPolicyAnalysisRequest.ts';
import type { SubmitPolicyAnalysisResponse as _openshell_v1_SubmitPolicyAnalysisResponse, SubmitPolicyAnalysisResponse__Output as _openshell_v1_SubmitPolicyAnalysisResponse__Output } from './openshell/v1/SubmitPolicyAnalysisResponse.ts';
import type { SupervisorHeartbeat as _openshell_v1_SupervisorHeartbeat, SupervisorHeartbeat__Output as _openshell_v1_SupervisorHeartbeat__Output } from './openshell/v1/SupervisorHeartbeat.ts';
import type { SupervisorHello as _openshell_v1_SupervisorHello, SupervisorHello__Output as _openshell_v1_SupervisorHello__Output } from './openshell/v1/SupervisorHello.ts';
import type { SupervisorMessage as _openshell_v1_SupervisorMessage, SupervisorMessage__Output as _openshell_v1_SupervisorMessage__Output } from './openshell/v1/SupervisorMessage.ts';
import type { TcpForwardFrame as _openshell_v1_TcpForwardFrame, TcpForwardFrame__Output as _openshell_v1_TcpForwardFrame__Output } from './openshell/v1/TcpForwardFrame.ts';
import type { TcpForwardInit as _openshell_v1_TcpForwardInit, TcpForwardInit__Output as _openshell_v1_TcpForwardInit__Output } from './openshell/v1/TcpForwardInit.ts';
import type { TcpRelayTarget as _openshell_v1_TcpRelayTarget, TcpRelayTarget__Output as _openshell_v1_TcpRelayTarget__Output } from './openshell/v1/TcpRelayTarget.ts';
import type { UndoDraftChunkRequest as _openshell_v1_UndoDraftChunkRequest, UndoDraftChunkRequest__Output as _openshell_v1_UndoDraftChunkRequest__Output } from './openshell/v1/UndoDraftChunkRequest.ts';
import type { UndoDraftChunkResponse as _openshell_v1_UndoDraftChunkResponse, UndoDraftChunkResponse__Output as _openshell_v1_UndoDraftChunkResponse__Output } from './openshell/v1/UndoDraftChunkResponse.ts';
import type { UpdateConfigRequest as _openshell_v1_UpdateConfigRequest, UpdateConfigRequest__Output as _openshell_v1_UpdateConfigRequest__Output } from './openshell/v1/UpdateConfigRequest.ts';
import type { UpdateConfigResponse as _openshell_v1_UpdateConfigResponse, UpdateConfigResponse__Output as _openshell_v1_UpdateConfigResponse__Output } from './openshell/v1/UpdateConfigResponse.ts';
import type { UpdateProviderProfilesRequest as _openshell_v1_UpdateProviderProfilesRequest, UpdateProviderProfilesRequest__Output as _openshell_v1_UpdateProviderProfilesRequest__Output } from './openshell/v1/UpdateProviderProfilesRequest.ts';
import type { UpdateProviderProfilesResponse as _openshell_v1_UpdateProviderProfilesResponse, UpdateProviderProfilesResponse__Output as _openshell_v1_UpdateProviderProfilesResponse__Output } from './openshell/v1/UpdateProviderProfilesResponse.ts';
import type { UpdateProviderRequest as _openshell_v1_UpdateProviderRequest, UpdateProviderRequest__Output as _openshell_v1_UpdateProviderRequest__Output } from './openshell/v1/UpdateProviderRequest.ts';
import type { WatchSandboxRequest as _openshell_v1_WatchSandboxRequest, WatchSandboxRequest__Output as _openshell_v1_WatchSandboxRequest__Output } from './openshell/v1/WatchSandboxRequest.ts';
import type { WorkspaceMember as _openshell_v1_WorkspaceMember, WorkspaceMember__Output as _openshell_v1_WorkspaceMember__Output } from './openshell/v1/WorkspaceMember.ts';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  google: {
    protobuf: {
      Duration: MessageTypeDefinition<_google_protobuf_Duration, _google_protobuf_Duration__Output>
      ListValue: MessageTypeDefinition<_google_protobuf_ListValue, _google_protobuf_ListValue__Output>
      NullValue: EnumTypeDefinition
      Struct: MessageTypeDefinition<_google_protobuf_Struct, _google_protobuf_Struct__Output>
      Timestamp: MessageTypeDefinition<_google_protobuf_Timestamp, _google_protobuf_Timestamp__Output>
      Value: MessageTypeDefinition<_google_protobuf_Value, _google_protobuf_Value__Output>
    }
  }
  openshell: {
    datamodel: {
      v1: {
        AllWorkspaces: MessageTypeDefinition<_openshell_datamodel_v1_AllWorkspaces, _openshell_datamodel_v1_AllWorkspaces__Output>
        CredentialHandle: MessageTypeDefinition<_openshell_datamodel_v1_CredentialHandle, _openshell_datamodel_v1_CredentialHandle__Output>
        ObjectMeta: MessageTypeDefinition<_openshell_datamodel_v1_ObjectMeta, _openshell_datamodel_v1_ObjectMeta__Output>
        Provider: MessageTypeDefinition<_openshell_datamodel_v1_Provider, _openshell_datamodel_v1_Provider__Output>
        Workspace: MessageTypeDefinition<_openshell_datamodel_v1_Workspace, _openshell_datamodel_v1_Workspace__Output>
        WorkspacePhase: EnumTypeDefinition
        WorkspaceSelector: MessageTypeDefinition<_openshell_datamodel_v1_WorkspaceSelector, _openshell_datamodel_v1_WorkspaceSelector__Output>
        WorkspaceStatus: MessageTypeDefinition<_openshell_datamodel_v1_WorkspaceStatus, _openshell_datamodel_v1_WorkspaceStatus__Output>
      }
    }
    sandbox: {
      v1: {
        EffectiveSetting: MessageTypeDefinition<_openshell_sandbox_v1_EffectiveSetting, _openshell_sandbox_v1_EffectiveSetting__Output>
        FilesystemPolicy: MessageTypeDefinition<_openshell_sandbox_v1_FilesystemPolicy, _openshell_sandbox_v1_FilesystemPolicy__Output>
        GetGatewayConfigRequest: MessageTypeDefinition<_openshell_sandbox_v1_GetGatewayConfigRequest, _openshell_sandbox_v1_GetGatewayConfigRequest__Output>
        GetGatewayConfigResponse: MessageTypeDefinition<_openshell_sandbox_v1_GetGatewayConfigResponse, _openshell_sandbox_v1_GetGatewayConfigResponse__Output>
        GetSandboxConfigRequest: MessageTypeDefinition<_openshell_sandbox_v1_GetSandboxConfigRequest, _openshell_sandbox_v1_GetSandboxConfigRequest__Output>
        GetSandboxConfigResponse: MessageTypeDefinition<_openshell_sandbox_v1_GetSandboxConfigResponse, _openshell_sandbox_v1_GetSandboxConfigResponse__Output>
        GraphqlOperation: MessageTypeDefinition<_openshell_sandbox_v1_GraphqlOperation, _openshell_sandbox_v1_GraphqlOperation__Output>
        L7Allow: MessageTypeDefinition<_openshell_sandbox_v1_L7Allow, _openshell_sandbox_v1_L7Allow__Output>
        L7DenyRule: MessageTypeDefinition<_openshell_sandbox_v1_L7DenyRule, _openshell_sandbox_v1_L7DenyRule__Output>
        L7QueryMatcher: MessageTypeDefinition<_openshell_sandbox_v1_L7QueryMatcher, _openshell_sandbox_v1_L7QueryMatcher__Output>
        L7Rule: MessageTypeDefinition<_openshell_sandbox_v1_L7Rule, _openshell_sandbox_v1_L7Rule__Output>
        LandlockPolicy: MessageTypeDefinition<_openshell_sandbox_v1_LandlockPolicy, _openshell_sandbox_v1_LandlockPolicy__Output>
        McpOptions: MessageTypeDefinition<_openshell_sandbox_v1_McpOptions, _openshell_sandbox_v1_McpOptions__Output>
        MiddlewareEndpointSelector: MessageTypeDefinition<_openshell_sandbox_v1_MiddlewareEndpointSelector, _openshell_sandbox_v1_MiddlewareEndpointSelector__Output>
        NetworkAccessPreset: EnumTypeDefinition
        NetworkBinary: MessageTypeDefinition<_openshell_sandbox_v1_NetworkBinary, _openshell_sandbox_v1_NetworkBinary__Output>
        NetworkCredentialBinding: MessageTypeDefinition<_openshell_sandbox_v1_NetworkCredentialBinding, _openshell_sandbox_v1_NetworkCredentialBinding__Output>
        NetworkEndpoint: MessageTypeDefinition<_openshell_sandbox_v1_NetworkEndpoint, _openshell_sandbox_v1_NetworkEndpoint__Output>
        NetworkEnforcementMode: EnumTypeDefinition
        NetworkMiddlewareConfig: MessageTypeDefinition<_openshell_sandbox_v1_NetworkMiddlewareConfig, _openshell_sandbox_v1_NetworkMiddlewareConfig__Output>
        NetworkPolicyRule: MessageTypeDefinition<_openshell_sandbox_v1_NetworkPolicyRule, _openshell_sandbox_v1_NetworkPolicyRule__Output>
        NetworkTlsMode: EnumTypeDefinition
        PolicySource: EnumTypeDefinition
        ProcessPolicy: MessageTypeDefinition<_openshell_sandbox_v1_ProcessPolicy, _openshell_sandbox_v1_ProcessPolicy__Output>
        SandboxPolicy: MessageTypeDefinition<_openshell_sandbox_v1_SandboxPolicy, _openshell_sandbox_v1_SandboxPolicy__Output>
        SettingScope: EnumTypeDefinition
        SettingValue: MessageTypeDefinition<_openshell_sandbox_v1_SettingValue, _openshell_sandbox_v1_SettingValue__Output>
        SupervisorMiddlewareService: MessageTypeDefinition<_openshell_sandbox_v1_SupervisorMiddlewareService, _openshell_sandbox_v1_SupervisorMiddlewareService__Output>
      }
    }
    v1: {
      AddAllowRules: MessageTypeDefinition<_openshell_v1_AddAllowRules, _openshell_v1_AddAllowRules__Output>
      AddDenyRules: MessageTypeDefinition<_openshell_v1_AddDenyRules, _openshell_v1_AddDenyRules__Output>
      AddNetworkRule: MessageTypeDefinition<_openshell_v1_AddNetworkRule, _openshell_v1_AddNetworkRule__Output>
      AddWorkspaceMemberRequest: MessageTypeDefinition<_openshell_v1_AddWorkspaceMemberRequest, _openshell_v1_AddWorkspaceMemberRequest__Output>
      AddWorkspaceMemberResponse: MessageTypeDefinition<_openshell_v1_AddWorkspaceMemberResponse, _openshell_v1_AddWorkspaceMemberResponse__Output>
      ApproveAllDraftChunksRequest: MessageTypeDefinition<_openshell_v1_ApproveAllDraftChunksRequest, _openshell_v1_ApproveAllDraftChunksRequest__Output>
      ApproveAllDraftChunksResponse: MessageTypeDefinition<_openshell_v1_ApproveAllDraftChunksResponse, _openshell_v1_ApproveAllDraftChunksResponse__Output>
      ApproveDraftChunkRequest: MessageTypeDefinition<_openshell_v1_ApproveDraftChunkRequest, _openshell_v1_ApproveDraftChunkRequest__Output>
      ApproveDraftChunkResponse: MessageTypeDefinition<_openshell_v1_ApproveDraftChunkResponse, _openshell_v1_ApproveDraftChunkResponse__Output>
      AttachSandboxProviderRequest: MessageTypeDefinition<_openshell_v1_AttachSandboxProviderRequest, _openshell_v1_AttachSandboxProviderRequest__Output>
      AttachSandboxProviderResponse: MessageTypeDefinition<_openshell_v1_AttachSandboxProviderResponse, _openshell_v1_AttachSandboxProviderResponse__Output>
      BeginRootfsTarStagingRequest: MessageTypeDefinition<_openshell_v1_BeginRootfsTarStagingRequest, _openshell_v1_BeginRootfsTarStagingRequest__Output>
      BeginRootfsTarStagingResponse: MessageTypeDefinition<_openshell_v1_BeginRootfsTarStagingResponse, _openshell_v1_BeginRootfsTarStagingResponse__Output>
      ClearDraftChunksRequest: MessageTypeDefinition<_openshell_v1_ClearDraftChunksRequest, _openshell_v1_ClearDraftChunksRequest__Output>
      ClearDraftChunksResponse: MessageTypeDefinition<_openshell_v1_ClearDraftChunksResponse, _openshell_v1_ClearDraftChunksResponse__Output>
      ComputeDriverCapabilities: MessageTypeDefinition<_openshell_v1_ComputeDriverCapabilities, _openshell_v1_ComputeDriverCapabilities__Output>
      ComputeDriverInfo: MessageTypeDefinition<_openshell_v1_ComputeDriverInfo, _openshell_v1_ComputeDriverInfo__Output>
      ConfigApplyOutcome: EnumTypeDefinition
      ConfigComponent: EnumTypeDefinition
      ConfigSnapshotRevision: MessageTypeDefinition<_openshell_v1_ConfigSnapshotRevision, _openshell_v1_ConfigSnapshotRevision__Output>
      ConfigUpdateOperation: MessageTypeDefinition<_openshell_v1_ConfigUpdateOperation, _openshell_v1_ConfigUpdateOperation__Output>
      ConfigUpdateOperationState: EnumTypeDefinition
      ConfigurationAdmissionState: EnumTypeDefinition
      ConfigureProviderRefreshRequest: MessageTypeDefinition<_openshell_v1_ConfigureProviderRefreshRequest, _openshell_v1_ConfigureProviderRefreshRequest__Output>
      ConfigureProviderRefreshResponse: MessageTypeDefinition<_openshell_v1_ConfigureProviderRefreshResponse, _openshell_v1_ConfigureProviderRefreshResponse__Output>
      CpuResourceCapabilities: MessageTypeDefinition<_openshell_v1_CpuResourceCapabilities, _openshell_v1_CpuResourceCapabilities__Output>
      CreateProviderRequest: MessageTypeDefinition<_openshell_v1_CreateProviderRequest, _openshell_v1_CreateProviderRequest__Output>
      CreateSandboxRequest: MessageTypeDefinition<_openshell_v1_CreateSandboxRequest, _openshell_v1_CreateSandboxRequest__Output>
      CreateSandboxTemplateRequest: MessageTypeDefinition<_openshell_v1_CreateSandboxTemplateRequest, _openshell_v1_CreateSandboxTemplateRequest__Output>
      CreateSshSessionRequest: MessageTypeDefinition<_openshell_v1_CreateSshSessionRequest, _openshell_v1_CreateSshSessionRequest__Output>
      CreateSshSessionResponse: MessageTypeDefinition<_openshell_v1_CreateSshSessionResponse, _openshell_v1_CreateSshSessionResponse__Output>
      CreateWorkspaceRequest: MessageTypeDefinition<_openshell_v1_CreateWorkspaceRequest, _openshell_v1_CreateWorkspaceRequest__Output>
      CreateWorkspaceResponse: MessageTypeDefinition<_openshell_v1_CreateWorkspaceResponse, _openshell_v1_CreateWorkspaceResponse__Output>
      DeleteProviderProfileRequest: MessageTypeDefinition<_openshell_v1_DeleteProviderProfileRequest, _openshell_v1_DeleteProviderProfileRequest__Output>
      DeleteProviderProfileResponse: MessageTypeDefinition<_openshell_v1_DeleteProviderProfileResponse, _openshell_v1_DeleteProviderProfileResponse__Output>
      DeleteProviderRefreshRequest: MessageTypeDefinition<_openshell_v1_DeleteProviderRefreshRequest, _openshell_v1_DeleteProviderRefreshRequest__Output>
      DeleteProviderRefreshResponse: MessageTypeDefinition<_openshell_v1_DeleteProviderRefreshResponse, _openshell_v1_DeleteProviderRefreshResponse__Output>
      DeleteProviderRequest: MessageTypeDefinition<_openshell_v1_DeleteProviderRequest, _openshell_v1_DeleteProviderRequest__Output>
      DeleteProviderResponse: MessageTypeDefinition<_openshell_v1_DeleteProviderResponse, _openshell_v1_DeleteProviderResponse__Output>
      DeleteSandboxRequest: MessageTypeDefinition<_openshell_v1_DeleteSandboxRequest, _openshell_v1_DeleteSandboxRequest__Output>
      DeleteSandboxResponse: MessageTypeDefinition<_openshell_v1_DeleteSandboxResponse, _openshell_v1_DeleteSandboxResponse__Output>
      DeleteSandboxTemplateRequest: MessageTypeDefinition<_openshell_v1_DeleteSandboxTemplateRequest, _openshell_v1_DeleteSandboxTemplateRequest__Output>
      DeleteSandboxTemplateResponse: MessageTypeDefinition<_openshell_v1_DeleteSandboxTemplateResponse, _openshell_v1_DeleteSandboxTemplateResponse__Output>
      DeleteServiceRequest: MessageTypeDefinition<_openshell_v1_DeleteServiceRequest, _openshell_v1_DeleteServiceRequest__Output>
      DeleteServiceResponse: MessageTypeDefinition<_openshell_v1_DeleteServiceResponse, _openshell_v1_DeleteServiceResponse__Output>
      DeleteWorkspaceRequest: MessageTypeDefinition<_openshell_v1_DeleteWorkspaceRequest, _openshell_v1_DeleteWorkspaceRequest__Output>
      DeleteWorkspaceResponse: MessageTypeDefinition<_openshell_v1_DeleteWorkspaceResponse, _openshell_v1_DeleteWorkspaceResponse__Output>
      DeletionOutcome: EnumTypeDefinition
      DenialGroupCount: MessageTypeDefinition<_openshell_v1_DenialGroupCount, _openshell_v1_DenialGroupCount__Output>
      DenialSummary: MessageTypeDefinition<_openshell_v1_DenialSummary, _openshell_v1_DenialSummary__Output>
      DetachSandboxProviderRequest: MessageTypeDefinition<_openshell_v1_DetachSandboxProviderRequest, _openshell_v1_DetachSandboxProviderRequest__Output>
      DetachSandboxProviderResponse: MessageTypeDefinition<_openshell_v1_DetachSandboxProviderResponse, _openshell_v1_DetachSandboxProviderResponse__Output>
      DraftChunkApproval: MessageTypeDefinition<_openshell_v1_DraftChunkApproval, _openshell_v1_DraftChunkApproval__Output>
      DraftHistoryEntry: MessageTypeDefinition<_openshell_v1_DraftHistoryEntry, _openshell_v1_DraftHistoryEntry__Output>
      DraftPolicyUpdate: MessageTypeDefinition<_openshell_v1_DraftPolicyUpdate, _openshell_v1_DraftPolicyUpdate__Output>
      EditDraftChunkRequest: MessageTypeDefinition<_openshell_v1_EditDraftChunkRequest, _openshell_v1_EditDraftChunkRequest__Output>
      EditDraftChunkResponse: MessageTypeDefinition<_openshell_v1_EditDraftChunkResponse, _openshell_v1_EditDraftChunkResponse__Output>
      EndpointObservation: MessageTypeDefinition<_openshell_v1_EndpointObservation, _openshell_v1_EndpointObservation__Output>
      EndpointResult: EnumTypeDefinition
      EndpointStatus: MessageTypeDefinition<_openshell_v1_EndpointStatus, _openshell_v1_EndpointStatus__Output>
      ExchangeProviderSubjectTokenRequest: MessageTypeDefinition<_openshell_v1_ExchangeProviderSubjectTokenRequest, _openshell_v1_ExchangeProviderSubjectTokenRequest__Output>
      ExchangeProviderSubjectTokenResponse: MessageTypeDefinition<_openshell_v1_ExchangeProviderSubjectTokenResponse, _openshell_v1_ExchangeProviderSubjectTokenResponse__Output>
      ExecSandboxEvent: MessageTypeDefinition<_openshell_v1_ExecSandboxEvent, _openshell_v1_ExecSandboxEvent__Output>
      ExecSandboxExit: MessageTypeDefinition<_openshell_v1_ExecSandboxExit, _openshell_v1_ExecSandboxExit__Output>
      ExecSandboxInput: MessageTypeDefinition<_openshell_v1_ExecSandboxInput, _openshell_v1_ExecSandboxInput__Output>
      ExecSandboxRequest: MessageTypeDefinition<_openshell_v1_ExecSandboxRequest, _openshell_v1_ExecSandboxRequest__Output>
      ExecSandboxStderr: MessageTypeDefinition<_openshell_v1_ExecSandboxStderr, _openshell_v1_ExecSandboxStderr__Output>
      ExecSandboxStdout: MessageTypeDefinition<_openshell_v1_ExecSandboxStdout, _openshell_v1_ExecSandboxStdout__Output>
      ExecSandboxWindowResize: MessageTypeDefinition<_openshell_v1_ExecSandboxWindowResize, _openshell_v1_ExecSandboxWindowResize__Output>
      ExposeServiceRequest: MessageTypeDefinition<_openshell_v1_ExposeServiceRequest, _openshell_v1_ExposeServiceRequest__Output>
      ExtensionKind: EnumTypeDefinition
      ExtensionServiceCredential: MessageTypeDefinition<_openshell_v1_ExtensionServiceCredential, _openshell_v1_ExtensionServiceCredential__Output>
      FinalizeMainProcessExitRequest: MessageTypeDefinition<_openshell_v1_FinalizeMainProcessExitRequest, _openshell_v1_FinalizeMainProcessExitRequest__Output>
      FinalizeMainProcessExitResponse: MessageTypeDefinition<_openshell_v1_FinalizeMainProcessExitResponse, _openshell_v1_FinalizeMainProcessExitResponse__Output>
      GatewayHeartbeat: MessageTypeDefinition<_openshell_v1_GatewayHeartbeat, _openshell_v1_GatewayHeartbeat__Output>
      GatewayMessage: MessageTypeDefinition<_openshell_v1_GatewayMessage, _openshell_v1_GatewayMessage__Output>
      GetCurrentUserRequest: MessageTypeDefinition<_openshell_v1_GetCurrentUserRequest, _openshell_v1_GetCurrentUserRequest__Output>
      GetCurrentUserResponse: MessageTypeDefinition<_openshell_v1_GetCurrentUserResponse, _openshell_v1_GetCurrentUserResponse__Output>
      GetDraftHistoryRequest: MessageTypeDefinition<_openshell_v1_GetDraftHistoryRequest, _openshell_v1_GetDraftHistoryRequest__Output>
      GetDraftHistoryResponse: MessageTypeDefinition<_openshell_v1_GetDraftHistoryResponse, _openshell_v1_GetDraftHistoryResponse__Output>
      GetDraftPolicyRequest: MessageTypeDefinition<_openshell_v1_GetDraftPolicyRequest, _openshell_v1_GetDraftPolicyRequest__Output>
      GetDraftPolicyResponse: MessageTypeDefinition<_openshell_v1_GetDraftPolicyResponse, _openshell_v1_GetDraftPolicyResponse__Output>
      GetGatewayInfoRequest: MessageTypeDefinition<_openshell_v1_GetGatewayInfoRequest, _openshell_v1_GetGatewayInfoRequest__Output>
      GetGatewayInfoResponse: MessageTypeDefinition<_openshell_v1_GetGatewayInfoResponse, _openshell_v1_GetGatewayInfoResponse__Output>
      GetProviderProfileRequest: MessageTypeDefinition<_openshell_v1_GetProviderProfileRequest, _openshell_v1_GetProviderProfileRequest__Output>
      GetProviderRefreshStatusRequest: MessageTypeDefinition<_openshell_v1_GetProviderRefreshStatusRequest, _openshell_v1_GetProviderRefreshStatusRequest__Output>
      GetProviderRefreshStatusResponse: MessageTypeDefinition<_openshell_v1_GetProviderRefreshStatusResponse, _openshell_v1_GetProviderRefreshStatusResponse__Output>
      GetProviderRequest: MessageTypeDefinition<_openshell_v1_GetProviderRequest, _openshell_v1_GetProviderRequest__Output>
      GetSandboxLogsRequest: MessageTypeDefinition<_openshell_v1_GetSandboxLogsRequest, _openshell_v1_GetSandboxLogsRequest__Output>
      GetSandboxLogsResponse: MessageTypeDefinition<_openshell_v1_GetSandboxLogsResponse, _openshell_v1_GetSandboxLogsResponse__Output>
      GetSandboxPolicyStatusRequest: MessageTypeDefinition<_openshell_v1_GetSandboxPolicyStatusRequest, _openshell_v1_GetSandboxPolicyStatusRequest__Output>
      GetSandboxPolicyStatusResponse: MessageTypeDefinition<_openshell_v1_GetSandboxPolicyStatusResponse, _openshell_v1_GetSandboxPolicyStatusResponse__Output>
      GetSandboxProviderEnvironmentRequest: MessageTypeDefinition<_openshell_v1_GetSandboxProviderEnvironmentRequest, _openshell_v1_GetSandboxProviderEnvironmentRequest__Output>
      GetSandboxProviderEnvironmentResponse: MessageTypeDefinition<_openshell_v1_GetSandboxProviderEnvironmentResponse, _openshell_v1_GetSandboxProviderEnvironmentResponse__Output>
      GetSandboxProviderStatusRequest: MessageTypeDefinition<_openshell_v1_GetSandboxProviderStatusRequest, _openshell_v1_GetSandboxProviderStatusRequest__Output>
      GetSandboxProviderStatusResponse: MessageTypeDefinition<_openshell_v1_GetSandboxProviderStatusResponse, _openshell_v1_GetSandboxProviderStatusResponse__Output>
      GetSandboxRequest: MessageTypeDefinition<_openshell_v1_GetSandboxRequest, _openshell_v1_GetSandboxRequest__Output>
      GetSandboxTemplateRequest: MessageTypeDefinition<_openshell_v1_GetSandboxTemplateRequest, _openshell_v1_GetSandboxTemplateRequest__Output>
      GetServiceRequest: MessageTypeDefinition<_openshell_v1_GetServiceRequest, _openshell_v1_GetServiceRequest__Output>
      GetWorkspaceRequest: MessageTypeDefinition<_openshell_v1_GetWorkspaceRequest, _openshell_v1_GetWorkspaceRequest__Output>
      GetWorkspaceResponse: MessageTypeDefinition<_openshell_v1_GetWorkspaceResponse, _openshell_v1_GetWorkspaceResponse__Output>
      GpuResourceCapabilities: MessageTypeDefinition<_openshell_v1_GpuResourceCapabilities, _openshell_v1_GpuResourceCapabilities__Output>
      GpuResourceRequirements: MessageTypeDefinition<_openshell_v1_GpuResourceRequirements, _openshell_v1_GpuResourceRequirements__Output>
      HealthRequest: MessageTypeDefinition<_openshell_v1_HealthRequest, _openshell_v1_HealthRequest__Output>
      HealthResponse: MessageTypeDefinition<_openshell_v1_HealthResponse, _openshell_v1_HealthResponse__Output>
      ImportProviderProfilesRequest: MessageTypeDefinition<_openshell_v1_ImportProviderProfilesRequest, _openshell_v1_ImportProviderProfilesRequest__Output>
      ImportProviderProfilesResponse: MessageTypeDefinition<_openshell_v1_ImportProviderProfilesResponse, _openshell_v1_ImportProviderProfilesResponse__Output>
      IssueSandboxTokenRequest: MessageTypeDefinition<_openshell_v1_IssueSandboxTokenRequest, _openshell_v1_IssueSandboxTokenRequest__Output>
      IssueSandboxTokenResponse: MessageTypeDefinition<_openshell_v1_IssueSandboxTokenResponse, _openshell_v1_IssueSandboxTokenResponse__Output>
      L7RequestSample: MessageTypeDefinition<_openshell_v1_L7RequestSample, _openshell_v1_L7RequestSample__Output>
      L7RuleTarget: MessageTypeDefinition<_openshell_v1_L7RuleTarget, _openshell_v1_L7RuleTarget__Output>
      LintProviderProfilesRequest: MessageTypeDefinition<_openshell_v1_LintProviderProfilesRequest, _openshell_v1_LintProviderProfilesRequest__Output>
      LintProviderProfilesResponse: MessageTypeDefinition<_openshell_v1_LintProviderProfilesResponse, _openshell_v1_LintProviderProfilesResponse__Output>
      ListProviderProfilesRequest: MessageTypeDefinition<_openshell_v1_ListProviderProfilesRequest, _openshell_v1_ListProviderProfilesRequest__Output>
      ListProviderProfilesResponse: MessageTypeDefinition<_openshell_v1_ListProviderProfilesResponse, _openshell_v1_ListProviderProfilesResponse__Output>
      ListProvidersRequest: MessageTypeDefinition<_openshell_v1_ListProvidersRequest, _openshell_v1_ListProvidersRequest__Output>
      ListProvidersResponse: MessageTypeDefinition<_openshell_v1_ListProvidersResponse, _openshell_v1_ListProvidersResponse__Output>
      ListSandboxPoliciesRequest: MessageTypeDefinition<_openshell_v1_ListSandboxPoliciesRequest, _openshell_v1_ListSandboxPoliciesRequest__Output>
      ListSandboxPoliciesResponse: MessageTypeDefinition<_openshell_v1_ListSandboxPoliciesResponse, _openshell_v1_ListSandboxPoliciesResponse__Output>
      ListSandboxProvidersRequest: MessageTypeDefinition<_openshell_v1_ListSandboxProvidersRequest, _openshell_v1_ListSandboxProvidersRequest__Output>
      ListSandboxProvidersResponse: MessageTypeDefinition<_openshell_v1_ListSandboxProvidersResponse, _openshell_v1_ListSandboxProvidersResponse__Output>
      ListSandboxTemplatesRequest: MessageTypeDefinition<_openshell_v1_ListSandboxTemplatesRequest, _openshell_v1_ListSandboxTemplatesRequest__Output>
      ListSandboxTemplatesResponse: MessageTypeDefinition<_openshell_v1_ListSandboxTemplatesResponse, _openshell_v1_ListSandboxTemplatesResponse__Output>
      ListSandboxesRequest: MessageTypeDefinition<_openshell_v1_ListSandboxesRequest, _openshell_v1_ListSandboxesRequest__Output>
      ListSandboxesResponse: MessageTypeDefinition<_openshell_v1_ListSandboxesResponse, _openshell_v1_ListSandboxesResponse__Output>
      ListServicesRequest: MessageTypeDefinition<_openshell_v1_ListServicesRequest, _openshell_v1_ListServicesRequest__Output>
      ListServicesResponse: MessageTypeDefinition<_openshell_v1_ListServicesResponse, _openshell_v1_ListServicesResponse__Output>
      ListWorkspaceMembersRequest: MessageTypeDefinition<_openshell_v1_ListWorkspaceMembersRequest, _openshell_v1_ListWorkspaceMembersRequest__Output>
      ListWorkspaceMembersResponse: MessageTypeDefinition<_openshell_v1_ListWorkspaceMembersResponse, _openshell_v1_ListWorkspaceMembersResponse__Output>
      ListWorkspacesRequest: MessageTypeDefinition<_openshell_v1_ListWorkspacesRequest, _openshell_v1_ListWorkspacesRequest__Output>
      ListWorkspacesResponse: MessageTypeDefinition<_openshell_v1_ListWorkspacesResponse, _openshell_v1_ListWorkspacesResponse__Output>
      MemoryResourceCapabilities: MessageTypeDefinition<_openshell_v1_MemoryResourceCapabilities, _openshell_v1_MemoryResourceCapabilities__Output>
      NegotiatedExtensionInfo: MessageTypeDefinition<_openshell_v1_NegotiatedExtensionInfo, _openshell_v1_NegotiatedExtensionInfo__Output>
      NetworkActivitySummary: MessageTypeDefinition<_openshell_v1_NetworkActivitySummary, _openshell_v1_NetworkActivitySummary__Output>
      OpenShell: SubtypeConstructor<typeof grpc.Client, _openshell_v1_OpenShellClient> & { service: _openshell_v1_OpenShellDefinition }
      PeerRelayFrame: MessageTypeDefinition<_openshell_v1_PeerRelayFrame, _openshell_v1_PeerRelayFrame__Output>
      PeerRelayInit: MessageTypeDefinition<_openshell_v1_PeerRelayInit, _openshell_v1_PeerRelayInit__Output>
      PlatformEvent: MessageTypeDefinition<_openshell_v1_PlatformEvent, _openshell_v1_PlatformEvent__Output>
      PolicyChunk: MessageTypeDefinition<_openshell_v1_PolicyChunk, _openshell_v1_PolicyChunk__Output>
      PolicyMergeOperation: MessageTypeDefinition<_openshell_v1_PolicyMergeOperation, _openshell_v1_PolicyMergeOperation__Output>
      PolicyStatus: EnumTypeDefinition
      ProviderCredentialRefresh: MessageTypeDefinition<_openshell_v1_ProviderCredentialRefresh, _openshell_v1_ProviderCredentialRefresh__Output>
      ProviderCredentialRefreshMaterial: MessageTypeDefinition<_openshell_v1_ProviderCredentialRefreshMaterial, _openshell_v1_ProviderCredentialRefreshMaterial__Output>
      ProviderCredentialRefreshOutput: MessageTypeDefinition<_openshell_v1_ProviderCredentialRefreshOutput, _openshell_v1_ProviderCredentialRefreshOutput__Output>
      ProviderCredentialRefreshRecoveryAction: EnumTypeDefinition
      ProviderCredentialRefreshStatus: MessageTypeDefinition<_openshell_v1_ProviderCredentialRefreshStatus, _openshell_v1_ProviderCredentialRefreshStatus__Output>
      ProviderCredentialRefreshStrategy: EnumTypeDefinition
      ProviderCredentialTokenGrant: MessageTypeDefinition<_openshell_v1_ProviderCredentialTokenGrant, _openshell_v1_ProviderCredentialTokenGrant__Output>
      ProviderCredentialTokenGrantAudienceOverride: MessageTypeDefinition<_openshell_v1_ProviderCredentialTokenGrantAudienceOverride, _openshell_v1_ProviderCredentialTokenGrantAudienceOverride__Output>
      ProviderCredentialTokenGrantSubjectToken: MessageTypeDefinition<_openshell_v1_ProviderCredentialTokenGrantSubjectToken, _openshell_v1_ProviderCredentialTokenGrantSubjectToken__Output>
      ProviderCredentialTokenGrantType: EnumTypeDefinition
      ProviderDesiredIdentity: MessageTypeDefinition<_openshell_v1_ProviderDesiredIdentity, _openshell_v1_ProviderDesiredIdentity__Output>
      ProviderMutationKind: EnumTypeDefinition
      ProviderMutationReceipt: MessageTypeDefinition<_openshell_v1_ProviderMutationReceipt, _openshell_v1_ProviderMutationReceipt__Output>
      ProviderProfile: MessageTypeDefinition<_openshell_v1_ProviderProfile, _openshell_v1_ProviderProfile__Output>
      ProviderProfileCategory: EnumTypeDefinition
      ProviderProfileCredential: MessageTypeDefinition<_openshell_v1_ProviderProfileCredential, _openshell_v1_ProviderProfileCredential__Output>
      ProviderProfileDiagnostic: MessageTypeDefinition<_openshell_v1_ProviderProfileDiagnostic, _openshell_v1_ProviderProfileDiagnostic__Output>
      ProviderProfileDiscovery: MessageTypeDefinition<_openshell_v1_ProviderProfileDiscovery, _openshell_v1_ProviderProfileDiscovery__Output>
      ProviderProfileImportItem: MessageTypeDefinition<_openshell_v1_ProviderProfileImportItem, _openshell_v1_ProviderProfileImportItem__Output>
      ProviderProfileResponse: MessageTypeDefinition<_openshell_v1_ProviderProfileResponse, _openshell_v1_ProviderProfileResponse__Output>
      ProviderReadinessObservation: MessageTypeDefinition<_openshell_v1_ProviderReadinessObservation, _openshell_v1_ProviderReadinessObservation__Output>
      ProviderReadinessReason: EnumTypeDefinition
      ProviderReadinessState: EnumTypeDefinition
      ProviderReadinessStatus: MessageTypeDefinition<_openshell_v1_ProviderReadinessStatus, _openshell_v1_ProviderReadinessStatus__Output>
      ProviderResponse: MessageTypeDefinition<_openshell_v1_ProviderResponse, _openshell_v1_ProviderResponse__Output>
      PushSandboxLogsRequest: MessageTypeDefinition<_openshell_v1_PushSandboxLogsRequest, _openshell_v1_PushSandboxLogsRequest__Output>
      PushSandboxLogsResponse: MessageTypeDefinition<_openshell_v1_PushSandboxLogsResponse, _openshell_v1_PushSandboxLogsResponse__Output>
      RefreshSandboxTokenRequest: MessageTypeDefinition<_openshell_v1_RefreshSandboxTokenRequest, _openshell_v1_RefreshSandboxTokenRequest__Output>
      RefreshSandboxTokenResponse: MessageTypeDefinition<_openshell_v1_RefreshSandboxTokenResponse, _openshell_v1_RefreshSandboxTokenResponse__Output>
      RejectDraftChunkRequest: MessageTypeDefinition<_openshell_v1_RejectDraftChunkRequest, _openshell_v1_RejectDraftChunkRequest__Output>
      RejectDraftChunkResponse: MessageTypeDefinition<_openshell_v1_RejectDraftChunkResponse, _openshell_v1_RejectDraftChunkResponse__Output>
      RelayClose: MessageTypeDefinition<_openshell_v1_RelayClose, _openshell_v1_RelayClose__Output>
      RelayFrame: MessageTypeDefinition<_openshell_v1_RelayFrame, _openshell_v1_RelayFrame__Output>
      RelayInit: MessageTypeDefinition<_openshell_v1_RelayInit, _openshell_v1_RelayInit__Output>
      RelayOpen: MessageTypeDefinition<_openshell_v1_RelayOpen, _openshell_v1_RelayOpen__Output>
      RelayOpenResult: MessageTypeDefinition<_openshell_v1_RelayOpenResult, _openshell_v1_RelayOpenResult__Output>
      RemoveNetworkBinary: MessageTypeDefinition<_openshell_v1_RemoveNetworkBinary, _openshell_v1_RemoveNetworkBinary__Output>
      RemoveNetworkEndpoint: MessageTypeDefinition<_openshell_v1_RemoveNetworkEndpoint, _openshell_v1_RemoveNetworkEndpoint__Output>
      RemoveNetworkRule: MessageTypeDefinition<_openshell_v1_RemoveNetworkRule, _openshell_v1_RemoveNetworkRule__Output>
      RemoveWorkspaceMemberRequest: MessageTypeDefinition<_openshell_v1_RemoveWorkspaceMemberRequest, _openshell_v1_RemoveWorkspaceMemberRequest__Output>
      RemoveWorkspaceMemberResponse: MessageTypeDefinition<_openshell_v1_RemoveWorkspaceMemberResponse, _openshell_v1_RemoveWorkspaceMemberResponse__Output>
      ReportEndpointStatusRequest: MessageTypeDefinition<_openshell_v1_ReportEndpointStatusRequest, _openshell_v1_ReportEndpointStatusRequest__Output>
      ReportEndpointStatusResponse: MessageTypeDefinition<_openshell_v1_ReportEndpointStatusResponse, _openshell_v1_ReportEndpointStatusResponse__Output>
      ReportMainProcessExitRequest: MessageTypeDefinition<_openshell_v1_ReportMainProcessExitRequest, _openshell_v1_ReportMainProcessExitRequest__Output>
      ReportMainProcessExitResponse: MessageTypeDefinition<_openshell_v1_ReportMainProcessExitResponse, _openshell_v1_ReportMainProcessExitResponse__Output>
      ReportPolicyStatusRequest: MessageTypeDefinition<_openshell_v1_ReportPolicyStatusRequest, _openshell_v1_ReportPolicyStatusRequest__Output>
      ReportPolicyStatusResponse: MessageTypeDefinition<_openshell_v1_ReportPolicyStatusResponse, _openshell_v1_ReportPolicyStatusResponse__Output>
      ReportProviderReadinessRequest: MessageTypeDefinition<_openshell_v1_ReportProviderReadinessRequest, _openshell_v1_ReportProviderReadinessRequest__Output>
      ReportProviderReadinessResponse: MessageTypeDefinition<_openshell_v1_ReportProviderReadinessResponse, _openshell_v1_ReportProviderReadinessResponse__Output>
      ReportSandboxConfigurationRequest: MessageTypeDefinition<_openshell_v1_ReportSandboxConfigurationRequest, _openshell_v1_ReportSandboxConfigurationRequest__Output>
      ReportSandboxConfigurationResponse: MessageTypeDefinition<_openshell_v1_ReportSandboxConfigurationResponse, _openshell_v1_ReportSandboxConfigurationResponse__Output>
      ResourceCapabilities: MessageTypeDefinition<_openshell_v1_ResourceCapabilities, _openshell_v1_ResourceCapabilities__Output>
      ResourceRequirements: MessageTypeDefinition<_openshell_v1_ResourceRequirements, _openshell_v1_ResourceRequirements__Output>
      RevokeSshSessionRequest: MessageTypeDefinition<_openshell_v1_RevokeSshSessionRequest, _openshell_v1_RevokeSshSessionRequest__Output>
      RevokeSshSessionResponse: MessageTypeDefinition<_openshell_v1_RevokeSshSessionResponse, _openshell_v1_RevokeSshSessionResponse__Output>
      RotateProviderCredentialRequest: MessageTypeDefinition<_openshell_v1_RotateProviderCredentialRequest, _openshell_v1_RotateProviderCredentialRequest__Output>
      RotateProviderCredentialResponse: MessageTypeDefinition<_openshell_v1_RotateProviderCredentialResponse, _openshell_v1_RotateProviderCredentialResponse__Output>
      Sandbox: MessageTypeDefinition<_openshell_v1_Sandbox, _openshell_v1_Sandbox__Output>
      SandboxCondition: MessageTypeDefinition<_openshell_v1_SandboxCondition, _openshell_v1_SandboxCondition__Output>
      SandboxConfigRevision: MessageTypeDefinition<_openshell_v1_SandboxConfigRevision, _openshell_v1_SandboxConfigRevision__Output>
      SandboxConfigurationAdmission: MessageTypeDefinition<_openshell_v1_SandboxConfigurationAdmission, _openshell_v1_SandboxConfigurationAdmission__Output>
      SandboxLogLine: MessageTypeDefinition<_openshell_v1_SandboxLogLine, _openshell_v1_SandboxLogLine__Output>
      SandboxPhase: EnumTypeDefinition
      SandboxPolicyRevision: MessageTypeDefinition<_openshell_v1_SandboxPolicyRevision, _openshell_v1_SandboxPolicyRevision__Output>
      SandboxProvisioning: MessageTypeDefinition<_openshell_v1_SandboxProvisioning, _openshell_v1_SandboxProvisioning__Output>
      SandboxResources: MessageTypeDefinition<_openshell_v1_SandboxResources, _openshell_v1_SandboxResources__Output>
      SandboxResponse: MessageTypeDefinition<_openshell_v1_SandboxResponse, _openshell_v1_SandboxResponse__Output>
      SandboxRestartPolicy: EnumTypeDefinition
      SandboxServiceExposure: MessageTypeDefinition<_openshell_v1_SandboxServiceExposure, _openshell_v1_SandboxServiceExposure__Output>
      SandboxServiceLevel: MessageTypeDefinition<_openshell_v1_SandboxServiceLevel, _openshell_v1_SandboxServiceLevel__Output>
      SandboxSpec: MessageTypeDefinition<_openshell_v1_SandboxSpec, _openshell_v1_SandboxSpec__Output>
      SandboxStartup: MessageTypeDefinition<_openshell_v1_SandboxStartup, _openshell_v1_SandboxStartup__Output>
      SandboxStatus: MessageTypeDefinition<_openshell_v1_SandboxStatus, _openshell_v1_SandboxStatus__Output>
      SandboxStreamEvent: MessageTypeDefinition<_openshell_v1_SandboxStreamEvent, _openshell_v1_SandboxStreamEvent__Output>
      SandboxStreamWarning: MessageTypeDefinition<_openshell_v1_SandboxStreamWarning, _openshell_v1_SandboxStreamWarning__Output>
      SandboxTemplate: MessageTypeDefinition<_openshell_v1_SandboxTemplate, _openshell_v1_SandboxTemplate__Output>
      SandboxTemplateResponse: MessageTypeDefinition<_openshell_v1_SandboxTemplateResponse, _openshell_v1_SandboxTemplateResponse__Output>
      SandboxWorkloadConfig: MessageTypeDefinition<_openshell_v1_SandboxWorkloadConfig, _openshell_v1_SandboxWorkloadConfig__Output>
      SandboxWorkloadTemplate: MessageTypeDefinition<_openshell_v1_SandboxWorkloadTemplate, _openshell_v1_SandboxWorkloadTemplate__Output>
      SandboxWorkloadTemplateProvenance: MessageTypeDefinition<_openshell_v1_SandboxWorkloadTemplateProvenance, _openshell_v1_SandboxWorkloadTemplateProvenance__Output>
      SandboxWorkloadTemplateSpec: MessageTypeDefinition<_openshell_v1_SandboxWorkloadTemplateSpec, _openshell_v1_SandboxWorkloadTemplateSpec__Output>
      ServiceAuthorizationMode: EnumTypeDefinition
      ServiceEndpoint: MessageTypeDefinition<_openshell_v1_ServiceEndpoint, _openshell_v1_ServiceEndpoint__Output>
      ServiceEndpointResponse: MessageTypeDefinition<_openshell_v1_ServiceEndpointResponse, _openshell_v1_ServiceEndpointResponse__Output>
      ServiceStatus: EnumTypeDefinition
      SessionAccepted: MessageTypeDefinition<_openshell_v1_SessionAccepted, _openshell_v1_SessionAccepted__Output>
      SessionRejected: MessageTypeDefinition<_openshell_v1_SessionRejected, _openshell_v1_SessionRejected__Output>
      SshRelayTarget: MessageTypeDefinition<_openshell_v1_SshRelayTarget, _openshell_v1_SshRelayTarget__Output>
      SshSession: MessageTypeDefinition<_openshell_v1_SshSession, _openshell_v1_SshSession__Output>
      StartSandboxRequest: MessageTypeDefinition<_openshell_v1_StartSandboxRequest, _openshell_v1_StartSandboxRequest__Output>
      StaticCredentialBinding: MessageTypeDefinition<_openshell_v1_StaticCredentialBinding, _openshell_v1_StaticCredentialBinding__Output>
      StaticCredentialEndpointBinding: MessageTypeDefinition<_openshell_v1_StaticCredentialEndpointBinding, _openshell_v1_StaticCredentialEndpointBinding__Output>
      StopSandboxRequest: MessageTypeDefinition<_openshell_v1_StopSandboxRequest, _openshell_v1_StopSandboxRequest__Output>
      SubmitPolicyAnalysisRequest: MessageTypeDefinition<_openshell_v1_SubmitPolicyAnalysisRequest, _openshell_v1_SubmitPolicyAnalysisRequest__Output>
      SubmitPolicyAnalysisResponse: MessageTypeDefinition<_openshell_v1_SubmitPolicyAnalysisResponse, _openshell_v1_SubmitPolicyAnalysisResponse__Output>
      SupervisorHeartbeat: MessageTypeDefinition<_openshell_v1_SupervisorHeartbeat, _openshell_v1_SupervisorHeartbeat__Output>
      SupervisorHello: MessageTypeDefinition<_openshell_v1_SupervisorHello, _openshell_v1_SupervisorHello__Output>
      SupervisorMessage: MessageTypeDefinition<_openshell_v1_SupervisorMessage, _openshell_v1_SupervisorMessage__Output>
      TcpForwardFrame: MessageTypeDefinition<_openshell_v1_TcpForwardFrame, _openshell_v1_TcpForwardFrame__Output>
      TcpForwardInit: MessageTypeDefinition<_openshell_v1_TcpForwardInit, _openshell_v1_TcpForwardInit__Output>
      TcpRelayTarget: MessageTypeDefinition<_openshell_v1_TcpRelayTarget, _openshell_v1_TcpRelayTarget__Output>
      UndoDraftChunkRequest: MessageTypeDefinition<_openshell_v1_UndoDraftChunkRequest, _openshell_v1_UndoDraftChunkRequest__Output>
      UndoDraftChunkResponse: MessageTypeDefinition<_openshell_v1_UndoDraftChunkResponse, _openshell_v1_UndoDraftChunkResponse__Output>
      UpdateConfigRequest: MessageTypeDefinition<_openshell_v1_UpdateConfigRequest, _openshell_v1_UpdateConfigRequest__Output>
      UpdateConfigResponse: MessageTypeDefinition<_openshell_v1_UpdateConfigResponse, _openshell_v1_UpdateConfigResponse__Output>
      UpdateProviderProfilesRequest: MessageTypeDefinition<_openshell_v1_UpdateProviderProfilesRequest, _openshell_v1_UpdateProviderProfilesRequest__Output>
      UpdateProviderProfilesResponse: MessageTypeDefinition<_openshell_v1_UpdateProviderProfilesResponse, _openshell_v1_UpdateProviderProfilesResponse__Output>
      UpdateProviderRequest: MessageTypeDefinition<_openshell_v1_UpdateProviderRequest, _openshell_v1_UpdateProviderRequest__Output>
      WatchSandboxRequest: MessageTypeDefinition<_openshell_v1_WatchSandboxRequest, _openshell_v1_WatchSandboxRequest__Output>
      WorkspaceMember: MessageTypeDefinition<_openshell_v1_WorkspaceMember, _openshell_v1_WorkspaceMember__Output>
      WorkspaceRole: EnumTypeDefinition
    }
  }
}

