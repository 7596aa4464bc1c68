import { useEffect, useRef } from 'react';
import { useShopNavigate } from './islands/useShopNavigate.ts';

/**
 * Navigates after the spec's pause (1.5 s after sign-in, 2 s after a quote), so the success message
 * can be read first; leaving the screen earlier cancels the pending redirect. Router-free, so that
 * the sign-in island can use it too (a full load there, app/islands/useShopNavigate.ts).
 */
export function useDelayedNavigate(): (href: string, delayMs: number) => void {
  const navigate = useShopNavigate();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return (href, delayMs) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => navigate(href), delayMs);
  };
}
