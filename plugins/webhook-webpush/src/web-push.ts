import { lazily } from '@portcullis/core';

/** web-push (and its crypto dependencies) is loaded with the first key generation or push, not at start-up. */
export const webPush = lazily(async () => (await import('web-push')).default);
