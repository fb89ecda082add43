import { setting } from '@portcullis/core';
import { z } from 'zod';

// Namespace `policy_ceiling`: SERVICE_POLICY_CEILING_*.
export const ceilingConfigSchema = z.object({
  drift_action: setting.oneOf(
    ['report', 'kill_switch'],
    'report',
    'What happens to running sandboxes whose policy in force exceeds a ceiling that binds them (drift, e.g. after a ceiling was tightened): `report` lists them at GET /api/gateways/{gw}/policy-ceiling/drift; `kill_switch` also engages their kill switch (owner `ceiling`, needs the kill-switch plugin) from a background check and releases it once the policy is within again.',
  ),
  drift_check_seconds: setting.int(
    300,
    'Seconds between background drift checks (on one replica at a time; only while the kill-switch plugin is enabled: with `report` the check only releases holds an earlier `kill_switch` left).',
    { min: 10, max: 86_400 },
  ),
});

export type CeilingConfig = z.output<typeof ceilingConfigSchema>;
