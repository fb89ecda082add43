import { z } from 'zod';

// Gateway names appear in paths, events, audit rows and metrics, and discovery derives them from DNS host names
// (up to 253 characters). So a name is lower-case letters, digits, dots and hyphens, starting and ending with a
// letter or digit: every valid host name is a valid gateway name once lower-cased.
export const GATEWAY_NAME_PATTERN = /^[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?$/;
export const GATEWAY_NAME_MAX = 253;

export const gatewayNameSchema = z
  .string({ error: 'must be a string' })
  .min(1, { error: 'is required' })
  .max(GATEWAY_NAME_MAX, { error: `must be at most ${GATEWAY_NAME_MAX} characters` })
  .regex(GATEWAY_NAME_PATTERN, { error: 'must be lower-case letters, digits, dots and hyphens, starting and ending with a letter or digit' });

/** A gateway name in a path: any string that could be one; names that do not exist answer 404. */
export const gatewayPathName = z
  .string()
  .min(1)
  .max(GATEWAY_NAME_MAX, { error: `must be at most ${GATEWAY_NAME_MAX} characters` });

// Upstream workspaces are Kubernetes-style names (a DNS label); empty means `default` upstream.
export const WORKSPACE_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
export const DEFAULT_WORKSPACE = 'default';

export const workspaceSchema = z
  .string({ error: 'must be a string' })
  .max(63, { error: 'must be at most 63 characters' })
  .regex(WORKSPACE_PATTERN, { error: 'must be a lower-case DNS label (letters, digits, hyphens)' });
