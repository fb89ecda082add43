// Original file: line-0.1/openshell/openshell.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { AddWorkspaceMemberRequest as _openshell_v1_AddWorkspaceMemberRequest, AddWorkspaceMemberRequest__Output as _openshell_v1_AddWorkspaceMemberRequest__Output } from '../../openshell/v1/AddWorkspaceMemberRequest.ts';
import type { AddWorkspaceMemberResponse as _openshell_v1_AddWorkspaceMemberResponse, AddWorkspaceMemberResponse__Output as _openshell_v1_AddWorkspaceMemberResponse__Output } from '../../openshell/v1/AddWorkspaceMemberResponse.ts';
import type { ApproveAllDraftChunksRequest as _openshell_v1_ApproveAllDraftChunksRequest, ApproveAllDraftChunksRequest__Output as _openshell_v1_ApproveAllDraftChunksRequest__Output } from '../../openshell/v1/ApproveAllDraftChunksRequest.ts';
import type { ApproveAllDraftChunksResponse as _openshell_v1_ApproveAllDraftChunksResponse, ApproveAllDraftChunksResponse__Output as _openshell_v1_ApproveAllDraftChunksResponse__Output } from '../../openshell/v1/ApproveAllDraftChunksResponse.ts';
import type { ApproveDraftChunkRequest as _openshell_v1_ApproveDraftChunkRequest, ApproveDraftChunkRequest__Output as _openshell_v1_ApproveDraftChunkRequest__Output } from '../../openshell/v1/ApproveDraftChunkRequest.ts';
import type { ApproveDraftChunkResponse as _openshell_v1_ApproveDraftChunkResponse, ApproveDraftChunkResponse__Output as _openshell_v1_ApproveDraftChunkResponse__Output } from '../../openshell/v1/ApproveDraftChunkResponse.ts';
import type { AttachSandboxProviderRequest as _openshell_v1_AttachSandboxProviderRequest, AttachSandboxProviderRequest__Output as _openshell_v1_AttachSandboxProviderRequest__Output } from '../../openshell/v1/AttachSandboxProviderRequest.ts';
import type { AttachSandboxProviderResponse as _openshell_v1_AttachSandboxProviderResponse, AttachSandboxProviderResponse__Output as _openshell_v1_AttachSandboxProviderResponse__Output } from '../../openshell/v1/AttachSandboxProviderResponse.ts';
import type { BeginRootfsTarStagingRequest as _openshell_v1_BeginRootfsTarStagingRequest, BeginRootfsTarStagingRequest__Output as _openshell_v1_BeginRootfsTarStagingRequest__Output } from '../../openshell/v1/BeginRootfsTarStagingRequest.ts';
import type { BeginRootfsTarStagingResponse as _openshell_v1_BeginRootfsTarStagingResponse, BeginRootfsTarStagingResponse__Output as _openshell_v1_BeginRootfsTarStagingResponse__Output } from '../../openshell/v1/BeginRootfsTarStagingResponse.ts';
import type { ClearDraftChunksRequest as _openshell_v1_ClearDraftChunksRequest, ClearDraftChunksRequest__Output as _openshell_v1_ClearDraftChunksRequest__Output } from '../../openshell/v1/ClearDraftChunksRequest.ts';
import type { ClearDraftChunksResponse as _openshell_v1_ClearDraftChunksResponse, ClearDraftChunksResponse__Output as _openshell_v1_ClearDraftChunksResponse__Output } from '../../openshell/v1/ClearDraftChunksResponse.ts';
import type { ConfigureProviderRefreshRequest as _openshell_v1_ConfigureProviderRefreshRequest, ConfigureProviderRefreshRequest__Output as _openshell_v1_ConfigureProviderRefreshRequest__Output } from '../../openshell/v1/ConfigureProviderRefreshRequest.ts';
import type { ConfigureProviderRefreshResponse as _openshell_v1_ConfigureProviderRefreshResponse, ConfigureProviderRefreshResponse__Output as _openshell_v1_ConfigureProviderRefreshResponse__Output } from '../../openshell/v1/ConfigureProviderRefreshResponse.ts';
import type { CreateProviderRequest as _openshell_v1_CreateProviderRequest, CreateProviderRequest__Output as _openshell_v1_CreateProviderRequest__Output } from '../../openshell/v1/CreateProviderRequest.ts';
import type { CreateSandboxRequest as _openshell_v1_CreateSandboxRequest, CreateSandboxRequest__Output as _openshell_v1_CreateSandboxRequest__Output } from '../../openshell/v1/CreateSandboxRequest.ts';
import type { CreateSandboxTemplateRequest as _openshell_v1_CreateSandboxTemplateRequest, CreateSandboxTemplateRequest__Output as _openshell_v1_CreateSandboxTemplateRequest__Output } from '../../openshell/v1/CreateSandboxTemplateRequest.ts';
import type { CreateSshSessionRequest as _openshell_v1_CreateSshSessionRequest, CreateSshSessionRequest__Output as _openshell_v1_CreateSshSessionRequest__Output } from '../../openshell/v1/CreateSshSessionRequest.ts';
import type { CreateSshSessionResponse as _openshell_v1_CreateSshSessionResponse, CreateSshSessionResponse__Output as _openshell_v1_CreateSshSessionResponse__Output } from '../../openshell/v1/CreateSshSessionResponse.ts';
import type { CreateWorkspaceRequest as _openshell_v1_CreateWorkspaceRequest, CreateWorkspaceRequest__Output as _openshell_v1_CreateWorkspaceRequest__Output } from '../../openshell/v1/CreateWorkspaceRequest.ts';
import type { CreateWorkspaceResponse as _openshell_v1_CreateWorkspaceResponse, CreateWorkspaceResponse__Output as _openshell_v1_CreateWorkspaceResponse__Output } from '../../openshell/v1/CreateWorkspaceResponse.ts';
import type { DeleteProviderProfileRequest as _openshell_v1_DeleteProviderProfileRequest, DeleteProviderProfileRequest__Output as _openshell_v1_DeleteProviderProfileRequest__Output } from '../../openshell/v1/DeleteProviderProfileRequest.ts';
import type { DeleteProviderProfileResponse as _openshell_v1_DeleteProviderProfileResponse, DeleteProviderProfileResponse__Output as _openshell_v1_DeleteProviderProfileResponse__Output } from '../../openshell/v1/DeleteProviderProfileResponse.ts';
import type { DeleteProviderRefreshRequest as _openshell_v1_DeleteProviderRefreshRequest, DeleteProviderRefreshRequest__Output as _openshell_v1_DeleteProviderRefreshRequest__Output } from '../../openshell/v1/DeleteProviderRefreshRequest.ts';
import type { DeleteProviderRefreshResponse as _openshell_v1_DeleteProviderRefreshResponse, DeleteProviderRefreshResponse__Output as _openshell_v1_DeleteProviderRefreshResponse__Output } from '../../openshell/v1/DeleteProviderRefreshResponse.ts';
import type { DeleteProviderRequest as _openshell_v1_DeleteProviderRequest, DeleteProviderRequest__Output as _openshell_v1_DeleteProviderRequest__Output } from '../../openshell/v1/DeleteProviderRequest.ts';
import type { DeleteProviderResponse as _openshell_v1_DeleteProviderResponse, DeleteProviderResponse__Output as _openshell_v1_DeleteProviderResponse__Output } from '../../openshell/v1/DeleteProviderResponse.ts';
import type { DeleteSandboxRequest as _openshell_v1_DeleteSandboxRequest, DeleteSandboxRequest__Output as _openshell_v1_DeleteSandboxRequest__Output } from '../../openshell/v1/DeleteSandboxRequest.ts';
import type { DeleteSandboxResponse as _openshell_v1_DeleteSandboxResponse, DeleteSandboxResponse__Output as _openshell_v1_DeleteSandboxResponse__Output } from '../../openshell/v1/DeleteSandboxResponse.ts';
import type { DeleteSandboxTemplateRequest as _openshell_v1_DeleteSandboxTemplateRequest, DeleteSandboxTemplateRequest__Output as _openshell_v1_DeleteSandboxTemplateRequest__Output } from '../../openshell/v1/DeleteSandboxTemplateRequest.ts';
import type { DeleteSandboxTemplateResponse as _openshell_v1_DeleteSandboxTemplateResponse, DeleteSandboxTemplateResponse__Output as _openshell_v1_DeleteSandboxTemplateResponse__Output } from '../../openshell/v1/DeleteSandboxTemplateResponse.ts';
import type { DeleteServiceRequest as _openshell_v1_DeleteServiceRequest, DeleteServiceRequest__Output as _openshell_v1_DeleteServiceRequest__Output } from '../../openshell/v1/DeleteServiceRequest.ts';
import type { DeleteServiceResponse as _openshell_v1_DeleteServiceResponse, DeleteServiceResponse__Output as _openshell_v1_DeleteServiceResponse__Output } from '../../openshell/v1/DeleteServiceResponse.ts';
import type { DeleteWorkspaceRequest as _openshell_v1_DeleteWorkspaceRequest, DeleteWorkspaceRequest__Output as _openshell_v1_DeleteWorkspaceRequest__Output } from '../../openshell/v1/DeleteWorkspaceRequest.ts';
import type { DeleteWorkspaceResponse as _openshell_v1_DeleteWorkspaceResponse, DeleteWorkspaceResponse__Output as _openshell_v1_DeleteWorkspaceResponse__Output } from '../../openshell/v1/DeleteWorkspaceResponse.ts';
import type { DetachSandboxProviderRequest as _openshell_v1_DetachSandboxProviderRequest, DetachSandboxProviderRequest__Output as _openshell_v1_DetachSandboxProviderRequest__Output } from '../../openshell/v1/DetachSandboxProviderRequest.ts';
import type { DetachSandboxProviderResponse as _openshell_v1_DetachSandboxProviderResponse, DetachSandboxProviderResponse__Output as _openshell_v1_DetachSandboxProviderResponse__Output } from '../../openshell/v1/DetachSandboxProviderResponse.ts';
import type { EditDraftChunkRequest as _openshell_v1_EditDraftChunkRequest, EditDraftChunkRequest__Output as _openshell_v1_EditDraftChunkRequest__Output } from '../../openshell/v1/EditDraftChunkRequest.ts';
import type { EditDraftChunkResponse as _openshell_v1_EditDraftChunkResponse, EditDraftChunkResponse__Output as _openshell_v1_EditDraftChunkResponse__Output } from '../../openshell/v1/EditDraftChunkResponse.ts';
import type { ExchangeProviderSubjectTokenRequest as _openshell_v1_ExchangeProviderSubjectTokenRequest, ExchangeProviderSubjectTokenRequest__Output as _openshell_v1_ExchangeProviderSubjectTokenRequest__Output } from '../../openshell/v1/ExchangeProviderSubjectTokenRequest.ts';
import type { ExchangeProviderSubjectTokenResponse as _openshell_v1_ExchangeProviderSubjectTokenResponse, ExchangeProviderSubjectTokenResponse__Output as _openshell_v1_ExchangeProviderSubjectTokenResponse__Output } from '../../openshell/v1/ExchangeProviderSubjectTokenResponse.ts';
import type { ExecSandboxEvent as _openshell_v1_ExecSandboxEvent, ExecSandboxEvent__Output as _openshell_v1_ExecSandboxEvent__Output } from '../../openshell/v1/ExecSandboxEvent.ts';
import type { ExecSandboxInput as _openshell_v1_ExecSandboxInput, ExecSandboxInput__Output as _openshell_v1_ExecSandboxInput__Output } from '../../openshell/v1/ExecSandboxInput.ts';
import type { ExecSandboxRequest as _openshell_v1_ExecSandboxRequest, ExecSandboxRequest__Output as _openshell_v1_ExecSandboxRequest__Output } from '../../openshell/v1/ExecSandboxRequest.ts';
import type { ExposeServiceRequest as _openshell_v1_ExposeServiceRequest, ExposeServiceRequest__Output as _openshell_v1_ExposeServiceRequest__Output } from '../../openshell/v1/ExposeServiceRequest.ts';
import type { FinalizeMainProcessExitRequest as _openshell_v1_FinalizeMainProcessExitRequest, FinalizeMainProcessExitRequest__Output as _openshell_v1_FinalizeMainProcessExitRequest__Output } from '../../openshell/v1/FinalizeMainProcessExitRequest.ts';
import type { FinalizeMainProcessExitResponse as _openshell_v1_FinalizeMainProcessExitResponse, FinalizeMainProcessExitResponse__Output as _openshell_v1_FinalizeMainProcessExitResponse__Output } from '../../openshell/v1/FinalizeMainProcessExitResponse.ts';
import type { GatewayMessage as _openshell_v1_GatewayMessage, GatewayMessage__Output as _openshell_v1_GatewayMessage__Output } from '../../openshell/v1/GatewayMessage.ts';
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
import type { GetProviderProfileRequest as _openshell_v1_GetProviderProfileRequest, GetProviderProfileRequest__Output as _openshell_v1_GetProviderProfileRequest__Output } from '../../openshell/v1/GetProviderProfileRequest.ts';
import type { GetProviderRefreshStatusRequest as _openshell_v1_GetProviderRefreshStatusRequest, GetProviderRefreshStatusRequest__Output as _openshell_v1_GetProviderRefreshStatusRequest__Output } from '../../openshell/v1/GetProviderRefreshStatusRequest.ts';
import type { GetProviderRefreshStatusResponse as _openshell_v1_GetProviderRefreshStatusResponse, GetProviderRefreshStatusResponse__Output as _openshell_v1_GetProviderRefreshStatusResponse__Output } from '../../openshell/v1/GetProviderRefreshStatusResponse.ts';
import type { GetProviderRequest as _openshell_v1_GetProviderRequest, GetProviderRequest__Output as _openshell_v1_GetProviderRequest__Output } from '../../openshell/v1/GetProviderRequest.ts';
import type { GetSandboxConfigRequest as _openshell_sandbox_v1_GetSandboxConfigRequest, GetSandboxConfigRequest__Output as _openshell_sandbox_v1_GetSandboxConfigRequest__Output } from '../../openshell/sandbox/v1/GetSandboxConfigRequest.ts';
import type { GetSandboxConfigResponse as _openshell_sandbox_v1_GetSandboxConfigResponse, GetSandboxConfigResponse__Output as _openshell_sandbox_v1_GetSandboxConfigResponse__Output } from '../../openshell/sandbox/v1/GetSandboxConfigResponse.ts';
import type { GetSandboxLogsRequest as _openshell_v1_GetSandboxLogsRequest, GetSandboxLogsRequest__Output as _openshell_v1_GetSandboxLogsRequest__Output } from '../../openshell/v1/GetSandboxLogsRequest.ts';
import type { GetSandboxLogsResponse as _openshell_v1_GetSandboxLogsResponse, GetSandboxLogsResponse__Output as _openshell_v1_GetSandboxLogsResponse__Output } from '../../openshell/v1/GetSandboxLogsResponse.ts';
import type { GetSandboxPolicyStatusRequest as _openshell_v1_GetSandboxPolicyStatusRequest, GetSandboxPolicyStatusRequest__Output as _openshell_v1_GetSandboxPolicyStatusRequest__Output } from '../../openshell/v1/GetSandboxPolicyStatusRequest.ts';
import type { GetSandboxPolicyStatusResponse as _openshell_v1_GetSandboxPolicyStatusResponse, GetSandboxPolicyStatusResponse__Output as _openshell_v1_GetSandboxPolicyStatusResponse__Output } from '../../openshell/v1/GetSandboxPolicyStatusResponse.ts';
import type { GetSandboxProviderEnvironmentRequest as _openshell_v1_GetSandboxProviderEnvironmentRequest, GetSandboxProviderEnvironmentRequest__Output as _openshell_v1_GetSandboxProviderEnvironmentRequest__Output } from '../../openshell/v1/GetSandboxProviderEnvironmentRequest.ts';
import type { GetSandboxProviderEnvironmentResponse as _openshell_v1_GetSandboxProviderEnvironmentResponse, GetSandboxProviderEnvironmentResponse__Output as _openshell_v1_GetSandboxProviderEnvironmentResponse__Output } from '../../openshell/v1/GetSandboxProviderEnvironmentResponse.ts';
import type { GetSandboxProviderStatusRequest as _openshell_v1_GetSandboxProviderStatusRequest, GetSandboxProviderStatusRequest__Output as _openshell_v1_GetSandboxProviderStatusRequest__Output } from '../../openshell/v1/GetSandboxProviderStatusRequest.ts';
import type { GetSandboxProviderStatusResponse as _openshell_v1_GetSandboxProviderStatusResponse, GetSandboxProviderStatusResponse__Output as _openshell_v1_GetSandboxProviderStatusResponse__Output } from '../../openshell/v1/GetSandboxProviderStatusResponse.ts';
import type { GetSandboxRequest as _openshell_v1_GetSandboxRequest, GetSandboxRequest__Output as _openshell_v1_GetSandboxRequest__Output } from '../../openshell/v1/GetSandboxRequest.ts';
import type { GetSandboxTemplateRequest as _openshell_v1_GetSandboxTemplateRequest, GetSandboxTemplateRequest__Output as _openshell_v1_GetSandboxTemplateRequest__Output } from '../../openshell/v1/GetSandboxTemplateRequest.ts';
import type { GetServiceRequest as _openshell_v1_GetServiceRequest, GetServiceRequest__Output as _openshell_v1_GetServiceRequest__Output } from '../../openshell/v1/GetServiceRequest.ts';
import type { GetWorkspaceRequest as _openshell_v1_GetWorkspaceRequest, GetWorkspaceRequest__Output as _openshell_v1_GetWorkspaceRequest__Output } from '../../openshell/v1/GetWorkspaceRequest.ts';
import type { GetWorkspaceResponse as _openshell_v1_GetWorkspaceResponse, GetWorkspaceResponse__Output as _openshell_v1_GetWorkspaceResponse__Output } from '../../openshell/v1/GetWorkspaceResponse.ts';
import type { HealthRequest as _openshell_v1_HealthRequest, HealthRequest__Output as _openshell_v1_HealthRequest__Output } from '../../openshell/v1/HealthRequest.ts';
import type { HealthResponse as _openshell_v1_HealthResponse, HealthResponse__Output as _openshell_v1_HealthResponse__Output } from '../../openshell/v1/HealthResponse.ts';
import type { ImportProviderProfilesRequest as _openshell_v1_ImportProviderProfilesRequest, ImportProviderProfilesRequest__Output as _openshell_v1_ImportProviderProfilesRequest__Output } from '../../openshell/v1/ImportProviderProfilesRequest.ts';
import type { ImportProviderProfilesResponse as _openshell_v1_ImportProviderProfilesResponse, ImportProviderProfilesResponse__Output as _openshell_v1_ImportProviderProfilesResponse__Output } from '../../openshell/v1/ImportProviderProfilesResponse.ts';
import type { IssueSandboxTokenRequest as _openshell_v1_IssueSandboxTokenRequest, IssueSandboxTokenRequest__Output as _openshell_v1_IssueSandboxTokenRequest__Output } from '../../openshell/v1/IssueSandboxTokenRequest.ts';
import type { IssueSandboxTokenResponse as _openshell_v1_IssueSandboxTokenResponse, IssueSandboxTokenResponse__Output as _openshell_v1_IssueSandboxTokenResponse__Output } from '../../openshell/v1/IssueSandboxTokenResponse.ts';
import type { LintProviderProfilesRequest as _openshell_v1_LintProviderProfilesRequest, LintProviderProfilesRequest__Output as _openshell_v1_LintProviderProfilesRequest__Output } from '../../openshell/v1/LintProviderProfilesRequest.ts';
import type { LintProviderProfilesResponse as _openshell_v1_LintProviderProfilesResponse, LintProviderProfilesResponse__Output as _openshell_v1_LintProviderProfilesResponse__Output } from '../../openshell/v1/LintProviderProfilesResponse.ts';
import type { ListProviderProfilesRequest as _openshell_v1_ListProviderProfilesRequest, ListProviderProfilesRequest__Output as _openshell_v1_ListProviderProfilesRequest__Output } from '../../openshell/v1/ListProviderProfilesRequest.ts';
import type { ListProviderProfilesResponse as _openshell_v1_ListProviderProfilesResponse, ListProviderProfilesResponse__Output as _openshell_v1_ListProviderProfilesResponse__Output } from '../../openshell/v1/ListProviderProfilesResponse.ts';
import type { ListProvidersRequest as _openshell_v1_ListProvidersRequest, ListProvidersRequest__Output as _openshell_v1_ListProvidersRequest__Output } from '../../openshell/v1/ListProvidersRequest.ts';
import type { ListProvidersResponse as _openshell_v1_ListProvidersResponse, ListProvidersResponse__Output as _openshell_v1_ListProvidersResponse__Output } from '../../openshell/v1/ListProvidersResponse.ts';
import type { ListSandboxPoliciesRequest as _openshell_v1_ListSandboxPoliciesRequest, ListSandboxPoliciesRequest__Output as _openshell_v1_ListSandboxPoliciesRequest__Output } from '../../openshell/v1/ListSandboxPoliciesRequest.ts';
import type { ListSandboxPoliciesResponse as _openshell_v1_ListSandboxPoliciesResponse, ListSandboxPoliciesResponse__Output as _openshell_v1_ListSandboxPoliciesResponse__Output } from '../../openshell/v1/ListSandboxPoliciesResponse.ts';
import type { ListSandboxProvidersRequest as _openshell_v1_ListSandboxProvidersRequest, ListSandboxProvidersRequest__Output as _openshell_v1_ListSandboxProvidersRequest__Output } from '../../openshell/v1/ListSandboxProvidersRequest.ts';
import type { ListSandboxProvidersResponse as _openshell_v1_ListSandboxProvidersResponse, ListSandboxProvidersResponse__Output as _openshell_v1_ListSandboxProvidersResponse__Output } from '../../openshell/v1/ListSandboxProvidersResponse.ts';
import type { ListSandboxTemplatesRequest as _openshell_v1_ListSandboxTemplatesRequest, ListSandboxTemplatesRequest__Output as _openshell_v1_ListSandboxTemplatesRequest__Output } from '../../openshell/v1/ListSandboxTemplatesRequest.ts';
import type { ListSandboxTemplatesResponse as _openshell_v1_ListSandboxTemplatesResponse, ListSandboxTemplatesResponse__Output as _openshell_v1_ListSandboxTemplatesResponse__Output } from '../../openshell/v1/ListSandboxTemplatesResponse.ts';
import type { ListSandboxesRequest as _openshell_v1_ListSandboxesRequest, ListSandboxesRequest__Output as _openshell_v1_ListSandboxesRequest__Output } from '../../openshell/v1/ListSandboxesRequest.ts';
import type { ListSandboxesResponse as _openshell_v1_ListSandboxesResponse, ListSandboxesResponse__Output as _openshell_v1_ListSandboxesResponse__Output } from '../../openshell/v1/ListSandboxesResponse.ts';
import type { ListServicesRequest as _openshell_v1_ListServicesRequest, ListServicesRequest__Output as _openshell_v1_ListServicesRequest__Output } from '../../openshell/v1/ListServicesRequest.ts';
import type { ListServicesResponse as _openshell_v1_ListServicesResponse, ListServicesResponse__Output as _openshell_v1_ListServicesResponse__Output } from '../../openshell/v1/ListServicesResponse.ts';
import type { ListWorkspaceMembersRequest as _openshell_v1_ListWorkspaceMembersRequest, ListWorkspaceMembersRequest__Output as _openshell_v1_ListWorkspaceMembersRequest__Output } from '../../openshell/v1/ListWorkspaceMembersRequest.ts';
import type { ListWorkspaceMembersResponse as _openshell_v1_ListWorkspaceMembersResponse, ListWorkspaceMembersResponse__Output as _openshell_v1_ListWorkspaceMembersResponse__Output } from '../../openshell/v1/ListWorkspaceMembersResponse.ts';
import type { ListWorkspacesRequest as _openshell_v1_ListWorkspacesRequest, ListWorkspacesRequest__Output as _openshell_v1_ListWorkspacesRequest__Output } from '../../openshell/v1/ListWorkspacesRequest.ts';
import type { ListWorkspacesResponse as _openshell_v1_ListWorkspacesResponse, ListWorkspacesResponse__Output as _openshell_v1_ListWorkspacesResponse__Output } from '../../openshell/v1/ListWorkspacesResponse.ts';
import type { PeerRelayFrame as _openshell_v1_PeerRelayFrame, PeerRelayFrame__Output as _openshell_v1_PeerRelayFrame__Output } from '../../openshell/v1/PeerRelayFrame.ts';
import type { ProviderProfileResponse as _openshell_v1_ProviderProfileResponse, ProviderProfileResponse__Output as _openshell_v1_ProviderProfileResponse__Output } from '../../openshell/v1/ProviderProfileResponse.ts';
import type { ProviderResponse as _openshell_v1_ProviderResponse, ProviderResponse__Output as _openshell_v1_ProviderResponse__Output } from '../../openshell/v1/ProviderResponse.ts';
import type { PushSandboxLogsRequest as _openshell_v1_PushSandboxLogsRequest, PushSandboxLogsRequest__Output as _openshell_v1_PushSandboxLogsRequest__Output } from '../../openshell/v1/PushSandboxLogsRequest.ts';
import type { PushSandboxLogsResponse as _openshell_v1_PushSandboxLogsResponse, PushSandboxLogsResponse__Output as _openshell_v1_PushSandboxLogsResponse__Output } from '../../openshell/v1/PushSandboxLogsResponse.ts';
import type { RefreshSandboxTokenRequest as _openshell_v1_RefreshSandboxTokenRequest, RefreshSandboxTokenRequest__Output as _openshell_v1_RefreshSandboxTokenRequest__Output } from '../../openshell/v1/RefreshSandboxTokenRequest.ts';
import type { RefreshSandboxTokenResponse as _openshell_v1_RefreshSandboxTokenResponse, RefreshSandboxTokenResponse__Output as _openshell_v1_RefreshSandboxTokenResponse__Output } from '../../openshell/v1/RefreshSandboxTokenResponse.ts';
import type { RejectDraftChunkRequest as _openshell_v1_RejectDraftChunkRequest, RejectDraftChunkRequest__Output as _openshell_v1_RejectDraftChunkRequest__Output } from '../../openshell/v1/RejectDraftChunkRequest.ts';
import type { RejectDraftChunkResponse as _openshell_v1_RejectDraftChunkResponse, RejectDraftChunkResponse__Output as _openshell_v1_RejectDraftChunkResponse__Output } from '../../openshell/v1/RejectDraftChunkResponse.ts';
import type { RelayFrame as _openshell_v1_RelayFrame, RelayFrame__Output as _openshell_v1_RelayFrame__Output } from '../../openshell/v1/RelayFrame.ts';
import type { RemoveWorkspaceMemberRequest as _openshell_v1_RemoveWorkspaceMemberRequest, RemoveWorkspaceMemberRequest__Output as _openshell_v1_RemoveWorkspaceMemberRequest__Output } from '../../openshell/v1/RemoveWorkspaceMemberRequest.ts';
import type { RemoveWorkspaceMemberResponse as _openshell_v1_RemoveWorkspaceMemberResponse, RemoveWorkspaceMemberResponse__Output as _openshell_v1_RemoveWorkspaceMemberResponse__Output } from '../../openshell/v1/RemoveWorkspaceMemberResponse.ts';
import type { ReportEndpointStatusRequest as _openshell_v1_ReportEndpointStatusRequest, ReportEndpointStatusRequest__Output as _openshell_v1_ReportEndpointStatusRequest__Output } from '../../openshell/v1/ReportEndpointStatusRequest.ts';
import type { ReportEndpointStatusResponse as _openshell_v1_ReportEndpointStatusResponse, ReportEndpointStatusResponse__Output as _openshell_v1_ReportEndpointStatusResponse__Output } from '../../openshell/v1/ReportEndpointStatusResponse.ts';
import type { ReportMainProcessExitRequest as _openshell_v1_ReportMainProcessExitRequest, ReportMainProcessExitRequest__Output as _openshell_v1_ReportMainProcessExitRequest__Output } from '../../openshell/v1/ReportMainProcessExitRequest.ts';
import type { ReportMainProcessExitResponse as _openshell_v1_ReportMainProcessExitResponse, ReportMainProcessExitResponse__Output as _openshell_v1_ReportMainProcessExitResponse__Output } from '../../openshell/v1/ReportMainProcessExitResponse.ts';
import type { ReportPolicyStatusRequest as _openshell_v1_ReportPolicyStatusRequest, ReportPolicyStatusRequest__Output as _openshell_v1_ReportPolicyStatusRequest__Output } from '../../openshell/v1/ReportPolicyStatusRequest.ts';
import type { ReportPolicyStatusResponse as _openshell_v1_ReportPolicyStatusResponse, ReportPolicyStatusResponse__Output as _openshell_v1_ReportPolicyStatusResponse__Output } from '../../openshell/v1/ReportPolicyStatusResponse.ts';
import type { ReportProviderReadinessRequest as _openshell_v1_ReportProviderReadinessRequest, ReportProviderReadinessRequest__Output as _openshell_v1_ReportProviderReadinessRequest__Output } from '../../openshell/v1/ReportProviderReadinessRequest.ts';
import type { ReportProviderReadinessResponse as _openshell_v1_ReportProviderReadinessResponse, ReportProviderReadinessResponse__Output as _openshell_v1_ReportProviderReadinessResponse__Output } from '../../openshell/v1/ReportProviderReadinessResponse.ts';
import type { ReportSandboxConfigurationRequest as _openshell_v1_ReportSandboxConfigurationRequest, ReportSandboxConfigurationRequest__Output as _openshell_v1_ReportSandboxConfigurationRequest__Output } from '../../openshell/v1/ReportSandboxConfigurationRequest.ts';
import type { ReportSandboxConfigurationResponse as _openshell_v1_ReportSandboxConfigurationResponse, ReportSandboxConfigurationResponse__Output as _openshell_v1_ReportSandboxConfigurationResponse__Output } from '../../openshell/v1/ReportSandboxConfigurationResponse.ts';
import type { RevokeSshSessionRequest as _openshell_v1_RevokeSshSessionRequest, RevokeSshSessionRequest__Output as _openshell_v1_RevokeSshSessionRequest__Output } from '../../openshell/v1/RevokeSshSessionRequest.ts';
import type { RevokeSshSessionResponse as _openshell_v1_RevokeSshSessionResponse, RevokeSshSessionResponse__Output as _openshell_v1_RevokeSshSessionResponse__Output } from '../../openshell/v1/RevokeSshSessionResponse.ts';
import type { RotateProviderCredentialRequest as _openshell_v1_RotateProviderCredentialRequest, RotateProviderCredentialRequest__Output as _openshell_v1_RotateProviderCredentialRequest__Output } from '../../openshell/v1/RotateProviderCredentialRequest.ts';
import type { RotateProviderCredentialResponse as _openshell_v1_RotateProviderCredentialResponse, RotateProviderCredentialResponse__Output as _openshell_v1_RotateProviderCredentialResponse__Output } from '../../openshell/v1/RotateProviderCredentialResponse.ts';
import type { SandboxResponse as _openshell_v1_SandboxResponse, SandboxResponse__Output as _openshell_v1_SandboxResponse__Output } from '../../openshell/v1/SandboxResponse.ts';
import type { SandboxStreamEvent as _openshell_v1_SandboxStreamEvent, SandboxStreamEvent__Output as _openshell_v1_SandboxStreamEvent__Output } from '../../openshell/v1/SandboxStreamEvent.ts';
import type { SandboxTemplateResponse as _openshell_v1_SandboxTemplateResponse, SandboxTemplateResponse__Output as _openshell_v1_SandboxTemplateResponse__Output } from '../../openshell/v1/SandboxTemplateResponse.ts';
import type { ServiceEndpointResponse as _openshell_v1_ServiceEndpointResponse, ServiceEndpointResponse__Output as _openshell_v1_ServiceEndpointResponse__Output } from '../../openshell/v1/ServiceEndpointResponse.ts';
import type { StartSandboxRequest as _openshell_v1_StartSandboxRequest, StartSandboxRequest__Output as _openshell_v1_StartSandboxRequest__Output } from '../../openshell/v1/StartSandboxRequest.ts';
import type { StopSandboxRequest as _openshell_v1_StopSandboxRequest, StopSandboxRequest__Output as _openshell_v1_StopSandboxRequest__Output } from '../../openshell/v1/StopSandboxRequest.ts';
import type { SubmitPolicyAnalysisRequest as _openshell_v1_SubmitPolicyAnalysisRequest, SubmitPolicyAnalysisRequest__Output as _openshell_v1_SubmitPolicyAnalysisRequest__Output } from '../../openshell/v1/SubmitPolicyAnalysisRequest.ts';
import type { SubmitPolicyAnalysisResponse as _openshell_v1_SubmitPolicyAnalysisResponse, SubmitPolicyAnalysisResponse__Output as _openshell_v1_SubmitPolicyAnalysisResponse__Output } from '../../openshell/v1/SubmitPolicyAnalysisResponse.ts';
import type { SupervisorMessage as _openshell_v1_SupervisorMessage, SupervisorMessage__Output as _openshell_v1_SupervisorMessage__Output } from '../../openshell/v1/SupervisorMessage.ts';
import type { TcpForwardFrame as _openshell_v1_TcpForwardFrame, TcpForwardFrame__Output as _openshell_v1_TcpForwardFrame__Output } from '../../openshell/v1/TcpForwardFrame.ts';
import type { UndoDraftChunkRequest as _openshell_v1_UndoDraftChunkRequest, UndoDraftChunkRequest__Output as _openshell_v1_UndoDraftChunkRequest__Output } from '../../openshell/v1/UndoDraftChunkRequest.ts';
import type { UndoDraftChunkResponse as _openshell_v1_UndoDraftChunkResponse, UndoDraftChunkResponse__Output as _openshell_v1_UndoDraftChunkResponse__Output } from '../../openshell/v1/UndoDraftChunkResponse.ts';
import type { UpdateConfigRequest as _openshell_v1_UpdateConfigRequest, UpdateConfigRequest__Output as _openshell_v1_UpdateConfigRequest__Output } from '../../openshell/v1/UpdateConfigRequest.ts';
import type { UpdateConfigResponse as _openshell_v1_UpdateConfigResponse, UpdateConfigResponse__Output as _openshell_v1_UpdateConfigResponse__Output } from '../../openshell/v1/UpdateConfigResponse.ts';
import type { UpdateProviderProfilesRequest as _openshell_v1_UpdateProviderProfilesRequest, UpdateProviderProfilesRequest__Output as _openshell_v1_UpdateProviderProfilesRequest__Output } from '../../openshell/v1/UpdateProviderProfilesRequest.ts';
import type { UpdateProviderProfilesResponse as _openshell_v1_UpdateProviderProfilesResponse, UpdateProviderProfilesResponse__Output as _openshell_v1_UpdateProviderProfilesResponse__Output } from '../../openshell/v1/UpdateProviderProfilesResponse.ts';
import type { UpdateProviderRequest as _openshell_v1_UpdateProviderRequest, UpdateProviderRequest__Output as _openshell_v1_UpdateProviderRequest__Output } from '../../openshell/v1/UpdateProviderRequest.ts';
import type { WatchSandboxRequest as _openshell_v1_WatchSandboxRequest, WatchSandboxRequest__Output as _openshell_v1_WatchSandboxRequest__Output } from '../../openshell/v1/WatchSandboxRequest.ts';

