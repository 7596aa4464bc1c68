/**
 * A value built the first time it is asked for, not at import: an `Intl` formatter costs tens of
 * milliseconds to build on a slow phone, and a page that imports the domain uses few of them.
 */
export function onFirstUse<T>(create: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= create());
}
