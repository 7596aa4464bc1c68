import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Navigates after the spec's pause (1.5 s after sign-in, 2 s after a quote), so the success message
 * can be read first; leaving the screen earlier cancels the pending redirect.
 */
export function useDelayedNavigate(): (href: string, delayMs: number) => void {
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return (href, delayMs) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => void navigate(href), delayMs);
  };
}
