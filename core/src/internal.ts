// Kernel plumbing Portcullis' own plugins share (the audit chain, the instance registry, address parsing): exported
// for them, internal to everyone else. Any release may change it; core/api-report.md lists it apart.
export { LOCAL_DEV_ACTOR } from './kernel/kernel.ts';
export { auditHashInput, chainHash, ChainKey, GENESIS_HASH } from './audit/chain.ts';
export { verifyAuditChain, type ChainRange, type ChainVerdict } from './audit/verify.ts';
export { AuditEntry } from './audit/entity.ts';
export { prepareBackup, writeBackupFile, openBackup, type PreparedBackup, type BackupSource, type OpenedBackup } from './backup/archive.ts';
export type { BackupManifest } from './backup/manifest.ts';
export type { Instances } from './kernel/instances.ts';
export { operationJson } from './operations/entity.ts';
export { parseIpAddress, parseIpv4, parseIpv6, formatIp, unmapped, endsInNumber, inNetwork, type IpAddress } from './net/ip-address.ts';
export { restrictedReason, addressRefusal, isLocalhostName, isLoopbackHost } from './net/address-policy.ts';
export { hostResolver, isDnsServerList, type HostResolver, type Resolution } from './net/resolve.ts';
