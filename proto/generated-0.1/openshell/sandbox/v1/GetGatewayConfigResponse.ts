// Original file: line-0.1/openshell/sandbox.proto

import type { SettingValue as _openshell_sandbox_v1_SettingValue, SettingValue__Output as _openshell_sandbox_v1_SettingValue__Output } from '../../../openshell/sandbox/v1/SettingValue.ts';
import type { Long } from '@grpc/proto-loader';

export interface GetGatewayConfigResponse {
  'settings'?: ({[key: string]: _openshell_sandbox_v1_SettingValue});
  'settings_revision'?: (number | string | Long);
}

export interface GetGatewayConfigResponse__Output {
  'settings': ({[key: string]: _openshell_sandbox_v1_SettingValue__Output});
  'settings_revision': (number);
}
