import type { AuditReader } from './reader.ts';

declare module '@portcullis/core' {
  interface ServiceMap {
    auditReader: AuditReader;
  }
}
