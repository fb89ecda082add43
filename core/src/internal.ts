// Kernel plumbing Portcullis' own plugins, test kit (@portcullis/testing) and plugin scaffold
// (@portcullis/create-plugin) share (the audit chain, the instance registry, address parsing, the kernel's clock,
// logger and database, the command runner): exported for them, internal to everyone
// else. Any release may change it; core/api-report.md lists it apart.

export { auditHashInput, ChainKey, chainHash, GENESIS_HASH } from './audit/chain.ts';
export { AuditEntry } from './audit/entity.ts';
export { type ChainRange, type ChainVerdict, verifyAuditChain } from './audit/verify.ts';
export { type BackupSource, type PreparedBackup, prepareBackup, writeBackupFile } from './backup/archive.ts';
export { type OpenedBackup, openBackup } from './backup/archive-reader.ts';
export type { BackupManifest } from './backup/manifest.ts';
export type { DeveloperCommand, DeveloperIo } from './cli/developer.ts';
export { type RunOptions, runCommand } from './cli/run-command.ts';
export { ManualClock, systemClock } from './clock.ts';
export { envName } from './config/section.ts';
export { type DatabaseOptions, openDatabase } from './db/database.ts';
export { bySpecificity, routerPath } from './http/router.ts';
export type { Instances } from './kernel/instances.ts';
export { LOCAL_DEV_ACTOR } from './kernel/kernel.ts';
export { CapturedLog, createLogger } from './logger.ts';
export { addressRefusal, isLocalhostName, isLoopbackHost, restrictedReason } from './net/address-policy.ts';
export { endsInNumber, formatIp, type IpAddress, inNetwork, parseIpAddress, parseIpv4, parseIpv6, unmapped } from './net/ip-address.ts';
export { type HostResolver, hostResolver, isDnsServerList, type Resolution } from './net/resolve.ts';
export { operationJson } from './operations/entity.ts';
export { describeInstalledPlugin, installedPackage, type PluginEntry } from './plugins/load.ts';
