import { type ConfigSection, describeSection } from './section.ts';

/**
 * Settings of different owners (the kernel, plugins) that would read the same environment variable, whether through
 * the derived name (namespace `rate` + key `limit_per_minute`) or an explicit `env`. Either would silently shadow
 * the other, so each such variable is a start-up problem naming both owners. `sections` maps owner id (`core` for
 * the kernel) to its settings.
 */
export function settingCollisions(sections: Map<string, ConfigSection>): string[] {
  const claims = new Map<string, string[]>();
  for (const [owner, section] of sections) {
    for (const setting of describeSection(section)) {
      const list = claims.get(setting.env) ?? [];
      list.push(`${owner === 'core' ? 'the kernel' : `plugin ${owner}`} (${setting.yaml})`);
      claims.set(setting.env, list);
    }
  }
  return [...claims]
    .filter(([, owners]) => owners.length > 1)
    .map(([name, owners]) => `${name} is the variable of more than one setting: ${owners.join(' and ')}; rename one (its key, namespace or env)`);
}