export interface OpenShellClient extends grpc.Client {
  /**
   * Adds a principal (OIDC subject) to a workspace as USER or ADMIN.
   */
  AddWorkspaceMember(argument: _openshell_v1_AddWorkspaceMemberRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_AddWorkspaceMemberResponse__Output>): grpc.ClientUnaryCall;
  AddWorkspaceMember(argument: _openshell_v1_AddWorkspaceMemberRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_AddWorkspaceMemberResponse__Output>): grpc.ClientUnaryCall;
  AddWorkspaceMember(argument: _openshell_v1_AddWorkspaceMemberRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_AddWorkspaceMemberResponse__Output>): grpc.ClientUnaryCall;
  AddWorkspaceMember(argument: _openshell_v1_AddWorkspaceMemberRequest, callback: grpc.requestCallback<_openshell_v1_AddWorkspaceMemberResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Adds a principal (OIDC subject) to a workspace as USER or ADMIN.
   */
  addWorkspaceMember(argument: _openshell_v1_AddWorkspaceMemberRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_AddWorkspaceMemberResponse__Output>): grpc.ClientUnaryCall;
  addWorkspaceMember(argument: _openshell_v1_AddWorkspaceMemberRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_AddWorkspaceMemberResponse__Output>): grpc.ClientUnaryCall;
  addWorkspaceMember(argument: _openshell_v1_AddWorkspaceMemberRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_AddWorkspaceMemberResponse__Output>): grpc.ClientUnaryCall;
  addWorkspaceMember(argument: _openshell_v1_AddWorkspaceMemberRequest, callback: grpc.requestCallback<_openshell_v1_AddWorkspaceMemberResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Approves the listed chunks (each with its review token) in one revision, skipping flagged ones unless asked.
   */
  ApproveAllDraftChunks(argument: _openshell_v1_ApproveAllDraftChunksRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ApproveAllDraftChunksResponse__Output>): grpc.ClientUnaryCall;
  ApproveAllDraftChunks(argument: _openshell_v1_ApproveAllDraftChunksRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_ApproveAllDraftChunksResponse__Output>): grpc.ClientUnaryCall;
  ApproveAllDraftChunks(argument: _openshell_v1_ApproveAllDraftChunksRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ApproveAllDraftChunksResponse__Output>): grpc.ClientUnaryCall;
  ApproveAllDraftChunks(argument: _openshell_v1_ApproveAllDraftChunksRequest, callback: grpc.requestCallback<_openshell_v1_ApproveAllDraftChunksResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Approves the listed chunks (each with its review token) in one revision, skipping flagged ones unless asked.
   */
  approveAllDraftChunks(argument: _openshell_v1_ApproveAllDraftChunksRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ApproveAllDraftChunksResponse__Output>): grpc.ClientUnaryCall;
  approveAllDraftChunks(argument: _openshell_v1_ApproveAllDraftChunksRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_ApproveAllDraftChunksResponse__Output>): grpc.ClientUnaryCall;
  approveAllDraftChunks(argument: _openshell_v1_ApproveAllDraftChunksRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ApproveAllDraftChunksResponse__Output>): grpc.ClientUnaryCall;
  approveAllDraftChunks(argument: _openshell_v1_ApproveAllDraftChunksRequest, callback: grpc.requestCallback<_openshell_v1_ApproveAllDraftChunksResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Merges a chunk into a new policy revision; the review token must still match the live inputs.
   */
  ApproveDraftChunk(argument: _openshell_v1_ApproveDraftChunkRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ApproveDraftChunkResponse__Output>): grpc.ClientUnaryCall;
  ApproveDraftChunk(argument: _openshell_v1_ApproveDraftChunkRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_ApproveDraftChunkResponse__Output>): grpc.ClientUnaryCall;
  ApproveDraftChunk(argument: _openshell_v1_ApproveDraftChunkRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ApproveDraftChunkResponse__Output>): grpc.ClientUnaryCall;
  ApproveDraftChunk(argument: _openshell_v1_ApproveDraftChunkRequest, callback: grpc.requestCallback<_openshell_v1_ApproveDraftChunkResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Merges a chunk into a new policy revision; the review token must still match the live inputs.
   */
  approveDraftChunk(argument: _openshell_v1_ApproveDraftChunkRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ApproveDraftChunkResponse__Output>): grpc.ClientUnaryCall;
  approveDraftChunk(argument: _openshell_v1_ApproveDraftChunkRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_ApproveDraftChunkResponse__Output>): grpc.ClientUnaryCall;
  approveDraftChunk(argument: _openshell_v1_ApproveDraftChunkRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ApproveDraftChunkResponse__Output>): grpc.ClientUnaryCall;
  approveDraftChunk(argument: _openshell_v1_ApproveDraftChunkRequest, callback: grpc.requestCallback<_openshell_v1_ApproveDraftChunkResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Attaches a provider to a sandbox and answers with a receipt; the credentials are in place once the receipt
   * reports READY.
   */
  AttachSandboxProvider(argument: _openshell_v1_AttachSandboxProviderRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_AttachSandboxProviderResponse__Output>): grpc.ClientUnaryCall;
  AttachSandboxProvider(argument: _openshell_v1_AttachSandboxProviderRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_AttachSandboxProviderResponse__Output>): grpc.ClientUnaryCall;
  AttachSandboxProvider(argument: _openshell_v1_AttachSandboxProviderRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_AttachSandboxProviderResponse__Output>): grpc.ClientUnaryCall;
  AttachSandboxProvider(argument: _openshell_v1_AttachSandboxProviderRequest, callback: grpc.requestCallback<_openshell_v1_AttachSandboxProviderResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Attaches a provider to a sandbox and answers with a receipt; the credentials are in place once the receipt
   * reports READY.
   */
  attachSandboxProvider(argument: _openshell_v1_AttachSandboxProviderRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_AttachSandboxProviderResponse__Output>): grpc.ClientUnaryCall;
  attachSandboxProvider(argument: _openshell_v1_AttachSandboxProviderRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_AttachSandboxProviderResponse__Output>): grpc.ClientUnaryCall;
  attachSandboxProvider(argument: _openshell_v1_AttachSandboxProviderRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_AttachSandboxProviderResponse__Output>): grpc.ClientUnaryCall;
  attachSandboxProvider(argument: _openshell_v1_AttachSandboxProviderRequest, callback: grpc.requestCallback<_openshell_v1_AttachSandboxProviderResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Reserves a single-use staging slot for a local rootfs tar archive; only a client sharing the gateway's
   * filesystem can use it.
   */
  BeginRootfsTarStaging(argument: _openshell_v1_BeginRootfsTarStagingRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_BeginRootfsTarStagingResponse__Output>): grpc.ClientUnaryCall;
  BeginRootfsTarStaging(argument: _openshell_v1_BeginRootfsTarStagingRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_BeginRootfsTarStagingResponse__Output>): grpc.ClientUnaryCall;
  BeginRootfsTarStaging(argument: _openshell_v1_BeginRootfsTarStagingRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_BeginRootfsTarStagingResponse__Output>): grpc.ClientUnaryCall;
  BeginRootfsTarStaging(argument: _openshell_v1_BeginRootfsTarStagingRequest, callback: grpc.requestCallback<_openshell_v1_BeginRootfsTarStagingResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Reserves a single-use staging slot for a local rootfs tar archive; only a client sharing the gateway's
   * filesystem can use it.
   */
  beginRootfsTarStaging(argument: _openshell_v1_BeginRootfsTarStagingRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_BeginRootfsTarStagingResponse__Output>): grpc.ClientUnaryCall;
  beginRootfsTarStaging(argument: _openshell_v1_BeginRootfsTarStagingRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_BeginRootfsTarStagingResponse__Output>): grpc.ClientUnaryCall;
  beginRootfsTarStaging(argument: _openshell_v1_BeginRootfsTarStagingRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_BeginRootfsTarStagingResponse__Output>): grpc.ClientUnaryCall;
  beginRootfsTarStaging(argument: _openshell_v1_BeginRootfsTarStagingRequest, callback: grpc.requestCallback<_openshell_v1_BeginRootfsTarStagingResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Deletes every pending chunk of a sandbox.
   */
  ClearDraftChunks(argument: _openshell_v1_ClearDraftChunksRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ClearDraftChunksResponse__Output>): grpc.ClientUnaryCall;
  ClearDraftChunks(argument: _openshell_v1_ClearDraftChunksRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_ClearDraftChunksResponse__Output>): grpc.ClientUnaryCall;
  ClearDraftChunks(argument: _openshell_v1_ClearDraftChunksRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ClearDraftChunksResponse__Output>): grpc.ClientUnaryCall;
  ClearDraftChunks(argument: _openshell_v1_ClearDraftChunksRequest, callback: grpc.requestCallback<_openshell_v1_ClearDraftChunksResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Deletes every pending chunk of a sandbox.
   */
  clearDraftChunks(argument: _openshell_v1_ClearDraftChunksRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ClearDraftChunksResponse__Output>): grpc.ClientUnaryCall;
  clearDraftChunks(argument: _openshell_v1_ClearDraftChunksRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_ClearDraftChunksResponse__Output>): grpc.ClientUnaryCall;
  clearDraftChunks(argument: _openshell_v1_ClearDraftChunksRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ClearDraftChunksResponse__Output>): grpc.ClientUnaryCall;
  clearDraftChunks(argument: _openshell_v1_ClearDraftChunksRequest, callback: grpc.requestCallback<_openshell_v1_ClearDraftChunksResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Stores the gateway-owned refresh material (and strategy) for one credential.
   */
  ConfigureProviderRefresh(argument: _openshell_v1_ConfigureProviderRefreshRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ConfigureProviderRefreshResponse__Output>): grpc.ClientUnaryCall;
  ConfigureProviderRefresh(argument: _openshell_v1_ConfigureProviderRefreshRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_ConfigureProviderRefreshResponse__Output>): grpc.ClientUnaryCall;
  ConfigureProviderRefresh(argument: _openshell_v1_ConfigureProviderRefreshRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ConfigureProviderRefreshResponse__Output>): grpc.ClientUnaryCall;
  ConfigureProviderRefresh(argument: _openshell_v1_ConfigureProviderRefreshRequest, callback: grpc.requestCallback<_openshell_v1_ConfigureProviderRefreshResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Stores the gateway-owned refresh material (and strategy) for one credential.
   */
  configureProviderRefresh(argument: _openshell_v1_ConfigureProviderRefreshRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ConfigureProviderRefreshResponse__Output>): grpc.ClientUnaryCall;
  configureProviderRefresh(argument: _openshell_v1_ConfigureProviderRefreshRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_ConfigureProviderRefreshResponse__Output>): grpc.ClientUnaryCall;
  configureProviderRefresh(argument: _openshell_v1_ConfigureProviderRefreshRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ConfigureProviderRefreshResponse__Output>): grpc.ClientUnaryCall;
  configureProviderRefresh(argument: _openshell_v1_ConfigureProviderRefreshRequest, callback: grpc.requestCallback<_openshell_v1_ConfigureProviderRefreshResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * The long-lived session over which the gateway asks for relay channels.
   */
  ConnectSupervisor(metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientDuplexStream<_openshell_v1_SupervisorMessage, _openshell_v1_GatewayMessage__Output>;
  ConnectSupervisor(options?: grpc.CallOptions): grpc.ClientDuplexStream<_openshell_v1_SupervisorMessage, _openshell_v1_GatewayMessage__Output>;
  /**
   * The long-lived session over which the gateway asks for relay channels.
   */
  connectSupervisor(metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientDuplexStream<_openshell_v1_SupervisorMessage, _openshell_v1_GatewayMessage__Output>;
  connectSupervisor(options?: grpc.CallOptions): grpc.ClientDuplexStream<_openshell_v1_SupervisorMessage, _openshell_v1_GatewayMessage__Output>;
  
  /**
   * --- provider ---
   * Stores a credential provider; its type must name an imported provider profile exactly. Credentials come back
   * redacted.
   */
  CreateProvider(argument: _openshell_v1_CreateProviderRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ProviderResponse__Output>): grpc.ClientUnaryCall;
  CreateProvider(argument: _openshell_v1_CreateProviderRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_ProviderResponse__Output>): grpc.ClientUnaryCall;
  CreateProvider(argument: _openshell_v1_CreateProviderRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ProviderResponse__Output>): grpc.ClientUnaryCall;
  CreateProvider(argument: _openshell_v1_CreateProviderRequest, callback: grpc.requestCallback<_openshell_v1_ProviderResponse__Output>): grpc.ClientUnaryCall;
  /**
   * --- provider ---
   * Stores a credential provider; its type must name an imported provider profile exactly. Credentials come back
   * redacted.
   */
  createProvider(argument: _openshell_v1_CreateProviderRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ProviderResponse__Output>): grpc.ClientUnaryCall;
  createProvider(argument: _openshell_v1_CreateProviderRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_ProviderResponse__Output>): grpc.ClientUnaryCall;
  createProvider(argument: _openshell_v1_CreateProviderRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ProviderResponse__Output>): grpc.ClientUnaryCall;
  createProvider(argument: _openshell_v1_CreateProviderRequest, callback: grpc.requestCallback<_openshell_v1_ProviderResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * --- sandbox ---
   * Creates a sandbox by name in one named workspace and returns at once in PROVISIONING. Can start from a gateway
   * template (workload_template) and expose services in the same call.
   */
  CreateSandbox(argument: _openshell_v1_CreateSandboxRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_SandboxResponse__Output>): grpc.ClientUnaryCall;
  CreateSandbox(argument: _openshell_v1_CreateSandboxRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_SandboxResponse__Output>): grpc.ClientUnaryCall;
  CreateSandbox(argument: _openshell_v1_CreateSandboxRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_SandboxResponse__Output>): grpc.ClientUnaryCall;
  CreateSandbox(argument: _openshell_v1_CreateSandboxRequest, callback: grpc.requestCallback<_openshell_v1_SandboxResponse__Output>): grpc.ClientUnaryCall;
  /**
   * --- sandbox ---
   * Creates a sandbox by name in one named workspace and returns at once in PROVISIONING. Can start from a gateway
   * template (workload_template) and expose services in the same call.
   */
  createSandbox(argument: _openshell_v1_CreateSandboxRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_SandboxResponse__Output>): grpc.ClientUnaryCall;
  createSandbox(argument: _openshell_v1_CreateSandboxRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_SandboxResponse__Output>): grpc.ClientUnaryCall;
  createSandbox(argument: _openshell_v1_CreateSandboxRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_SandboxResponse__Output>): grpc.ClientUnaryCall;
  createSandbox(argument: _openshell_v1_CreateSandboxRequest, callback: grpc.requestCallback<_openshell_v1_SandboxResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * --- sandbox templates (reusable, stored on the gateway) ---
   * Stores a named workload template in a workspace. Workspace admins only.
   */
  CreateSandboxTemplate(argument: _openshell_v1_CreateSandboxTemplateRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_SandboxTemplateResponse__Output>): grpc.ClientUnaryCall;
  CreateSandboxTemplate(argument: _openshell_v1_CreateSandboxTemplateRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_SandboxTemplateResponse__Output>): grpc.ClientUnaryCall;
  CreateSandboxTemplate(argument: _openshell_v1_CreateSandboxTemplateRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_SandboxTemplateResponse__Output>): grpc.ClientUnaryCall;
  CreateSandboxTemplate(argument: _openshell_v1_CreateSandboxTemplateRequest, callback: grpc.requestCallback<_openshell_v1_SandboxTemplateResponse__Output>): grpc.ClientUnaryCall;
  /**
   * --- sandbox templates (reusable, stored on the gateway) ---
   * Stores a named workload template in a workspace. Workspace admins only.
   */
  createSandboxTemplate(argument: _openshell_v1_CreateSandboxTemplateRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_SandboxTemplateResponse__Output>): grpc.ClientUnaryCall;
  createSandboxTemplate(argument: _openshell_v1_CreateSandboxTemplateRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_SandboxTemplateResponse__Output>): grpc.ClientUnaryCall;
  createSandboxTemplate(argument: _openshell_v1_CreateSandboxTemplateRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_SandboxTemplateResponse__Output>): grpc.ClientUnaryCall;
  createSandboxTemplate(argument: _openshell_v1_CreateSandboxTemplateRequest, callback: grpc.requestCallback<_openshell_v1_SandboxTemplateResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * --- SSH, exec and forwarding ---
   * Mints a short-lived SSH relay token for a sandbox, addressed by name.
   */
  CreateSshSession(argument: _openshell_v1_CreateSshSessionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_CreateSshSessionResponse__Output>): grpc.ClientUnaryCall;
  CreateSshSession(argument: _openshell_v1_CreateSshSessionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_CreateSshSessionResponse__Output>): grpc.ClientUnaryCall;
  CreateSshSession(argument: _openshell_v1_CreateSshSessionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_CreateSshSessionResponse__Output>): grpc.ClientUnaryCall;
  CreateSshSession(argument: _openshell_v1_CreateSshSessionRequest, callback: grpc.requestCallback<_openshell_v1_CreateSshSessionResponse__Output>): grpc.ClientUnaryCall;
  /**
   * --- SSH, exec and forwarding ---
   * Mints a short-lived SSH relay token for a sandbox, addressed by name.
   */
  createSshSession(argument: _openshell_v1_CreateSshSessionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_CreateSshSessionResponse__Output>): grpc.ClientUnaryCall;
  createSshSession(argument: _openshell_v1_CreateSshSessionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_CreateSshSessionResponse__Output>): grpc.ClientUnaryCall;
  createSshSession(argument: _openshell_v1_CreateSshSessionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_CreateSshSessionResponse__Output>): grpc.ClientUnaryCall;
  createSshSession(argument: _openshell_v1_CreateSshSessionRequest, callback: grpc.requestCallback<_openshell_v1_CreateSshSessionResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * --- workspaces ---
   * Creates a workspace. Platform admins only.
   */
  CreateWorkspace(argument: _openshell_v1_CreateWorkspaceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_CreateWorkspaceResponse__Output>): grpc.ClientUnaryCall;
  CreateWorkspace(argument: _openshell_v1_CreateWorkspaceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_CreateWorkspaceResponse__Output>): grpc.ClientUnaryCall;
  CreateWorkspace(argument: _openshell_v1_CreateWorkspaceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_CreateWorkspaceResponse__Output>): grpc.ClientUnaryCall;
  CreateWorkspace(argument: _openshell_v1_CreateWorkspaceRequest, callback: grpc.requestCallback<_openshell_v1_CreateWorkspaceResponse__Output>): grpc.ClientUnaryCall;
  /**
   * --- workspaces ---
   * Creates a workspace. Platform admins only.
   */
  createWorkspace(argument: _openshell_v1_CreateWorkspaceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_CreateWorkspaceResponse__Output>): grpc.ClientUnaryCall;
  createWorkspace(argument: _openshell_v1_CreateWorkspaceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_CreateWorkspaceResponse__Output>): grpc.ClientUnaryCall;
  createWorkspace(argument: _openshell_v1_CreateWorkspaceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_CreateWorkspaceResponse__Output>): grpc.ClientUnaryCall;
  createWorkspace(argument: _openshell_v1_CreateWorkspaceRequest, callback: grpc.requestCallback<_openshell_v1_CreateWorkspaceResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Deletes a provider. A provider still attached to a sandbox is refused.
   */
  DeleteProvider(argument: _openshell_v1_DeleteProviderRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_DeleteProviderResponse__Output>): grpc.ClientUnaryCall;
  DeleteProvider(argument: _openshell_v1_DeleteProviderRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_DeleteProviderResponse__Output>): grpc.ClientUnaryCall;
  DeleteProvider(argument: _openshell_v1_DeleteProviderRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_DeleteProviderResponse__Output>): grpc.ClientUnaryCall;
  DeleteProvider(argument: _openshell_v1_DeleteProviderRequest, callback: grpc.requestCallback<_openshell_v1_DeleteProviderResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Deletes a provider. A provider still attached to a sandbox is refused.
   */
  deleteProvider(argument: _openshell_v1_DeleteProviderRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_DeleteProviderResponse__Output>): grpc.ClientUnaryCall;
  deleteProvider(argument: _openshell_v1_DeleteProviderRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_DeleteProviderResponse__Output>): grpc.ClientUnaryCall;
  deleteProvider(argument: _openshell_v1_DeleteProviderRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_DeleteProviderResponse__Output>): grpc.ClientUnaryCall;
  deleteProvider(argument: _openshell_v1_DeleteProviderRequest, callback: grpc.requestCallback<_openshell_v1_DeleteProviderResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Deletes an imported provider profile by id.
   */
  DeleteProviderProfile(argument: _openshell_v1_DeleteProviderProfileRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_DeleteProviderProfileResponse__Output>): grpc.ClientUnaryCall;
  DeleteProviderProfile(argument: _openshell_v1_DeleteProviderProfileRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_DeleteProviderProfileResponse__Output>): grpc.ClientUnaryCall;
  DeleteProviderProfile(argument: _openshell_v1_DeleteProviderProfileRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_DeleteProviderProfileResponse__Output>): grpc.ClientUnaryCall;
  DeleteProviderProfile(argument: _openshell_v1_DeleteProviderProfileRequest, callback: grpc.requestCallback<_openshell_v1_DeleteProviderProfileResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Deletes an imported provider profile by id.
   */
  deleteProviderProfile(argument: _openshell_v1_DeleteProviderProfileRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_DeleteProviderProfileResponse__Output>): grpc.ClientUnaryCall;
  deleteProviderProfile(argument: _openshell_v1_DeleteProviderProfileRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_DeleteProviderProfileResponse__Output>): grpc.ClientUnaryCall;
  deleteProviderProfile(argument: _openshell_v1_DeleteProviderProfileRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_DeleteProviderProfileResponse__Output>): grpc.ClientUnaryCall;
  deleteProviderProfile(argument: _openshell_v1_DeleteProviderProfileRequest, callback: grpc.requestCallback<_openshell_v1_DeleteProviderProfileResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Removes the refresh configuration of one credential.
   */
  DeleteProviderRefresh(argument: _openshell_v1_DeleteProviderRefreshRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_DeleteProviderRefreshResponse__Output>): grpc.ClientUnaryCall;
  DeleteProviderRefresh(argument: _openshell_v1_DeleteProviderRefreshRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_DeleteProviderRefreshResponse__Output>): grpc.ClientUnaryCall;
  DeleteProviderRefresh(argument: _openshell_v1_DeleteProviderRefreshRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_DeleteProviderRefreshResponse__Output>): grpc.ClientUnaryCall;
  DeleteProviderRefresh(argument: _openshell_v1_DeleteProviderRefreshRequest, callback: grpc.requestCallback<_openshell_v1_DeleteProviderRefreshResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Removes the refresh configuration of one credential.
   */
  deleteProviderRefresh(argument: _openshell_v1_DeleteProviderRefreshRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_DeleteProviderRefreshResponse__Output>): grpc.ClientUnaryCall;
  deleteProviderRefresh(argument: _openshell_v1_DeleteProviderRefreshRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_DeleteProviderRefreshResponse__Output>): grpc.ClientUnaryCall;
  deleteProviderRefresh(argument: _openshell_v1_DeleteProviderRefreshRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_DeleteProviderRefreshResponse__Output>): grpc.ClientUnaryCall;
  deleteProviderRefresh(argument: _openshell_v1_DeleteProviderRefreshRequest, callback: grpc.requestCallback<_openshell_v1_DeleteProviderRefreshResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Starts deleting a sandbox: normally answers ACCEPTED while the record lingers in DELETING until gone.
   */
  DeleteSandbox(argument: _openshell_v1_DeleteSandboxRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_DeleteSandboxResponse__Output>): grpc.ClientUnaryCall;
  DeleteSandbox(argument: _openshell_v1_DeleteSandboxRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_DeleteSandboxResponse__Output>): grpc.ClientUnaryCall;
  DeleteSandbox(argument: _openshell_v1_DeleteSandboxRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_DeleteSandboxResponse__Output>): grpc.ClientUnaryCall;
  DeleteSandbox(argument: _openshell_v1_DeleteSandboxRequest, callback: grpc.requestCallback<_openshell_v1_DeleteSandboxResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Starts deleting a sandbox: normally answers ACCEPTED while the record lingers in DELETING until gone.
   */
  deleteSandbox(argument: _openshell_v1_DeleteSandboxRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_DeleteSandboxResponse__Output>): grpc.ClientUnaryCall;
  deleteSandbox(argument: _openshell_v1_DeleteSandboxRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_DeleteSandboxResponse__Output>): grpc.ClientUnaryCall;
  deleteSandbox(argument: _openshell_v1_DeleteSandboxRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_DeleteSandboxResponse__Output>): grpc.ClientUnaryCall;
  deleteSandbox(argument: _openshell_v1_DeleteSandboxRequest, callback: grpc.requestCallback<_openshell_v1_DeleteSandboxResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Deletes a workload template by name. Workspace admins only.
   */
  DeleteSandboxTemplate(argument: _openshell_v1_DeleteSandboxTemplateRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_DeleteSandboxTemplateResponse__Output>): grpc.ClientUnaryCall;
  DeleteSandboxTemplate(argument: _openshell_v1_DeleteSandboxTemplateRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_DeleteSandboxTemplateResponse__Output>): grpc.ClientUnaryCall;
  DeleteSandboxTemplate(argument: _openshell_v1_DeleteSandboxTemplateRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_DeleteSandboxTemplateResponse__Output>): grpc.ClientUnaryCall;
  DeleteSandboxTemplate(argument: _openshell_v1_DeleteSandboxTemplateRequest, callback: grpc.requestCallback<_openshell_v1_DeleteSandboxTemplateResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Deletes a workload template by name. Workspace admins only.
   */
  deleteSandboxTemplate(argument: _openshell_v1_DeleteSandboxTemplateRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_DeleteSandboxTemplateResponse__Output>): grpc.ClientUnaryCall;
  deleteSandboxTemplate(argument: _openshell_v1_DeleteSandboxTemplateRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_DeleteSandboxTemplateResponse__Output>): grpc.ClientUnaryCall;
  deleteSandboxTemplate(argument: _openshell_v1_DeleteSandboxTemplateRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_DeleteSandboxTemplateResponse__Output>): grpc.ClientUnaryCall;
  deleteSandboxTemplate(argument: _openshell_v1_DeleteSandboxTemplateRequest, callback: grpc.requestCallback<_openshell_v1_DeleteSandboxTemplateResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Removes one service endpoint.
   */
  DeleteService(argument: _openshell_v1_DeleteServiceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_DeleteServiceResponse__Output>): grpc.ClientUnaryCall;
  DeleteService(argument: _openshell_v1_DeleteServiceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_DeleteServiceResponse__Output>): grpc.ClientUnaryCall;
  DeleteService(argument: _openshell_v1_DeleteServiceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_DeleteServiceResponse__Output>): grpc.ClientUnaryCall;
  DeleteService(argument: _openshell_v1_DeleteServiceRequest, callback: grpc.requestCallback<_openshell_v1_DeleteServiceResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Removes one service endpoint.
   */
  deleteService(argument: _openshell_v1_DeleteServiceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_DeleteServiceResponse__Output>): grpc.ClientUnaryCall;
  deleteService(argument: _openshell_v1_DeleteServiceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_DeleteServiceResponse__Output>): grpc.ClientUnaryCall;
  deleteService(argument: _openshell_v1_DeleteServiceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_DeleteServiceResponse__Output>): grpc.ClientUnaryCall;
  deleteService(argument: _openshell_v1_DeleteServiceRequest, callback: grpc.requestCallback<_openshell_v1_DeleteServiceResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Deletes a workspace. Platform admins only.
   */
  DeleteWorkspace(argument: _openshell_v1_DeleteWorkspaceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_DeleteWorkspaceResponse__Output>): grpc.ClientUnaryCall;
  DeleteWorkspace(argument: _openshell_v1_DeleteWorkspaceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_DeleteWorkspaceResponse__Output>): grpc.ClientUnaryCall;
  DeleteWorkspace(argument: _openshell_v1_DeleteWorkspaceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_DeleteWorkspaceResponse__Output>): grpc.ClientUnaryCall;
  DeleteWorkspace(argument: _openshell_v1_DeleteWorkspaceRequest, callback: grpc.requestCallback<_openshell_v1_DeleteWorkspaceResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Deletes a workspace. Platform admins only.
   */
  deleteWorkspace(argument: _openshell_v1_DeleteWorkspaceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_DeleteWorkspaceResponse__Output>): grpc.ClientUnaryCall;
  deleteWorkspace(argument: _openshell_v1_DeleteWorkspaceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_DeleteWorkspaceResponse__Output>): grpc.ClientUnaryCall;
  deleteWorkspace(argument: _openshell_v1_DeleteWorkspaceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_DeleteWorkspaceResponse__Output>): grpc.ClientUnaryCall;
  deleteWorkspace(argument: _openshell_v1_DeleteWorkspaceRequest, callback: grpc.requestCallback<_openshell_v1_DeleteWorkspaceResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Detaches a provider from a sandbox and answers with a receipt; the credentials are gone only once the receipt
   * reports REVOKED (seconds later).
   */
  DetachSandboxProvider(argument: _openshell_v1_DetachSandboxProviderRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_DetachSandboxProviderResponse__Output>): grpc.ClientUnaryCall;
  DetachSandboxProvider(argument: _openshell_v1_DetachSandboxProviderRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_DetachSandboxProviderResponse__Output>): grpc.ClientUnaryCall;
  DetachSandboxProvider(argument: _openshell_v1_DetachSandboxProviderRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_DetachSandboxProviderResponse__Output>): grpc.ClientUnaryCall;
  DetachSandboxProvider(argument: _openshell_v1_DetachSandboxProviderRequest, callback: grpc.requestCallback<_openshell_v1_DetachSandboxProviderResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Detaches a provider from a sandbox and answers with a receipt; the credentials are gone only once the receipt
   * reports REVOKED (seconds later).
   */
  detachSandboxProvider(argument: _openshell_v1_DetachSandboxProviderRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_DetachSandboxProviderResponse__Output>): grpc.ClientUnaryCall;
  detachSandboxProvider(argument: _openshell_v1_DetachSandboxProviderRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_DetachSandboxProviderResponse__Output>): grpc.ClientUnaryCall;
  detachSandboxProvider(argument: _openshell_v1_DetachSandboxProviderRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_DetachSandboxProviderResponse__Output>): grpc.ClientUnaryCall;
  detachSandboxProvider(argument: _openshell_v1_DetachSandboxProviderRequest, callback: grpc.requestCallback<_openshell_v1_DetachSandboxProviderResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Replaces the proposed rule of a pending chunk; it stays pending with a new review token.
   */
  EditDraftChunk(argument: _openshell_v1_EditDraftChunkRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_EditDraftChunkResponse__Output>): grpc.ClientUnaryCall;
  EditDraftChunk(argument: _openshell_v1_EditDraftChunkRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_EditDraftChunkResponse__Output>): grpc.ClientUnaryCall;
  EditDraftChunk(argument: _openshell_v1_EditDraftChunkRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_EditDraftChunkResponse__Output>): grpc.ClientUnaryCall;
  EditDraftChunk(argument: _openshell_v1_EditDraftChunkRequest, callback: grpc.requestCallback<_openshell_v1_EditDraftChunkResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Replaces the proposed rule of a pending chunk; it stays pending with a new review token.
   */
  editDraftChunk(argument: _openshell_v1_EditDraftChunkRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_EditDraftChunkResponse__Output>): grpc.ClientUnaryCall;
  editDraftChunk(argument: _openshell_v1_EditDraftChunkRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_EditDraftChunkResponse__Output>): grpc.ClientUnaryCall;
  editDraftChunk(argument: _openshell_v1_EditDraftChunkRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_EditDraftChunkResponse__Output>): grpc.ClientUnaryCall;
  editDraftChunk(argument: _openshell_v1_EditDraftChunkRequest, callback: grpc.requestCallback<_openshell_v1_EditDraftChunkResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Exchanges a stored subject token for one scoped to the supervisor's SPIFFE identity.
   */
  ExchangeProviderSubjectToken(argument: _openshell_v1_ExchangeProviderSubjectTokenRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ExchangeProviderSubjectTokenResponse__Output>): grpc.ClientUnaryCall;
  ExchangeProviderSubjectToken(argument: _openshell_v1_ExchangeProviderSubjectTokenRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_ExchangeProviderSubjectTokenResponse__Output>): grpc.ClientUnaryCall;
  ExchangeProviderSubjectToken(argument: _openshell_v1_ExchangeProviderSubjectTokenRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ExchangeProviderSubjectTokenResponse__Output>): grpc.ClientUnaryCall;
  ExchangeProviderSubjectToken(argument: _openshell_v1_ExchangeProviderSubjectTokenRequest, callback: grpc.requestCallback<_openshell_v1_ExchangeProviderSubjectTokenResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Exchanges a stored subject token for one scoped to the supervisor's SPIFFE identity.
   */
  exchangeProviderSubjectToken(argument: _openshell_v1_ExchangeProviderSubjectTokenRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ExchangeProviderSubjectTokenResponse__Output>): grpc.ClientUnaryCall;
  exchangeProviderSubjectToken(argument: _openshell_v1_ExchangeProviderSubjectTokenRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_ExchangeProviderSubjectTokenResponse__Output>): grpc.ClientUnaryCall;
  exchangeProviderSubjectToken(argument: _openshell_v1_ExchangeProviderSubjectTokenRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ExchangeProviderSubjectTokenResponse__Output>): grpc.ClientUnaryCall;
  exchangeProviderSubjectToken(argument: _openshell_v1_ExchangeProviderSubjectTokenRequest, callback: grpc.requestCallback<_openshell_v1_ExchangeProviderSubjectTokenResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Runs a command in a sandbox (by name): stdout/stderr chunks, then exactly one exit event. execution_timeout
   * ends the command with exit code 124.
   */
  ExecSandbox(argument: _openshell_v1_ExecSandboxRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_openshell_v1_ExecSandboxEvent__Output>;
  ExecSandbox(argument: _openshell_v1_ExecSandboxRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_openshell_v1_ExecSandboxEvent__Output>;
  /**
   * Runs a command in a sandbox (by name): stdout/stderr chunks, then exactly one exit event. execution_timeout
   * ends the command with exit code 124.
   */
  execSandbox(argument: _openshell_v1_ExecSandboxRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_openshell_v1_ExecSandboxEvent__Output>;
  execSandbox(argument: _openshell_v1_ExecSandboxRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_openshell_v1_ExecSandboxEvent__Output>;
  
  /**
   * Interactive exec: the first message carries the ExecSandboxRequest, later ones stdin bytes or window resizes.
   */
  ExecSandboxInteractive(metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientDuplexStream<_openshell_v1_ExecSandboxInput, _openshell_v1_ExecSandboxEvent__Output>;
  ExecSandboxInteractive(options?: grpc.CallOptions): grpc.ClientDuplexStream<_openshell_v1_ExecSandboxInput, _openshell_v1_ExecSandboxEvent__Output>;
  /**
   * Interactive exec: the first message carries the ExecSandboxRequest, later ones stdin bytes or window resizes.
   */
  execSandboxInteractive(metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientDuplexStream<_openshell_v1_ExecSandboxInput, _openshell_v1_ExecSandboxEvent__Output>;
  execSandboxInteractive(options?: grpc.CallOptions): grpc.ClientDuplexStream<_openshell_v1_ExecSandboxInput, _openshell_v1_ExecSandboxEvent__Output>;
  
  /**
   * --- services (HTTP services inside a sandbox, routed by the gateway) ---
   * Creates or updates a routed endpoint for a loopback port inside a sandbox.
   */
  ExposeService(argument: _openshell_v1_ExposeServiceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ServiceEndpointResponse__Output>): grpc.ClientUnaryCall;
  ExposeService(argument: _openshell_v1_ExposeServiceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_ServiceEndpointResponse__Output>): grpc.ClientUnaryCall;
  ExposeService(argument: _openshell_v1_ExposeServiceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ServiceEndpointResponse__Output>): grpc.ClientUnaryCall;
  ExposeService(argument: _openshell_v1_ExposeServiceRequest, callback: grpc.requestCallback<_openshell_v1_ServiceEndpointResponse__Output>): grpc.ClientUnaryCall;
  /**
   * --- services (HTTP services inside a sandbox, routed by the gateway) ---
   * Creates or updates a routed endpoint for a loopback port inside a sandbox.
   */
  exposeService(argument: _openshell_v1_ExposeServiceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ServiceEndpointResponse__Output>): grpc.ClientUnaryCall;
  exposeService(argument: _openshell_v1_ExposeServiceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_ServiceEndpointResponse__Output>): grpc.ClientUnaryCall;
  exposeService(argument: _openshell_v1_ExposeServiceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ServiceEndpointResponse__Output>): grpc.ClientUnaryCall;
  exposeService(argument: _openshell_v1_ExposeServiceRequest, callback: grpc.requestCallback<_openshell_v1_ServiceEndpointResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Confirms that foreground terminal delivery finished, which permits cleanup.
   */
  FinalizeMainProcessExit(argument: _openshell_v1_FinalizeMainProcessExitRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_FinalizeMainProcessExitResponse__Output>): grpc.ClientUnaryCall;
  FinalizeMainProcessExit(argument: _openshell_v1_FinalizeMainProcessExitRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_FinalizeMainProcessExitResponse__Output>): grpc.ClientUnaryCall;
  FinalizeMainProcessExit(argument: _openshell_v1_FinalizeMainProcessExitRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_FinalizeMainProcessExitResponse__Output>): grpc.ClientUnaryCall;
  FinalizeMainProcessExit(argument: _openshell_v1_FinalizeMainProcessExitRequest, callback: grpc.requestCallback<_openshell_v1_FinalizeMainProcessExitResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Confirms that foreground terminal delivery finished, which permits cleanup.
   */
  finalizeMainProcessExit(argument: _openshell_v1_FinalizeMainProcessExitRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_FinalizeMainProcessExitResponse__Output>): grpc.ClientUnaryCall;
  finalizeMainProcessExit(argument: _openshell_v1_FinalizeMainProcessExitRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_FinalizeMainProcessExitResponse__Output>): grpc.ClientUnaryCall;
  finalizeMainProcessExit(argument: _openshell_v1_FinalizeMainProcessExitRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_FinalizeMainProcessExitResponse__Output>): grpc.ClientUnaryCall;
  finalizeMainProcessExit(argument: _openshell_v1_FinalizeMainProcessExitRequest, callback: grpc.requestCallback<_openshell_v1_FinalizeMainProcessExitResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Forwards one client TCP connection to a loopback target (or SSH) inside a sandbox; the first frame says where.
   */
  ForwardTcp(metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientDuplexStream<_openshell_v1_TcpForwardFrame, _openshell_v1_TcpForwardFrame__Output>;
  ForwardTcp(options?: grpc.CallOptions): grpc.ClientDuplexStream<_openshell_v1_TcpForwardFrame, _openshell_v1_TcpForwardFrame__Output>;
  /**
   * Forwards one client TCP connection to a loopback target (or SSH) inside a sandbox; the first frame says where.
   */
  forwardTcp(metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientDuplexStream<_openshell_v1_TcpForwardFrame, _openshell_v1_TcpForwardFrame__Output>;
  forwardTcp(options?: grpc.CallOptions): grpc.ClientDuplexStream<_openshell_v1_TcpForwardFrame, _openshell_v1_TcpForwardFrame__Output>;
  
  /**
   * Who the gateway thinks the caller is (subject, roles, scopes).
   */
  GetCurrentUser(argument: _openshell_v1_GetCurrentUserRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_GetCurrentUserResponse__Output>): grpc.ClientUnaryCall;
  GetCurrentUser(argument: _openshell_v1_GetCurrentUserRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_GetCurrentUserResponse__Output>): grpc.ClientUnaryCall;
  GetCurrentUser(argument: _openshell_v1_GetCurrentUserRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_GetCurrentUserResponse__Output>): grpc.ClientUnaryCall;
  GetCurrentUser(argument: _openshell_v1_GetCurrentUserRequest, callback: grpc.requestCallback<_openshell_v1_GetCurrentUserResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Who the gateway thinks the caller is (subject, roles, scopes).
   */
  getCurrentUser(argument: _openshell_v1_GetCurrentUserRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_GetCurrentUserResponse__Output>): grpc.ClientUnaryCall;
  getCurrentUser(argument: _openshell_v1_GetCurrentUserRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_GetCurrentUserResponse__Output>): grpc.ClientUnaryCall;
  getCurrentUser(argument: _openshell_v1_GetCurrentUserRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_GetCurrentUserResponse__Output>): grpc.ClientUnaryCall;
  getCurrentUser(argument: _openshell_v1_GetCurrentUserRequest, callback: grpc.requestCallback<_openshell_v1_GetCurrentUserResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * A timeline of draft decisions.
   */
  GetDraftHistory(argument: _openshell_v1_GetDraftHistoryRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_GetDraftHistoryResponse__Output>): grpc.ClientUnaryCall;
  GetDraftHistory(argument: _openshell_v1_GetDraftHistoryRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_GetDraftHistoryResponse__Output>): grpc.ClientUnaryCall;
  GetDraftHistory(argument: _openshell_v1_GetDraftHistoryRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_GetDraftHistoryResponse__Output>): grpc.ClientUnaryCall;
  GetDraftHistory(argument: _openshell_v1_GetDraftHistoryRequest, callback: grpc.requestCallback<_openshell_v1_GetDraftHistoryResponse__Output>): grpc.ClientUnaryCall;
  /**
   * A timeline of draft decisions.
   */
  getDraftHistory(argument: _openshell_v1_GetDraftHistoryRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_GetDraftHistoryResponse__Output>): grpc.ClientUnaryCall;
  getDraftHistory(argument: _openshell_v1_GetDraftHistoryRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_GetDraftHistoryResponse__Output>): grpc.ClientUnaryCall;
  getDraftHistory(argument: _openshell_v1_GetDraftHistoryRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_GetDraftHistoryResponse__Output>): grpc.ClientUnaryCall;
  getDraftHistory(argument: _openshell_v1_GetDraftHistoryRequest, callback: grpc.requestCallback<_openshell_v1_GetDraftHistoryResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * --- draft ---
   * Proposed rule chunks (the approval inbox), newest first.
   */
  GetDraftPolicy(argument: _openshell_v1_GetDraftPolicyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_GetDraftPolicyResponse__Output>): grpc.ClientUnaryCall;
  GetDraftPolicy(argument: _openshell_v1_GetDraftPolicyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_GetDraftPolicyResponse__Output>): grpc.ClientUnaryCall;
  GetDraftPolicy(argument: _openshell_v1_GetDraftPolicyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_GetDraftPolicyResponse__Output>): grpc.ClientUnaryCall;
  GetDraftPolicy(argument: _openshell_v1_GetDraftPolicyRequest, callback: grpc.requestCallback<_openshell_v1_GetDraftPolicyResponse__Output>): grpc.ClientUnaryCall;
  /**
   * --- draft ---
   * Proposed rule chunks (the approval inbox), newest first.
   */
  getDraftPolicy(argument: _openshell_v1_GetDraftPolicyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_GetDraftPolicyResponse__Output>): grpc.ClientUnaryCall;
  getDraftPolicy(argument: _openshell_v1_GetDraftPolicyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_GetDraftPolicyResponse__Output>): grpc.ClientUnaryCall;
  getDraftPolicy(argument: _openshell_v1_GetDraftPolicyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_GetDraftPolicyResponse__Output>): grpc.ClientUnaryCall;
  getDraftPolicy(argument: _openshell_v1_GetDraftPolicyRequest, callback: grpc.requestCallback<_openshell_v1_GetDraftPolicyResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Gateway-wide settings and their revision; any authenticated caller with config:read.
   */
  GetGatewayConfig(argument: _openshell_sandbox_v1_GetGatewayConfigRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_sandbox_v1_GetGatewayConfigResponse__Output>): grpc.ClientUnaryCall;
  GetGatewayConfig(argument: _openshell_sandbox_v1_GetGatewayConfigRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_sandbox_v1_GetGatewayConfigResponse__Output>): grpc.ClientUnaryCall;
  GetGatewayConfig(argument: _openshell_sandbox_v1_GetGatewayConfigRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_sandbox_v1_GetGatewayConfigResponse__Output>): grpc.ClientUnaryCall;
  GetGatewayConfig(argument: _openshell_sandbox_v1_GetGatewayConfigRequest, callback: grpc.requestCallback<_openshell_sandbox_v1_GetGatewayConfigResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Gateway-wide settings and their revision; any authenticated caller with config:read.
   */
  getGatewayConfig(argument: _openshell_sandbox_v1_GetGatewayConfigRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_sandbox_v1_GetGatewayConfigResponse__Output>): grpc.ClientUnaryCall;
  getGatewayConfig(argument: _openshell_sandbox_v1_GetGatewayConfigRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_sandbox_v1_GetGatewayConfigResponse__Output>): grpc.ClientUnaryCall;
  getGatewayConfig(argument: _openshell_sandbox_v1_GetGatewayConfigRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_sandbox_v1_GetGatewayConfigResponse__Output>): grpc.ClientUnaryCall;
  getGatewayConfig(argument: _openshell_sandbox_v1_GetGatewayConfigRequest, callback: grpc.requestCallback<_openshell_sandbox_v1_GetGatewayConfigResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Gateway version, compute drivers and the negotiated extensions. Platform admins only.
   */
  GetGatewayInfo(argument: _openshell_v1_GetGatewayInfoRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_GetGatewayInfoResponse__Output>): grpc.ClientUnaryCall;
  GetGatewayInfo(argument: _openshell_v1_GetGatewayInfoRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_GetGatewayInfoResponse__Output>): grpc.ClientUnaryCall;
  GetGatewayInfo(argument: _openshell_v1_GetGatewayInfoRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_GetGatewayInfoResponse__Output>): grpc.ClientUnaryCall;
  GetGatewayInfo(argument: _openshell_v1_GetGatewayInfoRequest, callback: grpc.requestCallback<_openshell_v1_GetGatewayInfoResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Gateway version, compute drivers and the negotiated extensions. Platform admins only.
   */
  getGatewayInfo(argument: _openshell_v1_GetGatewayInfoRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_GetGatewayInfoResponse__Output>): grpc.ClientUnaryCall;
  getGatewayInfo(argument: _openshell_v1_GetGatewayInfoRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_GetGatewayInfoResponse__Output>): grpc.ClientUnaryCall;
  getGatewayInfo(argument: _openshell_v1_GetGatewayInfoRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_GetGatewayInfoResponse__Output>): grpc.ClientUnaryCall;
  getGatewayInfo(argument: _openshell_v1_GetGatewayInfoRequest, callback: grpc.requestCallback<_openshell_v1_GetGatewayInfoResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * One provider by name, credentials redacted.
   */
  GetProvider(argument: _openshell_v1_GetProviderRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ProviderResponse__Output>): grpc.ClientUnaryCall;
  GetProvider(argument: _openshell_v1_GetProviderRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_ProviderResponse__Output>): grpc.ClientUnaryCall;
  GetProvider(argument: _openshell_v1_GetProviderRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ProviderResponse__Output>): grpc.ClientUnaryCall;
  GetProvider(argument: _openshell_v1_GetProviderRequest, callback: grpc.requestCallback<_openshell_v1_ProviderResponse__Output>): grpc.ClientUnaryCall;
  /**
   * One provider by name, credentials redacted.
   */
  getProvider(argument: _openshell_v1_GetProviderRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ProviderResponse__Output>): grpc.ClientUnaryCall;
  getProvider(argument: _openshell_v1_GetProviderRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_ProviderResponse__Output>): grpc.ClientUnaryCall;
  getProvider(argument: _openshell_v1_GetProviderRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ProviderResponse__Output>): grpc.ClientUnaryCall;
  getProvider(argument: _openshell_v1_GetProviderRequest, callback: grpc.requestCallback<_openshell_v1_ProviderResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * One provider profile by id.
   */
  GetProviderProfile(argument: _openshell_v1_GetProviderProfileRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ProviderProfileResponse__Output>): grpc.ClientUnaryCall;
  GetProviderProfile(argument: _openshell_v1_GetProviderProfileRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_ProviderProfileResponse__Output>): grpc.ClientUnaryCall;
  GetProviderProfile(argument: _openshell_v1_GetProviderProfileRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ProviderProfileResponse__Output>): grpc.ClientUnaryCall;
  GetProviderProfile(argument: _openshell_v1_GetProviderProfileRequest, callback: grpc.requestCallback<_openshell_v1_ProviderProfileResponse__Output>): grpc.ClientUnaryCall;
  /**
   * One provider profile by id.
   */
  getProviderProfile(argument: _openshell_v1_GetProviderProfileRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ProviderProfileResponse__Output>): grpc.ClientUnaryCall;
  getProviderProfile(argument: _openshell_v1_GetProviderProfileRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_ProviderProfileResponse__Output>): grpc.ClientUnaryCall;
  getProviderProfile(argument: _openshell_v1_GetProviderProfileRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ProviderProfileResponse__Output>): grpc.ClientUnaryCall;
  getProviderProfile(argument: _openshell_v1_GetProviderProfileRequest, callback: grpc.requestCallback<_openshell_v1_ProviderProfileResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * --- provider credential refresh ---
   * Refresh state of one provider's credentials, with the recovery action to take after a failure.
   */
  GetProviderRefreshStatus(argument: _openshell_v1_GetProviderRefreshStatusRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_GetProviderRefreshStatusResponse__Output>): grpc.ClientUnaryCall;
  GetProviderRefreshStatus(argument: _openshell_v1_GetProviderRefreshStatusRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_GetProviderRefreshStatusResponse__Output>): grpc.ClientUnaryCall;
  GetProviderRefreshStatus(argument: _openshell_v1_GetProviderRefreshStatusRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_GetProviderRefreshStatusResponse__Output>): grpc.ClientUnaryCall;
  GetProviderRefreshStatus(argument: _openshell_v1_GetProviderRefreshStatusRequest, callback: grpc.requestCallback<_openshell_v1_GetProviderRefreshStatusResponse__Output>): grpc.ClientUnaryCall;
  /**
   * --- provider credential refresh ---
   * Refresh state of one provider's credentials, with the recovery action to take after a failure.
   */
  getProviderRefreshStatus(argument: _openshell_v1_GetProviderRefreshStatusRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_GetProviderRefreshStatusResponse__Output>): grpc.ClientUnaryCall;
  getProviderRefreshStatus(argument: _openshell_v1_GetProviderRefreshStatusRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_GetProviderRefreshStatusResponse__Output>): grpc.ClientUnaryCall;
  getProviderRefreshStatus(argument: _openshell_v1_GetProviderRefreshStatusRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_GetProviderRefreshStatusResponse__Output>): grpc.ClientUnaryCall;
  getProviderRefreshStatus(argument: _openshell_v1_GetProviderRefreshStatusRequest, callback: grpc.requestCallback<_openshell_v1_GetProviderRefreshStatusResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * One sandbox by name within a named workspace.
   */
  GetSandbox(argument: _openshell_v1_GetSandboxRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_SandboxResponse__Output>): grpc.ClientUnaryCall;
  GetSandbox(argument: _openshell_v1_GetSandboxRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_SandboxResponse__Output>): grpc.ClientUnaryCall;
  GetSandbox(argument: _openshell_v1_GetSandboxRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_SandboxResponse__Output>): grpc.ClientUnaryCall;
  GetSandbox(argument: _openshell_v1_GetSandboxRequest, callback: grpc.requestCallback<_openshell_v1_SandboxResponse__Output>): grpc.ClientUnaryCall;
  /**
   * One sandbox by name within a named workspace.
   */
  getSandbox(argument: _openshell_v1_GetSandboxRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_SandboxResponse__Output>): grpc.ClientUnaryCall;
  getSandbox(argument: _openshell_v1_GetSandboxRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_SandboxResponse__Output>): grpc.ClientUnaryCall;
  getSandbox(argument: _openshell_v1_GetSandboxRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_SandboxResponse__Output>): grpc.ClientUnaryCall;
  getSandbox(argument: _openshell_v1_GetSandboxRequest, callback: grpc.requestCallback<_openshell_v1_SandboxResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * --- policy ---
   * The effective policy, settings and configuration admission of a sandbox, addressed by name (0.0: by UUID).
   */
  GetSandboxConfig(argument: _openshell_sandbox_v1_GetSandboxConfigRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_sandbox_v1_GetSandboxConfigResponse__Output>): grpc.ClientUnaryCall;
  GetSandboxConfig(argument: _openshell_sandbox_v1_GetSandboxConfigRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_sandbox_v1_GetSandboxConfigResponse__Output>): grpc.ClientUnaryCall;
  GetSandboxConfig(argument: _openshell_sandbox_v1_GetSandboxConfigRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_sandbox_v1_GetSandboxConfigResponse__Output>): grpc.ClientUnaryCall;
  GetSandboxConfig(argument: _openshell_sandbox_v1_GetSandboxConfigRequest, callback: grpc.requestCallback<_openshell_sandbox_v1_GetSandboxConfigResponse__Output>): grpc.ClientUnaryCall;
  /**
   * --- policy ---
   * The effective policy, settings and configuration admission of a sandbox, addressed by name (0.0: by UUID).
   */
  getSandboxConfig(argument: _openshell_sandbox_v1_GetSandboxConfigRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_sandbox_v1_GetSandboxConfigResponse__Output>): grpc.ClientUnaryCall;
  getSandboxConfig(argument: _openshell_sandbox_v1_GetSandboxConfigRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_sandbox_v1_GetSandboxConfigResponse__Output>): grpc.ClientUnaryCall;
  getSandboxConfig(argument: _openshell_sandbox_v1_GetSandboxConfigRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_sandbox_v1_GetSandboxConfigResponse__Output>): grpc.ClientUnaryCall;
  getSandboxConfig(argument: _openshell_sandbox_v1_GetSandboxConfigRequest, callback: grpc.requestCallback<_openshell_sandbox_v1_GetSandboxConfigResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * --- observability ---
   * Reads the in-memory log ring of a sandbox, addressed by name (0.0: by UUID).
   */
  GetSandboxLogs(argument: _openshell_v1_GetSandboxLogsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_GetSandboxLogsResponse__Output>): grpc.ClientUnaryCall;
  GetSandboxLogs(argument: _openshell_v1_GetSandboxLogsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_GetSandboxLogsResponse__Output>): grpc.ClientUnaryCall;
  GetSandboxLogs(argument: _openshell_v1_GetSandboxLogsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_GetSandboxLogsResponse__Output>): grpc.ClientUnaryCall;
  GetSandboxLogs(argument: _openshell_v1_GetSandboxLogsRequest, callback: grpc.requestCallback<_openshell_v1_GetSandboxLogsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * --- observability ---
   * Reads the in-memory log ring of a sandbox, addressed by name (0.0: by UUID).
   */
  getSandboxLogs(argument: _openshell_v1_GetSandboxLogsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_GetSandboxLogsResponse__Output>): grpc.ClientUnaryCall;
  getSandboxLogs(argument: _openshell_v1_GetSandboxLogsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_GetSandboxLogsResponse__Output>): grpc.ClientUnaryCall;
  getSandboxLogs(argument: _openshell_v1_GetSandboxLogsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_GetSandboxLogsResponse__Output>): grpc.ClientUnaryCall;
  getSandboxLogs(argument: _openshell_v1_GetSandboxLogsRequest, callback: grpc.requestCallback<_openshell_v1_GetSandboxLogsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * One policy revision (0 = latest) with its body, plus the active version.
   */
  GetSandboxPolicyStatus(argument: _openshell_v1_GetSandboxPolicyStatusRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_GetSandboxPolicyStatusResponse__Output>): grpc.ClientUnaryCall;
  GetSandboxPolicyStatus(argument: _openshell_v1_GetSandboxPolicyStatusRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_GetSandboxPolicyStatusResponse__Output>): grpc.ClientUnaryCall;
  GetSandboxPolicyStatus(argument: _openshell_v1_GetSandboxPolicyStatusRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_GetSandboxPolicyStatusResponse__Output>): grpc.ClientUnaryCall;
  GetSandboxPolicyStatus(argument: _openshell_v1_GetSandboxPolicyStatusRequest, callback: grpc.requestCallback<_openshell_v1_GetSandboxPolicyStatusResponse__Output>): grpc.ClientUnaryCall;
  /**
   * One policy revision (0 = latest) with its body, plus the active version.
   */
  getSandboxPolicyStatus(argument: _openshell_v1_GetSandboxPolicyStatusRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_GetSandboxPolicyStatusResponse__Output>): grpc.ClientUnaryCall;
  getSandboxPolicyStatus(argument: _openshell_v1_GetSandboxPolicyStatusRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_GetSandboxPolicyStatusResponse__Output>): grpc.ClientUnaryCall;
  getSandboxPolicyStatus(argument: _openshell_v1_GetSandboxPolicyStatusRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_GetSandboxPolicyStatusResponse__Output>): grpc.ClientUnaryCall;
  getSandboxPolicyStatus(argument: _openshell_v1_GetSandboxPolicyStatusRequest, callback: grpc.requestCallback<_openshell_v1_GetSandboxPolicyStatusResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * The provider environment the sandbox receives, with endpoint bindings for static credentials.
   */
  GetSandboxProviderEnvironment(argument: _openshell_v1_GetSandboxProviderEnvironmentRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_GetSandboxProviderEnvironmentResponse__Output>): grpc.ClientUnaryCall;
  GetSandboxProviderEnvironment(argument: _openshell_v1_GetSandboxProviderEnvironmentRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_GetSandboxProviderEnvironmentResponse__Output>): grpc.ClientUnaryCall;
  GetSandboxProviderEnvironment(argument: _openshell_v1_GetSandboxProviderEnvironmentRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_GetSandboxProviderEnvironmentResponse__Output>): grpc.ClientUnaryCall;
  GetSandboxProviderEnvironment(argument: _openshell_v1_GetSandboxProviderEnvironmentRequest, callback: grpc.requestCallback<_openshell_v1_GetSandboxProviderEnvironmentResponse__Output>): grpc.ClientUnaryCall;
  /**
   * The provider environment the sandbox receives, with endpoint bindings for static credentials.
   */
  getSandboxProviderEnvironment(argument: _openshell_v1_GetSandboxProviderEnvironmentRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_GetSandboxProviderEnvironmentResponse__Output>): grpc.ClientUnaryCall;
  getSandboxProviderEnvironment(argument: _openshell_v1_GetSandboxProviderEnvironmentRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_GetSandboxProviderEnvironmentResponse__Output>): grpc.ClientUnaryCall;
  getSandboxProviderEnvironment(argument: _openshell_v1_GetSandboxProviderEnvironmentRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_GetSandboxProviderEnvironmentResponse__Output>): grpc.ClientUnaryCall;
  getSandboxProviderEnvironment(argument: _openshell_v1_GetSandboxProviderEnvironmentRequest, callback: grpc.requestCallback<_openshell_v1_GetSandboxProviderEnvironmentResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Where one provider mutation stands (PERSISTED … READY / REVOKED / FAILED / SUPERSEDED), by receipt_id, or the
   * current state when receipt_id is empty.
   */
  GetSandboxProviderStatus(argument: _openshell_v1_GetSandboxProviderStatusRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_GetSandboxProviderStatusResponse__Output>): grpc.ClientUnaryCall;
  GetSandboxProviderStatus(argument: _openshell_v1_GetSandboxProviderStatusRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_GetSandboxProviderStatusResponse__Output>): grpc.ClientUnaryCall;
  GetSandboxProviderStatus(argument: _openshell_v1_GetSandboxProviderStatusRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_GetSandboxProviderStatusResponse__Output>): grpc.ClientUnaryCall;
  GetSandboxProviderStatus(argument: _openshell_v1_GetSandboxProviderStatusRequest, callback: grpc.requestCallback<_openshell_v1_GetSandboxProviderStatusResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Where one provider mutation stands (PERSISTED … READY / REVOKED / FAILED / SUPERSEDED), by receipt_id, or the
   * current state when receipt_id is empty.
   */
  getSandboxProviderStatus(argument: _openshell_v1_GetSandboxProviderStatusRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_GetSandboxProviderStatusResponse__Output>): grpc.ClientUnaryCall;
  getSandboxProviderStatus(argument: _openshell_v1_GetSandboxProviderStatusRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_GetSandboxProviderStatusResponse__Output>): grpc.ClientUnaryCall;
  getSandboxProviderStatus(argument: _openshell_v1_GetSandboxProviderStatusRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_GetSandboxProviderStatusResponse__Output>): grpc.ClientUnaryCall;
  getSandboxProviderStatus(argument: _openshell_v1_GetSandboxProviderStatusRequest, callback: grpc.requestCallback<_openshell_v1_GetSandboxProviderStatusResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * One workload template by name.
   */
  GetSandboxTemplate(argument: _openshell_v1_GetSandboxTemplateRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_SandboxTemplateResponse__Output>): grpc.ClientUnaryCall;
  GetSandboxTemplate(argument: _openshell_v1_GetSandboxTemplateRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_SandboxTemplateResponse__Output>): grpc.ClientUnaryCall;
  GetSandboxTemplate(argument: _openshell_v1_GetSandboxTemplateRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_SandboxTemplateResponse__Output>): grpc.ClientUnaryCall;
  GetSandboxTemplate(argument: _openshell_v1_GetSandboxTemplateRequest, callback: grpc.requestCallback<_openshell_v1_SandboxTemplateResponse__Output>): grpc.ClientUnaryCall;
  /**
   * One workload template by name.
   */
  getSandboxTemplate(argument: _openshell_v1_GetSandboxTemplateRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_SandboxTemplateResponse__Output>): grpc.ClientUnaryCall;
  getSandboxTemplate(argument: _openshell_v1_GetSandboxTemplateRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_SandboxTemplateResponse__Output>): grpc.ClientUnaryCall;
  getSandboxTemplate(argument: _openshell_v1_GetSandboxTemplateRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_SandboxTemplateResponse__Output>): grpc.ClientUnaryCall;
  getSandboxTemplate(argument: _openshell_v1_GetSandboxTemplateRequest, callback: grpc.requestCallback<_openshell_v1_SandboxTemplateResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * One service endpoint of a sandbox by name (empty name: the unnamed one).
   */
  GetService(argument: _openshell_v1_GetServiceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ServiceEndpointResponse__Output>): grpc.ClientUnaryCall;
  GetService(argument: _openshell_v1_GetServiceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_ServiceEndpointResponse__Output>): grpc.ClientUnaryCall;
  GetService(argument: _openshell_v1_GetServiceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ServiceEndpointResponse__Output>): grpc.ClientUnaryCall;
  GetService(argument: _openshell_v1_GetServiceRequest, callback: grpc.requestCallback<_openshell_v1_ServiceEndpointResponse__Output>): grpc.ClientUnaryCall;
  /**
   * One service endpoint of a sandbox by name (empty name: the unnamed one).
   */
  getService(argument: _openshell_v1_GetServiceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ServiceEndpointResponse__Output>): grpc.ClientUnaryCall;
  getService(argument: _openshell_v1_GetServiceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_ServiceEndpointResponse__Output>): grpc.ClientUnaryCall;
  getService(argument: _openshell_v1_GetServiceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ServiceEndpointResponse__Output>): grpc.ClientUnaryCall;
  getService(argument: _openshell_v1_GetServiceRequest, callback: grpc.requestCallback<_openshell_v1_ServiceEndpointResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * One workspace by name.
   */
  GetWorkspace(argument: _openshell_v1_GetWorkspaceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_GetWorkspaceResponse__Output>): grpc.ClientUnaryCall;
  GetWorkspace(argument: _openshell_v1_GetWorkspaceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_GetWorkspaceResponse__Output>): grpc.ClientUnaryCall;
  GetWorkspace(argument: _openshell_v1_GetWorkspaceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_GetWorkspaceResponse__Output>): grpc.ClientUnaryCall;
  GetWorkspace(argument: _openshell_v1_GetWorkspaceRequest, callback: grpc.requestCallback<_openshell_v1_GetWorkspaceResponse__Output>): grpc.ClientUnaryCall;
  /**
   * One workspace by name.
   */
  getWorkspace(argument: _openshell_v1_GetWorkspaceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_GetWorkspaceResponse__Output>): grpc.ClientUnaryCall;
  getWorkspace(argument: _openshell_v1_GetWorkspaceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_GetWorkspaceResponse__Output>): grpc.ClientUnaryCall;
  getWorkspace(argument: _openshell_v1_GetWorkspaceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_GetWorkspaceResponse__Output>): grpc.ClientUnaryCall;
  getWorkspace(argument: _openshell_v1_GetWorkspaceRequest, callback: grpc.requestCallback<_openshell_v1_GetWorkspaceResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * --- gateway ---
   * Liveness and build version ("0.1.2"). Never needs credentials; identical in both lines, so it tells them apart.
   */
  Health(argument: _openshell_v1_HealthRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_HealthResponse__Output>): grpc.ClientUnaryCall;
  Health(argument: _openshell_v1_HealthRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_HealthResponse__Output>): grpc.ClientUnaryCall;
  Health(argument: _openshell_v1_HealthRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_HealthResponse__Output>): grpc.ClientUnaryCall;
  Health(argument: _openshell_v1_HealthRequest, callback: grpc.requestCallback<_openshell_v1_HealthResponse__Output>): grpc.ClientUnaryCall;
  /**
   * --- gateway ---
   * Liveness and build version ("0.1.2"). Never needs credentials; identical in both lines, so it tells them apart.
   */
  health(argument: _openshell_v1_HealthRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_HealthResponse__Output>): grpc.ClientUnaryCall;
  health(argument: _openshell_v1_HealthRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_HealthResponse__Output>): grpc.ClientUnaryCall;
  health(argument: _openshell_v1_HealthRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_HealthResponse__Output>): grpc.ClientUnaryCall;
  health(argument: _openshell_v1_HealthRequest, callback: grpc.requestCallback<_openshell_v1_HealthResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Validates and registers provider profiles; answers with diagnostics and what was imported.
   */
  ImportProviderProfiles(argument: _openshell_v1_ImportProviderProfilesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ImportProviderProfilesResponse__Output>): grpc.ClientUnaryCall;
  ImportProviderProfiles(argument: _openshell_v1_ImportProviderProfilesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_ImportProviderProfilesResponse__Output>): grpc.ClientUnaryCall;
  ImportProviderProfiles(argument: _openshell_v1_ImportProviderProfilesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ImportProviderProfilesResponse__Output>): grpc.ClientUnaryCall;
  ImportProviderProfiles(argument: _openshell_v1_ImportProviderProfilesRequest, callback: grpc.requestCallback<_openshell_v1_ImportProviderProfilesResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Validates and registers provider profiles; answers with diagnostics and what was imported.
   */
  importProviderProfiles(argument: _openshell_v1_ImportProviderProfilesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ImportProviderProfilesResponse__Output>): grpc.ClientUnaryCall;
  importProviderProfiles(argument: _openshell_v1_ImportProviderProfilesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_ImportProviderProfilesResponse__Output>): grpc.ClientUnaryCall;
  importProviderProfiles(argument: _openshell_v1_ImportProviderProfilesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ImportProviderProfilesResponse__Output>): grpc.ClientUnaryCall;
  importProviderProfiles(argument: _openshell_v1_ImportProviderProfilesRequest, callback: grpc.requestCallback<_openshell_v1_ImportProviderProfilesResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * --- supervisor (sandbox-authenticated; the management plane never calls these) ---
   * Kubernetes driver path: exchanges a bootstrap credential for a gateway JWT bound to the sandbox.
   */
  IssueSandboxToken(argument: _openshell_v1_IssueSandboxTokenRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_IssueSandboxTokenResponse__Output>): grpc.ClientUnaryCall;
  IssueSandboxToken(argument: _openshell_v1_IssueSandboxTokenRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_IssueSandboxTokenResponse__Output>): grpc.ClientUnaryCall;
  IssueSandboxToken(argument: _openshell_v1_IssueSandboxTokenRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_IssueSandboxTokenResponse__Output>): grpc.ClientUnaryCall;
  IssueSandboxToken(argument: _openshell_v1_IssueSandboxTokenRequest, callback: grpc.requestCallback<_openshell_v1_IssueSandboxTokenResponse__Output>): grpc.ClientUnaryCall;
  /**
   * --- supervisor (sandbox-authenticated; the management plane never calls these) ---
   * Kubernetes driver path: exchanges a bootstrap credential for a gateway JWT bound to the sandbox.
   */
  issueSandboxToken(argument: _openshell_v1_IssueSandboxTokenRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_IssueSandboxTokenResponse__Output>): grpc.ClientUnaryCall;
  issueSandboxToken(argument: _openshell_v1_IssueSandboxTokenRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_IssueSandboxTokenResponse__Output>): grpc.ClientUnaryCall;
  issueSandboxToken(argument: _openshell_v1_IssueSandboxTokenRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_IssueSandboxTokenResponse__Output>): grpc.ClientUnaryCall;
  issueSandboxToken(argument: _openshell_v1_IssueSandboxTokenRequest, callback: grpc.requestCallback<_openshell_v1_IssueSandboxTokenResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Validates provider profiles without registering them.
   */
  LintProviderProfiles(argument: _openshell_v1_LintProviderProfilesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_LintProviderProfilesResponse__Output>): grpc.ClientUnaryCall;
  LintProviderProfiles(argument: _openshell_v1_LintProviderProfilesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_LintProviderProfilesResponse__Output>): grpc.ClientUnaryCall;
  LintProviderProfiles(argument: _openshell_v1_LintProviderProfilesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_LintProviderProfilesResponse__Output>): grpc.ClientUnaryCall;
  LintProviderProfiles(argument: _openshell_v1_LintProviderProfilesRequest, callback: grpc.requestCallback<_openshell_v1_LintProviderProfilesResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Validates provider profiles without registering them.
   */
  lintProviderProfiles(argument: _openshell_v1_LintProviderProfilesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_LintProviderProfilesResponse__Output>): grpc.ClientUnaryCall;
  lintProviderProfiles(argument: _openshell_v1_LintProviderProfilesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_LintProviderProfilesResponse__Output>): grpc.ClientUnaryCall;
  lintProviderProfiles(argument: _openshell_v1_LintProviderProfilesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_LintProviderProfilesResponse__Output>): grpc.ClientUnaryCall;
  lintProviderProfiles(argument: _openshell_v1_LintProviderProfilesRequest, callback: grpc.requestCallback<_openshell_v1_LintProviderProfilesResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * --- provider profiles (import-only: a fresh gateway has none) ---
   * Provider profiles of the platform (no selector) or of one workspace, one page at a time.
   */
  ListProviderProfiles(argument: _openshell_v1_ListProviderProfilesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ListProviderProfilesResponse__Output>): grpc.ClientUnaryCall;
  ListProviderProfiles(argument: _openshell_v1_ListProviderProfilesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_ListProviderProfilesResponse__Output>): grpc.ClientUnaryCall;
  ListProviderProfiles(argument: _openshell_v1_ListProviderProfilesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ListProviderProfilesResponse__Output>): grpc.ClientUnaryCall;
  ListProviderProfiles(argument: _openshell_v1_ListProviderProfilesRequest, callback: grpc.requestCallback<_openshell_v1_ListProviderProfilesResponse__Output>): grpc.ClientUnaryCall;
  /**
   * --- provider profiles (import-only: a fresh gateway has none) ---
   * Provider profiles of the platform (no selector) or of one workspace, one page at a time.
   */
  listProviderProfiles(argument: _openshell_v1_ListProviderProfilesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ListProviderProfilesResponse__Output>): grpc.ClientUnaryCall;
  listProviderProfiles(argument: _openshell_v1_ListProviderProfilesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_ListProviderProfilesResponse__Output>): grpc.ClientUnaryCall;
  listProviderProfiles(argument: _openshell_v1_ListProviderProfilesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ListProviderProfilesResponse__Output>): grpc.ClientUnaryCall;
  listProviderProfiles(argument: _openshell_v1_ListProviderProfilesRequest, callback: grpc.requestCallback<_openshell_v1_ListProviderProfilesResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Providers of a workspace (or of all, for platform admins), one page at a time, credentials redacted.
   */
  ListProviders(argument: _openshell_v1_ListProvidersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ListProvidersResponse__Output>): grpc.ClientUnaryCall;
  ListProviders(argument: _openshell_v1_ListProvidersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_ListProvidersResponse__Output>): grpc.ClientUnaryCall;
  ListProviders(argument: _openshell_v1_ListProvidersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ListProvidersResponse__Output>): grpc.ClientUnaryCall;
  ListProviders(argument: _openshell_v1_ListProvidersRequest, callback: grpc.requestCallback<_openshell_v1_ListProvidersResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Providers of a workspace (or of all, for platform admins), one page at a time, credentials redacted.
   */
  listProviders(argument: _openshell_v1_ListProvidersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ListProvidersResponse__Output>): grpc.ClientUnaryCall;
  listProviders(argument: _openshell_v1_ListProvidersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_ListProvidersResponse__Output>): grpc.ClientUnaryCall;
  listProviders(argument: _openshell_v1_ListProvidersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ListProvidersResponse__Output>): grpc.ClientUnaryCall;
  listProviders(argument: _openshell_v1_ListProvidersRequest, callback: grpc.requestCallback<_openshell_v1_ListProvidersResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Policy revisions, newest first, without bodies, one page at a time.
   */
  ListSandboxPolicies(argument: _openshell_v1_ListSandboxPoliciesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ListSandboxPoliciesResponse__Output>): grpc.ClientUnaryCall;
  ListSandboxPolicies(argument: _openshell_v1_ListSandboxPoliciesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_ListSandboxPoliciesResponse__Output>): grpc.ClientUnaryCall;
  ListSandboxPolicies(argument: _openshell_v1_ListSandboxPoliciesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ListSandboxPoliciesResponse__Output>): grpc.ClientUnaryCall;
  ListSandboxPolicies(argument: _openshell_v1_ListSandboxPoliciesRequest, callback: grpc.requestCallback<_openshell_v1_ListSandboxPoliciesResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Policy revisions, newest first, without bodies, one page at a time.
   */
  listSandboxPolicies(argument: _openshell_v1_ListSandboxPoliciesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ListSandboxPoliciesResponse__Output>): grpc.ClientUnaryCall;
  listSandboxPolicies(argument: _openshell_v1_ListSandboxPoliciesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_ListSandboxPoliciesResponse__Output>): grpc.ClientUnaryCall;
  listSandboxPolicies(argument: _openshell_v1_ListSandboxPoliciesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ListSandboxPoliciesResponse__Output>): grpc.ClientUnaryCall;
  listSandboxPolicies(argument: _openshell_v1_ListSandboxPoliciesRequest, callback: grpc.requestCallback<_openshell_v1_ListSandboxPoliciesResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * --- sandbox providers and their receipts ---
   * The provider records attached to a sandbox, redacted, one page at a time.
   */
  ListSandboxProviders(argument: _openshell_v1_ListSandboxProvidersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ListSandboxProvidersResponse__Output>): grpc.ClientUnaryCall;
  ListSandboxProviders(argument: _openshell_v1_ListSandboxProvidersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_ListSandboxProvidersResponse__Output>): grpc.ClientUnaryCall;
  ListSandboxProviders(argument: _openshell_v1_ListSandboxProvidersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ListSandboxProvidersResponse__Output>): grpc.ClientUnaryCall;
  ListSandboxProviders(argument: _openshell_v1_ListSandboxProvidersRequest, callback: grpc.requestCallback<_openshell_v1_ListSandboxProvidersResponse__Output>): grpc.ClientUnaryCall;
  /**
   * --- sandbox providers and their receipts ---
   * The provider records attached to a sandbox, redacted, one page at a time.
   */
  listSandboxProviders(argument: _openshell_v1_ListSandboxProvidersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ListSandboxProvidersResponse__Output>): grpc.ClientUnaryCall;
  listSandboxProviders(argument: _openshell_v1_ListSandboxProvidersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_ListSandboxProvidersResponse__Output>): grpc.ClientUnaryCall;
  listSandboxProviders(argument: _openshell_v1_ListSandboxProvidersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ListSandboxProvidersResponse__Output>): grpc.ClientUnaryCall;
  listSandboxProviders(argument: _openshell_v1_ListSandboxProvidersRequest, callback: grpc.requestCallback<_openshell_v1_ListSandboxProvidersResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Workload templates of a workspace, one page at a time. Also the cheapest probe for the 0.1 line: a 0.0 gateway
   * answers UNIMPLEMENTED.
   */
  ListSandboxTemplates(argument: _openshell_v1_ListSandboxTemplatesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ListSandboxTemplatesResponse__Output>): grpc.ClientUnaryCall;
  ListSandboxTemplates(argument: _openshell_v1_ListSandboxTemplatesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_ListSandboxTemplatesResponse__Output>): grpc.ClientUnaryCall;
  ListSandboxTemplates(argument: _openshell_v1_ListSandboxTemplatesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ListSandboxTemplatesResponse__Output>): grpc.ClientUnaryCall;
  ListSandboxTemplates(argument: _openshell_v1_ListSandboxTemplatesRequest, callback: grpc.requestCallback<_openshell_v1_ListSandboxTemplatesResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Workload templates of a workspace, one page at a time. Also the cheapest probe for the 0.1 line: a 0.0 gateway
   * answers UNIMPLEMENTED.
   */
  listSandboxTemplates(argument: _openshell_v1_ListSandboxTemplatesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ListSandboxTemplatesResponse__Output>): grpc.ClientUnaryCall;
  listSandboxTemplates(argument: _openshell_v1_ListSandboxTemplatesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_ListSandboxTemplatesResponse__Output>): grpc.ClientUnaryCall;
  listSandboxTemplates(argument: _openshell_v1_ListSandboxTemplatesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ListSandboxTemplatesResponse__Output>): grpc.ClientUnaryCall;
  listSandboxTemplates(argument: _openshell_v1_ListSandboxTemplatesRequest, callback: grpc.requestCallback<_openshell_v1_ListSandboxTemplatesResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Sandboxes of a workspace (or of all, for platform admins), one page at a time, optionally filtered by labels.
   */
  ListSandboxes(argument: _openshell_v1_ListSandboxesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ListSandboxesResponse__Output>): grpc.ClientUnaryCall;
  ListSandboxes(argument: _openshell_v1_ListSandboxesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_ListSandboxesResponse__Output>): grpc.ClientUnaryCall;
  ListSandboxes(argument: _openshell_v1_ListSandboxesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ListSandboxesResponse__Output>): grpc.ClientUnaryCall;
  ListSandboxes(argument: _openshell_v1_ListSandboxesRequest, callback: grpc.requestCallback<_openshell_v1_ListSandboxesResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Sandboxes of a workspace (or of all, for platform admins), one page at a time, optionally filtered by labels.
   */
  listSandboxes(argument: _openshell_v1_ListSandboxesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ListSandboxesResponse__Output>): grpc.ClientUnaryCall;
  listSandboxes(argument: _openshell_v1_ListSandboxesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_ListSandboxesResponse__Output>): grpc.ClientUnaryCall;
  listSandboxes(argument: _openshell_v1_ListSandboxesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ListSandboxesResponse__Output>): grpc.ClientUnaryCall;
  listSandboxes(argument: _openshell_v1_ListSandboxesRequest, callback: grpc.requestCallback<_openshell_v1_ListSandboxesResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Service endpoints of one sandbox or of all sandboxes in a workspace, one page at a time.
   */
  ListServices(argument: _openshell_v1_ListServicesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ListServicesResponse__Output>): grpc.ClientUnaryCall;
  ListServices(argument: _openshell_v1_ListServicesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_ListServicesResponse__Output>): grpc.ClientUnaryCall;
  ListServices(argument: _openshell_v1_ListServicesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ListServicesResponse__Output>): grpc.ClientUnaryCall;
  ListServices(argument: _openshell_v1_ListServicesRequest, callback: grpc.requestCallback<_openshell_v1_ListServicesResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Service endpoints of one sandbox or of all sandboxes in a workspace, one page at a time.
   */
  listServices(argument: _openshell_v1_ListServicesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ListServicesResponse__Output>): grpc.ClientUnaryCall;
  listServices(argument: _openshell_v1_ListServicesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_ListServicesResponse__Output>): grpc.ClientUnaryCall;
  listServices(argument: _openshell_v1_ListServicesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ListServicesResponse__Output>): grpc.ClientUnaryCall;
  listServices(argument: _openshell_v1_ListServicesRequest, callback: grpc.requestCallback<_openshell_v1_ListServicesResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Members of a workspace, one page at a time.
   */
  ListWorkspaceMembers(argument: _openshell_v1_ListWorkspaceMembersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ListWorkspaceMembersResponse__Output>): grpc.ClientUnaryCall;
  ListWorkspaceMembers(argument: _openshell_v1_ListWorkspaceMembersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_ListWorkspaceMembersResponse__Output>): grpc.ClientUnaryCall;
  ListWorkspaceMembers(argument: _openshell_v1_ListWorkspaceMembersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ListWorkspaceMembersResponse__Output>): grpc.ClientUnaryCall;
  ListWorkspaceMembers(argument: _openshell_v1_ListWorkspaceMembersRequest, callback: grpc.requestCallback<_openshell_v1_ListWorkspaceMembersResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Members of a workspace, one page at a time.
   */
  listWorkspaceMembers(argument: _openshell_v1_ListWorkspaceMembersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ListWorkspaceMembersResponse__Output>): grpc.ClientUnaryCall;
  listWorkspaceMembers(argument: _openshell_v1_ListWorkspaceMembersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_ListWorkspaceMembersResponse__Output>): grpc.ClientUnaryCall;
  listWorkspaceMembers(argument: _openshell_v1_ListWorkspaceMembersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ListWorkspaceMembersResponse__Output>): grpc.ClientUnaryCall;
  listWorkspaceMembers(argument: _openshell_v1_ListWorkspaceMembersRequest, callback: grpc.requestCallback<_openshell_v1_ListWorkspaceMembersResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * The workspaces the caller can see, one page at a time.
   */
  ListWorkspaces(argument: _openshell_v1_ListWorkspacesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ListWorkspacesResponse__Output>): grpc.ClientUnaryCall;
  ListWorkspaces(argument: _openshell_v1_ListWorkspacesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_ListWorkspacesResponse__Output>): grpc.ClientUnaryCall;
  ListWorkspaces(argument: _openshell_v1_ListWorkspacesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ListWorkspacesResponse__Output>): grpc.ClientUnaryCall;
  ListWorkspaces(argument: _openshell_v1_ListWorkspacesRequest, callback: grpc.requestCallback<_openshell_v1_ListWorkspacesResponse__Output>): grpc.ClientUnaryCall;
  /**
   * The workspaces the caller can see, one page at a time.
   */
  listWorkspaces(argument: _openshell_v1_ListWorkspacesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ListWorkspacesResponse__Output>): grpc.ClientUnaryCall;
  listWorkspaces(argument: _openshell_v1_ListWorkspacesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_ListWorkspacesResponse__Output>): grpc.ClientUnaryCall;
  listWorkspaces(argument: _openshell_v1_ListWorkspacesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ListWorkspacesResponse__Output>): grpc.ClientUnaryCall;
  listWorkspaces(argument: _openshell_v1_ListWorkspacesRequest, callback: grpc.requestCallback<_openshell_v1_ListWorkspacesResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Asks the owning replica for a provider mutation's status.
   */
  PeerGetSandboxProviderStatus(argument: _openshell_v1_GetSandboxProviderStatusRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_GetSandboxProviderStatusResponse__Output>): grpc.ClientUnaryCall;
  PeerGetSandboxProviderStatus(argument: _openshell_v1_GetSandboxProviderStatusRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_GetSandboxProviderStatusResponse__Output>): grpc.ClientUnaryCall;
  PeerGetSandboxProviderStatus(argument: _openshell_v1_GetSandboxProviderStatusRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_GetSandboxProviderStatusResponse__Output>): grpc.ClientUnaryCall;
  PeerGetSandboxProviderStatus(argument: _openshell_v1_GetSandboxProviderStatusRequest, callback: grpc.requestCallback<_openshell_v1_GetSandboxProviderStatusResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Asks the owning replica for a provider mutation's status.
   */
  peerGetSandboxProviderStatus(argument: _openshell_v1_GetSandboxProviderStatusRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_GetSandboxProviderStatusResponse__Output>): grpc.ClientUnaryCall;
  peerGetSandboxProviderStatus(argument: _openshell_v1_GetSandboxProviderStatusRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_GetSandboxProviderStatusResponse__Output>): grpc.ClientUnaryCall;
  peerGetSandboxProviderStatus(argument: _openshell_v1_GetSandboxProviderStatusRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_GetSandboxProviderStatusResponse__Output>): grpc.ClientUnaryCall;
  peerGetSandboxProviderStatus(argument: _openshell_v1_GetSandboxProviderStatusRequest, callback: grpc.requestCallback<_openshell_v1_GetSandboxProviderStatusResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * --- gateway peers (replica to replica) ---
   * Relays bytes to the replica that owns a sandbox's supervisor session.
   */
  PeerRelay(metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientDuplexStream<_openshell_v1_PeerRelayFrame, _openshell_v1_PeerRelayFrame__Output>;
  PeerRelay(options?: grpc.CallOptions): grpc.ClientDuplexStream<_openshell_v1_PeerRelayFrame, _openshell_v1_PeerRelayFrame__Output>;
  /**
   * --- gateway peers (replica to replica) ---
   * Relays bytes to the replica that owns a sandbox's supervisor session.
   */
  peerRelay(metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientDuplexStream<_openshell_v1_PeerRelayFrame, _openshell_v1_PeerRelayFrame__Output>;
  peerRelay(options?: grpc.CallOptions): grpc.ClientDuplexStream<_openshell_v1_PeerRelayFrame, _openshell_v1_PeerRelayFrame__Output>;
  
  /**
   * Forwards an endpoint status report to the owning replica.
   */
  PeerReportEndpointStatus(argument: _openshell_v1_ReportEndpointStatusRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ReportEndpointStatusResponse__Output>): grpc.ClientUnaryCall;
  PeerReportEndpointStatus(argument: _openshell_v1_ReportEndpointStatusRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_ReportEndpointStatusResponse__Output>): grpc.ClientUnaryCall;
  PeerReportEndpointStatus(argument: _openshell_v1_ReportEndpointStatusRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ReportEndpointStatusResponse__Output>): grpc.ClientUnaryCall;
  PeerReportEndpointStatus(argument: _openshell_v1_ReportEndpointStatusRequest, callback: grpc.requestCallback<_openshell_v1_ReportEndpointStatusResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Forwards an endpoint status report to the owning replica.
   */
  peerReportEndpointStatus(argument: _openshell_v1_ReportEndpointStatusRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ReportEndpointStatusResponse__Output>): grpc.ClientUnaryCall;
  peerReportEndpointStatus(argument: _openshell_v1_ReportEndpointStatusRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_ReportEndpointStatusResponse__Output>): grpc.ClientUnaryCall;
  peerReportEndpointStatus(argument: _openshell_v1_ReportEndpointStatusRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ReportEndpointStatusResponse__Output>): grpc.ClientUnaryCall;
  peerReportEndpointStatus(argument: _openshell_v1_ReportEndpointStatusRequest, callback: grpc.requestCallback<_openshell_v1_ReportEndpointStatusResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Forwards a readiness report to the owning replica.
   */
  PeerReportProviderReadiness(argument: _openshell_v1_ReportProviderReadinessRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ReportProviderReadinessResponse__Output>): grpc.ClientUnaryCall;
  PeerReportProviderReadiness(argument: _openshell_v1_ReportProviderReadinessRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_ReportProviderReadinessResponse__Output>): grpc.ClientUnaryCall;
  PeerReportProviderReadiness(argument: _openshell_v1_ReportProviderReadinessRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ReportProviderReadinessResponse__Output>): grpc.ClientUnaryCall;
  PeerReportProviderReadiness(argument: _openshell_v1_ReportProviderReadinessRequest, callback: grpc.requestCallback<_openshell_v1_ReportProviderReadinessResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Forwards a readiness report to the owning replica.
   */
  peerReportProviderReadiness(argument: _openshell_v1_ReportProviderReadinessRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ReportProviderReadinessResponse__Output>): grpc.ClientUnaryCall;
  peerReportProviderReadiness(argument: _openshell_v1_ReportProviderReadinessRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_ReportProviderReadinessResponse__Output>): grpc.ClientUnaryCall;
  peerReportProviderReadiness(argument: _openshell_v1_ReportProviderReadinessRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ReportProviderReadinessResponse__Output>): grpc.ClientUnaryCall;
  peerReportProviderReadiness(argument: _openshell_v1_ReportProviderReadinessRequest, callback: grpc.requestCallback<_openshell_v1_ReportProviderReadinessResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Pushes the supervisor's log lines (client streaming).
   */
  PushSandboxLogs(metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_PushSandboxLogsResponse__Output>): grpc.ClientWritableStream<_openshell_v1_PushSandboxLogsRequest>;
  PushSandboxLogs(metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_PushSandboxLogsResponse__Output>): grpc.ClientWritableStream<_openshell_v1_PushSandboxLogsRequest>;
  PushSandboxLogs(options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_PushSandboxLogsResponse__Output>): grpc.ClientWritableStream<_openshell_v1_PushSandboxLogsRequest>;
  PushSandboxLogs(callback: grpc.requestCallback<_openshell_v1_PushSandboxLogsResponse__Output>): grpc.ClientWritableStream<_openshell_v1_PushSandboxLogsRequest>;
  /**
   * Pushes the supervisor's log lines (client streaming).
   */
  pushSandboxLogs(metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_PushSandboxLogsResponse__Output>): grpc.ClientWritableStream<_openshell_v1_PushSandboxLogsRequest>;
  pushSandboxLogs(metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_PushSandboxLogsResponse__Output>): grpc.ClientWritableStream<_openshell_v1_PushSandboxLogsRequest>;
  pushSandboxLogs(options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_PushSandboxLogsResponse__Output>): grpc.ClientWritableStream<_openshell_v1_PushSandboxLogsRequest>;
  pushSandboxLogs(callback: grpc.requestCallback<_openshell_v1_PushSandboxLogsResponse__Output>): grpc.ClientWritableStream<_openshell_v1_PushSandboxLogsRequest>;
  
  /**
   * Renews the supervisor's gateway JWT and the credentials of policy-authorized extension services.
   */
  RefreshSandboxToken(argument: _openshell_v1_RefreshSandboxTokenRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_RefreshSandboxTokenResponse__Output>): grpc.ClientUnaryCall;
  RefreshSandboxToken(argument: _openshell_v1_RefreshSandboxTokenRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_RefreshSandboxTokenResponse__Output>): grpc.ClientUnaryCall;
  RefreshSandboxToken(argument: _openshell_v1_RefreshSandboxTokenRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_RefreshSandboxTokenResponse__Output>): grpc.ClientUnaryCall;
  RefreshSandboxToken(argument: _openshell_v1_RefreshSandboxTokenRequest, callback: grpc.requestCallback<_openshell_v1_RefreshSandboxTokenResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Renews the supervisor's gateway JWT and the credentials of policy-authorized extension services.
   */
  refreshSandboxToken(argument: _openshell_v1_RefreshSandboxTokenRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_RefreshSandboxTokenResponse__Output>): grpc.ClientUnaryCall;
  refreshSandboxToken(argument: _openshell_v1_RefreshSandboxTokenRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_RefreshSandboxTokenResponse__Output>): grpc.ClientUnaryCall;
  refreshSandboxToken(argument: _openshell_v1_RefreshSandboxTokenRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_RefreshSandboxTokenResponse__Output>): grpc.ClientUnaryCall;
  refreshSandboxToken(argument: _openshell_v1_RefreshSandboxTokenRequest, callback: grpc.requestCallback<_openshell_v1_RefreshSandboxTokenResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Rejects a chunk, optionally with a reason the in-sandbox agent sees.
   */
  RejectDraftChunk(argument: _openshell_v1_RejectDraftChunkRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_RejectDraftChunkResponse__Output>): grpc.ClientUnaryCall;
  RejectDraftChunk(argument: _openshell_v1_RejectDraftChunkRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_RejectDraftChunkResponse__Output>): grpc.ClientUnaryCall;
  RejectDraftChunk(argument: _openshell_v1_RejectDraftChunkRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_RejectDraftChunkResponse__Output>): grpc.ClientUnaryCall;
  RejectDraftChunk(argument: _openshell_v1_RejectDraftChunkRequest, callback: grpc.requestCallback<_openshell_v1_RejectDraftChunkResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Rejects a chunk, optionally with a reason the in-sandbox agent sees.
   */
  rejectDraftChunk(argument: _openshell_v1_RejectDraftChunkRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_RejectDraftChunkResponse__Output>): grpc.ClientUnaryCall;
  rejectDraftChunk(argument: _openshell_v1_RejectDraftChunkRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_RejectDraftChunkResponse__Output>): grpc.ClientUnaryCall;
  rejectDraftChunk(argument: _openshell_v1_RejectDraftChunkRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_RejectDraftChunkResponse__Output>): grpc.ClientUnaryCall;
  rejectDraftChunk(argument: _openshell_v1_RejectDraftChunkRequest, callback: grpc.requestCallback<_openshell_v1_RejectDraftChunkResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Raw bytes of one relay channel; the first frame claims the channel.
   */
  RelayStream(metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientDuplexStream<_openshell_v1_RelayFrame, _openshell_v1_RelayFrame__Output>;
  RelayStream(options?: grpc.CallOptions): grpc.ClientDuplexStream<_openshell_v1_RelayFrame, _openshell_v1_RelayFrame__Output>;
  /**
   * Raw bytes of one relay channel; the first frame claims the channel.
   */
  relayStream(metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientDuplexStream<_openshell_v1_RelayFrame, _openshell_v1_RelayFrame__Output>;
  relayStream(options?: grpc.CallOptions): grpc.ClientDuplexStream<_openshell_v1_RelayFrame, _openshell_v1_RelayFrame__Output>;
  
  /**
   * Removes a principal from a workspace.
   */
  RemoveWorkspaceMember(argument: _openshell_v1_RemoveWorkspaceMemberRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_RemoveWorkspaceMemberResponse__Output>): grpc.ClientUnaryCall;
  RemoveWorkspaceMember(argument: _openshell_v1_RemoveWorkspaceMemberRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_RemoveWorkspaceMemberResponse__Output>): grpc.ClientUnaryCall;
  RemoveWorkspaceMember(argument: _openshell_v1_RemoveWorkspaceMemberRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_RemoveWorkspaceMemberResponse__Output>): grpc.ClientUnaryCall;
  RemoveWorkspaceMember(argument: _openshell_v1_RemoveWorkspaceMemberRequest, callback: grpc.requestCallback<_openshell_v1_RemoveWorkspaceMemberResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Removes a principal from a workspace.
   */
  removeWorkspaceMember(argument: _openshell_v1_RemoveWorkspaceMemberRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_RemoveWorkspaceMemberResponse__Output>): grpc.ClientUnaryCall;
  removeWorkspaceMember(argument: _openshell_v1_RemoveWorkspaceMemberRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_RemoveWorkspaceMemberResponse__Output>): grpc.ClientUnaryCall;
  removeWorkspaceMember(argument: _openshell_v1_RemoveWorkspaceMemberRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_RemoveWorkspaceMemberResponse__Output>): grpc.ClientUnaryCall;
  removeWorkspaceMember(argument: _openshell_v1_RemoveWorkspaceMemberRequest, callback: grpc.requestCallback<_openshell_v1_RemoveWorkspaceMemberResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Replaces the observed status of the sandbox's tool server endpoints.
   */
  ReportEndpointStatus(argument: _openshell_v1_ReportEndpointStatusRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ReportEndpointStatusResponse__Output>): grpc.ClientUnaryCall;
  ReportEndpointStatus(argument: _openshell_v1_ReportEndpointStatusRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_ReportEndpointStatusResponse__Output>): grpc.ClientUnaryCall;
  ReportEndpointStatus(argument: _openshell_v1_ReportEndpointStatusRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ReportEndpointStatusResponse__Output>): grpc.ClientUnaryCall;
  ReportEndpointStatus(argument: _openshell_v1_ReportEndpointStatusRequest, callback: grpc.requestCallback<_openshell_v1_ReportEndpointStatusResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Replaces the observed status of the sandbox's tool server endpoints.
   */
  reportEndpointStatus(argument: _openshell_v1_ReportEndpointStatusRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ReportEndpointStatusResponse__Output>): grpc.ClientUnaryCall;
  reportEndpointStatus(argument: _openshell_v1_ReportEndpointStatusRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_ReportEndpointStatusResponse__Output>): grpc.ClientUnaryCall;
  reportEndpointStatus(argument: _openshell_v1_ReportEndpointStatusRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ReportEndpointStatusResponse__Output>): grpc.ClientUnaryCall;
  reportEndpointStatus(argument: _openshell_v1_ReportEndpointStatusRequest, callback: grpc.requestCallback<_openshell_v1_ReportEndpointStatusResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Durably reports the main process's exit code before the supervisor shuts down.
   */
  ReportMainProcessExit(argument: _openshell_v1_ReportMainProcessExitRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ReportMainProcessExitResponse__Output>): grpc.ClientUnaryCall;
  ReportMainProcessExit(argument: _openshell_v1_ReportMainProcessExitRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_ReportMainProcessExitResponse__Output>): grpc.ClientUnaryCall;
  ReportMainProcessExit(argument: _openshell_v1_ReportMainProcessExitRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ReportMainProcessExitResponse__Output>): grpc.ClientUnaryCall;
  ReportMainProcessExit(argument: _openshell_v1_ReportMainProcessExitRequest, callback: grpc.requestCallback<_openshell_v1_ReportMainProcessExitResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Durably reports the main process's exit code before the supervisor shuts down.
   */
  reportMainProcessExit(argument: _openshell_v1_ReportMainProcessExitRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ReportMainProcessExitResponse__Output>): grpc.ClientUnaryCall;
  reportMainProcessExit(argument: _openshell_v1_ReportMainProcessExitRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_ReportMainProcessExitResponse__Output>): grpc.ClientUnaryCall;
  reportMainProcessExit(argument: _openshell_v1_ReportMainProcessExitRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ReportMainProcessExitResponse__Output>): grpc.ClientUnaryCall;
  reportMainProcessExit(argument: _openshell_v1_ReportMainProcessExitRequest, callback: grpc.requestCallback<_openshell_v1_ReportMainProcessExitResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Reports whether the supervisor loaded a policy version.
   */
  ReportPolicyStatus(argument: _openshell_v1_ReportPolicyStatusRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ReportPolicyStatusResponse__Output>): grpc.ClientUnaryCall;
  ReportPolicyStatus(argument: _openshell_v1_ReportPolicyStatusRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_ReportPolicyStatusResponse__Output>): grpc.ClientUnaryCall;
  ReportPolicyStatus(argument: _openshell_v1_ReportPolicyStatusRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ReportPolicyStatusResponse__Output>): grpc.ClientUnaryCall;
  ReportPolicyStatus(argument: _openshell_v1_ReportPolicyStatusRequest, callback: grpc.requestCallback<_openshell_v1_ReportPolicyStatusResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Reports whether the supervisor loaded a policy version.
   */
  reportPolicyStatus(argument: _openshell_v1_ReportPolicyStatusRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ReportPolicyStatusResponse__Output>): grpc.ClientUnaryCall;
  reportPolicyStatus(argument: _openshell_v1_ReportPolicyStatusRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_ReportPolicyStatusResponse__Output>): grpc.ClientUnaryCall;
  reportPolicyStatus(argument: _openshell_v1_ReportPolicyStatusRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ReportPolicyStatusResponse__Output>): grpc.ClientUnaryCall;
  reportPolicyStatus(argument: _openshell_v1_ReportPolicyStatusRequest, callback: grpc.requestCallback<_openshell_v1_ReportPolicyStatusResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Reports installed provider state for the current supervisor session (what moves receipts to READY/REVOKED).
   */
  ReportProviderReadiness(argument: _openshell_v1_ReportProviderReadinessRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ReportProviderReadinessResponse__Output>): grpc.ClientUnaryCall;
  ReportProviderReadiness(argument: _openshell_v1_ReportProviderReadinessRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_ReportProviderReadinessResponse__Output>): grpc.ClientUnaryCall;
  ReportProviderReadiness(argument: _openshell_v1_ReportProviderReadinessRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ReportProviderReadinessResponse__Output>): grpc.ClientUnaryCall;
  ReportProviderReadiness(argument: _openshell_v1_ReportProviderReadinessRequest, callback: grpc.requestCallback<_openshell_v1_ReportProviderReadinessResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Reports installed provider state for the current supervisor session (what moves receipts to READY/REVOKED).
   */
  reportProviderReadiness(argument: _openshell_v1_ReportProviderReadinessRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ReportProviderReadinessResponse__Output>): grpc.ClientUnaryCall;
  reportProviderReadiness(argument: _openshell_v1_ReportProviderReadinessRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_ReportProviderReadinessResponse__Output>): grpc.ClientUnaryCall;
  reportProviderReadiness(argument: _openshell_v1_ReportProviderReadinessRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ReportProviderReadinessResponse__Output>): grpc.ClientUnaryCall;
  reportProviderReadiness(argument: _openshell_v1_ReportProviderReadinessRequest, callback: grpc.requestCallback<_openshell_v1_ReportProviderReadinessResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Registers start-up and accepts or rejects an exact runtime configuration.
   */
  ReportSandboxConfiguration(argument: _openshell_v1_ReportSandboxConfigurationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ReportSandboxConfigurationResponse__Output>): grpc.ClientUnaryCall;
  ReportSandboxConfiguration(argument: _openshell_v1_ReportSandboxConfigurationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_ReportSandboxConfigurationResponse__Output>): grpc.ClientUnaryCall;
  ReportSandboxConfiguration(argument: _openshell_v1_ReportSandboxConfigurationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ReportSandboxConfigurationResponse__Output>): grpc.ClientUnaryCall;
  ReportSandboxConfiguration(argument: _openshell_v1_ReportSandboxConfigurationRequest, callback: grpc.requestCallback<_openshell_v1_ReportSandboxConfigurationResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Registers start-up and accepts or rejects an exact runtime configuration.
   */
  reportSandboxConfiguration(argument: _openshell_v1_ReportSandboxConfigurationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ReportSandboxConfigurationResponse__Output>): grpc.ClientUnaryCall;
  reportSandboxConfiguration(argument: _openshell_v1_ReportSandboxConfigurationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_ReportSandboxConfigurationResponse__Output>): grpc.ClientUnaryCall;
  reportSandboxConfiguration(argument: _openshell_v1_ReportSandboxConfigurationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ReportSandboxConfigurationResponse__Output>): grpc.ClientUnaryCall;
  reportSandboxConfiguration(argument: _openshell_v1_ReportSandboxConfigurationRequest, callback: grpc.requestCallback<_openshell_v1_ReportSandboxConfigurationResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Revokes an SSH token. A missing token is NOT_FOUND unless allow_missing.
   */
  RevokeSshSession(argument: _openshell_v1_RevokeSshSessionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_RevokeSshSessionResponse__Output>): grpc.ClientUnaryCall;
  RevokeSshSession(argument: _openshell_v1_RevokeSshSessionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_RevokeSshSessionResponse__Output>): grpc.ClientUnaryCall;
  RevokeSshSession(argument: _openshell_v1_RevokeSshSessionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_RevokeSshSessionResponse__Output>): grpc.ClientUnaryCall;
  RevokeSshSession(argument: _openshell_v1_RevokeSshSessionRequest, callback: grpc.requestCallback<_openshell_v1_RevokeSshSessionResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Revokes an SSH token. A missing token is NOT_FOUND unless allow_missing.
   */
  revokeSshSession(argument: _openshell_v1_RevokeSshSessionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_RevokeSshSessionResponse__Output>): grpc.ClientUnaryCall;
  revokeSshSession(argument: _openshell_v1_RevokeSshSessionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_RevokeSshSessionResponse__Output>): grpc.ClientUnaryCall;
  revokeSshSession(argument: _openshell_v1_RevokeSshSessionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_RevokeSshSessionResponse__Output>): grpc.ClientUnaryCall;
  revokeSshSession(argument: _openshell_v1_RevokeSshSessionRequest, callback: grpc.requestCallback<_openshell_v1_RevokeSshSessionResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Asks the gateway to refresh one credential now.
   */
  RotateProviderCredential(argument: _openshell_v1_RotateProviderCredentialRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_RotateProviderCredentialResponse__Output>): grpc.ClientUnaryCall;
  RotateProviderCredential(argument: _openshell_v1_RotateProviderCredentialRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_RotateProviderCredentialResponse__Output>): grpc.ClientUnaryCall;
  RotateProviderCredential(argument: _openshell_v1_RotateProviderCredentialRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_RotateProviderCredentialResponse__Output>): grpc.ClientUnaryCall;
  RotateProviderCredential(argument: _openshell_v1_RotateProviderCredentialRequest, callback: grpc.requestCallback<_openshell_v1_RotateProviderCredentialResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Asks the gateway to refresh one credential now.
   */
  rotateProviderCredential(argument: _openshell_v1_RotateProviderCredentialRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_RotateProviderCredentialResponse__Output>): grpc.ClientUnaryCall;
  rotateProviderCredential(argument: _openshell_v1_RotateProviderCredentialRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_RotateProviderCredentialResponse__Output>): grpc.ClientUnaryCall;
  rotateProviderCredential(argument: _openshell_v1_RotateProviderCredentialRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_RotateProviderCredentialResponse__Output>): grpc.ClientUnaryCall;
  rotateProviderCredential(argument: _openshell_v1_RotateProviderCredentialRequest, callback: grpc.requestCallback<_openshell_v1_RotateProviderCredentialResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Starts a stopped sandbox again; answers while it is still STARTING.
   */
  StartSandbox(argument: _openshell_v1_StartSandboxRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_SandboxResponse__Output>): grpc.ClientUnaryCall;
  StartSandbox(argument: _openshell_v1_StartSandboxRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_SandboxResponse__Output>): grpc.ClientUnaryCall;
  StartSandbox(argument: _openshell_v1_StartSandboxRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_SandboxResponse__Output>): grpc.ClientUnaryCall;
  StartSandbox(argument: _openshell_v1_StartSandboxRequest, callback: grpc.requestCallback<_openshell_v1_SandboxResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Starts a stopped sandbox again; answers while it is still STARTING.
   */
  startSandbox(argument: _openshell_v1_StartSandboxRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_SandboxResponse__Output>): grpc.ClientUnaryCall;
  startSandbox(argument: _openshell_v1_StartSandboxRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_SandboxResponse__Output>): grpc.ClientUnaryCall;
  startSandbox(argument: _openshell_v1_StartSandboxRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_SandboxResponse__Output>): grpc.ClientUnaryCall;
  startSandbox(argument: _openshell_v1_StartSandboxRequest, callback: grpc.requestCallback<_openshell_v1_SandboxResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Stops a sandbox and keeps its persistent state; clears SSH sessions.
   */
  StopSandbox(argument: _openshell_v1_StopSandboxRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_SandboxResponse__Output>): grpc.ClientUnaryCall;
  StopSandbox(argument: _openshell_v1_StopSandboxRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_SandboxResponse__Output>): grpc.ClientUnaryCall;
  StopSandbox(argument: _openshell_v1_StopSandboxRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_SandboxResponse__Output>): grpc.ClientUnaryCall;
  StopSandbox(argument: _openshell_v1_StopSandboxRequest, callback: grpc.requestCallback<_openshell_v1_SandboxResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Stops a sandbox and keeps its persistent state; clears SSH sessions.
   */
  stopSandbox(argument: _openshell_v1_StopSandboxRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_SandboxResponse__Output>): grpc.ClientUnaryCall;
  stopSandbox(argument: _openshell_v1_StopSandboxRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_SandboxResponse__Output>): grpc.ClientUnaryCall;
  stopSandbox(argument: _openshell_v1_StopSandboxRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_SandboxResponse__Output>): grpc.ClientUnaryCall;
  stopSandbox(argument: _openshell_v1_StopSandboxRequest, callback: grpc.requestCallback<_openshell_v1_SandboxResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Submits denial summaries and proposed chunks.
   */
  SubmitPolicyAnalysis(argument: _openshell_v1_SubmitPolicyAnalysisRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_SubmitPolicyAnalysisResponse__Output>): grpc.ClientUnaryCall;
  SubmitPolicyAnalysis(argument: _openshell_v1_SubmitPolicyAnalysisRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_SubmitPolicyAnalysisResponse__Output>): grpc.ClientUnaryCall;
  SubmitPolicyAnalysis(argument: _openshell_v1_SubmitPolicyAnalysisRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_SubmitPolicyAnalysisResponse__Output>): grpc.ClientUnaryCall;
  SubmitPolicyAnalysis(argument: _openshell_v1_SubmitPolicyAnalysisRequest, callback: grpc.requestCallback<_openshell_v1_SubmitPolicyAnalysisResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Submits denial summaries and proposed chunks.
   */
  submitPolicyAnalysis(argument: _openshell_v1_SubmitPolicyAnalysisRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_SubmitPolicyAnalysisResponse__Output>): grpc.ClientUnaryCall;
  submitPolicyAnalysis(argument: _openshell_v1_SubmitPolicyAnalysisRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_SubmitPolicyAnalysisResponse__Output>): grpc.ClientUnaryCall;
  submitPolicyAnalysis(argument: _openshell_v1_SubmitPolicyAnalysisRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_SubmitPolicyAnalysisResponse__Output>): grpc.ClientUnaryCall;
  submitPolicyAnalysis(argument: _openshell_v1_SubmitPolicyAnalysisRequest, callback: grpc.requestCallback<_openshell_v1_SubmitPolicyAnalysisResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Puts an approved chunk back to pending and removes its rule from the policy.
   */
  UndoDraftChunk(argument: _openshell_v1_UndoDraftChunkRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_UndoDraftChunkResponse__Output>): grpc.ClientUnaryCall;
  UndoDraftChunk(argument: _openshell_v1_UndoDraftChunkRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_UndoDraftChunkResponse__Output>): grpc.ClientUnaryCall;
  UndoDraftChunk(argument: _openshell_v1_UndoDraftChunkRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_UndoDraftChunkResponse__Output>): grpc.ClientUnaryCall;
  UndoDraftChunk(argument: _openshell_v1_UndoDraftChunkRequest, callback: grpc.requestCallback<_openshell_v1_UndoDraftChunkResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Puts an approved chunk back to pending and removes its rule from the policy.
   */
  undoDraftChunk(argument: _openshell_v1_UndoDraftChunkRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_UndoDraftChunkResponse__Output>): grpc.ClientUnaryCall;
  undoDraftChunk(argument: _openshell_v1_UndoDraftChunkRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_UndoDraftChunkResponse__Output>): grpc.ClientUnaryCall;
  undoDraftChunk(argument: _openshell_v1_UndoDraftChunkRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_UndoDraftChunkResponse__Output>): grpc.ClientUnaryCall;
  undoDraftChunk(argument: _openshell_v1_UndoDraftChunkRequest, callback: grpc.requestCallback<_openshell_v1_UndoDraftChunkResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Exactly one of: a full policy, one setting, or a list of merge operations, at sandbox or global scope.
   */
  UpdateConfig(argument: _openshell_v1_UpdateConfigRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_UpdateConfigResponse__Output>): grpc.ClientUnaryCall;
  UpdateConfig(argument: _openshell_v1_UpdateConfigRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_UpdateConfigResponse__Output>): grpc.ClientUnaryCall;
  UpdateConfig(argument: _openshell_v1_UpdateConfigRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_UpdateConfigResponse__Output>): grpc.ClientUnaryCall;
  UpdateConfig(argument: _openshell_v1_UpdateConfigRequest, callback: grpc.requestCallback<_openshell_v1_UpdateConfigResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Exactly one of: a full policy, one setting, or a list of merge operations, at sandbox or global scope.
   */
  updateConfig(argument: _openshell_v1_UpdateConfigRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_UpdateConfigResponse__Output>): grpc.ClientUnaryCall;
  updateConfig(argument: _openshell_v1_UpdateConfigRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_UpdateConfigResponse__Output>): grpc.ClientUnaryCall;
  updateConfig(argument: _openshell_v1_UpdateConfigRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_UpdateConfigResponse__Output>): grpc.ClientUnaryCall;
  updateConfig(argument: _openshell_v1_UpdateConfigRequest, callback: grpc.requestCallback<_openshell_v1_UpdateConfigResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Merge update of a provider's credentials, config and credential expiry; answers with one receipt per attached
   * sandbox.
   */
  UpdateProvider(argument: _openshell_v1_UpdateProviderRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ProviderResponse__Output>): grpc.ClientUnaryCall;
  UpdateProvider(argument: _openshell_v1_UpdateProviderRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_ProviderResponse__Output>): grpc.ClientUnaryCall;
  UpdateProvider(argument: _openshell_v1_UpdateProviderRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ProviderResponse__Output>): grpc.ClientUnaryCall;
  UpdateProvider(argument: _openshell_v1_UpdateProviderRequest, callback: grpc.requestCallback<_openshell_v1_ProviderResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Merge update of a provider's credentials, config and credential expiry; answers with one receipt per attached
   * sandbox.
   */
  updateProvider(argument: _openshell_v1_UpdateProviderRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ProviderResponse__Output>): grpc.ClientUnaryCall;
  updateProvider(argument: _openshell_v1_UpdateProviderRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_ProviderResponse__Output>): grpc.ClientUnaryCall;
  updateProvider(argument: _openshell_v1_UpdateProviderRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_ProviderResponse__Output>): grpc.ClientUnaryCall;
  updateProvider(argument: _openshell_v1_UpdateProviderRequest, callback: grpc.requestCallback<_openshell_v1_ProviderResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Replaces one imported profile, guarded by its resource_version.
   */
  UpdateProviderProfiles(argument: _openshell_v1_UpdateProviderProfilesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_UpdateProviderProfilesResponse__Output>): grpc.ClientUnaryCall;
  UpdateProviderProfiles(argument: _openshell_v1_UpdateProviderProfilesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_UpdateProviderProfilesResponse__Output>): grpc.ClientUnaryCall;
  UpdateProviderProfiles(argument: _openshell_v1_UpdateProviderProfilesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_UpdateProviderProfilesResponse__Output>): grpc.ClientUnaryCall;
  UpdateProviderProfiles(argument: _openshell_v1_UpdateProviderProfilesRequest, callback: grpc.requestCallback<_openshell_v1_UpdateProviderProfilesResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Replaces one imported profile, guarded by its resource_version.
   */
  updateProviderProfiles(argument: _openshell_v1_UpdateProviderProfilesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_UpdateProviderProfilesResponse__Output>): grpc.ClientUnaryCall;
  updateProviderProfiles(argument: _openshell_v1_UpdateProviderProfilesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_openshell_v1_UpdateProviderProfilesResponse__Output>): grpc.ClientUnaryCall;
  updateProviderProfiles(argument: _openshell_v1_UpdateProviderProfilesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_openshell_v1_UpdateProviderProfilesResponse__Output>): grpc.ClientUnaryCall;
  updateProviderProfiles(argument: _openshell_v1_UpdateProviderProfilesRequest, callback: grpc.requestCallback<_openshell_v1_UpdateProviderProfilesResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Snapshot, log tail, event tail, then live updates for one sandbox (by name). Resumable: pass the last cursor
   * seen as resume_after_cursor; a cursor from another replica or before a restart is OUT_OF_RANGE.
   */
  WatchSandbox(argument: _openshell_v1_WatchSandboxRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_openshell_v1_SandboxStreamEvent__Output>;
  WatchSandbox(argument: _openshell_v1_WatchSandboxRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_openshell_v1_SandboxStreamEvent__Output>;
  /**
   * Snapshot, log tail, event tail, then live updates for one sandbox (by name). Resumable: pass the last cursor
   * seen as resume_after_cursor; a cursor from another replica or before a restart is OUT_OF_RANGE.
   */
  watchSandbox(argument: _openshell_v1_WatchSandboxRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_openshell_v1_SandboxStreamEvent__Output>;
  watchSandbox(argument: _openshell_v1_WatchSandboxRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_openshell_v1_SandboxStreamEvent__Output>;
  
}

export interface OpenShellHandlers extends grpc.UntypedServiceImplementation {
  /**
   * Adds a principal (OIDC subject) to a workspace as USER or ADMIN.
   */
  AddWorkspaceMember: grpc.handleUnaryCall<_openshell_v1_AddWorkspaceMemberRequest__Output, _openshell_v1_AddWorkspaceMemberResponse>;
  
  /**
   * Approves the listed chunks (each with its review token) in one revision, skipping flagged ones unless asked.
   */
  ApproveAllDraftChunks: grpc.handleUnaryCall<_openshell_v1_ApproveAllDraftChunksRequest__Output, _openshell_v1_ApproveAllDraftChunksResponse>;
  
  /**
   * Merges a chunk into a new policy revision; the review token must still match the live inputs.
   */
  ApproveDraftChunk: grpc.handleUnaryCall<_openshell_v1_ApproveDraftChunkRequest__Output, _openshell_v1_ApproveDraftChunkResponse>;
  
  /**
   * Attaches a provider to a sandbox and answers with a receipt; the credentials are in place once the receipt
   * reports READY.
   */
  AttachSandboxProvider: grpc.handleUnaryCall<_openshell_v1_AttachSandboxProviderRequest__Output, _openshell_v1_AttachSandboxProviderResponse>;
  
  /**
   * Reserves a single-use staging slot for a local rootfs tar archive; only a client sharing the gateway's
   * filesystem can use it.
   */
  BeginRootfsTarStaging: grpc.handleUnaryCall<_openshell_v1_BeginRootfsTarStagingRequest__Output, _openshell_v1_BeginRootfsTarStagingResponse>;
  
  /**
   * Deletes every pending chunk of a sandbox.
   */
  ClearDraftChunks: grpc.handleUnaryCall<_openshell_v1_ClearDraftChunksRequest__Output, _openshell_v1_ClearDraftChunksResponse>;
  
  /**
   * Stores the gateway-owned refresh material (and strategy) for one credential.
   */
  ConfigureProviderRefresh: grpc.handleUnaryCall<_openshell_v1_ConfigureProviderRefreshRequest__Output, _openshell_v1_ConfigureProviderRefreshResponse>;
  
  /**
   * The long-lived session over which the gateway asks for relay channels.
   */
  ConnectSupervisor: grpc.handleBidiStreamingCall<_openshell_v1_SupervisorMessage__Output, _openshell_v1_GatewayMessage>;
  
  /**
   * --- provider ---
   * Stores a credential provider; its type must name an imported provider profile exactly. Credentials come back
   * redacted.
   */
  CreateProvider: grpc.handleUnaryCall<_openshell_v1_CreateProviderRequest__Output, _openshell_v1_ProviderResponse>;
  
  /**
   * --- sandbox ---
   * Creates a sandbox by name in one named workspace and returns at once in PROVISIONING. Can start from a gateway
   * template (workload_template) and expose services in the same call.
   */
  CreateSandbox: grpc.handleUnaryCall<_openshell_v1_CreateSandboxRequest__Output, _openshell_v1_SandboxResponse>;
  
  /**
   * --- sandbox templates (reusable, stored on the gateway) ---
   * Stores a named workload template in a workspace. Workspace admins only.
   */
  CreateSandboxTemplate: grpc.handleUnaryCall<_openshell_v1_CreateSandboxTemplateRequest__Output, _openshell_v1_SandboxTemplateResponse>;
  
  /**
   * --- SSH, exec and forwarding ---
   * Mints a short-lived SSH relay token for a sandbox, addressed by name.
   */
  CreateSshSession: grpc.handleUnaryCall<_openshell_v1_CreateSshSessionRequest__Output, _openshell_v1_CreateSshSessionResponse>;
  
  /**
   * --- workspaces ---
   * Creates a workspace. Platform admins only.
   */
  CreateWorkspace: grpc.handleUnaryCall<_openshell_v1_CreateWorkspaceRequest__Output, _openshell_v1_CreateWorkspaceResponse>;
  
  /**
   * Deletes a provider. A provider still attached to a sandbox is refused.
   */
  DeleteProvider: grpc.handleUnaryCall<_openshell_v1_DeleteProviderRequest__Output, _openshell_v1_DeleteProviderResponse>;
  
  /**
   * Deletes an imported provider profile by id.
   */
  DeleteProviderProfile: grpc.handleUnaryCall<_openshell_v1_DeleteProviderProfileRequest__Output, _openshell_v1_DeleteProviderProfileResponse>;
  
  /**
   * Removes the refresh configuration of one credential.
   */
  DeleteProviderRefresh: grpc.handleUnaryCall<_openshell_v1_DeleteProviderRefreshRequest__Output, _openshell_v1_DeleteProviderRefreshResponse>;
  
  /**
   * Starts deleting a sandbox: normally answers ACCEPTED while the record lingers in DELETING until gone.
   */
  DeleteSandbox: grpc.handleUnaryCall<_openshell_v1_DeleteSandboxRequest__Output, _openshell_v1_DeleteSandboxResponse>;
  
  /**
   * Deletes a workload template by name. Workspace admins only.
   */
  DeleteSandboxTemplate: grpc.handleUnaryCall<_openshell_v1_DeleteSandboxTemplateRequest__Output, _openshell_v1_DeleteSandboxTemplateResponse>;
  
  /**
   * Removes one service endpoint.
   */
  DeleteService: grpc.handleUnaryCall<_openshell_v1_DeleteServiceRequest__Output, _openshell_v1_DeleteServiceResponse>;
  
  /**
   * Deletes a workspace. Platform admins only.
   */
  DeleteWorkspace: grpc.handleUnaryCall<_openshell_v1_DeleteWorkspaceRequest__Output, _openshell_v1_DeleteWorkspaceResponse>;
  
  /**
   * Detaches a provider from a sandbox and answers with a receipt; the credentials are gone only once the receipt
   * reports REVOKED (seconds later).
   */
  DetachSandboxProvider: grpc.handleUnaryCall<_openshell_v1_DetachSandboxProviderRequest__Output, _openshell_v1_DetachSandboxProviderResponse>;
  
  /**
   * Replaces the proposed rule of a pending chunk; it stays pending with a new review token.
   */
  EditDraftChunk: grpc.handleUnaryCall<_openshell_v1_EditDraftChunkRequest__Output, _openshell_v1_EditDraftChunkResponse>;
  
  /**
   * Exchanges a stored subject token for one scoped to the supervisor's SPIFFE identity.
   */
  ExchangeProviderSubjectToken: grpc.handleUnaryCall<_openshell_v1_ExchangeProviderSubjectTokenRequest__Output, _openshell_v1_ExchangeProviderSubjectTokenResponse>;
  
  /**
   * Runs a command in a sandbox (by name): stdout/stderr chunks, then exactly one exit event. execution_timeout
   * ends the command with exit code 124.
   */
  ExecSandbox: grpc.handleServerStreamingCall<_openshell_v1_ExecSandboxRequest__Output, _openshell_v1_ExecSandboxEvent>;
  
  /**
   * Interactive exec: the first message carries the ExecSandboxRequest, later ones stdin bytes or window resizes.
   */
  ExecSandboxInteractive: grpc.handleBidiStreamingCall<_openshell_v1_ExecSandboxInput__Output, _openshell_v1_ExecSandboxEvent>;
  
  /**
   * --- services (HTTP services inside a sandbox, routed by the gateway) ---
   * Creates or updates a routed endpoint for a loopback port inside a sandbox.
   */
  ExposeService: grpc.handleUnaryCall<_openshell_v1_ExposeServiceRequest__Output, _openshell_v1_ServiceEndpointResponse>;
  
  /**
   * Confirms that foreground terminal delivery finished, which permits cleanup.
   */
  FinalizeMainProcessExit: grpc.handleUnaryCall<_openshell_v1_FinalizeMainProcessExitRequest__Output, _openshell_v1_FinalizeMainProcessExitResponse>;
  
  /**
   * Forwards one client TCP connection to a loopback target (or SSH) inside a sandbox; the first frame says where.
   */
  ForwardTcp: grpc.handleBidiStreamingCall<_openshell_v1_TcpForwardFrame__Output, _openshell_v1_TcpForwardFrame>;
  
  /**
   * Who the gateway thinks the caller is (subject, roles, scopes).
   */
  GetCurrentUser: grpc.handleUnaryCall<_openshell_v1_GetCurrentUserRequest__Output, _openshell_v1_GetCurrentUserResponse>;
  
  /**
   * A timeline of draft decisions.
   */
  GetDraftHistory: grpc.handleUnaryCall<_openshell_v1_GetDraftHistoryRequest__Output, _openshell_v1_GetDraftHistoryResponse>;
  
  /**
   * --- draft ---
   * Proposed rule chunks (the approval inbox), newest first.
   */
  GetDraftPolicy: grpc.handleUnaryCall<_openshell_v1_GetDraftPolicyRequest__Output, _openshell_v1_GetDraftPolicyResponse>;
  
  /**
   * Gateway-wide settings and their revision; any authenticated caller with config:read.
   */
  GetGatewayConfig: grpc.handleUnaryCall<_openshell_sandbox_v1_GetGatewayConfigRequest__Output, _openshell_sandbox_v1_GetGatewayConfigResponse>;
  
  /**
   * Gateway version, compute drivers and the negotiated extensions. Platform admins only.
   */
  GetGatewayInfo: grpc.handleUnaryCall<_openshell_v1_GetGatewayInfoRequest__Output, _openshell_v1_GetGatewayInfoResponse>;
  
  /**
   * One provider by name, credentials redacted.
   */
  GetProvider: grpc.handleUnaryCall<_openshell_v1_GetProviderRequest__Output, _openshell_v1_ProviderResponse>;
  
  /**
   * One provider profile by id.
   */
  GetProviderProfile: grpc.handleUnaryCall<_openshell_v1_GetProviderProfileRequest__Output, _openshell_v1_ProviderProfileResponse>;
  
  /**
   * --- provider credential refresh ---
   * Refresh state of one provider's credentials, with the recovery action to take after a failure.
   */
  GetProviderRefreshStatus: grpc.handleUnaryCall<_openshell_v1_GetProviderRefreshStatusRequest__Output, _openshell_v1_GetProviderRefreshStatusResponse>;
  
  /**
   * One sandbox by name within a named workspace.
   */
  GetSandbox: grpc.handleUnaryCall<_openshell_v1_GetSandboxRequest__Output, _openshell_v1_SandboxResponse>;
  
  /**
   * --- policy ---
   * The effective policy, settings and configuration admission of a sandbox, addressed by name (0.0: by UUID).
   */
  GetSandboxConfig: grpc.handleUnaryCall<_openshell_sandbox_v1_GetSandboxConfigRequest__Output, _openshell_sandbox_v1_GetSandboxConfigResponse>;
  
  /**
   * --- observability ---
   * Reads the in-memory log ring of a sandbox, addressed by name (0.0: by UUID).
   */
  GetSandboxLogs: grpc.handleUnaryCall<_openshell_v1_GetSandboxLogsRequest__Output, _openshell_v1_GetSandboxLogsResponse>;
  
  /**
   * One policy revision (0 = latest) with its body, plus the active version.
   */
  GetSandboxPolicyStatus: grpc.handleUnaryCall<_openshell_v1_GetSandboxPolicyStatusRequest__Output, _openshell_v1_GetSandboxPolicyStatusResponse>;
  
  /**
   * The provider environment the sandbox receives, with endpoint bindings for static credentials.
   */
  GetSandboxProviderEnvironment: grpc.handleUnaryCall<_openshell_v1_GetSandboxProviderEnvironmentRequest__Output, _openshell_v1_GetSandboxProviderEnvironmentResponse>;
  
  /**
   * Where one provider mutation stands (PERSISTED … READY / REVOKED / FAILED / SUPERSEDED), by receipt_id, or the
   * current state when receipt_id is empty.
   */
  GetSandboxProviderStatus: grpc.handleUnaryCall<_openshell_v1_GetSandboxProviderStatusRequest__Output, _openshell_v1_GetSandboxProviderStatusResponse>;
  
  /**
   * One workload template by name.
   */
  GetSandboxTemplate: grpc.handleUnaryCall<_openshell_v1_GetSandboxTemplateRequest__Output, _openshell_v1_SandboxTemplateResponse>;
  
  /**
   * One service endpoint of a sandbox by name (empty name: the unnamed one).
   */
  GetService: grpc.handleUnaryCall<_openshell_v1_GetServiceRequest__Output, _openshell_v1_ServiceEndpointResponse>;
  
  /**
   * One workspace by name.
   */
  GetWorkspace: grpc.handleUnaryCall<_openshell_v1_GetWorkspaceRequest__Output, _openshell_v1_GetWorkspaceResponse>;
  
  /**
   * --- gateway ---
   * Liveness and build version ("0.1.2"). Never needs credentials; identical in both lines, so it tells them apart.
   */
  Health: grpc.handleUnaryCall<_openshell_v1_HealthRequest__Output, _openshell_v1_HealthResponse>;
  
  /**
   * Validates and registers provider profiles; answers with diagnostics and what was imported.
   */
  ImportProviderProfiles: grpc.handleUnaryCall<_openshell_v1_ImportProviderProfilesRequest__Output, _openshell_v1_ImportProviderProfilesResponse>;
  
  /**
   * --- supervisor (sandbox-authenticated; the management plane never calls these) ---
   * Kubernetes driver path: exchanges a bootstrap credential for a gateway JWT bound to the sandbox.
   */
  IssueSandboxToken: grpc.handleUnaryCall<_openshell_v1_IssueSandboxTokenRequest__Output, _openshell_v1_IssueSandboxTokenResponse>;
  
  /**
   * Validates provider profiles without registering them.
   */
  LintProviderProfiles: grpc.handleUnaryCall<_openshell_v1_LintProviderProfilesRequest__Output, _openshell_v1_LintProviderProfilesResponse>;
  
  /**
   * --- provider profiles (import-only: a fresh gateway has none) ---
   * Provider profiles of the platform (no selector) or of one workspace, one page at a time.
   */
  ListProviderProfiles: grpc.handleUnaryCall<_openshell_v1_ListProviderProfilesRequest__Output, _openshell_v1_ListProviderProfilesResponse>;
  
  /**
   * Providers of a workspace (or of all, for platform admins), one page at a time, credentials redacted.
   */
  ListProviders: grpc.handleUnaryCall<_openshell_v1_ListProvidersRequest__Output, _openshell_v1_ListProvidersResponse>;
  
  /**
   * Policy revisions, newest first, without bodies, one page at a time.
   */
  ListSandboxPolicies: grpc.handleUnaryCall<_openshell_v1_ListSandboxPoliciesRequest__Output, _openshell_v1_ListSandboxPoliciesResponse>;
  
  /**
   * --- sandbox providers and their receipts ---
   * The provider records attached to a sandbox, redacted, one page at a time.
   */
  ListSandboxProviders: grpc.handleUnaryCall<_openshell_v1_ListSandboxProvidersRequest__Output, _openshell_v1_ListSandboxProvidersResponse>;
  
  /**
   * Workload templates of a workspace, one page at a time. Also the cheapest probe for the 0.1 line: a 0.0 gateway
   * answers UNIMPLEMENTED.
   */
  ListSandboxTemplates: grpc.handleUnaryCall<_openshell_v1_ListSandboxTemplatesRequest__Output, _openshell_v1_ListSandboxTemplatesResponse>;
  
  /**
   * Sandboxes of a workspace (or of all, for platform admins), one page at a time, optionally filtered by labels.
   */
  ListSandboxes: grpc.handleUnaryCall<_openshell_v1_ListSandboxesRequest__Output, _openshell_v1_ListSandboxesResponse>;
  
  /**
   * Service endpoints of one sandbox or of all sandboxes in a workspace, one page at a time.
   */
  ListServices: grpc.handleUnaryCall<_openshell_v1_ListServicesRequest__Output, _openshell_v1_ListServicesResponse>;
  
  /**
   * Members of a workspace, one page at a time.
   */
  ListWorkspaceMembers: grpc.handleUnaryCall<_openshell_v1_ListWorkspaceMembersRequest__Output, _openshell_v1_ListWorkspaceMembersResponse>;
  
  /**
   * The workspaces the caller can see, one page at a time.
   */
  ListWorkspaces: grpc.handleUnaryCall<_openshell_v1_ListWorkspacesRequest__Output, _openshell_v1_ListWorkspacesResponse>;
  
  /**
   * Asks the owning replica for a provider mutation's status.
   */
  PeerGetSandboxProviderStatus: grpc.handleUnaryCall<_openshell_v1_GetSandboxProviderStatusRequest__Output, _openshell_v1_GetSandboxProviderStatusResponse>;
  
  /**
   * --- gateway peers (replica to replica) ---
   * Relays bytes to the replica that owns a sandbox's supervisor session.
   */
  PeerRelay: grpc.handleBidiStreamingCall<_openshell_v1_PeerRelayFrame__Output, _openshell_v1_PeerRelayFrame>;
  
  /**
   * Forwards an endpoint status report to the owning replica.
   */
  PeerReportEndpointStatus: grpc.handleUnaryCall<_openshell_v1_ReportEndpointStatusRequest__Output, _openshell_v1_ReportEndpointStatusResponse>;
  
  /**
   * Forwards a readiness report to the owning replica.
   */
  PeerReportProviderReadiness: grpc.handleUnaryCall<_openshell_v1_ReportProviderReadinessRequest__Output, _openshell_v1_ReportProviderReadinessResponse>;
  
  /**
   * Pushes the supervisor's log lines (client streaming).
   */
  PushSandboxLogs: grpc.handleClientStreamingCall<_openshell_v1_PushSandboxLogsRequest__Output, _openshell_v1_PushSandboxLogsResponse>;
  
  /**
   * Renews the supervisor's gateway JWT and the credentials of policy-authorized extension services.
   */
  RefreshSandboxToken: grpc.handleUnaryCall<_openshell_v1_RefreshSandboxTokenRequest__Output, _openshell_v1_RefreshSandboxTokenResponse>;
  
  /**
   * Rejects a chunk, optionally with a reason the in-sandbox agent sees.
   */
  RejectDraftChunk: grpc.handleUnaryCall<_openshell_v1_RejectDraftChunkRequest__Output, _openshell_v1_RejectDraftChunkResponse>;
  
  /**
   * Raw bytes of one relay channel; the first frame claims the channel.
   */
  RelayStream: grpc.handleBidiStreamingCall<_openshell_v1_RelayFrame__Output, _openshell_v1_RelayFrame>;
  
  /**
   * Removes a principal from a workspace.
   */
  RemoveWorkspaceMember: grpc.handleUnaryCall<_openshell_v1_RemoveWorkspaceMemberRequest__Output, _openshell_v1_RemoveWorkspaceMemberResponse>;
  
  /**
   * Replaces the observed status of the sandbox's tool server endpoints.
   */
  ReportEndpointStatus: grpc.handleUnaryCall<_openshell_v1_ReportEndpointStatusRequest__Output, _openshell_v1_ReportEndpointStatusResponse>;
  
  /**
   * Durably reports the main process's exit code before the supervisor shuts down.
   */
  ReportMainProcessExit: grpc.handleUnaryCall<_openshell_v1_ReportMainProcessExitRequest__Output, _openshell_v1_ReportMainProcessExitResponse>;
  
  /**
   * Reports whether the supervisor loaded a policy version.
   */
  ReportPolicyStatus: grpc.handleUnaryCall<_openshell_v1_ReportPolicyStatusRequest__Output, _openshell_v1_ReportPolicyStatusResponse>;
  
  /**
   * Reports installed provider state for the current supervisor session (what moves receipts to READY/REVOKED).
   */
  ReportProviderReadiness: grpc.handleUnaryCall<_openshell_v1_ReportProviderReadinessRequest__Output, _openshell_v1_ReportProviderReadinessResponse>;
  
  /**
   * Registers start-up and accepts or rejects an exact runtime configuration.
   */
  ReportSandboxConfiguration: grpc.handleUnaryCall<_openshell_v1_ReportSandboxConfigurationRequest__Output, _openshell_v1_ReportSandboxConfigurationResponse>;
  
  /**
   * Revokes an SSH token. A missing token is NOT_FOUND unless allow_missing.
   */
  RevokeSshSession: grpc.handleUnaryCall<_openshell_v1_RevokeSshSessionRequest__Output, _openshell_v1_RevokeSshSessionResponse>;
  
  /**
   * Asks the gateway to refresh one credential now.
   */
  RotateProviderCredential: grpc.handleUnaryCall<_openshell_v1_RotateProviderCredentialRequest__Output, _openshell_v1_RotateProviderCredentialResponse>;
  
  /**
   * Starts a stopped sandbox again; answers while it is still STARTING.
   */
  StartSandbox: grpc.handleUnaryCall<_openshell_v1_StartSandboxRequest__Output, _openshell_v1_SandboxResponse>;
  
  /**
   * Stops a sandbox and keeps its persistent state; clears SSH sessions.
   */
  StopSandbox: grpc.handleUnaryCall<_openshell_v1_StopSandboxRequest__Output, _openshell_v1_SandboxResponse>;
  
  /**
   * Submits denial summaries and proposed chunks.
   */
  SubmitPolicyAnalysis: grpc.handleUnaryCall<_openshell_v1_SubmitPolicyAnalysisRequest__Output, _openshell_v1_SubmitPolicyAnalysisResponse>;
  
  /**
   * Puts an approved chunk back to pending and removes its rule from the policy.
   */
  UndoDraftChunk: grpc.handleUnaryCall<_openshell_v1_UndoDraftChunkRequest__Output, _openshell_v1_UndoDraftChunkResponse>;
  
  /**
   * Exactly one of: a full policy, one setting, or a list of merge operations, at sandbox or global scope.
   */
  UpdateConfig: grpc.handleUnaryCall<_openshell_v1_UpdateConfigRequest__Output, _openshell_v1_UpdateConfigResponse>;
  
  /**
   * Merge update of a provider's credentials, config and credential expiry; answers with one receipt per attached
   * sandbox.
   */
  UpdateProvider: grpc.handleUnaryCall<_openshell_v1_UpdateProviderRequest__Output, _openshell_v1_ProviderResponse>;
  
  /**
   * Replaces one imported profile, guarded by its resource_version.
   */
  UpdateProviderProfiles: grpc.handleUnaryCall<_openshell_v1_UpdateProviderProfilesRequest__Output, _openshell_v1_UpdateProviderProfilesResponse>;
  
  /**
   * Snapshot, log tail, event tail, then live updates for one sandbox (by name). Resumable: pass the last cursor
   * seen as resume_after_cursor; a cursor from another replica or before a restart is OUT_OF_RANGE.
   */
  WatchSandbox: grpc.handleServerStreamingCall<_openshell_v1_WatchSandboxRequest__Output, _openshell_v1_SandboxStreamEvent>;
  
}

export interface OpenShellDefinition extends grpc.ServiceDefinition {
  AddWorkspaceMember: MethodDefinition<_openshell_v1_AddWorkspaceMemberRequest, _openshell_v1_AddWorkspaceMemberResponse, _openshell_v1_AddWorkspaceMemberRequest__Output, _openshell_v1_AddWorkspaceMemberResponse__Output>
  ApproveAllDraftChunks: MethodDefinition<_openshell_v1_ApproveAllDraftChunksRequest, _openshell_v1_ApproveAllDraftChunksResponse, _openshell_v1_ApproveAllDraftChunksRequest__Output, _openshell_v1_ApproveAllDraftChunksResponse__Output>
  ApproveDraftChunk: MethodDefinition<_openshell_v1_ApproveDraftChunkRequest, _openshell_v1_ApproveDraftChunkResponse, _openshell_v1_ApproveDraftChunkRequest__Output, _openshell_v1_ApproveDraftChunkResponse__Output>
  AttachSandboxProvider: MethodDefinition<_openshell_v1_AttachSandboxProviderRequest, _openshell_v1_AttachSandboxProviderResponse, _openshell_v1_AttachSandboxProviderRequest__Output, _openshell_v1_AttachSandboxProviderResponse__Output>
  BeginRootfsTarStaging: MethodDefinition<_openshell_v1_BeginRootfsTarStagingRequest, _openshell_v1_BeginRootfsTarStagingResponse, _openshell_v1_BeginRootfsTarStagingRequest__Output, _openshell_v1_BeginRootfsTarStagingResponse__Output>
  ClearDraftChunks: MethodDefinition<_openshell_v1_ClearDraftChunksRequest, _openshell_v1_ClearDraftChunksResponse, _openshell_v1_ClearDraftChunksRequest__Output, _openshell_v1_ClearDraftChunksResponse__Output>
  ConfigureProviderRefresh: MethodDefinition<_openshell_v1_ConfigureProviderRefreshRequest, _openshell_v1_ConfigureProviderRefreshResponse, _openshell_v1_ConfigureProviderRefreshRequest__Output, _openshell_v1_ConfigureProviderRefreshResponse__Output>
  ConnectSupervisor: MethodDefinition<_openshell_v1_SupervisorMessage, _openshell_v1_GatewayMessage, _openshell_v1_SupervisorMessage__Output, _openshell_v1_GatewayMessage__Output>
  CreateProvider: MethodDefinition<_openshell_v1_CreateProviderRequest, _openshell_v1_ProviderResponse, _openshell_v1_CreateProviderRequest__Output, _openshell_v1_ProviderResponse__Output>
  CreateSandbox: MethodDefinition<_openshell_v1_CreateSandboxRequest, _openshell_v1_SandboxResponse, _openshell_v1_CreateSandboxRequest__Output, _openshell_v1_SandboxResponse__Output>
  CreateSandboxTemplate: MethodDefinition<_openshell_v1_CreateSandboxTemplateRequest, _openshell_v1_SandboxTemplateResponse, _openshell_v1_CreateSandboxTemplateRequest__Output, _openshell_v1_SandboxTemplateResponse__Output>
  CreateSshSession: MethodDefinition<_openshell_v1_CreateSshSessionRequest, _openshell_v1_CreateSshSessionResponse, _openshell_v1_CreateSshSessionRequest__Output, _openshell_v1_CreateSshSessionResponse__Output>
  CreateWorkspace: MethodDefinition<_openshell_v1_CreateWorkspaceRequest, _openshell_v1_CreateWorkspaceResponse, _openshell_v1_CreateWorkspaceRequest__Output, _openshell_v1_CreateWorkspaceResponse__Output>
  DeleteProvider: MethodDefinition<_openshell_v1_DeleteProviderRequest, _openshell_v1_DeleteProviderResponse, _openshell_v1_DeleteProviderRequest__Output, _openshell_v1_DeleteProviderResponse__Output>
  DeleteProviderProfile: MethodDefinition<_openshell_v1_DeleteProviderProfileRequest, _openshell_v1_DeleteProviderProfileResponse, _openshell_v1_DeleteProviderProfileRequest__Output, _openshell_v1_DeleteProviderProfileResponse__Output>
  DeleteProviderRefresh: MethodDefinition<_openshell_v1_DeleteProviderRefreshRequest, _openshell_v1_DeleteProviderRefreshResponse, _openshell_v1_DeleteProviderRefreshRequest__Output, _openshell_v1_DeleteProviderRefreshResponse__Output>
  DeleteSandbox: MethodDefinition<_openshell_v1_DeleteSandboxRequest, _openshell_v1_DeleteSandboxResponse, _openshell_v1_DeleteSandboxRequest__Output, _openshell_v1_DeleteSandboxResponse__Output>
  DeleteSandboxTemplate: MethodDefinition<_openshell_v1_DeleteSandboxTemplateRequest, _openshell_v1_DeleteSandboxTemplateResponse, _openshell_v1_DeleteSandboxTemplateRequest__Output, _openshell_v1_DeleteSandboxTemplateResponse__Output>
  DeleteService: MethodDefinition<_openshell_v1_DeleteServiceRequest, _openshell_v1_DeleteServiceResponse, _openshell_v1_DeleteServiceRequest__Output, _openshell_v1_DeleteServiceResponse__Output>
  DeleteWorkspace: MethodDefinition<_openshell_v1_DeleteWorkspaceRequest, _openshell_v1_DeleteWorkspaceResponse, _openshell_v1_DeleteWorkspaceRequest__Output, _openshell_v1_DeleteWorkspaceResponse__Output>
  DetachSandboxProvider: MethodDefinition<_openshell_v1_DetachSandboxProviderRequest, _openshell_v1_DetachSandboxProviderResponse, _openshell_v1_DetachSandboxProviderRequest__Output, _openshell_v1_DetachSandboxProviderResponse__Output>
  EditDraftChunk: MethodDefinition<_openshell_v1_EditDraftChunkRequest, _openshell_v1_EditDraftChunkResponse, _openshell_v1_EditDraftChunkRequest__Output, _openshell_v1_EditDraftChunkResponse__Output>
  ExchangeProviderSubjectToken: MethodDefinition<_openshell_v1_ExchangeProviderSubjectTokenRequest, _openshell_v1_ExchangeProviderSubjectTokenResponse, _openshell_v1_ExchangeProviderSubjectTokenRequest__Output, _openshell_v1_ExchangeProviderSubjectTokenResponse__Output>
  ExecSandbox: MethodDefinition<_openshell_v1_ExecSandboxRequest, _openshell_v1_ExecSandboxEvent, _openshell_v1_ExecSandboxRequest__Output, _openshell_v1_ExecSandboxEvent__Output>
  ExecSandboxInteractive: MethodDefinition<_openshell_v1_ExecSandboxInput, _openshell_v1_ExecSandboxEvent, _openshell_v1_ExecSandboxInput__Output, _openshell_v1_ExecSandboxEvent__Output>
  ExposeService: MethodDefinition<_openshell_v1_ExposeServiceRequest, _openshell_v1_ServiceEndpointResponse, _openshell_v1_ExposeServiceRequest__Output, _openshell_v1_ServiceEndpointResponse__Output>
  FinalizeMainProcessExit: MethodDefinition<_openshell_v1_FinalizeMainProcessExitRequest, _openshell_v1_FinalizeMainProcessExitResponse, _openshell_v1_FinalizeMainProcessExitRequest__Output, _openshell_v1_FinalizeMainProcessExitResponse__Output>
  ForwardTcp: MethodDefinition<_openshell_v1_TcpForwardFrame, _openshell_v1_TcpForwardFrame, _openshell_v1_TcpForwardFrame__Output, _openshell_v1_TcpForwardFrame__Output>
  GetCurrentUser: MethodDefinition<_openshell_v1_GetCurrentUserRequest, _openshell_v1_GetCurrentUserResponse, _openshell_v1_GetCurrentUserRequest__Output, _openshell_v1_GetCurrentUserResponse__Output>
  GetDraftHistory: MethodDefinition<_openshell_v1_GetDraftHistoryRequest, _openshell_v1_GetDraftHistoryResponse, _openshell_v1_GetDraftHistoryRequest__Output, _openshell_v1_GetDraftHistoryResponse__Output>
  GetDraftPolicy: MethodDefinition<_openshell_v1_GetDraftPolicyRequest, _openshell_v1_GetDraftPolicyResponse, _openshell_v1_GetDraftPolicyRequest__Output, _openshell_v1_GetDraftPolicyResponse__Output>
  GetGatewayConfig: MethodDefinition<_openshell_sandbox_v1_GetGatewayConfigRequest, _openshell_sandbox_v1_GetGatewayConfigResponse, _openshell_sandbox_v1_GetGatewayConfigRequest__Output, _openshell_sandbox_v1_GetGatewayConfigResponse__Output>
  GetGatewayInfo: MethodDefinition<_openshell_v1_GetGatewayInfoRequest, _openshell_v1_GetGatewayInfoResponse, _openshell_v1_GetGatewayInfoRequest__Output, _openshell_v1_GetGatewayInfoResponse__Output>
  GetProvider: MethodDefinition<_openshell_v1_GetProviderRequest, _openshell_v1_ProviderResponse, _openshell_v1_GetProviderRequest__Output, _openshell_v1_ProviderResponse__Output>
  GetProviderProfile: MethodDefinition<_openshell_v1_GetProviderProfileRequest, _openshell_v1_ProviderProfileResponse, _openshell_v1_GetProviderProfileRequest__Output, _openshell_v1_ProviderProfileResponse__Output>
  GetProviderRefreshStatus: MethodDefinition<_openshell_v1_GetProviderRefreshStatusRequest, _openshell_v1_GetProviderRefreshStatusResponse, _openshell_v1_GetProviderRefreshStatusRequest__Output, _openshell_v1_GetProviderRefreshStatusResponse__Output>
  GetSandbox: MethodDefinition<_openshell_v1_GetSandboxRequest, _openshell_v1_SandboxResponse, _openshell_v1_GetSandboxRequest__Output, _openshell_v1_SandboxResponse__Output>
  GetSandboxConfig: MethodDefinition<_openshell_sandbox_v1_GetSandboxConfigRequest, _openshell_sandbox_v1_GetSandboxConfigResponse, _openshell_sandbox_v1_GetSandboxConfigRequest__Output, _openshell_sandbox_v1_GetSandboxConfigResponse__Output>
  GetSandboxLogs: MethodDefinition<_openshell_v1_GetSandboxLogsRequest, _openshell_v1_GetSandboxLogsResponse, _openshell_v1_GetSandboxLogsRequest__Output, _openshell_v1_GetSandboxLogsResponse__Output>
  GetSandboxPolicyStatus: MethodDefinition<_openshell_v1_GetSandboxPolicyStatusRequest, _openshell_v1_GetSandboxPolicyStatusResponse, _openshell_v1_GetSandboxPolicyStatusRequest__Output, _openshell_v1_GetSandboxPolicyStatusResponse__Output>
  GetSandboxProviderEnvironment: MethodDefinition<_openshell_v1_GetSandboxProviderEnvironmentRequest, _openshell_v1_GetSandboxProviderEnvironmentResponse, _openshell_v1_GetSandboxProviderEnvironmentRequest__Output, _openshell_v1_GetSandboxProviderEnvironmentResponse__Output>
  GetSandboxProviderStatus: MethodDefinition<_openshell_v1_GetSandboxProviderStatusRequest, _openshell_v1_GetSandboxProviderStatusResponse, _openshell_v1_GetSandboxProviderStatusRequest__Output, _openshell_v1_GetSandboxProviderStatusResponse__Output>
  GetSandboxTemplate: MethodDefinition<_openshell_v1_GetSandboxTemplateRequest, _openshell_v1_SandboxTemplateResponse, _openshell_v1_GetSandboxTemplateRequest__Output, _openshell_v1_SandboxTemplateResponse__Output>
  GetService: MethodDefinition<_openshell_v1_GetServiceRequest, _openshell_v1_ServiceEndpointResponse, _openshell_v1_GetServiceRequest__Output, _openshell_v1_ServiceEndpointResponse__Output>
  GetWorkspace: MethodDefinition<_openshell_v1_GetWorkspaceRequest, _openshell_v1_GetWorkspaceResponse, _openshell_v1_GetWorkspaceRequest__Output, _openshell_v1_GetWorkspaceResponse__Output>
  Health: MethodDefinition<_openshell_v1_HealthRequest, _openshell_v1_HealthResponse, _openshell_v1_HealthRequest__Output, _openshell_v1_HealthResponse__Output>
  ImportProviderProfiles: MethodDefinition<_openshell_v1_ImportProviderProfilesRequest, _openshell_v1_ImportProviderProfilesResponse, _openshell_v1_ImportProviderProfilesRequest__Output, _openshell_v1_ImportProviderProfilesResponse__Output>
  IssueSandboxToken: MethodDefinition<_openshell_v1_IssueSandboxTokenRequest, _openshell_v1_IssueSandboxTokenResponse, _openshell_v1_IssueSandboxTokenRequest__Output, _openshell_v1_IssueSandboxTokenResponse__Output>
  LintProviderProfiles: MethodDefinition<_openshell_v1_LintProviderProfilesRequest, _openshell_v1_LintProviderProfilesResponse, _openshell_v1_LintProviderProfilesRequest__Output, _openshell_v1_LintProviderProfilesResponse__Output>
  ListProviderProfiles: MethodDefinition<_openshell_v1_ListProviderProfilesRequest, _openshell_v1_ListProviderProfilesResponse, _openshell_v1_ListProviderProfilesRequest__Output, _openshell_v1_ListProviderProfilesResponse__Output>
  ListProviders: MethodDefinition<_openshell_v1_ListProvidersRequest, _openshell_v1_ListProvidersResponse, _openshell_v1_ListProvidersRequest__Output, _openshell_v1_ListProvidersResponse__Output>
  ListSandboxPolicies: MethodDefinition<_openshell_v1_ListSandboxPoliciesRequest, _openshell_v1_ListSandboxPoliciesResponse, _openshell_v1_ListSandboxPoliciesRequest__Output, _openshell_v1_ListSandboxPoliciesResponse__Output>
  ListSandboxProviders: MethodDefinition<_openshell_v1_ListSandboxProvidersRequest, _openshell_v1_ListSandboxProvidersResponse, _openshell_v1_ListSandboxProvidersRequest__Output, _openshell_v1_ListSandboxProvidersResponse__Output>
  ListSandboxTemplates: MethodDefinition<_openshell_v1_ListSandboxTemplatesRequest, _openshell_v1_ListSandboxTemplatesResponse, _openshell_v1_ListSandboxTemplatesRequest__Output, _openshell_v1_ListSandboxTemplatesResponse__Output>
  ListSandboxes: MethodDefinition<_openshell_v1_ListSandboxesRequest, _openshell_v1_ListSandboxesResponse, _openshell_v1_ListSandboxesRequest__Output, _openshell_v1_ListSandboxesResponse__Output>
  ListServices: MethodDefinition<_openshell_v1_ListServicesRequest, _openshell_v1_ListServicesResponse, _openshell_v1_ListServicesRequest__Output, _openshell_v1_ListServicesResponse__Output>
  ListWorkspaceMembers: MethodDefinition<_openshell_v1_ListWorkspaceMembersRequest, _openshell_v1_ListWorkspaceMembersResponse, _openshell_v1_ListWorkspaceMembersRequest__Output, _openshell_v1_ListWorkspaceMembersResponse__Output>
  ListWorkspaces: MethodDefinition<_openshell_v1_ListWorkspacesRequest, _openshell_v1_ListWorkspacesResponse, _openshell_v1_ListWorkspacesRequest__Output, _openshell_v1_ListWorkspacesResponse__Output>
  PeerGetSandboxProviderStatus: MethodDefinition<_openshell_v1_GetSandboxProviderStatusRequest, _openshell_v1_GetSandboxProviderStatusResponse, _openshell_v1_GetSandboxProviderStatusRequest__Output, _openshell_v1_GetSandboxProviderStatusResponse__Output>
  PeerRelay: MethodDefinition<_openshell_v1_PeerRelayFrame, _openshell_v1_PeerRelayFrame, _openshell_v1_PeerRelayFrame__Output, _openshell_v1_PeerRelayFrame__Output>
  PeerReportEndpointStatus: MethodDefinition<_openshell_v1_ReportEndpointStatusRequest, _openshell_v1_ReportEndpointStatusResponse, _openshell_v1_ReportEndpointStatusRequest__Output, _openshell_v1_ReportEndpointStatusResponse__Output>
  PeerReportProviderReadiness: MethodDefinition<_openshell_v1_ReportProviderReadinessRequest, _openshell_v1_ReportProviderReadinessResponse, _openshell_v1_ReportProviderReadinessRequest__Output, _openshell_v1_ReportProviderReadinessResponse__Output>
  PushSandboxLogs: MethodDefinition<_openshell_v1_PushSandboxLogsRequest, _openshell_v1_PushSandboxLogsResponse, _openshell_v1_PushSandboxLogsRequest__Output, _openshell_v1_PushSandboxLogsResponse__Output>
  RefreshSandboxToken: MethodDefinition<_openshell_v1_RefreshSandboxTokenRequest, _openshell_v1_RefreshSandboxTokenResponse, _openshell_v1_RefreshSandboxTokenRequest__Output, _openshell_v1_RefreshSandboxTokenResponse__Output>
  RejectDraftChunk: MethodDefinition<_openshell_v1_RejectDraftChunkRequest, _openshell_v1_RejectDraftChunkResponse, _openshell_v1_RejectDraftChunkRequest__Output, _openshell_v1_RejectDraftChunkResponse__Output>
  RelayStream: MethodDefinition<_openshell_v1_RelayFrame, _openshell_v1_RelayFrame, _openshell_v1_RelayFrame__Output, _openshell_v1_RelayFrame__Output>
  RemoveWorkspaceMember: MethodDefinition<_openshell_v1_RemoveWorkspaceMemberRequest, _openshell_v1_RemoveWorkspaceMemberResponse, _openshell_v1_RemoveWorkspaceMemberRequest__Output, _openshell_v1_RemoveWorkspaceMemberResponse__Output>
  ReportEndpointStatus: MethodDefinition<_openshell_v1_ReportEndpointStatusRequest, _openshell_v1_ReportEndpointStatusResponse, _openshell_v1_ReportEndpointStatusRequest__Output, _openshell_v1_ReportEndpointStatusResponse__Output>
  ReportMainProcessExit: MethodDefinition<_openshell_v1_ReportMainProcessExitRequest, _openshell_v1_ReportMainProcessExitResponse, _openshell_v1_ReportMainProcessExitRequest__Output, _openshell_v1_ReportMainProcessExitResponse__Output>
  ReportPolicyStatus: MethodDefinition<_openshell_v1_ReportPolicyStatusRequest, _openshell_v1_ReportPolicyStatusResponse, _openshell_v1_ReportPolicyStatusRequest__Output, _openshell_v1_ReportPolicyStatusResponse__Output>
  ReportProviderReadiness: MethodDefinition<_openshell_v1_ReportProviderReadinessRequest, _openshell_v1_ReportProviderReadinessResponse, _openshell_v1_ReportProviderReadinessRequest__Output, _openshell_v1_ReportProviderReadinessResponse__Output>
  ReportSandboxConfiguration: MethodDefinition<_openshell_v1_ReportSandboxConfigurationRequest, _openshell_v1_ReportSandboxConfigurationResponse, _openshell_v1_ReportSandboxConfigurationRequest__Output, _openshell_v1_ReportSandboxConfigurationResponse__Output>
  RevokeSshSession: MethodDefinition<_openshell_v1_RevokeSshSessionRequest, _openshell_v1_RevokeSshSessionResponse, _openshell_v1_RevokeSshSessionRequest__Output, _openshell_v1_RevokeSshSessionResponse__Output>
  RotateProviderCredential: MethodDefinition<_openshell_v1_RotateProviderCredentialRequest, _openshell_v1_RotateProviderCredentialResponse, _openshell_v1_RotateProviderCredentialRequest__Output, _openshell_v1_RotateProviderCredentialResponse__Output>
  StartSandbox: MethodDefinition<_openshell_v1_StartSandboxRequest, _openshell_v1_SandboxResponse, _openshell_v1_StartSandboxRequest__Output, _openshell_v1_SandboxResponse__Output>
  StopSandbox: MethodDefinition<_openshell_v1_StopSandboxRequest, _openshell_v1_SandboxResponse, _openshell_v1_StopSandboxRequest__Output, _openshell_v1_SandboxResponse__Output>
  SubmitPolicyAnalysis: MethodDefinition<_openshell_v1_SubmitPolicyAnalysisRequest, _openshell_v1_SubmitPolicyAnalysisResponse, _openshell_v1_SubmitPolicyAnalysisRequest__Output, _openshell_v1_SubmitPolicyAnalysisResponse__Output>
  UndoDraftChunk: MethodDefinition<_openshell_v1_UndoDraftChunkRequest, _openshell_v1_UndoDraftChunkResponse, _openshell_v1_UndoDraftChunkRequest__Output, _openshell_v1_UndoDraftChunkResponse__Output>
  UpdateConfig: MethodDefinition<_openshell_v1_UpdateConfigRequest, _openshell_v1_UpdateConfigResponse, _openshell_v1_UpdateConfigRequest__Output, _openshell_v1_UpdateConfigResponse__Output>
  UpdateProvider: MethodDefinition<_openshell_v1_UpdateProviderRequest, _openshell_v1_ProviderResponse, _openshell_v1_UpdateProviderRequest__Output, _openshell_v1_ProviderResponse__Output>
  UpdateProviderProfiles: MethodDefinition<_openshell_v1_UpdateProviderProfilesRequest, _openshell_v1_UpdateProviderProfilesResponse, _openshell_v1_UpdateProviderProfilesRequest__Output, _openshell_v1_UpdateProviderProfilesResponse__Output>
  WatchSandbox: MethodDefinition<_openshell_v1_WatchSandboxRequest, _openshell_v1_SandboxStreamEvent, _openshell_v1_WatchSandboxRequest__Output, _openshell_v1_SandboxStreamEvent__Output>
}
