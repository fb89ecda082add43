import type { LoginMethod, RoleSubject } from '../extension-points.ts';

/** Contributions to this plugin's extension points, filled in at start-up (they cannot be read earlier). */
export class UsersExtensions {
  subjects: RoleSubject[] = [];
  loginMethods: LoginMethod[] = [];
}
