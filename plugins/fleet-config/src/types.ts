declare module '@portcullis/core' {
  interface EventMap {
    'config.applied': { kinds: string[]; prune: boolean; done: number; failed: number };
    /** `fields`: the names of the fields that differ, never their values. */
    'config.drifted': { objects: Array<{ kind: string; name: string; state: 'changed' | 'missing' | 'extra'; fields: string[] }> };
  }
}

export {};
