// Generated from the OpenAPI document of a standard boot by `node plugins/web-ui/scripts/api-types.ts`.
// Do not edit: regenerate (a test fails while this file differs from the document).

export interface paths {
    "/api/account/chat-identity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The chat account linked to your user (null when none is).
         * @description Any authenticated caller.
         */
        get: operations["chatBlocks.getAccountChatIdentity"];
        put?: never;
        post?: never;
        /**
         * Unlink your chat account: its buttons no longer decide as you.
         * @description Any authenticated caller.
         */
        delete: operations["chatBlocks.deleteAccountChatIdentity"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/chat-identity/code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A one-time code that links the chat account it is sent from (`/portcullis link <code>`) to your user; a new code replaces the previous one.
         * @description Any authenticated caller.
         */
        post: operations["chatBlocks.accountChatIdentityCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Audit entries, newest first, filtered by actor, action, resource, gateway and time.
         * @description Filters are exact matches (`actor`, `action`, `resource_type`, `resource_id`, `gateway`; `resource` is `type` or `type/id`) and a time window (`since` inclusive, `until` exclusive, ISO 8601). `total` counts the matching entries. Entries of a gateway on which the caller has less than the admin role are left out.
         *
         *     Requires the admin role.
         */
        get: operations["audit.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit/daily": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How many entries of the actions named (`action`, repeatable) each UTC day of the last `days` (default 30) had.
         * @description `days` lists every UTC day of the range, oldest first, today last; `items` the days and actions with entries. What was done counts once: a plain entry, or the `succeeded` outcome of an effect (not its intent, nor a failed or unknown outcome). Entries of a gateway on which the caller has less than the admin role are left out, as in the list.
         *
         *     Requires the admin role.
         */
        get: operations["audit.getDaily"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every matching audit entry, oldest first, streamed as CSV or JSON (no row cap).
         * @description The same filters as the list; `format` csv (default) or json. Rows appended after the export began are not in it. CSV cells that a spreadsheet would run as a formula start with an apostrophe. The export itself is audited (`audit.export`). Entries of a gateway on which the caller has less than the admin role are left out, as in the list.
         *
         *     Requires the admin role.
         */
        get: operations["audit.getExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit/export-lanes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The audit export lanes (SIEM) and where each stands: cursor position, lag, last error.
         * @description `position` is the id of the last audit row the lane's receiver acknowledged; `lag_rows` and `lag_seconds` what is still to send and the age of its oldest row; `next_attempt_at` the end of the backoff after a failure. Empty when no export lane plugin is configured (docs/audit-export.md §1).
         *
         *     Requires the admin role.
         */
        get: operations["audit.getExportLanes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Recompute the hash chain over a range of row ids (`from`, `to`; default all) and report the first broken link.
         * @description `ok` is false when a row does not match its hash, does not link to the row before, was hashed with another key or is a legacy row after keyed ones; `first_broken` names it. `last` is the last row checked: kept outside the database, it shows later whether the log was cut or rewritten.
         *
         *     Requires the admin role.
         */
        get: operations["audit.getVerify"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/accept-invite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept an invitation: set the first password (once) and log in. 400 INVALID_INVITE for a used, expired or unknown token.
         * @description No authentication.
         */
        post: operations["auth.acceptInvite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change your own password: the current one is required; every other session of the account ends (this one stays).
         * @description A wrong current password counts as a failed login (the per-address limit and the account lock apply: 429 RATE_LIMITED / ACCOUNT_LOCKED after 5 in a row).
         *
         *     Any authenticated caller.
         */
        post: operations["auth.changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who is calling (session or key), with what global role, and what the login page should offer.
         * @description `gateway_roles` maps each gateway where the caller's effective role differs from its global `role` to that role (`{"prod-eu": "viewer"}`); a caller with no global role finds there every gateway it has a role on. `login_methods` names every way to log in here (`password` and each enabled login method); each method adds what its login button needs (`oidc_providers`, `passkeys_enabled`, ...). Without the method, its member says it is not offered.
         *
         *     No authentication.
         */
        get: operations["auth.getCheck"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List groups.
         * @description Requires the admin role.
         */
        get: operations["groups.list"];
        put?: never;
        /**
         * Create a group. `role` is its global role (null: none, the group only carries per-gateway roles).
         * @description Requires the admin role globally and on every gateway.
         */
        post: operations["groups.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/groups/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One group (by id or name) with its members and per-gateway roles.
         * @description Requires the admin role.
         */
        get: operations["groups.get"];
        put?: never;
        post?: never;
        /**
         * Delete a group; its members lose what it granted at once.
         * @description Requires the admin role globally and on every gateway.
         */
        delete: operations["groups.delete"];
        options?: never;
        head?: never;
        /**
         * Rename a group or change its description or global role (takes effect on members' next request).
         * @description Requires the admin role globally and on every gateway.
         */
        patch: operations["groups.update"];
        trace?: never;
    };
    "/api/auth/groups/{id}/gateway-roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Per-gateway role overrides of this subject.
         * @description Requires the admin role.
         */
        get: operations["groups.getGatewayRoles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/groups/{id}/gateway-roles/{gateway}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set the role this subject has on one gateway (overrides its global role there). 404 GATEWAY_NOT_FOUND for an unknown gateway.
         * @description Needs the admin role globally and on that gateway: an admin demoted on a gateway cannot change who may do what there.
         *
         *     Requires the admin role.
         */
        put: operations["groups.replaceGatewayRole"];
        post?: never;
        /**
         * Remove this subject's override on one gateway (its other roles apply there again).
         * @description Needs the admin role globally and on that gateway, as setting one does.
         *
         *     Requires the admin role.
         */
        delete: operations["groups.deleteGatewayRole"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/groups/{id}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Members of a group.
         * @description Requires the admin role.
         */
        get: operations["groups.getMembers"];
        put?: never;
        /**
         * Add a user (`{"email"}` or `{"user_id"}`) to a group.
         * @description Requires the admin role globally and on every gateway.
         */
        post: operations["groups.members"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/groups/{id}/members/{user}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a user (by id or email) from a group.
         * @description Requires the admin role globally and on every gateway.
         */
        delete: operations["groups.deleteMember"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in with email and password; sets the svc_session cookie.
         * @description Failed logins are limited per client address (429 RATE_LIMITED) and per account (429 ACCOUNT_LOCKED with Retry-After after 5 failures in a row, for 900 s).
         *
         *     No authentication.
         */
        post: operations["auth.login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End the current session (server-side) and clear the cookie. Answers 204 even without a session.
         * @description No authentication.
         */
        post: operations["auth.logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/passkeys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your passkeys.
         * @description Any authenticated caller.
         */
        get: operations["passkeys.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/passkeys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete one of your passkeys (404 for one that is not yours).
         * @description Any authenticated caller.
         */
        delete: operations["passkeys.delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/passkeys/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Finish a passkey login: the browser's answer; sets the svc_session cookie. 401 when it proves nothing; 429 while the account is locked.
         * @description No authentication.
         */
        post: operations["passkeys.login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/passkeys/login/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a passkey login: options for navigator.credentials.get(). With `{"email"}`, that account's passkeys are offered; without, any passkey of this site (the browser lists them).
         * @description No authentication.
         */
        post: operations["passkeys.loginOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/passkeys/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Finish registering: the browser's answer (PublicKeyCredential.toJSON()) and an optional name. 400 PASSKEY_INVALID when it does not verify.
         * @description Any authenticated caller.
         */
        post: operations["passkeys.register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/passkeys/register/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start registering a passkey for your account: options for navigator.credentials.create().
         * @description The challenge in it may be answered once, within 300 s.
         *
         *     Any authenticated caller.
         */
        post: operations["passkeys.registerOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an account as a viewer and log in (only when SERVICE_AUTH_REGISTRATION_ENABLED=true).
         * @description No authentication.
         */
        post: operations["auth.register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/service-principals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List service principals (with key_prefix, expires_at and last_used_at; never the key).
         * @description Requires the admin role.
         */
        get: operations["servicePrincipals.list"];
        put?: never;
        /**
         * Create a service principal. The answer holds its key (svc_...), shown this one time only.
         * @description Requires the admin role globally and on every gateway.
         */
        post: operations["servicePrincipals.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/service-principals/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One service principal (by id or name).
         * @description Requires the admin role.
         */
        get: operations["servicePrincipals.get"];
        put?: never;
        post?: never;
        /**
         * Delete a service principal; its key stops working at once.
         * @description Requires the admin role globally and on every gateway.
         */
        delete: operations["servicePrincipals.delete"];
        options?: never;
        head?: never;
        /**
         * Rename, change the role or the expiry (null: never). A role change applies to the key's next request.
         * @description Requires the admin role globally and on every gateway.
         */
        patch: operations["servicePrincipals.update"];
        trace?: never;
    };
    "/api/auth/service-principals/{id}/gateway-roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Per-gateway role overrides of this subject.
         * @description Requires the admin role.
         */
        get: operations["servicePrincipals.getGatewayRoles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/service-principals/{id}/gateway-roles/{gateway}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set the role this subject has on one gateway (overrides its global role there). 404 GATEWAY_NOT_FOUND for an unknown gateway.
         * @description Needs the admin role globally and on that gateway: an admin demoted on a gateway cannot change who may do what there.
         *
         *     Requires the admin role.
         */
        put: operations["servicePrincipals.replaceGatewayRole"];
        post?: never;
        /**
         * Remove this subject's override on one gateway (its other roles apply there again).
         * @description Needs the admin role globally and on that gateway, as setting one does.
         *
         *     Requires the admin role.
         */
        delete: operations["servicePrincipals.deleteGatewayRole"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/service-principals/{id}/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Generate a new key (shown this one time); the old key is invalid at once. Optional body `{"expires_at"}` sets a new expiry.
         * @description Requires the admin role globally and on every gateway.
         */
        post: operations["servicePrincipals.rotate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create the first admin and log in (first run only: 409 once any user exists).
         * @description No authentication.
         */
        post: operations["auth.setup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List users.
         * @description Requires the admin role.
         */
        get: operations["users.list"];
        put?: never;
        /**
         * Create a user with a password, or (without one) invite them: the invitation token is returned once.
         * @description Role null means the global role comes from the user's groups only. Invitations last 604800 s.
         *
         *     Requires the admin role globally and on every gateway.
         */
        post: operations["users.create"];
        /**
         * Delete a user, named by `{"email"}` in the body or `?email=`. Their sessions end at once. The last admin and yourself cannot be deleted.
         * @description Requires the admin role globally and on every gateway.
         */
        delete: operations["users.delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One user (by id or email).
         * @description Requires the admin role.
         */
        get: operations["users.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a user's global role or display name. Takes effect on the user's next request; the last admin cannot be demoted.
         * @description Requires the admin role globally and on every gateway.
         */
        patch: operations["users.update"];
        trace?: never;
    };
    "/api/auth/users/{id}/gateway-roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Per-gateway role overrides of this subject.
         * @description Requires the admin role.
         */
        get: operations["users.getGatewayRoles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/users/{id}/gateway-roles/{gateway}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set the role this subject has on one gateway (overrides its global role there). 404 GATEWAY_NOT_FOUND for an unknown gateway.
         * @description Needs the admin role globally and on that gateway: an admin demoted on a gateway cannot change who may do what there.
         *
         *     Requires the admin role.
         */
        put: operations["users.replaceGatewayRole"];
        post?: never;
        /**
         * Remove this subject's override on one gateway (its other roles apply there again).
         * @description Needs the admin role globally and on that gateway, as setting one does.
         *
         *     Requires the admin role.
         */
        delete: operations["users.deleteGatewayRole"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/users/{id}/invite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue a new invitation token for an invited user (shown once); earlier unused tokens stop working. 409 NOT_INVITED for an active account.
         * @description The new invitation lasts 604800 s.
         *
         *     Requires the admin role globally and on every gateway.
         */
        post: operations["users.invite"];
        /**
         * Revoke a user's unused invitations: their tokens stop working (the account stays, invited; delete it or invite again). 404 NOT_FOUND when none is open.
         * @description Requires the admin role globally and on every gateway.
         */
        delete: operations["users.deleteInvite"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/budget-rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Budget rules by name: the order in which the first matching one gives a sandbox without a budget of its own its budget.
         * @description Requires the viewer role.
         */
        get: operations["budgets.getBudgetRules"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/budget-rules/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One budget rule.
         * @description Requires the viewer role.
         */
        get: operations["budgets.getBudgetRule"];
        /**
         * Set a budget rule: every sandbox whose gateway has the `gateways` labels and which has the `sandboxes` labels gets the budget `limit_requests`, `window`, `action`, unless it has a budget of its own.
         * @description A sandbox's own budget (PUT /api/gateways/{gw}/sandboxes/{name}/budget) always wins; of several matching rules the first by name applies. New sandboxes are covered at once. 201 when created, 200 when replaced; a new limit or window may fire again in the current window.
         *
         *     Requires the admin role.
         */
        put: operations["budgets.replaceBudgetRule"];
        post?: never;
        /**
         * Remove a budget rule (a kill switch it engaged stays until resumed).
         * @description Requires the admin role.
         */
        delete: operations["budgets.deleteBudgetRule"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/budgets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Budgets that used at least `near` (default 0.8) of their limit in the current window, across the gateways the caller can see, the most used first.
         * @description `used_share` is used / limit (1 at the limit; above 1 past it; a limit of 0 counts as reached). `near=0` lists every budget. Gateways the caller has no role on are neither listed nor named.
         *
         *     Any authenticated caller.
         */
        get: operations["budgets.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat-blocks/actions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Interactivity callback of the chat service: an approve or reject button of an approval.pending message was clicked.
         * @description Signed by the chat service (`X-Slack-Signature: v0=<HMAC-SHA256 of v0:{timestamp}:{body}>`, `X-Slack-Request-Timestamp`): 401 INVALID_SIGNATURE or STALE_REQUEST otherwise, 409 REPLAYED_REQUEST for a request already received. The clicker decides as the Portcullis user their chat account is linked to; a refusal is answered ephemerally (also to the callback's response_url).
         *
         *     No authentication.
         */
        post: operations["chatBlocks.actions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat-blocks/commands": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Slash-command callback of the chat service: `link <code>` links the sending chat account to the Portcullis user who created the code.
         * @description Signed by the chat service (`X-Slack-Signature: v0=<HMAC-SHA256 of v0:{timestamp}:{body}>`, `X-Slack-Request-Timestamp`): 401 INVALID_SIGNATURE or STALE_REQUEST otherwise, 409 REPLAYED_REQUEST for a request already received.
         *
         *     No authentication.
         */
        post: operations["chatBlocks.commands"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/config/apply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply a fleet document as one operation (`config.apply`) with per-object outcomes.
         * @description The body is a fleet document (YAML with Content-Type: application/yaml, or JSON): `version: 1`, one section per declarable kind (`gateways`: objects by stable name), and `secrets` holding references only (`{env: NAME}` or `{file: path}`). Its JSON Schema is docs/fleet-document.schema.json. `?plan_hash=` is the hash of the plan being applied: 409 PLAN_STALE when the live state (or the document, or prune) is no longer what it was planned against, 409 PLAN_REFUSED when an object of the plan is refused (its reason in `objects`). Every change goes through the plugin owning the object, with its own audit row naming the operation and its usual event; the operation's result lists each object's outcome. Applying the same document again changes nothing. Secrets are read from their references now; 400 when one cannot be read.
         *
         *     Requires the admin role.
         */
        post: operations["fleetConfig.configApply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/config/drift": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where the live state left the last applied fleet document: per object changed (field by field), missing, or extra (kinds applied with prune).
         * @description Requires the operator role.
         */
        get: operations["fleetConfig.getConfigDrift"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/config/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The live state as a fleet document (YAML); secrets are never written: add their references under `secrets`.
         * @description Requires the admin role.
         */
        get: operations["fleetConfig.getConfigExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/config/plan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * What applying a fleet document would do, per object: create, change (field by field), unchanged, delete (with ?prune=true) or kept.
         * @description The body is a fleet document (YAML with Content-Type: application/yaml, or JSON): `version: 1`, one section per declarable kind (`gateways`: objects by stable name), and `secrets` holding references only (`{env: NAME}` or `{file: path}`). Its JSON Schema is docs/fleet-document.schema.json. Read-only. An object whose change the caller's role (per gateway) or its owner's rules would refuse carries the reason in `refusal`. `plan_hash` digests the live state the plan was computed against with the document: POST /api/config/apply takes it.
         *
         *     Requires the operator role.
         */
        post: operations["fleetConfig.configPlan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/decision-links/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The chunk behind a decision link, in full, with the policy's current rule of the same name, for the console's decision page.
         * @description Needs the viewer role on the chunk's gateway. 404 LINK_NOT_FOUND for a token this service did not sign; 410 LINK_USED or LINK_EXPIRED; 403 LINK_NOT_YOURS when the signed-in user is not who the link was sent to (docs/decision-links.md §2).
         *
         *     Any authenticated caller.
         */
        get: operations["approvals.getDecisionLink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/decision-links/{token}/decide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decide the chunk behind a decision link as the signed-in user: the same approve or reject as the API, recorded with `via: "link"`.
         * @description `{"decision": "approve"|"reject", "reason"?}`; an approve or reject link decides only that way (409 LINK_ACTION_MISMATCH). The caller's role on the gateway, the sandbox's pin, the chunk's review token when the notification was sent (409 CHUNK_CHANGED), the policy write checks and an approval workflow's quorum answer as for the API. Each link decides once: a refused decision leaves it usable. 404 LINK_NOT_FOUND for a token this service did not sign; 410 LINK_USED or LINK_EXPIRED; 403 LINK_NOT_YOURS when the signed-in user is not who the link was sent to (docs/decision-links.md §2).
         *
         *     Any authenticated caller.
         */
        post: operations["approvals.decide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fleet/actions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One action on every sandbox (or, for push_template, every gateway) a selector finds: a dry run (200), or an operation (202).
         * @description Selector parts are AND-combined: `gateways` (names), `gateway_labels` and `sandbox_labels` (`key:value`, as the gateway list filter), `states`, `sandboxes` (`{gateway, name}` each, as GET /api/sandboxes lists them: only those gateways are asked, and a named sandbox its gateway does not have is an entry `skipped` with code SANDBOX_NOT_FOUND); an absent part selects everything. Each gateway's sandboxes are those of its default workspace.
         *
         *     Each target needs the operator role on its gateway (per-gateway roles included): others are skipped and listed. Gateways the caller has no role on are neither selected nor listed (named in `gateways`, they answer as unknown ones: `GATEWAY_NOT_FOUND`). Gateways that do not answer within SERVICE_FLEET_GATEWAY_TIMEOUT_SECONDS are entries `failed`.
         *
         *     `dry_run: true` answers 200 `{targets}` with `would_run` or `skipped` per target and changes nothing. Otherwise 202 with a cancellable operation (`fleet.action`): each outcome (`done`, `skipped`, `failed` with the problem's code) is a step of its stream as it happens, and its result lists them all with a summary. Targets already as the action would leave them are skipped, so a re-run changes nothing.
         *
         *     `Idempotency-Key` (a real run): the same key and body within 24 h give the same operation, however many requests carry it at once; another body is 409 IDEMPOTENCY_KEY_REUSED. A dry run ignores it.
         *
         *     `push_template` (`params`: `template` as POST /api/gateways/{gw}/templates takes it, `workspace` optional) acts on each selected gateway instead of its sandboxes (`sandbox` null; `sandbox_labels` and `states` are refused): it needs the admin role there, skips a gateway that has a template of that name, and skips one whose line stores no templates with code GATEWAY_CAPABILITY_UNAVAILABLE naming the capability.
         *
         *     `set_lease` (`params` as PUT /api/gateways/{gw}/sandboxes/{name}/lease takes them: `ttl_seconds` or `expires_at`, `action`) sets the same lease on each selected sandbox, counted from when it is set; a sandbox whose gateway allows no lease that long is skipped, naming the gateway's max_ttl_seconds.
         *
         *     Every effect goes through the owning plugin (sandboxes, policies, kill-switch, gateway-templates, sandbox-leases) with its own audit row naming the operation (`detail.operation_id`) and its usual event. Actions of a plugin that is not enabled are refused (400).
         *
         *     Any authenticated caller.
         */
        post: operations["fleet.actions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gateways": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List gateways; repeatable `label=key:value` filters are AND-combined.
         * @description Requires the viewer role.
         */
        get: operations["gateways.list"];
        put?: never;
        /**
         * Register a gateway.
         * @description Endpoint `host:port` with optional https:// or http://; private addresses only in local mode; credentials are write-only.
         *
         *     Requires the admin role.
         */
        post: operations["gateways.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gateways/{gw}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Unregister a gateway (its local process, if any, is stopped; its health history is deleted).
         * @description Requires the admin role (per-gateway roles apply, gateway from {gw}).
         */
        delete: operations["gateways.delete"];
        options?: never;
        head?: never;
        /**
         * Update a gateway: absent fields stay, null clears.
         * @description description and labels (the spec), and also the endpoint, auth mode, TLS server name, default workspace and credentials (write-only).
         *
         *     Requires the admin role (per-gateway roles apply, gateway from {gw}).
         */
        patch: operations["gateways.update"];
        trace?: never;
    };
    "/api/gateways/{gw}/approvals/{chunk_id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a pending chunk: its rule is merged into the sandbox policy (with a workflow active: a vote, 202 until quorum).
         * @description The chunk's sandbox comes from `?sandbox=` or from the chunks already seen. Optional body `{"review_token"}`: the chunk's token as it was shown; 409 CHUNK_CHANGED when the gateway has re-evaluated the chunk since. A token the gateway refreshes because of another policy change is fetched again and the approval retried (at most twice) while the proposal is unchanged.
         *
         *     Requires the operator role (per-gateway roles apply, gateway from {gw}).
         */
        post: operations["approvals.approve"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gateways/{gw}/approvals/{chunk_id}/decisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Decision record of a chunk (or of a `policy.apply:<sha16>` proposal): the running tally, the votes and the eligible voters.
         * @description Requires the viewer role (per-gateway roles apply, gateway from {gw}).
         */
        get: operations["approvals.getDecisions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gateways/{gw}/approvals/{chunk_id}/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a pending chunk with a modified rule (`{"rule": {...}, "review_token"?}`): the chunk ends approved with the edited rule.
         * @description The chunk's sandbox comes from `?sandbox=` or from the chunks already seen.
         *
         *     Requires the operator role (per-gateway roles apply, gateway from {gw}).
         */
        post: operations["approvals.edit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gateways/{gw}/approvals/{chunk_id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a pending chunk with an optional reason (fed back to the agent). With a workflow active, one reject ends the proposal.
         * @description The chunk's sandbox comes from `?sandbox=` or from the chunks already seen.
         *
         *     Requires the operator role (per-gateway roles apply, gateway from {gw}).
         */
        post: operations["approvals.reject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gateways/{gw}/approvals/{chunk_id}/undo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Undo the last decision: an approval is undone upstream (the rule's binary removed); a rejection is re-opened here (shown pending, `upstream_status: "rejected"`).
         * @description The chunk's sandbox comes from `?sandbox=` or from the chunks already seen.
         *
         *     Requires the operator role (per-gateway roles apply, gateway from {gw}).
         */
        post: operations["approvals.undo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gateways/{gw}/approvals/approve-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve every pending chunk (or the ones listed in `approvals`, each with the review token it was shown with) as one revision; security-flagged chunks only with `include_security_flagged: true`. Admin-only while an approval workflow is active.
         * @description Re-opened rejections are approved one by one. Each chunk is judged alone by the policy write checks (a policy ceiling, say). The answer lists each chunk left out in `skipped` with a `reason` (`security_flagged`, `chunk_changed`, `not_pending`, `not_found`, `refused`, `stale`, `policy_check`) and a `message`; `policy_check` adds the refusal as `problem` (its `code` and members, e.g. the counterexamples). The sandbox is named in the body, so its pin is checked right after the body is read.
         *
         *     Requires the operator role (per-gateway roles apply, gateway from {gw}).
         */
        post: operations["approvals.approveAll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gateways/{gw}/approvals/clear": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Dismiss every pending chunk without a decision (snapshots are kept; see history).
         * @description The sandbox is named in the body, so its pin is checked right after the body is read.
         *
         *     Requires the operator role (per-gateway roles apply, gateway from {gw}).
         */
        post: operations["approvals.clear"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gateways/{gw}/approvals/pending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Pending approval chunks across the gateway's sandboxes (newest first); `?sandbox=` narrows to one.
         * @description Requires the viewer role (per-gateway roles apply, gateway from {gw}).
         */
        get: operations["approvals.getPending"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gateways/{gw}/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The gateway's own settings (GetGatewayConfig).
         * @description Requires the viewer role (per-gateway roles apply, gateway from {gw}).
         */
        get: operations["gateways.getConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gateways/{gw}/curfew": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The gateway's curfew, whether now is inside its window, and that window (or the next) as instants.
         * @description Requires the viewer role (per-gateway roles apply, gateway from {gw}).
         */
        get: operations["curfew.list"];
        /**
         * Set the gateway's curfew: `enabled`, `start_minute`, `end_minute` (0–1439, different), `timezone` (IANA).
         * @description Minutes are of the day in `timezone` (1320 = 22:00); the window wraps midnight when start_minute > end_minute. Daylight-saving changes are the zone's: a window starting in a skipped hour starts when the clocks jump; one ending in a repeated hour ends at its first pass. The next check (SERVICE_CURFEW_CHECK_INTERVAL) engages or releases.
         *
         *     Requires the admin role (per-gateway roles apply, gateway from {gw}).
         */
        put: operations["curfew.replace"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gateways/{gw}/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Health status as the health monitor last saw it.
         * @description Requires the viewer role (per-gateway roles apply, gateway from {gw}).
         */
        get: operations["gateways.getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gateways/{gw}/health/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every health probe of the gateway in the retention window (SERVICE_HEALTH_HISTORY_RETENTION_HOURS), newest first.
         * @description `since` (ISO 8601, inclusive) keeps the probes from then on. 404 GATEWAY_NOT_FOUND for a gateway that is not registered.
         *
         *     Requires the viewer role (per-gateway roles apply, gateway from {gw}).
         */
        get: operations["gateways.getHealthHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gateways/{gw}/inference": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The inference configuration of a gateway workspace: `provider`, `model`, `timeout_secs` of one route.
         * @description `?route=inference.local` (default: the route sandboxes call) or `sandbox-system`. `timeout_secs` is shown as stored; 0 means the gateway default of 60 seconds, which `effective_timeout_secs` spells out. 404 INFERENCE_NOT_CONFIGURED until the route has been set.
         *
         *     Requires the viewer role (per-gateway roles apply, gateway from {gw}).
         */
        get: operations["inference.list"];
        /**
         * Set the inference configuration: `provider`, `model`, `timeout_secs` (0-3600; 0 = the gateway default of 60 s), optional `route` and `verify`.
         * @description A provider whose type cannot serve inference, or that holds no API key, is a 400 on `provider` before anything is written (the gateway refuses those even without verification). The gateway probes the provider's endpoint first unless `verify` is false; a failed probe, or a provider the workspace does not have, is refused with 409 GATEWAY_PRECONDITION_FAILED carrying the gateway's reason. The answer is the stored route with `validation_performed` and `validated_endpoints`. Emits `inference.updated`.
         *
         *     Requires the operator role (per-gateway roles apply, gateway from {gw}).
         */
        put: operations["inference.replace"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gateways/{gw}/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Details: the stored record plus live version, support and compute drivers (Health + GetGatewayInfo).
         * @description Requires the viewer role (per-gateway roles apply, gateway from {gw}).
         */
        get: operations["gateways.getInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gateways/{gw}/lease-policy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The gateway's lease policy (`configured: false` and the defaults when it has none).
         * @description Requires the viewer role (per-gateway roles apply, gateway from {gw}).
         */
        get: operations["sandboxLeases.getLeasePolicy"];
        /**
         * Set the gateway's lease policy: `default_ttl_seconds` (null: none), `max_ttl_seconds` (null: no limit), `default_action` (stop, delete), `warn_before_seconds`.
         * @description With a default_ttl_seconds, every sandbox of the gateway without a lease gets one: at its creation through Portcullis, and at the next check (SERVICE_LEASES_CHECK_INTERVAL) for those created elsewhere. Leases set later are refused beyond max_ttl_seconds; leases already set keep their expiry.
         *
         *     Requires the admin role (per-gateway roles apply, gateway from {gw}).
         */
        put: operations["sandboxLeases.replaceLeasePolicy"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gateways/{gw}/policy-ceiling": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One policy ceiling: the gateway-wide one, or the one for `?sandbox_selector=key:value,...`.
         * @description Requires the viewer role (per-gateway roles apply, gateway from {gw}).
         */
        get: operations["policyCeilings.getPolicyCeiling"];
        /**
         * Set a policy ceiling: the most network access writes, presets and approvals may give the sandboxes it binds.
         * @description The body is a policy document (JSON, or YAML with Content-Type: application/yaml) of which `network_policies` counts, plus optional `sandbox_selector` (`key:value,...` of sandbox labels; absent: every sandbox of the gateway). One ceiling per selector: a PUT replaces the ceiling of its selector (201 when new, 200 when replaced). A sandbox is bound by every ceiling whose selector its labels match. A ceiling is read exactly, so it may not use what only narrows in ways the checker does not model: deny rules, endpoint `path` selectors, protocols other than rest and websocket (none: any traffic), L7 rules beyond a method and a path. Running sandboxes already beyond a tightened ceiling are listed by GET .../policy-ceiling/drift.
         *
         *     Requires the admin role (per-gateway roles apply, gateway from {gw}).
         */
        put: operations["policyCeilings.replacePolicyCeiling"];
        post?: never;
        /**
         * Remove a policy ceiling: the gateway-wide one, or the one for `?sandbox_selector=`.
         * @description Requires the admin role (per-gateway roles apply, gateway from {gw}).
         */
        delete: operations["policyCeilings.deletePolicyCeiling"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gateways/{gw}/policy-ceiling/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Whether a policy document stays within a ceiling, with the requests it would allow that the ceiling does not.
         * @description The document (JSON, or YAML with Content-Type: application/yaml) is judged as a whole policy: its network_policies. Against the ceilings that bind `?sandbox=` (by its labels), or the one ceiling of `?sandbox_selector=`, or, without either, the gateway-wide ceiling; no such ceiling: `within` true. Each counterexample is a request (host, port, binary, private address, method and path; method and path null for an uninspected connection) one of the document's rules allows and the ceiling does not, at most one per endpoint and twenty in all. Nothing is stored. 422 POLICY_CEILING_UNDECIDED when the patterns are too intricate to decide within the check's fixed budget (the same document always gets the same answer). The check runs off the event loop, a few at a time per caller: 429 CONCURRENCY_LIMITED beyond that, 503 when every worker is busy or the check ran out of time (both with Retry-After).
         *
         *     Requires the viewer role (per-gateway roles apply, gateway from {gw}).
         */
        post: operations["policyCeilings.policyCeilingCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gateways/{gw}/policy-ceiling/drift": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Running sandboxes whose policy in force already exceeds a ceiling that binds them (after a ceiling was tightened), with their counterexamples.
         * @description Every running sandbox of the workspace (`?workspace=`, default the gateway's) is read from the gateway and judged; `checked` is how many were. `undecided` items could not be shown to be within. With SERVICE_POLICY_CEILING_DRIFT_ACTION=kill_switch a background check also engages their kill switches.
         *
         *     Requires the viewer role (per-gateway roles apply, gateway from {gw}).
         */
        get: operations["policyCeilings.getPolicyCeilingDrift"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gateways/{gw}/policy-ceilings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every policy ceiling of the gateway (the gateway-wide one and those for label selectors).
         * @description Requires the viewer role (per-gateway roles apply, gateway from {gw}).
         */
        get: operations["policyCeilings.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gateways/{gw}/providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the providers of a gateway workspace (credential values are never shown, only their key names).
         * @description Requires the viewer role (per-gateway roles apply, gateway from {gw}).
         */
        get: operations["providers.list"];
        put?: never;
        /**
         * Create a provider: `name`, `type`, `api_key`, further secret `credentials` and non-secret `config`.
         * @description `api_key` is stored as the credential named by the type's profile (its first environment variable, e.g. OPENAI_API_KEY for `openai`; API_KEY for types without one) and is never shown again; the response names it in `api_key_credential`. `credentials` are further write-only secrets keyed by environment variable name; `config` holds non-secret settings such as `base_url`. Unknown types are accepted (gateways do not check them) and reported in `warnings`. 409 ALREADY_EXISTS for a duplicate name.
         *
         *     Requires the operator role (per-gateway roles apply, gateway from {gw}).
         */
        post: operations["providers.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gateways/{gw}/providers/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One provider (credential key names only). 404 PROVIDER_NOT_FOUND.
         * @description Requires the viewer role (per-gateway roles apply, gateway from {gw}).
         */
        get: operations["providers.get"];
        /**
         * Update a provider with merge semantics: keys sent are set, keys omitted are kept, a key sent as null or "" is removed.
         * @description Merge semantics as upstream. In `credentials` and `config`, each key sent is added or overwritten, each key not sent is kept as it is, and **a key sent with `null` or an empty string `""` is removed** (e.g. `{"config": {"base_url": null}}` removes the custom endpoint). `api_key` works the same on the credential named by `api_key_credential` (`"api_key": null` removes it). `credential_expires_at` sets an ISO 8601 expiry per credential key, `null` removes one. `type` cannot change: a different type is refused by the gateway with 400. At least one field must be sent.
         *
         *     Requires the operator role (per-gateway roles apply, gateway from {gw}).
         */
        put: operations["providers.replace"];
        post?: never;
        /**
         * Delete a provider. 409 GATEWAY_PRECONDITION_FAILED with `attached_sandboxes` while sandboxes use it.
         * @description Detach it first (DELETE /api/gateways/{gw}/sandboxes/{sandbox}/providers/{name}). 404 PROVIDER_NOT_FOUND when the gateway has no such provider.
         *
         *     Requires the operator role (per-gateway roles apply, gateway from {gw}).
         */
        delete: operations["providers.delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gateways/{gw}/providers/{name}/credentials/{key}/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set (or replace) a provider credential's refresh configuration: strategy, material and expiry; answers its refresh state afterwards.
         * @description OpenShell 0.1 gateways (ConfigureProviderRefresh). `strategy` is how the gateway refreshes the credential (`static`, `external`, `oauth2_refresh_token`, `oauth2_client_credentials`, `google_service_account_jwt`, `aws_sts_assume_role`); `material` what it needs for that (token URL, client id, refresh token, …; at most 64 keys, values up to 8192 characters); `secret_material_keys` the material keys the gateway stores as secrets (each must be a key of `material`); `expires_at` when the current value expires. The configuration replaces the credential's previous one (and the failure it had). **Material values are write-only**: no answer, audit row, event or error message carries one; audit and the event `provider.credential_configured` name the keys only. A provider or credential the gateway does not have is a 404 PROVIDER_CREDENTIAL_NOT_FOUND whose detail names which, a configuration it refuses a 400; a gateway without credential refresh answers 409 GATEWAY_CAPABILITY_UNAVAILABLE before anything is sent. Audited as provider.credential_refresh_configure.
         *
         *     Requires the operator role (per-gateway roles apply, gateway from {gw}).
         */
        put: operations["providers.replaceRefresh"];
        /**
         * Refresh a provider credential now (the recovery action `retry`); answers the credential's refresh state afterwards.
         * @description OpenShell 0.1 gateways (RotateProviderCredential): a credential with a refresh configuration is refreshed at once. One that needs a person stays failed and says so in `state` and `recovery_action`: `reauthorize` wants a new credential value and `fix_configuration` a new configuration (both PUT /api/gateways/{gw}/providers/{name}), `investigate` a look at `message`. A static credential is refused by the gateway (409 GATEWAY_PRECONDITION_FAILED), a provider or credential it does not have is a 404 PROVIDER_CREDENTIAL_NOT_FOUND whose detail names which; a gateway without credential refresh answers 409 GATEWAY_CAPABILITY_UNAVAILABLE before anything is sent. Audited as provider.credential_refresh.
         *
         *     Requires the operator role (per-gateway roles apply, gateway from {gw}).
         */
        post: operations["providers.refresh"];
        /**
         * Remove a provider credential's refresh configuration: the gateway no longer refreshes it (it is static).
         * @description OpenShell 0.1 gateways (DeleteProviderRefresh). 404 PROVIDER_CREDENTIAL_REFRESH_NOT_FOUND when the credential has no refresh configuration, 404 PROVIDER_CREDENTIAL_NOT_FOUND when the provider or credential is missing; a gateway without credential refresh answers 409 GATEWAY_CAPABILITY_UNAVAILABLE before anything is sent. Audited as provider.credential_refresh_remove, announced as provider.credential_refresh_removed.
         *
         *     Requires the operator role (per-gateway roles apply, gateway from {gw}).
         */
        delete: operations["providers.deleteRefresh"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gateways/{gw}/providers/types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Known provider types: the gateway's catalogue, or a static list when the gateway cannot list one (`source`).
         * @description Each type has `id`, `display_name`, `category` (inference, agent, source_control, messaging, data, knowledge, other), `description`, `credentials` [{`name`, `required`, `env_vars`}] and `inference_capable`. Gateways before v0.0.37 lack ListProviderProfiles; the answer is then the static list shipped with Portcullis and `source` is `static`. OpenShell 0.1 gateways list only the profiles imported into them (a fresh one lists none: import them with POST .../providers/types/import).
         *
         *     Requires the viewer role (per-gateway roles apply, gateway from {gw}).
         */
        get: operations["providers.getTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gateways/{gw}/providers/types/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete an imported provider profile from the gateway's catalogue.
         * @description OpenShell 0.1 gateways only; 404 PROVIDER_TYPE_NOT_FOUND when the gateway has no such profile; the gateway refuses (409) while providers use it. Audited as `provider_type.delete`.
         *
         *     Requires the operator role (per-gateway roles apply, gateway from {gw}).
         */
        delete: operations["providers.deleteType"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gateways/{gw}/providers/types/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import provider profiles into the gateway's catalogue, after the gateway checked them (LintProviderProfiles).
         * @description Profiles the gateway finds invalid are a 400 naming each problem in `errors`, and nothing is imported. OpenShell 0.1 gateways only (a fresh one's catalogue is empty, and a provider's type must name an imported profile); others answer 409 GATEWAY_CAPABILITY_UNAVAILABLE. Audited as `provider_type.import`.
         *
         *     Requires the operator role (per-gateway roles apply, gateway from {gw}).
         */
        post: operations["providers.typesImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gateways/{gw}/providers/types/lint": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check provider profiles with the gateway (LintProviderProfiles) without importing them.
         * @description OpenShell 0.1 gateways only; others answer 409 GATEWAY_CAPABILITY_UNAVAILABLE (their catalogue is built in).
         *
         *     Requires the operator role (per-gateway roles apply, gateway from {gw}).
         */
        post: operations["providers.typesLint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gateways/{gw}/restart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restart the local gateway process (local mode only).
         * @description Requires the admin role (per-gateway roles apply, gateway from {gw}).
         */
        post: operations["gateways.restart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gateways/{gw}/sandboxes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the sandboxes of a gateway workspace; repeatable `label=key:value` filters (our labels) are AND-combined.
         * @description Requires the viewer role (per-gateway roles apply, gateway from {gw}).
         */
        get: operations["sandboxes.list"];
        put?: never;
        /**
         * Create a sandbox: 202 with an operation that succeeds once it runs and its presets are applied.
         * @description The gateway creates the sandbox before the 202, so its refusals (unknown provider, duplicate name, unknown `gateway_template`) are the answer. `gateway_template` names a template stored on the gateway (0.1 gateways; 409 GATEWAY_CAPABILITY_UNAVAILABLE on 0.0, before anything is audited); the sandbox's `workload_template` says which one it came from. `services` (`name` a DNS label, omitted for the unnamed service; `port` 1–65535) are exposed by the gateway with the sandbox and then listed by GET .../services (0.1 gateways; a non-empty list is 409 GATEWAY_CAPABILITY_UNAVAILABLE naming `services` on 0.0). `Idempotency-Key`: the same key and body within 24 h give the same operation; another body is 409 IDEMPOTENCY_KEY_REUSED.
         *
         *     Requires the operator role (per-gateway roles apply, gateway from {gw}).
         */
        post: operations["sandboxes.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gateways/{gw}/sandboxes/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One sandbox: state (and the raw phase), spec, conditions, labels, description, metered_requests_today.
         * @description Requires the viewer role (per-gateway roles apply, gateway from {gw}).
         */
        get: operations["sandboxes.get"];
        put?: never;
        post?: never;
        /**
         * Delete a sandbox: 202 with an operation that succeeds once the gateway has removed it. Its policy-side records (pins, history, budgets, usage) are kept.
         * @description The gateway deletes asynchronously: the sandbox shows state `deleting` (phase DELETING) until it is gone, and creating one of the same name meanwhile is 409 SANDBOX_DELETING. The operation fails with SANDBOX_DELETE_TIMEOUT after SERVICE_SANDBOX_DELETE_TIMEOUT.
         *
         *     Requires the operator role (per-gateway roles apply, gateway from {gw}).
         */
        delete: operations["sandboxes.delete"];
        options?: never;
        head?: never;
        /**
         * Change labels and/or description (kept by us, per gateway): absent fields stay, null clears.
         * @description Requires the operator role (per-gateway roles apply, gateway from {gw}).
         */
        patch: operations["sandboxes.update"];
        trace?: never;
    };
    "/api/gateways/{gw}/sandboxes/{name}/approval-workflow": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The sandbox's approval workflow, or 404 when approvals are single-handed.
         * @description Requires the viewer role (per-gateway roles apply, gateway from {gw}).
         */
        get: operations["approvals.getApprovalWorkflow"];
        /**
         * Set the approval workflow: `required_votes` (2–20), `voters` (emails and group names; a group admits its members; service principals by name), optional `escalation_deadline_seconds`.
         * @description Answers 201 when the workflow is new, 200 when it replaced one. Votes already cast stay; the new rules apply from the next vote.
         *
         *     Requires the admin role (per-gateway roles apply, gateway from {gw}).
         */
        put: operations["approvals.replaceApprovalWorkflow"];
        post?: never;
        /**
         * Remove the workflow: approvals are single-handed again. Votes cast so far are kept.
         * @description Requires the admin role (per-gateway roles apply, gateway from {gw}).
         */
        delete: operations["approvals.deleteApprovalWorkflow"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gateways/{gw}/sandboxes/{name}/approvals/{chunk_id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a pending chunk: its rule is merged into the sandbox policy (with a workflow active: a vote, 202 until quorum).
         * @description Optional body `{"review_token"}`: the chunk's token as it was shown; 409 CHUNK_CHANGED when the gateway has re-evaluated the chunk since. A token the gateway refreshes because of another policy change is fetched again and the approval retried (at most twice) while the proposal is unchanged.
         *
         *     Requires the operator role (per-gateway roles apply, gateway from {gw}).
         */
        post: operations["approvals.approveInSandbox"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gateways/{gw}/sandboxes/{name}/approvals/{chunk_id}/decisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Decision record of a chunk (or of a `policy.apply:<sha16>` proposal): the running tally, the votes and the eligible voters.
         * @description Requires the viewer role (per-gateway roles apply, gateway from {gw}).
         */
        get: operations["approvals.getDecisionsInSandbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gateways/{gw}/sandboxes/{name}/approvals/{chunk_id}/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a pending chunk with a modified rule (`{"rule": {...}, "review_token"?}`): the chunk ends approved with the edited rule.
         * @description Requires the operator role (per-gateway roles apply, gateway from {gw}).
         */
        post: operations["approvals.editInSandbox"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gateways/{gw}/sandboxes/{name}/approvals/{chunk_id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a pending chunk with an optional reason (fed back to the agent). With a workflow active, one reject ends the proposal.
         * @description Requires the operator role (per-gateway roles apply, gateway from {gw}).
         */
        post: operations["approvals.rejectInSandbox"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gateways/{gw}/sandboxes/{name}/approvals/{chunk_id}/undo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Undo the last decision: an approval is undone upstream (the rule's binary removed); a rejection is re-opened here (shown pending, `upstream_status: "rejected"`).
         * @description Requires the operator role (per-gateway roles apply, gateway from {gw}).
         */
        post: operations["approvals.undoInSandbox"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gateways/{gw}/sandboxes/{name}/approvals/approve-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve every pending chunk (or the ones listed in `approvals`, each with the review token it was shown with) as one revision; security-flagged chunks only with `include_security_flagged: true`. Admin-only while an approval workflow is active.
         * @description Re-opened rejections are approved one by one. Each chunk is judged alone by the policy write checks (a policy ceiling, say). The answer lists each chunk left out in `skipped` with a `reason` (`security_flagged`, `chunk_changed`, `not_pending`, `not_found`, `refused`, `stale`, `policy_check`) and a `message`; `policy_check` adds the refusal as `problem` (its `code` and members, e.g. the counterexamples).
         *
         *     Requires the operator role (per-gateway roles apply, gateway from {gw}).
         */
        post: operations["approvals.approveAllInSandbox"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gateways/{gw}/sandboxes/{name}/approvals/clear": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Dismiss every pending chunk without a decision (snapshots are kept; see history).
         * @description Requires the operator role (per-gateway roles apply, gateway from {gw}).
         */
        post: operations["approvals.clearInSandbox"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gateways/{gw}/sandboxes/{name}/approvals/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Decision history of one sandbox, newest first: the gateway's proposals and decisions plus the dismissals and re-opened rejections only we record (dismissed entries carry the kept snapshot).
         * @description Requires the viewer role (per-gateway roles apply, gateway from {gw}).
         */
        get: operations["approvals.getHistoryInSandbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gateways/{gw}/sandboxes/{name}/approvals/pending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Pending approval chunks of one sandbox (newest first).
         * @description Requires the viewer role (per-gateway roles apply, gateway from {gw}).
         */
        get: operations["approvals.getPendingInSandbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gateways/{gw}/sandboxes/{name}/budget": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The sandbox's budget with the requests used in its current window.
         * @description Requires the viewer role (per-gateway roles apply, gateway from {gw}).
         */
        get: operations["budgets.getBudget"];
        /**
         * Set the sandbox's budget: `limit_requests`, `window` (daily, weekly, monthly, total; UTC), `action` (notify, detach).
         * @description At the limit `budget.exceeded` fires once per window and, with `detach`, the kill switch is engaged (`engaged_by: budget`; only resume releases it). Checked after each metering poll. 201 when created, 200 when replaced; a new limit or window may fire again in the current window. 404 SANDBOX_NOT_FOUND for a sandbox the gateway does not have.
         *
         *     Requires the operator role (per-gateway roles apply, gateway from {gw}).
         */
        put: operations["budgets.replaceBudget"];
        post?: never;
        /**
         * Remove the sandbox's budget (a kill switch it engaged stays until resumed).
         * @description Requires the operator role (per-gateway roles apply, gateway from {gw}).
         */
        delete: operations["budgets.deleteBudget"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gateways/{gw}/sandboxes/{name}/exec": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run a command: 202 with an operation whose result is {exit_code, stdout, stderr, truncated}.
         * @description `command` is an array of strings, or one string split shell-style (quotes and backslashes; no variables, globs or pipes). Unbalanced quotes, an empty command, NUL bytes or more than 1024 arguments are a 400 and start nothing. A command that outlives `timeout_seconds` (default SERVICE_EXEC_TIMEOUT_SECONDS) ends with exit code 124.
         *
         *     Requires the operator role (per-gateway roles apply, gateway from {gw}).
         */
        post: operations["sandboxes.exec"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gateways/{gw}/sandboxes/{name}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the active policy document as JSON or YAML (works while the policy is pinned).
         * @description Requires the viewer role (per-gateway roles apply, gateway from {gw}).
         */
        get: operations["policies.getExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gateways/{gw}/sandboxes/{name}/kill-switch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The sandbox's kill switch: engaged or not, by whom, who holds it, and the providers it detached.
         * @description Read from our records (no gateway call): a sandbox without a switch answers `state: released`.
         *
         *     Requires the viewer role (per-gateway roles apply, gateway from {gw}).
         */
        get: operations["killSwitch.getKillSwitch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gateways/{gw}/sandboxes/{name}/kill-switch/engage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Engage the kill switch by hand (`engaged_by: manual`): record the attached providers, then detach them.
         * @description Idempotent. On a switch a budget or curfew holds already, the operator's hold is added, so the providers stay detached when that owner lets go. 404 SANDBOX_NOT_FOUND stores nothing; a gateway failure after the record is answered, and the detaching is finished by the next reconciliation.
         *
         *     Requires the operator role (per-gateway roles apply, gateway from {gw}).
         */
        post: operations["killSwitch.killSwitchEngage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gateways/{gw}/sandboxes/{name}/kill-switch/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resume: re-attach every recorded provider, whoever engaged the switch.
         * @description Idempotent: a sandbox without a switch answers `state: released`. Providers deleted meanwhile are listed in the `kill_switch.released` event as `not_reattached`.
         *
         *     Requires the operator role (per-gateway roles apply, gateway from {gw}).
         */
        post: operations["killSwitch.killSwitchResume"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gateways/{gw}/sandboxes/{name}/lease": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The sandbox's lease: when it expires, what then happens (stop or delete), how often it was renewed.
         * @description Requires the viewer role (per-gateway roles apply, gateway from {gw}).
         */
        get: operations["sandboxLeases.getLease"];
        /**
         * Set the sandbox's lease: `ttl_seconds` or `expires_at`, and `action` (stop, delete; default: the gateway's lease policy).
         * @description At expiry the sandbox is stopped or deleted once (`sandbox.expired`); `sandbox.expiring` fires the policy's warn_before_seconds earlier. A lease beyond the gateway's max_ttl_seconds is a 400 LEASE_TOO_LONG naming the limit; an `expires_at` in the past a 400. 201 when created, 200 when replaced (a replaced lease starts over). 404 SANDBOX_NOT_FOUND for a sandbox the gateway does not have; 409 LEASE_EXPIRING while an expiry acts on it.
         *
         *     Requires the operator role (per-gateway roles apply, gateway from {gw}).
         */
        put: operations["sandboxLeases.replaceLease"];
        post?: never;
        /**
         * Remove the sandbox's lease: nothing happens to the sandbox at the old expiry.
         * @description 409 LEASE_EXPIRING while an expiry acts on it. On a gateway with a default lease, the next check gives the sandbox the default again.
         *
         *     Requires the operator role (per-gateway roles apply, gateway from {gw}).
         */
        delete: operations["sandboxLeases.deleteLease"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gateways/{gw}/sandboxes/{name}/lease/renew": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Extend the sandbox's lease by its ttl_seconds, or by a given `ttl_seconds`, up to the gateway's maximum.
         * @description The new expiry is the old one (or now, when that has passed) plus the ttl, but never later than now plus max_ttl_seconds. A given ttl_seconds beyond the maximum is a 400 LEASE_TOO_LONG; a lease that has expired is 409 LEASE_ENDED. A renewed lease warns again before its new expiry.
         *
         *     Requires the operator role (per-gateway roles apply, gateway from {gw}).
         */
        post: operations["sandboxLeases.leaseRenew"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gateways/{gw}/sandboxes/{name}/logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Recent log lines from the gateway's in-memory ring (the last 2000 per sandbox).
         * @description `lines` (1–2000, default 200) are taken from the end of the ring first, then `since` (ISO timestamp or epoch ms), `sources` (repeatable or comma-separated) and `min_level` filter them; `total` is how many lines that left, `offset` and `limit` (default: all of them) page through them; `buffer_total` is how many ring entries were examined.
         *
         *     Requires the viewer role (per-gateway roles apply, gateway from {gw}).
         */
        get: operations["sandboxes.getLogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gateways/{gw}/sandboxes/{name}/policy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The active policy: the latest revision, its load status, and the document.
         * @description Requires the viewer role (per-gateway roles apply, gateway from {gw}).
         */
        get: operations["policies.getPolicy"];
        /**
         * Replace the whole policy document.
         * @description On a live sandbox only network rules may change and filesystem paths may only be added. Static sections the document leaves out (filesystem, landlock, process) are kept as the active policy has them, such as a baseline synced from the image. With `?wait_loaded=true` the call returns once the gateway reports the revision loaded (504 GATEWAY_TIMEOUT if it does not in time; 409 SANDBOX_NOT_RUNNING, before any change, when the sandbox is not running: a revision only loads while it runs).
         *
         *     Requires the operator role (per-gateway roles apply, gateway from {gw}).
         */
        put: operations["policies.replacePolicy"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gateways/{gw}/sandboxes/{name}/policy/apply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply a policy document (JSON, or YAML with Content-Type: application/yaml).
         * @description `?mode=replace` (default) replaces the whole document (static sections it leaves out are kept); `?mode=merge` adds the document's network rules to the active policy (rules under existing keys are merged by the gateway) and leaves the rest unchanged. `?dry_run=true` returns the diff and changes nothing (plus what each policy write check reports, e.g. `ceiling`). Re-applying an identical document creates no new revision (`changed: false`). While an approval workflow is active the apply counts as one vote on `policy.apply:<sha16>` and answers 202 until quorum.
         *
         *     Requires the operator role (per-gateway roles apply, gateway from {gw}).
         */
        post: operations["policies.policyApply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gateways/{gw}/sandboxes/{name}/policy/diff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A structured diff between two revisions: rules added, removed and changed; filesystem, process and landlock changes.
         * @description `to` defaults to the latest revision and `from` to the one before it.
         *
         *     Requires the viewer role (per-gateway roles apply, gateway from {gw}).
         */
        get: operations["policies.getPolicyDiff"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gateways/{gw}/sandboxes/{name}/policy/filesystem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a filesystem path (read_only or read_write).
         * @description Paths are fixed at sandbox start upstream; adding one is allowed, the sandbox picks it up on restart. With `?wait_loaded=true` the call returns once the gateway reports the revision loaded (504 GATEWAY_TIMEOUT if it does not in time; 409 SANDBOX_NOT_RUNNING, before any change, when the sandbox is not running: a revision only loads while it runs).
         *
         *     Requires the operator role (per-gateway roles apply, gateway from {gw}).
         */
        post: operations["policies.policyFilesystem"];
        /**
         * Remove a filesystem path (body {"path"} or ?path=).
         * @description Live sandboxes refuse removals: 409 GATEWAY_PRECONDITION_FAILED with the gateway's reason. With `?wait_loaded=true` the call returns once the gateway reports the revision loaded (504 GATEWAY_TIMEOUT if it does not in time; 409 SANDBOX_NOT_RUNNING, before any change, when the sandbox is not running: a revision only loads while it runs).
         *
         *     Requires the operator role (per-gateway roles apply, gateway from {gw}).
         */
        delete: operations["policies.deletePolicyFilesystem"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gateways/{gw}/sandboxes/{name}/policy/network-rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a network rule (merged into an existing rule with the same key).
         * @description With `?wait_loaded=true` the call returns once the gateway reports the revision loaded (504 GATEWAY_TIMEOUT if it does not in time; 409 SANDBOX_NOT_RUNNING, before any change, when the sandbox is not running: a revision only loads while it runs).
         *
         *     Requires the operator role (per-gateway roles apply, gateway from {gw}).
         */
        post: operations["policies.policyNetworkRules"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gateways/{gw}/sandboxes/{name}/policy/network-rules/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a network rule.
         * @description With `?wait_loaded=true` the call returns once the gateway reports the revision loaded (504 GATEWAY_TIMEOUT if it does not in time; 409 SANDBOX_NOT_RUNNING, before any change, when the sandbox is not running: a revision only loads while it runs).
         *
         *     Requires the operator role (per-gateway roles apply, gateway from {gw}).
         */
        delete: operations["policies.deletePolicyNetworkRule"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gateways/{gw}/sandboxes/{name}/policy/pin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The pin, or 404 when the policy is not pinned.
         * @description Requires the viewer role (per-gateway roles apply, gateway from {gw}).
         */
        get: operations["policies.getPolicyPin"];
        put?: never;
        /**
         * Pin the policy: every write path and every approval move answers 423 policy_locked until the pin is removed or lapses.
         * @description Requires the operator role (per-gateway roles apply, gateway from {gw}).
         */
        post: operations["policies.policyPin"];
        /**
         * Remove the pin.
         * @description Requires the operator role (per-gateway roles apply, gateway from {gw}).
         */
        delete: operations["policies.deletePolicyPin"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gateways/{gw}/sandboxes/{name}/policy/presets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every preset of the catalogue with its status on this sandbox.
         * @description `status` comes from the live policy, whoever put the rules there: `applied` when it allows every (endpoint, binary) pair of the preset, `partially_applied` when some, `not_applied` when none (`covered` of `total`). `application` is what Portcullis recorded when it applied the preset to this sandbox (what it added, rule by rule), or null.
         *
         *     Requires the viewer role (per-gateway roles apply, gateway from {gw}).
         */
        get: operations["policies.getPolicyPresets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gateways/{gw}/sandboxes/{name}/policy/presets/{preset}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One preset with its status on this sandbox.
         * @description `status` comes from the live policy, whoever put the rules there: `applied` when it allows every (endpoint, binary) pair of the preset, `partially_applied` when some, `not_applied` when none (`covered` of `total`). `application` is what Portcullis recorded when it applied the preset to this sandbox (what it added, rule by rule), or null.
         *
         *     Requires the viewer role (per-gateway roles apply, gateway from {gw}).
         */
        get: operations["policies.getPolicyPreset"];
        put?: never;
        /**
         * Apply a preset: its rules are added under stable keys (preset-<name>).
         * @description The gateway may fold a rule into an existing one whose endpoint overlaps (then the preset's key never appears): `contributions` is what the preset actually added, read back from the revision it wrote and recorded for its removal. With `?wait_loaded=true` the call returns once the gateway reports the revision loaded (504 GATEWAY_TIMEOUT if it does not in time; 409 SANDBOX_NOT_RUNNING, before any change, when the sandbox is not running: a revision only loads while it runs).
         *
         *     Requires the operator role (per-gateway roles apply, gateway from {gw}).
         */
        post: operations["policies.addPolicyPreset"];
        /**
         * Remove a preset: exactly what it added goes (binaries and endpoints of the rules it touched); what approvals or the image added stays.
         * @description A preset applied before Portcullis recorded applications counts as having added its own rule keys. 404 PRESET_NOT_APPLIED when nothing it added is left. With `?wait_loaded=true` the call returns once the gateway reports the revision loaded (504 GATEWAY_TIMEOUT if it does not in time; 409 SANDBOX_NOT_RUNNING, before any change, when the sandbox is not running: a revision only loads while it runs).
         *
         *     Requires the operator role (per-gateway roles apply, gateway from {gw}).
         */
        delete: operations["policies.deletePolicyPreset"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gateways/{gw}/sandboxes/{name}/policy/process": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set the process user and group.
         * @description Live sandboxes refuse process changes: 409 GATEWAY_PRECONDITION_FAILED with the gateway's reason. With `?wait_loaded=true` the call returns once the gateway reports the revision loaded (504 GATEWAY_TIMEOUT if it does not in time; 409 SANDBOX_NOT_RUNNING, before any change, when the sandbox is not running: a revision only loads while it runs).
         *
         *     Requires the operator role (per-gateway roles apply, gateway from {gw}).
         */
        put: operations["policies.replacePolicyProcess"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gateways/{gw}/sandboxes/{name}/policy/revisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Policy revisions, newest first (without documents).
         * @description Requires the viewer role (per-gateway roles apply, gateway from {gw}).
         */
        get: operations["policies.getPolicyRevisions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gateways/{gw}/sandboxes/{name}/providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The providers attached to a sandbox (full records, credential key names only).
         * @description Requires the viewer role (per-gateway roles apply, gateway from {gw}).
         */
        get: operations["providers.listInSandbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gateways/{gw}/sandboxes/{name}/providers/{provider}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Attach a provider to a sandbox; idempotent (`attached: false` when it already was).
         * @description Running sandboxes pick the change up on their next configuration poll. Retried on concurrent modification of the sandbox. 409 GATEWAY_PRECONDITION_FAILED when the provider does not exist or the sandbox has 32 providers already.
         *
         *     Requires the operator role (per-gateway roles apply, gateway from {gw}).
         */
        post: operations["providers.addInSandbox"];
        /**
         * Detach a provider from a sandbox; idempotent (`detached: false` when it was not attached).
         * @description Requires the operator role (per-gateway roles apply, gateway from {gw}).
         */
        delete: operations["providers.deleteInSandbox"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gateways/{gw}/sandboxes/{name}/services": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The sandbox's exposed services with the URLs the gateway serves them at (ListServices).
         * @description 404 SANDBOX_NOT_FOUND. The unnamed service has the name `''`. OpenShell 0.0 gateways cannot expose services: there this answers 409 GATEWAY_CAPABILITY_UNAVAILABLE naming `services`.
         *
         *     Requires the viewer role (per-gateway roles apply, gateway from {gw}).
         */
        get: operations["services.listInSandbox"];
        put?: never;
        /**
         * Expose a loopback port inside the sandbox through the gateway (ExposeService).
         * @description `port` 1–65535; `name` a DNS label (omitted: the unnamed service); `domain` also routes a browser-facing URL. A service of that name already exposed is pointed at the new port. 404 SANDBOX_NOT_FOUND. Audited as `sandbox.service_expose`; event `sandbox.service_exposed`. OpenShell 0.0 gateways cannot expose services: there this answers 409 GATEWAY_CAPABILITY_UNAVAILABLE naming `services`.
         *
         *     Requires the operator role (per-gateway roles apply, gateway from {gw}).
         */
        post: operations["services.createInSandbox"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gateways/{gw}/sandboxes/{name}/services/{service}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Stop exposing a service of the sandbox (DeleteService).
         * @description 204; `_` names the unnamed service. 404 SERVICE_NOT_FOUND or SANDBOX_NOT_FOUND. Audited as `sandbox.service_remove`; event `sandbox.service_removed`. OpenShell 0.0 gateways cannot expose services: there this answers 409 GATEWAY_CAPABILITY_UNAVAILABLE naming `services`.
         *
         *     Requires the operator role (per-gateway roles apply, gateway from {gw}).
         */
        delete: operations["services.deleteInSandbox"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gateways/{gw}/sandboxes/{name}/ssh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a temporary SSH session; the token appears in this answer only.
         * @description A gateway reports its bind address as `gateway_host` and `gateway_port`; a zero or loopback one (0.0.0.0, ::, 127.x, ::1, localhost) is replaced with the host and port of the registered endpoint, as the OpenShell CLI does, and `gateway_host_rewritten_from` names the host the gateway said (null when nothing was replaced).
         *
         *     Requires the operator role (per-gateway roles apply, gateway from {gw}).
         */
        post: operations["sandboxes.ssh"];
        /**
         * Revoke SSH sessions: with {"token"} that one; without a body every session this service created for the sandbox.
         * @description Requires the operator role (per-gateway roles apply, gateway from {gw}).
         */
        delete: operations["sandboxes.deleteSsh"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gateways/{gw}/sandboxes/{name}/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a stopped sandbox; the answer usually shows it still creating (STARTING).
         * @description Requires the operator role (per-gateway roles apply, gateway from {gw}).
         */
        post: operations["sandboxes.start"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gateways/{gw}/sandboxes/{name}/stop": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stop a running sandbox (its state is kept; SSH sessions end).
         * @description Requires the operator role (per-gateway roles apply, gateway from {gw}).
         */
        post: operations["sandboxes.stop"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gateways/{gw}/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start the local gateway process (local mode only).
         * @description Requires the admin role (per-gateway roles apply, gateway from {gw}).
         */
        post: operations["gateways.start"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gateways/{gw}/stop": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stop the local gateway process (local mode only).
         * @description Requires the admin role (per-gateway roles apply, gateway from {gw}).
         */
        post: operations["gateways.stop"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gateways/{gw}/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The sandbox templates stored on the gateway in the workspace (ListSandboxTemplates), by name.
         * @description Portcullis's own read-only templates are at /api/sandbox-templates. OpenShell 0.0 gateways store no templates: there this answers 409 GATEWAY_CAPABILITY_UNAVAILABLE (`capability: "templates"`), before anything is audited.
         *
         *     Requires the viewer role (per-gateway roles apply, gateway from {gw}).
         */
        get: operations["gatewayTemplates.getTemplates"];
        put?: never;
        /**
         * Store a sandbox template on the gateway in the workspace (CreateSandboxTemplate).
         * @description `name` is a DNS label; `image` required; `environment`, `cpu`, `memory` (Kubernetes quantities), `gpu` and gateway-side `labels` optional. 409 ALREADY_EXISTS when the workspace has it. Audited as `gateway_template.create` (environment names only); event `gateway_template.created`. OpenShell 0.0 gateways store no templates: there this answers 409 GATEWAY_CAPABILITY_UNAVAILABLE (`capability: "templates"`), before anything is audited.
         *
         *     Requires the admin role (per-gateway roles apply, gateway from {gw}).
         */
        post: operations["gatewayTemplates.templates"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gateways/{gw}/templates/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a sandbox template from the gateway (DeleteSandboxTemplate); sandboxes created from it stay.
         * @description 204; 404 GATEWAY_TEMPLATE_NOT_FOUND. Audited as `gateway_template.delete`; event `gateway_template.deleted`. OpenShell 0.0 gateways store no templates: there this answers 409 GATEWAY_CAPABILITY_UNAVAILABLE (`capability: "templates"`), before anything is audited.
         *
         *     Requires the admin role (per-gateway roles apply, gateway from {gw}).
         */
        delete: operations["gatewayTemplates.deleteTemplate"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gateways/{gw}/test-connection": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Connect now on a fresh channel: Health, then GetGatewayInfo; the result comes back at once.
         * @description An endpoint the private-address rule refuses now (local mode off, or a name that resolves to a private address) is answered with 409 ENDPOINT_NOT_ALLOWED and not dialled.
         *
         *     Requires the viewer role (per-gateway roles apply, gateway from {gw}).
         */
        post: operations["gateways.testConnection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gateways/{gw}/workspaces": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The gateway's workspaces (ListWorkspaces); on an OpenShell 0.0 gateway, the ones it is known to have.
         * @description `managed: false` (an OpenShell 0.0 gateway, which has workspaces but no RPCs to list them): the items are `default` and the gateway's registered `default_workspace`, each `managed: false`; creating, deleting and members are not available there.
         *
         *     Requires the viewer role (per-gateway roles apply, gateway from {gw}).
         */
        get: operations["workspaces.list"];
        put?: never;
        /**
         * Create a workspace on the gateway (CreateWorkspace).
         * @description `name` is a DNS label; `labels` optional. 409 when the gateway has it already. Audited as `workspace.create`; event `workspace.created`. OpenShell 0.0 gateways have workspaces but no RPCs to manage them: there this answers 409 GATEWAY_CAPABILITY_UNAVAILABLE.
         *
         *     Requires the admin role (per-gateway roles apply, gateway from {gw}).
         */
        post: operations["workspaces.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gateways/{gw}/workspaces/{ws}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a workspace from the gateway (DeleteWorkspace).
         * @description 204; 404 WORKSPACE_NOT_FOUND; the gateway refuses (409) to delete `default` or a workspace that still holds sandboxes, providers or templates. Audited as `workspace.delete`; event `workspace.deleted`. OpenShell 0.0 gateways have workspaces but no RPCs to manage them: there this answers 409 GATEWAY_CAPABILITY_UNAVAILABLE.
         *
         *     Requires the admin role (per-gateway roles apply, gateway from {gw}).
         */
        delete: operations["workspaces.delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gateways/{gw}/workspaces/{ws}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The workspace's members (ListWorkspaceMembers): OIDC subjects with the role user or admin.
         * @description 404 WORKSPACE_NOT_FOUND. OpenShell 0.0 gateways have workspaces but no RPCs to manage them: there this answers 409 GATEWAY_CAPABILITY_UNAVAILABLE.
         *
         *     Requires the viewer role (per-gateway roles apply, gateway from {gw}).
         */
        get: operations["workspaces.getMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gateways/{gw}/workspaces/{ws}/members/{subject}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Add an OIDC subject to the workspace with a role (`user` or `admin`), or change a member's role (AddWorkspaceMember).
         * @description 404 WORKSPACE_NOT_FOUND. Audited as `workspace.member_set`; event `workspace.member_added`. OpenShell 0.0 gateways have workspaces but no RPCs to manage them: there this answers 409 GATEWAY_CAPABILITY_UNAVAILABLE.
         *
         *     Requires the admin role (per-gateway roles apply, gateway from {gw}).
         */
        put: operations["workspaces.replaceMember"];
        post?: never;
        /**
         * Remove a member from the workspace (RemoveWorkspaceMember).
         * @description 204; 404 WORKSPACE_MEMBER_NOT_FOUND or WORKSPACE_NOT_FOUND. Audited as `workspace.member_remove`; event `workspace.member_removed`. OpenShell 0.0 gateways have workspaces but no RPCs to manage them: there this answers 409 GATEWAY_CAPABILITY_UNAVAILABLE.
         *
         *     Requires the admin role (per-gateway roles apply, gateway from {gw}).
         */
        delete: operations["workspaces.deleteMember"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gateways/discover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Scan DNS SRV records for gateways now.
         * @description Looks up `_openshell._tcp.<domain>` for each configured domain, or for the body's `domains` (at most 20), and registers new targets unless SERVICE_DISCOVERY_AUTO_REGISTER is false. Answers the scan result, which also becomes the discovery status.
         *
         *     Requires the operator role.
         */
        post: operations["gateways.discover"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gateways/discovery/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The result of the last discovery scan (manual or background), without scanning.
         * @description Requires the viewer role.
         */
        get: operations["gateways.getDiscoveryStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/kill-switches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Kill switches engaged (or still detaching, or unconfirmed) across every gateway the caller has a role on, most recently engaged first.
         * @description Read from our records (no gateway call). `engaged_by` says which owner engaged each, `holders` who holds it now. Gateways the caller has no role on are neither listed nor named.
         *
         *     Any authenticated caller.
         */
        get: operations["killSwitch.getKillSwitches"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Poll a long-running operation (yours, or one on a gateway you may view).
         * @description Any authenticated caller.
         */
        get: operations["operations.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operations/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask a cancellable operation to stop (yours, or one on a gateway you operate): it ends `cancelled` once its work has stopped.
         * @description 409 OPERATION_FINISHED when it has already ended, 409 OPERATION_NOT_CANCELLABLE when its work cannot stop early (`cancellable: false`). Asking again before it has ended answers the same and changes nothing (one `operation.cancel` audit row). Once a cancel is accepted the operation ends `cancelled`, even when its work finished first.
         *
         *     Any authenticated caller.
         */
        post: operations["operations.cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operations/{id}/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Server-sent events: one `operation` event per change; the stream ends after the terminal one.
         * @description A caller who loses access to the operation while following it (its key rotated or deleted, its session ended, its role removed) gets a last `revoked` event, `{"status": 401 | 403, "reason": "..."}`, and the stream ends (docs/streams.md).
         *
         *     Any authenticated caller.
         */
        get: operations["operations.getStream"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/policies/presets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The preset catalogue.
         * @description Requires the viewer role.
         */
        get: operations["policies.getPresets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/policies/presets/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One preset with its rules.
         * @description Requires the viewer role.
         */
        get: operations["policies.getPreset"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/preset-rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Preset rules by name, each with what it has applied where.
         * @description Requires the viewer role.
         */
        get: operations["sandboxes.getPresetRules"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/preset-rules/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One preset rule with what it has applied where.
         * @description Requires the viewer role.
         */
        get: operations["sandboxes.getPresetRule"];
        /**
         * Set a preset rule: every sandbox whose gateway has the `gateways` labels and which has the `sandboxes` labels gets the `presets`.
         * @description Each preset is applied once per sandbox through the preset service (audit row `policy.preset.apply`, `policy.updated`): to every running sandbox the rule selects now, to new ones once they run, and periodically to any missed. Presets are never removed by a rule, so one an operator removes by hand stays removed. 400 naming an unknown preset. 201 when created, 200 when replaced.
         *
         *     Requires the admin role.
         */
        put: operations["sandboxes.replacePresetRule"];
        post?: never;
        /**
         * Remove a preset rule (the presets it applied stay in the policies).
         * @description Requires the admin role.
         */
        delete: operations["sandboxes.deletePresetRule"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sandbox-templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the sandbox templates.
         * @description Requires the viewer role.
         */
        get: operations["templates.getSandboxTemplates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sandbox-templates/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One template; its `config` plus a `name` is a create body for POST /api/gateways/{gw}/sandboxes.
         * @description Requires the viewer role.
         */
        get: operations["templates.getSandboxTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sandboxes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every sandbox of every gateway the caller can see, filtered, sorted and paged; gateways that did not answer are listed in `unavailable`.
         * @description Lists each visible gateway's sandboxes (ListSandboxes, in the `workspace` named, else in each gateway's default workspace; a gateway without that workspace has none) and answers them as one list. Filters are AND-combined: `gateway` (repeatable), `state`, `label` (repeatable `key:value`, our labels), `q` (a case-insensitive part of the name). `sort` is `name`, `gateway`, `state` or `created_at`, with a `-` prefix for descending (ties: gateway, workspace, name; no creation time sorts last).
         *
         *     Visibility follows docs/roles.md: gateways the caller has no role on are neither listed nor named; a caller with no role at all is 403, as for the gateway list. Any role on a gateway (viewer and up) shows its sandboxes.
         *
         *     At most SERVICE_SANDBOX_INVENTORY_CONCURRENCY gateways are listed at once, each within SERVICE_SANDBOX_INVENTORY_GATEWAY_TIMEOUT_MS. A gateway that fails or gives no answer in time never fails the request: it is named in `unavailable` with the code of its problem (GATEWAY_TIMEOUT for no answer) and its sandboxes are missing from `items` and `total`.
         *
         *     Any authenticated caller.
         */
        get: operations["sandboxes.inventory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/backup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a backup: a .tar.gz with a consistent snapshot of the database and a manifest.
         * @description The manifest names the release, the dialect, the applied migrations, when it was made and the id of the secret key its encrypted secrets need (keep SERVICE_SECRET_KEY or the data directory's secret.key with the backup). The snapshot is rows per table (no SQL). Restore with `npm run portcullis -- restore <file>`. Audited as `backup.create`.
         *
         *     Requires the admin role globally and on every gateway.
         */
        get: operations["system.getBackup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Effective configuration with secrets redacted.
         * @description Requires the admin role.
         */
        get: operations["system.getConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The events enabled plugins emit, with when each fires (what webhooks may subscribe to).
         * @description Requires the viewer role.
         */
        get: operations["system.getEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The OpenAPI document.
         * @description Requires the admin role.
         */
        get: operations["system.getOpenapiJson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/plugins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every known plugin, enabled or disabled, and why; how often its event subscribers failed (the last error: admins only).
         * @description Any authenticated caller.
         */
        get: operations["system.getPlugins"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/tasks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Background tasks and their health.
         * @description Requires the admin role.
         */
        get: operations["system.getTasks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/ui-contributions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Pages, gateway tabs and sandbox sections the enabled plugins add to the web console: each extension's module URL and entries.
         * @description Any authenticated caller.
         */
        get: operations["system.getUiContributions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/version": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The running version.
         * @description Any authenticated caller.
         */
        get: operations["system.getVersion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/usage/daily": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Metered requests per sandbox and UTC day over the last `days` days (default 30, at most 366), for charts.
         * @description `days` lists every UTC day of the range, oldest first, today last, also days without a request; `items` holds the non-zero counters of those days, by day, gateway, workspace and sandbox. Only gateways the caller has a role on are counted or named.
         *
         *     Any authenticated caller.
         */
        get: operations["usage.getDaily"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/usage/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Top consumers of metered requests across every gateway, most first.
         * @description `window`: daily (today, UTC), weekly (the ISO week, from Monday), monthly (the calendar month) or total (since metering started); default daily. `total` counts the sandboxes with any request in the window; `offset` and `limit` page them.
         *
         *     Requires the viewer role.
         */
        get: operations["usage.getSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhook-channels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The channel types enabled plugins provide (what `channel_type` may be), with their secret extra_config fields and whether they sign deliveries (only those get a signing secret).
         * @description Requires the admin role.
         */
        get: operations["webhooks.getWebhookChannels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhook-channels/webpush/vapid-public-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The VAPID public key a browser subscribes with (`applicationServerKey`), and whether it comes from settings or was generated.
         * @description Requires the admin role.
         */
        get: operations["webhooks.getWebhookChannelsWebpushVapidPublicKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhooks (`channel_type` and `active` filter). Secrets are never shown.
         * @description Requires the admin role.
         */
        get: operations["webhooks.list"];
        put?: never;
        /**
         * Create a webhook: `url`, `event_types` (names or *), `channel_type` (default generic), `extra_config`, `active`, and optionally a unique `name` (how a fleet document addresses it; 409 ALREADY_EXISTS when taken). The answer carries the signing `secret`, shown this once, when the channel signs (generic); other channels get none.
         * @description Event names must be emitted by an enabled plugin (GET /api/system/events); channel types are those of enabled channel plugins (GET /api/webhook-channels), each with its own `extra_config`. The URL (and any other host the channel connects to, such as an SMTP server) must not name a private, loopback, link-local or metadata address unless local mode is on: 400 URL_NOT_ALLOWED.
         *
         *     Requires the admin role globally and on every gateway.
         */
        post: operations["webhooks.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One webhook (secrets never shown). 404 WEBHOOK_NOT_FOUND.
         * @description Requires the admin role.
         */
        get: operations["webhooks.get"];
        /**
         * Update a webhook: any of `name`, `url`, `event_types`, `channel_type`, `extra_config`, `active` (fields left out are kept).
         * @description `extra_config`, when sent, replaces the shown settings; a secret setting (such as `smtp_pass`) left out is kept, sent as null is removed. A new `channel_type` takes the `extra_config` sent with it. The target is checked against the outbound-address rule again when `url`, `channel_type` or `extra_config` changes. Switching `active` back on clears `deactivated_reason`. `name` null removes the name (a fleet document no longer declares the webhook); a name another webhook has is 409 ALREADY_EXISTS.
         *
         *     Requires the admin role globally and on every gateway.
         */
        put: operations["webhooks.replace"];
        post?: never;
        /**
         * Delete a webhook, its pending deliveries and its delivery records. 404 WEBHOOK_NOT_FOUND.
         * @description Requires the admin role.
         */
        delete: operations["webhooks.delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Delivery attempts of a webhook, newest first (`status` filters; `limit`, `offset`).
         * @description One record per attempt: `attempt` counts from 1 within a delivery (`delivery_id`, the X-Service-Delivery value); `status` is success, failed or retrying (then `next_attempt_at` says when). Records are kept SERVICE_WEBHOOK_DELIVERY_MAX_AGE_DAYS days.
         *
         *     Requires the admin role.
         */
        get: operations["webhooks.getDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a webhook.test event with sample data to this webhook only, and answer with the record of that first attempt.
         * @description The attempt follows the usual rules (a 5xx or network error is retried in the background; the answer shows `retrying` and `next_attempt_at`). 409 WEBHOOK_INACTIVE for a webhook that is switched off.
         *
         *     Requires the admin role.
         */
        post: operations["webhooks.test"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workspaces": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The workspaces of every gateway the caller has a role on (per-gateway roles apply).
         * @description Each gateway's answer is one entry of `gateways`: `managed` (whether the gateway manages its workspaces), or `error` {code, detail} when it could not be listed (unreachable, unsupported); a failing gateway never fails the list. Gateways the caller has no role on are left out.
         *
         *     Any authenticated caller.
         */
        get: operations["workspaces.listAcrossGateways"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/docs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Interactive API documentation (local development only: SERVICE_DOCS_ENABLED=true with authentication off).
         * @description No authentication.
         */
        get: operations["system.getDocs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/docs/assets/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The scripts and styles of /docs (swagger-ui, from the installed swagger-ui-dist package).
         * @description No authentication.
         */
        get: operations["system.getDocsAsset"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness: 200 while the process runs.
         * @description No authentication.
         */
        get: operations["system.getHealthz"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Prometheus metrics (admin unless SERVICE_AUTH_METRICS_PUBLIC=true).
         * @description Requires the admin role.
         */
        get: operations["system.getMetrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness: database, start-up, background tasks and gateway health summary.
         * @description No authentication.
         */
        get: operations["system.getReadyz"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description RFC 9457 problem details; `code` is stable and machine-readable. Some problems add members (`gateway`, `retry_after`...). */
        Problem: {
            type: string;
            title: string;
            status: number;
            detail: string;
            code: string;
            request_id: string;
            /** @description The first 20 fields found wrong (paths and messages cut at 300 characters). */
            errors?: {
                path?: string;
                message?: string;
            }[];
            /** @description How many more fields were found wrong than `errors` names. */
            omitted_errors?: number;
        };
    };
    responses: {
        /** @description The request is not valid (`errors` names each field). */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Authentication is required or failed (with `WWW-Authenticate`). */
        Unauthenticated: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The caller's role, or the request's origin, does not allow this. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description What the path names does not exist (or is not visible to the caller). */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The request conflicts with the current state. */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Problem 410. */
        Problem410: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The request body is larger than allowed. */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The request body is in an encoding this route does not accept. */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The request is well-formed but cannot be carried out. */
        Unprocessable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Locked: a kill switch, a curfew or a lockout forbids this now. */
        Locked: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Too many requests; retry after `Retry-After` seconds. */
        TooManyRequests: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description An unexpected error occurred. */
        InternalError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The gateway does not support this. */
        NotImplemented: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The gateway answered with an error or an unusable answer. */
        BadGateway: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description A gateway or a needed service cannot be reached now. */
        ServiceUnavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The gateway did not answer in time. */
        GatewayTimeout: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    "chatBlocks.getAccountChatIdentity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        identity: {
                            team_id: string;
                            chat_user_id: string;
                            chat_user_name: string;
                            linked_at: string;
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "chatBlocks.deleteAccountChatIdentity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "chatBlocks.accountChatIdentityCode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        expires_at: string;
                        command: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "audit.list": {
        parameters: {
            query?: {
                actor?: string;
                action?: string;
                resource_type?: string;
                resource_id?: string;
                resource?: string;
                gateway?: string;
                since?: string;
                until?: string;
                offset?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: number;
                            timestamp: string;
                            actor: string;
                            actor_type: string;
                            action: string;
                            resource_type: string;
                            resource_id: string | null;
                            gateway: string | null;
                            detail: {
                                [key: string]: unknown;
                            } | null;
                            client_ip: string | null;
                            request_id: string | null;
                            outcome: ("pending" | "succeeded" | "failed" | "unknown") | null;
                            intent_id: number | null;
                        }[];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "audit.getDaily": {
        parameters: {
            query: {
                action: string[];
                days?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        days: string[];
                        items: {
                            day: string;
                            action: string;
                            entries: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "audit.getExport": {
        parameters: {
            query?: {
                actor?: string;
                action?: string;
                resource_type?: string;
                resource_id?: string;
                resource?: string;
                gateway?: string;
                since?: string;
                until?: string;
                format?: "csv" | "json";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                    "application/json": unknown;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "audit.getExportLanes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            lane: string;
                            description: string;
                            position: number;
                            exported: number;
                            lag_rows: number;
                            lag_seconds: number;
                            consecutive_failures: number;
                            last_error: string | null;
                            last_attempt_at: string | null;
                            last_success_at: string | null;
                            next_attempt_at: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "audit.getVerify": {
        parameters: {
            query?: {
                from?: number;
                to?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ok: boolean;
                        checked: number;
                        keyed: number;
                        legacy: number;
                        first_broken: {
                            id: number;
                            reason: string;
                        } | null;
                        last: {
                            id: number;
                            hash: string;
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "auth.acceptInvite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string;
                        role: ("viewer" | "operator" | "admin") | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "auth.changePassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    current_password: string;
                    new_password: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sessions_ended: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "auth.getCheck": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        authenticated: boolean;
                        user: {
                            id: string;
                            email: string | null;
                            name: string;
                            type: string;
                            method: string;
                        } | null;
                        role: ("viewer" | "operator" | "admin") | null;
                        demoted_on: string[];
                        /** @description The caller's effective role on each gateway where a per-gateway grant (its own or a group's) makes it differ from `role`, upwards or downwards; every gateway not named here has `role` (docs/roles.md). */
                        gateway_roles: {
                            [key: string]: "viewer" | "operator" | "admin";
                        };
                        needs_setup: boolean;
                        registration_enabled: boolean;
                        login_methods: string[];
                        oidc_providers: unknown[];
                        passkeys_enabled: boolean;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "groups.list": {
        parameters: {
            query?: {
                offset?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            name: string;
                            description: string | null;
                            role: ("viewer" | "operator" | "admin") | null;
                            member_count: number;
                            created_at: string;
                            updated_at: string;
                        }[];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "groups.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    description?: string | null;
                    role?: ("viewer" | "operator" | "admin") | null;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        description: string | null;
                        role: ("viewer" | "operator" | "admin") | null;
                        member_count: number;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "groups.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        description: string | null;
                        role: ("viewer" | "operator" | "admin") | null;
                        member_count: number;
                        created_at: string;
                        updated_at: string;
                        members: {
                            user_id: string;
                            email: string;
                            added_at: string;
                        }[];
                        gateway_roles: {
                            gateway: string;
                            /** @enum {string} */
                            role: "viewer" | "operator" | "admin";
                            created_at: string;
                            updated_at: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "groups.delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "groups.update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    description?: string | null;
                    role?: ("viewer" | "operator" | "admin") | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        description: string | null;
                        role: ("viewer" | "operator" | "admin") | null;
                        member_count: number;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "groups.getGatewayRoles": {
        parameters: {
            query?: {
                offset?: number;
                limit?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            gateway: string;
                            /** @enum {string} */
                            role: "viewer" | "operator" | "admin";
                            created_at: string;
                            updated_at: string;
                        }[];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "groups.replaceGatewayRole": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                gateway: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    role: "viewer" | "operator" | "admin";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        gateway: string;
                        /** @enum {string} */
                        role: "viewer" | "operator" | "admin";
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "groups.deleteGatewayRole": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                gateway: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "groups.getMembers": {
        parameters: {
            query?: {
                offset?: number;
                limit?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            user_id: string;
                            email: string;
                            added_at: string;
                        }[];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "groups.members": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email?: string;
                    user_id?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user_id: string;
                        email: string;
                        added_at: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "groups.deleteMember": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                user: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "auth.login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string;
                        role: ("viewer" | "operator" | "admin") | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "auth.logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "passkeys.list": {
        parameters: {
            query?: {
                offset?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            name: string;
                            device_type: string;
                            backed_up: boolean;
                            transports: string[];
                            created_at: string;
                            last_used_at: string | null;
                        }[];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "passkeys.delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "passkeys.login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    response: {
                        id: string;
                        rawId: string;
                        /** @constant */
                        type: "public-key";
                        /** @enum {string} */
                        authenticatorAttachment?: "platform" | "cross-platform";
                        clientExtensionResults: unknown;
                        response: {
                            clientDataJSON: string;
                            authenticatorData: string;
                            signature: string;
                            userHandle?: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string;
                        role: ("viewer" | "operator" | "admin") | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "passkeys.loginOptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    email?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "passkeys.register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    response: {
                        id: string;
                        rawId: string;
                        /** @constant */
                        type: "public-key";
                        /** @enum {string} */
                        authenticatorAttachment?: "platform" | "cross-platform";
                        clientExtensionResults: unknown;
                        response: {
                            clientDataJSON: string;
                            attestationObject: string;
                            transports?: string[];
                            authenticatorData?: string;
                            publicKey?: string;
                            publicKeyAlgorithm?: number;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        device_type: string;
                        backed_up: boolean;
                        transports: string[];
                        created_at: string;
                        last_used_at: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "passkeys.registerOptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "auth.register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                    display_name?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string;
                        role: ("viewer" | "operator" | "admin") | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "servicePrincipals.list": {
        parameters: {
            query?: {
                offset?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            name: string;
                            /** @enum {string} */
                            role: "viewer" | "operator" | "admin";
                            key_prefix: string;
                            expires_at: string | null;
                            created_at: string;
                            last_used_at: string | null;
                        }[];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "servicePrincipals.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /**
                     * @default viewer
                     * @enum {string}
                     */
                    role?: "viewer" | "operator" | "admin";
                    expires_at?: string | null;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        /** @enum {string} */
                        role: "viewer" | "operator" | "admin";
                        key: string;
                        key_prefix: string;
                        expires_at: string | null;
                        created_at: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "servicePrincipals.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        /** @enum {string} */
                        role: "viewer" | "operator" | "admin";
                        key_prefix: string;
                        expires_at: string | null;
                        created_at: string;
                        last_used_at: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "servicePrincipals.delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "servicePrincipals.update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    /** @enum {string} */
                    role?: "viewer" | "operator" | "admin";
                    expires_at?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        /** @enum {string} */
                        role: "viewer" | "operator" | "admin";
                        key_prefix: string;
                        expires_at: string | null;
                        created_at: string;
                        last_used_at: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "servicePrincipals.getGatewayRoles": {
        parameters: {
            query?: {
                offset?: number;
                limit?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            gateway: string;
                            /** @enum {string} */
                            role: "viewer" | "operator" | "admin";
                            created_at: string;
                            updated_at: string;
                        }[];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "servicePrincipals.replaceGatewayRole": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                gateway: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    role: "viewer" | "operator" | "admin";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        gateway: string;
                        /** @enum {string} */
                        role: "viewer" | "operator" | "admin";
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "servicePrincipals.deleteGatewayRole": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                gateway: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "servicePrincipals.rotate": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    expires_at?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        /** @enum {string} */
                        role: "viewer" | "operator" | "admin";
                        key: string;
                        key_prefix: string;
                        expires_at: string | null;
                        created_at: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "auth.setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                    display_name?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string;
                        role: ("viewer" | "operator" | "admin") | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "users.list": {
        parameters: {
            query?: {
                offset?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            email: string;
                            display_name: string | null;
                            role: ("viewer" | "operator" | "admin") | null;
                            /** @enum {string} */
                            status: "active" | "invited";
                            has_password: boolean;
                            oidc_provider: string | null;
                            oidc_sub: string | null;
                            groups: string[];
                            created_at: string;
                            updated_at: string;
                            last_login_at: string | null;
                        }[];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "users.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    /** @default viewer */
                    role?: ("viewer" | "operator" | "admin") | null;
                    password?: string;
                    display_name?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        email: string;
                        display_name: string | null;
                        role: ("viewer" | "operator" | "admin") | null;
                        /** @enum {string} */
                        status: "active" | "invited";
                        has_password: boolean;
                        oidc_provider: string | null;
                        oidc_sub: string | null;
                        groups: string[];
                        created_at: string;
                        updated_at: string;
                        last_login_at: string | null;
                        invite_token?: string;
                        invite_expires_at?: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "users.delete": {
        parameters: {
            query?: {
                email?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "users.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        email: string;
                        display_name: string | null;
                        role: ("viewer" | "operator" | "admin") | null;
                        /** @enum {string} */
                        status: "active" | "invited";
                        has_password: boolean;
                        oidc_provider: string | null;
                        oidc_sub: string | null;
                        groups: string[];
                        created_at: string;
                        updated_at: string;
                        last_login_at: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "users.update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    role?: ("viewer" | "operator" | "admin") | null;
                    display_name?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        email: string;
                        display_name: string | null;
                        role: ("viewer" | "operator" | "admin") | null;
                        /** @enum {string} */
                        status: "active" | "invited";
                        has_password: boolean;
                        oidc_provider: string | null;
                        oidc_sub: string | null;
                        groups: string[];
                        created_at: string;
                        updated_at: string;
                        last_login_at: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "users.getGatewayRoles": {
        parameters: {
            query?: {
                offset?: number;
                limit?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            gateway: string;
                            /** @enum {string} */
                            role: "viewer" | "operator" | "admin";
                            created_at: string;
                            updated_at: string;
                        }[];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "users.replaceGatewayRole": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                gateway: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    role: "viewer" | "operator" | "admin";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        gateway: string;
                        /** @enum {string} */
                        role: "viewer" | "operator" | "admin";
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "users.deleteGatewayRole": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                gateway: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "users.invite": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string;
                        invite_token: string;
                        invite_expires_at: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "users.deleteInvite": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "budgets.getBudgetRules": {
        parameters: {
            query?: {
                offset?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            name: string;
                            gateways: {
                                [key: string]: string;
                            };
                            sandboxes: {
                                [key: string]: string;
                            };
                            limit_requests: number;
                            /** @enum {string} */
                            window: "daily" | "weekly" | "monthly" | "total";
                            /** @enum {string} */
                            action: "notify" | "detach";
                            updated_by: string;
                            created_at: string;
                            updated_at: string;
                        }[];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "budgets.getBudgetRule": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        gateways: {
                            [key: string]: string;
                        };
                        sandboxes: {
                            [key: string]: string;
                        };
                        limit_requests: number;
                        /** @enum {string} */
                        window: "daily" | "weekly" | "monthly" | "total";
                        /** @enum {string} */
                        action: "notify" | "detach";
                        updated_by: string;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "budgets.replaceBudgetRule": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    limit_requests: number;
                    /** @enum {string} */
                    window: "daily" | "weekly" | "monthly" | "total";
                    /** @enum {string} */
                    action: "notify" | "detach";
                    gateways: {
                        [key: string]: unknown;
                    };
                    sandboxes: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        gateways: {
                            [key: string]: string;
                        };
                        sandboxes: {
                            [key: string]: string;
                        };
                        limit_requests: number;
                        /** @enum {string} */
                        window: "daily" | "weekly" | "monthly" | "total";
                        /** @enum {string} */
                        action: "notify" | "detach";
                        updated_by: string;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        gateways: {
                            [key: string]: string;
                        };
                        sandboxes: {
                            [key: string]: string;
                        };
                        limit_requests: number;
                        /** @enum {string} */
                        window: "daily" | "weekly" | "monthly" | "total";
                        /** @enum {string} */
                        action: "notify" | "detach";
                        updated_by: string;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "budgets.deleteBudgetRule": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "budgets.list": {
        parameters: {
            query?: {
                near?: number;
                offset?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            gateway: string;
                            workspace: string;
                            sandbox: string;
                            limit_requests: number;
                            /** @enum {string} */
                            window: "daily" | "weekly" | "monthly" | "total";
                            /** @enum {string} */
                            action: "notify" | "detach";
                            used: number;
                            window_start: string | null;
                            exceeded: boolean;
                            notified: boolean;
                            exceeded_at: string | null;
                            updated_by: string;
                            created_at: string;
                            updated_at: string;
                            rule: string | null;
                            used_share: number;
                        }[];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "chatBlocks.actions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": string;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_type?: string;
                        replace_original?: boolean;
                        text: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "chatBlocks.commands": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": string;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        response_type?: string;
                        replace_original?: boolean;
                        text: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "fleetConfig.configApply": {
        parameters: {
            query: {
                prune?: "true" | "false";
                plan_hash: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
                "application/yaml": Record<string, never>;
            };
        };
        responses: {
            /** @description Accepted: the work continues as an operation (poll it at `Location`). */
            202: {
                headers: {
                    /** @description Where to poll the operation (`/api/operations/{id}`); `/stream` after it follows it live. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        operation_id: string;
                        /** @enum {string} */
                        status: "pending" | "running" | "succeeded" | "failed" | "cancelled";
                        type: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "fleetConfig.getConfigDrift": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        applied_at: string | null;
                        applied_by: string | null;
                        drifted: boolean;
                        objects: {
                            kind: string;
                            name: string;
                            /** @enum {string} */
                            state: "changed" | "missing" | "extra";
                            fields: {
                                field: string;
                                from: unknown;
                                to: unknown;
                            }[];
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "fleetConfig.getConfigExport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/yaml": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "fleetConfig.configPlan": {
        parameters: {
            query?: {
                prune?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
                "application/yaml": Record<string, never>;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        plan_hash: string;
                        prune: boolean;
                        objects: {
                            kind: string;
                            name: string;
                            /** @enum {string} */
                            action: "create" | "change" | "unchanged" | "delete" | "kept";
                            fields: {
                                field: string;
                                from: unknown;
                                to: unknown;
                            }[];
                            secrets: string[];
                            refusal: string | null;
                        }[];
                        summary: {
                            create: number;
                            change: number;
                            unchanged: number;
                            delete: number;
                            kept: number;
                            refused: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "approvals.getDecisionLink": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        action: "approve" | "reject" | "open";
                        gateway: string;
                        workspace: string;
                        sandbox: string;
                        expires_at: string;
                        chunk: {
                            chunk_id: string;
                            sandbox: string;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected" | "dismissed";
                            rule_name: string;
                            endpoint: {
                                host: string | null;
                                port: number | null;
                            };
                            method: string | null;
                            path: string | null;
                            binary: string;
                            suggested_action: {
                                rule_name: string;
                                rule: {
                                    [key: string]: unknown;
                                } | null;
                            };
                            rationale: string;
                            security_flagged: boolean;
                            security_notes: string;
                            confidence: number;
                            hit_count: number;
                            first_seen: string | null;
                            last_seen: string | null;
                            stage: string;
                            review_token: string | null;
                            upstream_status?: string;
                            rejection_reason?: string;
                        };
                        current_rule: {
                            [key: string]: unknown;
                        } | null;
                        changed: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            410: components["responses"]["Problem410"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "approvals.decide": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    decision: "approve" | "reject";
                    /** @default  */
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "approved" | "rejected" | "pending" | "vote_recorded";
                        chunk_id: string;
                        sandbox: string;
                        chunk?: {
                            chunk_id: string;
                            sandbox: string;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected" | "dismissed";
                            rule_name: string;
                            endpoint: {
                                host: string | null;
                                port: number | null;
                            };
                            method: string | null;
                            path: string | null;
                            binary: string;
                            suggested_action: {
                                rule_name: string;
                                rule: {
                                    [key: string]: unknown;
                                } | null;
                            };
                            rationale: string;
                            security_flagged: boolean;
                            security_notes: string;
                            confidence: number;
                            hit_count: number;
                            first_seen: string | null;
                            last_seen: string | null;
                            stage: string;
                            review_token: string | null;
                            upstream_status?: string;
                            rejection_reason?: string;
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Accepted: the work continues as an operation (poll it at `Location`). */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "approved" | "rejected" | "pending" | "vote_recorded";
                        chunk_id: string;
                        sandbox: string;
                        chunk?: {
                            chunk_id: string;
                            sandbox: string;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected" | "dismissed";
                            rule_name: string;
                            endpoint: {
                                host: string | null;
                                port: number | null;
                            };
                            method: string | null;
                            path: string | null;
                            binary: string;
                            suggested_action: {
                                rule_name: string;
                                rule: {
                                    [key: string]: unknown;
                                } | null;
                            };
                            rationale: string;
                            security_flagged: boolean;
                            security_notes: string;
                            confidence: number;
                            hit_count: number;
                            first_seen: string | null;
                            last_seen: string | null;
                            stage: string;
                            review_token: string | null;
                            upstream_status?: string;
                            rejection_reason?: string;
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["Problem410"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "fleet.actions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @constant */
                    action: "apply_preset";
                    params: {
                        preset: string;
                    };
                    selector: {
                        gateways?: string[];
                        gateway_labels?: string[];
                        sandbox_labels?: string[];
                        states?: ("creating" | "running" | "stopped" | "deleting" | "completed" | "error")[];
                        sandboxes?: {
                            gateway: string;
                            name: string;
                        }[];
                    };
                    dry_run?: boolean;
                } | {
                    /** @constant */
                    action: "remove_preset";
                    params: {
                        preset: string;
                    };
                    selector: {
                        gateways?: string[];
                        gateway_labels?: string[];
                        sandbox_labels?: string[];
                        states?: ("creating" | "running" | "stopped" | "deleting" | "completed" | "error")[];
                        sandboxes?: {
                            gateway: string;
                            name: string;
                        }[];
                    };
                    dry_run?: boolean;
                } | {
                    /** @constant */
                    action: "pin";
                    params: {
                        reason: string;
                        /** Format: date-time */
                        expires_at?: string;
                    };
                    selector: {
                        gateways?: string[];
                        gateway_labels?: string[];
                        sandbox_labels?: string[];
                        states?: ("creating" | "running" | "stopped" | "deleting" | "completed" | "error")[];
                        sandboxes?: {
                            gateway: string;
                            name: string;
                        }[];
                    };
                    dry_run?: boolean;
                } | {
                    /** @constant */
                    action: "unpin";
                    params?: Record<string, never>;
                    selector: {
                        gateways?: string[];
                        gateway_labels?: string[];
                        sandbox_labels?: string[];
                        states?: ("creating" | "running" | "stopped" | "deleting" | "completed" | "error")[];
                        sandboxes?: {
                            gateway: string;
                            name: string;
                        }[];
                    };
                    dry_run?: boolean;
                } | {
                    /** @constant */
                    action: "kill_switch_engage";
                    params?: Record<string, never>;
                    selector: {
                        gateways?: string[];
                        gateway_labels?: string[];
                        sandbox_labels?: string[];
                        states?: ("creating" | "running" | "stopped" | "deleting" | "completed" | "error")[];
                        sandboxes?: {
                            gateway: string;
                            name: string;
                        }[];
                    };
                    dry_run?: boolean;
                } | {
                    /** @constant */
                    action: "kill_switch_resume";
                    params?: Record<string, never>;
                    selector: {
                        gateways?: string[];
                        gateway_labels?: string[];
                        sandbox_labels?: string[];
                        states?: ("creating" | "running" | "stopped" | "deleting" | "completed" | "error")[];
                        sandboxes?: {
                            gateway: string;
                            name: string;
                        }[];
                    };
                    dry_run?: boolean;
                } | {
                    /** @constant */
                    action: "stop";
                    params?: Record<string, never>;
                    selector: {
                        gateways?: string[];
                        gateway_labels?: string[];
                        sandbox_labels?: string[];
                        states?: ("creating" | "running" | "stopped" | "deleting" | "completed" | "error")[];
                        sandboxes?: {
                            gateway: string;
                            name: string;
                        }[];
                    };
                    dry_run?: boolean;
                } | {
                    /** @constant */
                    action: "start";
                    params?: Record<string, never>;
                    selector: {
                        gateways?: string[];
                        gateway_labels?: string[];
                        sandbox_labels?: string[];
                        states?: ("creating" | "running" | "stopped" | "deleting" | "completed" | "error")[];
                        sandboxes?: {
                            gateway: string;
                            name: string;
                        }[];
                    };
                    dry_run?: boolean;
                } | {
                    /** @constant */
                    action: "delete";
                    params?: Record<string, never>;
                    selector: {
                        gateways?: string[];
                        gateway_labels?: string[];
                        sandbox_labels?: string[];
                        states?: ("creating" | "running" | "stopped" | "deleting" | "completed" | "error")[];
                        sandboxes?: {
                            gateway: string;
                            name: string;
                        }[];
                    };
                    dry_run?: boolean;
                } | {
                    /** @constant */
                    action: "push_template";
                    params: {
                        template: {
                            name: string;
                            labels?: {
                                [key: string]: unknown;
                            };
                            image: string;
                            environment?: {
                                [key: string]: unknown;
                            };
                            /** @default  */
                            cpu?: string;
                            /** @default  */
                            memory?: string;
                            /** @default false */
                            gpu?: boolean | {
                                count: number;
                            };
                        };
                        workspace?: string;
                    };
                    selector: {
                        gateways?: string[];
                        gateway_labels?: string[];
                        sandbox_labels?: string[];
                        states?: ("creating" | "running" | "stopped" | "deleting" | "completed" | "error")[];
                        sandboxes?: {
                            gateway: string;
                            name: string;
                        }[];
                    };
                    dry_run?: boolean;
                } | {
                    /** @constant */
                    action: "set_lease";
                    params: {
                        ttl_seconds?: number;
                        /** Format: date-time */
                        expires_at?: string;
                        /** @enum {string} */
                        action?: "stop" | "delete";
                    };
                    selector: {
                        gateways?: string[];
                        gateway_labels?: string[];
                        sandbox_labels?: string[];
                        states?: ("creating" | "running" | "stopped" | "deleting" | "completed" | "error")[];
                        sandboxes?: {
                            gateway: string;
                            name: string;
                        }[];
                    };
                    dry_run?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description With 202: where to poll the operation (`/api/operations/{id}`). */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        targets: {
                            gateway: string;
                            sandbox: string | null;
                            /** @enum {string} */
                            outcome: "would_run" | "done" | "skipped" | "failed";
                            reason: string | null;
                            code: string | null;
                        }[];
                    } | {
                        operation_id: string;
                        /** @enum {string} */
                        status: "pending" | "running" | "succeeded" | "failed" | "cancelled";
                        type: string;
                    };
                };
            };
            /** @description Accepted: the work continues as an operation (poll it at `Location`). */
            202: {
                headers: {
                    /** @description With 202: where to poll the operation (`/api/operations/{id}`). */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        targets: {
                            gateway: string;
                            sandbox: string | null;
                            /** @enum {string} */
                            outcome: "would_run" | "done" | "skipped" | "failed";
                            reason: string | null;
                            code: string | null;
                        }[];
                    } | {
                        operation_id: string;
                        /** @enum {string} */
                        status: "pending" | "running" | "succeeded" | "failed" | "cancelled";
                        type: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "gateways.list": {
        parameters: {
            query: {
                label: string[];
                offset?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            name: string;
                            endpoint: string;
                            /** @enum {string} */
                            transport: "tls" | "plaintext";
                            /** @enum {string} */
                            auth_mode: "mtls" | "api_key" | "oidc_client_credentials" | "none";
                            tls_server_name: string | null;
                            default_workspace: string;
                            description: string | null;
                            labels: {
                                [key: string]: string;
                            };
                            has_ca_cert: boolean;
                            has_client_cert: boolean;
                            has_client_key: boolean;
                            has_api_key: boolean;
                            oidc_issuer: string | null;
                            oidc_client_id: string | null;
                            oidc_scopes: string[];
                            oidc_audience: string | null;
                            has_oidc_client_secret: boolean;
                            /** @enum {string} */
                            status: "unknown" | "connected" | "degraded" | "unreachable";
                            last_seen: string | null;
                            last_probe_at: string | null;
                            last_error: string | null;
                            version: string | null;
                            latency_ms: number | null;
                            local: {
                                pid: number;
                                started_at: string | null;
                            } | null;
                            created_at: string;
                            updated_at: string;
                        }[];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "gateways.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    endpoint: string;
                    /** @enum {string} */
                    auth_mode: "mtls" | "api_key" | "oidc_client_credentials" | "none";
                    oidc_issuer?: string | null;
                    oidc_client_id?: string | null;
                    oidc_scopes?: string[];
                    oidc_audience?: string | null;
                    tls_server_name?: string | null;
                    default_workspace?: string;
                    description?: string | null;
                    labels?: {
                        [key: string]: unknown;
                    };
                    ca_cert?: string | null;
                    client_cert?: string | null;
                    client_key?: string | null;
                    api_key?: string | null;
                    oidc_client_secret?: string | null;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        endpoint: string;
                        /** @enum {string} */
                        transport: "tls" | "plaintext";
                        /** @enum {string} */
                        auth_mode: "mtls" | "api_key" | "oidc_client_credentials" | "none";
                        tls_server_name: string | null;
                        default_workspace: string;
                        description: string | null;
                        labels: {
                            [key: string]: string;
                        };
                        has_ca_cert: boolean;
                        has_client_cert: boolean;
                        has_client_key: boolean;
                        has_api_key: boolean;
                        oidc_issuer: string | null;
                        oidc_client_id: string | null;
                        oidc_scopes: string[];
                        oidc_audience: string | null;
                        has_oidc_client_secret: boolean;
                        /** @enum {string} */
                        status: "unknown" | "connected" | "degraded" | "unreachable";
                        last_seen: string | null;
                        last_probe_at: string | null;
                        last_error: string | null;
                        version: string | null;
                        latency_ms: number | null;
                        local: {
                            pid: number;
                            started_at: string | null;
                        } | null;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "gateways.delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                gw: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "gateways.update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                gw: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    endpoint?: string;
                    /** @enum {string} */
                    auth_mode?: "mtls" | "api_key" | "oidc_client_credentials" | "none";
                    ca_cert?: string | null;
                    client_cert?: string | null;
                    client_key?: string | null;
                    api_key?: string | null;
                    oidc_issuer?: string | null;
                    oidc_client_id?: string | null;
                    oidc_client_secret?: string | null;
                    oidc_scopes?: string[] | null;
                    oidc_audience?: string | null;
                    tls_server_name?: string | null;
                    default_workspace?: string | null;
                    description?: string | null;
                    labels?: {
                        [key: string]: unknown;
                    } | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        endpoint: string;
                        /** @enum {string} */
                        transport: "tls" | "plaintext";
                        /** @enum {string} */
                        auth_mode: "mtls" | "api_key" | "oidc_client_credentials" | "none";
                        tls_server_name: string | null;
                        default_workspace: string;
                        description: string | null;
                        labels: {
                            [key: string]: string;
                        };
                        has_ca_cert: boolean;
                        has_client_cert: boolean;
                        has_client_key: boolean;
                        has_api_key: boolean;
                        oidc_issuer: string | null;
                        oidc_client_id: string | null;
                        oidc_scopes: string[];
                        oidc_audience: string | null;
                        has_oidc_client_secret: boolean;
                        /** @enum {string} */
                        status: "unknown" | "connected" | "degraded" | "unreachable";
                        last_seen: string | null;
                        last_probe_at: string | null;
                        last_error: string | null;
                        version: string | null;
                        latency_ms: number | null;
                        local: {
                            pid: number;
                            started_at: string | null;
                        } | null;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "approvals.approve": {
        parameters: {
            query?: {
                workspace?: string;
                sandbox?: string;
            };
            header?: never;
            path: {
                gw: string;
                chunk_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    review_token?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "approved" | "rejected" | "pending" | "vote_recorded";
                        chunk_id: string;
                        sandbox: string;
                        chunk?: {
                            chunk_id: string;
                            sandbox: string;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected" | "dismissed";
                            rule_name: string;
                            endpoint: {
                                host: string | null;
                                port: number | null;
                            };
                            method: string | null;
                            path: string | null;
                            binary: string;
                            suggested_action: {
                                rule_name: string;
                                rule: {
                                    [key: string]: unknown;
                                } | null;
                            };
                            rationale: string;
                            security_flagged: boolean;
                            security_notes: string;
                            confidence: number;
                            hit_count: number;
                            first_seen: string | null;
                            last_seen: string | null;
                            stage: string;
                            review_token: string | null;
                            upstream_status?: string;
                            rejection_reason?: string;
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Accepted: the work continues as an operation (poll it at `Location`). */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "approved" | "rejected" | "pending" | "vote_recorded";
                        chunk_id: string;
                        sandbox: string;
                        chunk?: {
                            chunk_id: string;
                            sandbox: string;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected" | "dismissed";
                            rule_name: string;
                            endpoint: {
                                host: string | null;
                                port: number | null;
                            };
                            method: string | null;
                            path: string | null;
                            binary: string;
                            suggested_action: {
                                rule_name: string;
                                rule: {
                                    [key: string]: unknown;
                                } | null;
                            };
                            rationale: string;
                            security_flagged: boolean;
                            security_notes: string;
                            confidence: number;
                            hit_count: number;
                            first_seen: string | null;
                            last_seen: string | null;
                            stage: string;
                            review_token: string | null;
                            upstream_status?: string;
                            rejection_reason?: string;
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "approvals.getDecisions": {
        parameters: {
            query?: {
                workspace?: string;
                sandbox?: string;
            };
            header?: never;
            path: {
                gw: string;
                chunk_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        chunk_id: string;
                        sandbox: string;
                        workflow: boolean;
                        proposal_status: string | null;
                        required: number | null;
                        votes: {
                            voter: string;
                            /** @enum {string} */
                            decision: "approve" | "reject";
                            at: string;
                        }[];
                        tally: {
                            approve: number;
                            reject: number;
                        };
                        voters: string[];
                        eligible_voters: string[];
                        escalated: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "approvals.edit": {
        parameters: {
            query?: {
                workspace?: string;
                sandbox?: string;
            };
            header?: never;
            path: {
                gw: string;
                chunk_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    rule: {
                        name?: string;
                        endpoints: {
                            host?: string;
                            port?: number;
                            ports?: number[];
                            path?: string;
                            /** @enum {string} */
                            protocol?: "" | "tcp" | "rest" | "websocket" | "graphql" | "sql" | "json-rpc" | "mcp";
                            tls?: string;
                            /** @enum {string} */
                            enforcement?: "" | "enforce" | "audit";
                            /** @enum {string} */
                            access?: "" | "read-only" | "read-write" | "full";
                            rules?: {
                                allow: {
                                    method?: string;
                                    path?: string;
                                    command?: string;
                                    query?: {
                                        [key: string]: string | {
                                            glob: string;
                                        } | {
                                            any: string[];
                                        };
                                    };
                                    operation_type?: string;
                                    operation_name?: string;
                                    fields?: string[];
                                    params?: {
                                        [key: string]: string | {
                                            glob: string;
                                        } | {
                                            any: string[];
                                        };
                                    };
                                };
                            }[];
                            deny_rules?: {
                                method?: string;
                                path?: string;
                                command?: string;
                                query?: {
                                    [key: string]: string | {
                                        glob: string;
                                    } | {
                                        any: string[];
                                    };
                                };
                                operation_type?: string;
                                operation_name?: string;
                                fields?: string[];
                                params?: {
                                    [key: string]: string | {
                                        glob: string;
                                    } | {
                                        any: string[];
                                    };
                                };
                            }[];
                            allowed_ips?: string[];
                            allow_encoded_slash?: boolean;
                            persisted_queries?: string;
                            graphql_persisted_queries?: {
                                [key: string]: {
                                    operation_type?: string;
                                    operation_name?: string;
                                    fields?: string[];
                                };
                            };
                            graphql_max_body_bytes?: number;
                            websocket_credential_rewrite?: boolean;
                            request_body_credential_rewrite?: boolean;
                            advisor_proposed?: boolean;
                            credential_signing?: string;
                            signing_service?: string;
                            signing_region?: string;
                            json_rpc_max_body_bytes?: number;
                            mcp?: {
                                strict_tool_names?: boolean;
                                allow_all_known_mcp_methods?: boolean;
                            };
                            credential_binding?: {
                                provider: string;
                            };
                            allow_uninspected_credentials?: boolean;
                            provider_credentialed?: boolean;
                        }[];
                        binaries?: {
                            path: string;
                            harness?: boolean;
                        }[];
                    };
                    review_token?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "approved" | "rejected" | "pending" | "vote_recorded";
                        chunk_id: string;
                        sandbox: string;
                        chunk?: {
                            chunk_id: string;
                            sandbox: string;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected" | "dismissed";
                            rule_name: string;
                            endpoint: {
                                host: string | null;
                                port: number | null;
                            };
                            method: string | null;
                            path: string | null;
                            binary: string;
                            suggested_action: {
                                rule_name: string;
                                rule: {
                                    [key: string]: unknown;
                                } | null;
                            };
                            rationale: string;
                            security_flagged: boolean;
                            security_notes: string;
                            confidence: number;
                            hit_count: number;
                            first_seen: string | null;
                            last_seen: string | null;
                            stage: string;
                            review_token: string | null;
                            upstream_status?: string;
                            rejection_reason?: string;
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "approvals.reject": {
        parameters: {
            query?: {
                workspace?: string;
                sandbox?: string;
            };
            header?: never;
            path: {
                gw: string;
                chunk_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @default  */
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "approved" | "rejected" | "pending" | "vote_recorded";
                        chunk_id: string;
                        sandbox: string;
                        chunk?: {
                            chunk_id: string;
                            sandbox: string;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected" | "dismissed";
                            rule_name: string;
                            endpoint: {
                                host: string | null;
                                port: number | null;
                            };
                            method: string | null;
                            path: string | null;
                            binary: string;
                            suggested_action: {
                                rule_name: string;
                                rule: {
                                    [key: string]: unknown;
                                } | null;
                            };
                            rationale: string;
                            security_flagged: boolean;
                            security_notes: string;
                            confidence: number;
                            hit_count: number;
                            first_seen: string | null;
                            last_seen: string | null;
                            stage: string;
                            review_token: string | null;
                            upstream_status?: string;
                            rejection_reason?: string;
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "approvals.undo": {
        parameters: {
            query?: {
                workspace?: string;
                sandbox?: string;
            };
            header?: never;
            path: {
                gw: string;
                chunk_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "approved" | "rejected" | "pending" | "vote_recorded";
                        chunk_id: string;
                        sandbox: string;
                        chunk?: {
                            chunk_id: string;
                            sandbox: string;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected" | "dismissed";
                            rule_name: string;
                            endpoint: {
                                host: string | null;
                                port: number | null;
                            };
                            method: string | null;
                            path: string | null;
                            binary: string;
                            suggested_action: {
                                rule_name: string;
                                rule: {
                                    [key: string]: unknown;
                                } | null;
                            };
                            rationale: string;
                            security_flagged: boolean;
                            security_notes: string;
                            confidence: number;
                            hit_count: number;
                            first_seen: string | null;
                            last_seen: string | null;
                            stage: string;
                            review_token: string | null;
                            upstream_status?: string;
                            rejection_reason?: string;
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "approvals.approveAll": {
        parameters: {
            query?: {
                workspace?: string;
            };
            header?: never;
            path: {
                gw: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    sandbox: string;
                    /** @default false */
                    include_security_flagged?: boolean;
                    approvals?: {
                        chunk_id: string;
                        review_token: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sandbox: string;
                        chunks_approved: number;
                        chunks_skipped: number;
                        policy_version: number;
                        policy_hash: string;
                        approved: string[];
                        skipped: {
                            chunk_id: string;
                            /** @enum {string} */
                            reason: "security_flagged" | "chunk_changed" | "not_pending" | "not_found" | "refused" | "stale" | "policy_check";
                            message: string;
                            problem?: {
                                [key: string]: unknown;
                            };
                        }[];
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "approvals.clear": {
        parameters: {
            query?: {
                workspace?: string;
            };
            header?: never;
            path: {
                gw: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    sandbox: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sandbox: string;
                        chunks_cleared: number;
                        chunk_ids: string[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "approvals.getPending": {
        parameters: {
            query?: {
                workspace?: string;
                sandbox?: string;
                offset?: number;
                limit?: number;
            };
            header?: never;
            path: {
                gw: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            chunk_id: string;
                            sandbox: string;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected" | "dismissed";
                            rule_name: string;
                            endpoint: {
                                host: string | null;
                                port: number | null;
                            };
                            method: string | null;
                            path: string | null;
                            binary: string;
                            suggested_action: {
                                rule_name: string;
                                rule: {
                                    [key: string]: unknown;
                                } | null;
                            };
                            rationale: string;
                            security_flagged: boolean;
                            security_notes: string;
                            confidence: number;
                            hit_count: number;
                            first_seen: string | null;
                            last_seen: string | null;
                            stage: string;
                            review_token: string | null;
                            upstream_status?: string;
                            rejection_reason?: string;
                        }[];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "gateways.getConfig": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                gw: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        gateway: string;
                        settings_revision: number;
                        settings: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "curfew.list": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                gw: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        gateway: string;
                        enabled: boolean;
                        start_minute: number;
                        end_minute: number;
                        timezone: string;
                        in_window: boolean;
                        window: {
                            starts_at: string;
                            ends_at: string;
                        };
                        updated_by: string;
                        updated_at: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "curfew.replace": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                gw: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    enabled: boolean;
                    start_minute: number;
                    end_minute: number;
                    timezone: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        gateway: string;
                        enabled: boolean;
                        start_minute: number;
                        end_minute: number;
                        timezone: string;
                        in_window: boolean;
                        window: {
                            starts_at: string;
                            ends_at: string;
                        };
                        updated_by: string;
                        updated_at: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "gateways.getHealth": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                gw: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        gateway: string;
                        /** @enum {string} */
                        status: "unknown" | "connected" | "degraded" | "unreachable";
                        last_seen: string | null;
                        last_probe_at: string | null;
                        latency_ms: number | null;
                        version: string | null;
                        supported: boolean | null;
                        wire_line: string | null;
                        error: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "gateways.getHealthHistory": {
        parameters: {
            query?: {
                since?: string;
                offset?: number;
                limit?: number;
            };
            header?: never;
            path: {
                gw: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: number;
                            gateway: string;
                            probed_at: string;
                            /** @enum {string} */
                            status: "connected" | "degraded" | "unreachable";
                            latency_ms: number | null;
                            error: string | null;
                        }[];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "inference.list": {
        parameters: {
            query?: {
                workspace?: string;
                route?: "inference.local" | "sandbox-system";
            };
            header?: never;
            path: {
                gw: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        route: string;
                        provider: string;
                        model: string;
                        timeout_secs: number;
                        effective_timeout_secs: number;
                        version: number;
                        workspace: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "inference.replace": {
        parameters: {
            query?: {
                workspace?: string;
            };
            header?: never;
            path: {
                gw: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    provider: string;
                    model: string;
                    /** @default 0 */
                    timeout_secs?: number;
                    /**
                     * @default inference.local
                     * @enum {string}
                     */
                    route?: "inference.local" | "sandbox-system";
                    /** @default true */
                    verify?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        route: string;
                        provider: string;
                        model: string;
                        timeout_secs: number;
                        effective_timeout_secs: number;
                        version: number;
                        workspace: string;
                        validation_performed: boolean;
                        validated_endpoints: {
                            url: string;
                            protocol: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "gateways.getInfo": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                gw: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        endpoint: string;
                        /** @enum {string} */
                        transport: "tls" | "plaintext";
                        /** @enum {string} */
                        auth_mode: "mtls" | "api_key" | "oidc_client_credentials" | "none";
                        tls_server_name: string | null;
                        default_workspace: string;
                        description: string | null;
                        labels: {
                            [key: string]: string;
                        };
                        has_ca_cert: boolean;
                        has_client_cert: boolean;
                        has_client_key: boolean;
                        has_api_key: boolean;
                        oidc_issuer: string | null;
                        oidc_client_id: string | null;
                        oidc_scopes: string[];
                        oidc_audience: string | null;
                        has_oidc_client_secret: boolean;
                        /** @enum {string} */
                        status: "unknown" | "connected" | "degraded" | "unreachable";
                        last_seen: string | null;
                        last_probe_at: string | null;
                        last_error: string | null;
                        version: string | null;
                        latency_ms: number | null;
                        local: {
                            pid: number;
                            started_at: string | null;
                        } | null;
                        created_at: string;
                        updated_at: string;
                        supported: boolean | null;
                        wire_line: string | null;
                        compute_drivers: {
                            name: string;
                            driver_name: string | null;
                            driver_version: string | null;
                        }[] | null;
                        extensions: {
                            kind: string;
                            name: string;
                            implementation: string;
                            version: string;
                            capabilities: string[];
                        }[] | null;
                        capabilities: {
                            receipts: boolean;
                            profile_import: boolean;
                            inference_routes: boolean;
                            request_ids: boolean;
                            workspaces: boolean;
                            services: boolean;
                            credential_refresh: boolean;
                            templates: boolean;
                        } | null;
                        reachable: boolean;
                        authenticated: boolean | null;
                        error: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "sandboxLeases.getLeasePolicy": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                gw: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        gateway: string;
                        default_ttl_seconds: number | null;
                        max_ttl_seconds: number | null;
                        /** @enum {string} */
                        default_action: "stop" | "delete";
                        warn_before_seconds: number;
                        configured: boolean;
                        updated_by: string | null;
                        updated_at: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "sandboxLeases.replaceLeasePolicy": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                gw: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default null */
                    default_ttl_seconds?: number | null;
                    /** @default null */
                    max_ttl_seconds?: number | null;
                    /**
                     * @default stop
                     * @enum {string}
                     */
                    default_action?: "stop" | "delete";
                    /** @default 300 */
                    warn_before_seconds?: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        gateway: string;
                        default_ttl_seconds: number | null;
                        max_ttl_seconds: number | null;
                        /** @enum {string} */
                        default_action: "stop" | "delete";
                        warn_before_seconds: number;
                        configured: boolean;
                        updated_by: string | null;
                        updated_at: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "policyCeilings.getPolicyCeiling": {
        parameters: {
            query?: {
                sandbox_selector?: string;
            };
            header?: never;
            path: {
                gw: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        gateway: string;
                        sandbox_selector: string | null;
                        network_policies: {
                            [key: string]: unknown;
                        };
                        version: number;
                        created_at: string;
                        updated_at: string;
                        updated_by: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "policyCeilings.replacePolicyCeiling": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                gw: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
                "application/yaml": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        gateway: string;
                        sandbox_selector: string | null;
                        network_policies: {
                            [key: string]: unknown;
                        };
                        version: number;
                        created_at: string;
                        updated_at: string;
                        updated_by: string;
                    };
                };
            };
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        gateway: string;
                        sandbox_selector: string | null;
                        network_policies: {
                            [key: string]: unknown;
                        };
                        version: number;
                        created_at: string;
                        updated_at: string;
                        updated_by: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "policyCeilings.deletePolicyCeiling": {
        parameters: {
            query?: {
                sandbox_selector?: string;
            };
            header?: never;
            path: {
                gw: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "policyCeilings.policyCeilingCheck": {
        parameters: {
            query?: {
                workspace?: string;
                sandbox?: string;
                sandbox_selector?: string;
            };
            header?: never;
            path: {
                gw: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    version?: number;
                    filesystem?: {
                        include_workdir?: boolean;
                        read_only?: string[];
                        read_write?: string[];
                    };
                    landlock?: {
                        /** @enum {string} */
                        compatibility?: "" | "best_effort" | "hard_requirement";
                    };
                    process?: {
                        run_as_user?: string;
                        run_as_group?: string;
                    };
                    network_policies?: {
                        [key: string]: {
                            name?: string;
                            endpoints: {
                                host?: string;
                                port?: number;
                                ports?: number[];
                                path?: string;
                                /** @enum {string} */
                                protocol?: "" | "tcp" | "rest" | "websocket" | "graphql" | "sql" | "json-rpc" | "mcp";
                                tls?: string;
                                /** @enum {string} */
                                enforcement?: "" | "enforce" | "audit";
                                /** @enum {string} */
                                access?: "" | "read-only" | "read-write" | "full";
                                rules?: {
                                    allow: {
                                        method?: string;
                                        path?: string;
                                        command?: string;
                                        query?: {
                                            [key: string]: string | {
                                                glob: string;
                                            } | {
                                                any: string[];
                                            };
                                        };
                                        operation_type?: string;
                                        operation_name?: string;
                                        fields?: string[];
                                        params?: {
                                            [key: string]: string | {
                                                glob: string;
                                            } | {
                                                any: string[];
                                            };
                                        };
                                    };
                                }[];
                                deny_rules?: {
                                    method?: string;
                                    path?: string;
                                    command?: string;
                                    query?: {
                                        [key: string]: string | {
                                            glob: string;
                                        } | {
                                            any: string[];
                                        };
                                    };
                                    operation_type?: string;
                                    operation_name?: string;
                                    fields?: string[];
                                    params?: {
                                        [key: string]: string | {
                                            glob: string;
                                        } | {
                                            any: string[];
                                        };
                                    };
                                }[];
                                allowed_ips?: string[];
                                allow_encoded_slash?: boolean;
                                persisted_queries?: string;
                                graphql_persisted_queries?: {
                                    [key: string]: {
                                        operation_type?: string;
                                        operation_name?: string;
                                        fields?: string[];
                                    };
                                };
                                graphql_max_body_bytes?: number;
                                websocket_credential_rewrite?: boolean;
                                request_body_credential_rewrite?: boolean;
                                advisor_proposed?: boolean;
                                credential_signing?: string;
                                signing_service?: string;
                                signing_region?: string;
                                json_rpc_max_body_bytes?: number;
                                mcp?: {
                                    strict_tool_names?: boolean;
                                    allow_all_known_mcp_methods?: boolean;
                                };
                                credential_binding?: {
                                    provider: string;
                                };
                                allow_uninspected_credentials?: boolean;
                                provider_credentialed?: boolean;
                            }[];
                            binaries?: {
                                path: string;
                                harness?: boolean;
                            }[];
                        };
                    };
                    network_middlewares?: {
                        [key: string]: {
                            name?: string;
                            middleware: string;
                            config?: unknown;
                            on_error?: string;
                            endpoints?: {
                                include?: string[];
                                exclude?: string[];
                            };
                            order?: number;
                        };
                    };
                };
                "application/yaml": {
                    version?: number;
                    filesystem?: {
                        include_workdir?: boolean;
                        read_only?: string[];
                        read_write?: string[];
                    };
                    landlock?: {
                        /** @enum {string} */
                        compatibility?: "" | "best_effort" | "hard_requirement";
                    };
                    process?: {
                        run_as_user?: string;
                        run_as_group?: string;
                    };
                    network_policies?: {
                        [key: string]: {
                            name?: string;
                            endpoints: {
                                host?: string;
                                port?: number;
                                ports?: number[];
                                path?: string;
                                /** @enum {string} */
                                protocol?: "" | "tcp" | "rest" | "websocket" | "graphql" | "sql" | "json-rpc" | "mcp";
                                tls?: string;
                                /** @enum {string} */
                                enforcement?: "" | "enforce" | "audit";
                                /** @enum {string} */
                                access?: "" | "read-only" | "read-write" | "full";
                                rules?: {
                                    allow: {
                                        method?: string;
                                        path?: string;
                                        command?: string;
                                        query?: {
                                            [key: string]: string | {
                                                glob: string;
                                            } | {
                                                any: string[];
                                            };
                                        };
                                        operation_type?: string;
                                        operation_name?: string;
                                        fields?: string[];
                                        params?: {
                                            [key: string]: string | {
                                                glob: string;
                                            } | {
                                                any: string[];
                                            };
                                        };
                                    };
                                }[];
                                deny_rules?: {
                                    method?: string;
                                    path?: string;
                                    command?: string;
                                    query?: {
                                        [key: string]: string | {
                                            glob: string;
                                        } | {
                                            any: string[];
                                        };
                                    };
                                    operation_type?: string;
                                    operation_name?: string;
                                    fields?: string[];
                                    params?: {
                                        [key: string]: string | {
                                            glob: string;
                                        } | {
                                            any: string[];
                                        };
                                    };
                                }[];
                                allowed_ips?: string[];
                                allow_encoded_slash?: boolean;
                                persisted_queries?: string;
                                graphql_persisted_queries?: {
                                    [key: string]: {
                                        operation_type?: string;
                                        operation_name?: string;
                                        fields?: string[];
                                    };
                                };
                                graphql_max_body_bytes?: number;
                                websocket_credential_rewrite?: boolean;
                                request_body_credential_rewrite?: boolean;
                                advisor_proposed?: boolean;
                                credential_signing?: string;
                                signing_service?: string;
                                signing_region?: string;
                                json_rpc_max_body_bytes?: number;
                                mcp?: {
                                    strict_tool_names?: boolean;
                                    allow_all_known_mcp_methods?: boolean;
                                };
                                credential_binding?: {
                                    provider: string;
                                };
                                allow_uninspected_credentials?: boolean;
                                provider_credentialed?: boolean;
                            }[];
                            binaries?: {
                                path: string;
                                harness?: boolean;
                            }[];
                        };
                    };
                    network_middlewares?: {
                        [key: string]: {
                            name?: string;
                            middleware: string;
                            config?: unknown;
                            on_error?: string;
                            endpoints?: {
                                include?: string[];
                                exclude?: string[];
                            };
                            order?: number;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        within: boolean;
                        counterexamples: {
                            rule: string;
                            host: string;
                            port: number;
                            binary: string;
                            private_address: string | null;
                            method: string | null;
                            path: string | null;
                            ceiling: string | null;
                        }[];
                        ceilings: (string | null)[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "policyCeilings.getPolicyCeilingDrift": {
        parameters: {
            query?: {
                workspace?: string;
                offset?: number;
                limit?: number;
            };
            header?: never;
            path: {
                gw: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            sandbox: string;
                            workspace: string;
                            policy_version: number;
                            ceilings: (string | null)[];
                            undecided: boolean;
                            counterexamples: {
                                rule: string;
                                host: string;
                                port: number;
                                binary: string;
                                private_address: string | null;
                                method: string | null;
                                path: string | null;
                                ceiling: string | null;
                            }[];
                        }[];
                        total: number;
                        checked: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "policyCeilings.list": {
        parameters: {
            query?: {
                offset?: number;
                limit?: number;
            };
            header?: never;
            path: {
                gw: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            gateway: string;
                            sandbox_selector: string | null;
                            network_policies: {
                                [key: string]: unknown;
                            };
                            version: number;
                            created_at: string;
                            updated_at: string;
                            updated_by: string;
                        }[];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "providers.list": {
        parameters: {
            query?: {
                workspace?: string;
                offset?: number;
                limit?: number;
            };
            header?: never;
            path: {
                gw: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            name: string;
                            type: string;
                            workspace: string;
                            credential_keys: string[];
                            api_key_credential: string;
                            has_api_key: boolean;
                            config: {
                                [key: string]: string;
                            };
                            credential_expires_at: {
                                [key: string]: string;
                            };
                            credential_status: {
                                credential_key: string;
                                strategy: string;
                                state: string;
                                /** @enum {string} */
                                recovery_action: "retry" | "reauthorize" | "fix_configuration" | "investigate" | "unspecified";
                                needs_attention: boolean;
                                message: string | null;
                                failure_code: string | null;
                                last_refreshed_at: string | null;
                                expires_at: string | null;
                                next_refresh_at: string | null;
                                last_error_at: string | null;
                            }[] | null;
                            id: string;
                            resource_version: number;
                            created_at: string | null;
                        }[];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "providers.create": {
        parameters: {
            query?: {
                workspace?: string;
            };
            header?: never;
            path: {
                gw: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    type: string;
                    api_key?: string;
                    credentials?: {
                        [key: string]: string;
                    };
                    config?: {
                        [key: string]: string;
                    };
                    credential_expires_at?: {
                        [key: string]: string;
                    };
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description The new provider. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        type: string;
                        workspace: string;
                        credential_keys: string[];
                        api_key_credential: string;
                        has_api_key: boolean;
                        config: {
                            [key: string]: string;
                        };
                        credential_expires_at: {
                            [key: string]: string;
                        };
                        credential_status: {
                            credential_key: string;
                            strategy: string;
                            state: string;
                            /** @enum {string} */
                            recovery_action: "retry" | "reauthorize" | "fix_configuration" | "investigate" | "unspecified";
                            needs_attention: boolean;
                            message: string | null;
                            failure_code: string | null;
                            last_refreshed_at: string | null;
                            expires_at: string | null;
                            next_refresh_at: string | null;
                            last_error_at: string | null;
                        }[] | null;
                        id: string;
                        resource_version: number;
                        created_at: string | null;
                        warnings: string[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "providers.get": {
        parameters: {
            query?: {
                workspace?: string;
            };
            header?: never;
            path: {
                gw: string;
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        type: string;
                        workspace: string;
                        credential_keys: string[];
                        api_key_credential: string;
                        has_api_key: boolean;
                        config: {
                            [key: string]: string;
                        };
                        credential_expires_at: {
                            [key: string]: string;
                        };
                        credential_status: {
                            credential_key: string;
                            strategy: string;
                            state: string;
                            /** @enum {string} */
                            recovery_action: "retry" | "reauthorize" | "fix_configuration" | "investigate" | "unspecified";
                            needs_attention: boolean;
                            message: string | null;
                            failure_code: string | null;
                            last_refreshed_at: string | null;
                            expires_at: string | null;
                            next_refresh_at: string | null;
                            last_error_at: string | null;
                        }[] | null;
                        id: string;
                        resource_version: number;
                        created_at: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "providers.replace": {
        parameters: {
            query?: {
                workspace?: string;
            };
            header?: never;
            path: {
                gw: string;
                name: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    type?: string;
                    api_key?: string | null;
                    credentials?: {
                        [key: string]: string | null;
                    };
                    config?: {
                        [key: string]: string | null;
                    };
                    credential_expires_at?: {
                        [key: string]: string | null;
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        type: string;
                        workspace: string;
                        credential_keys: string[];
                        api_key_credential: string;
                        has_api_key: boolean;
                        config: {
                            [key: string]: string;
                        };
                        credential_expires_at: {
                            [key: string]: string;
                        };
                        credential_status: {
                            credential_key: string;
                            strategy: string;
                            state: string;
                            /** @enum {string} */
                            recovery_action: "retry" | "reauthorize" | "fix_configuration" | "investigate" | "unspecified";
                            needs_attention: boolean;
                            message: string | null;
                            failure_code: string | null;
                            last_refreshed_at: string | null;
                            expires_at: string | null;
                            next_refresh_at: string | null;
                            last_error_at: string | null;
                        }[] | null;
                        id: string;
                        resource_version: number;
                        created_at: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "providers.delete": {
        parameters: {
            query?: {
                workspace?: string;
            };
            header?: never;
            path: {
                gw: string;
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "providers.replaceRefresh": {
        parameters: {
            query?: {
                workspace?: string;
            };
            header?: never;
            path: {
                gw: string;
                name: string;
                key: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    strategy: "static" | "external" | "oauth2_refresh_token" | "oauth2_client_credentials" | "google_service_account_jwt" | "aws_sts_assume_role";
                    material: {
                        [key: string]: string;
                    };
                    secret_material_keys?: string[];
                    /** Format: date-time */
                    expires_at?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        credential_key: string;
                        strategy: string;
                        state: string;
                        /** @enum {string} */
                        recovery_action: "retry" | "reauthorize" | "fix_configuration" | "investigate" | "unspecified";
                        needs_attention: boolean;
                        message: string | null;
                        failure_code: string | null;
                        last_refreshed_at: string | null;
                        expires_at: string | null;
                        next_refresh_at: string | null;
                        last_error_at: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "providers.refresh": {
        parameters: {
            query?: {
                workspace?: string;
            };
            header?: never;
            path: {
                gw: string;
                name: string;
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        credential_key: string;
                        strategy: string;
                        state: string;
                        /** @enum {string} */
                        recovery_action: "retry" | "reauthorize" | "fix_configuration" | "investigate" | "unspecified";
                        needs_attention: boolean;
                        message: string | null;
                        failure_code: string | null;
                        last_refreshed_at: string | null;
                        expires_at: string | null;
                        next_refresh_at: string | null;
                        last_error_at: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "providers.deleteRefresh": {
        parameters: {
            query?: {
                workspace?: string;
            };
            header?: never;
            path: {
                gw: string;
                name: string;
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "providers.getTypes": {
        parameters: {
            query?: {
                workspace?: string;
                offset?: number;
                limit?: number;
            };
            header?: never;
            path: {
                gw: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            display_name: string;
                            category: string;
                            description: string;
                            credentials: {
                                name: string;
                                required: boolean;
                                env_vars: string[];
                            }[];
                            inference_capable: boolean;
                        }[];
                        total: number;
                        /** @enum {string} */
                        source: "gateway" | "static";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "providers.deleteType": {
        parameters: {
            query?: {
                workspace?: string;
            };
            header?: never;
            path: {
                gw: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "providers.typesImport": {
        parameters: {
            query?: {
                workspace?: string;
            };
            header?: never;
            path: {
                gw: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    profiles: {
                        id: string;
                        /** @default  */
                        display_name?: string;
                        /** @default  */
                        description?: string;
                        /**
                         * @default other
                         * @enum {string}
                         */
                        category?: "inference" | "agent" | "source_control" | "messaging" | "data" | "knowledge" | "other";
                        /** @default [] */
                        credentials?: {
                            name: string;
                            /** @default  */
                            description?: string;
                            env_vars: string[];
                            /** @default false */
                            required?: boolean;
                        }[];
                        /** @default [] */
                        endpoints?: {
                            host: string;
                            port: number;
                        }[];
                        /** @default [] */
                        binaries?: string[];
                        /** @default false */
                        inference_capable?: boolean;
                    }[];
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        imported: string[];
                        items: {
                            id: string;
                            display_name: string;
                            category: string;
                            description: string;
                            credentials: {
                                name: string;
                                required: boolean;
                                env_vars: string[];
                            }[];
                            inference_capable: boolean;
                        }[];
                        diagnostics: {
                            profile_id: string;
                            field: string;
                            message: string;
                            severity: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "providers.typesLint": {
        parameters: {
            query?: {
                workspace?: string;
            };
            header?: never;
            path: {
                gw: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    profiles: {
                        id: string;
                        /** @default  */
                        display_name?: string;
                        /** @default  */
                        description?: string;
                        /**
                         * @default other
                         * @enum {string}
                         */
                        category?: "inference" | "agent" | "source_control" | "messaging" | "data" | "knowledge" | "other";
                        /** @default [] */
                        credentials?: {
                            name: string;
                            /** @default  */
                            description?: string;
                            env_vars: string[];
                            /** @default false */
                            required?: boolean;
                        }[];
                        /** @default [] */
                        endpoints?: {
                            host: string;
                            port: number;
                        }[];
                        /** @default [] */
                        binaries?: string[];
                        /** @default false */
                        inference_capable?: boolean;
                    }[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        valid: boolean;
                        diagnostics: {
                            profile_id: string;
                            field: string;
                            message: string;
                            severity: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "gateways.restart": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                gw: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        gateway: string;
                        running: boolean;
                        pid: number | null;
                        started_at: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "sandboxes.list": {
        parameters: {
            query: {
                workspace?: string;
                label: string[];
                offset?: number;
                limit?: number;
            };
            header?: never;
            path: {
                gw: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            name: string;
                            id: string;
                            gateway: string;
                            workspace: string;
                            /** @enum {string} */
                            state: "creating" | "running" | "stopped" | "deleting" | "completed" | "error";
                            phase: string;
                            image: string;
                            gpu: boolean | {
                                count: number;
                            };
                            providers: string[];
                            environment_keys: string[];
                            labels: {
                                [key: string]: string;
                            };
                            description: string | null;
                            conditions: {
                                type: string;
                                status: string;
                                reason: string;
                                message: string;
                                last_transition_time: string;
                            }[];
                            created_at: string | null;
                            current_policy_version: number;
                            exit_code: number | null;
                            not_ready: {
                                /** @enum {string} */
                                source: "configuration" | "provisioning" | "condition" | "exit";
                                reason: string;
                            } | null;
                            configuration: {
                                /** @enum {string} */
                                admission: "pending" | "accepted" | "rejected" | "unspecified";
                                error: string | null;
                                activated: boolean | null;
                            } | null;
                            provisioning: {
                                attempt_id: string;
                                deadline: string | null;
                                timeout_at: string | null;
                                first_rejection_at: string | null;
                                cleanup_error: string | null;
                            } | null;
                            workload_template: string | null;
                            metered_requests_today: number | null;
                        }[];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "sandboxes.create": {
        parameters: {
            query?: {
                workspace?: string;
            };
            header?: never;
            path: {
                gw: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    image?: string;
                    /** @default false */
                    gpu?: boolean | {
                        count: number;
                    };
                    /** @default [] */
                    providers?: string[];
                    environment?: {
                        [key: string]: unknown;
                    };
                    /** @default [] */
                    presets?: string[];
                    labels?: {
                        [key: string]: unknown;
                    };
                    description?: string | null;
                    gateway_template?: string;
                    services?: {
                        name?: string;
                        port: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description Accepted: the work continues as an operation (poll it at `Location`). */
            202: {
                headers: {
                    /** @description Where to poll the operation (`/api/operations/{id}`); `/stream` after it follows it live. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        operation_id: string;
                        /** @enum {string} */
                        status: "pending" | "running" | "succeeded" | "failed" | "cancelled";
                        type: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "sandboxes.get": {
        parameters: {
            query?: {
                workspace?: string;
            };
            header?: never;
            path: {
                gw: string;
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        id: string;
                        gateway: string;
                        workspace: string;
                        /** @enum {string} */
                        state: "creating" | "running" | "stopped" | "deleting" | "completed" | "error";
                        phase: string;
                        image: string;
                        gpu: boolean | {
                            count: number;
                        };
                        providers: string[];
                        environment_keys: string[];
                        labels: {
                            [key: string]: string;
                        };
                        description: string | null;
                        conditions: {
                            type: string;
                            status: string;
                            reason: string;
                            message: string;
                            last_transition_time: string;
                        }[];
                        created_at: string | null;
                        current_policy_version: number;
                        exit_code: number | null;
                        not_ready: {
                            /** @enum {string} */
                            source: "configuration" | "provisioning" | "condition" | "exit";
                            reason: string;
                        } | null;
                        configuration: {
                            /** @enum {string} */
                            admission: "pending" | "accepted" | "rejected" | "unspecified";
                            error: string | null;
                            activated: boolean | null;
                        } | null;
                        provisioning: {
                            attempt_id: string;
                            deadline: string | null;
                            timeout_at: string | null;
                            first_rejection_at: string | null;
                            cleanup_error: string | null;
                        } | null;
                        workload_template: string | null;
                        metered_requests_today: number | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "sandboxes.delete": {
        parameters: {
            query?: {
                workspace?: string;
            };
            header?: never;
            path: {
                gw: string;
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Accepted: the work continues as an operation (poll it at `Location`). */
            202: {
                headers: {
                    /** @description Where to poll the operation (`/api/operations/{id}`); `/stream` after it follows it live. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        operation_id: string;
                        /** @enum {string} */
                        status: "pending" | "running" | "succeeded" | "failed" | "cancelled";
                        type: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "sandboxes.update": {
        parameters: {
            query?: {
                workspace?: string;
            };
            header?: never;
            path: {
                gw: string;
                name: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    labels?: {
                        [key: string]: unknown;
                    } | null;
                    description?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        id: string;
                        gateway: string;
                        workspace: string;
                        /** @enum {string} */
                        state: "creating" | "running" | "stopped" | "deleting" | "completed" | "error";
                        phase: string;
                        image: string;
                        gpu: boolean | {
                            count: number;
                        };
                        providers: string[];
                        environment_keys: string[];
                        labels: {
                            [key: string]: string;
                        };
                        description: string | null;
                        conditions: {
                            type: string;
                            status: string;
                            reason: string;
                            message: string;
                            last_transition_time: string;
                        }[];
                        created_at: string | null;
                        current_policy_version: number;
                        exit_code: number | null;
                        not_ready: {
                            /** @enum {string} */
                            source: "configuration" | "provisioning" | "condition" | "exit";
                            reason: string;
                        } | null;
                        configuration: {
                            /** @enum {string} */
                            admission: "pending" | "accepted" | "rejected" | "unspecified";
                            error: string | null;
                            activated: boolean | null;
                        } | null;
                        provisioning: {
                            attempt_id: string;
                            deadline: string | null;
                            timeout_at: string | null;
                            first_rejection_at: string | null;
                            cleanup_error: string | null;
                        } | null;
                        workload_template: string | null;
                        metered_requests_today: number | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "approvals.getApprovalWorkflow": {
        parameters: {
            query?: {
                workspace?: string;
            };
            header?: never;
            path: {
                gw: string;
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        gateway: string;
                        workspace: string;
                        sandbox: string;
                        required_votes: number;
                        voters: string[];
                        escalation_deadline_seconds: number | null;
                        created_by: string;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "approvals.replaceApprovalWorkflow": {
        parameters: {
            query?: {
                workspace?: string;
            };
            header?: never;
            path: {
                gw: string;
                name: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    required_votes: number;
                    voters: string[];
                    escalation_deadline_seconds?: number | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        gateway: string;
                        workspace: string;
                        sandbox: string;
                        required_votes: number;
                        voters: string[];
                        escalation_deadline_seconds: number | null;
                        created_by: string;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        gateway: string;
                        workspace: string;
                        sandbox: string;
                        required_votes: number;
                        voters: string[];
                        escalation_deadline_seconds: number | null;
                        created_by: string;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "approvals.deleteApprovalWorkflow": {
        parameters: {
            query?: {
                workspace?: string;
            };
            header?: never;
            path: {
                gw: string;
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "approvals.approveInSandbox": {
        parameters: {
            query?: {
                workspace?: string;
            };
            header?: never;
            path: {
                gw: string;
                name: string;
                chunk_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    review_token?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "approved" | "rejected" | "pending" | "vote_recorded";
                        chunk_id: string;
                        sandbox: string;
                        chunk?: {
                            chunk_id: string;
                            sandbox: string;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected" | "dismissed";
                            rule_name: string;
                            endpoint: {
                                host: string | null;
                                port: number | null;
                            };
                            method: string | null;
                            path: string | null;
                            binary: string;
                            suggested_action: {
                                rule_name: string;
                                rule: {
                                    [key: string]: unknown;
                                } | null;
                            };
                            rationale: string;
                            security_flagged: boolean;
                            security_notes: string;
                            confidence: number;
                            hit_count: number;
                            first_seen: string | null;
                            last_seen: string | null;
                            stage: string;
                            review_token: string | null;
                            upstream_status?: string;
                            rejection_reason?: string;
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Accepted: the work continues as an operation (poll it at `Location`). */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "approved" | "rejected" | "pending" | "vote_recorded";
                        chunk_id: string;
                        sandbox: string;
                        chunk?: {
                            chunk_id: string;
                            sandbox: string;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected" | "dismissed";
                            rule_name: string;
                            endpoint: {
                                host: string | null;
                                port: number | null;
                            };
                            method: string | null;
                            path: string | null;
                            binary: string;
                            suggested_action: {
                                rule_name: string;
                                rule: {
                                    [key: string]: unknown;
                                } | null;
                            };
                            rationale: string;
                            security_flagged: boolean;
                            security_notes: string;
                            confidence: number;
                            hit_count: number;
                            first_seen: string | null;
                            last_seen: string | null;
                            stage: string;
                            review_token: string | null;
                            upstream_status?: string;
                            rejection_reason?: string;
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "approvals.getDecisionsInSandbox": {
        parameters: {
            query?: {
                workspace?: string;
            };
            header?: never;
            path: {
                gw: string;
                name: string;
                chunk_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        chunk_id: string;
                        sandbox: string;
                        workflow: boolean;
                        proposal_status: string | null;
                        required: number | null;
                        votes: {
                            voter: string;
                            /** @enum {string} */
                            decision: "approve" | "reject";
                            at: string;
                        }[];
                        tally: {
                            approve: number;
                            reject: number;
                        };
                        voters: string[];
                        eligible_voters: string[];
                        escalated: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "approvals.editInSandbox": {
        parameters: {
            query?: {
                workspace?: string;
            };
            header?: never;
            path: {
                gw: string;
                name: string;
                chunk_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    rule: {
                        name?: string;
                        endpoints: {
                            host?: string;
                            port?: number;
                            ports?: number[];
                            path?: string;
                            /** @enum {string} */
                            protocol?: "" | "tcp" | "rest" | "websocket" | "graphql" | "sql" | "json-rpc" | "mcp";
                            tls?: string;
                            /** @enum {string} */
                            enforcement?: "" | "enforce" | "audit";
                            /** @enum {string} */
                            access?: "" | "read-only" | "read-write" | "full";
                            rules?: {
                                allow: {
                                    method?: string;
                                    path?: string;
                                    command?: string;
                                    query?: {
                                        [key: string]: string | {
                                            glob: string;
                                        } | {
                                            any: string[];
                                        };
                                    };
                                    operation_type?: string;
                                    operation_name?: string;
                                    fields?: string[];
                                    params?: {
                                        [key: string]: string | {
                                            glob: string;
                                        } | {
                                            any: string[];
                                        };
                                    };
                                };
                            }[];
                            deny_rules?: {
                                method?: string;
                                path?: string;
                                command?: string;
                                query?: {
                                    [key: string]: string | {
                                        glob: string;
                                    } | {
                                        any: string[];
                                    };
                                };
                                operation_type?: string;
                                operation_name?: string;
                                fields?: string[];
                                params?: {
                                    [key: string]: string | {
                                        glob: string;
                                    } | {
                                        any: string[];
                                    };
                                };
                            }[];
                            allowed_ips?: string[];
                            allow_encoded_slash?: boolean;
                            persisted_queries?: string;
                            graphql_persisted_queries?: {
                                [key: string]: {
                                    operation_type?: string;
                                    operation_name?: string;
                                    fields?: string[];
                                };
                            };
                            graphql_max_body_bytes?: number;
                            websocket_credential_rewrite?: boolean;
                            request_body_credential_rewrite?: boolean;
                            advisor_proposed?: boolean;
                            credential_signing?: string;
                            signing_service?: string;
                            signing_region?: string;
                            json_rpc_max_body_bytes?: number;
                            mcp?: {
                                strict_tool_names?: boolean;
                                allow_all_known_mcp_methods?: boolean;
                            };
                            credential_binding?: {
                                provider: string;
                            };
                            allow_uninspected_credentials?: boolean;
                            provider_credentialed?: boolean;
                        }[];
                        binaries?: {
                            path: string;
                            harness?: boolean;
                        }[];
                    };
                    review_token?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "approved" | "rejected" | "pending" | "vote_recorded";
                        chunk_id: string;
                        sandbox: string;
                        chunk?: {
                            chunk_id: string;
                            sandbox: string;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected" | "dismissed";
                            rule_name: string;
                            endpoint: {
                                host: string | null;
                                port: number | null;
                            };
                            method: string | null;
                            path: string | null;
                            binary: string;
                            suggested_action: {
                                rule_name: string;
                                rule: {
                                    [key: string]: unknown;
                                } | null;
                            };
                            rationale: string;
                            security_flagged: boolean;
                            security_notes: string;
                            confidence: number;
                            hit_count: number;
                            first_seen: string | null;
                            last_seen: string | null;
                            stage: string;
                            review_token: string | null;
                            upstream_status?: string;
                            rejection_reason?: string;
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "approvals.rejectInSandbox": {
        parameters: {
            query?: {
                workspace?: string;
            };
            header?: never;
            path: {
                gw: string;
                name: string;
                chunk_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @default  */
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "approved" | "rejected" | "pending" | "vote_recorded";
                        chunk_id: string;
                        sandbox: string;
                        chunk?: {
                            chunk_id: string;
                            sandbox: string;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected" | "dismissed";
                            rule_name: string;
                            endpoint: {
                                host: string | null;
                                port: number | null;
                            };
                            method: string | null;
                            path: string | null;
                            binary: string;
                            suggested_action: {
                                rule_name: string;
                                rule: {
                                    [key: string]: unknown;
                                } | null;
                            };
                            rationale: string;
                            security_flagged: boolean;
                            security_notes: string;
                            confidence: number;
                            hit_count: number;
                            first_seen: string | null;
                            last_seen: string | null;
                            stage: string;
                            review_token: string | null;
                            upstream_status?: string;
                            rejection_reason?: string;
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "approvals.undoInSandbox": {
        parameters: {
            query?: {
                workspace?: string;
            };
            header?: never;
            path: {
                gw: string;
                name: string;
                chunk_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "approved" | "rejected" | "pending" | "vote_recorded";
                        chunk_id: string;
                        sandbox: string;
                        chunk?: {
                            chunk_id: string;
                            sandbox: string;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected" | "dismissed";
                            rule_name: string;
                            endpoint: {
                                host: string | null;
                                port: number | null;
                            };
                            method: string | null;
                            path: string | null;
                            binary: string;
                            suggested_action: {
                                rule_name: string;
                                rule: {
                                    [key: string]: unknown;
                                } | null;
                            };
                            rationale: string;
                            security_flagged: boolean;
                            security_notes: string;
                            confidence: number;
                            hit_count: number;
                            first_seen: string | null;
                            last_seen: string | null;
                            stage: string;
                            review_token: string | null;
                            upstream_status?: string;
                            rejection_reason?: string;
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "approvals.approveAllInSandbox": {
        parameters: {
            query?: {
                workspace?: string;
            };
            header?: never;
            path: {
                gw: string;
                name: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @default false */
                    include_security_flagged?: boolean;
                    approvals?: {
                        chunk_id: string;
                        review_token: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sandbox: string;
                        chunks_approved: number;
                        chunks_skipped: number;
                        policy_version: number;
                        policy_hash: string;
                        approved: string[];
                        skipped: {
                            chunk_id: string;
                            /** @enum {string} */
                            reason: "security_flagged" | "chunk_changed" | "not_pending" | "not_found" | "refused" | "stale" | "policy_check";
                            message: string;
                            problem?: {
                                [key: string]: unknown;
                            };
                        }[];
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "approvals.clearInSandbox": {
        parameters: {
            query?: {
                workspace?: string;
            };
            header?: never;
            path: {
                gw: string;
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sandbox: string;
                        chunks_cleared: number;
                        chunk_ids: string[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "approvals.getHistoryInSandbox": {
        parameters: {
            query?: {
                workspace?: string;
                offset?: number;
                limit?: number;
            };
            header?: never;
            path: {
                gw: string;
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            timestamp: string;
                            event_type: string;
                            description: string;
                            chunk_id: string;
                            chunk?: {
                                chunk_id: string;
                                sandbox: string;
                                /** @enum {string} */
                                status: "pending" | "approved" | "rejected" | "dismissed";
                                rule_name: string;
                                endpoint: {
                                    host: string | null;
                                    port: number | null;
                                };
                                method: string | null;
                                path: string | null;
                                binary: string;
                                suggested_action: {
                                    rule_name: string;
                                    rule: {
                                        [key: string]: unknown;
                                    } | null;
                                };
                                rationale: string;
                                security_flagged: boolean;
                                security_notes: string;
                                confidence: number;
                                hit_count: number;
                                first_seen: string | null;
                                last_seen: string | null;
                                stage: string;
                                review_token: string | null;
                                upstream_status?: string;
                                rejection_reason?: string;
                            };
                        }[];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "approvals.getPendingInSandbox": {
        parameters: {
            query?: {
                workspace?: string;
                offset?: number;
                limit?: number;
            };
            header?: never;
            path: {
                gw: string;
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            chunk_id: string;
                            sandbox: string;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected" | "dismissed";
                            rule_name: string;
                            endpoint: {
                                host: string | null;
                                port: number | null;
                            };
                            method: string | null;
                            path: string | null;
                            binary: string;
                            suggested_action: {
                                rule_name: string;
                                rule: {
                                    [key: string]: unknown;
                                } | null;
                            };
                            rationale: string;
                            security_flagged: boolean;
                            security_notes: string;
                            confidence: number;
                            hit_count: number;
                            first_seen: string | null;
                            last_seen: string | null;
                            stage: string;
                            review_token: string | null;
                            upstream_status?: string;
                            rejection_reason?: string;
                        }[];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "budgets.getBudget": {
        parameters: {
            query?: {
                workspace?: string;
            };
            header?: never;
            path: {
                gw: string;
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        gateway: string;
                        workspace: string;
                        sandbox: string;
                        limit_requests: number;
                        /** @enum {string} */
                        window: "daily" | "weekly" | "monthly" | "total";
                        /** @enum {string} */
                        action: "notify" | "detach";
                        used: number;
                        window_start: string | null;
                        exceeded: boolean;
                        notified: boolean;
                        exceeded_at: string | null;
                        updated_by: string;
                        created_at: string;
                        updated_at: string;
                        rule: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "budgets.replaceBudget": {
        parameters: {
            query?: {
                workspace?: string;
            };
            header?: never;
            path: {
                gw: string;
                name: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    limit_requests: number;
                    /** @enum {string} */
                    window: "daily" | "weekly" | "monthly" | "total";
                    /** @enum {string} */
                    action: "notify" | "detach";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        gateway: string;
                        workspace: string;
                        sandbox: string;
                        limit_requests: number;
                        /** @enum {string} */
                        window: "daily" | "weekly" | "monthly" | "total";
                        /** @enum {string} */
                        action: "notify" | "detach";
                        used: number;
                        window_start: string | null;
                        exceeded: boolean;
                        notified: boolean;
                        exceeded_at: string | null;
                        updated_by: string;
                        created_at: string;
                        updated_at: string;
                        rule: string | null;
                    };
                };
            };
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        gateway: string;
                        workspace: string;
                        sandbox: string;
                        limit_requests: number;
                        /** @enum {string} */
                        window: "daily" | "weekly" | "monthly" | "total";
                        /** @enum {string} */
                        action: "notify" | "detach";
                        used: number;
                        window_start: string | null;
                        exceeded: boolean;
                        notified: boolean;
                        exceeded_at: string | null;
                        updated_by: string;
                        created_at: string;
                        updated_at: string;
                        rule: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "budgets.deleteBudget": {
        parameters: {
            query?: {
                workspace?: string;
            };
            header?: never;
            path: {
                gw: string;
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "sandboxes.exec": {
        parameters: {
            query?: {
                workspace?: string;
            };
            header?: never;
            path: {
                gw: string;
                name: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    command: string | string[];
                    timeout_seconds?: number;
                    workdir?: string;
                    environment?: {
                        [key: string]: unknown;
                    };
                    stdin?: string;
                };
            };
        };
        responses: {
            /** @description Accepted: the work continues as an operation (poll it at `Location`). */
            202: {
                headers: {
                    /** @description Where to poll the operation (`/api/operations/{id}`); `/stream` after it follows it live. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        operation_id: string;
                        /** @enum {string} */
                        status: "pending" | "running" | "succeeded" | "failed" | "cancelled";
                        type: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "policies.getExport": {
        parameters: {
            query?: {
                workspace?: string;
                format?: "json" | "yaml";
            };
            header?: never;
            path: {
                gw: string;
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                    "application/yaml": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "killSwitch.getKillSwitch": {
        parameters: {
            query?: {
                workspace?: string;
            };
            header?: never;
            path: {
                gw: string;
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        gateway: string;
                        workspace: string;
                        sandbox: string;
                        engaged: boolean;
                        /** @enum {string} */
                        state: "released" | "engaging" | "engaged" | "failed" | "releasing";
                        engaged_by: ("budget" | "curfew" | "manual" | "ceiling") | null;
                        holders: ("budget" | "curfew" | "manual" | "ceiling")[];
                        providers: string[];
                        engaged_at: string | null;
                        engaged_actor: string | null;
                        pending: string[];
                        failure: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "killSwitch.killSwitchEngage": {
        parameters: {
            query?: {
                workspace?: string;
            };
            header?: never;
            path: {
                gw: string;
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        gateway: string;
                        workspace: string;
                        sandbox: string;
                        engaged: boolean;
                        /** @enum {string} */
                        state: "released" | "engaging" | "engaged" | "failed" | "releasing";
                        engaged_by: ("budget" | "curfew" | "manual" | "ceiling") | null;
                        holders: ("budget" | "curfew" | "manual" | "ceiling")[];
                        providers: string[];
                        engaged_at: string | null;
                        engaged_actor: string | null;
                        pending: string[];
                        failure: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "killSwitch.killSwitchResume": {
        parameters: {
            query?: {
                workspace?: string;
            };
            header?: never;
            path: {
                gw: string;
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        gateway: string;
                        workspace: string;
                        sandbox: string;
                        engaged: boolean;
                        /** @enum {string} */
                        state: "released" | "engaging" | "engaged" | "failed" | "releasing";
                        engaged_by: ("budget" | "curfew" | "manual" | "ceiling") | null;
                        holders: ("budget" | "curfew" | "manual" | "ceiling")[];
                        providers: string[];
                        engaged_at: string | null;
                        engaged_actor: string | null;
                        pending: string[];
                        failure: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "sandboxLeases.getLease": {
        parameters: {
            query?: {
                workspace?: string;
            };
            header?: never;
            path: {
                gw: string;
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        gateway: string;
                        workspace: string;
                        sandbox: string;
                        /** @enum {string} */
                        action: "stop" | "delete";
                        ttl_seconds: number;
                        expires_at: string;
                        seconds_left: number;
                        renewals: number;
                        /** @enum {string} */
                        state: "active" | "expiring" | "done";
                        /** @enum {string} */
                        source: "request" | "policy";
                        warned: boolean;
                        outcome: string | null;
                        ended_at: string | null;
                        max_ttl_seconds: number | null;
                        updated_by: string;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "sandboxLeases.replaceLease": {
        parameters: {
            query?: {
                workspace?: string;
            };
            header?: never;
            path: {
                gw: string;
                name: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ttl_seconds?: number;
                    /** Format: date-time */
                    expires_at?: string;
                    /** @enum {string} */
                    action?: "stop" | "delete";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        gateway: string;
                        workspace: string;
                        sandbox: string;
                        /** @enum {string} */
                        action: "stop" | "delete";
                        ttl_seconds: number;
                        expires_at: string;
                        seconds_left: number;
                        renewals: number;
                        /** @enum {string} */
                        state: "active" | "expiring" | "done";
                        /** @enum {string} */
                        source: "request" | "policy";
                        warned: boolean;
                        outcome: string | null;
                        ended_at: string | null;
                        max_ttl_seconds: number | null;
                        updated_by: string;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        gateway: string;
                        workspace: string;
                        sandbox: string;
                        /** @enum {string} */
                        action: "stop" | "delete";
                        ttl_seconds: number;
                        expires_at: string;
                        seconds_left: number;
                        renewals: number;
                        /** @enum {string} */
                        state: "active" | "expiring" | "done";
                        /** @enum {string} */
                        source: "request" | "policy";
                        warned: boolean;
                        outcome: string | null;
                        ended_at: string | null;
                        max_ttl_seconds: number | null;
                        updated_by: string;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "sandboxLeases.deleteLease": {
        parameters: {
            query?: {
                workspace?: string;
            };
            header?: never;
            path: {
                gw: string;
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "sandboxLeases.leaseRenew": {
        parameters: {
            query?: {
                workspace?: string;
            };
            header?: never;
            path: {
                gw: string;
                name: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    ttl_seconds?: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        gateway: string;
                        workspace: string;
                        sandbox: string;
                        /** @enum {string} */
                        action: "stop" | "delete";
                        ttl_seconds: number;
                        expires_at: string;
                        seconds_left: number;
                        renewals: number;
                        /** @enum {string} */
                        state: "active" | "expiring" | "done";
                        /** @enum {string} */
                        source: "request" | "policy";
                        warned: boolean;
                        outcome: string | null;
                        ended_at: string | null;
                        max_ttl_seconds: number | null;
                        updated_by: string;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "sandboxes.getLogs": {
        parameters: {
            query: {
                workspace?: string;
                lines?: number;
                since?: string;
                sources: string[];
                min_level?: string;
                offset?: number;
                limit?: number;
            };
            header?: never;
            path: {
                gw: string;
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            timestamp: string;
                            level: string;
                            target: string;
                            message: string;
                            source: string;
                            fields: {
                                [key: string]: string;
                            };
                        }[];
                        total: number;
                        buffer_total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "policies.getPolicy": {
        parameters: {
            query?: {
                workspace?: string;
            };
            header?: never;
            path: {
                gw: string;
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        active_version: number;
                        revision: {
                            version: number;
                            status: string;
                            policy_hash: string;
                            created_at: string | null;
                            loaded_at: string | null;
                            load_error: string | null;
                            provenance?: {
                                [key: string]: string;
                            };
                        } | null;
                        policy: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "policies.replacePolicy": {
        parameters: {
            query?: {
                workspace?: string;
                wait_loaded?: "0" | "1" | "true" | "false";
            };
            header?: never;
            path: {
                gw: string;
                name: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    version?: number;
                    filesystem?: {
                        include_workdir?: boolean;
                        read_only?: string[];
                        read_write?: string[];
                    };
                    landlock?: {
                        /** @enum {string} */
                        compatibility?: "" | "best_effort" | "hard_requirement";
                    };
                    process?: {
                        run_as_user?: string;
                        run_as_group?: string;
                    };
                    network_policies?: {
                        [key: string]: {
                            name?: string;
                            endpoints: {
                                host?: string;
                                port?: number;
                                ports?: number[];
                                path?: string;
                                /** @enum {string} */
                                protocol?: "" | "tcp" | "rest" | "websocket" | "graphql" | "sql" | "json-rpc" | "mcp";
                                tls?: string;
                                /** @enum {string} */
                                enforcement?: "" | "enforce" | "audit";
                                /** @enum {string} */
                                access?: "" | "read-only" | "read-write" | "full";
                                rules?: {
                                    allow: {
                                        method?: string;
                                        path?: string;
                                        command?: string;
                                        query?: {
                                            [key: string]: string | {
                                                glob: string;
                                            } | {
                                                any: string[];
                                            };
                                        };
                                        operation_type?: string;
                                        operation_name?: string;
                                        fields?: string[];
                                        params?: {
                                            [key: string]: string | {
                                                glob: string;
                                            } | {
                                                any: string[];
                                            };
                                        };
                                    };
                                }[];
                                deny_rules?: {
                                    method?: string;
                                    path?: string;
                                    command?: string;
                                    query?: {
                                        [key: string]: string | {
                                            glob: string;
                                        } | {
                                            any: string[];
                                        };
                                    };
                                    operation_type?: string;
                                    operation_name?: string;
                                    fields?: string[];
                                    params?: {
                                        [key: string]: string | {
                                            glob: string;
                                        } | {
                                            any: string[];
                                        };
                                    };
                                }[];
                                allowed_ips?: string[];
                                allow_encoded_slash?: boolean;
                                persisted_queries?: string;
                                graphql_persisted_queries?: {
                                    [key: string]: {
                                        operation_type?: string;
                                        operation_name?: string;
                                        fields?: string[];
                                    };
                                };
                                graphql_max_body_bytes?: number;
                                websocket_credential_rewrite?: boolean;
                                request_body_credential_rewrite?: boolean;
                                advisor_proposed?: boolean;
                                credential_signing?: string;
                                signing_service?: string;
                                signing_region?: string;
                                json_rpc_max_body_bytes?: number;
                                mcp?: {
                                    strict_tool_names?: boolean;
                                    allow_all_known_mcp_methods?: boolean;
                                };
                                credential_binding?: {
                                    provider: string;
                                };
                                allow_uninspected_credentials?: boolean;
                                provider_credentialed?: boolean;
                            }[];
                            binaries?: {
                                path: string;
                                harness?: boolean;
                            }[];
                        };
                    };
                    network_middlewares?: {
                        [key: string]: {
                            name?: string;
                            middleware: string;
                            config?: unknown;
                            on_error?: string;
                            endpoints?: {
                                include?: string[];
                                exclude?: string[];
                            };
                            order?: number;
                        };
                    };
                };
                "application/yaml": {
                    version?: number;
                    filesystem?: {
                        include_workdir?: boolean;
                        read_only?: string[];
                        read_write?: string[];
                    };
                    landlock?: {
                        /** @enum {string} */
                        compatibility?: "" | "best_effort" | "hard_requirement";
                    };
                    process?: {
                        run_as_user?: string;
                        run_as_group?: string;
                    };
                    network_policies?: {
                        [key: string]: {
                            name?: string;
                            endpoints: {
                                host?: string;
                                port?: number;
                                ports?: number[];
                                path?: string;
                                /** @enum {string} */
                                protocol?: "" | "tcp" | "rest" | "websocket" | "graphql" | "sql" | "json-rpc" | "mcp";
                                tls?: string;
                                /** @enum {string} */
                                enforcement?: "" | "enforce" | "audit";
                                /** @enum {string} */
                                access?: "" | "read-only" | "read-write" | "full";
                                rules?: {
                                    allow: {
                                        method?: string;
                                        path?: string;
                                        command?: string;
                                        query?: {
                                            [key: string]: string | {
                                                glob: string;
                                            } | {
                                                any: string[];
                                            };
                                        };
                                        operation_type?: string;
                                        operation_name?: string;
                                        fields?: string[];
                                        params?: {
                                            [key: string]: string | {
                                                glob: string;
                                            } | {
                                                any: string[];
                                            };
                                        };
                                    };
                                }[];
                                deny_rules?: {
                                    method?: string;
                                    path?: string;
                                    command?: string;
                                    query?: {
                                        [key: string]: string | {
                                            glob: string;
                                        } | {
                                            any: string[];
                                        };
                                    };
                                    operation_type?: string;
                                    operation_name?: string;
                                    fields?: string[];
                                    params?: {
                                        [key: string]: string | {
                                            glob: string;
                                        } | {
                                            any: string[];
                                        };
                                    };
                                }[];
                                allowed_ips?: string[];
                                allow_encoded_slash?: boolean;
                                persisted_queries?: string;
                                graphql_persisted_queries?: {
                                    [key: string]: {
                                        operation_type?: string;
                                        operation_name?: string;
                                        fields?: string[];
                                    };
                                };
                                graphql_max_body_bytes?: number;
                                websocket_credential_rewrite?: boolean;
                                request_body_credential_rewrite?: boolean;
                                advisor_proposed?: boolean;
                                credential_signing?: string;
                                signing_service?: string;
                                signing_region?: string;
                                json_rpc_max_body_bytes?: number;
                                mcp?: {
                                    strict_tool_names?: boolean;
                                    allow_all_known_mcp_methods?: boolean;
                                };
                                credential_binding?: {
                                    provider: string;
                                };
                                allow_uninspected_credentials?: boolean;
                                provider_credentialed?: boolean;
                            }[];
                            binaries?: {
                                path: string;
                                harness?: boolean;
                            }[];
                        };
                    };
                    network_middlewares?: {
                        [key: string]: {
                            name?: string;
                            middleware: string;
                            config?: unknown;
                            on_error?: string;
                            endpoints?: {
                                include?: string[];
                                exclude?: string[];
                            };
                            order?: number;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        version: number;
                        policy_hash: string;
                        previous_version: number;
                        changed: boolean;
                        revision?: {
                            version: number;
                            status: string;
                            policy_hash: string;
                            created_at: string | null;
                            loaded_at: string | null;
                            load_error: string | null;
                            provenance?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "policies.policyApply": {
        parameters: {
            query?: {
                workspace?: string;
                wait_loaded?: "0" | "1" | "true" | "false";
                dry_run?: "0" | "1" | "true" | "false";
                mode?: "replace" | "merge";
            };
            header?: never;
            path: {
                gw: string;
                name: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    version?: number;
                    filesystem?: {
                        include_workdir?: boolean;
                        read_only?: string[];
                        read_write?: string[];
                    };
                    landlock?: {
                        /** @enum {string} */
                        compatibility?: "" | "best_effort" | "hard_requirement";
                    };
                    process?: {
                        run_as_user?: string;
                        run_as_group?: string;
                    };
                    network_policies?: {
                        [key: string]: {
                            name?: string;
                            endpoints: {
                                host?: string;
                                port?: number;
                                ports?: number[];
                                path?: string;
                                /** @enum {string} */
                                protocol?: "" | "tcp" | "rest" | "websocket" | "graphql" | "sql" | "json-rpc" | "mcp";
                                tls?: string;
                                /** @enum {string} */
                                enforcement?: "" | "enforce" | "audit";
                                /** @enum {string} */
                                access?: "" | "read-only" | "read-write" | "full";
                                rules?: {
                                    allow: {
                                        method?: string;
                                        path?: string;
                                        command?: string;
                                        query?: {
                                            [key: string]: string | {
                                                glob: string;
                                            } | {
                                                any: string[];
                                            };
                                        };
                                        operation_type?: string;
                                        operation_name?: string;
                                        fields?: string[];
                                        params?: {
                                            [key: string]: string | {
                                                glob: string;
                                            } | {
                                                any: string[];
                                            };
                                        };
                                    };
                                }[];
                                deny_rules?: {
                                    method?: string;
                                    path?: string;
                                    command?: string;
                                    query?: {
                                        [key: string]: string | {
                                            glob: string;
                                        } | {
                                            any: string[];
                                        };
                                    };
                                    operation_type?: string;
                                    operation_name?: string;
                                    fields?: string[];
                                    params?: {
                                        [key: string]: string | {
                                            glob: string;
                                        } | {
                                            any: string[];
                                        };
                                    };
                                }[];
                                allowed_ips?: string[];
                                allow_encoded_slash?: boolean;
                                persisted_queries?: string;
                                graphql_persisted_queries?: {
                                    [key: string]: {
                                        operation_type?: string;
                                        operation_name?: string;
                                        fields?: string[];
                                    };
                                };
                                graphql_max_body_bytes?: number;
                                websocket_credential_rewrite?: boolean;
                                request_body_credential_rewrite?: boolean;
                                advisor_proposed?: boolean;
                                credential_signing?: string;
                                signing_service?: string;
                                signing_region?: string;
                                json_rpc_max_body_bytes?: number;
                                mcp?: {
                                    strict_tool_names?: boolean;
                                    allow_all_known_mcp_methods?: boolean;
                                };
                                credential_binding?: {
                                    provider: string;
                                };
                                allow_uninspected_credentials?: boolean;
                                provider_credentialed?: boolean;
                            }[];
                            binaries?: {
                                path: string;
                                harness?: boolean;
                            }[];
                        };
                    };
                    network_middlewares?: {
                        [key: string]: {
                            name?: string;
                            middleware: string;
                            config?: unknown;
                            on_error?: string;
                            endpoints?: {
                                include?: string[];
                                exclude?: string[];
                            };
                            order?: number;
                        };
                    };
                };
                "application/yaml": {
                    version?: number;
                    filesystem?: {
                        include_workdir?: boolean;
                        read_only?: string[];
                        read_write?: string[];
                    };
                    landlock?: {
                        /** @enum {string} */
                        compatibility?: "" | "best_effort" | "hard_requirement";
                    };
                    process?: {
                        run_as_user?: string;
                        run_as_group?: string;
                    };
                    network_policies?: {
                        [key: string]: {
                            name?: string;
                            endpoints: {
                                host?: string;
                                port?: number;
                                ports?: number[];
                                path?: string;
                                /** @enum {string} */
                                protocol?: "" | "tcp" | "rest" | "websocket" | "graphql" | "sql" | "json-rpc" | "mcp";
                                tls?: string;
                                /** @enum {string} */
                                enforcement?: "" | "enforce" | "audit";
                                /** @enum {string} */
                                access?: "" | "read-only" | "read-write" | "full";
                                rules?: {
                                    allow: {
                                        method?: string;
                                        path?: string;
                                        command?: string;
                                        query?: {
                                            [key: string]: string | {
                                                glob: string;
                                            } | {
                                                any: string[];
                                            };
                                        };
                                        operation_type?: string;
                                        operation_name?: string;
                                        fields?: string[];
                                        params?: {
                                            [key: string]: string | {
                                                glob: string;
                                            } | {
                                                any: string[];
                                            };
                                        };
                                    };
                                }[];
                                deny_rules?: {
                                    method?: string;
                                    path?: string;
                                    command?: string;
                                    query?: {
                                        [key: string]: string | {
                                            glob: string;
                                        } | {
                                            any: string[];
                                        };
                                    };
                                    operation_type?: string;
                                    operation_name?: string;
                                    fields?: string[];
                                    params?: {
                                        [key: string]: string | {
                                            glob: string;
                                        } | {
                                            any: string[];
                                        };
                                    };
                                }[];
                                allowed_ips?: string[];
                                allow_encoded_slash?: boolean;
                                persisted_queries?: string;
                                graphql_persisted_queries?: {
                                    [key: string]: {
                                        operation_type?: string;
                                        operation_name?: string;
                                        fields?: string[];
                                    };
                                };
                                graphql_max_body_bytes?: number;
                                websocket_credential_rewrite?: boolean;
                                request_body_credential_rewrite?: boolean;
                                advisor_proposed?: boolean;
                                credential_signing?: string;
                                signing_service?: string;
                                signing_region?: string;
                                json_rpc_max_body_bytes?: number;
                                mcp?: {
                                    strict_tool_names?: boolean;
                                    allow_all_known_mcp_methods?: boolean;
                                };
                                credential_binding?: {
                                    provider: string;
                                };
                                allow_uninspected_credentials?: boolean;
                                provider_credentialed?: boolean;
                            }[];
                            binaries?: {
                                path: string;
                                harness?: boolean;
                            }[];
                        };
                    };
                    network_middlewares?: {
                        [key: string]: {
                            name?: string;
                            middleware: string;
                            config?: unknown;
                            on_error?: string;
                            endpoints?: {
                                include?: string[];
                                exclude?: string[];
                            };
                            order?: number;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            /** @description Accepted: the work continues as an operation (poll it at `Location`). */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "policies.getPolicyDiff": {
        parameters: {
            query?: {
                workspace?: string;
                from?: number;
                to?: number;
            };
            header?: never;
            path: {
                gw: string;
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        network_rules: {
                            added: {
                                key: string;
                                value: unknown;
                            }[];
                            removed: {
                                key: string;
                                value: unknown;
                            }[];
                            changed: {
                                key: string;
                                before: unknown;
                                after: unknown;
                            }[];
                        };
                        network_middlewares: {
                            added: {
                                key: string;
                                value: unknown;
                            }[];
                            removed: {
                                key: string;
                                value: unknown;
                            }[];
                            changed: {
                                key: string;
                                before: unknown;
                                after: unknown;
                            }[];
                        };
                        filesystem: {
                            read_only: {
                                added: string[];
                                removed: string[];
                            };
                            read_write: {
                                added: string[];
                                removed: string[];
                            };
                            include_workdir: {
                                before: boolean;
                                after: boolean;
                            } | null;
                        };
                        process: {
                            before: unknown;
                            after: unknown;
                        } | null;
                        landlock: {
                            before: unknown;
                            after: unknown;
                        } | null;
                        version: {
                            before: number;
                            after: number;
                        } | null;
                        unchanged: boolean;
                        from: {
                            version: number;
                            status: string;
                            policy_hash: string;
                            created_at: string | null;
                            loaded_at: string | null;
                            load_error: string | null;
                            provenance?: {
                                [key: string]: string;
                            };
                        };
                        to: {
                            version: number;
                            status: string;
                            policy_hash: string;
                            created_at: string | null;
                            loaded_at: string | null;
                            load_error: string | null;
                            provenance?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "policies.policyFilesystem": {
        parameters: {
            query?: {
                workspace?: string;
                wait_loaded?: "0" | "1" | "true" | "false";
            };
            header?: never;
            path: {
                gw: string;
                name: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    path: string;
                    /** @enum {string} */
                    access: "read_only" | "read_write";
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        version: number;
                        policy_hash: string;
                        previous_version: number;
                        changed: boolean;
                        revision?: {
                            version: number;
                            status: string;
                            policy_hash: string;
                            created_at: string | null;
                            loaded_at: string | null;
                            load_error: string | null;
                            provenance?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "policies.deletePolicyFilesystem": {
        parameters: {
            query?: {
                workspace?: string;
                wait_loaded?: "0" | "1" | "true" | "false";
                path?: string;
            };
            header?: never;
            path: {
                gw: string;
                name: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    path: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        version: number;
                        policy_hash: string;
                        previous_version: number;
                        changed: boolean;
                        revision?: {
                            version: number;
                            status: string;
                            policy_hash: string;
                            created_at: string | null;
                            loaded_at: string | null;
                            load_error: string | null;
                            provenance?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "policies.policyNetworkRules": {
        parameters: {
            query?: {
                workspace?: string;
                wait_loaded?: "0" | "1" | "true" | "false";
            };
            header?: never;
            path: {
                gw: string;
                name: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    key: string;
                    rule: {
                        name?: string;
                        endpoints: {
                            host?: string;
                            port?: number;
                            ports?: number[];
                            path?: string;
                            /** @enum {string} */
                            protocol?: "" | "tcp" | "rest" | "websocket" | "graphql" | "sql" | "json-rpc" | "mcp";
                            tls?: string;
                            /** @enum {string} */
                            enforcement?: "" | "enforce" | "audit";
                            /** @enum {string} */
                            access?: "" | "read-only" | "read-write" | "full";
                            rules?: {
                                allow: {
                                    method?: string;
                                    path?: string;
                                    command?: string;
                                    query?: {
                                        [key: string]: string | {
                                            glob: string;
                                        } | {
                                            any: string[];
                                        };
                                    };
                                    operation_type?: string;
                                    operation_name?: string;
                                    fields?: string[];
                                    params?: {
                                        [key: string]: string | {
                                            glob: string;
                                        } | {
                                            any: string[];
                                        };
                                    };
                                };
                            }[];
                            deny_rules?: {
                                method?: string;
                                path?: string;
                                command?: string;
                                query?: {
                                    [key: string]: string | {
                                        glob: string;
                                    } | {
                                        any: string[];
                                    };
                                };
                                operation_type?: string;
                                operation_name?: string;
                                fields?: string[];
                                params?: {
                                    [key: string]: string | {
                                        glob: string;
                                    } | {
                                        any: string[];
                                    };
                                };
                            }[];
                            allowed_ips?: string[];
                            allow_encoded_slash?: boolean;
                            persisted_queries?: string;
                            graphql_persisted_queries?: {
                                [key: string]: {
                                    operation_type?: string;
                                    operation_name?: string;
                                    fields?: string[];
                                };
                            };
                            graphql_max_body_bytes?: number;
                            websocket_credential_rewrite?: boolean;
                            request_body_credential_rewrite?: boolean;
                            advisor_proposed?: boolean;
                            credential_signing?: string;
                            signing_service?: string;
                            signing_region?: string;
                            json_rpc_max_body_bytes?: number;
                            mcp?: {
                                strict_tool_names?: boolean;
                                allow_all_known_mcp_methods?: boolean;
                            };
                            credential_binding?: {
                                provider: string;
                            };
                            allow_uninspected_credentials?: boolean;
                            provider_credentialed?: boolean;
                        }[];
                        binaries?: {
                            path: string;
                            harness?: boolean;
                        }[];
                    };
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        version: number;
                        policy_hash: string;
                        previous_version: number;
                        changed: boolean;
                        revision?: {
                            version: number;
                            status: string;
                            policy_hash: string;
                            created_at: string | null;
                            loaded_at: string | null;
                            load_error: string | null;
                            provenance?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "policies.deletePolicyNetworkRule": {
        parameters: {
            query?: {
                workspace?: string;
                wait_loaded?: "0" | "1" | "true" | "false";
            };
            header?: never;
            path: {
                gw: string;
                name: string;
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        version: number;
                        policy_hash: string;
                        previous_version: number;
                        changed: boolean;
                        revision?: {
                            version: number;
                            status: string;
                            policy_hash: string;
                            created_at: string | null;
                            loaded_at: string | null;
                            load_error: string | null;
                            provenance?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "policies.getPolicyPin": {
        parameters: {
            query?: {
                workspace?: string;
            };
            header?: never;
            path: {
                gw: string;
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        reason: string;
                        expires_at: string | null;
                        pinned_by: string;
                        pinned_at: string;
                        pinned_version: number | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "policies.policyPin": {
        parameters: {
            query?: {
                workspace?: string;
            };
            header?: never;
            path: {
                gw: string;
                name: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                    /** Format: date-time */
                    expires_at?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        reason: string;
                        expires_at: string | null;
                        pinned_by: string;
                        pinned_at: string;
                        pinned_version: number | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "policies.deletePolicyPin": {
        parameters: {
            query?: {
                workspace?: string;
            };
            header?: never;
            path: {
                gw: string;
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "policies.getPolicyPresets": {
        parameters: {
            query?: {
                workspace?: string;
                offset?: number;
                limit?: number;
            };
            header?: never;
            path: {
                gw: string;
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            name: string;
                            title: string;
                            /** @enum {string} */
                            status: "applied" | "partially_applied" | "not_applied";
                            covered: number;
                            total: number;
                            application: {
                                version: number;
                                applied_by: string;
                                applied_at: string;
                                contributions: {
                                    rule_key: string;
                                    created: boolean;
                                    binaries: string[];
                                    endpoints: {
                                        host: string;
                                        port: number;
                                    }[];
                                }[];
                            } | null;
                        }[];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "policies.getPolicyPreset": {
        parameters: {
            query?: {
                workspace?: string;
            };
            header?: never;
            path: {
                gw: string;
                name: string;
                preset: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        title: string;
                        /** @enum {string} */
                        status: "applied" | "partially_applied" | "not_applied";
                        covered: number;
                        total: number;
                        application: {
                            version: number;
                            applied_by: string;
                            applied_at: string;
                            contributions: {
                                rule_key: string;
                                created: boolean;
                                binaries: string[];
                                endpoints: {
                                    host: string;
                                    port: number;
                                }[];
                            }[];
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "policies.addPolicyPreset": {
        parameters: {
            query?: {
                workspace?: string;
                wait_loaded?: "0" | "1" | "true" | "false";
            };
            header?: never;
            path: {
                gw: string;
                name: string;
                preset: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        version: number;
                        policy_hash: string;
                        previous_version: number;
                        changed: boolean;
                        revision?: {
                            version: number;
                            status: string;
                            policy_hash: string;
                            created_at: string | null;
                            loaded_at: string | null;
                            load_error: string | null;
                            provenance?: {
                                [key: string]: string;
                            };
                        };
                        preset: string;
                        contributions: {
                            rule_key: string;
                            created: boolean;
                            binaries: string[];
                            endpoints: {
                                host: string;
                                port: number;
                            }[];
                        }[] | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "policies.deletePolicyPreset": {
        parameters: {
            query?: {
                workspace?: string;
                wait_loaded?: "0" | "1" | "true" | "false";
            };
            header?: never;
            path: {
                gw: string;
                name: string;
                preset: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        version: number;
                        policy_hash: string;
                        previous_version: number;
                        changed: boolean;
                        revision?: {
                            version: number;
                            status: string;
                            policy_hash: string;
                            created_at: string | null;
                            loaded_at: string | null;
                            load_error: string | null;
                            provenance?: {
                                [key: string]: string;
                            };
                        };
                        preset: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "policies.replacePolicyProcess": {
        parameters: {
            query?: {
                workspace?: string;
                wait_loaded?: "0" | "1" | "true" | "false";
            };
            header?: never;
            path: {
                gw: string;
                name: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    run_as_user?: string;
                    run_as_group?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        version: number;
                        policy_hash: string;
                        previous_version: number;
                        changed: boolean;
                        revision?: {
                            version: number;
                            status: string;
                            policy_hash: string;
                            created_at: string | null;
                            loaded_at: string | null;
                            load_error: string | null;
                            provenance?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "policies.getPolicyRevisions": {
        parameters: {
            query?: {
                workspace?: string;
                offset?: number;
                limit?: number;
            };
            header?: never;
            path: {
                gw: string;
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            version: number;
                            status: string;
                            policy_hash: string;
                            created_at: string | null;
                            loaded_at: string | null;
                            load_error: string | null;
                            provenance?: {
                                [key: string]: string;
                            };
                        }[];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "providers.listInSandbox": {
        parameters: {
            query?: {
                workspace?: string;
                offset?: number;
                limit?: number;
            };
            header?: never;
            path: {
                gw: string;
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            name: string;
                            type: string;
                            workspace: string;
                            credential_keys: string[];
                            api_key_credential: string;
                            has_api_key: boolean;
                            config: {
                                [key: string]: string;
                            };
                            credential_expires_at: {
                                [key: string]: string;
                            };
                            credential_status: {
                                credential_key: string;
                                strategy: string;
                                state: string;
                                /** @enum {string} */
                                recovery_action: "retry" | "reauthorize" | "fix_configuration" | "investigate" | "unspecified";
                                needs_attention: boolean;
                                message: string | null;
                                failure_code: string | null;
                                last_refreshed_at: string | null;
                                expires_at: string | null;
                                next_refresh_at: string | null;
                                last_error_at: string | null;
                            }[] | null;
                            id: string;
                            resource_version: number;
                            created_at: string | null;
                        }[];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "providers.addInSandbox": {
        parameters: {
            query?: {
                workspace?: string;
            };
            header?: never;
            path: {
                gw: string;
                name: string;
                provider: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sandbox: string;
                        provider: string;
                        attached: boolean;
                        providers: string[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "providers.deleteInSandbox": {
        parameters: {
            query?: {
                workspace?: string;
            };
            header?: never;
            path: {
                gw: string;
                name: string;
                provider: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sandbox: string;
                        provider: string;
                        detached: boolean;
                        providers: string[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "services.listInSandbox": {
        parameters: {
            query?: {
                workspace?: string;
                offset?: number;
                limit?: number;
            };
            header?: never;
            path: {
                gw: string;
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            name: string;
                            sandbox: string;
                            port: number;
                            domain: boolean;
                            url: string | null;
                            created_at: string | null;
                        }[];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "services.createInSandbox": {
        parameters: {
            query?: {
                workspace?: string;
            };
            header?: never;
            path: {
                gw: string;
                name: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    port: number;
                    domain?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        sandbox: string;
                        port: number;
                        domain: boolean;
                        url: string | null;
                        created_at: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "services.deleteInSandbox": {
        parameters: {
            query?: {
                workspace?: string;
            };
            header?: never;
            path: {
                gw: string;
                name: string;
                service: "_" | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "sandboxes.ssh": {
        parameters: {
            query?: {
                workspace?: string;
            };
            header?: never;
            path: {
                gw: string;
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        token: string;
                        gateway_host: string;
                        gateway_port: number;
                        /** @enum {string} */
                        gateway_scheme: "http" | "https";
                        sandbox_id: string;
                        expires_at: string | null;
                        gateway_host_rewritten_from: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "sandboxes.deleteSsh": {
        parameters: {
            query?: {
                workspace?: string;
            };
            header?: never;
            path: {
                gw: string;
                name: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        revoked: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "sandboxes.start": {
        parameters: {
            query?: {
                workspace?: string;
            };
            header?: never;
            path: {
                gw: string;
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        id: string;
                        gateway: string;
                        workspace: string;
                        /** @enum {string} */
                        state: "creating" | "running" | "stopped" | "deleting" | "completed" | "error";
                        phase: string;
                        image: string;
                        gpu: boolean | {
                            count: number;
                        };
                        providers: string[];
                        environment_keys: string[];
                        labels: {
                            [key: string]: string;
                        };
                        description: string | null;
                        conditions: {
                            type: string;
                            status: string;
                            reason: string;
                            message: string;
                            last_transition_time: string;
                        }[];
                        created_at: string | null;
                        current_policy_version: number;
                        exit_code: number | null;
                        not_ready: {
                            /** @enum {string} */
                            source: "configuration" | "provisioning" | "condition" | "exit";
                            reason: string;
                        } | null;
                        configuration: {
                            /** @enum {string} */
                            admission: "pending" | "accepted" | "rejected" | "unspecified";
                            error: string | null;
                            activated: boolean | null;
                        } | null;
                        provisioning: {
                            attempt_id: string;
                            deadline: string | null;
                            timeout_at: string | null;
                            first_rejection_at: string | null;
                            cleanup_error: string | null;
                        } | null;
                        workload_template: string | null;
                        metered_requests_today: number | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "sandboxes.stop": {
        parameters: {
            query?: {
                workspace?: string;
            };
            header?: never;
            path: {
                gw: string;
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        id: string;
                        gateway: string;
                        workspace: string;
                        /** @enum {string} */
                        state: "creating" | "running" | "stopped" | "deleting" | "completed" | "error";
                        phase: string;
                        image: string;
                        gpu: boolean | {
                            count: number;
                        };
                        providers: string[];
                        environment_keys: string[];
                        labels: {
                            [key: string]: string;
                        };
                        description: string | null;
                        conditions: {
                            type: string;
                            status: string;
                            reason: string;
                            message: string;
                            last_transition_time: string;
                        }[];
                        created_at: string | null;
                        current_policy_version: number;
                        exit_code: number | null;
                        not_ready: {
                            /** @enum {string} */
                            source: "configuration" | "provisioning" | "condition" | "exit";
                            reason: string;
                        } | null;
                        configuration: {
                            /** @enum {string} */
                            admission: "pending" | "accepted" | "rejected" | "unspecified";
                            error: string | null;
                            activated: boolean | null;
                        } | null;
                        provisioning: {
                            attempt_id: string;
                            deadline: string | null;
                            timeout_at: string | null;
                            first_rejection_at: string | null;
                            cleanup_error: string | null;
                        } | null;
                        workload_template: string | null;
                        metered_requests_today: number | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "gateways.start": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                gw: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        gateway: string;
                        running: boolean;
                        pid: number | null;
                        started_at: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "gateways.stop": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                gw: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        gateway: string;
                        running: boolean;
                        pid: number | null;
                        started_at: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "gatewayTemplates.getTemplates": {
        parameters: {
            query?: {
                workspace?: string;
                offset?: number;
                limit?: number;
            };
            header?: never;
            path: {
                gw: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            gateway: string;
                            workspace: string;
                            name: string;
                            labels: {
                                [key: string]: string;
                            };
                            resource_version: number;
                            created_at: string | null;
                            image: string;
                            environment: {
                                [key: string]: string;
                            };
                            cpu: string;
                            memory: string;
                            gpu: {
                                count: number | null;
                            } | null;
                        }[];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "gatewayTemplates.templates": {
        parameters: {
            query?: {
                workspace?: string;
            };
            header?: never;
            path: {
                gw: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    labels?: {
                        [key: string]: unknown;
                    };
                    image: string;
                    environment?: {
                        [key: string]: unknown;
                    };
                    /** @default  */
                    cpu?: string;
                    /** @default  */
                    memory?: string;
                    /** @default false */
                    gpu?: boolean | {
                        count: number;
                    };
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        gateway: string;
                        workspace: string;
                        name: string;
                        labels: {
                            [key: string]: string;
                        };
                        resource_version: number;
                        created_at: string | null;
                        image: string;
                        environment: {
                            [key: string]: string;
                        };
                        cpu: string;
                        memory: string;
                        gpu: {
                            count: number | null;
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "gatewayTemplates.deleteTemplate": {
        parameters: {
            query?: {
                workspace?: string;
            };
            header?: never;
            path: {
                gw: string;
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "gateways.testConnection": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                gw: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        reachable: boolean;
                        authenticated: boolean | null;
                        version: string | null;
                        supported: boolean | null;
                        wire_line: string | null;
                        latency_ms: number | null;
                        error: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "workspaces.list": {
        parameters: {
            query?: {
                offset?: number;
                limit?: number;
            };
            header?: never;
            path: {
                gw: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            gateway: string;
                            name: string;
                            phase: string | null;
                            labels: {
                                [key: string]: string;
                            };
                            created_at: string | null;
                            managed: boolean;
                            default: boolean;
                        }[];
                        total: number;
                        managed: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "workspaces.create": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                gw: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    labels?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        gateway: string;
                        name: string;
                        phase: string | null;
                        labels: {
                            [key: string]: string;
                        };
                        created_at: string | null;
                        managed: boolean;
                        default: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "workspaces.delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                gw: string;
                ws: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "workspaces.getMembers": {
        parameters: {
            query?: {
                offset?: number;
                limit?: number;
            };
            header?: never;
            path: {
                gw: string;
                ws: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            subject: string;
                            /** @enum {string} */
                            role: "user" | "admin" | "unspecified";
                            created_at: string | null;
                        }[];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "workspaces.replaceMember": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                gw: string;
                ws: string;
                subject: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    role: "user" | "admin";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        subject: string;
                        /** @enum {string} */
                        role: "user" | "admin" | "unspecified";
                        created_at: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "workspaces.deleteMember": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                gw: string;
                ws: string;
                subject: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "gateways.discover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    domains?: string[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        scanned_at: string;
                        /** @enum {string} */
                        trigger: "manual" | "background";
                        auto_register: boolean;
                        domains: string[];
                        found: number;
                        registered: number;
                        skipped: number;
                        candidates: {
                            domain: string;
                            host: string;
                            port: number;
                            endpoint: string;
                            name: string;
                            /** @enum {string} */
                            outcome: "registered" | "new" | "skipped";
                            reason: ("already_registered" | "duplicate" | "name_clash" | "endpoint_refused" | "resolution_failed" | "invalid_target") | null;
                            detail: string | null;
                        }[];
                        domain_errors: {
                            domain: string;
                            error: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "gateways.getDiscoveryStatus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        scanned_at: string | null;
                        trigger: ("manual" | "background") | null;
                        auto_register: boolean;
                        domains: string[];
                        found: number;
                        registered: number;
                        skipped: number;
                        candidates: {
                            domain: string;
                            host: string;
                            port: number;
                            endpoint: string;
                            name: string;
                            /** @enum {string} */
                            outcome: "registered" | "new" | "skipped";
                            reason: ("already_registered" | "duplicate" | "name_clash" | "endpoint_refused" | "resolution_failed" | "invalid_target") | null;
                            detail: string | null;
                        }[];
                        domain_errors: {
                            domain: string;
                            error: string;
                        }[];
                        enabled: boolean;
                        interval_seconds: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "killSwitch.getKillSwitches": {
        parameters: {
            query?: {
                offset?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            gateway: string;
                            workspace: string;
                            sandbox: string;
                            engaged: boolean;
                            /** @enum {string} */
                            state: "released" | "engaging" | "engaged" | "failed" | "releasing";
                            engaged_by: ("budget" | "curfew" | "manual" | "ceiling") | null;
                            holders: ("budget" | "curfew" | "manual" | "ceiling")[];
                            providers: string[];
                            engaged_at: string | null;
                            engaged_actor: string | null;
                            pending: string[];
                            failure: string | null;
                        }[];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "operations.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        type: string;
                        /** @enum {string} */
                        status: "pending" | "running" | "succeeded" | "failed" | "cancelled";
                        progress: number;
                        message: string | null;
                        result: unknown;
                        error: {
                            code: string;
                            message: string;
                        } | null;
                        gateway: string | null;
                        resource: string | null;
                        cancellable: boolean;
                        created_at: string;
                        updated_at: string;
                        completed_at: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "operations.cancel": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Accepted: the work continues as an operation (poll it at `Location`). */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        type: string;
                        /** @enum {string} */
                        status: "pending" | "running" | "succeeded" | "failed" | "cancelled";
                        progress: number;
                        message: string | null;
                        result: unknown;
                        error: {
                            code: string;
                            message: string;
                        } | null;
                        gateway: string | null;
                        resource: string | null;
                        cancellable: boolean;
                        created_at: string;
                        updated_at: string;
                        completed_at: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "operations.getStream": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "policies.getPresets": {
        parameters: {
            query?: {
                offset?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            name: string;
                            title: string;
                            description: string;
                            rule_keys: string[];
                        }[];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "policies.getPreset": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        title: string;
                        description: string;
                        rule_keys: string[];
                        rules: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "sandboxes.getPresetRules": {
        parameters: {
            query?: {
                offset?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            name: string;
                            gateways: {
                                [key: string]: string;
                            };
                            sandboxes: {
                                [key: string]: string;
                            };
                            presets: string[];
                            applied: {
                                gateway: string;
                                workspace: string;
                                sandbox: string;
                                preset: string;
                                applied_at: string;
                            }[];
                            updated_by: string;
                            created_at: string;
                            updated_at: string;
                        }[];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "sandboxes.getPresetRule": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        gateways: {
                            [key: string]: string;
                        };
                        sandboxes: {
                            [key: string]: string;
                        };
                        presets: string[];
                        applied: {
                            gateway: string;
                            workspace: string;
                            sandbox: string;
                            preset: string;
                            applied_at: string;
                        }[];
                        updated_by: string;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "sandboxes.replacePresetRule": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    gateways: {
                        [key: string]: unknown;
                    };
                    sandboxes: {
                        [key: string]: unknown;
                    };
                    presets: string[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        gateways: {
                            [key: string]: string;
                        };
                        sandboxes: {
                            [key: string]: string;
                        };
                        presets: string[];
                        applied: {
                            gateway: string;
                            workspace: string;
                            sandbox: string;
                            preset: string;
                            applied_at: string;
                        }[];
                        updated_by: string;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        gateways: {
                            [key: string]: string;
                        };
                        sandboxes: {
                            [key: string]: string;
                        };
                        presets: string[];
                        applied: {
                            gateway: string;
                            workspace: string;
                            sandbox: string;
                            preset: string;
                            applied_at: string;
                        }[];
                        updated_by: string;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "sandboxes.deletePresetRule": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "templates.getSandboxTemplates": {
        parameters: {
            query?: {
                offset?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            name: string;
                            category: string;
                            description: string;
                            config: {
                                image: string;
                                gpu: boolean | {
                                    count: number;
                                };
                                providers: string[];
                                environment: {
                                    [key: string]: string;
                                };
                                presets: string[];
                            };
                        }[];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "templates.getSandboxTemplate": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        category: string;
                        description: string;
                        config: {
                            image: string;
                            gpu: boolean | {
                                count: number;
                            };
                            providers: string[];
                            environment: {
                                [key: string]: string;
                            };
                            presets: string[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "sandboxes.inventory": {
        parameters: {
            query: {
                gateway: string[];
                state?: "creating" | "running" | "stopped" | "deleting" | "completed" | "error";
                label: string[];
                workspace?: string;
                q?: string;
                sort?: "name" | "-name" | "gateway" | "-gateway" | "state" | "-state" | "created_at" | "-created_at";
                offset?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            name: string;
                            id: string;
                            gateway: string;
                            workspace: string;
                            /** @enum {string} */
                            state: "creating" | "running" | "stopped" | "deleting" | "completed" | "error";
                            phase: string;
                            image: string;
                            gpu: boolean | {
                                count: number;
                            };
                            providers: string[];
                            environment_keys: string[];
                            labels: {
                                [key: string]: string;
                            };
                            description: string | null;
                            conditions: {
                                type: string;
                                status: string;
                                reason: string;
                                message: string;
                                last_transition_time: string;
                            }[];
                            created_at: string | null;
                            current_policy_version: number;
                            exit_code: number | null;
                            not_ready: {
                                /** @enum {string} */
                                source: "configuration" | "provisioning" | "condition" | "exit";
                                reason: string;
                            } | null;
                            configuration: {
                                /** @enum {string} */
                                admission: "pending" | "accepted" | "rejected" | "unspecified";
                                error: string | null;
                                activated: boolean | null;
                            } | null;
                            provisioning: {
                                attempt_id: string;
                                deadline: string | null;
                                timeout_at: string | null;
                                first_rejection_at: string | null;
                                cleanup_error: string | null;
                            } | null;
                            workload_template: string | null;
                            metered_requests_today: number | null;
                        }[];
                        total: number;
                        unavailable: {
                            gateway: string;
                            code: string;
                            detail: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "system.getBackup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/gzip": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "system.getConfig": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "system.getEvents": {
        parameters: {
            query?: {
                offset?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            name: string;
                            plugin: string;
                            description: string;
                        }[];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "system.getOpenapiJson": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "system.getPlugins": {
        parameters: {
            query?: {
                offset?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            description: string;
                            enabled: boolean;
                            reason: string;
                            depends_on: string[];
                            optional_depends_on: string[];
                            events: string[];
                            subscriber_errors: {
                                count: number;
                                last_error: {
                                    message: string;
                                    at: string;
                                } | null;
                            };
                        }[];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "system.getTasks": {
        parameters: {
            query?: {
                offset?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            plugin: string;
                            /** @enum {string} */
                            scope: "local" | "global" | "sharded";
                            enabled: boolean;
                            healthy: boolean;
                            running: boolean;
                            leader: boolean | null;
                            last_run_at: string | null;
                            last_success_at: string | null;
                            last_error: string | null;
                            consecutive_failures: number;
                            next_run_at: string | null;
                        }[];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "system.getUiContributions": {
        parameters: {
            query?: {
                offset?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            module: string;
                            pages: {
                                path: string;
                                label: string;
                                /** @enum {string} */
                                role: "viewer" | "operator" | "admin";
                            }[];
                            gateway_tabs: {
                                id: string;
                                label: string;
                                /** @enum {string} */
                                role: "viewer" | "operator" | "admin";
                            }[];
                            sandbox_sections: {
                                id: string;
                                /** @enum {string} */
                                role: "viewer" | "operator" | "admin";
                            }[];
                        }[];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "system.getVersion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        version: string;
                        name: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "usage.getDaily": {
        parameters: {
            query?: {
                days?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        days: string[];
                        items: {
                            day: string;
                            gateway: string;
                            workspace: string;
                            sandbox: string;
                            requests: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "usage.getSummary": {
        parameters: {
            query?: {
                window?: "daily" | "weekly" | "monthly" | "total";
                offset?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            gateway: string;
                            workspace: string;
                            sandbox: string;
                            requests: number;
                        }[];
                        total: number;
                        /** @enum {string} */
                        window: "daily" | "weekly" | "monthly" | "total";
                        since: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "webhooks.getWebhookChannels": {
        parameters: {
            query?: {
                offset?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            type: string;
                            description: string;
                            signs: boolean;
                            secret_fields: string[];
                        }[];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "webhooks.getWebhookChannelsWebpushVapidPublicKey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        public_key: string;
                        /** @enum {string} */
                        source: "settings" | "generated";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "webhooks.list": {
        parameters: {
            query?: {
                offset?: number;
                limit?: number;
                channel_type?: string;
                active?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            name: string | null;
                            url: string;
                            event_types: string[];
                            channel_type: string;
                            extra_config: {
                                [key: string]: unknown;
                            };
                            extra_config_secrets: string[];
                            active: boolean;
                            deactivated_reason: string | null;
                            created_by: string;
                            created_at: string;
                            updated_at: string;
                        }[];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "webhooks.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    url: string;
                    event_types: string[];
                    /** @default generic */
                    channel_type?: string;
                    /** @default {} */
                    extra_config?: unknown;
                    /** @default true */
                    active?: boolean;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description The new webhook. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string | null;
                        url: string;
                        event_types: string[];
                        channel_type: string;
                        extra_config: {
                            [key: string]: unknown;
                        };
                        extra_config_secrets: string[];
                        active: boolean;
                        deactivated_reason: string | null;
                        created_by: string;
                        created_at: string;
                        updated_at: string;
                        secret?: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "webhooks.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string | null;
                        url: string;
                        event_types: string[];
                        channel_type: string;
                        extra_config: {
                            [key: string]: unknown;
                        };
                        extra_config_secrets: string[];
                        active: boolean;
                        deactivated_reason: string | null;
                        created_by: string;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "webhooks.replace": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string | null;
                    url?: string;
                    event_types?: string[];
                    channel_type?: string;
                    extra_config?: unknown;
                    active?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string | null;
                        url: string;
                        event_types: string[];
                        channel_type: string;
                        extra_config: {
                            [key: string]: unknown;
                        };
                        extra_config_secrets: string[];
                        active: boolean;
                        deactivated_reason: string | null;
                        created_by: string;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "webhooks.delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "webhooks.getDeliveries": {
        parameters: {
            query?: {
                offset?: number;
                limit?: number;
                status?: "success" | "failed" | "retrying";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: number;
                            webhook_id: string;
                            delivery_id: string;
                            event: string;
                            event_id: string;
                            attempt: number;
                            /** @enum {string} */
                            status: "success" | "failed" | "retrying";
                            response_code: number | null;
                            error: string | null;
                            duration_ms: number;
                            created_at: string;
                            next_attempt_at: string | null;
                        }[];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "webhooks.test": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        webhook_id: string;
                        delivery_id: string;
                        event: string;
                        event_id: string;
                        attempt: number;
                        /** @enum {string} */
                        status: "success" | "failed" | "retrying";
                        response_code: number | null;
                        error: string | null;
                        duration_ms: number;
                        created_at: string;
                        next_attempt_at: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "workspaces.listAcrossGateways": {
        parameters: {
            query?: {
                offset?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            gateway: string;
                            name: string;
                            phase: string | null;
                            labels: {
                                [key: string]: string;
                            };
                            created_at: string | null;
                            managed: boolean;
                            default: boolean;
                        }[];
                        total: number;
                        gateways: {
                            gateway: string;
                            managed: boolean | null;
                            error: {
                                code: string;
                                detail: string;
                            } | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "system.getDocs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "system.getDocsAsset": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                file: "swagger-ui.css" | "swagger-ui-bundle.js" | "start.js";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/css": string;
                    "text/javascript": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    "system.getHealthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "ok";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
        };
    };
    "system.getMetrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    "system.getReadyz": {
        parameters: {
            query?: {
                verbose?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ready" | "not_ready";
                        checks: {
                            /** @enum {string} */
                            database: "ok" | "unavailable";
                            initialised: boolean;
                            tasks: {
                                healthy: boolean;
                                total: number;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            /** @description Not ready; the body says which check failed. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ready" | "not_ready";
                        checks: {
                            /** @enum {string} */
                            database: "ok" | "unavailable";
                            initialised: boolean;
                            tasks: {
                                healthy: boolean;
                                total: number;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
    };
}
