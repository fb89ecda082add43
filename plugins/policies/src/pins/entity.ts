import { defineEntity, p } from '@mikro-orm/core';

/** A server-side freeze of one sandbox's policy. Kept when the sandbox is deleted (its audit trail stays whole). */
export const PolicyPin = defineEntity({
  name: 'PolicyPin',
  tableName: 'policy_pins',
  properties: {
    id: p.string().primary(),
    gateway: p.string(),
    sandbox: p.string(),
    reason: p.text(),
    pinnedBy: p.string(),
    pinnedAt: p.datetime(),
    pinnedVersion: p.integer().nullable(),
    expiresAt: p.datetime().nullable(),
  },
  indexes: [{ name: 'policy_pins_expires', properties: ['expiresAt'] }],
  uniques: [{ properties: ['gateway', 'sandbox'] }],
});

export type PolicyPinRecord = InstanceType<typeof PolicyPin.class>;

export function pinJson(pin: PolicyPinRecord) {
  return {
    reason: pin.reason,
    expires_at: pin.expiresAt ? pin.expiresAt.toISOString() : null,
    pinned_by: pin.pinnedBy,
    pinned_at: pin.pinnedAt.toISOString(),
    pinned_version: pin.pinnedVersion ?? null,
  };
}
