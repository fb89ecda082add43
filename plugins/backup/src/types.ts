import type { Backups } from './backups.ts';

declare module '@portcullis/core' {
  interface ServiceMap {
    backups: Backups;
  }
}
