// @portcullis/openshell-sim: a wire-compatible simulator of an NVIDIA OpenShell gateway (the 0.0 line's HEAD and
// releases, and the 0.1 line's 0.1.2), for tests (in process) and demos (CLI). See README.md for the control API.

export type { MintTokenInput } from './auth/jwt.ts';
export type {
  DenialHookInput,
  ForcedErrorInput,
  InferenceHookOptions,
  SimulatorControl,
} from './control/hooks.ts';
export type { SimulatorState } from './control/state.ts';
export { startDemoTraffic } from './demo.ts';
export type { ExecScript } from './exec/commands.ts';
export { RELAY_FAIL_COMMAND } from './exec/commands.ts';
export type {
  AuthProfile,
  LogMode,
  OidcClient,
  OidcOptions,
  ProviderProfileSeed,
  SeedProvider,
  SeedWorkspace,
  SimulatorOptions,
  Timings,
  TlsOptions,
  WorkspaceRole,
} from './options.ts';
export { DEFAULT_VERSION } from './options.ts';
export type { VersionProfile, WireLine } from './profile.ts';
export { VERSION_PROFILES } from './profile.ts';
export type { AutoTlsOptions, Simulator, SimulatorTlsInfo, StartOptions } from './simulator.ts';
export { startSimulator } from './simulator.ts';
export type { LogInput } from './state/logs.ts';
