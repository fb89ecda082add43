import { defineEntity, p } from '@mikro-orm/core';

/**
 * One login attempt from a client address, counted against that address's sliding window. The row is written
 * before the password is checked (so parallel attempts cannot all slip through), and removed again when the
 * attempt succeeds: the window counts failed and in-flight attempts only.
 */
export const LoginAddressAttempt = defineEntity({
  name: 'LoginAddressAttempt',
  tableName: 'login_address_attempts',
  properties: {
    id: p.string().primary(),
    address: p.string(),
    attemptedAt: p.datetime(),
  },
  indexes: [{ name: 'login_address_attempts_window', properties: ['address', 'attemptedAt'] }],
});
