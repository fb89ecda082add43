import type { Actor } from '@portcullis/core';
import type { GroupDirectory } from '@portcullis/plugin-users';

/** How a voter is recorded: a user by lower-cased email, a service principal by its name. */
export function voterKey(actor: Actor): string {
  return actor.type === 'user' ? actor.name.toLowerCase() : actor.name;
}

/** Entries without an `@` name a group (or a service principal). */
function isEmail(entry: string): boolean {
  return entry.includes('@');
}

/**
 * Who may vote under a workflow (spec: "users or groups, given as user email addresses or group names"): a user
 * whose email is listed or who is a member of a listed group, or a service principal whose name is listed.
 * Group membership is read at vote time, so joining or leaving a group takes effect at once.
 */
export class VoterEligibility {
  private readonly groups: GroupDirectory;

  constructor(groups: GroupDirectory) {
    this.groups = groups;
  }

  async isEligible(actor: Actor, voters: string[]): Promise<boolean> {
    if (actor.type !== 'user' && actor.type !== 'service_principal') return false;
    if (voters.includes(voterKey(actor))) return true;
    if (actor.type !== 'user') return false;
    for (const entry of voters.filter((voter) => !isEmail(voter))) {
      if ((await this.groups.memberEmails(entry)).includes(voterKey(actor))) return true;
    }
    return false;
  }

  /** The listed emails and names with every listed group replaced by its members' emails. */
  async expand(voters: string[]): Promise<string[]> {
    const expanded = new Set<string>();
    for (const entry of voters) {
      const members = isEmail(entry) ? [] : await this.groups.memberEmails(entry);
      if (isEmail(entry) || members.length === 0) expanded.add(entry);
      for (const member of members) expanded.add(member);
    }
    return [...expanded].sort();
  }
}
