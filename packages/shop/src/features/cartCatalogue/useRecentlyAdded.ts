import { useEffect, useRef, useState } from 'react';
import { RECENTLY_ADDED_MS } from '@otech/domain';

/** The products added in the last 3 s, whose card reads "Ajouté !" (spec 2 §2.4, §9). */
export function useRecentlyAdded(): [readonly string[], (productId: string) => void] {
  const [ids, setIds] = useState<readonly string[]>([]);
  const timers = useRef(new Map<string, number>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);
  const markAdded = (productId: string) => {
    // Added again within 3 s: the 3 s start over.
    window.clearTimeout(timers.current.get(productId));
    setIds((current) => (current.includes(productId) ? current : [...current, productId]));
    timers.current.set(
      productId,
      window.setTimeout(() => {
        timers.current.delete(productId);
        setIds((current) => current.filter((id) => id !== productId));
      }, RECENTLY_ADDED_MS),
    );
  };
  return [ids, markAdded];
}
