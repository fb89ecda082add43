import type { PolicyDocument } from './schema.ts';

// A sandbox created without a policy gets its image's policy as its baseline revision (docs/openshell-0.0.md §g.4), and
// from then on the static sections (filesystem, landlock, process) are fixed: a full document without them would be
// refused as a change of them, or wipe them. A client replacing "the policy" means its network rules; sections it
// leaves out are kept as the active policy has them.

const STATIC_SECTIONS = ['filesystem', 'landlock', 'process'] as const;

export function keepingStaticSections(document: PolicyDocument, active: PolicyDocument): PolicyDocument {
  const kept = STATIC_SECTIONS.filter((section) => document[section] === undefined && active[section] !== undefined);
  return kept.length === 0 ? document : { ...Object.fromEntries(kept.map((section) => [section, active[section]])), ...document };
}
