// A plugin installed in a deployment directory may bring its own copy of @portcullis/core, so a Problem it throws
// or a Reply it returns is made by a different class than the kernel's. Such objects are recognised by a mark
// (a `Symbol.for` key, the same symbol in every copy) instead of by class identity.

type Class = abstract new (...args: never[]) => object;

/**
 * Marks every instance of `cls` with `Symbol.for(key)` and makes `value instanceof cls` true for instances made by
 * any copy of the class (subclasses keep the ordinary prototype check). Returns the test for the mark.
 */
export function recognisedAcrossCopies(cls: Class, key: string): (value: unknown) => boolean {
  const mark = Symbol.for(key);
  Object.defineProperty(cls.prototype, mark, { value: true });
  const marked = (value: unknown) => typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[mark] === true;
  Object.defineProperty(cls, Symbol.hasInstance, {
    value(this: Class, value: unknown): boolean {
      return this === cls ? marked(value) : Function.prototype[Symbol.hasInstance].call(this, value);
    },
  });
  return marked;
}

/** One value per process, shared by every copy of the kernel package (created by the first copy that asks). */
export function sharedAcrossCopies<T>(key: string, create: () => T): T {
  const registry = globalThis as Record<symbol, unknown>;
  const symbol = Symbol.for(key);
  registry[symbol] ??= create();
  return registry[symbol] as T;
}
