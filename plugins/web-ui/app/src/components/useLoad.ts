import { useEffect, useState } from 'react';

/** One resource from the API: its value, the problem of the last load, and a reload. `deps` say when to reload. */
export function useLoad<T>(load: () => Promise<T>, deps: unknown[]) {
  const [value, setValue] = useState<T | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [version, setVersion] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` is a new closure every render; the caller's deps and a reload say when to load again
  useEffect(() => {
    let current = true;
    load().then(
      (next) => {
        if (current) {
          setValue(next);
          setError(null);
        }
      },
      (failure: unknown) => {
        if (current) setError(failure);
      },
    );
    return () => {
      current = false;
    };
  }, [...deps, version]);
  return { value, error, reload: () => setVersion((v) => v + 1) };
}
