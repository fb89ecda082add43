import { defineEntity, p } from '@mikro-orm/core';

/**
 * Recent failed logins per email address, whether or not an account has that address: an unknown email locks
 * the same way a known one does, so the lockout never tells an attacker which accounts exist.
 */
export const LoginThrottle = defineEntity({
  name: 'LoginThrottle',
  tableName: 'login_throttle',
  properties: {
    email: p.string().primary(),
    failures: p.integer(),
    lastFailureAt: p.datetime(),
    lockedUntil: p.datetime().nullable(),
  },
});

export type LoginThrottleRecord = InstanceType<typeof LoginThrottle.class>;
