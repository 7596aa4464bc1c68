import { Suspense, type ReactNode } from 'react';
import { useHydrated } from './useHydrated.ts';

/**
 * Draws its lazy children once the page is hydrated, and nothing before: what they show depends on
 * what this browser stores, which the server's page (and so the hydrating render) cannot know, and
 * their code then loads after the page's first load.
 */
export function OnceHydrated({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return hydrated ? <Suspense fallback={null}>{children}</Suspense> : null;
}
