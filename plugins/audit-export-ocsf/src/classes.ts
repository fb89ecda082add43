// Which OCSF 1.3 class and activity an audit action is (docs/audit-export.md §3). Actions that change who
// a user is or how they sign in are Account Change; actions that grant a role or a group are Authorize Session;
// everything else (gateways, sandboxes, policies, approvals, …) is API Activity, by the verb at the end of the action.

export const API_ACTIVITY = { classUid: 6003, className: 'API Activity', categoryUid: 6, categoryName: 'Application Activity' } as const;
export const ACCOUNT_CHANGE = { classUid: 3001, className: 'Account Change', categoryUid: 3, categoryName: 'Identity & Access Management' } as const;
export const AUTHORIZE_SESSION = { classUid: 3003, className: 'Authorize Session', categoryUid: 3, categoryName: 'Identity & Access Management' } as const;

export type OcsfClass = typeof API_ACTIVITY | typeof ACCOUNT_CHANGE | typeof AUTHORIZE_SESSION;

export interface Classification {
  ocsfClass: OcsfClass;
  activityId: number;
  activityName: string;
}

const OTHER = { activityId: 99, activityName: 'Other' };

const ACCOUNT_ACTIVITIES: Record<string, { activityId: number; activityName: string }> = {
  'user.create': { activityId: 1, activityName: 'Create' },
  'user.register': { activityId: 1, activityName: 'Create' },
  'user.setup': { activityId: 1, activityName: 'Create' },
  'user.invite_accept': { activityId: 1, activityName: 'Create' },
  'service_principal.create': { activityId: 1, activityName: 'Create' },
  'user.password_change': { activityId: 3, activityName: 'Password Change' },
  'user.password_change_failed': { activityId: 3, activityName: 'Password Change' },
  'user.delete': { activityId: 6, activityName: 'Delete' },
  'service_principal.delete': { activityId: 6, activityName: 'Delete' },
  'passkey.register': { activityId: 10, activityName: 'MFA Factor Enable' },
  'passkey.delete': { activityId: 11, activityName: 'MFA Factor Disable' },
  'user.update': OTHER,
  'service_principal.update': OTHER,
  'service_principal.rotate': OTHER,
};

/** The verb is the action's last word (after the last `.` or `_`); checked in this order. */
const API_VERBS: Array<[RegExp, { activityId: number; activityName: string }]> = [
  [/(?:^|[._])(?:delete|remove|unregister|revoke|purge|clear|withdrawn|deactivate|expired)$/, { activityId: 4, activityName: 'Delete' }],
  [/(?:^|[._])(?:create|register|add|import|expose|discovered)$/, { activityId: 1, activityName: 'Create' }],
  [/(?:^|[._])export$/, { activityId: 2, activityName: 'Read' }],
  [
    /(?:^|[._])(?:update|set|apply|replace|edit|pin|approve|all|reject|vote|undo|cancel|restore|refresh|configure|resend)$/,
    { activityId: 3, activityName: 'Update' },
  ],
];

function authorization(action: string): Classification | null {
  if (action.endsWith('.gateway_role.set') || action === 'workspace.member_set')
    return { ocsfClass: AUTHORIZE_SESSION, activityId: 1, activityName: 'Assign Privileges' };
  if (action === 'group.member.add') return { ocsfClass: AUTHORIZE_SESSION, activityId: 2, activityName: 'Assign Groups' };
  if (action.endsWith('.gateway_role.remove') || action === 'workspace.member_remove' || action === 'group.member.remove')
    return { ocsfClass: AUTHORIZE_SESSION, ...OTHER };
  return null;
}

export function classify(action: string): Classification {
  const account = ACCOUNT_ACTIVITIES[action];
  if (account) return { ocsfClass: ACCOUNT_CHANGE, ...account };
  const granted = authorization(action);
  if (granted) return granted;
  const verb = API_VERBS.find(([pattern]) => pattern.test(action));
  return { ocsfClass: API_ACTIVITY, ...(verb ? verb[1] : OTHER) };
}
