import { defineEntity, p } from '@mikro-orm/core';
import type { Labels } from '@portcullis/plugin-gateways';

/**
 * What only we know about a sandbox: its labels and description, per gateway and workspace. `sandboxId` is the
 * upstream UUID the metadata was written for, so a sandbox deleted behind our back and created again under the
 * same name does not inherit the old labels.
 */
export const SandboxMetadata = defineEntity({
  name: 'SandboxMetadata',
  tableName: 'sandbox_metadata',
  properties: {
    id: p.string().primary(),
    gateway: p.string(),
    workspace: p.string(),
    name: p.string(),
    sandboxId: p.string(),
    labels: p.json<Labels>(),
    description: p.text().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
  uniques: [{ name: 'sandbox_metadata_key', properties: ['gateway', 'workspace', 'name'] }],
});

export type SandboxMetadataEntity = InstanceType<typeof SandboxMetadata.class>;
