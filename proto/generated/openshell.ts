import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type { ListValue as _google_protobuf_ListValue, ListValue__Output as _google_protobuf_ListValue__Output } from './google/protobuf/ListValue.ts';
import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from './google/protobuf/Struct.ts';
import type { Value as _google_protobuf_Value, Value__Output as _google_protobuf_Value__Output } from './google/protobuf/Value.ts';
import type { CredentialHandle as _openshell_datamodel_v1_CredentialHandle, CredentialHandle__Output as _openshell_datamodel_v1_CredentialHandle__Output } from './openshell/datamodel/v1/CredentialHandle.ts';
import type { ObjectMeta as _openshell_datamodel_v1_ObjectMeta, ObjectMeta__Output as _openshell_datamodel_v1_ObjectMeta__Output } from './openshell/datamodel/v1/ObjectMeta.ts';
import type { Provider as _openshell_datamodel_v1_Provider, Provider__Output as _openshell_datamodel_v1_Provider__Output } from './openshell/datamodel/v1/Provider.ts';
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
import type { ApproveAllDraftChunksRequest as _openshell_v1_ApproveAllDraftChunksRequest, ApproveAllDraftChunksRequest__Output as _openshell_v1_ApproveAllDraftChunksRequest__Output } from './openshell/v1/ApproveAllDraftChunksRequest.ts';
import type { ApproveAllDraftChunksResponse as _openshell_v1_ApproveAllDraftChunksResponse, ApproveAllDraftChunksResponse__Output as _openshell_v1_ApproveAllDraftChunksResponse__Output } from './openshell/v1/ApproveAllDraftChunksResponse.ts';
import type { ApproveDraftChunkRequest as _openshell_v1_ApproveDraftChunkRequest, ApproveDraftChunkRequest__Output as _openshell_v1_ApproveDraftChunkRequest__Output } from './openshell/v1/ApproveDraftChunkRequest.ts';
import type { ApproveDraftChunkResponse as _openshell_v1_ApproveDraftChunkResponse, ApproveDraftChunkResponse__Output as _openshell_v1_ApproveDraftChunkResponse__Output } from './openshell/v1/ApproveDraftChunkResponse.ts';
import type { AttachSandboxProviderRequest as _openshell_v1_AttachSandboxProviderRequest, AttachSandboxProviderRequest__Output as _openshell_v1_AttachSandboxProviderRequest__Output } from './openshell/v1/AttachSandboxProviderRequest.ts';
import type { AttachSandboxProviderResponse as _openshell_v1_AttachSandboxProviderResponse, AttachSandboxProviderResponse__Output as _openshell_v1_AttachSandboxProviderResponse__Output } from './openshell/v1/AttachSandboxProviderResponse.ts';
import type { ClearDraftChunksRequest as _openshell_v1_ClearDraftChunksRequest, ClearDraftChunksRequest__Output as _openshell_v1_ClearDraftChunksRequest__Output } from './openshell/v1/ClearDraftChunksRequest.ts';
import type { ClearDraftChunksResponse as _openshell_v1_ClearDraftChunksResponse, ClearDraftChunksResponse__Output as _openshell_v1_ClearDraftChunksResponse__Output } from './openshell/v1/ClearDraftChunksResponse.ts';
import type { ComputeDriverCapabilities as _openshell_v1_ComputeDriverCapabilities, ComputeDriverCapabilities__Output as _openshell_v1_ComputeDriverCapabilities__Output } from './openshell/v1/ComputeDriverCapabilities.ts';
import type { ComputeDriverInfo as _openshell_v1_ComputeDriverInfo, ComputeDriverInfo__Output as _openshell_v1_ComputeDriverInfo__Output } from './openshell/v1/ComputeDriverInfo.ts';
import type { CreateProviderRequest as _openshell_v1_CreateProviderRequest, CreateProviderRequest__Output as _openshell_v1_CreateProviderRequest__Output } from './openshell/v1/CreateProviderRequest.ts';
import type { CreateSandboxRequest as _openshell_v1_CreateSandboxRequest, CreateSandboxRequest__Output as _openshell_v1_CreateSandboxRequest__Output } from './openshell/v1/CreateSandboxRequest.ts';
import type { CreateSshSessionRequest as _openshell_v1_CreateSshSessionRequest, CreateSshSessionRequest__Output as _openshell_v1_CreateSshSessionRequest__Output } from './openshell/v1/CreateSshSessionRequest.ts';
import type { CreateSshSessionResponse as _openshell_v1_CreateSshSessionResponse, CreateSshSessionResponse__Output as _openshell_v1_CreateSshSessionResponse__Output } from './openshell/v1/CreateSshSessionResponse.ts';
import type { DeleteProviderRequest as _openshell_v1_DeleteProviderRequest, DeleteProviderRequest__Output as _openshell_v1_DeleteProviderRequest__Output } from './openshell/v1/DeleteProviderRequest.ts';
import type { DeleteProviderResponse as _openshell_v1_DeleteProviderResponse, DeleteProviderResponse__Output as _openshell_v1_DeleteProviderResponse__Output } from './openshell/v1/DeleteProviderResponse.ts';
import type { DeleteSandboxRequest as _openshell_v1_DeleteSandboxRequest, DeleteSandboxRequest__Output as _openshell_v1_DeleteSandboxRequest__Output } from './openshell/v1/DeleteSandboxRequest.ts';
import type { DeleteSandboxResponse as _openshell_v1_DeleteSandboxResponse, DeleteSandboxResponse__Output as _openshell_v1_DeleteSandboxResponse__Output } from './openshell/v1/DeleteSandboxResponse.ts';
import type { DenialGroupCount as _openshell_v1_DenialGroupCount, DenialGroupCount__Output as _openshell_v1_DenialGroupCount__Output } from './openshell/v1/DenialGroupCount.ts';
import type { DenialSummary as _openshell_v1_DenialSummary, DenialSummary__Output as _openshell_v1_DenialSummary__Output } from './openshell/v1/DenialSummary.ts';
import type { DetachSandboxProviderRequest as _openshell_v1_DetachSandboxProviderRequest, DetachSandboxProviderRequest__Output as _openshell_v1_DetachSandboxProviderRequest__Output } from './openshell/v1/DetachSandboxProviderRequest.ts';
import type { DetachSandboxProviderResponse as _openshell_v1_DetachSandboxProviderResponse, DetachSandboxProviderResponse__Output as _openshell_v1_DetachSandboxProviderResponse__Output } from './openshell/v1/DetachSandboxProviderResponse.ts';
import type { DraftChunkApproval as _openshell_v1_DraftChunkApproval, DraftChunkApproval__Output as _openshell_v1_DraftChunkApproval__Output } from './openshell/v1/DraftChunkApproval.ts';
import type { DraftHistoryEntry as _openshell_v1_DraftHistoryEntry, DraftHistoryEntry__Output as _openshell_v1_DraftHistoryEntry__Output } from './openshell/v1/DraftHistoryEntry.ts';
import type { DraftPolicyUpdate as _openshell_v1_DraftPolicyUpdate, DraftPolicyUpdate__Output as _openshell_v1_DraftPolicyUpdate__Output } from './openshell/v1/DraftPolicyUpdate.ts';
import type { EditDraftChunkRequest as _openshell_v1_EditDraftChunkRequest, EditDraftChunkRequest__Output as _openshell_v1_EditDraftChunkRequest__Output } from './openshell/v1/EditDraftChunkRequest.ts';
import type { EditDraftChunkResponse as _openshell_v1_EditDraftChunkResponse, EditDraftChunkResponse__Output as _openshell_v1_EditDraftChunkResponse__Output } from './openshell/v1/EditDraftChunkResponse.ts';
import type { ExecSandboxEvent as _openshell_v1_ExecSandboxEvent, ExecSandboxEvent__Output as _openshell_v1_ExecSandboxEvent__Output } from './openshell/v1/ExecSandboxEvent.ts';
import type { ExecSandboxExit as _openshell_v1_ExecSandboxExit, ExecSandboxExit__Output as _openshell_v1_ExecSandboxExit__Output } from './openshell/v1/ExecSandboxExit.ts';
import type { ExecSandboxRequest as _openshell_v1_ExecSandboxRequest, ExecSandboxRequest__Output as _openshell_v1_ExecSandboxRequest__Output } from './openshell/v1/ExecSandboxRequest.ts';
import type { ExecSandboxStderr as _openshell_v1_ExecSandboxStderr, ExecSandboxStderr__Output as _openshell_v1_ExecSandboxStderr__Output } from './openshell/v1/ExecSandboxStderr.ts';
import type { ExecSandboxStdout as _openshell_v1_ExecSandboxStdout, ExecSandboxStdout__Output as _openshell_v1_ExecSandboxStdout__Output } from './openshell/v1/ExecSandboxStdout.ts';
import type { GetCurrentUserRequest as _openshell_v1_GetCurrentUserRequest, GetCurrentUserRequest__Output as _openshell_v1_GetCurrentUserRequest__Output } from './openshell/v1/GetCurrentUserRequest.ts';
import type { GetCurrentUserResponse as _openshell_v1_GetCurrentUserResponse, GetCurrentUserResponse__Output as _openshell_v1_GetCurrentUserResponse__Output } from './openshell/v1/GetCurrentUserResponse.ts';
import type { GetDraftHistoryRequest as _openshell_v1_GetDraftHistoryRequest, GetDraftHistoryRequest__Output as _openshell_v1_GetDraftHistoryRequest__Output } from './openshell/v1/GetDraftHistoryRequest.ts';
import type { GetDraftHistoryResponse as _openshell_v1_GetDraftHistoryResponse, GetDraftHistoryResponse__Output as _openshell_v1_GetDraftHistoryResponse__Output } from './openshell/v1/GetDraftHistoryResponse.ts';
import type { GetDraftPolicyRequest as _openshell_v1_GetDraftPolicyRequest, GetDraftPolicyRequest__Output as _openshell_v1_GetDraftPolicyRequest__Output } from './openshell/v1/GetDraftPolicyRequest.ts';
import type { GetDraftPolicyResponse as _openshell_v1_GetDraftPolicyResponse, GetDraftPolicyResponse__Output as _openshell_v1_GetDraftPolicyResponse__Output } from './openshell/v1/GetDraftPolicyResponse.ts';
import type { GetGatewayInfoRequest as _openshell_v1_GetGatewayInfoRequest, GetGatewayInfoRequest__Output as _openshell_v1_GetGatewayInfoRequest__Output } from './openshell/v1/GetGatewayInfoRequest.ts';
import type { GetGatewayInfoResponse as _openshell_v1_GetGatewayInfoResponse, GetGatewayInfoResponse__Output as _openshell_v1_GetGatewayInfoResponse__Output } from './openshell/v1/GetGatewayInfoResponse.ts';
import type { GetProviderRequest as _openshell_v1_GetProviderRequest, GetProviderRequest__Output as _openshell_v1_GetProviderRequest__Output } from './openshell/v1/GetProviderRequest.ts';
import type { GetSandboxLogsRequest as _openshell_v1_GetSandboxLogsRequest, GetSandboxLogsRequest__Output as _openshell_v1_GetSandboxLogsRequest__Output } from './openshell/v1/GetSandboxLogsRequest.ts';
import type { GetSandboxLogsResponse as _openshell_v1_GetSandboxLogsResponse, GetSandboxLogsResponse__Output as _openshell_v1_GetSandboxLogsResponse__Output } from './openshell/v1/GetSandboxLogsResponse.ts';
import type { GetSandboxPolicyStatusRequest as _openshell_v1_GetSandboxPolicyStatusRequest, GetSandboxPolicyStatusRequest__Output as _openshell_v1_GetSandboxPolicyStatusRequest__Output } from './openshell/v1/GetSandboxPolicyStatusRequest.ts';
import type { GetSandboxPolicyStatusResponse as _openshell_v1_GetSandboxPolicyStatusResponse, GetSandboxPolicyStatusResponse__Output as _openshell_v1_GetSandboxPolicyStatusResponse__Output } from './openshell/v1/GetSandboxPolicyStatusResponse.ts';
import type { GetSandboxProviderEnvironmentRequest as _openshell_v1_GetSandboxProviderEnvironmentRequest, GetSandboxProviderEnvironmentRequest__Output as _openshell_v1_GetSandboxProviderEnvironmentRequest__Output } from './openshell/v1/GetSandboxProviderEnvironmentRequest.ts';
import type { GetSandboxProviderEnvironmentResponse as _openshell_v1_GetSandboxProviderEnvironmentResponse, GetSandboxProviderEnvironmentResponse__Output as _openshell_v1_GetSandboxProviderEnvironmentResponse__Output } from './openshell/v1/GetSandboxProviderEnvironmentResponse.ts';
import type { GetSandboxRequest as _openshell_v1_GetSandboxRequest, GetSandboxRequest__Output as _openshell_v1_GetSandboxRequest__Output } from './openshell/v1/GetSandboxRequest.ts';
import type { GpuResourceRequirements as _openshell_v1_GpuResourceRequirements, GpuResourceRequirements__Output as _openshell_v1_GpuResourceRequirements__Output } from './openshell/v1/GpuResourceRequirements.ts';
import type { HealthRequest as _openshell_v1_HealthRequest, HealthRequest__Output as _openshell_v1_HealthRequest__Output } from './openshell/v1/HealthRequest.ts';
import type { HealthResponse as _openshell_v1_HealthResponse, HealthResponse__Output as _openshell_v1_HealthResponse__Output } from './openshell/v1/HealthResponse.ts';
import type { L7RequestSample as _openshell_v1_L7RequestSample, L7RequestSample__Output as _openshell_v1_L7RequestSample__Output } from './openshell/v1/L7RequestSample.ts';
import type { ListProviderProfilesRequest as _openshell_v1_ListProviderProfilesRequest, ListProviderProfilesRequest__Output as _openshell_v1_ListProviderProfilesRequest__Output } from './openshell/v1/ListProviderProfilesRequest.ts';
import type { ListProviderProfilesResponse as _openshell_v1_ListProviderProfilesResponse, ListProviderProfilesResponse__Output as _openshell_v1_ListProviderProfilesResponse__Output } from './openshell/v1/ListProviderProfilesResponse.ts';
import type { ListProvidersRequest as _openshell_v1_ListProvidersRequest, ListProvidersRequest__Output as _openshell_v1_ListProvidersRequest__Output } from './openshell/v1/ListProvidersRequest.ts';
import type { ListProvidersResponse as _openshell_v1_ListProvidersResponse, ListProvidersResponse__Output as _openshell_v1_ListProvidersResponse__Output } from './openshell/v1/ListProvidersResponse.ts';
import type { ListSandboxPoliciesRequest as _openshell_v1_ListSandboxPoliciesRequest, ListSandboxPoliciesRequest__Output as _openshell_v1_ListSandboxPoliciesRequest__Output } from './openshell/v1/ListSandboxPoliciesRequest.ts';
import type { ListSandboxPoliciesResponse as _openshell_v1_ListSandboxPoliciesResponse, ListSandboxPoliciesResponse__Output as _openshell_v1_ListSandboxPoliciesResponse__Output } from './openshell/v1/ListSandboxPoliciesResponse.ts';
import type { ListSandboxProvidersRequest as _openshell_v1_ListSandboxProvidersRequest, ListSandboxProvidersRequest__Output as _openshell_v1_ListSandboxProvidersRequest__Output } from './openshell/v1/ListSandboxProvidersRequest.ts';
import type { ListSandboxProvidersResponse as _openshell_v1_ListSandboxProvidersResponse, ListSandboxProvidersResponse__Output as _openshell_v1_ListSandboxProvidersResponse__Output } from './openshell/v1/ListSandboxProvidersResponse.ts';
import type { ListSandboxesRequest as _openshell_v1_ListSandboxesRequest, ListSandboxesRequest__Output as _openshell_v1_ListSandboxesRequest__Output } from './openshell/v1/ListSandboxesRequest.ts';
import type { ListSandboxesResponse as _openshell_v1_ListSandboxesResponse, ListSandboxesResponse__Output as _openshell_v1_ListSandboxesResponse__Output } from './openshell/v1/ListSandboxesResponse.ts';
import type { NetworkActivitySummary as _openshell_v1_NetworkActivitySummary, NetworkActivitySummary__Output as _openshell_v1_NetworkActivitySummary__Output } from './openshell/v1/NetworkActivitySummary.ts';
import type { OpenShellClient as _openshell_v1_OpenShellClient, OpenShellDefinition as _openshell_v1_OpenShellDefinition } from './openshell/v1/OpenShell.ts';
import type { PlatformEvent as _openshell_v1_PlatformEvent, PlatformEvent__Output as _openshell_v1_PlatformEvent__Output } from './openshell/v1/PlatformEvent.ts';
import type { PolicyChunk as _openshell_v1_PolicyChunk, PolicyChunk__Output as _openshell_v1_PolicyChunk__Output } from './openshell/v1/PolicyChunk.ts';
import type { PolicyMergeOperation as _openshell_v1_PolicyMergeOperation, PolicyMergeOperation__Output as _openshell_v1_PolicyMergeOperation__Output } from './openshell/v1/PolicyMergeOperation.ts';
import type { ProviderCredentialRefresh as _openshell_v1_ProviderCredentialRefresh, ProviderCredentialRefresh__Output as _openshell_v1_ProviderCredentialRefresh__Output } from './openshell/v1/ProviderCredentialRefresh.ts';
import type { ProviderCredentialRefreshMaterial as _openshell_v1_ProviderCredentialRefreshMaterial, ProviderCredentialRefreshMaterial__Output as _openshell_v1_ProviderCredentialRefreshMaterial__Output } from './openshell/v1/ProviderCredentialRefreshMaterial.ts';
import type { ProviderCredentialRefreshOutput as _openshell_v1_ProviderCredentialRefreshOutput, ProviderCredentialRefreshOutput__Output as _openshell_v1_ProviderCredentialRefreshOutput__Output } from './openshell/v1/ProviderCredentialRefreshOutput.ts';
import type { ProviderCredentialTokenGrant as _openshell_v1_ProviderCredentialTokenGrant, ProviderCredentialTokenGrant__Output as _openshell_v1_ProviderCredentialTokenGrant__Output } from './openshell/v1/ProviderCredentialTokenGrant.ts';
import type { ProviderCredentialTokenGrantAudienceOverride as _openshell_v1_ProviderCredentialTokenGrantAudienceOverride, ProviderCredentialTokenGrantAudienceOverride__Output as _openshell_v1_ProviderCredentialTokenGrantAudienceOverride__Output } from './openshell/v1/ProviderCredentialTokenGrantAudienceOverride.ts';
import type { ProviderProfile as _openshell_v1_ProviderProfile, ProviderProfile__Output as _openshell_v1_ProviderProfile__Output } from './openshell/v1/ProviderProfile.ts';
import type { ProviderProfileCredential as _openshell_v1_ProviderProfileCredential, ProviderProfileCredential__Output as _openshell_v1_ProviderProfileCredential__Output } from './openshell/v1/ProviderProfileCredential.ts';
import type { ProviderProfileDiscovery as _openshell_v1_ProviderProfileDiscovery, ProviderProfileDiscovery__Output as _openshell_v1_ProviderProfileDiscovery__Output } from './openshell/v1/ProviderProfileDiscovery.ts';
import type { ProviderResponse as _openshell_v1_ProviderResponse, ProviderResponse__Output as _openshell_v1_ProviderResponse__Output } from './openshell/v1/ProviderResponse.ts';
import type { RejectDraftChunkRequest as _openshell_v1_RejectDraftChunkRequest, RejectDraftChunkRequest__Output as _openshell_v1_RejectDraftChunkRequest__Output } from './openshell/v1/RejectDraftChunkRequest.ts';
import type { RejectDraftChunkResponse as _openshell_v1_RejectDraftChunkResponse, RejectDraftChunkResponse__Output as _openshell_v1_RejectDraftChunkResponse__Output } from './openshell/v1/RejectDraftChunkResponse.ts';
import type { RemoveNetworkBinary as _openshell_v1_RemoveNetworkBinary, RemoveNetworkBinary__Output as _openshell_v1_RemoveNetworkBinary__Output } from './openshell/v1/RemoveNetworkBinary.ts';
import type { RemoveNetworkEndpoint as _openshell_v1_RemoveNetworkEndpoint, RemoveNetworkEndpoint__Output as _openshell_v1_RemoveNetworkEndpoint__Output } from './openshell/v1/RemoveNetworkEndpoint.ts';
import type { RemoveNetworkRule as _openshell_v1_RemoveNetworkRule, RemoveNetworkRule__Output as _openshell_v1_RemoveNetworkRule__Output } from './openshell/v1/RemoveNetworkRule.ts';
import type { ResourceRequirements as _openshell_v1_ResourceRequirements, ResourceRequirements__Output as _openshell_v1_ResourceRequirements__Output } from './openshell/v1/ResourceRequirements.ts';
import type { RevokeSshSessionRequest as _openshell_v1_RevokeSshSessionRequest, RevokeSshSessionRequest__Output as _openshell_v1_RevokeSshSessionRequest__Output } from './openshell/v1/RevokeSshSessionRequest.ts';
import type { RevokeSshSessionResponse as _openshell_v1_RevokeSshSessionResponse, RevokeSshSessionResponse__Output as _openshell_v1_RevokeSshSessionResponse__Output } from './openshell/v1/RevokeSshSessionResponse.ts';
import type { Sandbox as _openshell_v1_Sandbox, Sandbox__Output as _openshell_v1_Sandbox__Output } from './openshell/v1/Sandbox.ts';
import type { SandboxCondition as _openshell_v1_SandboxCondition, SandboxCondition__Output as _openshell_v1_SandboxCondition__Output } from './openshell/v1/SandboxCondition.ts';
import type { SandboxLogLine as _openshell_v1_SandboxLogLine, SandboxLogLine__Output as _openshell_v1_SandboxLogLine__Output } from './openshell/v1/SandboxLogLine.ts';
import type { SandboxPolicyRevision as _openshell_v1_SandboxPolicyRevision, SandboxPolicyRevision__Output as _openshell_v1_SandboxPolicyRevision__Output } from './openshell/v1/SandboxPolicyRevision.ts';
import type { SandboxResponse as _openshell_v1_SandboxResponse, SandboxResponse__Output as _openshell_v1_SandboxResponse__Output } from './openshell/v1/SandboxResponse.ts';
import type { SandboxSpec as _openshell_v1_SandboxSpec, SandboxSpec__Output as _openshell_v1_SandboxSpec__Output } from './openshell/v1/SandboxSpec.ts';
import type { SandboxStatus as _openshell_v1_SandboxStatus, SandboxStatus__Output as _openshell_v1_SandboxStatus__Output } from './openshell/v1/SandboxStatus.ts';
import type { SandboxStreamEvent as _openshell_v1_SandboxStreamEvent, SandboxStreamEvent__Output as _openshell_v1_SandboxStreamEvent__Output } from './openshell/v1/SandboxStreamEvent.ts';
import type { SandboxStreamWarning as _openshell_v1_SandboxStreamWarning, SandboxStreamWarning__Output as _openshell_v1_SandboxStreamWarning__Output } from './openshell/v1/SandboxStreamWarning.ts';
import type { SandboxTemplate as _openshell_v1_SandboxTemplate, SandboxTemplate__Output as _openshell_v1_SandboxTemplate__Output } from './openshell/v1/SandboxTemplate.ts';
import type { StartSandboxRequest as _openshell_v1_StartSandboxRequest, StartSandboxRequest__Output as _openshell_v1_StartSandboxRequest__Output } from './openshell/v1/StartSandboxRequest.ts';
import type { StaticCredentialBinding as _openshell_v1_StaticCredentialBinding, StaticCredentialBinding__Output as _openshell_v1_StaticCredentialBinding__Output } from './openshell/v1/StaticCredentialBinding.ts';
import type { StaticCredentialEndpointBinding as _openshell_v1_StaticCredentialEndpointBinding, StaticCredentialEndpointBinding__Output as _openshell_v1_StaticCredentialEndpointBinding__Output } from './openshell/v1/StaticCredentialEndpointBinding.ts';
import type { StopSandboxRequest as _openshell_v1_StopSandboxRequest, StopSandboxRequest__Output as _openshell_v1_StopSandboxRequest__Output } from './openshell/v1/StopSandboxRequest.ts';
import type { SubmitPolicyAnalysisRequest as _openshell_v1_SubmitPolicyAnalysisRequest, SubmitPolicyAnalysisRequest__Output as _openshell_v1_SubmitPolicyAnalysisRequest__Output } from './openshell/v1/SubmitPolicyAnalysisRequest.ts';
import type { SubmitPolicyAnalysisResponse as _openshell_v1_SubmitPolicyAnalysisResponse, SubmitPolicyAnalysisResponse__Output as _openshell_v1_SubmitPolicyAnalysisResponse__Output } from './openshell/v1/SubmitPolicyAnalysisResponse.ts';
import type { UndoDraftChunkRequest as _openshell_v1_UndoDraftChunkRequest, UndoDraftChunkRequest__Output as _openshell_v1_UndoDraftChunkRequest__Output } from './openshell/v1/UndoDraftChunkRequest.ts';
import type { UndoDraftChunkResponse as _openshell_v1_UndoDraftChunkResponse, UndoDraftChunkResponse__Output as _openshell_v1_UndoDraftChunkResponse__Output } from './openshell/v1/UndoDraftChunkResponse.ts';
import type { UpdateConfigRequest as _openshell_v1_UpdateConfigRequest, UpdateConfigRequest__Output as _openshell_v1_UpdateConfigRequest__Output } from './openshell/v1/UpdateConfigRequest.ts';
import type { UpdateConfigResponse as _openshell_v1_UpdateConfigResponse, UpdateConfigResponse__Output as _openshell_v1_UpdateConfigResponse__Output } from './openshell/v1/UpdateConfigResponse.ts';
import type { UpdateProviderRequest as _openshell_v1_UpdateProviderRequest, UpdateProviderRequest__Output as _openshell_v1_UpdateProviderRequest__Output } from './openshell/v1/UpdateProviderRequest.ts';
import type { WatchSandboxRequest as _openshell_v1_WatchSandboxRequest, WatchSandboxRequest__Output as _openshell_v1_WatchSandboxRequest__Output } from './openshell/v1/WatchSandboxRequest.ts';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  google: {
    protobuf: {
      ListValue: MessageTypeDefinition<_google_protobuf_ListValue, _google_protobuf_ListValue__Output>
      NullValue: EnumTypeDefinition
      Struct: MessageTypeDefinition<_google_protobuf_Struct, _google_protobuf_Struct__Output>
      Value: MessageTypeDefinition<_google_protobuf_Value, _google_protobuf_Value__Output>
    }
  }
  openshell: {
    datamodel: {
      v1: {
        CredentialHandle: MessageTypeDefinition<_openshell_datamodel_v1_CredentialHandle, _openshell_datamodel_v1_CredentialHandle__Output>
        ObjectMeta: MessageTypeDefinition<_openshell_datamodel_v1_ObjectMeta, _openshell_datamodel_v1_ObjectMeta__Output>
        Provider: MessageTypeDefinition<_openshell_datamodel_v1_Provider, _openshell_datamodel_v1_Provider__Output>
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
        NetworkBinary: MessageTypeDefinition<_openshell_sandbox_v1_NetworkBinary, _openshell_sandbox_v1_NetworkBinary__Output>
        NetworkCredentialBinding: MessageTypeDefinition<_openshell_sandbox_v1_NetworkCredentialBinding, _openshell_sandbox_v1_NetworkCredentialBinding__Output>
        NetworkEndpoint: MessageTypeDefinition<_openshell_sandbox_v1_NetworkEndpoint, _openshell_sandbox_v1_NetworkEndpoint__Output>
        NetworkMiddlewareConfig: MessageTypeDefinition<_openshell_sandbox_v1_NetworkMiddlewareConfig, _openshell_sandbox_v1_NetworkMiddlewareConfig__Output>
        NetworkPolicyRule: MessageTypeDefinition<_openshell_sandbox_v1_NetworkPolicyRule, _openshell_sandbox_v1_NetworkPolicyRule__Output>
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
      ApproveAllDraftChunksRequest: MessageTypeDefinition<_openshell_v1_ApproveAllDraftChunksRequest, _openshell_v1_ApproveAllDraftChunksRequest__Output>
      ApproveAllDraftChunksResponse: MessageTypeDefinition<_openshell_v1_ApproveAllDraftChunksResponse, _openshell_v1_ApproveAllDraftChunksResponse__Output>
      ApproveDraftChunkRequest: MessageTypeDefinition<_openshell_v1_ApproveDraftChunkRequest, _openshell_v1_ApproveDraftChunkRequest__Output>
      ApproveDraftChunkResponse: MessageTypeDefinition<_openshell_v1_ApproveDraftChunkResponse, _openshell_v1_ApproveDraftChunkResponse__Output>
      AttachSandboxProviderRequest: MessageTypeDefinition<_openshell_v1_AttachSandboxProviderRequest, _openshell_v1_AttachSandboxProviderRequest__Output>
      AttachSandboxProviderResponse: MessageTypeDefinition<_openshell_v1_AttachSandboxProviderResponse, _openshell_v1_AttachSandboxProviderResponse__Output>
      ClearDraftChunksRequest: MessageTypeDefinition<_openshell_v1_ClearDraftChunksRequest, _openshell_v1_ClearDraftChunksRequest__Output>
      ClearDraftChunksResponse: MessageTypeDefinition<_openshell_v1_ClearDraftChunksResponse, _openshell_v1_ClearDraftChunksResponse__Output>
      ComputeDriverCapabilities: MessageTypeDefinition<_openshell_v1_ComputeDriverCapabilities, _openshell_v1_ComputeDriverCapabilities__Output>
      ComputeDriverInfo: MessageTypeDefinition<_openshell_v1_ComputeDriverInfo, _openshell_v1_ComputeDriverInfo__Output>
      CreateProviderRequest: MessageTypeDefinition<_openshell_v1_CreateProviderRequest, _openshell_v1_CreateProviderRequest__Output>
      CreateSandboxRequest: MessageTypeDefinition<_openshell_v1_CreateSandboxRequest, _openshell_v1_CreateSandboxRequest__Output>
      CreateSshSessionRequest: MessageTypeDefinition<_openshell_v1_CreateSshSessionRequest, _openshell_v1_CreateSshSessionRequest__Output>
      CreateSshSessionResponse: MessageTypeDefinition<_openshell_v1_CreateSshSessionResponse, _openshell_v1_CreateSshSessionResponse__Output>
      DeleteProviderRequest: MessageTypeDefinition<_openshell_v1_DeleteProviderRequest, _openshell_v1_DeleteProviderRequest__Output>
      DeleteProviderResponse: MessageTypeDefinition<_openshell_v1_DeleteProviderResponse, _openshell_v1_DeleteProviderResponse__Output>
      DeleteSandboxRequest: MessageTypeDefinition<_openshell_v1_DeleteSandboxRequest, _openshell_v1_DeleteSandboxRequest__Output>
      DeleteSandboxResponse: MessageTypeDefinition<_openshell_v1_DeleteSandboxResponse, _openshell_v1_DeleteSandboxResponse__Output>
      DenialGroupCount: MessageTypeDefinition<_openshell_v1_DenialGroupCount, _openshell_v1_DenialGroupCount__Output>
      DenialSummary: MessageTypeDefinition<_openshell_v1_DenialSummary, _openshell_v1_DenialSummary__Output>
      DetachSandboxProviderRequest: MessageTypeDefinition<_openshell_v1_DetachSandboxProviderRequest, _openshell_v1_DetachSandboxProviderRequest__Output>
      DetachSandboxProviderResponse: MessageTypeDefinition<_openshell_v1_DetachSandboxProviderResponse, _openshell_v1_DetachSandboxProviderResponse__Output>
      DraftChunkApproval: MessageTypeDefinition<_openshell_v1_DraftChunkApproval, _openshell_v1_DraftChunkApproval__Output>
      DraftHistoryEntry: MessageTypeDefinition<_openshell_v1_DraftHistoryEntry, _openshell_v1_DraftHistoryEntry__Output>
      DraftPolicyUpdate: MessageTypeDefinition<_openshell_v1_DraftPolicyUpdate, _openshell_v1_DraftPolicyUpdate__Output>
      EditDraftChunkRequest: MessageTypeDefinition<_openshell_v1_EditDraftChunkRequest, _openshell_v1_EditDraftChunkRequest__Output>
      EditDraftChunkResponse: MessageTypeDefinition<_openshell_v1_EditDraftChunkResponse, _openshell_v1_EditDraftChunkResponse__Output>
      ExecSandboxEvent: MessageTypeDefinition<_openshell_v1_ExecSandboxEvent, _openshell_v1_ExecSandboxEvent__Output>
      ExecSandboxExit: MessageTypeDefinition<_openshell_v1_ExecSandboxExit, _openshell_v1_ExecSandboxExit__Output>
      ExecSandboxRequest: MessageTypeDefinition<_openshell_v1_ExecSandboxRequest, _openshell_v1_ExecSandboxRequest__Output>
      ExecSandboxStderr: MessageTypeDefinition<_openshell_v1_ExecSandboxStderr, _openshell_v1_ExecSandboxStderr__Output>
      ExecSandboxStdout: MessageTypeDefinition<_openshell_v1_ExecSandboxStdout, _openshell_v1_ExecSandboxStdout__Output>
      GetCurrentUserRequest: MessageTypeDefinition<_openshell_v1_GetCurrentUserRequest, _openshell_v1_GetCurrentUserRequest__Output>
      GetCurrentUserResponse: MessageTypeDefinition<_openshell_v1_GetCurrentUserResponse, _openshell_v1_GetCurrentUserResponse__Output>
      GetDraftHistoryRequest: MessageTypeDefinition<_openshell_v1_GetDraftHistoryRequest, _openshell_v1_GetDraftHistoryRequest__Output>
      GetDraftHistoryResponse: MessageTypeDefinition<_openshell_v1_GetDraftHistoryResponse, _openshell_v1_GetDraftHistoryResponse__Output>
      GetDraftPolicyRequest: MessageTypeDefinition<_openshell_v1_GetDraftPolicyRequest, _openshell_v1_GetDraftPolicyRequest__Output>
      GetDraftPolicyResponse: MessageTypeDefinition<_openshell_v1_GetDraftPolicyResponse, _openshell_v1_GetDraftPolicyResponse__Output>
      GetGatewayInfoRequest: MessageTypeDefinition<_openshell_v1_GetGatewayInfoRequest, _openshell_v1_GetGatewayInfoRequest__Output>
      GetGatewayInfoResponse: MessageTypeDefinition<_openshell_v1_GetGatewayInfoResponse, _openshell_v1_GetGatewayInfoResponse__Output>
      GetProviderRequest: MessageTypeDefinition<_openshell_v1_GetProviderRequest, _openshell_v1_GetProviderRequest__Output>
      GetSandboxLogsRequest: MessageTypeDefinition<_openshell_v1_GetSandboxLogsRequest, _openshell_v1_GetSandboxLogsRequest__Output>
      GetSandboxLogsResponse: MessageTypeDefinition<_openshell_v1_GetSandboxLogsResponse, _openshell_v1_GetSandboxLogsResponse__Output>
      GetSandboxPolicyStatusRequest: MessageTypeDefinition<_openshell_v1_GetSandboxPolicyStatusRequest, _openshell_v1_GetSandboxPolicyStatusRequest__Output>
      GetSandboxPolicyStatusResponse: MessageTypeDefinition<_openshell_v1_GetSandboxPolicyStatusResponse, _openshell_v1_GetSandboxPolicyStatusResponse__Output>
      GetSandboxProviderEnvironmentRequest: MessageTypeDefinition<_openshell_v1_GetSandboxProviderEnvironmentRequest, _openshell_v1_GetSandboxProviderEnvironmentRequest__Output>
      GetSandboxProviderEnvironmentResponse: MessageTypeDefinition<_openshell_v1_GetSandboxProviderEnvironmentResponse, _openshell_v1_GetSandboxProviderEnvironmentResponse__Output>
      GetSandboxRequest: MessageTypeDefinition<_openshell_v1_GetSandboxRequest, _openshell_v1_GetSandboxRequest__Output>
      GpuResourceRequirements: MessageTypeDefinition<_openshell_v1_GpuResourceRequirements, _openshell_v1_GpuResourceRequirements__Output>
      HealthRequest: MessageTypeDefinition<_openshell_v1_HealthRequest, _openshell_v1_HealthRequest__Output>
      HealthResponse: MessageTypeDefinition<_openshell_v1_HealthResponse, _openshell_v1_HealthResponse__Output>
      L7RequestSample: MessageTypeDefinition<_openshell_v1_L7RequestSample, _openshell_v1_L7RequestSample__Output>
      ListProviderProfilesRequest: MessageTypeDefinition<_openshell_v1_ListProviderProfilesRequest, _openshell_v1_ListProviderProfilesRequest__Output>
      ListProviderProfilesResponse: MessageTypeDefinition<_openshell_v1_ListProviderProfilesResponse, _openshell_v1_ListProviderProfilesResponse__Output>
      ListProvidersRequest: MessageTypeDefinition<_openshell_v1_ListProvidersRequest, _openshell_v1_ListProvidersRequest__Output>
      ListProvidersResponse: MessageTypeDefinition<_openshell_v1_ListProvidersResponse, _openshell_v1_ListProvidersResponse__Output>
      ListSandboxPoliciesRequest: MessageTypeDefinition<_openshell_v1_ListSandboxPoliciesRequest, _openshell_v1_ListSandboxPoliciesRequest__Output>
      ListSandboxPoliciesResponse: MessageTypeDefinition<_openshell_v1_ListSandboxPoliciesResponse, _openshell_v1_ListSandboxPoliciesResponse__Output>
      ListSandboxProvidersRequest: MessageTypeDefinition<_openshell_v1_ListSandboxProvidersRequest, _openshell_v1_ListSandboxProvidersRequest__Output>
      ListSandboxProvidersResponse: MessageTypeDefinition<_openshell_v1_ListSandboxProvidersResponse, _openshell_v1_ListSandboxProvidersResponse__Output>
      ListSandboxesRequest: MessageTypeDefinition<_openshell_v1_ListSandboxesRequest, _openshell_v1_ListSandboxesRequest__Output>
      ListSandboxesResponse: MessageTypeDefinition<_openshell_v1_ListSandboxesResponse, _openshell_v1_ListSandboxesResponse__Output>
      NetworkActivitySummary: MessageTypeDefinition<_openshell_v1_NetworkActivitySummary, _openshell_v1_NetworkActivitySummary__Output>
      OpenShell: SubtypeConstructor<typeof grpc.Client, _openshell_v1_OpenShellClient> & { service: _openshell_v1_OpenShellDefinition }
      PlatformEvent: MessageTypeDefinition<_openshell_v1_PlatformEvent, _openshell_v1_PlatformEvent__Output>
      PolicyChunk: MessageTypeDefinition<_openshell_v1_PolicyChunk, _openshell_v1_PolicyChunk__Output>
      PolicyMergeOperation: MessageTypeDefinition<_openshell_v1_PolicyMergeOperation, _openshell_v1_PolicyMergeOperation__Output>
      PolicyStatus: EnumTypeDefinition
      ProviderCredentialRefresh: MessageTypeDefinition<_openshell_v1_ProviderCredentialRefresh, _openshell_v1_ProviderCredentialRefresh__Output>
      ProviderCredentialRefreshMaterial: MessageTypeDefinition<_openshell_v1_ProviderCredentialRefreshMaterial, _openshell_v1_ProviderCredentialRefreshMaterial__Output>
      ProviderCredentialRefreshOutput: MessageTypeDefinition<_openshell_v1_ProviderCredentialRefreshOutput, _openshell_v1_ProviderCredentialRefreshOutput__Output>
      ProviderCredentialRefreshStrategy: EnumTypeDefinition
      ProviderCredentialTokenGrant: MessageTypeDefinition<_openshell_v1_ProviderCredentialTokenGrant, _openshell_v1_ProviderCredentialTokenGrant__Output>
      ProviderCredentialTokenGrantAudienceOverride: MessageTypeDefinition<_openshell_v1_ProviderCredentialTokenGrantAudienceOverride, _openshell_v1_ProviderCredentialTokenGrantAudienceOverride__Output>
      ProviderProfile: MessageTypeDefinition<_openshell_v1_ProviderProfile, _openshell_v1_ProviderProfile__Output>
      ProviderProfileCategory: EnumTypeDefinition
      ProviderProfileCredential: MessageTypeDefinition<_openshell_v1_ProviderProfileCredential, _openshell_v1_ProviderProfileCredential__Output>
      ProviderProfileDiscovery: MessageTypeDefinition<_openshell_v1_ProviderProfileDiscovery, _openshell_v1_ProviderProfileDiscovery__Output>
      ProviderResponse: MessageTypeDefinition<_openshell_v1_ProviderResponse, _openshell_v1_ProviderResponse__Output>
      RejectDraftChunkRequest: MessageTypeDefinition<_openshell_v1_RejectDraftChunkRequest, _openshell_v1_RejectDraftChunkRequest__Output>
      RejectDraftChunkResponse: MessageTypeDefinition<_openshell_v1_RejectDraftChunkResponse, _openshell_v1_RejectDraftChunkResponse__Output>
      RemoveNetworkBinary: MessageTypeDefinition<_openshell_v1_RemoveNetworkBinary, _openshell_v1_RemoveNetworkBinary__Output>
      RemoveNetworkEndpoint: MessageTypeDefinition<_openshell_v1_RemoveNetworkEndpoint, _openshell_v1_RemoveNetworkEndpoint__Output>
      RemoveNetworkRule: MessageTypeDefinition<_openshell_v1_RemoveNetworkRule, _openshell_v1_RemoveNetworkRule__Output>
      ResourceRequirements: MessageTypeDefinition<_openshell_v1_ResourceRequirements, _openshell_v1_ResourceRequirements__Output>
      RevokeSshSessionRequest: MessageTypeDefinition<_openshell_v1_RevokeSshSessionRequest, _openshell_v1_RevokeSshSessionRequest__Output>
      RevokeSshSessionResponse: MessageTypeDefinition<_openshell_v1_RevokeSshSessionResponse, _openshell_v1_RevokeSshSessionResponse__Output>
      Sandbox: MessageTypeDefinition<_openshell_v1_Sandbox, _openshell_v1_Sandbox__Output>
      SandboxCondition: MessageTypeDefinition<_openshell_v1_SandboxCondition, _openshell_v1_SandboxCondition__Output>
      SandboxLogLine: MessageTypeDefinition<_openshell_v1_SandboxLogLine, _openshell_v1_SandboxLogLine__Output>
      SandboxPhase: EnumTypeDefinition
      SandboxPolicyRevision: MessageTypeDefinition<_openshell_v1_SandboxPolicyRevision, _openshell_v1_SandboxPolicyRevision__Output>
      SandboxResponse: MessageTypeDefinition<_openshell_v1_SandboxResponse, _openshell_v1_SandboxResponse__Output>
      SandboxSpec: MessageTypeDefinition<_openshell_v1_SandboxSpec, _openshell_v1_SandboxSpec__Output>
      SandboxStatus: MessageTypeDefinition<_openshell_v1_SandboxStatus, _openshell_v1_SandboxStatus__Output>
      SandboxStreamEvent: MessageTypeDefinition<_openshell_v1_SandboxStreamEvent, _openshell_v1_SandboxStreamEvent__Output>
      SandboxStreamWarning: MessageTypeDefinition<_openshell_v1_SandboxStreamWarning, _openshell_v1_SandboxStreamWarning__Output>
      SandboxTemplate: MessageTypeDefinition<_openshell_v1_SandboxTemplate, _openshell_v1_SandboxTemplate__Output>
      ServiceStatus: EnumTypeDefinition
      StartSandboxRequest: MessageTypeDefinition<_openshell_v1_StartSandboxRequest, _openshell_v1_StartSandboxRequest__Output>
      StaticCredentialBinding: MessageTypeDefinition<_openshell_v1_StaticCredentialBinding, _openshell_v1_StaticCredentialBinding__Output>
      StaticCredentialEndpointBinding: MessageTypeDefinition<_openshell_v1_StaticCredentialEndpointBinding, _openshell_v1_StaticCredentialEndpointBinding__Output>
      StopSandboxRequest: MessageTypeDefinition<_openshell_v1_StopSandboxRequest, _openshell_v1_StopSandboxRequest__Output>
      SubmitPolicyAnalysisRequest: MessageTypeDefinition<_openshell_v1_SubmitPolicyAnalysisRequest, _openshell_v1_SubmitPolicyAnalysisRequest__Output>
      SubmitPolicyAnalysisResponse: MessageTypeDefinition<_openshell_v1_SubmitPolicyAnalysisResponse, _openshell_v1_SubmitPolicyAnalysisResponse__Output>
      UndoDraftChunkRequest: MessageTypeDefinition<_openshell_v1_UndoDraftChunkRequest, _openshell_v1_UndoDraftChunkRequest__Output>
      UndoDraftChunkResponse: MessageTypeDefinition<_openshell_v1_UndoDraftChunkResponse, _openshell_v1_UndoDraftChunkResponse__Output>
      UpdateConfigRequest: MessageTypeDefinition<_openshell_v1_UpdateConfigRequest, _openshell_v1_UpdateConfigRequest__Output>
      UpdateConfigResponse: MessageTypeDefinition<_openshell_v1_UpdateConfigResponse, _openshell_v1_UpdateConfigResponse__Output>
      UpdateProviderRequest: MessageTypeDefinition<_openshell_v1_UpdateProviderRequest, _openshell_v1_UpdateProviderRequest__Output>
      WatchSandboxRequest: MessageTypeDefinition<_openshell_v1_WatchSandboxRequest, _openshell_v1_WatchSandboxRequest__Output>
    }
  }
}

